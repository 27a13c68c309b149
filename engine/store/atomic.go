package store

import (
	"fmt"
	"os"
	"path/filepath"
)

// fileOps are the file-system steps of an atomic write. Tests replace rename
// to simulate a crash between writing the temporary file and renaming it.
type fileOps struct {
	rename func(oldpath, newpath string) error
}

func defaultOps() fileOps { return fileOps{rename: os.Rename} }

// WriteFile replaces path with data atomically: temporary file in the same
// folder, fsync, rename, fsync of the folder. The folder is created if
// missing.
func WriteFile(path string, data []byte) error {
	return defaultOps().writeFile(path, data)
}

func (ops fileOps) writeFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("store: create folder: %w", err)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
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
