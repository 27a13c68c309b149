package engine

import (
	"strings"
	"testing"
)

// Test boards are ASCII art, top row first: X = Black, O = White, . = empty.
// Spaces are ignored, so rows may be written "X . O" or "X.O".
func boardFromASCII(t testing.TB, rows ...string) Board {
	t.Helper()
	size := len(rows)
	b, err := NewBoard(size)
	if err != nil {
		t.Fatalf("board: %v", err)
	}
	for i, r := range rows {
		r = strings.ReplaceAll(r, " ", "")
		if len(r) != size {
			t.Fatalf("row %d %q has %d points, want %d", i, r, len(r), size)
		}
		y := size - 1 - i
		for x, ch := range r {
			switch ch {
			case 'X':
				b.Set(Point{x, y}, Black)
			case 'O':
				b.Set(Point{x, y}, White)
			case '.':
			default:
				t.Fatalf("row %d: bad cell %q", i, ch)
			}
		}
	}
	return b
}

func mustPoint(t testing.TB, s string, size int) Point {
	t.Helper()
	p, err := ParsePoint(s, size)
	if err != nil {
		t.Fatalf("point %q: %v", s, err)
	}
	return p
}

func mustMoves(t testing.TB, s string, size int) []Point {
	t.Helper()
	pts, err := ParseMoves(s, size)
	if err != nil {
		t.Fatalf("moves %q: %v", s, err)
	}
	return pts
}

func mustGame(t testing.TB, cfg Config, moves string) *Game {
	t.Helper()
	g, err := NewGame(cfg)
	if err != nil {
		t.Fatalf("NewGame(%+v): %v", cfg, err)
	}
	if err := g.PlayAll(mustMoves(t, moves, cfg.Size)); err != nil {
		t.Fatalf("PlayAll(%q): %v", moves, err)
	}
	return g
}

// formatForbidden renders a forbidden list as "c13:double-three d1:overline".
func formatForbidden(fs []Forbidden) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = f.Point.String() + ":" + f.Kind.String()
	}
	return strings.Join(parts, " ")
}

// HouseConfig builds the Qdan house rules (seed 001): overline wins or not,
// and restrictions for Black on or off.
func HouseConfig(size int, overlineWins, restrictBlack bool) Config {
	r := Standard
	if overlineWins {
		r = Freestyle
	}
	return Config{Size: size, Rule: r, RestrictBlack: restrictBlack}
}

// IsWin reports whether the stone at p completes a winning line under rule r.
// Only the four axes through p are examined, so a winner is never invented
// elsewhere on the board. It knows the rule only; Config.WinningLine also
// applies the house settings (Black's exact five under RestrictBlack).
func IsWin(b *Board, p Point, r Rule) bool {
	c := b.At(p)
	if c == Empty {
		return false
	}
	for _, d := range Directions() {
		if r.wins(runThrough(b, p, d, c), c) {
			return true
		}
	}
	return false
}

// WinningLine returns the stones of the first winning line through p (the
// newest stone) under rule r, ordered along the axis, or nil when p does not
// win.
func WinningLine(b *Board, p Point, r Rule) []Point {
	c := b.At(p)
	if c == Empty {
		return nil
	}
	for _, d := range Directions() {
		ln := runThrough(b, p, d, c)
		if !r.wins(ln, c) {
			continue
		}
		stones := make([]Point, 0, ln.length())
		for i := -ln.neg; i <= ln.pos; i++ {
			stones = append(stones, Point{p.X + i*d.X, p.Y + i*d.Y})
		}
		return stones
	}
	return nil
}
