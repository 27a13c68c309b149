package ai

import (
	"time"

	"gomoku/engine"
)

// The root safety check. The main search at a few hundred milliseconds a
// move sees nine or ten plies; a VCT (continuous threes and fours) of
// eight to twelve attacking moves is far beyond it, and Pela, an engine
// built on threat search, wins exactly such lines: in the games lost to
// it the move our search chose let its VCT in, where a search ten times
// longer chose another move after which no VCT exists (docs/ai.md).
// So the main thread stops searching a share of its budget early
// (Config.SafeShare) and spends it asking the VCT solver whether the
// opponent wins by force after the chosen move; if it does, the next
// root moves, in the search's order, are asked the same, and the first
// one without a proven win for the opponent is played. A claimed VCT is a
// proof, so a move is only ever dropped for one that is not proven lost;
// if every move tried loses, the search's choice stands.

// Bounds of the check.
const (
	safeCands    = 6            // root moves asked at most
	safeMaxMoves = rootVCTMoves // attacking moves of the opponent's VCT
	safeNodes    = 400_000      // solver nodes for the whole check, at most
)

// reserveSafety returns the limits the search itself keeps when the check
// is on: SafeShare percent of the time and node limits are held back for
// it. Helpers and untimed searches keep everything.
func (s *searcher) reserveSafety(lim Limits) Limits {
	if s.cfg.SafeShare <= 0 || s.helper {
		return lim
	}
	keep := 100 - min(s.cfg.SafeShare, 90)
	lim.Time = lim.Time * time.Duration(keep) / 100
	lim.Soft = lim.Soft * time.Duration(keep) / 100
	lim.Nodes = lim.Nodes * uint64(keep) / 100
	return lim
}

// safeRoot runs the check after the search, within the full limits
// (the search's own stop and deadline are lifted for it), and may change
// info's move. l is the root list in the search's order.
func (s *searcher) safeRoot(l *moveList, info *Info, full Limits, start time.Time) {
	if s.cfg.SafeShare <= 0 || s.helper || l.n < 2 || info.Source != "search" ||
		info.Score > mateBound || info.Score < -mateBound {
		return
	}
	if s.ctx != nil && s.ctx.Err() != nil {
		return
	}
	b := s.b
	s.stop = false
	s.deadline = time.Time{}
	if full.Time > 0 {
		s.deadline = start.Add(full.Time)
	}
	s.hardNode = full.Nodes
	budget := uint64(safeNodes)
	if full.Nodes > 0 {
		if full.Nodes <= s.nodes {
			return
		}
		budget = min(budget, full.Nodes-s.nodes)
	}
	if s.vct == nil {
		s.vct = newVCTSolver(b)
	}
	v := s.vct
	v.b, v.vcf.b, v.s = b, b, s
	v.deadline = s.deadline

	cands := make([]int, 0, safeCands)
	cands = append(cands, cellOf(info.Move))
	for i := 0; i < l.n && len(cands) < safeCands; i++ {
		if c := int(l.m[i].cell); c != cands[0] {
			cands = append(cands, c)
		}
	}
	spent := uint64(0)
	for i, c := range cands {
		if spent >= budget {
			return
		}
		b.play(c)
		line := v.solve(safeMaxMoves, budget-spent)
		b.undo()
		spent += v.nodes
		s.nodes += v.nodes
		if line != nil {
			continue // the opponent wins by force after c
		}
		// Not proven lost (the check may have run out): better than any
		// move before it, which were.
		if i > 0 {
			info.Move, info.PV, info.Source = pointOf(c), []engine.Point{pointOf(c)}, "safe"
			s.report(*info)
		}
		return
	}
}
