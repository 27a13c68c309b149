package storetest

import (
	"os"
	"syscall"
	"testing"
	"time"
)

// Kind is one sort of hostile file.
type Kind string

const (
	// DevZero is a symbolic link to /dev/zero: Stat says size 0 and a read
	// never ends, so an uncapped reader runs out of memory.
	DevZero Kind = "link to /dev/zero"
	// FIFO is a named pipe: a plain open waits for a writer forever.
	FIFO Kind = "FIFO"
	// Folder is a directory where a file is expected.
	Folder Kind = "folder"
	// Huge is a 100 MB file (sparse, so it costs no disk): far over any
	// cap, and slow to parse if read.
	Huge Kind = "100 MB file"
)

// Kinds lists every hostile kind.
func Kinds() []Kind { return []Kind{DevZero, FIFO, Folder, Huge} }

// HugeSize is the size of a Huge file.
const HugeSize = 100 << 20

// Make puts a hostile file of kind k at path.
func Make(t testing.TB, path string, k Kind) {
	t.Helper()
	var err error
	switch k {
	case DevZero:
		err = os.Symlink("/dev/zero", path)
	case FIFO:
		err = syscall.Mkfifo(path, 0o644)
	case Folder:
		err = os.Mkdir(path, 0o755)
	case Huge:
		var f *os.File
		if f, err = os.Create(path); err == nil {
			err = f.Truncate(HugeSize)
			f.Close()
		}
	default:
		t.Fatalf("storetest: unknown kind %q", k)
	}
	if err != nil {
		t.Fatalf("storetest: make %s at %s: %v", k, path, err)
	}
}

// Within runs fn and fails the test if it has not returned after d: a read
// that blocks (a FIFO opened for reading) must not hang the whole run. The
// blocked goroutine is left behind; the test binary ends soon anyway.
func Within(t testing.TB, d time.Duration, what string, fn func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		fn()
	}()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("%s did not return within %v (blocked on a hostile file?)", what, d)
	}
}
