package render

import (
	"fmt"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/render/icon"
)

// windowIconPx is the icon's size for the title bar and task switcher;
// window managers scale it from there.
const windowIconPx = 64

// SetWindowIcon gives win the game's icon (the picture the desktop entry
// and the package use), so the task bar shows the board, not a blank.
func SetWindowIcon(win *sdl.Window) error {
	s, err := windowIcon()
	if err != nil {
		return err
	}
	defer s.Free()
	win.SetIcon(s) // SDL keeps its own copy
	return nil
}

func windowIcon() (*sdl.Surface, error) {
	img := icon.Draw(windowIconPx)
	s, err := sdl.CreateRGBSurfaceWithFormat(0, windowIconPx, windowIconPx, 32, uint32(sdl.PIXELFORMAT_ABGR8888))
	if err != nil {
		return nil, fmt.Errorf("render: window icon: %w", err)
	}
	// ABGR8888 is R, G, B, A in memory on little- and big-endian alike
	// (SDL names packed formats by the 32-bit word), as image.NRGBA is.
	if err := s.Lock(); err != nil {
		s.Free()
		return nil, fmt.Errorf("render: window icon: %w", err)
	}
	px := s.Pixels()
	for y := 0; y < windowIconPx; y++ {
		copy(px[y*int(s.Pitch):y*int(s.Pitch)+windowIconPx*4], img.Pix[y*img.Stride:])
	}
	s.Unlock()
	return s, nil
}
