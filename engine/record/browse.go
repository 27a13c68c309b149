package record

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"gomoku/engine/store"
)

// Entry is one file in a game folder, as a game browser lists it. A file
// that cannot be read is still listed, with Err set and Game nil, so the
// player sees it (and can delete it) instead of wondering where it went.
type Entry struct {
	Path    string
	Name    string // base name, extension included
	Format  Format // from the extension
	ModTime time.Time
	// Date is the game's own date when the record has one, else ModTime.
	Date         time.Time
	Black, White string
	Moves        int
	Result       Result
	Game         *Game
	Err          error
}

// List reads every record file in dir (by extension: .sgf, .psq, .pos,
// .txt; hidden and temporary files are skipped), newest first. A missing
// folder is an empty list, not an error: there is nothing saved yet.
func List(dir string) ([]Entry, error) {
	files, err := recordFiles(dir)
	if err != nil {
		return nil, err
	}
	out := make([]Entry, 0, len(files))
	for _, fi := range files {
		e := Entry{
			Path:    filepath.Join(dir, fi.Name()),
			Name:    fi.Name(),
			Format:  FormatOf(fi.Name()),
			ModTime: fi.ModTime(),
			Date:    fi.ModTime(),
		}
		if fi.Size() > MaxFileSize {
			e.Err = fmt.Errorf("%s: %w", e.Path, ErrTooLarge)
		} else {
			e.Game, e.Err = Load(e.Path)
		}
		if g := e.Game; g != nil {
			e.Black, e.White, e.Moves, e.Result = g.Black, g.White, len(g.Moves), g.Result
			if !g.Date.IsZero() {
				e.Date = g.Date
			}
		}
		out = append(out, e)
	}
	return out, nil
}

// Prune deletes all but the newest keep record files in dir (by
// modification time, then name) and returns the paths it removed. It keeps
// going past a file it cannot remove and reports all such failures.
func Prune(dir string, keep int) ([]string, error) {
	if keep < 0 {
		keep = 0
	}
	files, err := recordFiles(dir)
	if err != nil {
		return nil, err
	}
	var removed []string
	var errs []error
	for _, fi := range files[min(keep, len(files)):] {
		p := filepath.Join(dir, fi.Name())
		if err := os.Remove(p); err != nil {
			errs = append(errs, fmt.Errorf("record: prune: %w", err))
			continue
		}
		removed = append(removed, p)
	}
	return removed, errors.Join(errs...)
}

// recordFiles lists the record files of dir, newest first.
func recordFiles(dir string) ([]fs.FileInfo, error) {
	des, err := store.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	var files []fs.FileInfo
	for _, de := range des {
		name := de.Name()
		if strings.HasPrefix(name, ".") || FormatOf(name) == FormatUnknown || !de.Type().IsRegular() {
			continue
		}
		fi, err := de.Info()
		if errors.Is(err, fs.ErrNotExist) {
			continue // removed while we looked
		}
		if err != nil {
			return nil, fmt.Errorf("record: %w", err)
		}
		files = append(files, fi)
	}
	sort.Slice(files, func(i, j int) bool {
		if !files[i].ModTime().Equal(files[j].ModTime()) {
			return files[i].ModTime().After(files[j].ModTime())
		}
		return files[i].Name() > files[j].Name()
	})
	return files, nil
}
