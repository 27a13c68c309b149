//go:build !linux

package pbrain

// othersRunning is 0 where the load cannot be read: every core counts as
// idle.
func othersRunning() int { return 0 }
