//go:build linux

package ai

import (
	"runtime"
	"syscall"
	"unsafe"
)

// madvHugepage is MADV_HUGEPAGE, which the syscall package does not name.
const madvHugepage = 14

// allocEntries gives t its n entries, in transparent huge pages where the
// kernel allows: probes land at random over many megabytes, and with small
// pages nearly every one also misses the TLB (measured: about 4 % of the
// bench time). The mapping is released when t becomes unreachable. Any
// failure falls back to ordinary memory.
func allocEntries(t *tt, n uint64) {
	size := n * uint64(unsafe.Sizeof(ttSlot{}))
	if size < 4<<20 || size > 1<<40 {
		t.e = make([]ttSlot, n)
		return
	}
	mem, err := syscall.Mmap(-1, 0, int(size), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		t.e = make([]ttSlot, n)
		return
	}
	// Advisory only: without huge pages the table still works.
	_ = syscall.Madvise(mem, madvHugepage)
	t.e = unsafe.Slice((*ttSlot)(unsafe.Pointer(unsafe.SliceData(mem))), n)
	runtime.AddCleanup(t, func(m []byte) { _ = syscall.Munmap(m) }, mem)
}
