package loop

import (
	"fmt"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
	"gomoku/render"
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
	img, err := render.ReadOutput(l.Renderer)
	if err != nil {
		l.Log(fmt.Sprintf("gomoku: screenshot: %v", err))
		l.App.JobDone(app.JobScreenshot, path, err)
		return
	}
	if l.Saver == nil {
		l.App.JobDone(app.JobScreenshot, path, fmt.Errorf("saving is disabled"))
		return
	}
	l.Saver.Run(app.JobScreenshot, func() (string, error) { return path, render.WritePNG(path, img) })
}
