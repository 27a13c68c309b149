package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gomoku/engine/puzzle"
)

// The command writes what the shipped sets hold: two games of the
// freestyle set give its first puzzles, line for line.
func TestPuzzlesGenerateMatchesShippedSet(t *testing.T) {
	out := filepath.Join(t.TempDir(), "p.jsonl")
	var stdout, stderr bytes.Buffer
	if code := Puzzles([]string{"generate", "--games", "2", "--out", out, "-q"}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got, err := puzzle.Parse(data)
	if err != nil || len(got) == 0 {
		t.Fatalf("%d puzzles, %v:\n%s", len(got), err, data)
	}
	shipped, err := puzzle.Load(got[0].Rule)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range got {
		if p.ID != shipped[i].ID || p.Rating != shipped[i].Rating {
			t.Errorf("puzzle %d: %s rated %d, shipped %s rated %d", i, p.ID, p.Rating, shipped[i].ID, shipped[i].Rating)
		}
	}
}

func TestPuzzlesUsage(t *testing.T) {
	for _, args := range [][]string{nil, {"solve"}, {"generate", "--rule", "chess"}} {
		var stdout, stderr bytes.Buffer
		if code := Puzzles(args, nil, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "usage") && !strings.Contains(stderr.String(), "--rule") {
			t.Errorf("%v: exit %d, %q", args, code, stderr.String())
		}
	}
}
