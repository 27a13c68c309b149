package pbrain

import (
	"bytes"
	"os"
	"runtime"
	"strconv"
)

// idleCores is how many cores no other program is running on right now:
// the cores present less the runnable tasks the kernel counts in
// /proc/loadavg's fourth field ("running/total"), which includes the
// thread reading it. It is a snapshot, taken once a move; when the file
// cannot be read every core counts as idle.
func idleCores() int {
	n := runtime.NumCPU()
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return n
	}
	f := bytes.Fields(data)
	if len(f) < 4 {
		return n
	}
	running, _, ok := bytes.Cut(f[3], []byte("/"))
	if !ok {
		return n
	}
	r, err := strconv.Atoi(string(running))
	if err != nil || r < 1 {
		return n
	}
	return max(n-(r-1), 1)
}
