package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runPolicy(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Policy(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// gomoku tune -save writes games; gomoku policy fits the move order to
// them, prints the case, writes it to -out and reports both orders on the
// held-out games.
func TestPolicyCommandOnTunesGames(t *testing.T) {
	dir := t.TempDir()
	games, out := filepath.Join(dir, "free.games"), filepath.Join(dir, "free.order")
	if code, _, stderr := runTune(t, "-games", "8", "-nodes", "1500", "-epochs", "1", "-save", games, "-q"); code != 0 {
		t.Fatalf("tune: exit %d: %s", code, stderr)
	}
	code, stdout, stderr := runPolicy(t, "-epochs", "30", "-out", out, games)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.HasPrefix(stdout, "\tcase 0: // freestyle\n\t\treturn orderWeights{") {
		t.Errorf("stdout is not freestyle's order: %q", stdout)
	}
	if data, err := os.ReadFile(out); err != nil || string(data) != stdout {
		t.Errorf("-out holds %q (%v), want what was printed", data, err)
	}
	for _, want := range []string{"policy: hand-set order", "policy: learnt order: held out"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q: %s", want, stderr)
		}
	}
}

func TestPolicyCommandErrors(t *testing.T) {
	if code, _, stderr := runPolicy(t); code != 2 || !strings.Contains(stderr, "at least one games file") {
		t.Errorf("no file: exit %d, %q", code, stderr)
	}
	if code, _, stderr := runPolicy(t, "-q", filepath.Join(t.TempDir(), "none.games")); code != 1 || !strings.Contains(stderr, "none.games") {
		t.Errorf("missing file: exit %d, %q", code, stderr)
	}
	if code, stdout, _ := runPolicy(t, "-h"); code != 0 || !strings.Contains(stdout, "usage: gomoku policy") {
		t.Errorf("-h: exit %d, %q", code, stdout)
	}
}
