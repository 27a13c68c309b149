package ai

import (
	"encoding/binary"

	"gomoku/engine"
)

// The search board is padded with walls so neighbours never need edge
// checks: a cell is an index into a stride-46 grid with ten wall cells on
// every side of the largest (26×26) board, enough for the line window of a
// cell five steps away from a move.
const (
	pad      = 2 * lineHalf
	stride   = engine.MaxSize + 2*pad
	numCells = stride * stride
	maxMoves = engine.MaxSize * engine.MaxSize
	noCell   = 0 // always a wall
)

// steps are the four line directions as index offsets.
var steps = [4]int{1, stride, stride + 1, stride - 1}

func cellOf(p engine.Point) int { return (p.Y+pad)*stride + p.X + pad }

func pointOf(c int) engine.Point { return engine.Point{X: c%stride - pad, Y: c/stride - pad} }

type undoRec struct {
	cell int16
	side int8
	box  [4]int8
	chg  int32            // first entry of this move on the change stack
	val  [2]int32         // evaluation sums before the move
	cnt  [2][cntLen]int16 // class counts before the move
}

// cellRec is one cell's incremental state before a move changed it. Undo
// restores these instead of re-deriving patterns, which halves its cost.
type cellRec struct {
	cell  int16
	cls   [2]p4
	pat   uint32
	pcode [2]uint16
}

// maxChg bounds the change stack: a move changes at most the 40 cells of
// its four line windows.
const maxChg = maxMoves * 4 * (lineLen - 1)

// board is the incremental search position. Every empty cell carries its
// line patterns, its Pattern4 code and class for both sides; the per-class
// counts make threat questions O(1). An occupied cell's fields are stale
// until undo empties it again and restores them.
type board struct {
	t     *tables
	size  int
	piece [numCells]uint8
	pat   [numCells]uint32 // nibble d: Black's pattern of direction d; nibble 4+d: White's
	pcode [2][numCells]uint16
	cls   [2][numCells]p4
	near  [numCells]uint8
	lines lineWords
	cnt   [2][cntLen]int16 // per class, for classes >= p4Counted
	val   [2]int32
	hash  uint64
	stm   int // side to move: 0 Black, 1 White
	n     int
	hist  [maxMoves]undoRec
	chg   [maxChg]cellRec
	nchg  int
	// bounding box of the stones (x0, y0, x1, y1), valid when n > 0
	box [4]int8
	// the learned evaluation's network, when set, and its accumulators
	// (neteval.go)
	netState
}

// newBoard is an empty board of size with the tables t.
func newBoard(t *tables, size int) *board {
	b := &board{}
	b.reset(t, size)
	return b
}

func (b *board) reset(t *tables, size int) {
	b.t = t
	b.size = size
	b.net = nil
	b.n = 0
	b.nchg = 0
	b.stm = 0
	b.hash = 0
	b.cnt = [2][cntLen]int16{}
	b.val = [2]int32{}
	b.near = [numCells]uint8{}
	for i := range b.piece {
		b.piece[i] = cWall
	}
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			b.piece[(y+pad)*stride+x+pad] = cEmpty
		}
	}
	b.resetLines()
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			c := (y+pad)*stride + x + pad
			for d := 0; d < 4; d++ {
				b.setPat(c, d, t.pat[b.keyAt(c, d)])
			}
			b.pcode[0][c], b.pcode[1][c] = 0, 0
			b.add(c)
		}
	}
}

// keyAt reads the fused line key of cell c along direction d from scratch.
func (b *board) keyAt(c, d int) uint32 {
	s := steps[d]
	var k uint32
	j := 0
	for i := -lineHalf; i <= lineHalf; i++ {
		if i == 0 {
			continue
		}
		k |= uint32(b.piece[c+i*s]) << (2 * j)
		j++
	}
	return k
}

func (b *board) setPat(c, d int, v uint8) {
	b.pat[c] = b.pat[c]&^dirMask(d) | spread(v, d)
}

// A cell word holds Black's four direction patterns as nibbles in its low
// half and White's in its high half, so each side's half indexes pcodeOf
// directly.
func dirMask(d int) uint32 { return 0x000f000f << (4 * d) }

