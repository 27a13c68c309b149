package match

import (
	"fmt"
	"slices"

	"gomoku/engine"
)

// canonicalStart names a start up to the board's eight symmetries about
// h8 (where every start is centred) and the order its stones were played:
// two starts with the same name are the same position.
func canonicalStart(moves []engine.Point) string {
	best := ""
	for sym := range 8 {
		var stones [2][]string
		for i, p := range moves {
			x, y := p.X-7, p.Y-7
			if sym&1 != 0 {
				x = -x
			}
			if sym&2 != 0 {
				y = -y
			}
			if sym&4 != 0 {
				x, y = y, x
			}
			stones[i%2] = append(stones[i%2], engine.FormatMoves([]engine.Point{{X: x + 7, Y: y + 7}}))
		}
		slices.Sort(stones[0])
		slices.Sort(stones[1])
		key := fmt.Sprint(stones)
		if best == "" || key < best {
			best = key
		}
	}
	return best
}
