package ai

import "gomoku/engine"

// p4 classifies a cell for one side from its four line patterns, weakest
// first. The search reads threats from these classes instead of rescanning
// the board.
type p4 uint8

const (
	p4None   p4 = iota
	p4Forbid    // Renju Black / Omok: the move is (probably) forbidden; verified exactly on demand
	p4L         // open two
	p4K         // closed three
	p4J         // two open twos
	p4I         // closed three plus a two or another closed three
	p4H         // open three
	p4G         // open three plus a two or closed three
	p4F         // double open three
	p4E         // four
	p4D         // four plus a two or closed three
	p4C         // four-three
	p4B         // open four or double four
	p4A         // five
	p4Count
)

// p4Counted is the weakest class the board keeps a count of: nothing reads
// the counts of weaker ones, and skipping them keeps the incremental update
// free of a store chain on the busiest counters.
const p4Counted = p4H

// Power-of-two table lengths let the incremental update index with a mask
// instead of a bounds check.
const (
	cntLen  = 16   // >= p4Count
	infoLen = 4096 // >= pcodeCount
)

// pcodeCount is the number of multisets of four patterns: C(14+3, 4).
const pcodeCount = 2380

// combo returns the Pattern4 class of a multiset of four direction patterns.
func combo(rule engine.Rule, restricted bool, side int, ps [4]pattern) p4 {
	var n [patCount]int
	for _, p := range ps {
		n[p]++
	}
	f3 := n[patF3] + n[patF3S]
	twos := n[patF2] + n[patF2A] + n[patF2B]
	if n[patF5] > 0 {
		return p4A
	}
	if restricted && side == 0 {
		if n[patOL] > 0 || n[patB4]+n[patF4] >= 2 || f3 >= 2 {
			return p4Forbid
		}
	}
	if rule == engine.Omok && f3 >= 2 {
		return p4Forbid
	}
	switch {
	case n[patF4] > 0 || n[patB4] >= 2 || n[patOL] > 0:
		// (an Omok patOL is two fours on one line: restricted Black's
		// never gets here)
		return p4B
	case n[patB4] > 0 && f3 > 0:
		return p4C
	case n[patB4] > 0 && n[patB3]+twos > 0:
		return p4D
	case n[patB4] > 0:
		return p4E
	case f3 >= 2:
		return p4F
	case f3 > 0 && n[patB3]+twos > 0:
		return p4G
	case f3 > 0:
		return p4H
	case n[patB3] >= 2 || (n[patB3] > 0 && twos > 0):
		return p4I
	case twos >= 2:
		return p4J
	case n[patB3] > 0:
		return p4K
	case twos > 0:
		return p4L
	}
	return p4None
}

// patValue is the hand-set worth of one direction pattern for the side that
// could play it, used both by the evaluation and by move ordering.
var patValue = [patCount]int{
	patDead: 0, patOL: 0, patB1: 1, patF1: 3, patB2: 5, patF2: 12, patF2A: 15, patF2B: 18,
	patB3: 16, patF3: 45, patF3S: 50, patB4: 40, patF4: 200, patF5: 1000,
}

// p4Bonus rewards combinations on one cell beyond the sum of their lines.
var p4Bonus = [p4Count]int{
	p4None: 0, p4Forbid: 0, p4L: 0, p4K: 0, p4J: 8, p4I: 10, p4H: 0, p4G: 30, p4F: 120,
	p4E: 0, p4D: 30, p4C: 300, p4B: 400, p4A: 2000,
}

// fillPcodes enumerates the multisets of four patterns and the code of
// every ordered 4-tuple.
func fillPcodes(t *tables) {
	var id [patCount][patCount][patCount][patCount]uint16
	n := uint16(0)
	for a := pattern(0); a < patCount; a++ {
		for b := a; b < patCount; b++ {
			for c := b; c < patCount; c++ {
				for d := c; d < patCount; d++ {
					id[a][b][c][d] = n
					t.pcodePats[n] = [4]pattern{a, b, c, d}
					n++
				}
			}
		}
	}
	for i := range t.pcodeOf {
		ps := [4]pattern{pattern(i & 15), pattern(i >> 4 & 15), pattern(i >> 8 & 15), pattern(i >> 12 & 15)}
		if ps[0] >= patCount || ps[1] >= patCount || ps[2] >= patCount || ps[3] >= patCount {
			continue
		}
		// sort four values ascending
		for x := 1; x < 4; x++ {
			for y := x; y > 0 && ps[y] < ps[y-1]; y-- {
				ps[y], ps[y-1] = ps[y-1], ps[y]
			}
		}
		t.pcodeOf[i] = id[ps[0]][ps[1]][ps[2]][ps[3]]
	}
}

func fillP4(t *tables) {
	for side := 0; side < 2; side++ {
		for code := 0; code < pcodeCount; code++ {
			ps := t.pcodePats[code]
			c := combo(t.rule, t.restricted, side, ps)
			t.p4[side][code] = c
			v := p4Bonus[c]
			e := int(t.w.class[side][c]) + int(t.w.code[side][code])
			for _, p := range ps {
				v += patValue[p]
				e += int(t.w.pat[side][p])
			}
			if c == p4Forbid {
				v, e = 0, 0
			}
			if v > 4000 {
				v = 4000
			}
			t.score[side][code] = int16(v)
			// The evaluation counts potential, not immediate tactics (those
			// are found by search), so big threats are damped.
			e = min(e, 4000)
			if e > 300 {
				e = 300 + (e-300)/8
			}
			t.eval[side][code] = int16(e)
			t.info[side][code] = uint32(uint16(int16(e))) | uint32(c)<<16
		}
	}
}
