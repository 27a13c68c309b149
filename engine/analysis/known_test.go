package analysis

import (
	"context"
	"testing"

	"gomoku/engine"
)

// Positions with known answers, as move strings. vcfStart is the Renju
// VCF case 6 of engine/ai's published threat cases (facts from quintet's
// solver tests), its stones interleaved into a game: Black to move wins by
// i8 g8 i10 i9 j9.
const (
	vcfStart = "h8h9j8l8k8j7i7k6l7i5i6l5"
	vcfLine  = "i8g8i10i9j9"
	// openThree: Black h8 i8 j8 open, White's stones a1 a3 out of play;
	// White to move.
	openThree = "h8a1i8a3j8"
	// dropGame: White's a1 ignores Black's open three h8 i7 j6 in a
	// position about even for White (g9 blocks with a three of its own).
	dropGame = "h8h9i7i9j6a1"
	// wonGame: Black's open three, White's stones out of play; Black's
	// l8 and m8 are fours that take the long way round (g8 or k8 made an
	// open four at once) and k8 wins; White's a5 a7 a9 are played in a
	// lost position.
	wonGame = "h8a1i8a3j8a5l8a7m8a9k8"
)

func analyse(t *testing.T, rule engine.Rule, moves string, opt Options) Report {
	t.Helper()
	r, err := New(nil).Analyze(context.Background(), gameOf(t, rule, moves), opt, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestKnownAnswers(t *testing.T) {
	cases := []struct {
		name  string
		rule  engine.Rule
		moves string
		ply   int // the move graded (1-based)
		want  Severity
		why   Reason
	}{
		// Black has a VCF and plays far away instead: always a blunder.
		{"missed VCF", engine.Renju, vcfStart + "a1", 13, Blunder, ReasonMissedWin},
		// The same in freestyle, where the VCF also stands.
		{"missed VCF freestyle", engine.Freestyle, vcfStart + "a1", 13, Blunder, ReasonMissedWin},
		// Playing the VCF's first move is never flagged.
		{"VCF played", engine.Renju, vcfStart + "i8", 13, Good, ReasonNone},
		// A slower start (the second four first) still wins: not flagged.
		{"whole VCF", engine.Renju, vcfStart + vcfLine, 17, Good, ReasonNone},
		// Black's open three h8 i7 j6 must be stopped at g9 or k5, and
		// g9 makes White's own three: White is still in the game (about
		// 0.5). White plays a1 and Black's open four follows: the forced
		// loss the defender let in costs half the game, a blunder.
		{"missed defence", engine.Freestyle, dropGame, 6, Blunder, ReasonMissedDefence},
		{"missed defence renju", engine.Renju, dropGame, 6, Blunder, ReasonMissedDefence},
		{"defended g9", engine.Freestyle, "h8h9i7i9j6g9", 6, Good, ReasonNone},
		// Black's open three h8 i8 j8 against two White stones out of
		// play: White is lost already (0.001), so letting the open four
		// in (a5) is no blunder, nor is either block flagged.
		{"lost already", engine.Freestyle, openThree + "a5", 6, Good, ReasonNone},
		{"defended g8", engine.Freestyle, openThree + "g8", 6, Good, ReasonNone},
		{"defended k8", engine.Freestyle, openThree + "k8", 6, Good, ReasonNone},
		// Once lost, nothing is flagged: White's a5 left the open three,
		// Black's open four came, and White's last block changes nothing.
		{"already lost", engine.Freestyle, openThree + "a5k8g8", 8, Good, ReasonNone},
	}
	for _, tc := range cases {
		r := analyse(t, tc.rule, tc.moves, Options{Depth: 4})
		checkOneTruth(t, tc.name, r)
		m := r.Moves[tc.ply-1]
		if m.Severity != tc.want || m.Reason != tc.why {
			t.Errorf("%s: move %d %v graded %q (%q), want %q (%q); before %.2f after %.2f, best %v",
				tc.name, m.Ply, m.Move, m.Severity, m.Reason, tc.want, tc.why, m.Before, m.After, m.Best)
		}
	}
}

// The engine's best move where Black has the VCF is the VCF's first move,
// with Black's win chance 1; after the five the game is over and won.
func TestVCFPositionEvaluated(t *testing.T) {
	r := analyse(t, engine.Renju, vcfStart+vcfLine, Options{Depth: 4})
	p := r.Positions[12]
	if p.Black != 1 || p.Mate <= 0 || p.Best.String() != "i8" {
		t.Errorf("VCF position: black %.2f mate %d best %v line %v", p.Black, p.Mate, p.Best, p.Line)
	}
	// The line ends with a four no block stops: White is lost.
	end := r.Positions[len(r.Positions)-1]
	if end.Mate >= 0 || end.Black != 1 {
		t.Errorf("end: %+v", end)
	}
	for _, m := range r.Moves[12:] {
		if m.Color == engine.Black && m.Severity != Good {
			t.Errorf("winning move %d %v flagged %q", m.Ply, m.Move, m.Severity)
		}
	}
}

// The thresholds apply in the mover's win chance.
func TestClassifyThresholds(t *testing.T) {
	cases := []struct {
		before, after float64
		f             facts
		want          Severity
		why           Reason
	}{
		{0.6, 0.46, facts{}, Good, ReasonNone},
		{0.6, 0.45, facts{}, Mistake, ReasonDrop},
		{0.6, 0.31, facts{}, Mistake, ReasonDrop},
		{0.6, 0.30, facts{}, Blunder, ReasonDrop},
		// The engine's own choice: a mistake-sized fall is the horizon's,
		// a blunder-sized one is flagged all the same.
		{0.6, 0.40, facts{engineBest: true}, Good, ReasonNone},
		{0.93, 0, facts{engineBest: true, lostAfter: true}, Blunder, ReasonMissedDefence},
		// A proved win let go: graded by what it cost.
		{1, 0.6, facts{hadWin: true}, Blunder, ReasonMissedWin},
		{1, 0.8, facts{hadWin: true}, Mistake, ReasonMissedWin},
		{1, 0.977, facts{hadWin: true}, Note, ReasonSlowerWin},
		{0.5, 0, facts{lostAfter: true}, Blunder, ReasonMissedDefence},
		{0.2, 0, facts{lostAfter: true}, Mistake, ReasonMissedDefence},
		{0.001, 0, facts{lostAfter: true}, Good, ReasonNone},
		{0.9, 0.1, facts{wins: true}, Good, ReasonNone},
		{0.1, 0, facts{lostBefore: true, lostAfter: true}, Good, ReasonNone},
	}
	for _, tc := range cases {
		if got, why := classify(tc.before, tc.after, tc.f); got != tc.want || why != tc.why {
			t.Errorf("%.3f -> %.3f %+v: %q (%q), want %q (%q)", tc.before, tc.after, tc.f, got, why, tc.want, tc.why)
		}
	}
	if WinChance(0, 0) != 0.5 || WinChance(-5, 3) != 1 || WinChance(5000, -1) != 0 || WinChance(200, 0) < 0.75 {
		t.Error("win chance")
	}
}

// The game of a player who won throughout: the slow fours are notes, not
// flags, and the loser's moves in a lost position are not blunders.
func TestWonThroughout(t *testing.T) {
	r := analyse(t, engine.Freestyle, wonGame, Options{})
	want := map[int]Severity{6: Good, 7: Note, 8: Good, 9: Note, 10: Good, 11: Good}
	for ply, sev := range want {
		m := r.Moves[ply-1]
		if m.Severity != sev {
			t.Errorf("move %d %v: %q (%q), want %q; %.3f -> %.3f", ply, m.Move, m.Severity, m.Reason, sev, m.Before, m.After)
		}
		if sev == Note && m.Reason != ReasonSlowerWin {
			t.Errorf("move %d %v: reason %q, want %q", ply, m.Move, m.Reason, ReasonSlowerWin)
		}
	}
	checkOneTruth(t, wonGame, r)
}

// checkOneTruth asserts that r's flags agree with its chances: every fall
// of BlunderDrop or more is flagged, no move from a position proved lost
// for its mover and none that keeps a proved win is flagged, and a blunder
// or mistake costs what it says (a missed defence, after which the
// opponent's win is proved, at least a mistake from LostChance up).
func checkOneTruth(t *testing.T, name string, r Report) {
	t.Helper()
	for j, m := range r.Moves {
		before, after := r.Positions[j], r.Positions[j+1]
		own := ownChance(m.Color)
		if m.Before != before.Black || m.After != after.Black {
			t.Errorf("%s: move %d shows %.3f -> %.3f, the graph %.3f -> %.3f", name, m.Ply, m.Before, m.After, before.Black, after.Black)
		}
		drop := own(m.Before) - own(m.After)
		flagged := m.Severity == Mistake || m.Severity == Blunder
		switch {
		case drop >= BlunderDrop-1e-9 && m.Severity != Blunder:
			t.Errorf("%s: move %d %v falls %.3f unflagged (%q)", name, m.Ply, m.Move, drop, m.Severity)
		case before.Mate < 0 && m.Severity != Good:
			t.Errorf("%s: move %d %v from a lost position flagged %q", name, m.Ply, m.Move, m.Severity)
		case !after.Over && after.Mate < 0 && m.Severity != Good:
			t.Errorf("%s: move %d %v keeps a win, flagged %q", name, m.Ply, m.Move, m.Severity)
		case flagged && drop < MistakeDrop-1e-9 && (m.Reason != ReasonMissedDefence || own(m.Before) < LostChance):
			t.Errorf("%s: move %d %v flagged %q for a fall of %.3f", name, m.Ply, m.Move, m.Severity, drop)
		}
	}
}
