package loop

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"unsafe"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
	"gomoku/engine/store"
)

// recordEffect carries out the game-record requests: a job for the writer
// goroutine, the clipboard, and a screenshot of the next frame. It reports
// whether e was one of them.
func (l *Loop) recordEffect(e app.Effect) bool {
	switch e.Kind {
	case app.EffectJob:
		if l.Saver == nil {
			l.App.JobDone(e.Name, "", fmt.Errorf("saving is disabled"))
			return true
		}
		l.Saver.Run(e.Name, e.Job)
	case app.EffectClipboard:
		if err := sdl.SetClipboardText(e.Text); err != nil {
			l.Log(fmt.Sprintf("gomoku: clipboard: %v", err))
			l.App.EffectFailed(err)
		}
	case app.EffectScreenshot:
		// Read back the very frame the player sees: the next one drawn.
		l.shotPath = e.Path
		l.redraw = true
	default:
		return false
	}
	return true
}

// takeShot reads the frame just drawn (before Present, while the back
// buffer still holds it) and hands the PNG encoding and the write to the
// writer goroutine.
func (l *Loop) takeShot() {
	path := l.shotPath
	l.shotPath = ""
	img, err := l.readFrame()
	if err != nil {
		l.Log(fmt.Sprintf("gomoku: screenshot: %v", err))
		l.App.JobDone(app.JobScreenshot, path, err)
		return
	}
	if l.Saver == nil {
		l.App.JobDone(app.JobScreenshot, path, fmt.Errorf("saving is disabled"))
		return
	}
	l.Saver.Run(app.JobScreenshot, func() (string, error) { return path, writePNG(path, img) })
}

// readFrame copies the renderer's output into an RGBA image.
func (l *Loop) readFrame() (*image.RGBA, error) {
	w, h, err := l.Renderer.GetOutputSize()
	if err != nil {
		return nil, fmt.Errorf("loop: screenshot: %w", err)
	}
	img := image.NewRGBA(image.Rect(0, 0, int(w), int(h)))
	if len(img.Pix) == 0 {
		return nil, fmt.Errorf("loop: screenshot: empty output %dx%d", w, h)
	}
	// ABGR8888 is R, G, B, A in memory order on little- and big-endian
	// machines alike: exactly image.RGBA's layout.
	if err := l.Renderer.ReadPixels(nil, sdl.PIXELFORMAT_ABGR8888, unsafe.Pointer(&img.Pix[0]), img.Stride); err != nil {
		return nil, fmt.Errorf("loop: screenshot: %w", err)
	}
	// The frame is opaque; some drivers leave alpha at zero.
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 0xff
	}
	return img, nil
}

// writePNG encodes img and writes it atomically to path (the folder is
// created if needed).
func writePNG(path string, img image.Image) error {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return fmt.Errorf("loop: screenshot: %w", err)
	}
	return store.WriteFile(path, buf.Bytes())
}
