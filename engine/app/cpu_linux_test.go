package app

import (
	"syscall"
	"time"
)

// threadCPU is the calling OS thread's CPU time: a frame benchmark locked
// to its thread reports what the frame itself costs, which the wall clock
// of a shared machine (and the engine's own threads) inflates.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_THREAD, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
