package render

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"gomoku/engine/app"
	"gomoku/engine/store"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata/")

// tolerance says how different a picture may be and still match. Zero is
// exact, right for the software renderer on one architecture; arm64 draws
// slightly differently and may need a little slack.
type tolerance struct {
	channel int // largest per-channel difference that still counts as equal
	pixels  int // how many pixels may differ beyond that
}

func exact() tolerance { return tolerance{} }

// goldenTolerance is exact where the goldens were made (amd64). Elsewhere
// the software renderer rounds some blends differently (arm64: a few
// thousand pixels of a 1280×720 frame, by small amounts), so allow small
// channel differences on up to 2% of the pixels there.
func goldenTolerance(w, h int) tolerance {
	if runtime.GOARCH == "amd64" {
		return exact()
	}
	return tolerance{channel: 24, pixels: w * h / 50}
}

const midGame = "h8i9h9h10i8g8j7k6i7i10g9"

func goldenCases() []struct {
	name       string
	size, w, h int
	setup      func(t testing.TB, a *app.App)
} {
	return []struct {
		name       string
		size, w, h int
		setup      func(t testing.TB, a *app.App)
	}{
		{"empty15", 15, 1280, 800, func(t testing.TB, a *app.App) {}},
		{"midgame15", 15, 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			cursorTo(t, a, "j9")
			pointerAt(t, a, "f10")
		}},
		{"won15", 15, 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, "h8a1i9a2j10a3k11a4l12")
		}},
		{"boss", 15, 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			a.Apply(app.Intent{Kind: app.BossKey})
		}},
		{"portrait15", 15, 720, 1280, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			// Playing on an occupied point flashes the refusal cue.
			cursorTo(t, a, "h8")
			a.Apply(app.Intent{Kind: app.Place})
		}},
		{"small15", 15, 640, 400, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			// The pointer rests on Restart: the button lights up.
			b := a.View().Buttons[1].Rect
			a.Apply(app.Intent{Kind: app.PointerMove, X: b.X + b.W/2, Y: b.Y + b.H/2})
		}},
		{"hd720", 15, 1280, 720, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
		}},
		{"fullhd1080", 19, 1920, 1080, func(t testing.TB, a *app.App) {
			play(t, a, "j10k11j11j9k10l9i10h10l11m12k12")
		}},
		{"board19", 19, 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, "j10k11j11j9k10l9i10h10l11m12k12")
			cursorTo(t, a, "d16")
		}},
	}
}

func TestGolden(t *testing.T) {
	for _, tc := range goldenCases() {
		t.Run(tc.name, func(t *testing.T) {
			a := newApp(t, tc.size, tc.w, tc.h)
			tc.setup(t, a)
			img, err := Snapshot(a.View())
			if err != nil {
				t.Fatalf("Snapshot: %v", err)
			}
			if b := img.Bounds(); b.Dx() != tc.w || b.Dy() != tc.h {
				t.Fatalf("snapshot is %dx%d, want %dx%d", b.Dx(), b.Dy(), tc.w, tc.h)
			}
			checkGolden(t, tc.name, img, goldenTolerance(tc.w, tc.h))
		})
	}
}

// checkGolden compares img with testdata/name.png (or rewrites it under
// -update). On a mismatch it leaves the actual picture and a diff (changed
// pixels red over a faded copy) in a temporary folder and names them.
func checkGolden(t *testing.T, name string, img *image.RGBA, tol tolerance) {
	t.Helper()
	path := filepath.Join("testdata", name+".png")
	if *update {
		// An unchanged picture keeps its file, so -update adds to the
		// history only the goldens whose pixels really changed.
		if old, err := readPNG(path); err == nil {
			if _, n := compare(old, img, exact()); n == 0 {
				return
			}
		}
		// Best compression: goldens are written once and kept forever in
		// the history, so a few milliseconds more here save repository.
		var buf bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		if err := store.WriteFile(path, buf.Bytes()); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := readPNG(path)
	if err != nil {
		t.Fatalf("golden %s: %v (run go test ./render -update to create it)", path, err)
	}
	diff, n := compare(want, img, tol)
	if n <= tol.pixels {
		return
	}
	got, dpath := saveDiff(t, name, img, diff)
	t.Errorf("%s: %d pixels differ from %s (tolerance %d)\n  actual: %s\n  diff:   %s", name, n, path, tol.pixels, got, dpath)
}

// saveDiff leaves a failed comparison's pictures in a fresh temporary
// folder (kept after the test, for a human to look at) and returns their
// paths.
func saveDiff(t *testing.T, name string, img, diff *image.RGBA) (got, dpath string) {
	t.Helper()
	dir, err := os.MkdirTemp("", "render-golden-")
	if err != nil {
		t.Errorf("%s: cannot save the diff: %v", name, err)
		return "", ""
	}
	got = filepath.Join(dir, name+".actual.png")
	dpath = filepath.Join(dir, name+".diff.png")
	if err := WritePNG(got, img); err != nil {
		t.Errorf("save actual: %v", err)
	}
	if err := WritePNG(dpath, diff); err != nil {
		t.Errorf("save diff: %v", err)
	}
	return got, dpath
}

func readPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}

// compare counts pixels whose channels differ by more than tol.channel and
// paints them red over a faded copy of the expected picture.
func compare(want image.Image, got *image.RGBA, tol tolerance) (*image.RGBA, int) {
	wb, gb := want.Bounds(), got.Bounds()
	bounds := wb.Union(gb)
	diff := image.NewRGBA(bounds)
	n := 0
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			p := image.Pt(x, y)
			if !p.In(wb) || !p.In(gb) {
				diff.SetRGBA(x, y, color.RGBA{255, 0, 0, 255})
				n++
				continue
			}
			wc := color.RGBAModel.Convert(want.At(x, y)).(color.RGBA)
			gc := got.RGBAAt(x, y)
			if chanDiff(wc, gc) > tol.channel {
				diff.SetRGBA(x, y, color.RGBA{255, 0, 0, 255})
				n++
				continue
			}
			// Faded: a quarter of the picture over white.
			g := uint8((int(wc.R)+int(wc.G)+int(wc.B))/12 + 191)
			diff.SetRGBA(x, y, color.RGBA{g, g, g, 255})
		}
	}
	return diff, n
}

func chanDiff(a, b color.RGBA) int {
	d := 0
	for _, v := range [][2]uint8{{a.R, b.R}, {a.G, b.G}, {a.B, b.B}, {a.A, b.A}} {
		d = max(d, abs(int(v[0])-int(v[1])))
	}
	return d
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
