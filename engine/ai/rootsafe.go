package ai

import (
	"time"

	"gomoku/engine"
)

// The root safety check. The main search at a few hundred milliseconds a
// move sees nine or ten plies; a VCT (continuous threes and fours) of
// eight to twelve attacking moves is beyond it, and Pela, an engine built
// on threat search, wins exactly such lines: in games lost to it the move
// our search chose let its VCT in, where a search ten times longer chose
// another move after which none exists (docs/ai.md in git history). So between
// iterations, once the search has settled a little, the main thread asks
// the VCT solver whether the opponent wins by force after the current
// best move; a move so proven lost leaves the root list and the search
// goes on with the others. A claimed VCT is a proof, so a move is only
// ever dropped for a reason; each move is asked once. Config.SafeShare
// bounds the time all checks of a move take; 0 (the default) is off.
//
// Measured against Pela (freestyle, 200 ms a move, 100 games a side) it
// did not pay: the traps seen in lost games take the solver 9 000 to
// 180 000 nodes to prove, a quarter of a 200 ms turn is about 15 000 on
// a loaded core, and a move without a VCT can take millions of nodes to
// clear, so the check mostly cost the search depth (docs/ai.md in git history).

// Bounds of the check.
const (
	safeMaxMoves = rootVCTMoves // attacking moves of the opponent's VCT
	safeSettle   = 20           // percent of the limit searched before the first check
	safePerCheck = 25           // percent of the limit one check may use
	safeMaxCands = 8            // moves checked at most
)

// safety is one search's record of the checks done.
type safety struct {
	on      bool
	start   time.Time
	lim     Limits
	checked [safeMaxCands]int
	n       int
	spentNs time.Duration
	spentN  uint64
}

// newSafety readies the check for a search with limits lim. Searches
// limited by depth alone (gomoku bench) and helper threads do no checks.
func (s *searcher) newSafety(lim Limits, start time.Time) safety {
	on := s.cfg.SafeShare > 0 && !s.helper && (lim.Time > 0 || lim.Nodes > 0)
	return safety{on: on, start: start, lim: lim}
}

// pct is p percent of d.
func pct(d time.Duration, p int) time.Duration { return d * time.Duration(p) / 100 }

// afterIteration checks the best move of a finished iteration (the root
// list l is in the search's order, best first) and, if the opponent has
// a proven VCT after it, drops it from l and makes the next move info's.
func (s *searcher) afterIteration(sf *safety, l *moveList, info *Info) {
	if !sf.on || l.n < 2 || info.Score > mateBound || info.Score < -mateBound || sf.n == safeMaxCands {
		return
	}
	c := cellOf(info.Move)
	for _, x := range sf.checked[:sf.n] {
		if x == c {
			return
		}
	}
	lim := sf.lim
	now := time.Now()
	el := now.Sub(sf.start)
	deadline := time.Time{}
	budget := uint64(400_000)
	if lim.Time > 0 {
		if el < pct(lim.Time, safeSettle) || sf.spentNs >= pct(lim.Time, s.cfg.SafeShare) {
			return
		}
		deadline = now.Add(pct(lim.Time, safePerCheck))
		if !s.deadline.IsZero() && s.deadline.Before(deadline) {
			deadline = s.deadline
		}
	}
	if lim.Nodes > 0 {
		if s.nodes*100 < lim.Nodes*safeSettle || sf.spentN*100 >= lim.Nodes*uint64(s.cfg.SafeShare) {
			return
		}
		budget = min(budget, lim.Nodes*safePerCheck/100)
	}
	sf.checked[sf.n] = c
	sf.n++
	b := s.b
	if s.vct == nil {
		s.vct = newVCTSolver(b)
	}
	v := s.vct
	v.b, v.vcf.b, v.s = b, b, s
	v.keep = false
	v.deadline = deadline
	b.play(c)
	line := v.solve(safeMaxMoves, budget)
	b.undo()
	s.nodes += v.nodes
	sf.spentN += v.nodes
	sf.spentNs += time.Since(now)
	if line == nil {
		return
	}
	// The opponent wins by force after c: search the others, keeping the
	// search's order (the next best move comes first).
	for i := 0; i < l.n; i++ {
		if int(l.m[i].cell) == c {
			copy(l.m[i:l.n-1], l.m[i+1:l.n])
			l.n--
			break
		}
	}
	info.Move = pointOf(int(l.m[0].cell))
	info.PV = []engine.Point{info.Move}
	info.Source = "safe"
	s.report(*info)
}
