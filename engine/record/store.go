package record

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"gomoku/engine/store"
)

// RecentKeep is how many finished games a recent-games folder keeps.
const RecentKeep = 20

// Save writes a game into dir (created if missing) under a new name from
// FileName and the format's extension, and returns the path. An existing
// file is never replaced: a clash gets "_2", "_3", … appended. The write is
// atomic (see store.WriteFile): a crash leaves either no file or the whole
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
		if err := store.WriteFile(path, data); err != nil {
			return "", err
		}
		return path, nil
	}
	return "", fmt.Errorf("record: save: no free file name for %s in %s", stem, dir)
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

// Load reads a record file, detecting its format from name and content.
func Load(path string) (*Game, error) { return LoadWith(path, Options{}) }

// LoadWith is Load with reader options for what the file does not say.
func LoadWith(path string, opt Options) (*Game, error) {
	data, err := ReadCapped(path)
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

// ReadCapped reads a record file of at most MaxFileSize bytes, and only a
// regular file (see store.ReadFile: a FIFO or a device is refused at once).
func ReadCapped(path string) ([]byte, error) {
	data, err := store.ReadFile(path, MaxFileSize)
	if errors.Is(err, store.ErrTooLarge) {
		return nil, fmt.Errorf("%s: %w", path, ErrTooLarge)
	}
	if errors.Is(err, store.ErrNotRegular) {
		return nil, fmt.Errorf("record: %s: %w", path, err)
	}
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	return data, nil
}
