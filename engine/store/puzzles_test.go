package store

import (
	"os"
	"path/filepath"
	"testing"
)

// TestBestFileWithoutPuzzlesStillLoads: a best.json written before the
// Puzzles mode existed loads with its results and no puzzle score.
func TestBestFileWithoutPuzzlesStillLoads(t *testing.T) {
	dir := t.TempDir()
	old := `{"version": 1, "best": {"two-player freestyle 15x15": 9}, "history": []}`
	if err := os.WriteFile(filepath.Join(dir, BestFile), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := LoadScores(dir, testNow)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := s.BestFor("two-player freestyle 15x15"); n != 9 || len(s.Puzzles) != 0 {
		t.Fatalf("old file loaded as %+v", s)
	}
	if s.SolvedPuzzle("renju", "x") {
		t.Fatal("a puzzle counts as solved in an old file")
	}
}

// TestPuzzleScoreRoundTrip: rating and solved IDs survive a write and a
// read; a puzzle solved twice is listed once.
func TestPuzzleScoreRoundTrip(t *testing.T) {
	var s Scores
	s.RecordPuzzle("renju", "renju-1-0-12", 1216, 1, 0, true)
	s.RecordPuzzle("renju", "renju-1-0-12", 1216, 1, 0, true)
	s.RecordPuzzle("renju", "renju-1-3-20", 1199, 1, 1, false)
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := WriteFile(filepath.Join(dir, BestFile), data); err != nil {
		t.Fatal(err)
	}
	got, err := LoadScores(dir, testNow)
	if err != nil {
		t.Fatal(err)
	}
	p := got.Puzzles["renju"]
	if p == nil || p.Elo != 1199 || p.Solved != 1 || p.Failed != 1 || len(p.IDs) != 1 {
		t.Fatalf("read back %+v", p)
	}
	if !got.SolvedPuzzle("renju", "renju-1-0-12") || got.SolvedPuzzle("renju", "renju-1-3-20") || got.SolvedPuzzle("caro", "renju-1-0-12") {
		t.Fatal("solved IDs read back wrong")
	}
}
