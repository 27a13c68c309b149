package pbrain

import (
	"os"
	"runtime"
)

// idleCores is how many cores no other program is running on right now,
// from /proc/loadavg (see idleFrom); a snapshot, taken once a move. When
// the file cannot be read every core counts as idle.
func idleCores() int {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return runtime.NumCPU()
	}
	return idleFrom(data, runtime.NumCPU())
}
