package cli

import (
	"path/filepath"
	"testing"
)

// `gomoku render --open FILE --ply N` shows the position after move N, so
// a flagged move can be drawn with its better move; without it, the end.
func TestReviewViewAtPly(t *testing.T) {
	file := filepath.Join("..", "analysis", "testdata", "rapfi-freestyle-white-loses-4.sgf")
	for _, tc := range []struct {
		ply  int
		last string
	}{{12, "k9"}, {1, "h8"}, {-1, "k10"}, {99, "k10"}} {
		v, err := reviewView(file, 1280, 800, false, 4, false, tc.ply)
		if err != nil {
			t.Fatal(err)
		}
		if !v.HasLast || v.LastMove.String() != tc.last {
			t.Errorf("--ply %d: last move %v (%v), want %s", tc.ply, v.LastMove, v.HasLast, tc.last)
		}
	}
}
