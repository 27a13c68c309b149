package rifopen

import (
	"math/rand/v2"

	"gomoku/engine"
)

// bookValue is how good each of the 26 openings is for Black, in the
// engine's units, from the verdicts printed for the old RIF rule (two
// offers): a sure win ±300, an advantage ±150, a slight edge ±60, about
// even with a slight lean ±30, even 0. Wikipedia's "Renju opening pattern"
// and two code mirrors (see shared notes on renju openings); where those
// disagree (3D, 8D, 11D) the first is taken.
var bookValue = map[string]int{
	"1D": 300, "2D": 300, "3D": 0, "4D": 300, "5D": 150, "6D": 300, "7D": 300,
	"8D": 150, "9D": 60, "10D": 150, "11D": 0, "12D": 150, "13D": -300,
	"1I": -30, "2I": 300, "3I": 300, "4I": 300, "5I": -60, "6I": 300, "7I": 300,
	"8I": 300, "9I": 150, "10I": 300, "11I": 60, "12I": 150, "13I": -300,
}

// turns are the eight symmetries of the board about its centre.
var turns = [8][4]int{
	{1, 0, 0, 1}, {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0},
	{-1, 0, 0, 1}, {1, 0, 0, -1}, {0, 1, 1, 0}, {0, -1, -1, 0},
}

func turn(p, c engine.Point, m [4]int) engine.Point {
	x, y := p.X-c.X, p.Y-c.Y
	return engine.Point{X: c.X + m[0]*x + m[1]*y, Y: c.Y + m[2]*x + m[3]*y}
}

// chooseOpening lays the opening the opponent may swap: the one the books
// call most even, in a random orientation, within the strength's error; it
// returns the stones still to place, continuing any already down.
func chooseOpening(g *engine.Game, str Strength, rng *rand.Rand) []engine.Point {
	c := engine.Center(g.Config().Size)
	down := g.Moves()
	var best []engine.Point
	bestScore := 0
	for _, o := range engine.RenjuOpenings() {
		b1, w2, b3 := engine.RenjuOpeningStones(o, c)
		for _, m := range turns {
			stones := []engine.Point{turn(b1, c, m), turn(w2, c, m), turn(b3, c, m)}
			if !continues(stones, down) {
				continue
			}
			score := abs(bookValue[o.Code()])*16 + rng.IntN(16)
			if str.Noise > 0 {
				score += rng.IntN(str.Noise*16 + 1)
			}
			if best == nil || score < bestScore {
				best, bestScore = stones, score
			}
		}
	}
	if len(best) < len(down) {
		return nil
	}
	return best[len(down):]
}

func continues(stones, down []engine.Point) bool {
	if len(down) > len(stones) {
		return false
	}
	for i, p := range down {
		if stones[i] != p {
			return false
		}
	}
	return true
}
