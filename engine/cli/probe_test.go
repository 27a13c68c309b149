package cli

import (
	"bytes"
	"strings"
	"testing"
)

func runProbe(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Probe(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// Game 1 of matchLog, probed for White: 10.g9 lets Black's VCT in (the
// solver proves it), so the probe shows the longer look there and stops;
// the moves before it let nothing in.
func TestProbeStopsAtTheFirstLosingMove(t *testing.T) {
	code, stdout, stderr := runProbe(t, "-side", "white", "-short", "20ms", "-long", "60ms", "h8e9j5j9e10h7i8f8i7g9i9i10i5i6g5h5j8k8h6f4k9")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimRight(stdout, "\n"), "\n")
	if len(lines) != 5 {
		t.Fatalf("want plies 6, 8, 10 and two lines of the longer look, got %q", stdout)
	}
	for i, ply := range []string{"ply  6 played h7", "ply  8 played f8", "ply 10 played g9"} {
		if !strings.HasPrefix(lines[i], ply) {
			t.Errorf("line %d: %q, want %q…", i, lines[i], ply)
		}
	}
	if !strings.HasSuffix(lines[0], "opp: -") || !strings.HasSuffix(lines[1], "opp: -") {
		t.Errorf("plies 6 and 8 let nothing in: %q", lines[:2])
	}
	if !strings.Contains(lines[2], "opp: vct i9") {
		t.Errorf("ply 10: %q, want Black's VCT from i9", lines[2])
	}
	if !strings.HasPrefix(strings.TrimSpace(lines[3]), "20ms:") || !strings.HasPrefix(strings.TrimSpace(lines[4]), "60ms:") {
		t.Errorf("the two looks: %q", lines[3:])
	}
}

func TestProbeErrors(t *testing.T) {
	for _, args := range [][]string{
		{"h8h9"},                                 // no side
		{"-side", "red", "h8h9"},                 // bad side
		{"-side", "black"},                       // no moves
		{"-side", "black", "h8z99"},              // bad moves
		{"-side", "black", "-from", "0", "h8h9"}, // bad ply
	} {
		if code, _, stderr := runProbe(t, args...); code != 2 || !strings.Contains(stderr, "probe:") {
			t.Errorf("%q: exit %d, %q", args, code, stderr)
		}
	}
}
