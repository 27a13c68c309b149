package analysis

import (
	"context"
	"path/filepath"
	"testing"

	"gomoku/engine"
	"gomoku/engine/record"
)

// Real games our engine lost: Beginner against the full engine (`gomoku
// match -a Beginner -b default -depth 6 -v`, games 1 to 3; the first five
// moves are the match's balanced opening). The loser's decisive mistakes
// are flagged and the final evaluation favours the winner.
var lostGames = []struct {
	file  string
	loser engine.Color
}{
	{"beginner-black-loses.txt", engine.Black},
	{"beginner-white-loses.sgf", engine.White},
	{"beginner-misses-win.txt", engine.Black},
	// Easy against the full engine (`-a Easy -b default -depth 6 -seed 3`,
	// game 10): its forced end has positions with one candidate move.
	{"easy-white-loses.txt", engine.White},
}

// openingMoves are the match's set opening, chosen by neither player.
const openingMoves = 5

func TestLostGamesFlagTheLoser(t *testing.T) {
	a := New(nil)
	for _, tc := range lostGames {
		_, r := analyseFile(t, a, tc.file)
		checkOneTruth(t, tc.file, r)
		own := ownFor(tc.loser)
		end := r.Positions[len(r.Positions)-1]
		if !end.Over || end.Winner != tc.loser.Opponent() || own(end.Black) != 0 {
			t.Fatalf("%s: end %+v", tc.file, end)
		}
		start, lost := decisiveStretch(r, tc.loser)
		flagged := false
		for _, m := range r.Moves[start : lost+1] {
			if m.Color == tc.loser && m.Severity != Good {
				flagged = true
			}
		}
		if !flagged {
			t.Errorf("%s: none of the loser's moves %d–%d flagged", tc.file, start+1, lost+1)
			for _, m := range r.Moves {
				t.Logf("%d %v %v %.2f -> %.2f %s %s", m.Ply, m.Color, m.Move, m.Before, m.After, m.Severity, m.Reason)
			}
		}
		// Once lost for good, lost to the end: no position with a single
		// candidate move shows up as even.
		for i := lost + 1; i < len(r.Positions); i++ {
			if p := r.Positions[i]; own(p.Black) != 0 {
				t.Errorf("%s: position %d after the loss: %.2f for the loser", tc.file, p.Ply, own(p.Black))
			}
		}
		for _, p := range r.Positions[len(r.Positions)-4:] {
			if own(p.Black) >= 0.5 {
				t.Errorf("%s: position %d favours the loser (%.2f)", tc.file, p.Ply, p.Black)
			}
		}
	}
}

// decisiveStretch is the loser's decisive stretch in r: from its last
// move made from a position still at least even for it (or its first move
// after the opening) to the move after which it was lost for good
// (indexes into r.Moves).
func decisiveStretch(r Report, loser engine.Color) (start, lost int) {
	own := ownFor(loser)
	start, lost = -1, -1
	for i, m := range r.Moves {
		if m.Color != loser || m.Ply <= openingMoves {
			continue
		}
		if start < 0 || own(m.Before) >= 0.5 {
			start = i
		}
		if own(m.After) == 0 && lost < 0 {
			lost = i
		}
		if own(m.After) > 0 {
			lost = -1
		}
	}
	if lost < 0 || lost < start {
		lost = start
	}
	return start, lost
}

// analyseFile reviews the record testdata/file at the default depth.
func analyseFile(t *testing.T, a *Analyzer, file string) (*record.Game, Report) {
	t.Helper()
	rec, err := record.Load(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	r, err := a.Analyze(context.Background(), Game{Rule: rec.Rule, Size: rec.Size, Moves: rec.Moves}, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return rec, r
}

// ownFor turns Black's win chance into side's.
func ownFor(side engine.Color) func(black float64) float64 {
	return func(black float64) float64 {
		if side == engine.Black {
			return black
		}
		return 1 - black
	}
}
