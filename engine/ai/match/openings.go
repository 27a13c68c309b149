package match

import "gomoku/engine"

// balanced are five-stone starts (Black h8, then stones within three
// points of it) that the engine itself scored close to even in freestyle
// on 15×15 (score in the comment); see TestGenerateBalanced. Near-even
// starts make matches measure strength instead of the first-move advantage.
var balanced = []string{
	"h8h9h10i11e11", // 0
	"h8j10f7g6j11",  // 30
	"h8h9k9f5e5",    // -11
	"h8f5i11i6j7",   // 27
	"h8i5i6g11i10",  // 0
	"h8f9k5i6i10",   // -1
	"h8i6e11h11k7",  // -10
	"h8f11i11k10k5", // 19
	"h8j7i11g11k5",  // 18
	"h8i8e9e11e10",  // 31
	"h8k5k6g8f9",    // -11
	"h8h5f9i10g5",   // -23
	"h8e11k11j11e9", // -2
	"h8j5e10h6h7",   // 6
	"h8f11e7e5i5",   // 11
	"h8j7i7k10k5",   // -18
	"h8h11h10h6k6",  // 16
	"h8e6g10j9f5",   // -29
	"h8i11f11h7k5",  // -16
	"h8e9j5j9e10",   // 17
	"h8g6j8e7e6",    // -29
	"h8j7e6g6f7",    // -12
	"h8e10i11f10h9", // 15
	"h8h5f11i11i6",  // -26
	"h8g5g8h7k7",    // 16
	"h8h9j11i7j7",   // 11
	"h8f10i11k10i5", // 21
	"h8i9j10k11f11", // 4
	"h8f9j9j7e6",    // -17
	"h8h6i10k11e5",  // -6
	"h8i8i9h5i6",    // 19
	"h8i7j11f10i6",  // 19
	"h8j5k7f10k11",  // -3
	"h8f7i5i8j5",    // 25
	"h8i8k6k5f7",    // -16
	"h8e7f9j9k8",    // -11
	"h8f8j7i6h11",   // -17
	"h8i10k9i6e11",  // -2
	"h8f10i10j11k9", // -8
	"h8k7h10h6f11",  // 28
}

// Openings returns the starts used by matches on a board of the given
// size: the balanced five-stone set, moved to the board's centre, on boards
// of 9 and more; otherwise three-stone starts: Black in the centre, White on an adjacent point (straight or
// diagonal), Black's second stone anywhere in the 5×5 square around the
// centre on White's half. Each is played twice with colours swapped, so a
// lopsided opening cannot favour either engine.
func Openings(size int) [][]engine.Point {
	c := engine.Center(size)
	var out [][]engine.Point
	if size >= 9 {
		for _, s := range balanced {
			pts, err := engine.ParseMoves(s, 15)
			if err != nil {
				continue
			}
			for i := range pts {
				pts[i].X += c.X - 7
				pts[i].Y += c.Y - 7
			}
			out = append(out, pts)
		}
		return out
	}
	for _, w := range []engine.Point{{X: c.X, Y: c.Y + 1}, {X: c.X + 1, Y: c.Y + 1}} {
		for dy := 0; dy <= 2; dy++ {
			for dx := -2; dx <= 2; dx++ {
				p := engine.Point{X: c.X + dx, Y: c.Y + dy}
				if p == c || p == w || !p.In(size) {
					continue
				}
				// mirror images of the straight opening are the same start
				if w.X == c.X && dx < 0 {
					continue
				}
				out = append(out, []engine.Point{c, w, p})
			}
		}
	}
	return out
}
