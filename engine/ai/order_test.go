package ai

import (
	"testing"

	"gomoku/engine"
)

// TestLearntOrderRanksDeepMovesHigher: in positions the tuner held out, the
// move a deep search played comes earlier in the search's learnt order than
// in the hand-set one, and more often among the first five (a quiet node
// searches only its first few moves before move-count pruning). Scored
// through searcher.score, with no history or killers, as at a node the
// search has not seen before.
func TestLearntOrderRanksDeepMovesHigher(t *testing.T) {
	for _, rule := range []engine.Rule{engine.Freestyle} {
		tb := testTables.get(rule)
		if !tb.hasOrder {
			t.Fatalf("%v has no learnt order", rule)
		}
		var ss [2]*searcher
		for k := range ss {
			cfg := DefaultConfig()
			cfg.sel.learntOrder = k == 1
			ss[k] = newSearcher(cfg)
		}
		var rank, top5 [2]float64
		n := 0
		for _, line := range orderHeldOut[rule] {
			moves, err := engine.ParseMoves(line, 15)
			if err != nil {
				t.Fatal(err)
			}
			b := newBoard(tb, 15)
			for i, m := range moves {
				c := cellOf(m)
				if i >= 6 {
					if r, ok := orderRanks(ss, b, c); ok {
						n++
						for k := range r {
							rank[k] += float64(r[k])
							if r[k] < 5 {
								top5[k]++
							}
						}
					}
				}
				b.play(c)
			}
		}
		if n < 200 {
			t.Fatalf("%v: only %d positions", rule, n)
		}
		t.Logf("%v, %d positions: mean rank hand-set %.2f, learnt %.2f; first five %.1f %% and %.1f %%",
			rule, n, rank[0]/float64(n), rank[1]/float64(n), 100*top5[0]/float64(n), 100*top5[1]/float64(n))
		if rank[1] > 0.95*rank[0] || top5[1] <= top5[0] {
			t.Errorf("%v: the learnt order does not rank the deep search's moves higher (mean rank %.2f against %.2f, first five %v against %v of %d)",
				rule, rank[1]/float64(n), rank[0]/float64(n), top5[1], top5[0], n)
		}
	}
}

// orderRanks is the rank of move played among the node's moves under the
// hand-set order ([0]) and the learnt one ([1]); ok is false where no order
// is needed (a five on the board to play or stop, or one move).
func orderRanks(ss [2]*searcher, b *board, played int) (r [2]int, ok bool) {
	me, op := b.stm, b.stm^1
	if b.cnt[me][p4A]+b.cnt[me][p4B]+b.cnt[op][p4A] > 0 {
		return r, false
	}
	for k, s := range ss {
		s.b = b
		l := &s.lists[0]
		s.generate(l)
		if l.n < 2 {
			return r, false
		}
		s.order(l, 0, noCell)
		r[k] = -1
		for i := 0; i < l.n; i++ {
			if int(l.m[i].cell) == played {
				r[k] = i
			}
		}
		if r[k] < 0 {
			return r, false
		}
	}
	return r, true
}
