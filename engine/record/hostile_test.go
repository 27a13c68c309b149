package record

import (
	"errors"
	"path/filepath"
	"testing"
	"time"

	"gomoku/engine/store"
	"gomoku/engine/store/storetest"
)

// TestHostileRecordFilesAreRefusedQuickly opens (--open, convert) and lists
// (Open game, Recent games) hostile files: a FIFO named game.sgf used to
// block the open forever, a FIFO named games/ the listing.
func TestHostileRecordFilesAreRefusedQuickly(t *testing.T) {
	for _, k := range storetest.Kinds() {
		t.Run(string(k), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.sgf")
			storetest.Make(t, path, k)
			var err error
			storetest.Within(t, 10*time.Second, "Load", func() { _, err = Load(path) })
			if !errors.Is(err, store.ErrNotRegular) && !errors.Is(err, ErrTooLarge) {
				t.Fatalf("Load(%s) = %v", k, err)
			}
			games := filepath.Join(t.TempDir(), "games")
			storetest.Make(t, games, k)
			if k == storetest.Folder {
				return // an empty folder of games is fine
			}
			storetest.Within(t, 10*time.Second, "List", func() { _, err = List(games) })
			if !errors.Is(err, store.ErrNotFolder) {
				t.Fatalf("List(%s) = %v, want ErrNotFolder", k, err)
			}
		})
	}
}
