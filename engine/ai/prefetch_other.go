//go:build !amd64 && !arm64

package ai

// prefetch is a no-op where the engine has no prefetch instruction.
func prefetch(e *ttSlot) {}
