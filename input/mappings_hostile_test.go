package input

import (
	"errors"
	"path/filepath"
	"testing"
	"time"

	"gomoku/engine/store"
	"gomoku/engine/store/storetest"
)

// TestHostileMappingFileIsReportedNotWaitedOn: a FIFO named
// gamecontrollerdb.txt used to block start-up in its open, a link to
// /dev/zero to be read until the cap. Each is now refused at once and the
// game goes on with SDL's own mappings.
func TestHostileMappingFileIsReportedNotWaitedOn(t *testing.T) {
	for _, k := range storetest.Kinds() {
		dir := t.TempDir()
		storetest.Make(t, filepath.Join(dir, MappingFile), k)
		var (
			n   int
			err error
		)
		storetest.Within(t, 10*time.Second, "LoadMappings", func() { n, err = LoadMappings(dir) })
		if n != 0 || (!errors.Is(err, store.ErrNotRegular) && !errors.Is(err, store.ErrTooLarge)) {
			t.Fatalf("%s: LoadMappings = %d, %v", k, n, err)
		}
	}
}
