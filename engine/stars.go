package engine

// SizePresets are the board sizes offered in menus (any size from MinSize to
// MaxSize is still playable from the command line).
func SizePresets() []int { return []int{9, 13, 15, 19} }

// StarPoints returns the marked points (hoshi) of a board: four corner
// points (3 lines in from the edge from 12×12 up, 2 lines in from 7×7 to
// 11×11), the centre on odd sizes, and the four side midpoints on odd sizes
// from 17×17 up. 15×15 gives h8 d4 l4 d12 l12; 19×19 the nine hoshi; 13×13
// and 9×9 five points; boards under 7×7 only the centre (odd sizes) or
// nothing. Sorted by column, then row.
func StarPoints(size int) []Point {
	if size < MinSize || size > MaxSize {
		return nil
	}
	odd := size%2 == 1
	mid := size / 2
	if size < 7 {
		if odd {
			return []Point{{mid, mid}}
		}
		return nil
	}
	e := 3
	if size < 12 {
		e = 2
	}
	f := size - 1 - e
	cols := []int{e, f}
	if odd {
		cols = []int{e, mid, f}
	}
	var pts []Point
	for _, x := range cols {
		for _, y := range cols {
			sideMid := (x == mid) != (y == mid)
			if sideMid && size < 17 {
				continue
			}
			pts = append(pts, Point{x, y})
		}
	}
	return pts
}
