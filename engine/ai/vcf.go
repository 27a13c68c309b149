package ai

import (
	"time"

	"gomoku/engine"
)

// nearLast reports whether c is within reach of cell o: the 5×5 square
// around it or its four lines out to distance 4. Quiescence fours must stay
// close to the attacker's previous four, as in Rapfi.
func nearLast(c, o int) bool {
	dx := c%stride - o%stride
	dy := c/stride - o/stride
	ax, ay := abs(dx), abs(dy)
	if ax <= 2 && ay <= 2 {
		return true
	}
	return ax <= 4 && ay <= 4 && (ax == 0 || ay == 0 || ax == ay)
}

// quiesce is the leaf search: stand pat on the evaluation, or keep making
// fours (each answered by its forced block, which costs no depth).
func (s *searcher) quiesce(alpha, beta, ply, qdepth int) int {
	b := s.b
	if v, done := s.enter(ply); done {
		return v
	}
	me, op := b.stm, b.stm^1
	if ply >= maxPly-2 {
		return b.evaluate(s.cfg.AvgEval, s.cfg.Tempo)
	}
	if b.cnt[op][p4A] > 0 {
		x := b.findClass(op, p4A, b.lastCell(1))
		if x == noCell || !b.legal(x, me) {
			return matedIn(ply + 2)
		}
		b.play(x)
		v := -s.quiesce(-beta, -alpha, ply+1, qdepth)
		b.undo()
		return v
	}
	stand := b.evaluate(s.cfg.AvgEval, s.cfg.Tempo)
	if stand >= beta || qdepth <= 0 || !b.hasFour(me) {
		return stand
	}
	if !s.cfg.sel.quiesceTT || !b.t.chainTT {
		return s.quiesceFours(stand, alpha, beta, ply, qdepth)
	}
	// The same fours played in another order reach the same position, and
	// half or more of a middle-game search's nodes are these chains: the
	// hash table keeps what each one found. A chain with fewer fours left
	// stores its entry one depth lower per four, so a node never takes the
	// answer of a shorter look than its own (without that grading a depth-3
	// search missed a published VCF). The entries stay approximate — the
	// cells near the last four differ by path — as Rapfi's VCF entries are.
	key := b.key()
	depth := quiesceTTDepth - (s.qdepth - qdepth)
	if e, hit := s.tt.probe(key); hit && int(e.depth) >= depth {
		v := fromTT(int(e.value), ply)
		if e.settles(v, alpha, beta) {
			return v
		}
	}
	v := s.quiesceFours(stand, alpha, beta, ply, qdepth)
	if s.stop {
		return 0
	}
	s.tt.store(key, noCell, v, depth, ply, boundOf(v, alpha, beta))
	return v
}

// quiesceTTDepth is the depth of the entries of the quiescence search's
// first four (later fours store lower): below every main-search entry
// (depth 1 and more), so they never cut a main-search node, while a
// main-search entry may cut a quiescence one.
const quiesceTTDepth = -1

// quiesceFours tries the side to move's fours in a quiescence node whose
// stand-pat score is stand.
func (s *searcher) quiesceFours(stand, alpha, beta, ply, qdepth int) int {
	b := s.b
	me := b.stm
	best := stand
	if stand > alpha {
		alpha = stand
	}
	// After the first quiescence four only fours near our previous four
	// are tried: the sequence has to build on itself (under quiescePlus,
	// by more than the four alone).
	if last := b.lastCell(2); qdepth < s.qdepth && last != noCell {
		// Same order as the box scan below (ascending cells), so the
		// search does not depend on which loop found a four.
		for _, o := range b.t.lastNear {
			c := last + o
			if !b.makesFour(c, me) || (s.cfg.sel.quiescePlus && b.t.chainTT && b.cls[me][c] == p4E) {
				continue
			}
			if v, cut := s.tryQuietFour(c, &alpha, beta, &best, ply, qdepth); cut {
				return v
			}
		}
		return best
	}
	x0, y0, x1, y1 := b.scanBox(4)
	for y := y0; y <= y1; y++ {
		row := (y+pad)*stride + pad
		for x := x0; x <= x1; x++ {
			c := row + x
			if !b.makesFour(c, me) {
				continue
			}
			if v, cut := s.tryQuietFour(c, &alpha, beta, &best, ply, qdepth); cut {
				return v
			}
		}
	}
	return best
}

