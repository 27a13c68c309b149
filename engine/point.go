package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// MinSize and MaxSize bound the board side. 26 is the last size whose columns
// can still be named by one letter a–z.
const (
	MinSize     = 5
	MaxSize     = 26
	DefaultSize = 15
)

// Point is an intersection. X is the column counted from the left (0 = "a"),
// Y the row counted from the bottom (0 = "1"), as in the usual notation where
// h8 is the centre of a 15×15 board.
type Point struct {
	X, Y int
}

// NoPoint returns the marker for "no point", e.g. no last move yet.
func NoPoint() Point { return Point{-1, -1} }

// String formats the point in notation: column letter then row number ("h8").
func (p Point) String() string {
	if p.X < 0 || p.X >= MaxSize || p.Y < 0 {
		return "-"
	}
	return string(rune('a'+p.X)) + strconv.Itoa(p.Y+1)
}

// In reports whether p lies on a board of the given size.
func (p Point) In(size int) bool {
	return p.X >= 0 && p.Y >= 0 && p.X < size && p.Y < size
}

// Center returns the centre point of a board of the given size (for even
// sizes, the lower-left of the four central points).
func Center(size int) Point {
	return Point{(size - 1) / 2, (size - 1) / 2}
}

// Turned is p under one of the square's eight symmetries (sym 0–7: bit 0
// mirrors x, bit 1 mirrors y, bit 2 swaps them) about the point c.
func (p Point) Turned(sym int, c Point) Point {
	x, y := p.X-c.X, p.Y-c.Y
	if sym&1 != 0 {
		x = -x
	}
	if sym&2 != 0 {
		y = -y
	}
	if sym&4 != 0 {
		x, y = y, x
	}
	return Point{X: x + c.X, Y: y + c.Y}
}

// ParsePoint reads one point in notation ("h8", "H8") and checks it lies on a
// board of the given size.
func ParsePoint(s string, size int) (Point, error) {
	pts, err := ParseMoves(s, size)
	if err != nil {
		return NoPoint(), err
	}
	if len(pts) != 1 {
		return NoPoint(), fmt.Errorf("engine: %q is not a single point", s)
	}
	return pts[0], nil
}

// ParseMoves reads a move string such as "h8i9j10", with or without
// separators (spaces, commas, semicolons, dashes), in upper or lower case. Each
// point must lie on a board of the given size. Errors name the offending
// position in the input.
func ParseMoves(s string, size int) ([]Point, error) {
	if size < MinSize || size > MaxSize {
		return nil, fmt.Errorf("engine: board size %d out of range %d–%d", size, MinSize, MaxSize)
	}
	toks, err := MoveTokens(s)
	if err != nil {
		return nil, err
	}
	pts := make([]Point, 0, len(toks))
	for _, t := range toks {
		p := Point{t.Col, t.Row - 1}
		if !p.In(size) {
			return nil, fmt.Errorf("engine: move string: %s at offset %d is off the %d×%d board", s[t.Off:t.End], t.Off, size, size)
		}
		pts = append(pts, p)
	}
	return pts, nil
}

// MoveToken is one "letter digits" pair of a move string, before it is
// placed on a board: Col counts from 0 for "a", Row is the number as
// written, and s[Off:End] is the token in the input.
type MoveToken struct {
	Col, Row int
	Off, End int
}

// MoveTokens splits a move string into letter-number pairs, skipping
// separators (spaces, commas, semicolons, dashes) and ignoring case. It
// checks only the syntax, so other notations (Go-style letters, rows from
// the top) can place the tokens their own way.
func MoveTokens(s string) ([]MoveToken, error) {
	var toks []MoveToken
	i := 0
	for i < len(s) {
		c := s[i]
		if isSeparator(c) {
			i++
			continue
		}
		lc := c | 0x20
		if lc < 'a' || lc > 'z' {
			return nil, fmt.Errorf("engine: move string: unexpected %q at offset %d", c, i)
		}
		start := i
		i++
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i {
			return nil, fmt.Errorf("engine: move string: column %q at offset %d has no row number", c, start)
		}
		if j-i > 2 {
			return nil, fmt.Errorf("engine: move string: row number %q at offset %d is too long", s[i:j], i)
		}
		row, _ := strconv.Atoi(s[i:j])
		toks = append(toks, MoveToken{Col: int(lc - 'a'), Row: row, Off: start, End: j})
		i = j
	}
	return toks, nil
}

func isSeparator(c byte) bool {
	return c == ' ' || c == ',' || c == ';' || c == '-' || c == '\t' || c == '\n' || c == '\r'
}

// FormatMoves writes points as a compact move string ("h8i9j10").
func FormatMoves(pts []Point) string {
	var b strings.Builder
	for _, p := range pts {
		b.WriteString(p.String())
	}
	return b.String()
}
