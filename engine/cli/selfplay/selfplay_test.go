package selfplay

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gomoku/engine"
	"gomoku/engine/ai"
)

func tinyOptions() Options {
	return Options{Rule: engine.Freestyle, Size: 15, Nodes: 300, Seed: 7, Cfg: ai.DefaultConfig()}
}

// gameLines reads a record file's game lines, sorted by nothing but
// their text, so files written in another finishing order compare equal.
func gameLines(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	slices.Sort(lines)
	return lines
}

// Two runs with one seed write the same games whatever the number of
// jobs, and a run stopped after one game and resumed adds only the other.
func TestSelfplayIsDeterministicAndResumes(t *testing.T) {
	dir := t.TempDir()
	o := tinyOptions()
	ctx := context.Background()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	if err := run(ctx, o, 2, 2, a, io.Discard); err != nil {
		t.Fatal(err)
	}
	if err := run(ctx, o, 1, 1, b, io.Discard); err != nil {
		t.Fatal(err)
	}
	// An interrupted write leaves half a line; the resumed run drops it.
	f, err := os.OpenFile(b, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("g1 1 freestyle 15 B 5 h8")
	f.Close()
	if err := run(ctx, o, 2, 1, b, io.Discard); err != nil {
		t.Fatal(err)
	}
	la, lb := gameLines(t, a), gameLines(t, b)
	if !slices.Equal(la, lb) {
		t.Fatalf("resumed file differs:\n%s\nwant\n%s", strings.Join(lb, "\n"), strings.Join(la, "\n"))
	}
	if len(la) != 3 {
		t.Fatalf("%d lines, want the header and 2 games", len(la))
	}
	games, cut, err := ReadAll(strings.NewReader(strings.Join(la, "\n") + "\n"))
	if err != nil || cut != 0 || len(games) != 2 {
		t.Fatalf("read back %d games, cut %d, err %v", len(games), cut, err)
	}
	for _, g := range games {
		replay, err := engine.NewGame(engine.Config{Size: g.Size, Rule: g.Rule})
		if err != nil {
			t.Fatal(err)
		}
		if err := replay.PlayAll(g.Moves); err != nil {
			t.Fatalf("game %d: %v", g.Index, err)
		}
		if r := replay.Result(); !replay.Over() && len(g.Moves) < 225 || r.Status == engine.Won && r.Winner != g.Result {
			t.Errorf("game %d: recorded result %v, the moves give %+v", g.Index, g.Result, r)
		}
		if g.Opening < 5 || g.Opening > 5+maxExtra {
			t.Errorf("game %d: opening of %d stones", g.Index, g.Opening)
		}
	}
	// Other settings must not be mixed into the file.
	o.Nodes++
	if err := run(ctx, o, 3, 1, a, io.Discard); err == nil || !strings.Contains(err.Error(), "other settings") {
		t.Fatalf("appending with another node budget: %v", err)
	}
}

// Openings vary with the game index and stay legal and open.
func TestOpeningsVary(t *testing.T) {
	o := tinyOptions()
	starts, err := matchStarts(o.Size)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	lengths := map[int]int{}
	for i := range 200 {
		m, err := opening(o, i, starts)
		if err != nil {
			t.Fatal(err)
		}
		seen[engine.FormatMoves(m)] = true
		lengths[len(m)]++
	}
	if len(seen) < 190 {
		t.Errorf("only %d distinct openings of 200", len(seen))
	}
	if len(lengths) < 2 {
		t.Errorf("every opening has the same length: %v", lengths)
	}
}

func TestLineRoundTrip(t *testing.T) {
	g := Game{Index: 12, Rule: engine.Renju, Size: 15, Result: engine.White, Opening: 2,
		Moves: []engine.Point{{X: 7, Y: 7}, {X: 8, Y: 8}, {X: 9, Y: 9}, {X: 1, Y: 2}}, Scores: []int{-40, Forced}}
	line := string(g.AppendLine(nil))
	back, err := ParseLine(strings.TrimSuffix(line, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	if back.Index != g.Index || back.Rule != g.Rule || back.Result != g.Result || back.Opening != g.Opening ||
		!slices.Equal(back.Moves, g.Moves) || !slices.Equal(back.Scores, g.Scores) {
		t.Fatalf("%q read back as %+v", line, back)
	}
}

func FuzzParseLine(f *testing.F) {
	f.Add("g1 0 freestyle 15 B 5 h8i9j10k11l12 -")
	f.Add("g1 3 renju 15 D 1 h8i9 20")
	f.Add("g2 3 renju 15 D 1 h8i9 20")
	f.Add("g1 3 caro 9 W 0 h8i9 1,32767")
	f.Fuzz(func(t *testing.T, line string) {
		g, err := ParseLine(line)
		if err != nil {
			return
		}
		// What parses writes back to a line that parses to the same game.
		again, err := ParseLine(strings.TrimSuffix(string(g.AppendLine(nil)), "\n"))
		if err != nil {
			t.Fatalf("%q parsed, its rewrite does not: %v", line, err)
		}
		if !slices.Equal(again.Moves, g.Moves) || !slices.Equal(again.Scores, g.Scores) || again.Result != g.Result {
			t.Fatalf("%q: rewrite changed the game", line)
		}
	})
}

// Bad flags are refused with a message and status 2, before any game.
func TestMainRefusesBadFlags(t *testing.T) {
	for _, args := range [][]string{{"-games", "0"}, {"-rule", "chess"}, {"-jobs", "0"}, {"-net", "-rule", "caro"}} {
		var errOut strings.Builder
		out := filepath.Join(t.TempDir(), "x.txt")
		if code := Main(append(args, "-out", out), nil, io.Discard, &errOut); code != 2 || errOut.Len() == 0 {
			t.Errorf("%v: status %d, message %q", args, code, errOut.String())
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%v: wrote a file", args)
		}
	}
}
