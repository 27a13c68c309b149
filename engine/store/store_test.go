package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var testNow = time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)

func TestScoresRoundTripAndBest(t *testing.T) {
	dir := t.TempDir()
	var s Scores
	if !s.Record(Win{Moves: 12, Winner: "black", Kind: "k"}) {
		t.Fatal("first win must set the best")
	}
	if s.Record(Win{Moves: 15, Winner: "white", Kind: "k"}) {
		t.Fatal("15 moves must not beat 12")
	}
	if !s.Record(Win{Moves: 9, Winner: "white", Kind: "k"}) {
		t.Fatal("9 moves must beat 12")
	}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(filepath.Join(dir, BestFile), data); err != nil {
		t.Fatal(err)
	}
	got, err := LoadScores(dir, testNow)
	if err != nil {
		t.Fatal(err)
	}
	if best, ok := got.BestFor("k"); !ok || best != 9 {
		t.Fatalf("best = %d, %v; want 9", best, ok)
	}
	if len(got.History) != 3 || got.History[0].Moves != 9 {
		t.Fatalf("history newest first, got %+v", got.History)
	}
}

func TestHistoryIsBounded(t *testing.T) {
	var s Scores
	for i := 0; i < historyLimit+5; i++ {
		s.Record(Win{Moves: 20 - i%3, Kind: "k"})
	}
	if len(s.History) != historyLimit {
		t.Fatalf("history has %d entries, want %d", len(s.History), historyLimit)
	}
}

func TestMissingFileIsEmptyScores(t *testing.T) {
	s, err := LoadScores(filepath.Join(t.TempDir(), "not-yet"), testNow)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.BestFor("k"); ok {
		t.Fatal("no best expected")
	}
}

func TestCorruptFilesAreSetAsideAndReported(t *testing.T) {
	cases := map[string]string{
		"garbage":       "{not json",
		"empty":         "",
		"wrong version": `{"version": 7, "best": {}}`,
		"bad best":      `{"version": 1, "best": {"k": -3}}`,
		"truncated":     `{"version": 1, "best": {"k": 9`,
		"bad puzzles":   `{"version": 1, "best": {}, "puzzles": {"renju": {"elo": 1200, "solved": -1}}}`,
		"null puzzles":  `{"version": 1, "best": {}, "puzzles": {"renju": null}}`,
	}
	for name, content := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, BestFile)
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			s, err := LoadScores(dir, testNow)
			var ce *CorruptError
			if !errors.As(err, &ce) {
				t.Fatalf("want *CorruptError, got %v", err)
			}
			if !ce.KeptAside() {
				t.Fatalf("file not set aside: %v", err)
			}
			if len(s.Best) != 0 {
				t.Fatalf("scores from a corrupt file: %+v", s)
			}
			kept, rerr := os.ReadFile(ce.Aside)
			if rerr != nil || string(kept) != content {
				t.Fatalf("aside copy %s lost the content: %q, %v", ce.Aside, kept, rerr)
			}
			if !strings.Contains(ce.Aside, ".corrupt-20261130T120000Z") {
				t.Fatalf("aside name %q lacks the time", ce.Aside)
			}
			if _, err := os.Stat(path); !os.IsNotExist(err) {
				t.Fatalf("original name still taken: %v", err)
			}
			// A second corrupt file at the same second must not clobber
			// the first one set aside.
			os.WriteFile(path, []byte("again"), 0o644)
			_, err2 := LoadScores(dir, testNow)
			if !errors.As(err2, &ce) || !ce.KeptAside() {
				t.Fatalf("second corrupt file: %v", err2)
			}
			if again, _ := os.ReadFile(ce.Aside); string(again) != "again" {
				t.Fatalf("second aside has %q", again)
			}
			if first, _ := os.ReadFile(filepath.Join(dir, BestFile+".corrupt-20261130T120000Z")); string(first) != content {
				t.Fatalf("first aside overwritten: %q", first)
			}
		})
	}
}

func TestUnwritableFolderReportsError(t *testing.T) {
	if os.Geteuid() == 0 {
		// root ignores permission bits; a file in the way of the folder
		// fails for everyone.
		dir := t.TempDir()
		blocker := filepath.Join(dir, "gomoku")
		os.WriteFile(blocker, []byte("x"), 0o644)
		err := WriteFile(filepath.Join(blocker, BestFile), []byte("{}"))
		if err == nil {
			t.Fatal("writing under a file must fail")
		}
		return
	}
	dir := t.TempDir()
	os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)
	if err := WriteFile(filepath.Join(dir, BestFile), []byte("{}")); err == nil {
		t.Fatal("writing into a read-only folder must fail")
	}
}

func TestCrashBetweenWriteAndRenameKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, BestFile)
	old := []byte(`{"version":1,"best":{"k":7},"history":[]}`)
	if err := WriteFile(path, old); err != nil {
		t.Fatal(err)
	}
	crash := errors.New("power cut")
	ops := fileOps{rename: func(string, string) error { return crash }}
	err := ops.writeFile(path, []byte(`{"version":1,"best":{"k":5}}`))
	if !errors.Is(err, crash) {
		t.Fatalf("want the crash error, got %v", err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != string(old) {
		t.Fatalf("old file damaged: %q", got)
	}
	s, err := LoadScores(dir, testNow)
	if err != nil {
		t.Fatal(err)
	}
	if best, _ := s.BestFor("k"); best != 7 {
		t.Fatalf("best after crash = %d, want 7", best)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("temporary files left behind: %v", entries)
	}
}

func TestWriteCreatesMissingFolders(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a", "b", BestFile)
	if err := WriteFile(path, []byte("x")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "x" {
		t.Fatalf("got %q", got)
	}
}

func TestSaverWritesNewestSnapshotOffThread(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, BestFile)
	s := NewSaver()
	s.Save(path, []byte("one"))
	s.Save(path, []byte("two"))
	outs := s.Close()
	for _, o := range outs {
		if o.Err != nil {
			t.Fatal(o.Err)
		}
	}
	if got, _ := os.ReadFile(path); string(got) != "two" {
		t.Fatalf("got %q, want the newest snapshot", got)
	}
}

func TestSaverReportsFailures(t *testing.T) {
	fail := errors.New("disk full")
	s := newSaver(func(string, []byte) error { return fail })
	s.Save("x", nil)
	outs := s.Close()
	if len(outs) != 1 || !errors.Is(outs[0].Err, fail) {
		t.Fatalf("outcomes %+v", outs)
	}
}

func TestDirOverride(t *testing.T) {
	d, err := Dir("/tmp/x/../y")
	if err != nil || d != "/tmp/y" {
		t.Fatalf("Dir = %q, %v", d, err)
	}
	t.Setenv("XDG_CONFIG_HOME", "/cfg")
	d, err = Dir("")
	if err != nil || d != "/cfg/gomoku" {
		t.Fatalf("Dir = %q, %v", d, err)
	}
}

func TestTooLargeFileIsSetAside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, BestFile)
	big := make([]byte, MaxFileSize+1)
	os.WriteFile(path, big, 0o644)
	_, err := LoadScores(dir, testNow)
	var ce *CorruptError
	if !errors.As(err, &ce) || !ce.KeptAside() {
		t.Fatalf("want set aside, got %v", err)
	}
}

func TestLevelRecordsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	var s Scores
	s.RecordLevel("Beginner", Won)
	s.RecordLevel("Beginner", Won)
	s.RecordLevel("Beginner", Lost)
	s.RecordLevel("Master", Drawn)
	data, _ := s.Encode()
	if err := WriteFile(filepath.Join(dir, BestFile), data); err != nil {
		t.Fatal(err)
	}
	got, err := LoadScores(dir, testNow)
	if err != nil {
		t.Fatal(err)
	}
	if r := got.Levels["Beginner"]; r == nil || r.Won != 2 || r.Lost != 1 || r.Drawn != 0 {
		t.Fatalf("Beginner %+v", r)
	}
	if r := got.Levels["Master"]; r == nil || r.Drawn != 1 {
		t.Fatalf("Master %+v", r)
	}
	os.WriteFile(filepath.Join(dir, BestFile), []byte(`{"version":1,"levels":{"x":{"won":-1}}}`), 0o644)
	if _, err := LoadScores(dir, testNow); err == nil {
		t.Fatal("negative counts accepted")
	}
}

// TestFullStatsFileSurvivesInterruptedWrite fills the statistics the way a
// long-time player would and cuts the power between writing the new file
// and renaming it: the old file must load intact.
func TestFullStatsFileSurvivesInterruptedWrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, BestFile)
	var s Scores
	for i := 0; i < 200; i++ {
		s.Record(Win{Date: testNow.Add(time.Duration(i) * time.Hour), Moves: 5 + i%30, Winner: "black",
			Kind: fmt.Sprintf("vs-computer renju %dx%d", 5+i%22, 5+i%22)})
		s.RecordLevel([]string{"Beginner", "Easy", "Medium", "Hard", "Expert", "Master"}[i%6], Outcome(1+i%3))
	}
	old, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, old); err != nil {
		t.Fatal(err)
	}
	s.RecordLevel("Master", Won)
	newer, _ := s.Encode()
	for _, cut := range []string{"before rename", "rename fails"} {
		ops := fileOps{rename: func(string, string) error { return errors.New(cut) }}
		if err := ops.writeFile(path, newer); err == nil {
			t.Fatal("the interrupted write reported success")
		}
		got, err := LoadScores(dir, testNow)
		if err != nil {
			t.Fatalf("%s: %v", cut, err)
		}
		want, _ := LoadScores(dir, testNow)
		if len(got.Best) != 22 || got.Levels["Master"].Won != want.Levels["Master"].Won || len(got.History) != historyLimit {
			t.Fatalf("%s: stats damaged: %d kinds, %d history", cut, len(got.Best), len(got.History))
		}
		if data, _ := os.ReadFile(path); string(data) != string(old) {
			t.Fatalf("%s: the old file changed", cut)
		}
	}
}
