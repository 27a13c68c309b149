package loop

import (
	"fmt"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/input/internal/xwin"
)

// Full screen works two ways. Under a window manager (any desktop) SDL's
// full-screen desktop mode asks the manager, which resizes the window.
// On an X server with no window manager (a kiosk, startx on a Pi) nobody
// answers that request: the window keeps its size while SDL reports the
// display's, so a 1080p frame is drawn cropped into the old window, and
// leaving full screen never gives the size back. There the loop covers the
// display itself (a borderless window at the display's bounds) and puts
// the window back where it was. KMSDRM and Wayland keep SDL's way.

// startFullscreen notes whether the loop must manage full screen itself,
// and does so for a window created full screen.
func (l *Loop) startFullscreen() {
	managed, known := xwin.Managed(l.Window)
	l.bare = known && !managed
	if !l.bare {
		return
	}
	if !l.fullscreen {
		return
	}
	// Created full screen: SDL believes it, the server did not. Leaving
	// full screen later gives the window 80% of the display, centred,
	// as a first launch does.
	if err := l.Window.SetFullscreen(0); err != nil {
		l.Log(fmt.Sprintf("gomoku: full screen: %v", err))
	}
	if idx, err := l.Window.GetDisplayIndex(); err == nil {
		if b, err := sdl.GetDisplayBounds(idx); err == nil {
			l.windowed = sdl.Rect{X: b.X + b.W/10, Y: b.Y + b.H/10, W: b.W * 8 / 10, H: b.H * 8 / 10}
		}
	}
	if err := l.coverDisplay(); err != nil {
		l.Log(fmt.Sprintf("gomoku: full screen: %v", err))
	}
}

func (l *Loop) setFullscreen(on bool) {
	if on == l.fullscreen {
		return
	}
	var err error
	switch {
	case l.bare && on:
		w, h := l.Window.GetSize()
		x, y := l.Window.GetPosition()
		l.windowed = sdl.Rect{X: x, Y: y, W: w, H: h}
		err = l.coverDisplay()
	case l.bare:
		l.Window.SetBordered(true)
		l.Window.SetSize(l.windowed.W, l.windowed.H)
		l.Window.SetPosition(l.windowed.X, l.windowed.Y)
	case on:
		err = l.Window.SetFullscreen(sdl.WINDOW_FULLSCREEN_DESKTOP)
	default:
		err = l.Window.SetFullscreen(0)
	}
	if err != nil {
		l.Log(fmt.Sprintf("gomoku: full screen: %v", err))
		l.App.SetFullscreen(l.fullscreen)
		return
	}
	l.fullscreen = on
	l.resize()
}

// coverDisplay makes the window a borderless one over its whole display.
func (l *Loop) coverDisplay() error {
	idx, err := l.Window.GetDisplayIndex()
	if err != nil {
		return err
	}
	b, err := sdl.GetDisplayBounds(idx)
	if err != nil {
		return err
	}
	l.Window.SetBordered(false)
	l.Window.SetPosition(b.X, b.Y)
	l.Window.SetSize(b.W, b.H)
	return nil
}
