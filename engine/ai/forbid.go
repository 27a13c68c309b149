package ai

import "gomoku/engine"

// legal reports whether side may play the empty cell c. Only cells the
// pattern tables tag as possibly forbidden pay for the exact check.
func (b *board) legal(c, side int) bool {
	if b.cls[side][c] != p4Forbid {
		return true
	}
	return !b.forbidden(c, side)
}

// forbidden is the exact test for a cell tagged p4Forbid. Omok's double
// three is a plain pattern count; Renju's double three is only forbidden
// when at least two of the threes can still become a real open four, where
// "real" recursively excludes open-four points that are forbidden themselves.
func (b *board) forbidden(c, side int) bool {
	if b.t.rule == engine.Omok {
		return b.cls[side][c] == p4Forbid
	}
	if side != 0 || !b.t.restricted || b.cls[0][c] != p4Forbid {
		return false
	}
	return b.renjuForbidden(c, 0)
}

func (b *board) renjuForbidden(c, depth int) bool {
	var threeDir [4]bool
	fours, threes := 0, 0
	for d := 0; d < 4; d++ {
		switch b.patOf(c, d, 0) {
		case patF5:
			return false
		case patOL:
			return true
		case patB4, patF4:
			fours++
		case patF3, patF3S:
			threeDir[d] = true
			threes++
		}
	}
	if fours >= 2 {
		return true
	}
	if threes < 2 {
		return false
	}
	if depth > 8 {
		return true
	}
	stm := b.stm
	b.playAs(c, 0)
	real := 0
	for d := 0; d < 4 && real < 2; d++ {
		if !threeDir[d] {
			continue
		}
		s := steps[d]
		for i := -4; i <= 4; i++ {
			e := c + i*s
			if i == 0 || b.piece[e] != cEmpty {
				continue
			}
			if b.patOf(e, d, 0) != patF4 {
				continue
			}
			if b.cls[0][e] == p4Forbid && b.renjuForbidden(e, depth+1) {
				continue
			}
			real++
			break
		}
	}
	b.undo()
	b.stm = stm
	return real >= 2
}
