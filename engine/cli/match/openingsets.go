package match

import (
	"fmt"
	"slices"
	"strings"

	"gomoku/engine"
)

// DefaultOpenings names the set matches play unless told otherwise: the
// depth-6 set, which the level ladder's steps were measured on
// (docs/strength.md).
const DefaultOpenings = "depth6"

// OpeningSetNames lists the five-stone sets -openings accepts by name
// (it also takes a list of starts: startList).
func OpeningSetNames() []string { return []string{"depth6", "expert", "wide"} }

// openingSet returns the move strings of the named set (any case; ""
// is the default): "depth6", chosen by pairs of engines six plies deep
// (openings.go), or "expert", chosen by pairs at Expert's strength
// (openings_expert.go), for the steps at the top of the ladder where
// colour decides most of the depth-6 set, or "wide", both together for
// matches against other engines (wideSet).
func openingSet(name string) ([]string, error) {
	switch strings.ToLower(name) {
	case "", "depth6":
		return balanced, nil
	case "expert":
		return expertBalanced, nil
	case "wide":
		return wideSet(), nil
	}
	if strings.ContainsAny(name, "0123456789") {
		return startList(name)
	}
	return nil, fmt.Errorf("match: unknown opening set %q (known: %s, or starts as move strings separated by commas)", name, strings.Join(OpeningSetNames(), ", "))
}

// startList reads -openings given as starts, move strings on the 15×15
// board separated by commas ("h8f8e9f10j11,h8k11j6k7e11"), so a match can
// replay the openings an earlier one lost. Each must be a legal start
// that leaves the game open.
func startList(list string) ([]string, error) {
	var out []string
	for _, s := range strings.Split(list, ",") {
		s = strings.TrimSpace(s)
		moves, err := engine.ParseMoves(s, 15)
		if err == nil && len(moves) == 0 {
			err = fmt.Errorf("no stones")
		}
		if err == nil {
			var g *engine.Game
			if g, err = engine.NewGame(engine.Config{Size: 15, Rule: engine.Freestyle}); err == nil {
				if err = g.PlayAll(moves); err == nil && g.Over() {
					err = fmt.Errorf("the game is already over")
				}
			}
		}
		if err != nil {
			return nil, fmt.Errorf("match: opening %q: %w", s, err)
		}
		out = append(out, s)
	}
	return out, nil
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

// colourDecided are the depth-6 starts that colour decided between every
// pair of engines measured (matches on main 93f3275: Black won 81 of
// 82 games after the first, White 59 of 60 after the second); a game from
// them says nothing about either engine.
var colourDecided = []string{"h8f10i10j11k9", "h8g10j5i9e10"}

// wideSet is the depth-6 set less colourDecided, then the Expert set's
// starts it does not already hold (turned or mirrored): 36 starts, so a
// match against a nearly deterministic engine plays twice as many
// distinct games before any repeats as on the depth-6 set alone.
func wideSet() []string {
	var out []string
	seen := map[string]bool{}
	for _, set := range [][]string{balanced, expertBalanced} {
		for _, s := range set {
			if slices.Contains(colourDecided, s) {
				continue
			}
			moves, err := engine.ParseMoves(s, 15)
			if err != nil {
				continue // TestOpeningSetsAreLegal reports it
			}
			if k := canonicalStart(moves); !seen[k] {
				seen[k] = true
				out = append(out, s)
			}
		}
	}
	return out
}
