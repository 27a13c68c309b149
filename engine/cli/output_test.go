package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A mistyped output folder is reported by name before any work is done,
// and no folder is made on the way.
func TestMissingOutputFolderIsAnError(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "game.txt")
	if err := os.WriteFile(game, []byte("h8i9j10\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing", "dir")
	for _, argv := range [][]string{
		{"gomoku", "render", "--moves", "h8i9", "--out", filepath.Join(missing, "x.png")},
		{"gomoku", "render", "--open", game, "-o", filepath.Join(missing, "x.png")},
		{"gomoku", "convert", game, filepath.Join(missing, "x.sgf")},
		{"gomoku", "puzzles", "generate", "--games", "1", "-q", "--out", filepath.Join(missing, "p.jsonl")},
	} {
		code, out, errOut, _, worked := runArgs(argv...)
		if code != 1 || worked || out != "" {
			t.Errorf("%q: exit %d, drew %v, stdout %q", argv, code, worked, out)
		}
		if want := "folder " + missing + " does not exist"; !strings.Contains(errOut, want) {
			t.Errorf("%q: stderr %q lacks %q", argv, errOut, want)
		}
		if _, err := os.Stat(filepath.Join(dir, "missing")); !os.IsNotExist(err) {
			t.Fatalf("%q made a folder (%v)", argv, err)
		}
	}
}
