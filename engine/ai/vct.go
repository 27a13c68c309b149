package ai

import (
	"time"

	"gomoku/engine"
)

// The VCT (victory by continuous threats) solver is a threat-space search
// in the manner of Allis and quintet: the attacker plays only fours and
// threes (any move after which, were the defender to pass, a VCF would
// win); the defender answers a four with its block and a three with every
// move that breaks the attacker's VCF threat or makes a four of its own.
// It deepens on the number of attacking moves and on width and remembers
// failed positions per remaining depth and width. A claimed win is a proof: every defender
// move that could matter was tried.
const (
	vctPlies     = 128 // longest line (both sides' moves) the solver follows
	vctWidth     = 256 // move list capacity of one node
	vctFullWidth = 6   // width passes 2, 4, ... 32, then every threat
)

type vctEntry struct {
	key   uint64
	depth int16
	width uint16
	gen   uint16
}

type vctSolver struct {
	b        *board
	s        *searcher // when set, its context and clock stop the solver too
	vcf      *vcfSolver
	att      int
	width    int // attacker moves tried per node in this pass
	nodes    uint64
	limit    uint64
	poll     uint64 // node count of the next clock check
	deadline time.Time
	stopped  bool
	failed   []vctEntry
	gen      uint16
	stamp    uint32
	mark     [numCells]uint32
	pv       [vctPlies + 2][vctPlies + 2]int16
	pvLen    [vctPlies + 2]int
	moves    [vctPlies][vctWidth]int16
	keys     [vctWidth]int32
	threat   [vctPlies][2 * maxPly]int16
}

func newVCTSolver(b *board) *vctSolver {
	f := &vcfSolver{b: b, failed: make([]vcfEntry, 1<<18), keep: true}
	return &vctSolver{b: b, vcf: f, failed: make([]vctEntry, 1<<16)}
}

// solve looks for a VCT of the side to move with at most maxMoves attacking
// moves (the last one makes five or a four that cannot be stopped) within
// a node budget (solver nodes plus the VCF solves inside it). It returns
// the main line, attacker and defender moves alternating, or nil.
func (v *vctSolver) solve(maxMoves int, nodeLimit uint64) []engine.Point {
	v.begin(nodeLimit)
	if !v.deepen(maxMoves, func(d int) bool { return v.attack(d, 0) }) {
		return nil
	}
	return v.mainLine(0)
}

// begin readies a solve for the side to move within a node budget.
func (v *vctSolver) begin(nodeLimit uint64) {
	v.att = v.b.stm
	v.nodes = 0
	v.limit = nodeLimit
	v.poll = 0
	v.stopped = false
	v.vcf.s = v.s
	v.vcf.newGen()
	v.gen++
	if v.gen == 0 {
		clear(v.failed)
		v.gen = 1
	}
}

// deepen runs root (an attack or defend node given the attacking moves
// left) over the solver's passes and reports whether one proved the win.
// Narrow passes first, deepening with two threats a node, then wider
// passes (4, 8, ... 32, every threat) at the full depth: a long win
// through well-ordered threats is found long before every threat of
// every node has been tried (case 40 of the published set: 3.5 M
// nodes this way, over 40 M deepening at full width).
func (v *vctSolver) deepen(maxMoves int, root func(d int) bool) bool {
	maxMoves = min(maxMoves, vctPlies/2-1)
	for pass := 1; pass < maxMoves+vctFullWidth; pass++ {
		d, lw := pass, 1
		if pass > maxMoves {
			d, lw = maxMoves, pass-maxMoves+1
		}
		if v.stopped {
			return false
		}
		v.width = 1 << lw
		if lw == vctFullWidth {
			v.width = vctWidth
		}
		if root(d) {
			return true
		}
	}
	return false
}

// mainLine is the proved line from ply on.
func (v *vctSolver) mainLine(ply int) []engine.Point {
	out := make([]engine.Point, v.pvLen[ply])
	for i := range out {
		out[i] = pointOf(int(v.pv[ply][i]))
	}
	return out
}

// tick counts a node and stops the solver when the budget, the deadline
// or the searcher's own limits run out.
func (v *vctSolver) tick() bool {
	v.nodes++
	if v.nodes >= v.limit {
		v.stopped = true
	}
	if v.nodes >= v.poll {
		v.poll = v.nodes + 1024
		if v.s != nil {
			v.s.poll()
			if v.s.stop {
				v.stopped = true
			}
		}
		if !v.deadline.IsZero() && !time.Now().Before(v.deadline) {
			v.stopped = true
		}
	}
	return v.stopped
}