// makesFour reports whether c is empty and side's stone there makes a four
// (not a five: fives are settled before any search).
func (b *board) makesFour(c, side int) bool {
	cl := b.cls[side][c]
	return b.piece[c] == cEmpty && cl >= p4E && cl <= p4B
}

// tryQuietFour searches the side to move's four on the empty cell c, if
// legal, and raises best and alpha; cut is set when the search must return
// v now.
func (s *searcher) tryQuietFour(c int, alpha *int, beta int, best *int, ply, qdepth int) (v int, cut bool) {
	b := s.b
	if !b.legal(c, b.stm) {
		return 0, false
	}
	b.play(c)
	v = -s.quiesce(-beta, -*alpha, ply+1, qdepth-1)
	b.undo()
	if s.stop {
		return 0, true
	}
	if v > *best {
		*best = v
		if v > *alpha {
			*alpha = v
			if v >= beta {
				return v, true
			}
		}
	}
	return 0, false
}

// vcfSolver proves wins by continuous fours for the side to move. Failed
// positions are remembered per remaining depth so transpositions are cheap.
type vcfSolver struct {
	b *board
	s *searcher // when set, its clock and context also stop the solver
	// deadline, when set, stops the solver (not the search) at that time:
	// node budgets do not shrink on a slow or loaded machine.
	deadline time.Time
	nodes    uint64
	// ticks counts nodes over all solves: the clock is read every 1024 of
	// them. Counting per solve never read it in the defence filter, whose
	// many small solves stay under 1024 nodes each (a 434 ms answer to a
	// 100 ms turn on a loaded machine).
	ticks  uint64
	limit  uint64
	failed []vcfEntry
	gen    uint16 // entries of other solves count as empty
	// keep makes run reuse the current generation: the VCT solver's many
	// VCF solves share what they learn (a failure found under a cut budget
	// only makes later solves weaker, never wrong).
	keep bool
	line [2 * maxPly]int16
	n    int
}

type vcfEntry struct {
	key   uint64
	depth int16
	gen   uint16
}

func newVCFSolver(b *board) *vcfSolver {
	return &vcfSolver{b: b, failed: make([]vcfEntry, 1<<16)}
}

// solve looks for a VCF of at most maxMoves attacking moves within a node
// budget. The last counted move is the five, or a four the defender cannot
// stop (two five points, or a block Renju forbids Black). It returns the winning line (attacker
// and defender moves alternating) or nil.
func (v *vcfSolver) solve(maxMoves int, nodeLimit uint64) []engine.Point {
	if !v.run(maxMoves, nodeLimit) {
		return nil
	}
	out := make([]engine.Point, v.n)
	for i := 0; i < v.n; i++ {
		out[i] = pointOf(int(v.line[i]))
	}
	return out
}

// run is solve without the allocation: on success the line is
// v.line[:v.n] (cells), valid until the next run.
func (v *vcfSolver) run(maxMoves int, nodeLimit uint64) bool {
	v.nodes = 0
	v.limit = nodeLimit
	if !v.deadline.IsZero() && !time.Now().Before(v.deadline) {
		return false
	}
	// A new generation empties the table without wiping its megabyte;
	// root defence filtering runs one solve per root move.
	if !v.keep || v.gen == 0 {
		v.newGen()
	}
	// Short wins first (they are what a player expects), then the whole
	// depth at once: long VCFs are found by the failure hash, not by
	// deepening one move at a time.
	for d := 1; d <= maxMoves; d++ {
		if d > 12 {
			d = maxMoves
		}
		v.n = 0
		if v.attack(d, 0) {
			return true
		}
		if v.nodes >= v.limit {
			break
		}
	}
	return false
}

func (v *vcfSolver) newGen() {
	v.gen++
	if v.gen == 0 {
		clear(v.failed)
		v.gen = 1
	}
}

