package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sort"
	"syscall"
)

// Sentinel errors of ReadFile and ReadDir, for errors.Is.
var (
	// ErrNotRegular is a path that is not a plain file: a folder, a device
	// (a link to /dev/zero never ends), a FIFO (opening one waits for a
	// writer forever) or a socket.
	ErrNotRegular = errors.New("not a regular file")
	// ErrNotFolder is a path that should be a folder and is something else.
	ErrNotFolder = errors.New("not a folder")
	// ErrTooLarge is a file longer than the reader's cap.
	ErrTooLarge = errors.New("file too large")
)

// ReadFile is the one way the game reads a file: only a regular file
// (symbolic links are followed, but what they point to must be regular too)
// and never more than limit bytes, however large Stat says it is — Stat's
// size is 0 for devices and FIFOs and may change under us. The open itself
// cannot block: it is non-blocking, and the kind is checked again on the
// open file, so a FIFO swapped in between the checks is still refused. A
// missing file wraps fs.ErrNotExist.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := openChecked(path, regular)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// A regular file's size is known: refuse a large one unread. The cap
	// below still holds if it grows meanwhile.
	if info, err := f.Stat(); err == nil && info.Size() > limit {
		return nil, fmt.Errorf("%w: %d bytes, more than %d", ErrTooLarge, info.Size(), limit)
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%w: more than %d bytes", ErrTooLarge, limit)
	}
	return data, nil
}

// openChecked opens path for reading only once check accepts what it is:
// first by name (so a FIFO is never opened), then the open file itself
// (so one swapped in between is caught). The open is non-blocking.
func openChecked(path string, check func(fs.FileInfo) error) (*os.File, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := check(info); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	if info, err = f.Stat(); err == nil {
		err = check(info)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// regular refuses everything but a plain file, naming what it is.
func regular(info fs.FileInfo) error {
	m := info.Mode()
	switch {
	case m.IsRegular():
		return nil
	case m.IsDir():
		return fmt.Errorf("%w: it is a folder", ErrNotRegular)
	case m&fs.ModeNamedPipe != 0:
		return fmt.Errorf("%w: it is a FIFO", ErrNotRegular)
	case m&fs.ModeDevice != 0:
		return fmt.Errorf("%w: it is a device", ErrNotRegular)
	case m&fs.ModeSocket != 0:
		return fmt.Errorf("%w: it is a socket", ErrNotRegular)
	}
	return fmt.Errorf("%w (mode %v)", ErrNotRegular, m)
}

// ReadDir lists a folder the same careful way: a path that is not a folder
// (a FIFO named games/ would block a plain open forever) is refused with
// ErrNotFolder before it is opened, and checked again once open.
func ReadDir(path string) ([]fs.DirEntry, error) {
	f, err := openChecked(path, func(info fs.FileInfo) error {
		if !info.IsDir() {
			return fmt.Errorf("%s: %w", path, ErrNotFolder)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	defer f.Close()
	des, err := f.ReadDir(-1)
	sort.Slice(des, func(i, j int) bool { return des[i].Name() < des[j].Name() })
	return des, err
}
