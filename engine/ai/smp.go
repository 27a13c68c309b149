package ai

import (
	"context"
	"runtime"
	"sync"
	"time"
)

// helper is one extra thread of a Lazy SMP search: its own board and
// search buffers, the engine's hash table. Helpers only fill the table;
// what they find reaches the main thread through it.
type helper struct {
	b    board
	s    *searcher
	info Info
}

// maxThreads is how many threads a search may use: more threads than
// cores only take turns, and a descheduled main thread answers late
// (thread_num 64 on two cores overran 100 ms turns by 786 ms).
func maxThreads() int { return max(1, min(runtime.NumCPU(), runtime.GOMAXPROCS(0))) }

// Prepare allocates what a search on threads threads needs (helper
// boards and buffers, some megabytes each), so that a caller with a clock,
// such as the Gomocup brain, can pay for it outside any timed turn.
// Searches allocate whatever is missing themselves. It also wipes the
// hash table when a wipe would otherwise fall inside one of the next
// searches.
func (e *Searcher) Prepare(threads int) {
	e.s.tt.wipeSoon()
	e.addHelpers(threads)
}

// addHelpers allocates the helpers a search on threads threads lacks.
func (e *Searcher) addHelpers(threads int) {
	n := min(threads, maxThreads()) - 1
	for len(e.helpers) < n {
		cfg := e.cfg
		// The root threat solvers are the main thread's job.
		cfg.RootVCFNodes, cfg.RootVCTNodes = 0, 0
		cfg.RootDefendVCF = false
		s := newSearcherWith(cfg, e.s.tt)
		s.skew = len(e.helpers)%2 + 1
		s.helper = true
		e.helpers = append(e.helpers, &helper{s: s})
	}
}

// searchThreads runs the main search on the calling goroutine and
// lim.Threads-1 helpers beside it (at most one thread a core), and returns
// once every helper has stopped, so the next search may clear the table
// safely. Helpers share the main thread's deadline and poll it themselves,
// so they stop within a poll interval (1024 nodes, well under a
// millisecond) of it even before the main thread cancels them.
func (e *Searcher) searchThreads(ctx context.Context, lim Limits) (Info, error) {
	start := time.Now()
	e.addHelpers(lim.Threads)
	n := min(lim.Threads, maxThreads()) - 1
	if n <= 0 {
		return e.s.rootFrom(ctx, &e.b, lim, start)
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
			h.info, _ = h.s.rootFrom(hctx, &h.b, Limits{Depth: lim.Depth, Time: lim.Time}, start)
		}(h)
	}
	info, err := e.s.rootFrom(ctx, &e.b, lim, start)
	cancel()
	wg.Wait()
	for _, h := range e.helpers[:n] {
		info.Nodes += h.info.Nodes
	}
	return info, err
}
