package ai

import "gomoku/engine"

// Keeping the VCT solver's work from one root call to the next
// (Config.KeepVCT). Its tables are keyed by the whole position (stones and
// side to move), so an entry learnt at one move is as true at the next:
// a failure says no win within that many attacking moves at that width,
// a hint names the move that won (attack) or refuted (defence) there.
// With them kept, a win proved last move is played on from its main line
// when the opponent answers with its defence, and proved again along its
// hints and failures after any other (a few hundred nodes where a fresh
// solve needs thousands or more). A failed search helps the next move
// little: two plies later the position has two more stones, rarely moves
// of the earlier threat tree, so few entries apply (docs/ai.md in git history).
//
// A failure found under a cut budget would only make later solves
// weaker, never wrong, but kept for a whole game it would hide a win
// for good: fail and the VCF solver record nothing once the budget is
// spent.

// vctKeptSlots is the size of the kept failure table: 20 000 nodes a
// move over a game's 30–60 moves of one side (the VCF solver's table
// already has as many).
const vctKeptSlots = 1 << 18

// vctHintSlots is the size of the hint table.
const vctHintSlots = 1 << 16

type vctHint struct {
	key  uint64
	cell int16
	gen  uint16
}

// newRootVCTSolver is the root solver of cfg, allocated with the searcher
// (a timed turn never pays for its tables).
func newRootVCTSolver(cfg Config) *vctSolver {
	v := newVCTSolver(nil)
	if cfg.KeepVCT {
		v.failed = make([]vctEntry, vctKeptSlots)
		v.hints = make([]vctHint, vctHintSlots)
	}
	return v
}

// continues reports whether the solver may keep its tables for v.b: kept
// work is on and the board is the last solve's with stones added. A new
// game, an undo or another rule starts afresh.
func (v *vctSolver) continues() bool {
	return v.keep && v.hints != nil && v.kept.continuedBy(v.b)
}

// remember notes the board the solver's tables now belong to.
func (v *vctSolver) remember() { v.kept.remember(v.b) }

// hint is the kept move of the side to move here, or noCell.
func (v *vctSolver) hint() int {
	if v.hints == nil {
		return noCell
	}
	key := v.b.key()
	h := &v.hints[key&uint64(len(v.hints)-1)]
	if h.key != key || h.gen != v.gen {
		return noCell
	}
	return int(h.cell)
}

// setHint keeps c as the move that mattered here.
func (v *vctSolver) setHint(c int) {
	if v.hints == nil {
		return
	}
	key := v.b.key()
	v.hints[key&uint64(len(v.hints)-1)] = vctHint{key: key, cell: int16(c), gen: v.gen}
}

// proved forgets a failure of this node found in a narrower pass: with
// the hints ordering its moves, the win is within a narrow pass now.
func (v *vctSolver) proved(slot *vctEntry) {
	if v.hints != nil && slot.key == v.b.key() {
		slot.gen = 0
	}
}

// hintFirst moves the kept move of this node, when it is in the list
// v.moves[ply][:n], to the front.
func (v *vctSolver) hintFirst(ply, n int) {
	h := v.hint()
	if h == noCell {
		return
	}
	m := &v.moves[ply]
	for i := 0; i < n; i++ {
		if int(m[i]) == h {
			copy(m[1:i+1], m[:i])
			m[0] = int16(h)
			return
		}
	}
}

// expect notes a root win: if the opponent answers it with the main
// line's defence, the rest of the line is the win of the next move.
func (v *vctSolver) expect(line []engine.Point) {
	v.won = nil
	if len(line) < 3 {
		return
	}
	b := v.b
	b.play(cellOf(line[0]))
	b.play(cellOf(line[1]))
	v.wonKey = b.key()
	b.undo()
	b.undo()
	v.won = line[2:]
}

// replay returns the win noted by expect when the board is the position
// it expected (the whole proof tree was searched then: every defence lost,
// so the rest of its main line is proved here), and notes its rest.
func (v *vctSolver) replay() []engine.Point {
	line := v.won
	v.won = nil
	if !v.keep || line == nil || v.b.key() != v.wonKey || !v.continues() {
		return nil
	}
	v.expect(line)
	return line
}
