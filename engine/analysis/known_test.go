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
		// Black's open three h8 i8 j8 must be stopped at g8 or k8; White
		// plays a5 and Black's open four follows: the forced loss the
		// defender let in is flagged.
		{"missed defence", engine.Freestyle, openThree + "a5", 6, Blunder, ReasonMissedDefence},
		{"missed defence renju", engine.Renju, openThree + "a5", 6, Blunder, ReasonMissedDefence},
		// Either block is not flagged.
		{"defended g8", engine.Freestyle, openThree + "g8", 6, Good, ReasonNone},
		{"defended k8", engine.Freestyle, openThree + "k8", 6, Good, ReasonNone},
		// Once lost, nothing is flagged: White's a5 left the open three,
		// Black's open four came, and White's last block changes nothing.
		{"already lost", engine.Freestyle, openThree + "a5k8g8", 8, Good, ReasonNone},
	}
	for _, tc := range cases {
		r := analyse(t, tc.rule, tc.moves, Options{Depth: 4})
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
	}{
		{0.6, 0.46, facts{}, Good},
		{0.6, 0.45, facts{}, Mistake},
		{0.6, 0.31, facts{}, Mistake},
		{0.6, 0.30, facts{}, Blunder},
		{1, 0.9, facts{hadWin: true}, Blunder},
		{0.5, 0.5, facts{lostAfter: true}, Blunder},
		{0.9, 0.1, facts{wins: true}, Good},
		{0.1, 0, facts{lostBefore: true, lostAfter: true}, Good},
	}
	for _, tc := range cases {
		if got, _ := classify(tc.before, tc.after, tc.f); got != tc.want {
			t.Errorf("%.2f -> %.2f %+v: %q, want %q", tc.before, tc.after, tc.f, got, tc.want)
		}
	}
	if WinChance(0, 0) != 0.5 || WinChance(-5, 3) != 1 || WinChance(5000, -1) != 0 || WinChance(200, 0) < 0.75 {
		t.Error("win chance")
	}
}
