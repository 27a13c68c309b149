package ai

import "gomoku/engine"

// pattern is the shape one direction gives a cell if the side puts a stone
// there. The order matters: stronger shapes compare greater.
type pattern uint8

const (
	patDead pattern = iota // no five possible through the cell on this line
	patOL                  // restricted Black: an overline or two fours on this line; Omok: two fours on this line
	patB1                  // one stone towards a closed (blocked) shape
	patF1
	patB2
	patF2
	patF2A // a two with three open-three points
	patF2B // a two with four or more open-three points
	patB3  // closed three: one more stone makes a four
	patF3  // open three: one more stone makes an open four
	patF3S // open three with two open-four points
	patB4  // four: one more stone makes five
	patF4  // open four: two points make five
	patF5  // five (a win under the rule)
	patCount
)

// Cell contents as stored in the padded board and in line keys.
const (
	cEmpty uint8 = 0
	cBlack uint8 = 1
	cWhite uint8 = 2
	cWall  uint8 = 3
)

// lineHalf is how far a line key reaches either side of its centre: five
// cells are needed to see overlines and Caro's blocked ends.
const (
	lineHalf = 5
	lineLen  = 2*lineHalf + 1
	keyBits  = 2 * (lineLen - 1)
	keyCount = 1 << keyBits
)

// patBuilder classifies lines by a memoised recursion: a line's shape is
// derived from the shapes reachable by adding one own stone.
type patBuilder struct {
	rule engine.Rule
	// restricted: Black plays under Renju's restrictions (see tables)
	restricted bool
	own        uint8 // cBlack or cWhite
	memo       []uint8
}

// wins reports the outcome of the run of own stones through the centre:
// five (a win), overline for a side that may not make one, or nothing.
func (b *patBuilder) run(line *[lineLen]uint8) (win, over, dead bool) {
	lo, hi := lineHalf, lineHalf
	for lo > 0 && line[lo-1] == b.own {
		lo--
	}
	for hi < lineLen-1 && line[hi+1] == b.own {
		hi++
	}
	n := hi - lo + 1
	if n < 5 {
		return false, false, false
	}
	if b.restricted && b.own == cBlack {
		// exactly five wins; a longer line is forbidden
		return n == 5, n > 5, false
	}
	switch b.rule {
	case engine.Freestyle:
		return true, false, false
	case engine.Renju:
		if b.own == cWhite || n == 5 {
			return true, false, false
		}
		return false, true, false
	case engine.Caro:
		if n > 5 {
			return true, false, false
		}
		opp := cBlack + cWhite - b.own
		// lo-1 and hi+1 are inside the window: a five through the centre
		// spans at most four cells either side of it.
		if line[lo-1] == opp && line[hi+1] == opp {
			return false, false, true
		}
		return true, false, false
	default: // Standard, Omok: exactly five; a longer line is no win but legal
		if n == 5 {
			return true, false, false
		}
		return false, false, true
	}
}

func keyOf(line *[lineLen]uint8) uint32 {
	var k uint32
	j := 0
	for i := 0; i < lineLen; i++ {
		if i == lineHalf {
			continue
		}
		k |= uint32(line[i]) << (2 * j)
		j++
	}
	return k
}

func (b *patBuilder) classify(line *[lineLen]uint8, key uint32) pattern {
	if m := b.memo[key]; m != 0xff {
		return pattern(m)
	}
	p := b.derive(line, key)
	b.memo[key] = uint8(p)
	return p
}

// slotOf is the key bit position of window cell i (the centre has none).
func slotOf(i int) uint {
	if i > lineHalf {
		return uint(2 * (i - 1))
	}
	return uint(2 * i)
}

