package app

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/store"
)

// FuzzLoadBoot writes fuzzed settings.json, best.json and autosave.json and
// starts the game from them. Whatever they hold, start-up returns; each
// file is either used or reported and set aside (never left in place to be
// overwritten); what was used passes validation; and a restored game runs
// for a while without producing a result it did not have.
func FuzzLoadBoot(f *testing.F) {
	good, _ := goodAutosave().Encode()
	settings, _ := DefaultSettings().Encode()
	f.Add(settings, []byte(`{"version":1,"best":{"k":7},"levels":{"Beginner":{"won":1}}}`), good)
	f.Add([]byte(`{"version":1,"volume":99}`), []byte(`{"version":2}`), []byte(`{"version":1,"clock_ms":[9223372036854775807,-5]}`))
	f.Add([]byte(""), []byte("{"), []byte(`{"version":1,"setup":{"clock":"5min-per-game"},"moves":"h8","clock_ms":[1,300000]}`))
	f.Fuzz(func(t *testing.T, settings, best, autosave []byte) {
		dir := t.TempDir()
		files := map[string][]byte{SettingsFile: settings, store.BestFile: best, AutosaveFile: autosave}
		for name, data := range files {
			if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		b := LoadBoot(dir, t0, 3)
		reported := map[string]bool{}
		for _, p := range b.Problems {
			reported[p.File] = true
		}
		for name := range files {
			_, err := os.Stat(filepath.Join(dir, name))
			if reported[name] == (err == nil) {
				t.Fatalf("%s: reported %v, still in place %v (problems %v)", name, reported[name], err == nil, b.Problems)
			}
		}
		if b.ScoresLocked || b.SettingsLocked {
			t.Fatal("a bad file could not be set aside in a writable folder")
		}
		if err := b.Settings.Validate(3); err != nil {
			t.Fatalf("settings in use do not validate: %v", err)
		}
		if b.Resume == nil {
			return
		}
		a, err := New(Options{Settings: b.Settings, Scores: b.Scores, Resume: b.Resume, Width: 1280, Height: 800,
			Now: t0, Levels: []string{"a", "b", "c"}, Computer: &fakeEngine{}})
		if err != nil {
			t.Fatal(err)
		}
		// A finished game reopens as a fresh board; an unfinished one is
		// never over on arrival (that would be a result nobody played).
		if a.Game().Over() {
			t.Fatalf("the restored game is over: %+v", a.Game().Result())
		}
		if _, err := engine.Replay(a.Game().Config(), a.Game().History()); err != nil {
			t.Fatalf("the restored game does not replay: %v", err)
		}
		for now := t0; now.Before(t0.Add(time.Second)); now = now.Add(250 * time.Millisecond) {
			a.Update(now)
		}
	})
}
