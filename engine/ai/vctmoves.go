package ai

import "gomoku/engine"

// isThreatClass reports whether a move of this class can start a threat:
// a four, an open three, a closed three or a two (the last two only
// threaten when they complete a VCF, which the defend node checks).
func isThreatClass(cl p4) bool {
	switch cl {
	case p4B, p4C, p4D, p4E, p4F, p4G, p4H, p4I, p4J, p4K, p4L, p4Forbid:
		return true
	}
	return false
}

func isFour(cl p4) bool { return cl >= p4E && cl <= p4B }

// mayForbid reports whether some move can be forbidden under the board's
// rule (Renju or restricted Black, Omok's double threes): the solvers'
// shortcuts that count on every move being legal are off then.
func (b *board) mayForbid() bool { return b.t.restricted || b.t.rule == engine.Omok }

// attacks lists the attacker's threat moves into v.moves[ply], strongest
// first.
func (v *vctSolver) attacks(ply int) int {
	b := v.b
	att, def := v.att, v.att^1
	t := b.t
	n := 0
	x0, y0, x1, y1 := b.scanBox(4)
	for y := y0; y <= y1; y++ {
		row := (y+pad)*stride + pad
		for x := x0; x <= x1 && n < vctWidth; x++ {
			c := row + x
			if b.piece[c] != cEmpty {
				continue
			}
			cl := b.cls[att][c]
			if !isThreatClass(cl) || !b.legal(c, att) {
				continue
			}
			rank := int32(cl)
			if cl == p4Forbid {
				rank = int32(p4K) // legal after the exact check: a false double three
			}
			v.moves[ply][n] = int16(c)
			v.keys[n] = rank<<20 + int32(t.score[att][b.pcode[att][c]])*4 + int32(t.score[def][b.pcode[def][c]])*3
			n++
		}
	}
	v.sortMoves(ply, n)
	return n
}

// sortMoves orders v.moves[ply][:n] by v.keys, highest first (insertion
// sort: lists are short, and ties keep board order for determinism).
func (v *vctSolver) sortMoves(ply, n int) {
	m := &v.moves[ply]
	for i := 1; i < n; i++ {
		c, k := m[i], v.keys[i]
		j := i
		for j > 0 && v.keys[j-1] < k {
			m[j], v.keys[j] = m[j-1], v.keys[j-1]
			j--
		}
		m[j], v.keys[j] = c, k
	}
}

// lineHolds reports whether the VCF line (owned by the side that does not
// play x, which moves first in it) still wins after the other side puts a
// stone on x. The board is left as it was.
func (v *vctSolver) lineHolds(line []int16, x, xside int) bool {
	b := v.b
	own, opp := xside^1, xside
	stm := b.stm
	b.playAs(x, xside)
	played := 1
	ok := false
	for i, c16 := range line {
		c := int(c16)
		if b.piece[c] != cEmpty {
			break
		}
		if i%2 == 1 {
			if b.cls[own][c] != p4A || !b.legal(c, opp) {
				break
			}
			b.playAs(c, opp)
			played++
			continue
		}
		if !b.legal(c, own) {
			break
		}
		if b.cls[own][c] == p4A {
			ok = true
			break
		}
		b.playAs(c, own)
		played++
		if b.cnt[opp][p4A] > 0 || b.cnt[own][p4A] == 0 {
			break
		}
		if b.cnt[own][p4A] >= 2 || !b.legal(b.findClass(own, p4A, c), opp) {
			ok = true
			break
		}
	}
	for ; played > 0; played-- {
		b.undo()
	}
	b.stm = stm
	return ok
}

