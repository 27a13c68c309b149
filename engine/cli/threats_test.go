package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// matchLog is two games of `gomoku match -v -games 2 -nodes 3000 -a
// default -b first`, with the summary line the scan must skip.
const matchLog = `game   1: default (black) vs first (white): black wins in 21 moves  h8e9j5j9e10h7i8f8i7g9i9i10i5i6g5h5j8k8h6f4k9
game   2: first (black) vs default (white): white wins in 44 moves  h8e9j5j9e10h7i8f8j8k8i7i10h11g9i9h10i11j10g10d10g7d9i5i6f9c11b12d6e7d8d7e8c7f7f6e5a7b7j13i12c8g6h5c10
default vs first, freestyle 15x15, 2 games: +2 -0 =0 (100.0%, Elo +800)
`

func runThreats(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Threats(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// The loser's side of a match log: a line a game saying where each side's
// first forced win appeared, a summary, and a progress line a game.
func TestThreatsScansAMatchLog(t *testing.T) {
	file := filepath.Join(t.TempDir(), "m.log")
	if err := os.WriteFile(file, []byte(matchLog), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runThreats(t, "-player", "first", "-nodes", "20000", file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	if len(lines) != 4 {
		t.Fatalf("want two games and two summary lines, got %q", stdout)
	}
	// Game 1: White (first) never had a VCT; Black's came at ply 13, when
	// the 21-move game was long decided.
	if lines[0] != "game 1 lost as white: our first VCT at ply -; theirs at ply 13 (6 moves)" {
		t.Errorf("game 1: %q", lines[0])
	}
	// Game 2: Black (first) had a VCT at ply 15 within the root solver's
	// own limits.
	if !strings.HasPrefix(lines[1], "game 2 lost as black: our first VCT at ply 15 root;") {
		t.Errorf("game 2: %q", lines[1])
	}
	if !strings.HasPrefix(lines[2], "2 games of first, 2 lost; in 0 of them") {
		t.Errorf("summary: %q", lines[2])
	}
	if n := strings.Count(stderr, "threats: game "); n != 2 {
		t.Errorf("%d progress lines, want 2: %q", n, stderr)
	}
}

// A missing log is an error naming it; a missing argument or a bad rule
// is a usage error; -h is help.
func TestThreatsErrors(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "none.log")
	if code, _, stderr := runThreats(t, missing); code != 1 || !strings.Contains(stderr, "none.log") {
		t.Errorf("missing log: exit %d, %q", code, stderr)
	}
	if code, _, stderr := runThreats(t); code != 2 || !strings.Contains(stderr, "usage: gomoku threats") {
		t.Errorf("no log: exit %d, %q", code, stderr)
	}
	if code, _, _ := runThreats(t, "-rule", "chess", "m.log"); code != 2 {
		t.Errorf("bad rule: exit %d", code)
	}
	if code, stdout, _ := runThreats(t, "-h"); code != 0 || !strings.Contains(stdout, "--nodes") {
		t.Errorf("-h: exit %d, %q", code, stdout)
	}
}

func TestParseMatchGame(t *testing.T) {
	g, ok, err := parseMatchGame("game  12: pbrain-pentazen (black) vs default (white): black wins in 9 moves  h8h9i8i9j8j9k8k9l8", "default", 15)
	if err != nil || !ok || g.us != 1 || g.won || len(g.moves) != 9 || g.n != "12" {
		t.Fatalf("got %+v %v %v", g, ok, err)
	}
	if _, ok, _ := parseMatchGame("default vs pbrain-pentazen, freestyle 15x15, 2 games: +1 -1 =0", "default", 15); ok {
		t.Fatal("a summary line read as a game")
	}
	if _, ok, _ := parseMatchGame("game   3: a (black) vs b (white): white wins in 2 moves  h8h9", "default", 15); ok {
		t.Fatal("a game without our player read as ours")
	}
	if _, _, err := parseMatchGame("game   4: default (black) vs b (white): white wins in 2 moves  h8z99", "default", 15); err == nil {
		t.Fatal("a game with a bad move read without an error")
	}
}
