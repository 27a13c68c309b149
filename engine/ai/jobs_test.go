package ai

import "sync"

// inParallel calls work(e, i) for every i in [0, n), jobs at a time. Each
// job has its own searcher from newSearcher, since a Searcher is not safe
// for concurrent use. progress, when not nil, is told how many indices
// have been handed out, so a long tool run shows it is alive.
func inParallel(n, jobs int, newSearcher func() *Searcher, work func(e *Searcher, i int), progress func(handed int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for j := 0; j < max(jobs, 1); j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := newSearcher()
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
