package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// StaleTempAge is how old a temporary file of WriteFile must be before
// RemoveStaleTemp takes it for the leftover of a killed write. A write in
// progress (another instance of the game, the writer goroutine) finishes
// within seconds.
const StaleTempAge = time.Minute

// RemoveStaleTemp deletes the temporary files that writes killed between
// creating and renaming them left in dir (".NAME.tmp-*", see WriteFile),
// when they are older than StaleTempAge at now. They never break a start-up
// (nothing reads them), but each kill at the wrong moment would leave one
// more. It returns how many it removed; files it cannot remove are
// reported together.
func RemoveStaleTemp(dir string, now time.Time) (int, error) {
	des, err := ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("store: %w", err)
	}
	removed := 0
	var errs []error
	for _, de := range des {
		name := de.Name()
		if !strings.HasPrefix(name, ".") || !strings.Contains(name, ".tmp-") || !de.Type().IsRegular() {
			continue
		}
		info, err := de.Info()
		if err != nil || now.Sub(info.ModTime()) < StaleTempAge {
			continue
		}
		if err := os.Remove(filepath.Join(dir, name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, fmt.Errorf("store: %w", err))
			continue
		}
		removed++
	}
	return removed, errors.Join(errs...)
}
