package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runReview(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Review(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// One JSON object per move, with every field the command promises: here
// a Renju game where Black lets a VCF go (h8…l5 has Black's win by i8;
// Black plays a1), given as a move string with --rule.
func TestReviewPrintsOneObjectPerMove(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "missed.txt")
	if err := os.WriteFile(file, []byte("h8h9j8l8k8j7i7k6l7i5i6l5a1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runReview(file, "--rule", "renju", "--depth", "4")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var lines []map[string]any
	sc := bufio.NewScanner(strings.NewReader(stdout))
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("%q: %v", sc.Text(), err)
		}
		for _, k := range []string{"move", "before", "after", "best", "mistake"} {
			if _, ok := m[k]; !ok {
				t.Fatalf("%q has no %q", sc.Text(), k)
			}
		}
		if b := m["before"].(float64); b < 0 || b > 1 {
			t.Fatalf("win chance %v", b)
		}
		lines = append(lines, m)
	}
	if len(lines) != 13 {
		t.Fatalf("%d lines for 13 moves:\n%s", len(lines), stdout)
	}
	last := lines[12]
	if last["move"] != "a1" || last["mistake"] != "blunder" || last["best"] != "i8" || last["before"].(float64) != 1 {
		t.Errorf("missed VCF: %v", last)
	}
	if lines[0]["mistake"] != nil {
		t.Errorf("first move flagged: %v", lines[0])
	}
}

// The plain table and the cache: a second run with --cache reads the
// result back (same output) from the config folder.
func TestReviewTableAndCache(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join("..", "analysis", "testdata", "beginner-white-loses.sgf")
	// Depth 4: the least at which the tuned evaluation sees the loser's
	// blunder in this game (at 3 it only finds mistakes).
	code, first, stderr := runReview("--json=false", "--cache", "--config-dir", dir, "--depth", "4", file)
	if code != 0 || !strings.Contains(first, "blunder") {
		t.Fatalf("exit %d: %s\n%s", code, stderr, first)
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "analysis", "*.json")); len(files) != 1 {
		t.Fatalf("cache files %v", files)
	}
	if _, again, _ := runReview("--json=false", "--cache", "--config-dir", dir, "--depth", "4", file); again != first {
		t.Errorf("cached run differs:\n%s\n%s", first, again)
	}
}

// The game of a player who won throughout: Black's slow fours l8 and m8
// are notes ("slower-win"), never mistakes, and White's moves in the lost
// position are not blunders; a move that costs half the game is.
func TestReviewOneTruth(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		moves string
		want  []string // per move: "" for no mark, else the table's mark
	}{
		{"h8a1i8a3j8a5l8a7m8a9k8", []string{5: "", 6: "note (slower-win)", 7: "", 8: "note (slower-win)", 9: "", 10: ""}},
		{"h8h9i7i9j6a1", []string{5: "blunder (missed-defence)"}},
	} {
		file := filepath.Join(dir, tc.moves+".txt")
		if err := os.WriteFile(file, []byte(tc.moves+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, stderr := runReview("--json=false", file)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		rows := strings.Split(strings.TrimSpace(out), "\n")
		for i, want := range tc.want {
			if i < 5 {
				continue // the opening: not what this asserts
			}
			// "6 white a5 1.00 -> 1.00 best g8 [mark]"
			if got := strings.Join(strings.Fields(rows[i])[8:], " "); got != want {
				t.Errorf("%s move %d: %q, want %q\n%s", tc.moves, i+1, got, want, out)
			}
		}
	}
}

// Bad input: a clear message and exit 1; usage errors exit 2.
func TestReviewErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("h8h8\n"), 0o644)
	junk := filepath.Join(dir, "junk.sgf")
	os.WriteFile(junk, []byte("(;FF[4]SZ[15];B[zz"), 0o644)
	for _, tc := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{filepath.Join(dir, "missing.sgf")}, 1, "no such file"},
		{[]string{bad}, 1, "bad.txt"},
		{[]string{junk}, 1, "junk.sgf"},
		{[]string{}, 2, "want one FILE"},
		{[]string{bad, "--depth", "0"}, 2, "--depth"},
		{[]string{bad, "--rule", "chess"}, 2, "--rule"},
	} {
		code, _, stderr := runReview(tc.args...)
		if code != tc.code || !strings.Contains(stderr, tc.msg) || !strings.HasPrefix(stderr, "gomoku review: ") {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args, code, stderr, tc.code, tc.msg)
		}
	}
}