// defences lists into v.moves[ply] every defender move that could stop the
// attacker's threat line (or returns -1 when they do not fit): the cells that break it (found by replaying the
// line after each candidate) and every defender four. Candidates are the
// line's cells, the attacker's final five points, cells near a final block
// Renju forbids, and every cell where the defender could make a four at
// some point of the line (a four there would interrupt it); a stone
// anywhere else leaves the line winning.
func (v *vctSolver) defences(ply int, line []int16) int {
	b := v.b
	att, def := v.att, v.att^1
	v.stamp++
	if v.stamp == 0 {
		v.mark = [numCells]uint32{}
		v.stamp = 1
	}
	cand := &v.moves[ply]
	n := 0
	overflow := false
	add := func(c int) {
		if b.piece[c] == cEmpty && v.mark[c] != v.stamp {
			v.mark[c] = v.stamp
			if n == vctWidth {
				overflow = true
				return
			}
			cand[n] = int16(c)
			n++
		}
	}
	addLines := func(c int) {
		for d := 0; d < 4; d++ {
			for i := -lineHalf; i <= lineHalf; i++ {
				if e := c + i*steps[d]; b.piece[e] == cEmpty {
					add(e)
				}
			}
		}
	}
	for _, c := range line {
		add(int(c))
	}
	// Without restrictions a stone on a cell of the line always breaks it
	// (the replay stops there, and a defender's stone cannot make the
	// attacker win sooner): those candidates need no replay.
	onLine := 0
	if !b.mayForbid() {
		onLine = n
	}
	b.stm = att
	v.addFours(def, add)
	played := 0
	for i, c16 := range line {
		c := int(c16)
		if b.piece[c] != cEmpty {
			break
		}
		if i%2 == 0 {
			if b.cls[att][c] == p4A {
				break
			}
			if b.cls[att][c] == p4Forbid {
				addLines(c) // a false double three: its legality hangs on nearby stones
			}
			b.playAs(c, att)
		} else {
			b.playAs(c, def)
			v.addFours(def, add)
		}
		played++
	}
	if left := int(b.cnt[att][p4A]); left > 0 {
		x0, y0, x1, y1 := b.scanBox(4)
		for y := y0; y <= y1 && left > 0; y++ {
			row := (y+pad)*stride + pad
			for x := x0; x <= x1 && left > 0; x++ {
				c := row + x
				if b.piece[c] == cEmpty && b.cls[att][c] == p4A {
					left--
					add(c)
					if !b.legal(c, def) {
						addLines(c)
					}
				}
			}
		}
	}
	for ; played > 0; played-- {
		b.undo()
	}
	b.stm = def
	if overflow {
		return -1 // more candidates than a list holds: no proof here
	}
	k := 0
	for i := 0; i < n; i++ {
		c := int(cand[i])
		if !b.legal(c, def) {
			continue
		}
		cl := b.cls[def][c]
		if i < onLine || cl == p4Forbid || isFour(cl) || !v.lineHolds(line, c, def) {
			cand[k] = int16(c)
			// Fours first (they may turn the tables), then line cells.
			v.keys[k] = int32(b.t.score[def][b.pcode[def][c]])*3 + int32(b.t.score[att][b.pcode[att][c]])*4
			if isFour(cl) {
				v.keys[k] += 1 << 24
			}
			k++
		}
	}
	if k == 0 {
		// Nothing stops the threat; any move will do for the main line.
		for i := 0; i < n && k == 0; i++ {
			if c := int(cand[i]); b.legal(c, def) {
				cand[0] = int16(c)
				k = 1
			}
		}
	}
	v.sortMoves(ply, k)
	return k
}

// addFours adds every cell where side could make a four or five now
// (including cells a Renju pre-filter tags forbidden: they may be legal).
// Without restrictions no cell is tagged forbidden, and the class counts
// say how many four and five cells there are: the scan stops at the last.
func (v *vctSolver) addFours(side int, add func(int)) {
	b := v.b
	left := numCells // with restrictions: the whole area
	if !b.mayForbid() {
		n := &b.cnt[side]
		left = int(n[p4A]) + int(n[p4B]) + int(n[p4C]) + int(n[p4D]) + int(n[p4E])
	}
	x0, y0, x1, y1 := b.scanBox(4)
	for y := y0; y <= y1 && left > 0; y++ {
		row := (y+pad)*stride + pad
		for x := x0; x <= x1 && left > 0; x++ {
			c := row + x
			if b.piece[c] != cEmpty {
				continue
			}
			if cl := b.cls[side][c]; cl >= p4E || cl == p4Forbid {
				left--
				add(c)
			}
		}
	}
}
