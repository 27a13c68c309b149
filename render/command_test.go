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
	code := cli.Render([]string{"-o", out, "-moves", "h8i9h9", "--width", "400", "--height", "300", "-cursor", "a1"}, nil, &stdout, &stderr, render.SnapshotPNG)
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
		{[]string{"-o", filepath.Join(dir, "d.png"), "--width", "0"}, "out of range"},
		{[]string{"-o", filepath.Join(dir, "e.png"), "-size", "3"}, "gomoku render"},
		{[]string{"-o", filepath.Join(dir, "f.png"), "-review"}, "usage"},
		{[]string{"-o", filepath.Join(dir, "g.png"), "-open", filepath.Join(dir, "none.sgf")}, "gomoku render"},
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

// TestRenderReviewDrawsTheGraph renders a record with --review: the panel
// must hold the graph's dark (Black) and pale (White) areas, which the
// plain review screen does not have.
func TestRenderReviewDrawsTheGraph(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "g.txt")
	if err := os.WriteFile(game, []byte("h8a1i8a3j8a5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	count := func(args ...string) int {
		t.Helper()
		out := filepath.Join(dir, "x.png")
		var stdout, stderr bytes.Buffer
		args = append([]string{"-o", out, "-open", game, "--width", "800", "--height", "600"}, args...)
		if code := cli.Render(args, nil, &stdout, &stderr, render.SnapshotPNG); code != 0 {
			t.Fatalf("%q: exit %d, stderr: %s", args, code, stderr.String())
		}
		f, err := os.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		img, err := png.Decode(f)
		if err != nil {
			t.Fatal(err)
		}
		// Pixels of the graph's pale area (236,236,232 drawn over the
		// panel) in the right-hand part of the picture.
		n := 0
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Max.X * 2 / 3; x < b.Max.X; x++ {
				r, g, bl, _ := img.At(x, y).RGBA()
				if r>>8 > 200 && g>>8 > 200 && bl>>8 > 195 && r>>8-bl>>8 < 12 {
					n++
				}
			}
		}
		return n
	}
	plain, analysed := count(), count("-review", "-depth", "3")
	if analysed < plain+500 {
		t.Fatalf("--review drew %d pale graph pixels, the plain review %d", analysed, plain)
	}
}
