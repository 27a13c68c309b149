//go:build !unix

package analysis

import "time"

// cpuTime is unknown here; the benchmark then reports 0 CPU seconds.
func cpuTime() time.Duration { return 0 }
