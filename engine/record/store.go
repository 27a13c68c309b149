package record

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"
)

// RecentKeep is how many finished games a recent-games folder keeps.
const RecentKeep = 20

// Save writes a game into dir (created if missing) under a new name from
// FileName and the format's extension, and returns the path. An existing
// file is never replaced: a clash gets "_2", "_3", … appended. The write is
// atomic (see WriteFileAtomic): a crash leaves either no file or the whole
// game.
func Save(dir string, g *Game, f Format) (string, error) {
	data, err := Write(g, f)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("record: save: %w", err)
	}
	stem := FileName(g, time.Now())
	for i := 1; i < 1000; i++ {
		name := stem
		if i > 1 {
			name += "_" + strconv.Itoa(i)
		}
		path := filepath.Join(dir, name+f.Ext())
		if _, err := os.Lstat(path); err == nil {
			continue
		} else if !errors.Is(err, fs.ErrNotExist) {
			return "", fmt.Errorf("record: save: %w", err)
		}
		if err := WriteFileAtomic(path, data); err != nil {
			return "", err
		}
		return path, nil
	}
	return "", fmt.Errorf("record: save: no free file name for %s in %s", stem, dir)
}

// SaveFile writes a game to path in format f, atomically, replacing any
// file there (the "Save as…" case).
func SaveFile(path string, g *Game, f Format) error {
	data, err := Write(g, f)
	if err != nil {
		return err
	}
	return WriteFileAtomic(path, data)
}

// SaveRecent saves a finished game into a recent-games folder as SGF and
// prunes the folder to the newest keep games (RecentKeep is the usual
// value). It returns the new file's path.
func SaveRecent(dir string, g *Game, keep int) (string, error) {
	path, err := Save(dir, g, FormatSGF)
	if err != nil {
		return "", err
	}
	if _, err := Prune(dir, keep); err != nil {
		return path, err
	}
	return path, nil
}

// WriteFileAtomic replaces path with data so that readers (and a crash)
// see either the old file or the new one, never a mix: the data goes to a
// temporary file in the same folder, is flushed to disk, and is renamed
// over path; then the folder itself is flushed so the rename survives a
// power cut (not on Windows, where folders cannot be opened for that).
func WriteFileAtomic(path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return fmt.Errorf("record: write %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return fmt.Errorf("record: write %s: %w", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("record: write %s: %w", path, err)
	}
	if err = tmp.Chmod(0o644); err != nil {
		return fmt.Errorf("record: write %s: %w", path, err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("record: write %s: %w", path, err)
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("record: write %s: %w", path, err)
	}
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("record: sync folder of %s: %w", path, err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("record: sync folder of %s: %w", path, err)
	}
	return nil
}

// Load reads a record file, detecting its format from name and content.
func Load(path string) (*Game, error) { return LoadWith(path, Options{}) }

// LoadWith is Load with reader options for what the file does not say.
func LoadWith(path string, opt Options) (*Game, error) {
	data, err := readCapped(path)
	if err != nil {
		return nil, err
	}
	f := Detect(path, data)
	if f == FormatUnknown {
		return nil, fmt.Errorf("%w: %s", ErrUnknownFormat, path)
	}
	g, err := ReadWith(data, f, opt)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return g, nil
}

func readCapped(path string) ([]byte, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	defer fh.Close()
	data, err := io.ReadAll(io.LimitReader(fh, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("record: %s: %w", path, err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%s: %w", path, ErrTooLarge)
	}
	return data, nil
}

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
	des, err := os.ReadDir(dir)
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
