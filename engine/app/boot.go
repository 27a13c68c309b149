package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"gomoku/engine/store"
)

// Boot is what start-up reads from the config folder: settings, best
// results and statistics, and the game in progress. Problems never stop
// the game: each is turned into a message for the window and stderr, and
// a damaged file is set aside rather than overwritten.
type Boot struct {
	Settings       Settings
	Scores         store.Scores
	Resume         *Autosave
	ScoresLocked   bool
	SettingsLocked bool
	FirstLaunch    bool
	Problems       []Problem
}

// Problem is a file that could not be used at start-up.
type Problem struct {
	File string
	Err  error
}

func (p Problem) String() string { return fmt.Sprintf("could not read %s: %v", p.File, p.Err) }

// LoadBoot reads the config folder dir. levels is the number of engine
// levels, for validating the remembered setup.
func LoadBoot(dir string, now time.Time, levels int) Boot {
	b := Boot{Settings: DefaultSettings()}
	var err error
	b.Scores, err = store.LoadScores(dir, now)
	if err != nil {
		b.ScoresLocked = !keptAside(err)
		b.problem(store.BestFile, err)
	}
	b.SettingsLocked = !b.loadFile(dir, SettingsFile, now, SettingsFile, func(data []byte) error {
		s, err := DecodeSettings(data, levels)
		if err == nil {
			b.Settings = s
		}
		return err
	})
	if _, err := os.Stat(filepath.Join(dir, SettingsFile)); errors.Is(err, os.ErrNotExist) {
		b.FirstLaunch = true
	}
	b.loadFile(dir, AutosaveFile, now, AutosaveFile, func(data []byte) error {
		s, err := DecodeAutosave(data, levels)
		if err == nil {
			b.Resume = &s
		}
		return err
	})
	b.removeStaleTemp(dir, now)
	return b
}

// removeStaleTemp clears what writes killed half-way left behind in the
// config folder and the game folders (see store.RemoveStaleTemp).
func (b *Boot) removeStaleTemp(dir string, now time.Time) {
	for _, sub := range []string{"", GamesDir, RecentDir} {
		if _, err := store.RemoveStaleTemp(filepath.Join(dir, sub), now); err != nil {
			b.Problems = append(b.Problems, Problem{File: filepath.Join(sub, ".*.tmp-*"), Err: err})
		}
	}
}

// loadFile reads one file through store.Load (a regular file, capped) and
// hands it to decode; a file that cannot be read or decoded is set aside
// and reported. It reports false when the file is damaged and could not be
// moved, so it must not be overwritten.
func (b *Boot) loadFile(dir, name string, now time.Time, file string, decode func([]byte) error) bool {
	_, err := store.Load(filepath.Join(dir, name), now, decode)
	if err == nil {
		return true
	}
	b.problem(file, err)
	return keptAside(err)
}

// problem keeps err as it is (a *store.CorruptError says where the file
// went), so the window can say it in the player's language.
func (b *Boot) problem(file string, err error) {
	b.Problems = append(b.Problems, Problem{File: file, Err: err})
}

func keptAside(err error) bool {
	var ce *store.CorruptError
	return errors.As(err, &ce) && ce.KeptAside()
}
