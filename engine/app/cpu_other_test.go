//go:build !linux

package app

import "time"

// threadCPU is not measured off Linux (0: the metric reads 0).
func threadCPU() time.Duration { return 0 }
