package ai

import (
	"context"
	"time"

	"gomoku/engine"
)

// rootMoves lists the legal candidate moves at the root, falling back to
// every legal point when the usual restrictions leave nothing (a lost
// position still needs a move).
func (s *searcher) rootMoves(l *moveList) genKind {
	b := s.b
	kind := s.generate(l)
	if s.zoned {
		kept := 0
		for i := 0; i < l.n; i++ {
			if s.zone.Allows(pointOf(int(l.m[i].cell))) {
				l.m[kept] = l.m[i]
				kept++
			}
		}
		l.n = kept
	}
	if l.n > 0 {
		return kind
	}
	me := b.stm
	for _, nearOnly := range [2]bool{true, false} {
		for y := 0; y < b.size; y++ {
			for x := 0; x < b.size; x++ {
				p := engine.Point{X: x, Y: y}
				c := cellOf(p)
				if b.piece[c] == cEmpty && (!nearOnly || b.near[c] > 0) && b.legal(c, me) && (!s.zoned || s.zone.Allows(p)) {
					l.push(c)
				}
			}
		}
		if l.n > 0 {
			break
		}
	}
	return genAll
}

func mateMoves(v int) int {
	if v > mateBound {
		return (winScore - v + 1) / 2
	}
	if v < -mateBound {
		return -(winScore + v) / 2
	}
	return 0
}

// root runs the iterative deepening driver on b, its clock starting now.
func (s *searcher) root(ctx context.Context, b *board, lim Limits) (Info, error) {
	return s.rootFrom(ctx, b, lim, time.Now())
}

// rootFrom is root with the clock started at start: helper threads get the
// main thread's start, so every thread stops at the same deadline.
func (s *searcher) rootFrom(ctx context.Context, b *board, lim Limits, start time.Time) (Info, error) {
	s.b = b
	s.ctx = ctx
	s.nodes = 0
	s.stop = false
	s.selDepth = 0
	s.qdepth = s.cfg.QDepth
	s.hardNode = lim.Nodes
	s.progress = lim.Progress
	s.deadline = time.Time{}
	if lim.Time > 0 {
		s.deadline = start.Add(lim.Time)
	}
	s.killers = [maxPly][2]int16{}
	s.history = [2][numCells]int32{}

	info := Info{}
	finish := func() (Info, error) {
		info.Elapsed = time.Since(start)
		info.Nodes = s.nodes
		info.SelDepth = s.selDepth
		info.Mate = mateMoves(info.Score)
		return info, nil
	}
	l := &s.lists[0]
	kind := s.rootMoves(l)
	if l.n == 0 {
		return Info{}, ErrNoMove
	}
	s.order(l, 0, noCell)
	info.Move = pointOf(int(l.m[0].cell))
	info.Source = "fallback"
	info.PV = []engine.Point{info.Move}
	s.report(info)
	me := b.stm
	if b.cnt[me][p4A] > 0 {
		c := b.findClass(me, p4A, noCell)
		info.Move, info.Score, info.Source = pointOf(c), mateIn(1), "five"
		info.PV = []engine.Point{info.Move}
		return finish()
	}
	if kind == genBlock5 && l.n == 1 {
		info.Source = "block"
		return finish()
	}
	if l.n == 1 {
		return finish()
	}
	s.poll()
	if s.stop {
		return finish()
	}
	// Under an opening's placement limit (two stones at most on the
	// board) there is nothing for the threat solvers to find, and their
	// lines would not know the limit.
	if s.cfg.RootVCFNodes > 0 && !s.zoned {
		budget := s.cfg.RootVCFNodes
		if lim.Nodes > 0 {
			budget = min(budget, lim.Nodes/4+1)
		}
		v := s.vcfSolver(b)
		v.deadline = time.Time{}
		if lim.Time > 0 {
			v.deadline = start.Add(lim.Time / rootSolverShare)
		}
		if line := v.solve(30, budget); line != nil {
			s.nodes += v.nodes
			info.Move, info.PV, info.Source = line[0], line, "vcf"
			info.Score = mateIn(len(line))
			return finish()
		}
		s.nodes += v.nodes
		if s.stop {
			return finish()
		}
		if line := s.rootVCT(b, lim, start); line != nil {
			info.Move, info.PV, info.Source = line[0], line, "vct"
			info.Score = mateIn(len(line))
			return finish()
		}
		if s.stop {
			return finish()
		}
		if s.cfg.RootDefendVCF {
			s.filterVCFDefences(l, budget)
			if s.stop {
				return finish()
			}
		}
	}

	maxDepth := 64
	if lim.Depth > 0 {
		maxDepth = min(lim.Depth, 64)
	}
	var scores [maxCands]int
	prevBest := noCell
	clk := newClock(start, lim)
	for depth := 1 + s.skew; depth <= maxDepth; depth++ {
		win := s.firstWindow(depth, info.Score, prevBest != noCell)
		var best, bestMove int
		for {
			s.selDepth = 0
			best, bestMove = s.rootPass(l, kind, depth, win, &scores, &info, prevBest)
			if s.stop || (best > win.alpha && best < win.beta) {
				break
			}
			if best >= win.beta {
				// A fail high is a move better than the window: it is
				// played if the search is cut, and searched first again.
				info.Move, info.Score, info.Source = pointOf(bestMove), best, "search"
				prevBest = bestMove
				l.toFront(bestMove)
			}
			win = win.widen(best, best <= win.alpha)
		}
		if best <= win.alpha {
			bestMove = noCell // a fail low proves no move: keep the last one
		}
		if bestMove != noCell && (!s.stop || bestMove != prevBest) {
			info.Move = pointOf(bestMove)
			info.Score = best
			info.Source = "search"
			prevBest = bestMove
		}
		if s.stop {
			break
		}
		info.Depth = depth
		s.report(info)
		// reorder root moves: best first, then by this iteration's score
		for i := 0; i < l.n; i++ {
			l.m[i].score = int32(scores[i])
		}
		for i := 1; i < l.n; i++ {
			x := l.m[i]
			j := i
			for j > 0 && l.m[j-1].score < x.score {
				l.m[j] = l.m[j-1]
				j--
			}
			l.m[j] = x
		}
		if best > mateBound || best < -mateBound {
			break
		}
		if !s.helper && !clk.deepen(time.Now(), bestMove, best) {
			break
		}
	}
	return finish()
}

