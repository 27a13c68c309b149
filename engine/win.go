package engine

// run describes the maximal line of one colour through a point along one axis.
type run struct {
	neg, pos int  // stones beyond the point towards -dir and +dir
	blockedA bool // an opponent stone sits just past the negative end
	blockedB bool // an opponent stone sits just past the positive end
}

func (r run) length() int { return r.neg + r.pos + 1 }

// runThrough measures the maximal run of c's stones through p along dir.
// It does not allocate: the win check runs after every move and inside tools
// that replay thousands of games.
func runThrough(b *Board, p Point, dir Point, c Color) run {
	size := b.Size()
	var r run
	q := Point{p.X - dir.X, p.Y - dir.Y}
	for q.In(size) && b.At(q) == c {
		r.neg++
		q = Point{q.X - dir.X, q.Y - dir.Y}
	}
	opp := c.Opponent()
	r.blockedA = q.In(size) && b.At(q) == opp
	q = Point{p.X + dir.X, p.Y + dir.Y}
	for q.In(size) && b.At(q) == c {
		r.pos++
		q = Point{q.X + dir.X, q.Y + dir.Y}
	}
	r.blockedB = q.In(size) && b.At(q) == opp
	return r
}

// wins decides whether one run of colour c is a winning line under rule r.
func (r Rule) wins(ln run, c Color) bool {
	n := ln.length()
	switch r {
	case Freestyle:
		return n >= 5
	case Standard, Omok:
		return n == 5
	case Renju:
		if c == White {
			return n >= 5
		}
		return n == 5
	case Caro:
		if n > 5 {
			return true
		}
		return n == 5 && !(ln.blockedA && ln.blockedB)
	}
	return false
}
