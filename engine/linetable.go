package engine

import "sync"

// The forbidden-point check looks at the eleven cells of one axis centred on
// the candidate point (five either side, the widest any five, overline or
// open four through the point can reach). Each outer cell is empty, own, or
// other (an opponent stone or off the board), so one axis is a base-3 number
// of ten digits. A table indexed by that number answers, once and for all,
// what the point makes on that axis; the board scan is then four lookups per
// point.

const (
	lineReach  = 5
	lineDigits = 2 * lineReach
	lineCount  = 59049 // 3^lineDigits
)

// Cell codes, the base-3 digits of a line index.
const (
	cellEmpty = 0
	cellOwn   = 1
	cellOther = 2
)

// lineInfo is what placing an own stone at the centre makes on one axis,
// judged with "exactly five wins" (the only kind of five a restricted side
// has).
//
//	bits 0–1  number of fours (0, 1 or 2: two five-points not forming one
//	          straight four, e.g. X.XXX.X, are two fours on one line)
//	bit  2    exactly five
//	bit  3    overline (six or more)
//	bits 8–15 the open-four points of a three (eyes): bit i for offset
//	          eyeOffsets[i]; non-zero only when the axis has no four
type lineInfo uint16

func (l lineInfo) fours() int     { return int(l & 3) }
func (l lineInfo) five() bool     { return l&4 != 0 }
func (l lineInfo) overline() bool { return l&8 != 0 }
func (l lineInfo) eyes() uint8    { return uint8(l >> 8) }

// eyeOffsets maps eye bits to offsets along the axis.
func eyeOffsets() [8]int { return [8]int{-4, -3, -2, -1, 1, 2, 3, 4} }

// lineWeights are the base-3 place values of offsets −5…−1, +1…+5.
func lineWeights() [lineDigits]int {
	var w [lineDigits]int
	v := 1
	for i := range w {
		w[i] = v
		v *= 3
	}
	return w
}

// lineTable is the 59049-entry table. It is built on first use (about a
// millisecond) and never written again.
var lineTable = sync.OnceValue(buildLineTable)

func buildLineTable() *[lineCount]lineInfo {
	var t [lineCount]lineInfo
	var cells [2*lineReach + 1]uint8 // index k ↔ offset k−lineReach
	for idx := 0; idx < lineCount; idx++ {
		v := idx
		for i := 0; i < lineDigits; i++ {
			k := i
			if i >= lineReach {
				k = i + 1
			}
			cells[k] = uint8(v % 3)
			v /= 3
		}
		cells[lineReach] = cellOwn
		t[idx] = classifyLine(&cells)
	}
	return &t
}

// ownRun returns the own run through the centre as offsets [lo, hi].
func ownRun(cells *[2*lineReach + 1]uint8) (lo, hi int) {
	lo, hi = 0, 0
	for lo-1 >= -lineReach && cells[lo-1+lineReach] == cellOwn {
		lo--
	}
	for hi+1 <= lineReach && cells[hi+1+lineReach] == cellOwn {
		hi++
	}
	return lo, hi
}

func classifyLine(cells *[2*lineReach + 1]uint8) lineInfo {
	at := func(off int) uint8 { return cells[off+lineReach] }
	lo, hi := ownRun(cells)
	switch n := hi - lo + 1; {
	case n >= 6:
		return 8
	case n == 5:
		return 4
	}
	// Fours: empty points that complete exactly five through the centre.
	var fivePts [2]int
	nf := 0
	for q := -4; q <= 4; q++ {
		if q == 0 || at(q) != cellEmpty {
			continue
		}
		cells[q+lineReach] = cellOwn
		l, h := ownRun(cells)
		cells[q+lineReach] = cellEmpty
		if h-l+1 == 5 && nf < 2 {
			fivePts[nf] = q
			nf++
		}
	}
	if nf == 2 && fivePts[1]-fivePts[0] == 5 {
		nf = 1 // one straight four, .XXXX.
	}
	if nf > 0 {
		return lineInfo(nf)
	}
	// Threes: empty points that make a straight four through the centre
	// whose both ends complete exactly five.
	var eyes uint8
	for i, q := range eyeOffsets() {
		if at(q) != cellEmpty {
			continue
		}
		cells[q+lineReach] = cellOwn
		for s := -3; s <= 0; s++ {
			if q < s || q > s+3 {
				continue
			}
			ok := at(s-1) == cellEmpty && at(s+4) == cellEmpty &&
				at(s-2) != cellOwn && at(s+5) != cellOwn
			for k := s; k <= s+3 && ok; k++ {
				ok = at(k) == cellOwn
			}
			if ok {
				eyes |= 1 << i
				break
			}
		}
		cells[q+lineReach] = cellEmpty
	}
	return lineInfo(eyes) << 8
}
