package render_test

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gomoku/engine/cli"
	"gomoku/render"
)

func TestMainWritesPicture(t *testing.T) {
	out := filepath.Join(t.TempDir(), "pos.png")
	var stdout, stderr bytes.Buffer
	code := cli.Render([]string{"-o", out, "-moves", "h8i9h9", "-w", "400", "-h", "300", "-cursor", "a1"}, nil, &stdout, &stderr, render.SnapshotPNG)
	if code != 0 {
		t.Fatalf("exit %d, stderr: %s", code, stderr.String())
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Width != 400 || cfg.Height != 300 {
		t.Errorf("picture is %dx%d, want 400x300", cfg.Width, cfg.Height)
	}
}

func TestMainRejectsBadInput(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{}, "usage"},
		{[]string{"-o", filepath.Join(dir, "a.png"), "-moves", "h8h8"}, "cannot be played"},
		{[]string{"-o", filepath.Join(dir, "b.png"), "-moves", "z99"}, "gomoku render"},
		{[]string{"-o", filepath.Join(dir, "c.png"), "-rule", "chess"}, "unknown rule"},
		{[]string{"-o", filepath.Join(dir, "d.png"), "-w", "0"}, "out of range"},
		{[]string{"-o", filepath.Join(dir, "e.png"), "-size", "3"}, "gomoku render"},
	} {
		var stdout, stderr bytes.Buffer
		if code := cli.Render(tc.args, nil, &stdout, &stderr, render.SnapshotPNG); code != 2 {
			t.Errorf("%q: exit %d, want 2", tc.args, code)
		}
		if !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%q: stderr %q does not mention %q", tc.args, stderr.String(), tc.want)
		}
	}
}
