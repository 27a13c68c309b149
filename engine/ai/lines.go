package ai

import "gomoku/engine"

// Every row, column and diagonal of the board is also kept as one word of
// 2-bit cells (the piece codes), walls beyond the board's edge. The pattern
// update then reads a cell's whole line window with one load and shifts,
// instead of a load per cell, which is most of what the update costs.
//
// Positions along a line: x for rows and for diagonals running up to the
// right, y for columns and for diagonals running up to the left, so a
// step along steps[d] is always the next position.
const numLines = 2*engine.MaxSize - 1

type lineWords [4][numLines]uint64

// lineOf is the line through (x, y) in direction d and the position of the
// cell on it.
func lineOf(x, y, d, size int) (line, pos int) {
	switch d {
	case 0:
		return y, x
	case 1:
		return x, y
	case 2:
		return x - y + size - 1, x
	default:
		return x + y, y
	}
}

// resetLines makes every line all wall but its cells on the board.
func (b *board) resetLines() {
	for d := range b.lines {
		for i := range b.lines[d] {
			b.lines[d][i] = ^uint64(0)
		}
	}
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			for d := 0; d < 4; d++ {
				l, p := lineOf(x, y, d, b.size)
				b.lines[d][l] &^= 3 << (2 * p)
			}
		}
	}
}

// flipLines toggles piece code v at (x, y) on its four lines: placing and
// removing a stone are the same XOR because an empty cell is 0.
func (b *board) flipLines(x, y int, v uint64) {
	n := b.size
	b.lines[0][y%numLines] ^= v << (2 * x)
	b.lines[1][x%numLines] ^= v << (2 * y)
	b.lines[2][(x-y+n-1)%numLines] ^= v << (2 * x)
	b.lines[3][(x+y)%numLines] ^= v << (2 * y)
}

// lineFrom returns, complemented, the cells of line word w from position
// p-lineHalf on, with walls before position 0 and past the word's end:
// complementing makes the shifts fill with walls (11) for free.
func lineFrom(w uint64, p int) uint64 {
	return ^(w<<(2*lineHalf) | (1<<(2*lineHalf) - 1)) >> (2 * p)
}

// lineKey is keyAt read from the line words: one load instead of ten.
func (b *board) lineKey(c, d int) uint32 {
	l, p := lineOf(c%stride-pad, c/stride-pad, d, b.size)
	w := ^uint32(lineFrom(b.lines[d][l%numLines], p)) & (1<<(2*lineLen) - 1)
	return (w & 0x3ff) | (w>>12)<<10
}
