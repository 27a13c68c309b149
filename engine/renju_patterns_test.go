package engine

import (
	"strings"
	"testing"
)

// canonicalOpenings are the 26 as renju books print them (B1 h8, W2 h9 or
// i9), written out by hand from the RIF numbering, not from the table the
// code uses.
var canonicalOpenings = []struct{ moves, want string }{
	{"h8 h9 h10", "Kansei (1D)"}, {"h8 h9 i10", "Keigetsu (2D)"}, {"h8 h9 j10", "Sosei (3D)"},
	{"h8 h9 i9", "Kagetsu (4D)"}, {"h8 h9 j9", "Zangetsu (5D)"}, {"h8 h9 i8", "Ugetsu (6D)"},
	{"h8 h9 j8", "Kinsei (7D)"}, {"h8 h9 h7", "Shōgetsu (8D)"}, {"h8 h9 i7", "Kyūgetsu (9D)"},
	{"h8 h9 j7", "Shingetsu (10D)"}, {"h8 h9 h6", "Zuisei (11D)"}, {"h8 h9 i6", "Sangetsu (12D)"},
	{"h8 h9 j6", "Yūsei (13D)"},
	{"h8 i9 j10", "Chōsei (1I)"}, {"h8 i9 j9", "Kyōgetsu (2I)"}, {"h8 i9 j8", "Kōsei (3I)"},
	{"h8 i9 j7", "Suigetsu (4I)"}, {"h8 i9 j6", "Ryūsei (5I)"}, {"h8 i9 i8", "Ungetsu (6I)"},
	{"h8 i9 i7", "Hogetsu (7I)"}, {"h8 i9 i6", "Rangetsu (8I)"}, {"h8 i9 h7", "Gingetsu (9I)"},
	{"h8 i9 h6", "Myōjō (10I)"}, {"h8 i9 g7", "Shagetsu (11I)"}, {"h8 i9 g6", "Meigetsu (12I)"},
	{"h8 i9 f6", "Suisei (13I)"},
}

// orient turns p about h8 on a 15×15 board: k quarter turns
// anticlockwise, after a mirror in column h when flip is set, then moves it
// by (dx, dy).
func orient(p Point, k int, flip bool, dx, dy int) Point {
	x, y := p.X-7, p.Y-7
	if flip {
		x = -x
	}
	for range k {
		x, y = -y, x
	}
	return Point{x + 7 + dx, y + 7 + dy}
}

func TestRenjuOpeningsInEveryOrientation(t *testing.T) {
	seen := map[string]bool{}
	for _, tc := range canonicalOpenings {
		ms := mustMoves(t, tc.moves, 15)
		for k := range 4 {
			for _, flip := range []bool{false, true} {
				for _, d := range []Point{{0, 0}, {-5, 3}, {4, -5}} {
					var q [3]Point
					for i := range ms {
						q[i] = orient(ms[i], k, flip, d.X, d.Y)
					}
					o, ok := RecognizeOpening(q[0], q[1], q[2])
					if !ok || o.String() != tc.want {
						t.Errorf("%s turned %d, mirrored %v, moved %v (%v %v %v): got %v %v, want %s",
							tc.moves, k, flip, d, q[0], q[1], q[2], o, ok, tc.want)
					}
				}
			}
		}
		seen[tc.want] = true
	}
	if len(seen) != 26 || len(RenjuOpenings()) != 26 {
		t.Fatalf("%d names, %d openings", len(seen), len(RenjuOpenings()))
	}
}

// Every legal start (W2 in the 3×3, B3 in the 5×5) is one of the 26, and
// each opening has as many placements as its shape has distinct images.
func TestEveryLegalStartIsAnOpening(t *testing.T) {
	ctr := Point{7, 7}
	count := map[RenjuOpening]int{}
	total := 0
	for wx := -1; wx <= 1; wx++ {
		for wy := -1; wy <= 1; wy++ {
			w := Point{7 + wx, 7 + wy}
			if w == ctr {
				continue
			}
			for bx := -2; bx <= 2; bx++ {
				for by := -2; by <= 2; by++ {
					b := Point{7 + bx, 7 + by}
					if b == ctr || b == w {
						continue
					}
					o, ok := RecognizeOpening(ctr, w, b)
					if !ok {
						t.Fatalf("h8 %v %v is none of the 26", w, b)
					}
					count[o]++
					total++
				}
			}
		}
	}
	if total != 184 || len(count) != 26 {
		t.Fatalf("%d placements in %d openings, want 184 in 26", total, len(count))
	}
	for o, n := range count {
		// Only shapes with a mirror axis through all three stones (on
		// column h, or on the h8–i9 diagonal) have 4 images.
		symmetric := (o.Direct && (o.Number == 1 || o.Number == 8 || o.Number == 11)) ||
			(!o.Direct && (o.Number == 1 || o.Number == 11 || o.Number == 13))
		if want := map[bool]int{true: 4, false: 8}[symmetric]; n != want {
			t.Errorf("%v: %d placements, want %d", o, n, want)
		}
	}
	for _, o := range RenjuOpenings() {
		b1, w2, b3 := RenjuOpeningStones(o, ctr)
		if got, ok := RecognizeOpening(b1, w2, b3); !ok || got != o {
			t.Errorf("stones of %v read back as %v", o, got)
		}
	}
}

func TestNotAnOpening(t *testing.T) {
	for _, s := range []string{"h8 h10 i9", "h8 h9 h11", "h8 h9 k8", "h8 j10 i9", "h8 h9 h9", "h8 h9 h8"} {
		ms := mustMovesLoose(t, s)
		if o, ok := RecognizeOpening(ms[0], ms[1], ms[2]); ok {
			t.Errorf("%s read as %v", s, o)
		}
	}
	if _, ok := OpeningOf(mustMoves(t, "h8 h9", 15)); ok {
		t.Error("two stones named")
	}
}

// mustMovesLoose reads points one by one, allowing repeats.
func mustMovesLoose(t *testing.T, s string) []Point {
	var out []Point
	for _, f := range strings.Fields(s) {
		out = append(out, mustPoint(t, f, 15))
	}
	return out
}
