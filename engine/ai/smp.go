package ai

import (
	"context"
	"sync"
)

// helper is one extra thread of a Lazy SMP search: its own board and
// search buffers, the engine's hash table. Helpers only fill the table;
// what they find reaches the main thread through it.
type helper struct {
	b    board
	s    *searcher
	info Info
}

// searchThreads runs the main search on the calling goroutine and
// lim.Threads-1 helpers beside it, and returns once every helper has
// stopped, so the next search may clear the table safely.
func (e *Engine) searchThreads(ctx context.Context, lim Limits) (Info, error) {
	n := lim.Threads - 1
	for len(e.helpers) < n {
		cfg := e.cfg
		// The root threat solvers are the main thread's job.
		cfg.RootVCFNodes, cfg.RootVCTNodes = 0, 0
		cfg.RootDefendVCF, cfg.RootDefendVCT = false, false
		s := newSearcherWith(cfg, e.s.tt)
		s.skew = len(e.helpers)%2 + 1
		e.helpers = append(e.helpers, &helper{s: s})
	}
	hctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for _, h := range e.helpers[:n] {
		h.b = e.b
		h.info = Info{}
		wg.Add(1)
		go func(h *helper) {
			defer wg.Done()
			if lim.Yield {
				lowerThread()
			}
			// A helper's own result and error are not used: the main
			// thread's search decides, and reports any failure.
			h.info, _ = h.s.root(hctx, &h.b, Limits{Depth: lim.Depth})
		}(h)
	}
	info, err := e.s.root(ctx, &e.b, lim)
	cancel()
	wg.Wait()
	for _, h := range e.helpers[:n] {
		info.Nodes += h.info.Nodes
	}
	return info, err
}