// vcfLine runs the VCF solver for the side to move; the line aliases the
// solver's buffer. Its nodes count against the VCT budget.
func (v *vctSolver) vcfLine(maxMoves int, budget uint64) []int16 {
	if v.nodes >= v.limit {
		v.stopped = true
		return nil
	}
	budget = min(budget, v.limit-v.nodes)
	ok := v.vcf.run(maxMoves, budget)
	v.nodes += v.vcf.nodes
	if v.s != nil && v.s.stop {
		v.stopped = true
	}
	if !ok {
		return nil
	}
	return v.vcf.line[:v.vcf.n]
}

func (v *vctSolver) failedAt(d int) (*vctEntry, bool) {
	key := v.b.key()
	slot := &v.failed[key&uint64(len(v.failed)-1)]
	return slot, slot.key == key && slot.gen == v.gen && int(slot.depth) >= d && int(slot.width) >= v.width
}

func (v *vctSolver) fail(slot *vctEntry, d int) {
	// Once the budget is spent a VCF may have been cut: record nothing.
	if !v.stopped && v.nodes < v.limit {
		slot.key, slot.depth, slot.width, slot.gen = v.b.key(), int16(d), uint16(v.width), v.gen
	}
}

// extend makes ply's line c followed by the line of ply+1.
func (v *vctSolver) extend(ply, c int) {
	v.pv[ply][0] = int16(c)
	n := min(v.pvLen[ply+1], len(v.pv[ply])-1) // only the main line is cut
	copy(v.pv[ply][1:1+n], v.pv[ply+1][:n])
	v.pvLen[ply] = n + 1
}

// attack is an OR node: the attacker, to move, has d moves left.
func (v *vctSolver) attack(d, ply int) bool {
	b := v.b
	att, def := v.att, v.att^1
	v.pvLen[ply] = 0
	if v.tick() || d <= 0 || ply >= vctPlies-2 {
		return false
	}
	if b.cnt[att][p4A] > 0 {
		v.pv[ply][0] = int16(b.findClass(att, p4A, b.lastCell(2)))
		v.pvLen[ply] = 1
		return true
	}
	if b.cnt[def][p4A] > 0 {
		// The defender's four must be blocked; the block costs a move.
		f := b.findClass(def, p4A, b.lastCell(1))
		if b.cnt[def][p4A] > 1 || f == noCell || !b.legal(f, att) {
			return false
		}
		b.play(f)
		ok := v.defend(d-1, ply+1)
		b.undo()
		if ok {
			v.extend(ply, f)
		}
		return ok
	}
	slot, known := v.failedAt(d)
	if known {
		return false
	}
	if line := v.vcfLine(d, v.limit); line != nil {
		v.pvLen[ply] = copy(v.pv[ply][:], line)
		return true
	}
	if v.stopped {
		return false
	}
	all := v.attacks(ply)
	n := min(all, v.width)
	for i := 0; i < n; i++ {
		c := int(v.moves[ply][i])
		b.play(c)
		ok := v.defend(d-1, ply+1)
		b.undo()
		if ok {
			v.extend(ply, c)
			return true
		}
		if v.stopped {
			return false
		}
	}
	v.fail(slot, d)
	return false
}

// defend is an AND node: the attacker has just moved and has d moves left.
func (v *vctSolver) defend(d, ply int) bool {
	b := v.b
	att, def := v.att, v.att^1
	v.pvLen[ply] = 0
	if v.tick() || ply >= vctPlies-2 {
		return false
	}
	if b.cnt[def][p4A] > 0 {
		return false
	}
	if b.cnt[att][p4A] > 0 {
		f := b.findClass(att, p4A, b.lastCell(1))
		if b.cnt[att][p4A] >= 2 || (f != noCell && !b.legal(f, def)) {
			return true // two five points, or a block Renju forbids
		}
		if f == noCell {
			return false
		}
		b.play(f)
		ok := v.attack(d, ply+1)
		b.undo()
		if ok {
			v.extend(ply, f)
		}
		return ok
	}
	if d <= 0 {
		return false
	}
	slot, known := v.failedAt(d)
	if known {
		return false
	}
	// The attacker's threat: the VCF it would play if the defender passed.
	b.stm = att
	tl := v.vcfLine(d, v.limit)
	b.stm = def
	if tl == nil || v.stopped {
		v.fail(slot, d)
		return false
	}
	line := v.threat[ply][:copy(v.threat[ply][:], tl)]
	n := v.defences(ply, line)
	if n < 0 {
		v.fail(slot, d)
		return false
	}
	best := -1
	for i := 0; i < n; i++ {
		x := int(v.moves[ply][i])
		b.play(x)
		ok := v.attack(d, ply+1)
		b.undo()
		if !ok {
			v.fail(slot, d)
			return false
		}
		// The main line follows the longest resistance.
		if v.pvLen[ply+1] > best {
			best = v.pvLen[ply+1]
			v.extend(ply, x)
		}
	}
	return true
}
