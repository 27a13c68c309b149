package ai

import (
	"context"
	"math"
	"time"

	"gomoku/engine"
)

// searcher is one search's mutable state. It is reused across iterations
// and, through Engine, across moves.
type searcher struct {
	b        *board
	tt       *tt
	cfg      Config
	ctx      context.Context
	deadline time.Time
	hardNode uint64
	progress func(Info) // Limits.Progress; nil on helpers
	nodes    uint64
	stop     bool
	selDepth int
	qdepth   int

	lists   [maxPly]moveList
	killers [maxPly][2]int16
	history [2][numCells]int32
	pv      [maxPly][maxPly]int16
	pvLen   [maxPly]int
	marks   [numCells]uint32
	mark    uint32
	lmr     [64][64]int8
	// lmpLimit[d] is how many moves a quiet non-PV node of depth d
	// searches before move-count pruning.
	lmpLimit [64]int
	// skew is how many plies ahead of the main thread a helper thread
	// starts, so threads spread over depths instead of racing in step.
	skew int
	// helper marks a helper thread's searcher: it deepens until the
	// deadline or until the main thread stops it, never stopping early.
	helper bool
	// zone, when zoned, limits the root moves (opening rules).
	zone  engine.Zone
	zoned bool
	// vcf and vct are the root threat solvers, allocated with the searcher
	// (megabytes each) so that no timed turn pays for them; nil when the
	// configuration never runs them.
	vcf *vcfSolver
	vct *vctSolver
}

func newSearcher(cfg Config) *searcher { return newSearcherWith(cfg, newTT(cfg.HashMB)) }

func newSearcherWith(cfg Config, table *tt) *searcher {
	s := &searcher{cfg: cfg, tt: table}
	if cfg.RootVCFNodes > 0 {
		s.vcf = newVCFSolver(nil)
	}
	if cfg.RootVCTNodes > 0 {
		s.vct = newVCTSolver(nil)
	}
	for d := 1; d < 64; d++ {
		for m := 1; m < 64; m++ {
			r := cfg.lmrBase + math.Log(float64(d))*math.Log(float64(m))/cfg.lmrDiv
			s.lmr[d][m] = int8(max(0, r))
		}
		s.lmpLimit[d] = cfg.lmp + int(cfg.lmpMul*math.Pow(float64(d), cfg.lmpExp))
	}
	return s
}

// poll checks the stop conditions; it runs every 1024 nodes, never per node.
func (s *searcher) poll() {
	if s.hardNode > 0 && s.nodes >= s.hardNode {
		s.stop = true
		return
	}
	if s.ctx != nil {
		select {
		case <-s.ctx.Done():
			s.stop = true
			return
		default:
		}
	}
	if !s.deadline.IsZero() && !time.Now().Before(s.deadline) {
		s.stop = true
	}
}

// order scores and fully sorts a move list (root and handicap use).
func (s *searcher) order(l *moveList, ply, ttMove int) {
	s.score(l, ply, ttMove)
	for i := 0; i < l.n; i++ {
		pick(l, i)
	}
}

// pick moves the best remaining move to position i (ties: lower cell
// first, for reproducible searches). Selecting lazily is cheaper than
// sorting because most nodes cut off after a few moves. Score and cell fuse
// into one key so each step is a single comparison.
func pick(l *moveList, i int) {
	if i >= l.n || l.n > len(l.m) {
		return
	}
	best := i
	ks := l.k[:l.n]
	bk := ks[i]
	for j := i + 1; j < len(ks); j++ {
		if k := ks[j]; k > bk {
			best, bk = j, k
		}
	}
	l.m[i], l.m[best] = l.m[best], l.m[i]
	ks[i], ks[best] = ks[best], ks[i]
}

// pickKey orders by score, then by lower cell.
func pickKey(m scored) int64 {
	return int64(m.score)<<16 | int64(0xffff-uint16(m.cell))
}

// historyShift scales the history term of a move's score down against
// the pattern values.
const historyShift = 6