// spread places a line table byte (Black nibble | White<<4) at direction d.
func spread(v uint8, d int) uint32 {
	x := uint32(v)
	return (x&15 | (x&0xf0)<<12) << (4 * d)
}

// patOf is side's pattern at c along direction d.
func (b *board) patOf(c, d, side int) pattern {
	return pattern(b.pat[c] >> (16*side + 4*d) & 15)
}

// nibbles is side's four direction patterns of a cell word, 4 bits each.
func nibbles(w uint32, side int) uint32 {
	return w >> (16 * side) & 0xffff
}

func (b *board) codeOf(c, side int) uint16 {
	return b.t.pcodeOf[nibbles(b.pat[c], side)]
}

// add counts the empty cell c's current patterns into the totals.
func (b *board) add(c int) {
	t := b.t
	for side := 0; side < 2; side++ {
		code := b.codeOf(c, side)
		b.pcode[side][c] = code
		cl := t.p4[side][code]
		b.cls[side][c] = cl
		if cl >= p4Counted {
			b.cnt[side][cl]++
		}
		b.val[side] += int32(t.eval[side][code])
	}
}

// remove takes the cell c's stored patterns out of the totals.
func (b *board) remove(c int) {
	t := b.t
	for side := 0; side < 2; side++ {
		code := b.pcode[side][c]
		if cl := b.cls[side][c]; cl >= p4Counted {
			b.cnt[side][cl]--
		}
		b.val[side] -= int32(t.eval[side][code])
	}
}

// update re-derives the line patterns of every cell within reach of c after
// a stone was put on c, recounts the code, class and value of the empty ones
// and saves every changed cell on the change stack for undo. The recount is
// written out for each side: as a call it cost a tenth of the search.
func (b *board) update(c int) {
	t := b.t
	reach := t.reach
	x, y := c%stride-pad, c/stride-pad
	var dv0, dv1 int32
	for d := 0; d < 4; d++ {
		s := steps[d]
		l, p := lineOf(x, y, d, b.size)
		// Cells before position 0 are walls: start at the first real one.
		first := max(p-reach, 0)
		q := c + (first-p)*s
		lw := lineFrom(b.lines[d][l%numLines], first)
		for i := first - p; ; i++ {
			w := ^uint32(lw) & (1<<(2*lineLen) - 1)
			// Stones and walls are skipped: a stone's patterns are only read
			// again once undo has restored them, so they need no upkeep.
			if i != 0 && w>>(2*lineHalf)&3 == uint32(cEmpty) {
				key := (w & 0x3ff) | (w>>12)<<10
				old := b.pat[q]
				nw := old&^dirMask(d) | spread(t.pat[key&(keyCount-1)], d)
				if nw != old {
					r := &b.chg[b.nchg]
					b.nchg++
					r.cell = int16(q)
					r.pat = old
					pc0, pc1 := b.pcode[0][q], b.pcode[1][q]
					cl0, cl1 := b.cls[0][q], b.cls[1][q]
					r.pcode = [2]uint16{pc0, pc1}
					r.cls = [2]p4{cl0, cl1}
					b.pat[q] = nw
					{
						// info packs a code's value and class so one load
						// gives both.
						if (old^nw)&0xffff != 0 {
							code := t.pcodeOf[nw&0xffff]
							b.pcode[0][q] = code
							ni := t.info[0][code&(infoLen-1)]
							dv0 += int32(int16(ni)) - int32(int16(t.info[0][pc0&(infoLen-1)]))
							if cl := p4(ni >> 16); cl != cl0 {
								b.cls[0][q] = cl
								if cl0 >= p4Counted {
									b.cnt[0][cl0&(cntLen-1)]--
								}
								if cl >= p4Counted {
									b.cnt[0][cl&(cntLen-1)]++
								}
							}
						}
						if (old^nw)>>16 != 0 {
							code := t.pcodeOf[nw>>16]
							b.pcode[1][q] = code
							ni := t.info[1][code&(infoLen-1)]
							dv1 += int32(int16(ni)) - int32(int16(t.info[1][pc1&(infoLen-1)]))
							if cl := p4(ni >> 16); cl != cl1 {
								b.cls[1][q] = cl
								if cl1 >= p4Counted {
									b.cnt[1][cl1&(cntLen-1)]--
								}
								if cl >= p4Counted {
									b.cnt[1][cl&(cntLen-1)]++
								}
							}
						}
					}
				}
			}
			if i == reach {
				break
			}
			q += s
			lw >>= 2
		}
	}
	b.val[0] += dv0
	b.val[1] += dv1
}

