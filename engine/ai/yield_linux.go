package ai

import "syscall"

// setThreadNice lowers the calling thread alone: on Linux a thread ID is a
// valid PRIO_PROCESS target and each thread has its own nice value.
func setThreadNice(n int) error {
	return syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), n)
}
