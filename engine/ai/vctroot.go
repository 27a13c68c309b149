package ai

import (
	"time"

	"gomoku/engine"
)

// rootVCTMoves bounds the attacking moves of a root VCT: longer wins are
// rarely found within a move's budget and the search sees the short ones.
const rootVCTMoves = 10

// rootVCT runs the VCT solver for the side to move within the configured
// node budget, a quarter of a node limit and a twentieth of a time limit. It
// returns the winning line or nil.
func (s *searcher) rootVCT(b *board, lim Limits, start time.Time) []engine.Point {
	v, budget := s.vctSolver(b, lim, start)
	if v == nil {
		return nil
	}
	if line := v.replay(); line != nil {
		return line
	}
	line := v.solve(rootVCTMoves, budget)
	s.nodes += v.nodes
	if v.keep {
		v.remember() // the next root continues from this one
		v.expect(line)
	}
	return line
}

// vctSolver readies the searcher's VCT solver for b and returns the node
// budget of one root use (nil when the solver is off).
func (s *searcher) vctSolver(b *board, lim Limits, start time.Time) (*vctSolver, uint64) {
	budget := s.cfg.RootVCTNodes
	if budget == 0 {
		return nil, 0
	}
	if lim.Nodes > 0 {
		budget = min(budget, lim.Nodes/16+1)
	}
	if s.vct == nil {
		s.vct = newVCTSolver(b)
	}
	v := s.vct
	v.b, v.vcf.b = b, b
	v.s = s
	v.keep = s.cfg.KeepVCT
	v.deadline = time.Time{}
	if lim.Time > 0 {
		v.deadline = start.Add(lim.Time / s.cfg.vctTimeShare())
	}
	return v, budget
}

// filterVCTDefences handles an opponent who threatens a VCT: root moves
// after which the solver proves the opponent's VCT again are dropped.
// Each move gets a little more than the threat's own proof cost, and all
// of them together at most four budgets; moves not tested stay (if every
// tested move loses, the list is left alone and the search decides).
func (s *searcher) filterVCTDefences(l *moveList, lim Limits, start time.Time) {
	b := s.b
	v, budget := s.vctSolver(b, lim, start)
	if v == nil || l.n < 2 {
		return
	}
	b.stm ^= 1
	threat := v.solve(rootVCTMoves, budget)
	b.stm ^= 1
	s.nodes += v.nodes
	if threat == nil || s.stop {
		return
	}
	per := 2*v.nodes + 200
	spent := uint64(0)
	s.keepRefuting(l, func() bool {
		if spent >= 4*budget {
			return false // not tested: the move stays
		}
		won := v.solve(rootVCTMoves, per) != nil
		spent += v.nodes
		s.nodes += v.nodes
		return won
	})
}
