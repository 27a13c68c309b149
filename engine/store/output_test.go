package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A file the player named lands in a folder that exists; a mistyped folder
// is reported and nothing is created on the way.
func TestWriteOutputRefusesAMissingFolder(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing", "dir")
	err := WriteOutput(filepath.Join(missing, "x.png"), []byte("png"))
	if err == nil || !strings.Contains(err.Error(), "folder "+missing+" does not exist") {
		t.Fatalf("error %v, want the missing folder named", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the failed write left %v behind", entries)
	}
	notDir := filepath.Join(dir, "file")
	os.WriteFile(notDir, nil, 0o644)
	if err := WriteOutput(filepath.Join(notDir, "x.png"), nil); err == nil || !strings.Contains(err.Error(), "not a folder") {
		t.Errorf("a file as the folder: error %v", err)
	}
	out := filepath.Join(dir, "x.png")
	if err := WriteOutput(out, []byte("png")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(out); string(got) != "png" {
		t.Errorf("wrote %q", got)
	}
}

// The game's own files still get their folder made: a first launch has
// no config folder yet.
func TestWriteFileMakesTheConfigFolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config", "gomoku", "settings.json")
	if err := WriteFile(path, []byte("{}")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
}