// score rates each move: own attack, value of blocking the opponent, TT
// move and killers first, then history.
func (s *searcher) score(l *moveList, ply, ttMove int) {
	b := s.b
	me, op := b.stm, b.stm^1
	t := b.t
	k0, k1 := int(s.killers[ply][0]), int(s.killers[ply][1])
	learnt := s.cfg.sel.learntOrder && t.hasOrder
	lastOp, lastMe := b.lastCell(1), b.lastCell(2)
	for i := 0; i < l.n; i++ {
		c := int(l.m[i].cell)
		var sc int32
		if learnt {
			sc = t.order[0][me][b.pcode[me][c]] + t.order[1][op][b.pcode[op][c]] +
				t.orderDist[0][orderDistBucket(c, lastOp)] + t.orderDist[1][orderDistBucket(c, lastMe)]
		} else {
			sc = int32(t.score[me][b.pcode[me][c]])*4 + int32(t.score[op][b.pcode[op][c]])*3
		}
		sc += s.history[me][c] >> historyShift
		switch c {
		case ttMove:
			sc += 1 << 28
		case k0:
			sc += 1 << 20
		case k1:
			sc += 1 << 19
		}
		l.m[i].score = sc
		l.k[i] = pickKey(l.m[i])
	}
}

func (s *searcher) updatePV(ply, c int) {
	s.pv[ply][0] = int16(c)
	n := s.pvLen[ply+1]
	copy(s.pv[ply][1:1+n], s.pv[ply+1][:n])
	s.pvLen[ply] = n + 1
}

// search is principal-variation alpha-beta. depth <= 0 drops into the
// VCF quiescence.
func (s *searcher) search(alpha, beta, depth, ply int, pvNode bool) int {
	b := s.b
	s.pvLen[ply] = 0
	if depth <= 0 {
		return s.quiesce(alpha, beta, ply, s.qdepth)
	}
	if v, done := s.enter(ply); done {
		return v
	}
	if ply >= maxPly-4 {
		return b.evaluate(s.cfg.AvgEval, s.cfg.Tempo)
	}
	// mate distance pruning
	alpha = max(alpha, matedIn(ply))
	beta = min(beta, mateIn(ply+1))
	if alpha >= beta {
		return alpha
	}
	me, op := b.stm, b.stm^1
	key := b.key()
	ttMove := noCell
	e, hit := s.tt.probe(key)
	if hit {
		ttMove = int(e.move)
		v := fromTT(int(e.value), ply)
		if !pvNode && int(e.depth) >= depth {
			if e.settles(v, alpha, beta) {
				return v
			}
		}
	}
	if ttMove == noCell && s.cfg.sel.iirDepth > 0 && depth >= s.cfg.sel.iirDepth {
		depth-- // internal iterative reduction
	}
	threatened := b.cnt[op][p4A] > 0 || b.cnt[op][p4B] > 0
	if s.cfg.Pruning && !pvNode && !threatened {
		eval := b.evaluate(s.cfg.AvgEval, s.cfg.Tempo)
		// futility: a quiet position far above beta at low depth
		if depth <= s.cfg.futDepth && eval-s.cfg.futility*depth >= beta && eval < mateBound {
			return eval
		}
		// razoring into the threat search
		if depth <= s.cfg.razorDepth && eval+s.cfg.futility*s.cfg.razorMul*depth < alpha {
			v := s.quiesce(alpha, beta, ply, s.qdepth)
			if v < alpha {
				return v
			}
		}
	}
	l := &s.lists[ply]
	// With no threat to answer, the hash move and the killers are searched
	// before any move is generated: when one cuts off, as it mostly does,
	// the node never scans the board. The order of moves is the same
	// either way.
	var pre [3]int
	np := 0
	kind := genAll
	unforced := s.unforced()
	if unforced {
		for _, c := range [3]int{ttMove, int(s.killers[ply][0]), int(s.killers[ply][1])} {
			if c != noCell && (np == 0 || pre[np-1] != c) && (np < 2 || pre[0] != c) && b.candidate(c, me) {
				pre[np] = c
				np++
			}
		}
	}
	if np > 0 {
		l.n = 0
	} else {
		kind = s.generate(l)
		if l.n == 0 {
			if kind == genBlock5 {
				return matedIn(ply + 2)
			}
			if kind == genDefend4 {
				return matedIn(ply + 4)
			}
			return 0
		}
		s.score(l, ply, ttMove)
	}
	best := -infScore
	bestMove := noCell
	origAlpha := alpha
	for i := 0; ; i++ {
		c := s.nextMove(l, i, &pre, np, ply, ttMove)
		if c == noCell {
			break
		}
		quiet := kind == genAll && b.cls[me][c] < p4H && b.cls[op][c] < p4H
		// move-count pruning of late quiet moves
		if s.cfg.Pruning && !pvNode && quiet && i >= s.lmpLimit[min(depth, 63)] && best > -mateBound {
			break
		}
		threat := kind == genAll && !quiet && b.threatMove(c)
		newDepth := depth - 1
		if kind == genBlock5 {
			newDepth = depth // the block of a four costs no depth
		}
		if newDepth >= 1 {
			s.tt.touch(b.keyAfter(c))
		}
		b.play(c)
		var v int
		if i == 0 {
			v = -s.search(-beta, -alpha, newDepth, ply+1, pvNode)
		} else {
			r := 0
			if s.cfg.Pruning && depth >= s.cfg.lmrMinDepth && (quiet || threat) {
				r = int(s.lmr[min(depth, 63)][min(i, 63)])
				if !quiet {
					r = s.threatReduction(i, depth)
				}
				if pvNode && r > 0 {
					r--
				}
				r = min(r, newDepth-1)
			}
			v = -s.search(-alpha-1, -alpha, newDepth-r, ply+1, false)
			if v > alpha && r > 0 {
				v = -s.search(-alpha-1, -alpha, newDepth, ply+1, false)
			}
			if v > alpha && v < beta && pvNode {
				v = -s.search(-beta, -alpha, newDepth, ply+1, true)
			}
		}
		b.undo()
		if s.stop {
			return 0
		}
		if v > best {
			best = v
			bestMove = c
			if v > alpha {
				alpha = v
				if pvNode {
					s.updatePV(ply, c)
				}
				if v >= beta {
					if quiet {
						if int(s.killers[ply][0]) != c {
							s.killers[ply][1] = s.killers[ply][0]
							s.killers[ply][0] = int16(c)
						}
					}
					s.history[me][c] += int32(depth * depth)
					break
				}
			}
		}
	}
	s.tt.store(key, bestMove, best, depth, ply, boundOf(best, origAlpha, beta))
	return best
}

