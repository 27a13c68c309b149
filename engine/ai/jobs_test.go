package ai

import "sync"

// inParallel calls work(e, i) for every i in [0, n), jobs at a time. Each
// job has its own worker from newWorker (a Searcher, or an external
// engine's process), since neither is safe for concurrent use. progress,
// when not nil, is told how many indices have been handed out, so a long
// tool run shows it is alive.
func inParallel[W any](n, jobs int, newWorker func() W, work func(e W, i int), progress func(handed int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for j := 0; j < max(jobs, 1); j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := newWorker()
			for i := range next {
				work(e, i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
		if progress != nil {
			progress(i + 1)
		}
	}
	close(next)
	wg.Wait()
}
