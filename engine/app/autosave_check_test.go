package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// goodAutosave is a game in progress as the game writes it: 5 minutes
// each, Black has used 7 s, three stones, one undone stone to redo.
func goodAutosave() Autosave {
	s := Autosave{Version: 1, Setup: DefaultSetup(), Starter: 1, Moves: "h8i9j10", Cursor: "c4", Redo: "k11"}
	s.Setup.Clock = ClockGame5
	s.ClockMS = [2]int64{293000, 300000}
	return s
}

// TestDamagedAutosaveIsCorruptNeverAResult feeds autosaves whose fields no
// game could have written. Each must be refused as corrupt at start-up
// (set aside, reported), and even handed straight to New it must not turn
// into a result: the overflowing clock once reopened as "Black ran out of
// time — White wins" and wrote that loss into best.json and recent/.
func TestDamagedAutosaveIsCorruptNeverAResult(t *testing.T) {
	cases := map[string]func(*Autosave){
		"clock overflows":          func(s *Autosave) { s.ClockMS = [2]int64{9223372036854775807, -5} },
		"clock negative":           func(s *Autosave) { s.ClockMS[1] = -1 },
		"clock over the budget":    func(s *Autosave) { s.ClockMS[0] = 300001 },
		"clock ran out, not over":  func(s *Autosave) { s.ClockMS[0] = 0 },
		"clock set with clock off": func(s *Autosave) { s.Setup.Clock = ClockOff },
		"per-move clock over":      func(s *Autosave) { s.Setup.Clock = ClockMove30 },
		"five saved as unfinished": func(s *Autosave) { s.Moves = "h8a1i8a2j8a3k8a4l8" },
		"cursor off the board":     func(s *Autosave) { s.Cursor = "z99" },
		"redo on a stone":          func(s *Autosave) { s.Redo = "h8" },
		"redo off the board":       func(s *Autosave) { s.Redo = "q40" },
		"level out of range":       func(s *Autosave) { s.Setup.Mode, s.Setup.Level = ModeVsComputer, 7 },
		"unknown clock":            func(s *Autosave) { s.Setup.Clock = 99 },
		"illegal move":             func(s *Autosave) { s.Moves = "h8h8" },
	}
	if data, err := goodAutosave().Encode(); err != nil {
		t.Fatal(err)
	} else if _, err := DecodeAutosave(data, 3); err != nil {
		t.Fatalf("the good autosave is refused: %v", err)
	}
	for name, damage := range cases {
		t.Run(name, func(t *testing.T) {
			s := goodAutosave()
			damage(&s)
			data, err := s.Encode()
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			os.WriteFile(filepath.Join(dir, AutosaveFile), data, 0o644)
			b := LoadBoot(dir, t0, 3)
			if b.Resume != nil || len(b.Problems) != 1 || b.Problems[0].File != AutosaveFile {
				t.Fatalf("resume %v, problems %v: want the autosave refused", b.Resume, b.Problems)
			}
			if aside, _ := filepath.Glob(filepath.Join(dir, AutosaveFile+".corrupt-*")); len(aside) != 1 {
				t.Fatalf("not kept aside: %v", aside)
			}
			a := newApp(t, func(o *Options) {
				o.Resume = &s
				o.Levels = []string{"a", "b", "c"}
				o.Computer = &fakeEngine{}
			})
			for now := t0; now.Before(t0.Add(2 * time.Second)); now = now.Add(100 * time.Millisecond) {
				a.Update(now)
			}
			if a.Game().Over() || len(a.Scores().History) != 0 || len(a.Scores().Levels) != 0 {
				t.Fatalf("the damaged autosave produced a result: over %v, scores %+v", a.Game().Over(), a.Scores())
			}
			for _, e := range a.TakeEffects() {
				if e.Kind == EffectJob && e.Name == JobRecent || e.Kind == EffectSave && strings.HasSuffix(e.Path, "best.json") {
					t.Fatalf("the damaged autosave wrote a result: %+v", e)
				}
			}
			if !strings.Contains(lineTexts(a.View()), AutosaveFile) {
				t.Fatal("the problem is not shown in the window")
			}
		})
	}
}
