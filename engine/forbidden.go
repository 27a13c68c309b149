package engine

import (
	"errors"
	"fmt"
)

// ForbiddenKind says why a point is forbidden for the side to move.
type ForbiddenKind uint8

const (
	// NotForbidden: the point may be played.
	NotForbidden ForbiddenKind = iota
	// DoubleThree: the move makes two or more threes at once.
	DoubleThree
	// DoubleFour: the move makes two or more fours at once, possibly on one
	// line (XXX.X.XXX, XX.XX.XX, X.XXX.X).
	DoubleFour
	// Overline: the move makes six or more in a row.
	Overline
)

// String is the kind as a player reads it, also used in JSON.
func (k ForbiddenKind) String() string {
	switch k {
	case NotForbidden:
		return "none"
	case DoubleThree:
		return "double-three"
	case DoubleFour:
		return "double-four"
	case Overline:
		return "overline"
	}
	return fmt.Sprintf("forbidden(%d)", uint8(k))
}

// Forbidden is one forbidden point and the reason.
type Forbidden struct {
	Point Point
	Kind  ForbiddenKind
}

// ErrForbidden is matched (errors.Is) by every *ForbiddenError.
var ErrForbidden = errors.New("engine: forbidden point")

// ForbiddenError is returned by Game.Play for a forbidden point. The game is
// unchanged and the turn is kept.
type ForbiddenError struct {
	Point Point
	Color Color
	Kind  ForbiddenKind
}

func (e *ForbiddenError) Error() string {
	return fmt.Sprintf("engine: %v is forbidden for %v (%v)", e.Point, e.Color, e.Kind)
}

// Is makes errors.Is(err, ErrForbidden) true.
func (e *ForbiddenError) Is(target error) bool { return target == ErrForbidden }

// ForbiddenAt says whether colour col may not play the empty point p on b
// under c, and why. Exactly five always takes precedence: a move that makes
// exactly five is never forbidden. Occupied and off-board points, and
// unrestricted sides, give NotForbidden.
//
// Renju (and Black under the house restrictions): overline, then two or more
// fours, then two or more threes, where a three counts only if one of its
// open-four points is itself not forbidden once the stone is placed (checked
// recursively). Omok: two or more threes, for both colours, without that
// recursive check.
func (c Config) ForbiddenAt(b *Board, p Point, col Color) ForbiddenKind {
	style := c.restriction(col)
	if style == unrestricted || !p.In(b.Size()) || b.At(p) != Empty {
		return NotForbidden
	}
	s := newScanner(b)
	return s.kind(p, col, style)
}

// ForbiddenPoints lists every forbidden point for colour col on b, sorted by
// column, then by row (a1, a2, …, b1, …).
func (c Config) ForbiddenPoints(b *Board, col Color) []Forbidden {
	style := c.restriction(col)
	if style == unrestricted {
		return nil
	}
	s := newScanner(b)
	var out []Forbidden
	n := b.Size()
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			p := Point{x, y}
			if s.b.cells[y*MaxSize+x] != Empty {
				continue
			}
			if k := s.kind(p, col, style); k != NotForbidden {
				out = append(out, Forbidden{p, k})
			}
		}
	}
	return out
}

// hasPlayable reports whether col has at least one empty point that is not
// forbidden.
func (c Config) hasPlayable(b *Board, col Color) bool {
	style := c.restriction(col)
	s := newScanner(b)
	n := b.Size()
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if s.b.cells[y*MaxSize+x] == Empty && (style == unrestricted || s.kind(Point{x, y}, col, style) == NotForbidden) {
				return true
			}
		}
	}
	return false
}

// scanner owns a private copy of the board so the recursive check can place
// stones temporarily without touching the caller's position.
type scanner struct {
	b     Board
	table *[lineCount]lineInfo
	w     [lineDigits]int
}

func newScanner(b *Board) *scanner {
	return &scanner{b: *b, table: lineTable(), w: lineWeights()}
}

// line returns what placing col at p makes along axis d.
func (s *scanner) line(p, d Point, col Color) lineInfo {
	n := s.b.size
	idx := 0
	for i := 0; i < lineDigits; i++ {
		k := i - lineReach
		if i >= lineReach {
			k++
		}
		x, y := p.X+k*d.X, p.Y+k*d.Y
		code := cellOther
		if x >= 0 && y >= 0 && x < n && y < n {
			switch s.b.cells[y*MaxSize+x] {
			case Empty:
				code = cellEmpty
			case col:
				code = cellOwn
			}
		}
		idx += code * s.w[i]
	}
	return s.table[idx]
}

func (s *scanner) kind(p Point, col Color, style restriction) ForbiddenKind {
	var lines [4]lineInfo
	dirs := Directions()
	fours, threes := 0, 0
	overline := false
	for i, d := range dirs {
		l := s.line(p, d, col)
		if l.five() {
			return NotForbidden
		}
		lines[i] = l
		fours += l.fours()
		overline = overline || l.overline()
		if l.eyes() != 0 {
			threes++
		}
	}
	if style == renjuStyle {
		if overline {
			return Overline
		}
		if fours >= 2 {
			return DoubleFour
		}
	}
	if threes < 2 {
		return NotForbidden
	}
	if style == omokStyle {
		return DoubleThree
	}
	// A three is real only if one of its open-four points is playable
	// with the stone at p in place.
	s.b.cells[p.Y*MaxSize+p.X] = col
	real := 0
	offs := eyeOffsets()
	for i, d := range dirs {
		eyes := lines[i].eyes()
		for j := 0; eyes != 0 && j < len(offs); j++ {
			if eyes&(1<<j) == 0 {
				continue
			}
			e := Point{p.X + offs[j]*d.X, p.Y + offs[j]*d.Y}
			if s.kind(e, col, style) == NotForbidden {
				real++
				break
			}
		}
		if real >= 2 {
			break
		}
	}
	s.b.cells[p.Y*MaxSize+p.X] = Empty
	if real >= 2 {
		return DoubleThree
	}
	return NotForbidden
}
