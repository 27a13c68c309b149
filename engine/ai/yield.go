package ai

import "runtime"

// searchNice is how much lower than the rest of the program a yielding
// search runs (Unix nice levels: 10 of 19). At this weight the scheduler
// gives a woken frame loop the processor within a time slice even when
// every core is searching or the machine is busy with other work.
const searchNice = 10

// yielding runs f on a fresh goroutine whose OS thread is lowered in
// priority for good, and waits for it. The goroutine ends still locked to
// its thread, so the runtime discards that thread instead of handing a
// slowed thread to some other goroutine later.
func yielding[T any](f func() T) T {
	done := make(chan T, 1)
	go func() {
		lowerThread()
		done <- f()
	}()
	return <-done
}

// lowerThread locks the calling goroutine to its OS thread and lowers the
// thread's priority. A refusal (a system without per-thread priorities)
// leaves the thread at normal priority: the search is the same, only the
// window may draw later while it runs, so there is nothing to report.
func lowerThread() {
	runtime.LockOSThread()
	_ = setThreadNice(searchNice)
}
