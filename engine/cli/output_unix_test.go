//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A converted record is an ordinary file: 0644 under the usual umask 022,
// private under 077, as any other program would write it.
func TestConvertedFileFollowsTheUmask(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "game.txt")
	if err := os.WriteFile(game, []byte("h8i9j10\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for umask, want := range map[int]os.FileMode{0o022: 0o644, 0o077: 0o600} {
		out := filepath.Join(dir, "game.sgf")
		os.Remove(out)
		old := syscall.Umask(umask)
		code, _, errOut, _, _ := runArgs("gomoku", "convert", game, out)
		syscall.Umask(old)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		info, err := os.Stat(out)
		if err != nil {
			t.Fatal(err)
		}
		if got := info.Mode().Perm(); got != want {
			t.Errorf("umask %03o: written %03o, want %03o", umask, got, want)
		}
	}
}
