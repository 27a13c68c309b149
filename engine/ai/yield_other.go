//go:build !linux

package ai

// setThreadNice does nothing where a thread's priority cannot be set on
// its own (the whole process would slow its frame loop too).
func setThreadNice(int) error { return nil }
