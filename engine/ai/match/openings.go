package match

import "gomoku/engine"

// Openings returns the three-stone starts used by matches on a board of the
// given size: Black in the centre, White on an adjacent point (straight or
// diagonal), Black's second stone anywhere in the 5×5 square around the
// centre on White's half. Each is played twice with colours swapped, so a
// lopsided opening cannot favour either engine.
func Openings(size int) [][]engine.Point {
	c := engine.Center(size)
	var out [][]engine.Point
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
