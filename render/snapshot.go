package render

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"runtime"
	"unsafe"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
	"gomoku/engine/store"
)

// Snapshot draws v headlessly and returns the picture, v.Layout.Width ×
// v.Layout.Height. It uses SDL's software renderer on a memory surface, so
// it needs no display, no video driver and no prior sdl.Init; it sets up
// and tears down everything it uses, so it may be called any number of
// times, from any goroutine (it locks its OS thread while it works). Calls
// must not overlap each other or a Renderer drawing on another thread:
// SDL_ttf's font library is shared and not thread-safe. The pixels are
// exactly those the software renderer draws into an offscreen window.
func Snapshot(v app.View) (*image.RGBA, error) {
	w, h := v.Layout.Width, v.Layout.Height
	if w <= 0 || h <= 0 || w > app.MaxPictureSide || h > app.MaxPictureSide {
		return nil, fmt.Errorf("render: snapshot: bad size %dx%d", w, h)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var img *image.RGBA
	err := withSoftware(w, h, func(r *Renderer) error {
		if err := r.Draw(v); err != nil {
			return err
		}
		var err error
		img, err = ReadOutput(r.sr)
		return err
	})
	return img, err
}

// withSoftware runs fn with a Renderer drawing into a w×h memory surface in
// XRGB8888, the format of an offscreen window's surface. The caller must
// hold its OS thread.
func withSoftware(w, h int, fn func(r *Renderer) error) error {
	surf, err := sdl.CreateRGBSurfaceWithFormat(0, int32(w), int32(h), 32, sdl.PIXELFORMAT_RGB888)
	if err != nil {
		return fmt.Errorf("render: snapshot surface: %w", err)
	}
	defer surf.Free()
	sr, err := sdl.CreateSoftwareRenderer(surf)
	if err != nil {
		return fmt.Errorf("render: software renderer: %w", err)
	}
	defer sr.Destroy()
	r, err := New(sr)
	if err != nil {
		return err
	}
	defer r.Close()
	return fn(r)
}

// ReadOutput copies what sr has drawn into an opaque RGBA image: the golden
// tests' snapshots and the game's F12 screenshots both read frames this way.
func ReadOutput(sr *sdl.Renderer) (*image.RGBA, error) {
	w, h, err := sr.GetOutputSize()
	if err != nil {
		return nil, fmt.Errorf("render: output size: %w", err)
	}
	if w <= 0 || h <= 0 {
		return nil, fmt.Errorf("render: empty output %dx%d", w, h)
	}
	img := image.NewRGBA(image.Rect(0, 0, int(w), int(h)))
	// RGBA32 is R, G, B, A in memory order on any byte order: exactly
	// image.RGBA's layout.
	if err := sr.ReadPixels(nil, uint32(sdl.PIXELFORMAT_RGBA32), unsafe.Pointer(&img.Pix[0]), img.Stride); err != nil {
		return nil, fmt.Errorf("render: read pixels: %w", err)
	}
	// The frame is opaque; some drivers leave the padding byte at zero.
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 0xff
	}
	return img, nil
}

// SnapshotPNG draws v headlessly (as Snapshot) and writes the picture to
// path, which the player named: its folder must exist (store.WriteOutput).
// It is what `gomoku render` hands the command line.
func SnapshotPNG(v app.View, path string) error {
	img, err := Snapshot(v)
	if err != nil {
		return err
	}
	data, err := encodePNG(img)
	if err != nil {
		return err
	}
	if err := store.WriteOutput(path, data); err != nil {
		return fmt.Errorf("render: write png: %w", err)
	}
	return nil
}

// WritePNG encodes img and writes it to path atomically (temporary file in
// the same folder, fsync, rename; the folder is created if needed: it is
// the game's own, such as the screenshots in the config folder), so a
// reader never sees half a picture.
func WritePNG(path string, img image.Image) error {
	data, err := encodePNG(img)
	if err != nil {
		return err
	}
	if err := store.WriteFile(path, data); err != nil {
		return fmt.Errorf("render: write png: %w", err)
	}
	return nil
}

func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("render: encode png: %w", err)
	}
	return buf.Bytes(), nil
}
