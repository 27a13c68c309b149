package record

import (
	"bytes"
	"fmt"
	"slices"

	"gomoku/engine"
)

// Variation is a line branching off the main line: after the first At
// moves of Game.Moves, Moves are played instead of the rest. Only SGF
// keeps variations (as SGF variations); the other formats write the main
// line alone. A variation of a variation is not kept.
type Variation struct {
	At    int
	Moves []engine.Point
}

// validateVariations checks every variation fits the game: it leaves the
// main line before its end (a line going on from the last move would be
// the main line in SGF), has moves, and its moves are on the board.
func (g *Game) validateVariations() error {
	for i, v := range g.Variations {
		switch {
		case v.At < 0 || v.At >= len(g.Moves):
			return fmt.Errorf("record: variation %d leaves the main line after move %d of %d", i+1, v.At, len(g.Moves))
		case len(v.Moves) == 0:
			return fmt.Errorf("record: variation %d has no moves", i+1)
		case v.At+len(v.Moves) > g.Size*g.Size:
			return fmt.Errorf("record: variation %d does not fit a %d×%d board", i+1, g.Size, g.Size)
		}
		for j, p := range v.Moves {
			if !p.In(g.Size) {
				return fmt.Errorf("record: variation %d move %d (%d,%d) is off the board", i+1, j+1, p.X, p.Y)
			}
		}
	}
	return nil
}

// cloneVariations is a deep copy of vs.
func cloneVariations(vs []Variation) []Variation {
	if vs == nil {
		return nil
	}
	out := make([]Variation, len(vs))
	for i, v := range vs {
		out[i] = Variation{At: v.At, Moves: slices.Clone(v.Moves)}
	}
	return out
}

// readSGFBranches keeps the variations leaving the main line that a Game
// can hold: moves only, each of the colour to move, on the board. Others
// (setup stones, a pass, a wrong colour) are left out, as variations were
// before they were kept: the main line is the game. They come out ordered
// by where they leave the main line, the order writeSGF gives them back.
func readSGFBranches(g *Game, branches []sgfBranch, movesAfter []int) {
	for _, br := range branches {
		v := Variation{At: movesAfter[br.after-1]}
		if v.At >= len(g.Moves) {
			continue
		}
		if moves, ok := branchMoves(g, br.nodes, v.At); ok && len(moves) > 0 {
			v.Moves = moves
			g.Variations = append(g.Variations, v)
		}
	}
	sortVariations(g.Variations)
}

// sortVariations orders vs by where they leave the main line, keeping the
// order of those leaving at the same move.
func sortVariations(vs []Variation) {
	slices.SortStableFunc(vs, func(a, b Variation) int { return a.At - b.At })
}

func branchMoves(g *Game, nodes []sgfNode, at int) ([]engine.Point, bool) {
	var moves []engine.Point
	for k := range nodes {
		for _, p := range nodes[k].props {
			switch p.ident {
			case "AB", "AW", "AE":
				return nil, false
			case "B", "W":
				want := "B"
				if (at+len(moves))%2 == 1 {
					want = "W"
				}
				q, err := parseSGFPoint(p.values[0], g.Size)
				if p.ident != want || err != nil || at+len(moves) == g.Size*g.Size {
					return nil, false
				}
				moves = append(moves, q)
			}
		}
	}
	return moves, true
}

// writeSGFMoves writes the main line, ten moves a line, and each
// variation as a sibling of the main line's move it replaces: the main
// line's rest is the first child at every fork, so a reader that knows
// nothing of variations still reads the game. Forks are closed innermost
// first, each followed by its variations.
func writeSGFMoves(b *bytes.Buffer, g *Game) {
	forks := map[int][]Variation{}
	var at []int
	for _, v := range g.Variations {
		if len(forks[v.At]) == 0 {
			at = append(at, v.At)
		}
		forks[v.At] = append(forks[v.At], v)
	}
	slices.Sort(at)
	next := 0
	for i, p := range g.Moves {
		if next < len(at) && at[next] == i {
			b.WriteString("\n(")
			next++
		}
		writeSGFMove(b, g.Size, i, p)
		if i%10 == 9 && i != len(g.Moves)-1 {
			b.WriteByte('\n')
		}
	}
	for k := len(at) - 1; k >= 0; k-- {
		b.WriteString(")")
		for _, v := range forks[at[k]] {
			b.WriteString("\n(")
			for j, p := range v.Moves {
				writeSGFMove(b, g.Size, v.At+j, p)
			}
			b.WriteString(")")
		}
	}
}

// writeSGFMove writes the node of move i (0-based) at p.
func writeSGFMove(b *bytes.Buffer, size, i int, p engine.Point) {
	c := 'B'
	if i%2 == 1 {
		c = 'W'
	}
	fmt.Fprintf(b, ";%c[%c%c]", c, 'a'+p.X, 'a'+(size-1-p.Y))
}
