package ai

// Score bounds. A win in n plies from the root scores winScore-n.
const (
	winScore  = 30000
	mateBound = winScore - 1000
	infScore  = winScore + 1
	maxPly    = 128
)

func mateIn(ply int) int  { return winScore - ply }
func matedIn(ply int) int { return -winScore + ply }

// scanBox returns the search rectangle: the stones' bounding box grown by g,
// clipped to the board, as cell rows/columns.
func (b *board) scanBox(g int) (x0, y0, x1, y1 int) {
	if b.n == 0 {
		m := (b.size - 1) / 2
		return m, m, m, m
	}
	x0 = max(int(b.box[0])-g, 0)
	y0 = max(int(b.box[1])-g, 0)
	x1 = min(int(b.box[2])+g, b.size-1)
	y1 = min(int(b.box[3])+g, b.size-1)
	return
}

// findClass returns the first empty cell where side's class is cl, looking
// along the lines through the hint cell first (threats are usually made by
// the last move), then over the whole area. noCell if none.
func (b *board) findClass(side int, cl p4, hint int) int {
	if hint != noCell {
		for d := 0; d < 4; d++ {
			s := steps[d]
			for i := -4; i <= 4; i++ {
				e := hint + i*s
				if b.piece[e] == cEmpty && b.cls[side][e] == cl {
					return e
				}
			}
		}
	}
	x0, y0, x1, y1 := b.scanBox(4)
	for y := y0; y <= y1; y++ {
		row := (y+pad)*stride + pad
		for x := x0; x <= x1; x++ {
			c := row + x
			if b.piece[c] == cEmpty && b.cls[side][c] == cl {
				return c
			}
		}
	}
	return noCell
}

// hasFour reports whether side can make a four (or better) next move.
func (b *board) hasFour(side int) bool {
	n := &b.cnt[side]
	return n[p4A]+n[p4B]+n[p4C]+n[p4D]+n[p4E] > 0
}

// quickWin settles nodes whose outcome follows from the threat counts alone:
// a five to play, two fives to stop, an open four to make, or a four-three
// (or double three) against a side with no four to answer with.
func (b *board) quickWin(ply int) (int, bool) {
	me, op := b.stm, b.stm^1
	if b.cnt[me][p4A] > 0 {
		return mateIn(ply + 1), true
	}
	if b.cnt[op][p4A] > 0 {
		if b.cnt[op][p4A] >= 2 {
			return matedIn(ply + 2), true
		}
		return 0, false
	}
	if b.cnt[me][p4B] > 0 {
		return mateIn(ply + 3), true
	}
	if !b.hasFour(op) && !(b.t.restricted && me == 0) {
		if b.cnt[me][p4C] > 0 || b.cnt[me][p4F] > 0 {
			return mateIn(ply + 5), true
		}
	}
	return 0, false
}

// classAfter is op's class at cell x if side had a stone at e, where e lies
// on x's line in direction d at offset i (|i| <= 5).
func (b *board) classAfter(x, d, i, side, op int, key uint32) p4 {
	j := i + lineHalf
	if i > 0 {
		j--
	}
	k := key&^(3<<(2*j)) | uint32(side+1)<<(2*j)
	w := b.pat[x]&^dirMask(d) | spread(b.t.pat[k&(keyCount-1)], d)
	return b.t.p4[op][b.t.pcodeOf[nibbles(w, op)]]
}
