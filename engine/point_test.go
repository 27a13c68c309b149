package engine

import (
	"slices"
	"testing"
)

func TestNotation(t *testing.T) {
	tests := []struct {
		in   string
		size int
		want []Point
	}{
		{"h8i9j10", 15, []Point{{7, 7}, {8, 8}, {9, 9}}},
		{"H8, I9; j10", 15, []Point{{7, 7}, {8, 8}, {9, 9}}},
		{"a1o15", 15, []Point{{0, 0}, {14, 14}}},
		{"z26", 26, []Point{{25, 25}}},
		{"", 15, nil},
	}
	for _, tc := range tests {
		got, err := ParseMoves(tc.in, tc.size)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("ParseMoves(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"p1", "a16", "a0", "h", "88", "h8x", "a123"} {
		if _, err := ParseMoves(bad, 15); err == nil {
			t.Errorf("ParseMoves(%q) accepted", bad)
		}
	}
	if Center(15).String() != "h8" || Center(19).String() != "j10" || Center(6).String() != "c3" {
		t.Errorf("centres %v %v %v", Center(15), Center(19), Center(6))
	}
}

func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"h8i9j10", "A1,b2;C3 d4-e5", "z26", "a0", "h", "h8\x00", "a99999"} {
		f.Add(s, 15)
	}
	f.Fuzz(func(t *testing.T, s string, size int) {
		pts, err := ParseMoves(s, size)
		if err != nil {
			return
		}
		for _, p := range pts {
			if !p.In(size) {
				t.Fatalf("%q: %v is off the %d board", s, p, size)
			}
		}
		again, err := ParseMoves(FormatMoves(pts), size)
		if err != nil || !slices.Equal(again, pts) {
			t.Fatalf("%q: round trip %v → %q → %v, %v", s, pts, FormatMoves(pts), again, err)
		}
	})
}

func TestParseRule(t *testing.T) {
	for _, r := range Rules() {
		if got, err := ParseRule(r.String()); err != nil || got != r {
			t.Errorf("ParseRule(%q) = %v, %v", r.String(), got, err)
		}
	}
	if _, err := ParseRule("gomoku"); err == nil {
		t.Errorf("unknown rule accepted")
	}
}

// The eight symmetries about the centre keep a board's points on it, are
// all different, and each undoes itself or its partner.
func TestTurnedStaysOnTheBoard(t *testing.T) {
	c := Center(15)
	p := Point{X: 2, Y: 11}
	seen := map[Point]bool{}
	for sym := range 8 {
		q := p.Turned(sym, c)
		if !q.In(15) {
			t.Fatalf("symmetry %d took %v off the board: %v", sym, p, q)
		}
		seen[q] = true
		if sym < 4 && q.Turned(sym, c) != p {
			t.Fatalf("mirror %d twice gave %v", sym, q.Turned(sym, c))
		}
	}
	if len(seen) != 8 {
		t.Fatalf("%d distinct images, want 8", len(seen))
	}
}
