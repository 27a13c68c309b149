package ai

import (
	"testing"

	"gomoku/engine"
)

// Renju forbidden-point cases (facts from quintet's board tests, re-expressed
// here). Black is to move; "" in forbidden lists means the query point is
// legal.
var forbiddenCases = []struct {
	black, white string
	query        string
	forbidden    bool
}{
	{"h9 g8 i8 h7", "", "h8", true},
	{"f6 h6 e5 h5", "", "h8", true},
	{"h9 g8 i8 h7", "e8 k8", "h8", false},
	{"f8 g8 i8 j8", "", "h8", false},
	{"e8 f8 j8 k8", "", "h8", false},
	{"h9 i9 j9 g7 h7 g6 i6 j6", "h11 k9 g8 k6", "h8", false},
	{"h9 i9 j9 g7 h7 g6 i6 j6", "h11 k9 g8 k6", "i7", false},
	{"h9 i9 j9 g7 h7 g6 i6 j6", "h11 k9 g8 k6", "j7", true},
	{"c8 f8 h8 f7 i7 j7 e6 l6 m6 i5 k5 l5 k4", "g9 o6 j5", "g8", false},
	{"c8 f8 h8 f7 i7 j7 e6 l6 m6 i5 k5 l5 k4", "g9 j5", "g8", true},
	{"f10 g9 f8 g8 i8 i7", "", "h8", true},
	{"e8 g8 i8 k8", "", "h8", true},
	{"e8 f8 i8 k8 l8", "", "h8", true},
	{"d8 e8 f8 j8 k8 l8", "", "h8", true},
	{"c8 d8 e8 f8 j8 k8 l8 m8", "", "h8", false},
	{"h13 h12 h11 h10 c8 d8 e8 f8", "", "h8", false},
	{"c8 d8 e8 k8 l8 m8", "", "h8", false},
	{"b8 c8 d8 e8 k8 l8 m8 n8", "", "h8", false},
	{"f8 g8 i8", "", "h8", false},
	{"d12 f10 g9 f8 g8 i8 i7", "j6", "h8", false},
	{"e8 f8 g8 i8 j8", "", "h8", true},
	{"e8 f8 g8 j8 k8", "", "h8", false},
}

func TestRenjuForbiddenQueries(t *testing.T) {
	for i, tc := range forbiddenCases {
		b := stonesBoard(t, engine.Renju, 15, tc.black, tc.white, 0)
		c := cellAt(t, tc.query, 15)
		if got := !b.legal(c, 0); got != tc.forbidden {
			t.Errorf("case %d (%s / %s): %s forbidden=%v, want %v", i+2, tc.black, tc.white, tc.query, got, tc.forbidden)
		}
	}
}

// The complete list of Black's forbidden points in one crowded position:
// c13 (double three), d1 (overline), e5 (double four) and nothing else.
func TestRenjuForbiddenFullBoard(t *testing.T) {
	black := "o15 c14 m14 n14 b13 d13 l13 n13 c12 l12 m12 k11 b8 c7 d6 b5 c5 d5 b1 c1 e1 f1 g1 k1 l1 m1 n1"
	b := stonesBoard(t, engine.Renju, 15, black, "l14 n12", 0)
	want := map[string]bool{"c13": true, "d1": true, "e5": true}
	for y := 0; y < 15; y++ {
		for x := 0; x < 15; x++ {
			p := engine.Point{X: x, Y: y}
			c := cellOf(p)
			if b.piece[c] != cEmpty {
				continue
			}
			if got := !b.legal(c, 0); got != want[p.String()] {
				t.Errorf("%v forbidden=%v, want %v", p, got, want[p.String()])
			}
		}
	}
	// White is never restricted.
	for y := 0; y < 15; y++ {
		for x := 0; x < 15; x++ {
			c := cellOf(engine.Point{X: x, Y: y})
			if b.piece[c] == cEmpty && !b.legal(c, 1) {
				t.Errorf("white forbidden at %v", pointOf(c))
			}
		}
	}
}
