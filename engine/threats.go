package engine

import "slices"

// ThreatKind is what a threat on the board is one move away from.
type ThreatKind uint8

const (
	// Four: one more stone makes a winning line (at one of Points).
	Four ThreatKind = iota + 1
	// OpenThree: one more stone (at one of Points) makes a straight four,
	// a four with two winning points, which cannot be stopped.
	OpenThree
)

// Threat is a four or an open three of one colour on the board: the
// stones that make it, along one axis, and the empty points that carry it
// on (a four's winning points, a three's open-four points).
type Threat struct {
	Color  Color
	Kind   ThreatKind
	Stones []Point
	Points []Point
	// Winning: a four the opponent cannot stop with one stone, because it
	// has two winning points (an open four), the side has fours with two
	// different winning points, or the only block is forbidden for the
	// opponent (a Renju four whose block is a forbidden point for Black).
	Winning bool
}

// Threats lists every four and open three of both colours on b under c,
// judged by the rules' own tests: a winning point is one where the
// colour's stone makes a line that wins under c (so an overline counts
// only where it wins, and a Caro five blocked at both ends does not), and
// under restrictions an open three counts only where its four point is
// not forbidden for its side (the same test as ForbiddenAt). Black's
// threats come first, fours before threes, then in board order; the list
// does not depend on whose turn it is.
func (c Config) Threats(b *Board) []Threat {
	var out []Threat
	for _, col := range []Color{Black, White} {
		fours := c.fours(b, col)
		// One stone blocks every four only when they share a single
		// winning point, and only if that point is playable for the
		// opponent.
		var pts []Point
		for _, t := range fours {
			for _, p := range t.Points {
				if !slices.Contains(pts, p) {
					pts = append(pts, p)
				}
			}
		}
		winning := len(pts) >= 2 || (len(pts) == 1 && c.ForbiddenAt(b, pts[0], col.Opponent()) != NotForbidden)
		for i := range fours {
			fours[i].Winning = winning
		}
		out = append(out, fours...)
		out = append(out, c.openThrees(b, col)...)
	}
	return out
}

// fours finds col's fours: for every empty point that would win, the
// stones of the winning line besides it, grouped by axis and stones so a
// straight four is one threat with two points.
func (c Config) fours(b *Board, col Color) []Threat {
	var out []Threat
	c.scan(b, col, func(p, d Point, work *Board) {
		ln := runThrough(work, p, d, col)
		if c.wins(ln, col) {
			out = addThreat(out, col, Four, lineStones(p, d, ln), p)
		}
	})
	return out
}

// openThrees finds col's open threes: empty points where col's stone
// makes exactly four in a row along an axis whose both ends are empty and
// each win, grouped by the three stones already there.
func (c Config) openThrees(b *Board, col Color) []Threat {
	var out []Threat
	restricted := c.restriction(col) != unrestricted
	c.scan(b, col, func(p, d Point, work *Board) {
		ln := runThrough(work, p, d, col)
		if ln.length() != 4 {
			return
		}
		lo := Point{p.X - (ln.neg+1)*d.X, p.Y - (ln.neg+1)*d.Y}
		hi := Point{p.X + (ln.pos+1)*d.X, p.Y + (ln.pos+1)*d.Y}
		for _, e := range []Point{lo, hi} {
			if !e.In(work.Size()) || work.At(e) != Empty {
				return
			}
			work.Set(e, col)
			wins := c.wins(runThrough(work, e, d, col), col)
			work.Set(e, Empty)
			if !wins {
				return
			}
		}
		if restricted && c.ForbiddenAt(b, p, col) != NotForbidden {
			return // a three whose four point is forbidden is no threat
		}
		out = addThreat(out, col, OpenThree, lineStones(p, d, ln), p)
	})
	return out
}

// scan calls f for every empty point p and axis d with col's stone put on
// p in a private copy of b (work), taken away again after.
func (c Config) scan(b *Board, col Color, f func(p, d Point, work *Board)) {
	work := *b
	n := b.Size()
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			p := Point{x, y}
			if work.At(p) != Empty {
				continue
			}
			work.Set(p, col)
			for _, d := range Directions() {
				f(p, d, &work)
			}
			work.Set(p, Empty)
		}
	}
}

// lineStones are the stones of run ln through p along d, p left out.
func lineStones(p, d Point, ln run) []Point {
	out := make([]Point, 0, ln.length()-1)
	for i := -ln.neg; i <= ln.pos; i++ {
		if i != 0 {
			out = append(out, Point{p.X + i*d.X, p.Y + i*d.Y})
		}
	}
	return out
}

// addThreat adds point p to the threat made of stones, or a new threat.
func addThreat(ts []Threat, col Color, k ThreatKind, stones []Point, p Point) []Threat {
	for i := range ts {
		if slices.Equal(ts[i].Stones, stones) {
			ts[i].Points = append(ts[i].Points, p)
			return ts
		}
	}
	return append(ts, Threat{Color: col, Kind: k, Stones: stones, Points: []Point{p}})
}
