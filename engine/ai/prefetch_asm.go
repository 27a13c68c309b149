//go:build amd64 || arm64

package ai

// prefetch asks the processor to start loading e's cache line without
// waiting for it: a plain load would stall the board update behind the
// miss.
//
//go:noescape
func prefetch(e *ttSlot)