func (v *vcfSolver) attack(depth, ply int) bool {
	b := v.b
	me, op := b.stm, b.stm^1
	v.nodes++
	v.ticks++
	if v.s != nil && v.ticks&1023 == 0 {
		v.s.poll()
		if v.s.stop || (!v.deadline.IsZero() && !time.Now().Before(v.deadline)) {
			v.limit = 0
		}
	}
	if b.cnt[me][p4A] > 0 {
		v.line[ply] = int16(b.findClass(me, p4A, b.lastCell(2)))
		v.n = ply + 1
		return true
	}
	if depth < 1 || v.nodes >= v.limit || ply >= 2*maxPly-4 {
		return false
	}
	forcedBlock := noCell
	if b.cnt[op][p4A] > 0 {
		if b.cnt[op][p4A] > 1 {
			return false
		}
		forcedBlock = b.findClass(op, p4A, b.lastCell(1))
		if forcedBlock == noCell || b.cls[me][forcedBlock] < p4E || !b.legal(forcedBlock, me) {
			return false
		}
	}
	key := b.key()
	slot := &v.failed[key&uint64(len(v.failed)-1)]
	if slot.key == key && slot.gen == v.gen && int(slot.depth) >= depth {
		return false
	}
	if forcedBlock == noCell && !b.hasFour(me) {
		// No four to play: skip the scan (the VCT solver asks this of
		// many quiet positions).
		slot.key, slot.depth, slot.gen = key, int16(depth), v.gen
		return false
	}
	if forcedBlock != noCell {
		// The block is the only move, and it was checked to be a legal four.
		if v.tryFour(forcedBlock, depth, ply) {
			return true
		}
	} else if v.tryFours(depth, ply) {
		return true
	}
	if v.nodes < v.limit { // a cut search proves nothing
		slot.key, slot.depth, slot.gen = key, int16(depth), v.gen
	}
	return false
}

// tryFours tries every four of the side to move in two passes, open fours
// and four-threes first, then plain fours, each in board order. The class
// counts say how many cells each pass has, so its scan stops at the last.
func (v *vcfSolver) tryFours(depth, ply int) bool {
	b := v.b
	me := b.stm
	cnt := &b.cnt[me]
	// With one move left only a four with two five points wins; without
	// restrictions (no forbidden block) that is an open or double four.
	last := depth <= 1 && !b.mayForbid()
	x0, y0, x1, y1 := b.scanBox(4)
	for pass := 0; pass < 2; pass++ {
		left := int(cnt[p4B]) + int(cnt[p4C])
		switch {
		case last && pass == 0:
			left = int(cnt[p4B])
		case last:
			left = 0
		case pass == 1:
			left = int(cnt[p4D]) + int(cnt[p4E])
		}
		for y := y0; y <= y1 && left > 0; y++ {
			row := (y+pad)*stride + pad
			for x := x0; x <= x1 && left > 0; x++ {
				c := row + x
				if b.piece[c] != cEmpty {
					continue
				}
				cl := b.cls[me][c]
				if cl < p4E || cl > p4B || (pass == 0) != (cl >= p4C) || (last && cl != p4B) {
					continue
				}
				left--
				if b.legal(c, me) && v.tryFour(c, depth, ply) {
					return true
				}
			}
		}
	}
	return false
}

// tryFour plays the four at c, answers it with the forced block and
// continues the attack.
func (v *vcfSolver) tryFour(c, depth, ply int) bool {
	b := v.b
	me, op := b.stm, b.stm^1
	b.play(c)
	ok := v.afterFour(c, depth, ply, me, op)
	b.undo()
	return ok
}

func (v *vcfSolver) afterFour(c, depth, ply, me, op int) bool {
	b := v.b
	v.line[ply] = int16(c)
	if b.cnt[op][p4A] > 0 {
		return false // the defender makes five first
	}
	// A four with two five points, or whose only block Renju forbids
	// Black, wins outright: the line ends with it.
	f := b.findClass(me, p4A, c)
	if f == noCell {
		return false
	}
	if b.cnt[me][p4A] >= 2 || !b.legal(f, op) {
		v.n = ply + 1
		return true
	}
	if depth <= 1 {
		return false
	}
	v.line[ply+1] = int16(f)
	b.play(f)
	ok := v.attack(depth-1, ply+2)
	b.undo()
	return ok
}
