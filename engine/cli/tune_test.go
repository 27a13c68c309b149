package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runTune(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Tune(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// A tiny tuning run prints the fitted case, writes the same to -out and
// keeps the games in -save; progress and the held-out loss go to stderr.
func TestTuneCommandTinyRun(t *testing.T) {
	dir := t.TempDir()
	out, save := filepath.Join(dir, "omok.case"), filepath.Join(dir, "omok.games")
	code, stdout, stderr := runTune(t, "-rule", "omok", "-games", "4", "-nodes", "300", "-epochs", "20", "-out", out, "-save", save)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.HasPrefix(stdout, "\tcase 4: // omok\n") {
		t.Errorf("stdout is not omok's case: %q", stdout)
	}
	if data, err := os.ReadFile(out); err != nil || string(data) != stdout {
		t.Errorf("-out holds %q (%v), want what was printed", data, err)
	}
	if data, err := os.ReadFile(save); err != nil || strings.Count(string(data), "\n") != 4 {
		t.Errorf("-save holds %q (%v), want 4 games", data, err)
	}
	for _, want := range []string{"tune: games started: 4 of 4", "tune: held-out loss: starting weights"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q: %s", want, stderr)
		}
	}
}

func TestTuneCommandErrors(t *testing.T) {
	for _, args := range [][]string{{"extra"}, {"-games", "0"}, {"-epochs", "-1"}} {
		if code, _, stderr := runTune(t, args...); code != 2 || !strings.Contains(stderr, "tune:") {
			t.Errorf("%q: exit %d, %q", args, code, stderr)
		}
	}
	if code, _, stderr := runTune(t, "-rule", "chess", "-q"); code != 1 || !strings.Contains(stderr, "unknown rule") {
		t.Errorf("bad rule: exit %d, %q", code, stderr)
	}
	if code, stdout, _ := runTune(t, "-h"); code != 0 || !strings.Contains(stdout, "usage: gomoku tune") {
		t.Errorf("-h: exit %d, %q", code, stdout)
	}
}
