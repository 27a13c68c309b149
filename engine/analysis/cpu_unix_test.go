//go:build unix

package analysis

import (
	"syscall"
	"time"
)

// cpuTime is the process's CPU time so far: the benchmark reports it next
// to the wall clock, which a shared machine inflates.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
