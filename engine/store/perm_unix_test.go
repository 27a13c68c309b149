//go:build unix

package store

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A written file gets the permissions the player's umask gives every
// other program's files: readable by others under the usual 022 (a
// recent game to share, a picture to upload), private under 077. The
// umask is process-wide, so these tests do not run in parallel.
func TestWrittenFilesFollowTheUmask(t *testing.T) {
	for _, tc := range []struct {
		umask int
		want  os.FileMode
	}{{0o022, 0o644}, {0o077, 0o600}, {0o002, 0o664}} {
		old := syscall.Umask(tc.umask)
		dir := t.TempDir()
		fresh := filepath.Join(dir, "new.sgf")
		errFresh := WriteFile(fresh, []byte("(;)"))
		replaced := filepath.Join(dir, "old.sgf")
		os.WriteFile(replaced, nil, 0o600)
		errReplaced := WriteOutput(replaced, []byte("(;)"))
		syscall.Umask(old)
		if errFresh != nil || errReplaced != nil {
			t.Fatal(errFresh, errReplaced)
		}
		for _, path := range []string{fresh, replaced} {
			info, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			if got := info.Mode().Perm(); got != tc.want {
				t.Errorf("umask %03o: %s is %03o, want %03o", tc.umask, filepath.Base(path), got, tc.want)
			}
		}
	}
}
