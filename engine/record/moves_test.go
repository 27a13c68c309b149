package record

import (
	"strings"
	"testing"

	"gomoku/engine"
)

func TestParseMovesConventions(t *testing.T) {
	tests := []struct {
		name string
		in   string
		opt  MoveOptions
		want string // in the usual notation
		size int
	}{
		{"usual", "h8i9j10", MoveOptions{Size: 15}, "h8i9j10", 15},
		{"separators and case", "H8, i9; J10 - k11\n", MoveOptions{Size: 15}, "h8i9j10k11", 15},
		{"default size", "h8", MoveOptions{}, "h8", 15},
		{"grows to fit", "h8t20", MoveOptions{}, "h8t20", 20},
		{"go letters", "h8j9k10", MoveOptions{Size: 15, Columns: LettersSkipI}, "h8i9j10", 15},
		{"go letters last column", "p15", MoveOptions{Size: 15, Columns: LettersSkipI}, "o15", 15},
		{"rows from top", "h8h1a15", MoveOptions{Size: 15, Rows: RowsFromTop}, "h8h15a1", 15},
		{"both", "j1", MoveOptions{Size: 15, Columns: LettersSkipI, Rows: RowsFromTop}, "i15", 15},
		// Auto can only tell Go letters when the usual reading leaves the board.
		{"auto, usual", "h8j9", MoveOptions{Size: 15, Columns: LettersAuto}, "h8j9", 15},
		{"auto, go", "h8p15", MoveOptions{Size: 15, Columns: LettersAuto}, "h8o15", 15},
		{"auto, has i", "i8p15", MoveOptions{Size: 15, Columns: LettersAuto}, "", 0},
		{"empty", "  ", MoveOptions{Size: 15}, "", 15},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pts, size, err := ParseMoves(tt.in, tt.opt)
			if tt.size == 0 {
				if err == nil {
					t.Fatalf("accepted %q as %s", tt.in, engine.FormatMoves(pts))
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := engine.FormatMoves(pts); got != tt.want || size != tt.size {
				t.Fatalf("got %s on %d, want %s on %d", got, size, tt.want, tt.size)
			}
		})
	}
}

func TestParseMovesErrors(t *testing.T) {
	tests := []struct {
		in   string
		opt  MoveOptions
		want string
	}{
		{"h8i8x", MoveOptions{Size: 15}, "offset 4"},
		{"h8p8", MoveOptions{Size: 15}, "off the 15×15"},
		{"h0", MoveOptions{Size: 15, Rows: RowsFromTop}, "h0 at offset 0 is off"},
		{"h8i9", MoveOptions{Size: 15, Columns: LettersSkipI}, "column i at offset 2"},
		{"h123", MoveOptions{Size: 15}, "too long"},
		{"h8", MoveOptions{Size: 4}, "out of range"},
		{strings.Repeat("a1", 26), MoveOptions{Size: 5}, "do not fit"},
	}
	for _, tt := range tests {
		_, _, err := ParseMoves(tt.in, tt.opt)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseMoves(%q) error %v, want it to mention %q", tt.in, err, tt.want)
		}
	}
}

func TestMovesFormatUsesOptions(t *testing.T) {
	g, err := ReadWith([]byte("j1 k2\n"), FormatMoves, Options{Size: 15, Columns: LettersSkipI, Rows: RowsFromTop, Rule: engine.Renju})
	if err != nil {
		t.Fatal(err)
	}
	if engine.FormatMoves(g.Moves) != "i15j14" || g.Rule != engine.Renju {
		t.Fatalf("got %s %v", engine.FormatMoves(g.Moves), g.Rule)
	}
}
