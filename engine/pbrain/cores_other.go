//go:build !linux

package pbrain

import "runtime"

// idleCores counts every core as idle where the load cannot be read.
func idleCores() int { return runtime.NumCPU() }
