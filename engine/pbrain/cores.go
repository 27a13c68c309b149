package pbrain

import (
	"bytes"
	"strconv"
)

// idleFrom reads a /proc/loadavg line: its fourth field is "running/total"
// tasks, and the running ones include the thread reading it. The idle
// cores are the cpus less the others, at least one; a line it cannot read
// leaves every core idle.
func idleFrom(loadavg []byte, cpus int) int {
	f := bytes.Fields(loadavg)
	if len(f) < 4 {
		return cpus
	}
	running, _, ok := bytes.Cut(f[3], []byte("/"))
	if !ok {
		return cpus
	}
	r, err := strconv.Atoi(string(running))
	if err != nil || r < 1 {
		return cpus
	}
	return max(cpus-(r-1), 1)
}
