package app

import (
	"slices"

	"gomoku/engine"
	"gomoku/engine/record"
)

// reviewLine is one line of play in the review's tree of variations: the
// main line (the game, start 0, no parent) or a branch that leaves its
// parent before the parent's move at ply start, and its own branches
// (kids, ordered by where they leave it). The tree is the record's
// variations, the ones read from the file and the ones the player adds;
// no two lines at one fork begin with the same move (insert follows an
// existing line instead of making a copy).
type reviewLine struct {
	parent *reviewLine
	start  int
	moves  []engine.Point
	kids   []*reviewLine
}

// end is the ply after the line's last move: its length from the start
// of the game.
func (l *reviewLine) end() int { return l.start + len(l.moves) }

// moveAt is the move at ply i (0-based) on the way to l's end.
func (l *reviewLine) moveAt(i int) engine.Point {
	for i < l.start {
		l = l.parent
	}
	return l.moves[i-l.start]
}

// path is the moves from the start of the game to ply n of l.
func (l *reviewLine) path(n int) []engine.Point {
	out := make([]engine.Point, n)
	for i := range out {
		out[i] = l.moveAt(i)
	}
	return out
}

// depth is how many branches deep l is: 0 for the main line.
func (l *reviewLine) depth() int {
	d := 0
	for ; l.parent != nil; l = l.parent {
		d++
	}
	return d
}

// owner is the line on the way to l that plays ply i itself and may have
// other lines leaving at i: the deepest one on the way that began before
// i (or the main line). The alternatives to ply i are its own move and
// its kids starting at i.
func (l *reviewLine) owner(i int) *reviewLine {
	for l.parent != nil && l.start >= i {
		l = l.parent
	}
	return l
}

// alternatives are the lines that play ply i differently after the same
// moves as l: the owner first (it goes on along its own move), then each
// branch leaving it at i, in order.
func (l *reviewLine) alternatives(i int) []*reviewLine {
	o := l.owner(i)
	out := []*reviewLine{o}
	for _, k := range o.kids {
		if k.start == i {
			out = append(out, k)
		}
	}
	return out
}

// via is the line among alts that l goes through at its ply i.
func (l *reviewLine) via(alts []*reviewLine) int {
	for ; l != nil; l = l.parent {
		if i := slices.Index(alts, l); i >= 0 {
			return i
		}
	}
	return 0
}

// insert puts moves (from the start of the game) into the tree below l
// (normally the main line): it follows the lines that already play them
// and makes a branch where they part, or lengthens a branch that ends
// there. It returns the line that plays the last of them, or false when
// they would go on past the main line's end (that is playing on, not a
// variation).
func (l *reviewLine) insert(moves []engine.Point) (*reviewLine, bool) {
	cur := l
next:
	for i := 0; i < len(moves); i++ {
		if i < cur.end() && cur.moveAt(i) == moves[i] {
			continue
		}
		for _, k := range cur.kids {
			if k.start == i && k.moves[0] == moves[i] {
				cur = k
				continue next
			}
		}
		switch {
		case i < cur.end():
			k := &reviewLine{parent: cur, start: i, moves: slices.Clone(moves[i:])}
			cur.kids = append(cur.kids, k)
			slices.SortStableFunc(cur.kids, func(a, b *reviewLine) int { return a.start - b.start })
			return k, true
		case cur.parent == nil:
			return nil, false
		default:
			cur.moves = append(cur.moves, moves[i:]...)
			return cur, true
		}
	}
	return cur, true
}

// newReviewTree is the main line with the record's variations, at every
// depth, as branches.
func newReviewTree(main []engine.Point, vars []record.Variation) *reviewLine {
	root := &reviewLine{moves: main}
	root.addVariations(vars)
	return root
}

func (l *reviewLine) addVariations(vars []record.Variation) {
	for _, v := range vars {
		k := &reviewLine{parent: l, start: l.start + v.At, moves: slices.Clone(v.Moves)}
		l.kids = append(l.kids, k)
		k.addVariations(v.Variations)
	}
	slices.SortStableFunc(l.kids, func(a, b *reviewLine) int { return a.start - b.start })
}

// variations is the tree below l as record variations, for saving.
func (l *reviewLine) variations() []record.Variation {
	var out []record.Variation
	for _, k := range l.kids {
		out = append(out, record.Variation{At: k.start - l.start, Moves: slices.Clone(k.moves), Variations: k.variations()})
	}
	return out
}
