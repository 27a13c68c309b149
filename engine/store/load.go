package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"
)

// CorruptError reports a file that could not be read or parsed. Aside is
// where it was moved to keep it; it is empty when even that failed, in which
// case the file is still at Path and must not be overwritten.
type CorruptError struct {
	Path  string
	Aside string
	Err   error
}

func (e *CorruptError) Error() string {
	if e.Aside == "" {
		return fmt.Sprintf("store: %s is unreadable and could not be set aside: %v", e.Path, e.Err)
	}
	return fmt.Sprintf("store: %s is unreadable (%v); kept as %s", e.Path, e.Err, e.Aside)
}

func (e *CorruptError) Unwrap() error { return e.Err }

// KeptAside reports whether the bad file was moved out of the way, so the
// original name is free to be written again.
func (e *CorruptError) KeptAside() bool { return e.Aside != "" }

// MaxFileSize caps what is read of the game's own files: they are a few
// kilobytes, and a huge file is a mistake that must not stall start-up.
const MaxFileSize = 4 << 20

// LoadJSON reads path into v. A missing file is not an error: it returns
// (false, nil) and leaves v alone. A file that cannot be read or parsed is
// renamed aside and reported as a *CorruptError; v is left alone.
func LoadJSON(path string, v any, now time.Time) (found bool, err error) {
	return Load(path, now, func(data []byte) error {
		if jerr := json.Unmarshal(data, v); jerr != nil {
			return fmt.Errorf("invalid JSON: %w", jerr)
		}
		return nil
	})
}

// Load reads path with ReadFile (a regular file of at most MaxFileSize
// bytes) and hands it to decode. A missing file is (false, nil); a file
// that is empty, is not a regular file, is too large or that decode
// refuses is renamed aside and reported as a *CorruptError.
func Load(path string, now time.Time, decode func([]byte) error) (found bool, err error) {
	data, err := ReadFile(path, MaxFileSize)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err == nil {
		if len(data) == 0 {
			err = errors.New("empty file")
		} else {
			err = decode(data)
		}
	}
	if err == nil {
		return true, nil
	}
	return false, setAside(path, err, now)
}

func setAside(path string, cause error, now time.Time) error {
	aside := path + ".corrupt-" + now.UTC().Format("20060102T150405Z")
	for i := 1; fileExists(aside); i++ {
		aside = fmt.Sprintf("%s.corrupt-%s-%d", path, now.UTC().Format("20060102T150405Z"), i)
	}
	if err := os.Rename(path, aside); err != nil {
		return &CorruptError{Path: path, Err: fmt.Errorf("%v; setting it aside failed: %w", cause, err)}
	}
	return &CorruptError{Path: path, Aside: aside, Err: cause}
}

func fileExists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}
