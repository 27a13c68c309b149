package record

import (
	"bytes"
	"fmt"
	"slices"

	"gomoku/engine"
)

// Variation is a line branching off the main line: after the first At
// moves of Game.Moves, Moves are played instead of the rest. Variations
// are its own branches: each leaves it after its first At moves (At from 1
// to len(Moves)-1: a branch at its first move is a sibling of the
// variation itself), and so on to any depth. Only SGF keeps variations
// (as SGF variations); the other formats write the main line alone.
type Variation struct {
	At         int
	Moves      []engine.Point
	Variations []Variation
}

// validateVariations checks every variation fits the game: it leaves the
// main line before its end (a line going on from the last move would be
// the main line in SGF), has moves, and its moves are on the board; and
// the same of the variations' own variations.
func (g *Game) validateVariations() error {
	return validateLines(g.Variations, 0, 0, len(g.Moves), g.Size, "variation")
}

// validateLines checks vs, branching off a line whose first move is ply
// start, whose own moves number n, and whose branches may leave it from
// its min-th move on. name says which variation, for the error.
func validateLines(vs []Variation, start, min, n, size int, name string) error {
	for i, v := range vs {
		name := fmt.Sprintf("%s %d", name, i+1)
		switch {
		case v.At < min || v.At >= n:
			return fmt.Errorf("record: %s leaves its line after move %d of %d", name, v.At, n)
		case len(v.Moves) == 0:
			return fmt.Errorf("record: %s has no moves", name)
		case start+v.At+len(v.Moves) > size*size:
			return fmt.Errorf("record: %s does not fit a %d×%d board", name, size, size)
		}
		for j, p := range v.Moves {
			if !p.In(size) {
				return fmt.Errorf("record: %s move %d (%d,%d) is off the board", name, j+1, p.X, p.Y)
			}
		}
		if err := validateLines(v.Variations, start+v.At, 1, len(v.Moves), size, name+"."); err != nil {
			return err
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
		out[i] = Variation{At: v.At, Moves: slices.Clone(v.Moves), Variations: cloneVariations(v.Variations)}
	}
	return out
}

// readBranch is a parsed branch on its way to a Variation.
type readBranch struct {
	ok     bool
	parent int // the line it is kept under: -1 the main line
	v      Variation
	start  int   // ply of its first move
	after  []int // own moves after each of its nodes
	kids   []int // branches kept under it, in file order
}

// readSGFBranches keeps the variations a Game can hold: moves only, each
// of the colour to move, on the board, leaving their line before its end.
// Others (setup stones, a pass, a wrong colour) are left out with their
// own variations, as variations were before they were kept: the main line
// is the game. A branch at the first move of a variation is kept as a
// sibling of that variation. Every level comes out ordered by where it
// leaves its line, the order writeSGF gives them back. Branches come in
// file order, so a parent is always before its children: two loops, no
// recursion, whatever the depth.
func readSGFBranches(g *Game, branches []sgfBranch, movesAfter []int) {
	rb := make([]readBranch, len(branches))
	var mainKids []int
	for i, br := range branches {
		parent, at, n, start := -1, 0, len(g.Moves), 0
		if br.parent < 0 && br.after > 0 {
			at = movesAfter[br.after-1]
		}
		if br.parent >= 0 {
			p := &rb[br.parent]
			if !p.ok {
				continue
			}
			if br.after > 0 {
				at = p.after[br.after-1]
			}
			parent, n, start = br.parent, len(p.v.Moves), p.start
			if at == 0 { // a sibling of its parent
				parent, at, n, start = p.parent, p.v.At, p.v.At+1, p.start-p.v.At
			}
		}
		if at >= n {
			continue
		}
		moves, after, ok := branchMoves(g, br.nodes, start+at)
		if !ok || len(moves) == 0 {
			continue
		}
		rb[i] = readBranch{ok: true, parent: parent, v: Variation{At: at, Moves: moves}, start: start + at, after: after}
		if parent < 0 {
			mainKids = append(mainKids, i)
		} else {
			rb[parent].kids = append(rb[parent].kids, i)
		}
	}
	collect := func(kids []int) []Variation {
		var vs []Variation
		for _, k := range kids {
			vs = append(vs, rb[k].v)
		}
		sortVariations(vs)
		return vs
	}
	for i := len(rb) - 1; i >= 0; i-- {
		if rb[i].ok {
			rb[i].v.Variations = collect(rb[i].kids)
		}
	}
	g.Variations = collect(mainKids)
}

// sortVariations orders vs by where they leave their line, keeping the
// order of those leaving at the same move.
func sortVariations(vs []Variation) {
	slices.SortStableFunc(vs, func(a, b Variation) int { return a.At - b.At })
}

// branchMoves reads the moves of a branch whose first move is ply at,
// and how many of them each node ends with.
func branchMoves(g *Game, nodes []sgfNode, at int) ([]engine.Point, []int, bool) {
	var moves []engine.Point
	after := make([]int, len(nodes))
	for k := range nodes {
		for _, p := range nodes[k].props {
			switch p.ident {
			case "AB", "AW", "AE":
				return nil, nil, false
			case "B", "W":
				want := "B"
				if (at+len(moves))%2 == 1 {
					want = "W"
				}
				q, err := parseSGFPoint(p.values[0], g.Size)
				if p.ident != want || err != nil || at+len(moves) == g.Size*g.Size {
					return nil, nil, false
				}
				moves = append(moves, q)
			}
		}
		after[k] = len(moves)
	}
	return moves, after, true
}

// writeSGFMoves writes the main line, ten moves a line, and each
// variation as a sibling of the move it replaces.
func writeSGFMoves(b *bytes.Buffer, g *Game) {
	writeSGFLine(b, g.Size, 0, g.Moves, g.Variations, true)
}

// writeSGFLine writes a line whose first move is ply start, with its
// variations: the line's rest is the first child at every fork, so a
// reader that knows nothing of variations still reads the game. Forks are
// closed innermost first, each followed by its variations, each written
// the same way with its own. The depth is bounded by the board: every
// level of variation starts at least one move deeper.
func writeSGFLine(b *bytes.Buffer, size, start int, moves []engine.Point, vars []Variation, wrap bool) {
	forks := map[int][]Variation{}
	var at []int
	for _, v := range vars {
		if len(forks[v.At]) == 0 {
			at = append(at, v.At)
		}
		forks[v.At] = append(forks[v.At], v)
	}
	slices.Sort(at)
	next := 0
	for i, p := range moves {
		if next < len(at) && at[next] == i {
			b.WriteString("\n(")
			next++
		}
		writeSGFMove(b, size, start+i, p)
		if wrap && i%10 == 9 && i != len(moves)-1 {
			b.WriteByte('\n')
		}
	}
	for k := len(at) - 1; k >= 0; k-- {
		b.WriteString(")")
		for _, v := range forks[at[k]] {
			b.WriteString("\n(")
			writeSGFLine(b, size, start+v.At, v.Moves, v.Variations, false)
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
