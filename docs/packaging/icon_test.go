package packaging

import (
	"bytes"
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"gomoku/render/icon"
)

var update = flag.Bool("update", false, "rewrite the committed icon files from render/icon")

// IconSizes are the hicolor PNG sizes the package installs.
var IconSizes = []int{16, 22, 24, 32, 48, 64, 128, 256, 512}

// The package ships these files as they are committed; they must be what
// render/icon draws, so the SVG and every PNG size show the same picture.
func TestIconFilesAreWhatTheCodeDraws(t *testing.T) {
	want := map[string][]byte{filepath.Join("icons", "gomoku.svg"): []byte(icon.SVG())}
	for _, n := range IconSizes {
		var buf bytes.Buffer
		if err := png.Encode(&buf, icon.Draw(n)); err != nil {
			t.Fatal(err)
		}
		want[filepath.Join("icons", fmt.Sprintf("%dx%d.png", n, n))] = buf.Bytes()
	}
	for name, data := range want {
		if *update {
			if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(name, data, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(name)
		if err != nil {
			t.Fatalf("%v (go test ./docs/packaging -update writes it)", err)
		}
		if !bytes.Equal(got, data) {
			t.Errorf("%s differs from what render/icon draws (go test ./docs/packaging -update)", name)
		}
	}
}

// A 16 px icon must still show two stones of different colours on a
// board: the middle of each stone is dark or light, the corner is clear.
func TestSmallIconKeepsItsShapes(t *testing.T) {
	img := icon.Draw(16)
	lum := func(x, y int) int {
		c := img.NRGBAAt(x, y)
		return (int(c.R)*299 + int(c.G)*587 + int(c.B)*114) / 1000
	}
	// Black's stone sits at (0.4, 0.6), White's at (0.6, 0.4).
	if l := lum(6, 9); l > 80 {
		t.Errorf("black stone centre luminance %d, want dark", l)
	}
	if l := lum(9, 6); l < 200 {
		t.Errorf("white stone centre luminance %d, want light", l)
	}
	if a := img.NRGBAAt(0, 0).A; a > 40 {
		t.Errorf("corner alpha %d: the rounded corner should be transparent", a)
	}
	if c := img.NRGBAAt(8, 2); c.A != 255 || c.R < 150 {
		t.Errorf("board edge pixel %v, want opaque wood", c)
	}
}
