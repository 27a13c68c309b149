package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gomoku/engine"
	"gomoku/engine/record"
)

func runConvert(stdin string, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Convert(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestConvertFiles(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "game.psq")
	in := filepath.Join("..", "record", "testdata", "import", "variations.sgf")
	if code, _, stderr := runConvert("", in, out); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	g, err := record.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	if engine.FormatMoves(g.Moves) != "h8i9j7i7j8i6k9" || g.Rule != engine.Renju || g.Black != "Black ] player" {
		t.Fatalf("converted game %+v", g)
	}
	// Flags may follow the file names.
	pos := filepath.Join(dir, "game.pos")
	if code, _, stderr := runConvert("", out, pos, "--no-verify"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
}

func TestConvertStdinStdout(t *testing.T) {
	code, stdout, stderr := runConvert("h8 i9 j10\n", "--from", "moves", "--to", "sgf", "--rule", "renju", "-", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want := "(;FF[4]GM[4]CA[UTF-8]AP[gomoku]SZ[15]RU[renju]\n;B[hh];W[ig];B[jf])\n"
	if stdout != want {
		t.Fatalf("got %q, want %q", stdout, want)
	}
	// Without --from, stdin is sniffed.
	code, stdout, stderr = runConvert("(;GM[4]SZ[15];B[hh];W[ig])", "--to", "moves", "-", "-")
	if code != 0 || stdout != "h8i9\n" {
		t.Fatalf("exit %d, %q, %s", code, stdout, stderr)
	}
	// RenLib's display conventions.
	code, stdout, stderr = runConvert("j1", "--from", "moves", "--go-letters", "--rows-from-top", "--to", "moves", "-", "-")
	if code != 0 || stdout != "i15\n" {
		t.Fatalf("exit %d, %q, %s", code, stdout, stderr)
	}
}

func TestConvertErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name  string
		stdin string
		args  []string
		code  int
		want  string
	}{
		{"no args", "", nil, 2, "want IN and OUT"},
		{"bad flag", "", []string{"--bogus", "a", "b"}, 2, "bogus"},
		{"bad rule", "", []string{"--rule", "chess", "a.sgf", "b.psq"}, 2, "unknown rule"},
		{"bad --to", "", []string{"--to", "pdf", "a.sgf", "-"}, 2, "pdf"},
		{"unknown out", "", []string{"a.sgf", "-"}, 2, "use --to"},
		{"missing file", "", []string{filepath.Join(dir, "nope.sgf"), "x.psq"}, 1, "nope.sgf"},
		{"syntax", "(;GM[4];B[hh]", []string{"--to", "psq", "-", "-"}, 1, "stdin: record: sgf"},
		{"illegal move", "h8h8", []string{"--to", "sgf", "-", "-"}, 1, "move 2 (h8)"},
		{"unrecognised", "\x00\x01", []string{"--to", "sgf", "-", "-"}, 1, "use --from"},
		{"pos too small", "(;GM[4]SZ[9];B[ee])", []string{"--to", "pos", "-", "-"}, 1, "only 15x15"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runConvert(tt.stdin, tt.args...)
			if code != tt.code || !strings.Contains(stderr, tt.want) {
				t.Fatalf("exit %d, stderr %q; want exit %d mentioning %q", code, stderr, tt.code, tt.want)
			}
		})
	}
	if _, err := os.Stat("x.psq"); err == nil {
		t.Fatal("a failed conversion left an output file")
	}
}

// TestConvertMalformedPSQFailsUnlessLenient: the moves after a malformed
// line used to be dropped with exit 0.
func TestConvertMalformedPSQFailsUnlessLenient(t *testing.T) {
	psq := "Piskvorky 15x15, 0:0, 0\n8,8,0\n9,x,0\n10,10,0\n-1\n"
	code, stdout, stderr := runConvert(psq, "--from", "psq", "--to", "moves", "-", "-")
	if code != 1 || stdout != "" || !strings.Contains(stderr, "line 3") || !strings.Contains(stderr, "--lenient") {
		t.Fatalf("strict: exit %d, %q, %q", code, stdout, stderr)
	}
	code, stdout, stderr = runConvert(psq, "--lenient", "--from", "psq", "--to", "moves", "-", "-")
	if code != 0 || stdout != "h8\n" || !strings.Contains(stderr, "warning") || !strings.Contains(stderr, "line 3") {
		t.Fatalf("lenient: exit %d, %q, %q", code, stdout, stderr)
	}
}
