//go:build !linux

package ai

// allocEntries gives t its n entries.
func allocEntries(t *tt, n uint64) { t.e = make([]ttSlot, n) }