func (b *patBuilder) derive(line *[lineLen]uint8, key uint32) pattern {
	win, over, dead := b.run(line)
	switch {
	case win:
		return patF5
	case over:
		return patOL
	case dead:
		return patDead
	}
	var n [patCount]int
	fives := [2]int{}
	for i := 0; i < lineLen; i++ {
		if i == lineHalf || line[i] != cEmpty {
			continue
		}
		line[i] = b.own
		p := b.classify(line, key|uint32(b.own)<<slotOf(i))
		line[i] = cEmpty
		if p == patF5 && n[patF5] < 2 {
			fives[n[patF5]] = i
		}
		n[p]++
	}
	switch {
	case n[patF5] >= 2:
		// Two five points of one line are an open four only when they
		// enclose the four exactly; otherwise they are two fours on one
		// line, which Renju forbids Black, and which is no open four for
		// Omok's double three either (the stone before it is no three).
		split := n[patF5] > 2 || fives[1]-fives[0] != 5
		if split && (b.restricted && b.own == cBlack || b.rule == engine.Omok) {
			return patOL
		}
		return patF4
	case n[patF5] == 1:
		return patB4
	case n[patF4] >= 2:
		return patF3S
	case n[patF4] == 1:
		return patF3
	case n[patB4] >= 1:
		return patB3
	}
	switch f3 := n[patF3] + n[patF3S]; {
	case f3 >= 4:
		return patF2B
	case f3 == 3:
		return patF2A
	case f3 >= 1:
		return patF2
	}
	switch {
	case n[patB3] >= 1:
		return patB2
	case n[patF2]+n[patF2A]+n[patF2B] >= 1:
		return patF1
	case n[patB2] >= 1:
		return patB1
	}
	return patDead
}

// halfLines lists every legal content of the five cells on one side of a
// window, nearest cell first: walls may only continue outwards.
func halfLines() [][lineHalf]uint8 {
	var out [][lineHalf]uint8
	for walls := 0; walls <= lineHalf; walls++ {
		free := lineHalf - walls
		n := 1
		for i := 0; i < free; i++ {
			n *= 3
		}
		for v := 0; v < n; v++ {
			var h [lineHalf]uint8
			x := v
			for i := 0; i < free; i++ {
				h[i] = uint8(x % 3)
				x /= 3
			}
			for i := free; i < lineHalf; i++ {
				h[i] = cWall
			}
			out = append(out, h)
		}
	}
	return out
}

// buildPatterns fills the per-rule line table: for every key, Black's shape
// in the low nibble and White's in the high nibble. Keys that cannot occur
// on a board (a wall with a stone beyond it) stay dead.
func buildPatterns(rule engine.Rule, restricted bool, out *[keyCount]uint8) {
	memo := make([]uint8, keyCount)
	halves := halfLines()
	var line [lineLen]uint8
	for _, own := range [2]uint8{cBlack, cWhite} {
		for i := range memo {
			memo[i] = 0xff
		}
		b := patBuilder{rule: rule, restricted: restricted, own: own, memo: memo}
		for _, l := range halves {
			for _, r := range halves {
				for i := 0; i < lineHalf; i++ {
					line[lineHalf-1-i] = l[i]
					line[lineHalf+1+i] = r[i]
				}
				line[lineHalf] = own
				key := keyOf(&line)
				p := b.classify(&line, key)
				if own == cBlack {
					out[key] = uint8(p)
				} else {
					out[key] |= uint8(p) << 4
				}
			}
		}
	}
}

// patternReach reports lineHalf-1 if no entry of the line table changes
// when the two outermost window cells (key slots 0 and 2*lineHalf-1) are
// emptied, else lineHalf. Only real lines count: a wall there stays when
// the cell inside it is a wall too.
func patternReach(pat *[keyCount]uint8) int {
	const (
		loSlot = 0
		hiSlot = 2 * (2*lineHalf - 1)
	)
	for _, l := range halfLines() {
		for _, r := range halfLines() {
			var line [lineLen]uint8
			for i := 0; i < lineHalf; i++ {
				line[lineHalf-1-i] = l[i]
				line[lineHalf+1+i] = r[i]
			}
			key := keyOf(&line)
			k := key
			if line[1] != cWall {
				k &^= 3 << loSlot
			}
			if line[lineLen-2] != cWall {
				k &^= 3 << hiSlot
			}
			if pat[k] != pat[key] {
				return lineHalf
			}
		}
	}
	return lineHalf - 1
}
