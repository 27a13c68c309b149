package store

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// fileOps are the file-system steps of an atomic write. Tests replace rename
// to simulate a crash between writing the temporary file and renaming it.
type fileOps struct {
	rename func(oldpath, newpath string) error
}

func defaultOps() fileOps { return fileOps{rename: os.Rename} }

// WriteFile replaces path with data atomically: temporary file in the same
// folder, fsync, rename, fsync of the folder. The folder is created if
// missing: it is for the game's own files (the config folder and the
// folders in it). A file the player named goes through WriteOutput.
func WriteFile(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("store: create folder: %w", err)
	}
	return defaultOps().writeFile(path, data)
}

// WriteOutput writes a file the player named (a command's --out, a
// conversion's target) atomically, as WriteFile does, but never creates
// folders: a missing folder is a typing mistake to report, not a tree of
// folders to make.
func WriteOutput(path string, data []byte) error {
	if err := CheckOutputFolder(path); err != nil {
		return err
	}
	return defaultOps().writeFile(path, data)
}

// CheckOutputFolder says whether path's folder exists, so that a command
// can refuse a mistyped --out before its work rather than after it. The
// error reads "folder DIR does not exist" (or "is not a folder").
func CheckOutputFolder(path string) error {
	dir := filepath.Dir(path)
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("folder %s does not exist", dir)
	case err != nil:
		return fmt.Errorf("folder %s: %w", dir, err)
	case !info.IsDir():
		return fmt.Errorf("%s is not a folder", dir)
	}
	return nil
}

func (ops fileOps) writeFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	tmp, err := createTemp(dir, "."+filepath.Base(path)+".tmp-")
	if err != nil {
		return fmt.Errorf("store: write %s: %w", path, err)
	}
	tmpName := tmp.Name()
	fail := func(err error) error {
		tmp.Close()
		os.Remove(tmpName)
		return fmt.Errorf("store: write %s: %w", path, err)
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmpName)
		return fmt.Errorf("store: write %s: %w", path, err)
	}
	if err := ops.rename(tmpName, path); err != nil {
		os.Remove(tmpName)
		return fmt.Errorf("store: replace %s: %w", path, err)
	}
	// The rename is durable only once the folder entry is on disk too. Some
	// file systems cannot sync a folder; the data itself is already safe.
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// createTemp makes a new file prefix+random in dir. Unlike os.CreateTemp
// (always 0600) it asks for 0666 and lets the kernel apply the umask, so
// the renamed file has the permissions any other program's file would
// (0644 under the usual umask 022) without reading the process's umask,
// which cannot be read without changing it for every goroutine.
func createTemp(dir, prefix string) (*os.File, error) {
	for range 1000 {
		name := filepath.Join(dir, prefix+strconv.FormatUint(uint64(rand.Uint32()), 10))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return f, err
	}
	return nil, fmt.Errorf("no free temporary name in %s", dir)
}