// The candidate neighbourhood of tables.near as one byte mask per row,
// starting at column offset -3.
const (
	nearOuter  = 0x01000001000001 // dy ±3: dx -3, 0, 3
	nearInner  = 0x00010101010100 // dy ±1, ±2: dx -2..2
	nearCentre = 0x01010100010101 // dy 0: dx -3..3 but the stone itself
)

// markNear adds sign (1, or -1 as ^0) to the near count of every cell in
// c's neighbourhood, eight cells of a row per add: counts stay far below
// 256, so no byte carries into the next.
func (b *board) markNear(c int, sign uint64) {
	b.addNear(c-3*stride-3, nearOuter*sign)
	b.addNear(c-2*stride-3, nearInner*sign)
	b.addNear(c-stride-3, nearInner*sign)
	b.addNear(c-3, nearCentre*sign)
	b.addNear(c+stride-3, nearInner*sign)
	b.addNear(c+2*stride-3, nearInner*sign)
	b.addNear(c+3*stride-3, nearOuter*sign)
}

func (b *board) addNear(o int, m uint64) {
	w := b.near[o : o+8 : o+8]
	binary.LittleEndian.PutUint64(w, binary.LittleEndian.Uint64(w)+m)
}

// play puts the side to move's stone on the empty cell c.
func (b *board) play(c int) { b.playAs(c, b.stm) }

// playAs puts side's stone on the empty cell c; the other side moves next.
func (b *board) playAs(c, side int) {
	h := &b.hist[b.n]
	h.cell = int16(c)
	h.side = int8(side)
	h.box = b.box
	h.val = b.val
	h.cnt = b.cnt
	h.chg = int32(b.nchg)
	x, y := int8(c%stride-pad), int8(c/stride-pad)
	if b.n == 0 {
		b.box = [4]int8{x, y, x, y}
	} else {
		b.box[0] = min(b.box[0], x)
		b.box[1] = min(b.box[1], y)
		b.box[2] = max(b.box[2], x)
		b.box[3] = max(b.box[3], y)
	}
	b.n++
	b.remove(c)
	b.piece[c] = uint8(side) + 1
	b.flipLines(int(x), int(y), uint64(side)+1)
	b.update(c)
	b.markNear(c, 1)
	b.hash ^= b.t.zob[side][c]
	b.stm = side ^ 1
}

// undo takes back the newest stone.
func (b *board) undo() {
	b.n--
	h := &b.hist[b.n]
	c := int(h.cell)
	side := int(h.side)
	b.box = h.box
	b.piece[c] = cEmpty
	b.flipLines(c%stride-pad, c/stride-pad, uint64(side)+1)
	for i := b.nchg - 1; i >= int(h.chg); i-- {
		r := &b.chg[i]
		q := int(r.cell)
		b.pat[q] = r.pat
		b.pcode[0][q], b.pcode[1][q] = r.pcode[0], r.pcode[1]
		b.cls[0][q], b.cls[1][q] = r.cls[0], r.cls[1]
	}
	b.nchg = int(h.chg)
	b.cnt = h.cnt
	b.val = h.val
	b.markNear(c, ^uint64(0))
	b.hash ^= b.t.zob[side][c]
	b.stm = side
	if b.net != nil {
		b.netUndo()
	}
}

// keyAfter is key() once the side to move has played c.
func (b *board) keyAfter(c int) uint64 {
	k := b.hash ^ b.t.zob[b.stm][c]
	if b.stm == 0 {
		return k ^ b.t.zobSide
	}
	return k
}

// key is the position's hash including the side to move.
func (b *board) key() uint64 {
	if b.stm == 1 {
		return b.hash ^ b.t.zobSide
	}
	return b.hash
}

func (b *board) lastCell(back int) int {
	if back > b.n || back <= 0 {
		return noCell
	}
	return int(b.hist[b.n-back].cell)
}
