package pbrain

import "os"

// othersRunning is how many tasks besides this thread are running right
// now, from /proc/loadavg (see othersFrom): a snapshot, taken once a
// move; 0 when the file cannot be read.
func othersRunning() int {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	n, _ := othersFrom(data)
	return n
}
