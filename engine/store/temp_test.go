package store

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestRemoveStaleTempKeepsWritesInProgress: a kill between creating a
// temporary file and renaming it leaves the file behind; start-up removes
// those older than a minute, and leaves young ones and every other file.
func TestRemoveStaleTempKeepsWritesInProgress(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	files := map[string]time.Duration{
		".autosave.json.tmp-123": 2 * time.Minute,  // stale: removed
		".best.json.tmp-9":       10 * time.Second, // in progress: kept
		"autosave.json":          time.Hour,        // the real file: kept
		".hidden":                time.Hour,        // not ours: kept
		"notes.tmp-1":            time.Hour,        // not hidden: kept
	}
	for name, age := range files {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte("x"), 0o644)
		os.Chtimes(p, now.Add(-age), now.Add(-age))
	}
	n, err := RemoveStaleTemp(dir, now)
	if err != nil || n != 1 {
		t.Fatalf("removed %d, %v; want 1", n, err)
	}
	for name := range files {
		_, err := os.Stat(filepath.Join(dir, name))
		if gone := os.IsNotExist(err); gone != (name == ".autosave.json.tmp-123") {
			t.Errorf("%s: gone %v", name, gone)
		}
	}
	if n, err := RemoveStaleTemp(filepath.Join(dir, "none"), now); n != 0 || err != nil {
		t.Fatalf("missing folder: %d, %v", n, err)
	}
}
