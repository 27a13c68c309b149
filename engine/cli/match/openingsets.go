package match

import (
	"fmt"
	"strings"

	"gomoku/engine"
)

// DefaultOpenings names the set matches play unless told otherwise: the
// depth-6 set every measurement in the README and docs/opponents.md was
// made with.
const DefaultOpenings = "depth6"

// OpeningSetNames lists the five-stone sets -openings accepts.
func OpeningSetNames() []string { return []string{"depth6", "expert"} }

// openingSet returns the move strings of the named set (any case; ""
// is the default): "depth6", chosen by pairs of engines six plies deep
// (openings.go), or "expert", chosen by pairs at Expert's strength
// (openings_expert.go), for the steps at the top of the ladder where
// colour decides most of the depth-6 set.
func openingSet(name string) ([]string, error) {
	switch strings.ToLower(name) {
	case "", "depth6":
		return balanced, nil
	case "expert":
		return expertBalanced, nil
	}
	return nil, fmt.Errorf("match: unknown opening set %q (known: %s)", name, strings.Join(OpeningSetNames(), ", "))
}

// OpeningsNamed returns the starts matches play on a board of the given
// size: the named set's, moved to the board's centre. Each is played
// twice with colours swapped, so a lopsided opening cannot favour either
// engine. Boards under 9 points have no room for
// the five-stone sets and always get smallOpenings' three-stone starts, but
// the name must still be one of OpeningSetNames.
func OpeningsNamed(name string, size int) ([][]engine.Point, error) {
	set, err := openingSet(name)
	if err != nil {
		return nil, err
	}
	if size < 9 {
		return smallOpenings(size), nil
	}
	c := engine.Center(size)
	var out [][]engine.Point
	for _, s := range set {
		pts, err := engine.ParseMoves(s, 15)
		if err != nil {
			return nil, fmt.Errorf("match: opening %q of set %s: %w", s, name, err)
		}
		for i := range pts {
			pts[i].X += c.X - 7
			pts[i].Y += c.Y - 7
		}
		out = append(out, pts)
	}
	return out, nil
}
