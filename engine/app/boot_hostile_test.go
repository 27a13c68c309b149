package app

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gomoku/engine/store"
	"gomoku/engine/store/storetest"
)

// TestBootSurvivesHostileFiles puts a device, a FIFO, a folder or a 100 MB
// file where each of the game's files belongs. Start-up must come back
// quickly (a link to /dev/zero used to run it out of memory, a FIFO to
// block it forever, a 100 MB file to be parsed), report the file with the
// reason, set it aside and start with defaults.
func TestBootSurvivesHostileFiles(t *testing.T) {
	reason := map[storetest.Kind]string{
		storetest.DevZero: "it is a device",
		storetest.FIFO:    "it is a FIFO",
		storetest.Folder:  "it is a folder",
		storetest.Huge:    "file too large",
	}
	for _, file := range []string{SettingsFile, store.BestFile, AutosaveFile} {
		for _, k := range storetest.Kinds() {
			t.Run(file+"/"+string(k), func(t *testing.T) {
				dir := t.TempDir()
				storetest.Make(t, filepath.Join(dir, file), k)
				var b Boot
				storetest.Within(t, 10*time.Second, "LoadBoot", func() { b = LoadBoot(dir, t0, 3) })
				if len(b.Problems) != 1 || b.Problems[0].File != file || !strings.Contains(b.Problems[0].String(), reason[k]) {
					t.Fatalf("problems %v, want one for %s saying %q", b.Problems, file, reason[k])
				}
				if b.ScoresLocked || b.SettingsLocked || b.Resume != nil {
					t.Fatalf("boot %+v: the file should be set aside and the defaults used", b)
				}
				if _, err := os.Lstat(filepath.Join(dir, file)); !errors.Is(err, fs.ErrNotExist) {
					t.Fatalf("%s still in place: %v", file, err)
				}
				if aside, _ := filepath.Glob(filepath.Join(dir, file+".corrupt-*")); len(aside) != 1 {
					t.Fatalf("not kept aside: %v", aside)
				}
			})
		}
	}
}

// BenchmarkBootHugeSettings is start-up with a 100 MB settings.json of
// spaces: it used to be read and parsed whole (first frame 854 ms instead
// of 169 ms); now the cap refuses it unread.
// go test -run '^$' -bench BootHuge -benchtime 5x ./engine/app
func BenchmarkBootHugeSettings(b *testing.B) {
	spaces := make([]byte, storetest.HugeSize)
	for i := range spaces {
		spaces[i] = ' '
	}
	dir := b.TempDir()
	path := filepath.Join(dir, SettingsFile)
	if err := os.WriteFile(path, spaces, 0o644); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if boot := LoadBoot(dir, t0, 3); len(boot.Problems) != 1 {
			b.Fatalf("problems %v", boot.Problems)
		}
		b.StopTimer()
		// Put the same file back for the next round.
		aside, _ := filepath.Glob(path + ".corrupt-*")
		if len(aside) != 1 || os.Rename(aside[0], path) != nil {
			b.Fatalf("set aside as %v", aside)
		}
		b.StartTimer()
	}
}
