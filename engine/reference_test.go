package engine

import (
	"math/rand/v2"
	"testing"
)

// The reference below judges forbidden points the slow, literal way, written
// independently of the line table: it places the stone on a board and counts
// fives, fours and threes by sliding windows along each axis (a four is a
// window of five cells holding four own stones and one empty cell, flanked
// by no own stone; a three is a window of six cells, empty at both ends,
// whose inner four hold three own stones and one empty "eye", flanked by no
// own stone — filling the eye makes a straight four). Fours in adjacent
// windows are one straight four. Renju checks each eye recursively.

func refOwn(b *Board, p Point, c Color) bool { return p.In(b.Size()) && b.At(p) == c }

func refEmpty(b *Board, p Point) bool { return p.In(b.Size()) && b.At(p) == Empty }

func refAt(p, d Point, k int) Point { return Point{p.X + k*d.X, p.Y + k*d.Y} }

func refKind(b *Board, p Point, c Color, renju bool) ForbiddenKind {
	if !refEmpty(b, p) {
		return NotForbidden
	}
	b.Set(p, c)
	defer b.Set(p, Empty)
	runs := [4]int{}
	for i, d := range Directions() {
		n := 1
		for k := 1; refOwn(b, refAt(p, d, k), c); k++ {
			n++
		}
		for k := -1; refOwn(b, refAt(p, d, k), c); k-- {
			n++
		}
		if n == 5 {
			return NotForbidden // five takes precedence
		}
		runs[i] = n
	}
	if renju {
		for _, n := range runs {
			if n >= 6 {
				return Overline
			}
		}
		fours := 0
		for _, d := range Directions() {
			prev := -100
			for s := -4; s <= 0; s++ {
				own, empty := 0, 0
				for k := s; k <= s+4; k++ {
					q := refAt(p, d, k)
					if refOwn(b, q, c) {
						own++
					} else if refEmpty(b, q) {
						empty++
					}
				}
				if own == 4 && empty == 1 && !refOwn(b, refAt(p, d, s-1), c) && !refOwn(b, refAt(p, d, s+5), c) {
					if prev != s-1 {
						fours++
					}
					prev = s
				}
			}
		}
		if fours >= 2 {
			return DoubleFour
		}
	}
	threes := 0
	for _, d := range Directions() {
		found := false
		for s := -4; s <= -1 && !found; s++ {
			if !refEmpty(b, refAt(p, d, s)) || !refEmpty(b, refAt(p, d, s+5)) ||
				refOwn(b, refAt(p, d, s-1), c) || refOwn(b, refAt(p, d, s+6), c) {
				continue
			}
			own, eye := 0, NoPoint()
			for k := s + 1; k <= s+4; k++ {
				q := refAt(p, d, k)
				if refOwn(b, q, c) {
					own++
				} else if refEmpty(b, q) {
					eye = q
				}
			}
			if own != 3 || eye == NoPoint() {
				continue
			}
			found = !renju || refKind(b, eye, c, renju) == NotForbidden
		}
		if found {
			threes++
		}
	}
	if threes >= 2 {
		return DoubleThree
	}
	return NotForbidden
}

func refForbiddenPoints(b *Board, c Color, renju bool) []Forbidden {
	var out []Forbidden
	for x := 0; x < b.Size(); x++ {
		for y := 0; y < b.Size(); y++ {
			if k := refKind(b, Point{x, y}, c, renju); k != NotForbidden {
				out = append(out, Forbidden{Point{x, y}, k})
			}
		}
	}
	return out
}

// randomPosition scatters stones densely in a window around the centre (or
// over the whole of a small board, to reach the edges), Black more often
// than White so that threes and fours are common.
func randomPosition(r *rand.Rand) Board {
	size := 15
	if r.IntN(3) == 0 {
		size = 7 + r.IntN(6)
	}
	b, _ := NewBoard(size)
	span := min(size, 7+r.IntN(5))
	lo := (size - span) / 2
	n := 6 + r.IntN(span*span/2)
	for i := 0; i < n; i++ {
		p := Point{lo + r.IntN(span), lo + r.IntN(span)}
		c := Black
		if r.IntN(5) < 2 {
			c = White
		}
		b.Set(p, c)
	}
	return b
}

func checkAgainstReference(t *testing.T, b *Board) {
	t.Helper()
	cases := []struct {
		cfg   Config
		col   Color
		renju bool
	}{
		{Config{Size: b.Size(), Rule: Renju}, Black, true},
		{Config{Size: b.Size(), Rule: Standard, RestrictBlack: true}, Black, true},
		{Config{Size: b.Size(), Rule: Omok}, Black, false},
		{Config{Size: b.Size(), Rule: Omok}, White, false},
	}
	for _, c := range cases {
		got := formatForbidden(c.cfg.ForbiddenPoints(b, c.col))
		want := formatForbidden(refForbiddenPoints(b, c.col, c.renju))
		if got != want {
			t.Fatalf("%v %v forbidden points differ on\n%s\n got  %s\n want %s", c.cfg.Rule, c.col, asciiBoard(b), got, want)
		}
	}
}

func asciiBoard(b *Board) string {
	s := ""
	for y := b.Size() - 1; y >= 0; y-- {
		for x := 0; x < b.Size(); x++ {
			s += map[Color]string{Empty: ". ", Black: "X ", White: "O "}[b.At(Point{x, y})]
		}
		s += "\n"
	}
	return s
}

func TestForbiddenMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	n := 1500
	if testing.Short() {
		n = 200
	}
	for i := 0; i < n; i++ {
		b := randomPosition(r)
		checkAgainstReference(t, &b)
	}
}

func FuzzForbiddenMatchesReference(f *testing.F) {
	f.Add(uint64(1), uint64(2))
	f.Add(uint64(42), uint64(7))
	f.Add(uint64(0xdeadbeef), uint64(0))
	f.Fuzz(func(t *testing.T, a, b uint64) {
		board := randomPosition(rand.New(rand.NewPCG(a, b)))
		checkAgainstReference(t, &board)
	})
}
