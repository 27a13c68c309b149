package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gomoku/engine/store/storetest"
)

// TestReadFileRefusesWhatIsNotASmallRegularFile puts every hostile kind
// where a file is expected: each is refused at once with a reason, never
// read to the end (a link to /dev/zero has no end) and never waited on (a
// FIFO's open blocks until someone writes).
func TestReadFileRefusesWhatIsNotASmallRegularFile(t *testing.T) {
	want := map[storetest.Kind]struct {
		err  error
		text string
	}{
		storetest.DevZero: {ErrNotRegular, "device"},
		storetest.FIFO:    {ErrNotRegular, "FIFO"},
		storetest.Folder:  {ErrNotRegular, "folder"},
		storetest.Huge:    {ErrTooLarge, "more than 4194304"},
	}
	for _, k := range storetest.Kinds() {
		t.Run(string(k), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "settings.json")
			storetest.Make(t, path, k)
			var err error
			storetest.Within(t, 10*time.Second, "ReadFile", func() { _, err = ReadFile(path, MaxFileSize) })
			if w := want[k]; !errors.Is(err, w.err) || !strings.Contains(err.Error(), w.text) {
				t.Fatalf("ReadFile(%s) = %v, want %v mentioning %q", k, err, w.err, w.text)
			}
		})
	}
}

func TestReadFileReadsRegularFilesAndLinksToThem(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "real.json")
	os.WriteFile(path, []byte("12345"), 0o644)
	link := filepath.Join(dir, "link.json")
	os.Symlink(path, link)
	for _, p := range []string{path, link} {
		if data, err := ReadFile(p, 5); err != nil || string(data) != "12345" {
			t.Fatalf("ReadFile(%s) = %q, %v", p, data, err)
		}
	}
	if _, err := ReadFile(path, 4); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("a file one byte over the cap: %v", err)
	}
	if _, err := ReadFile(filepath.Join(dir, "none"), 5); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("missing file: %v", err)
	}
}

func TestReadDirRefusesAFIFOWithoutBlocking(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "b"), nil, 0o644)
	os.WriteFile(filepath.Join(dir, "a"), nil, 0o644)
	des, err := ReadDir(dir)
	if err != nil || len(des) != 2 || des[0].Name() != "a" {
		t.Fatalf("ReadDir = %v, %v", des, err)
	}
	for _, k := range []storetest.Kind{storetest.FIFO, storetest.DevZero} {
		path := filepath.Join(t.TempDir(), "games")
		storetest.Make(t, path, k)
		storetest.Within(t, 10*time.Second, "ReadDir", func() { _, err = ReadDir(path) })
		if !errors.Is(err, ErrNotFolder) {
			t.Fatalf("ReadDir(%s) = %v, want ErrNotFolder", k, err)
		}
	}
}

// TestHostileBestFileIsSetAside is the start-up path for best.json: before
// the regular-file check a link to /dev/zero ran the game out of memory.
func TestHostileBestFileIsSetAside(t *testing.T) {
	for _, k := range storetest.Kinds() {
		t.Run(string(k), func(t *testing.T) {
			dir := t.TempDir()
			storetest.Make(t, filepath.Join(dir, BestFile), k)
			var err error
			storetest.Within(t, 10*time.Second, "LoadScores", func() { _, err = LoadScores(dir, testNow) })
			var ce *CorruptError
			if !errors.As(err, &ce) || !ce.KeptAside() {
				t.Fatalf("want the file set aside, got %v", err)
			}
			if _, err := os.Lstat(filepath.Join(dir, BestFile)); !errors.Is(err, fs.ErrNotExist) {
				t.Fatalf("best.json still in place: %v", err)
			}
		})
	}
}
