package engine

import "fmt"

// Board is a square grid of intersections. It is a plain value: copying a
// Board copies the position, which keeps undo and analysis simple and
// allocation-free.
type Board struct {
	size  int
	cells [MaxSize * MaxSize]Color
}

// NewBoard returns an empty board of the given side length.
func NewBoard(size int) (Board, error) {
	if size < MinSize || size > MaxSize {
		return Board{}, fmt.Errorf("engine: board size %d out of range %d–%d", size, MinSize, MaxSize)
	}
	return Board{size: size}, nil
}

// Size is the number of intersections along one side.
func (b *Board) Size() int { return b.size }

// At returns the colour at p, or Empty for a point off the board.
func (b *Board) At(p Point) Color {
	if !p.In(b.size) {
		return Empty
	}
	return b.cells[p.Y*MaxSize+p.X]
}

// Set puts c at p (Empty clears it). Points off the board are ignored: the
// game layer validates moves before they reach the board.
func (b *Board) Set(p Point, c Color) {
	if p.In(b.size) {
		b.cells[p.Y*MaxSize+p.X] = c
	}
}

// Count returns how many stones of colour c are on the board.
func (b *Board) Count(c Color) int {
	n := 0
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			if b.cells[y*MaxSize+x] == c {
				n++
			}
		}
	}
	return n
}

// Full reports whether no empty intersection is left.
func (b *Board) Full() bool { return b.Count(Empty) == 0 }

// Clear empties every intersection.
func (b *Board) Clear() { b.cells = [MaxSize * MaxSize]Color{} }

// Directions returns the four axes a line can run along: horizontal,
// vertical, the ascending diagonal and the descending diagonal.
func Directions() [4]Point { return [4]Point{{1, 0}, {0, 1}, {1, 1}, {1, -1}} }