// nextMove is the node's i-th move, or noCell after the last. The first
// np moves, pre, were chosen before generation; the list is built (without
// them) only once the search asks for more.
func (s *searcher) nextMove(l *moveList, i int, pre *[3]int, np, ply, ttMove int) int {
	if np > 0 {
		if i < np {
			return pre[i]
		}
		if i == np {
			s.generate(l)
			for _, c := range pre[:np] {
				l.remove(c)
			}
			s.score(l, ply, ttMove)
		}
		i -= np
	}
	if i >= l.n {
		return noCell
	}
	pick(l, i)
	return int(l.m[i].cell)
}

// unforced reports whether generate would offer every candidate: the
// opponent threatens no five, no open four and no four-three that must
// be answered.
func (s *searcher) unforced() bool {
	b := s.b
	op := b.stm ^ 1
	n := &b.cnt[op]
	if n[p4A] > 0 || n[p4B] > 0 {
		return false
	}
	return !s.cfg.DefendFourThree || n[p4C] == 0 || (b.t.restricted && op == 0)
}

// enter is what every node, full-width or quiescence, does first: count
// it, poll the clock every 1024 nodes, stop if asked, track the selective
// depth, and answer at once when a win or loss is already certain.
func (s *searcher) enter(ply int) (int, bool) {
	s.nodes++
	if s.nodes&1023 == 0 {
		s.poll()
	}
	if s.stop {
		return 0, true
	}
	if ply > s.selDepth {
		s.selDepth = ply
	}
	return s.b.quickWin(ply)
}
