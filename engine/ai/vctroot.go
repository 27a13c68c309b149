package ai

import (
	"time"

	"gomoku/engine"
)

// RootVCTMoves bounds the attacking moves of a root VCT: longer wins are
// rarely found within a move's budget and the search sees the short ones.
// Tools that ask whether the root solver could have found a win
// (gomoku threats) solve within it.
const RootVCTMoves = 10

const rootVCTMoves = RootVCTMoves

// rootVCT runs the VCT solver for the side to move within the configured
// node budget, a quarter of a node limit and a twentieth of a time limit. It
// returns the winning line or nil.
func (s *searcher) rootVCT(b *board, lim Limits, start time.Time) []engine.Point {
	v, budget := s.vctSolver(b, lim, start)
	if v == nil {
		return nil
	}
	line := v.solve(rootVCTMoves, budget)
	s.nodes += v.nodes
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
	v.deadline = time.Time{}
	if lim.Time > 0 {
		v.deadline = start.Add(lim.Time / vctTimeShare)
	}
	return v, budget
}