// rootPass searches the root moves once at depth in the window win and
// returns the best score and move (noCell when cut before the first
// result). A move scoring win.beta or more ends the pass (a fail high);
// scores gets each move's score for the next iteration's order.
func (s *searcher) rootPass(l *moveList, kind genKind, depth int, win aspWindow, scores *[maxCands]int, info *Info, prevBest int) (int, int) {
	b := s.b
	alpha, beta := win.alpha, win.beta
	best := -infScore
	bestMove := noCell
	for i := 0; i < l.n; i++ {
		c := int(l.m[i].cell)
		newDepth := depth - 1
		if kind == genBlock5 {
			newDepth = depth
		}
		r := s.rootReduction(i, newDepth, kind, c)
		b.play(c)
		var v int
		if i == 0 {
			v = -s.search(-beta, -alpha, newDepth, 1, true)
		} else {
			if r > 0 {
				v = -s.search(-alpha-1, -alpha, newDepth-r, 1, false)
			} else {
				v = alpha + 1
			}
			if v > alpha && !s.stop {
				v = -s.search(-alpha-1, -alpha, newDepth, 1, false)
			}
			if v > alpha && !s.stop {
				v = -s.search(-beta, -alpha, newDepth, 1, true)
			}
		}
		b.undo()
		if s.stop {
			break
		}
		scores[i] = v
		if v > best {
			best = v
			bestMove = c
			if v > alpha {
				alpha = v
				s.updatePV(0, c)
				// A move that fails high above an aspiration window brings
				// no line (its reply failed low); the last iteration's line
				// for the same move is kept rather than cut to the move.
				if s.pvLen[0] > 1 || len(info.PV) < 2 || info.PV[0] != pointOf(c) {
					info.PV = info.PV[:0]
					for j := 0; j < s.pvLen[0]; j++ {
						info.PV = append(info.PV, pointOf(int(s.pv[0][j])))
					}
				}
				if i > 0 && prevBest != noCell {
					s.report(Info{Move: pointOf(c), Score: v, Depth: depth - 1, PV: info.PV, Source: "search"})
				}
			}
			if v >= beta {
				break // above the aspiration window (aspiration.go)
			}
		} else {
			scores[i] = -infScore + i // keep earlier order among fail-lows
		}
	}
	return best, bestMove
}

// rootSolverShare is the part of a time limit the root VCF solver and
// the VCF defence filter may use together. Their node budgets alone let
// them take a whole 200 ms turn on a loaded machine, leaving the main
// search no time for even one iteration.
const rootSolverShare = 4 // a quarter

// vcfSolver readies the searcher's VCF solver for b (one is allocated
// per searcher: a new one per move would be a megabyte of garbage a turn).
func (s *searcher) vcfSolver(b *board) *vcfSolver {
	if s.vcf == nil {
		s.vcf = newVCFSolver(b)
	}
	s.vcf.b, s.vcf.s = b, s
	return s.vcf
}

// filterVCFDefences handles an opponent who threatens a win by continuous
// fours: only root moves after which the solver finds no such win are
// kept (if none is, the list is left alone and the search decides).
func (s *searcher) filterVCFDefences(l *moveList, budget uint64) {
	b := s.b
	v := s.vcfSolver(b)
	b.stm ^= 1
	threat := v.solve(30, budget)
	b.stm ^= 1
	s.nodes += v.nodes
	if threat == nil || s.stop {
		return
	}
	per := max(budget/uint64(max(l.n, 1)), 500)
	s.keepRefuting(l, func() bool {
		won := v.solve(30, per) != nil
		s.nodes += v.nodes
		return won
	})
}

// keepRefuting keeps the root moves after which threatWins, asked with
// the move on the board, reports no win for the opponent. If none is kept
// the list is left alone and the search decides.
func (s *searcher) keepRefuting(l *moveList, threatWins func() bool) {
	b := s.b
	kept := 0
	for i := 0; i < l.n; i++ {
		b.play(int(l.m[i].cell))
		won := threatWins()
		b.undo()
		if s.stop {
			return
		}
		if !won {
			l.m[kept] = l.m[i]
			kept++
		}
	}
	if kept > 0 {
		l.n = kept
	}
}
