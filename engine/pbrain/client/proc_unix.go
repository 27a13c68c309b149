//go:build unix

package client

import (
	"os/exec"
	"syscall"
)

// isolate puts the engine in its own process group so that killing it
// also kills any helpers it started (a wrapper script's children).
func isolate(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// kill ends the engine's whole process group.
func kill(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		cmd.Process.Kill()
	}
}
