package pbrain

import (
	"bytes"
	"runtime"
	"strconv"
	"time"
)

// othersFrom reads a /proc/loadavg line: its fourth field is
// "running/total" tasks, and the running ones include the thread reading
// it. It returns how many others are running, or false for a line it
// cannot read.
func othersFrom(loadavg []byte) (int, bool) {
	f := bytes.Fields(loadavg)
	if len(f) < 4 {
		return 0, false
	}
	running, _, ok := bytes.Cut(f[3], []byte("/"))
	if !ok {
		return 0, false
	}
	r, err := strconv.Atoi(string(running))
	if err != nil || r < 1 {
		return 0, false
	}
	return r - 1, true
}

// idle is how many of the cores the others leave free, at least one.
func idle(others int) int { return max(runtime.NumCPU()-others, 1) }

// perWaiting is the extra margin a move keeps for each runnable task
// beyond the cores (this brain counted): with more tasks than cores, even
// the deadline's timer waits for a core, longer the longer the queue
// (measured: 10–25 ms late at a load average of 8 on two cores).
const perWaiting = 3 * time.Millisecond

// crowdMargin is that extra margin for others other running tasks.
func crowdMargin(others int) time.Duration {
	return perWaiting * time.Duration(max(others+1-runtime.NumCPU(), 0))
}
