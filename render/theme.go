package render

import (
	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// How a theme draws its stones.
const (
	stonesGlossy = iota // shaded slate and shell (wood)
	stonesFlat          // flat fills with a black outline (contrast)
	stonesMarked        // glossy, but White's stones carry a ring mark (colour-blind)
)

// themeStyle is what a theme changes beyond colours.
type themeStyle struct {
	id        int  // distinct per theme, part of sprite keys
	stones    int  // stonesGlossy, stonesFlat or stonesMarked
	flatBoard bool // a plain fill instead of wood grain
	gridExtra int  // extra grid line thickness in pixels (even)
	cursorK   int  // extra cursor bracket thickness in pixels
}

// themeID numbers the themes for cache keys.
func themeID(t app.Theme) int {
	switch t {
	case app.ThemeContrast:
		return 1
	case app.ThemeColourBlind:
		return 2
	}
	return 0
}

// themePalette is the palette of a theme. The room, panel and menus stay
// the same dark slate in every theme; the board, stones and markers change.
func themePalette(t app.Theme) palette {
	p := darkPalette()
	p.style.id = themeID(t)
	switch t {
	case app.ThemeContrast:
		// Pale flat board, pure black lines, flat stones and a heavy
		// cursor: for low vision and bright rooms.
		p.style.stones = stonesFlat
		p.style.flatBoard = true
		p.style.gridExtra = 2
		p.style.cursorK = 2
		p.wood = rgbaF{252, 244, 206, 1}
		p.grid = rgbaF{0, 0, 0, 1}
		p.label = sdl.Color{A: 255}
		p.cursor = sdl.Color{R: 0, G: 84, B: 255, A: 255}
		p.cursorHi = sdl.Color{A: 255}
		p.last = rgbaF{230, 0, 0, 1}
		p.glow = rgbaF{255, 150, 0, 1}
		p.winLine = sdl.Color{R: 230, G: 0, B: 0, A: 235}
		p.zone = rgbaF{120, 0, 0, 0.22}
		p.zoneEdge = rgbaF{150, 0, 0, 0.9}
	case app.ThemeColourBlind:
		// Okabe–Ito colours: blue and orange stay apart for deuteranopia
		// and protanopia alike; shapes carry the meaning anyway.
		p.style.stones = stonesMarked
		p.wood = rgbaF{178, 180, 182, 1}
		p.grid = rgbaF{28, 30, 34, 0.95}
		p.label = sdl.Color{R: 40, G: 42, B: 46, A: 255}
		p.cursor = sdl.Color{R: 0, G: 114, B: 178, A: 255}
		p.cursorHi = sdl.Color{R: 255, G: 255, B: 255, A: 240}
		p.last = rgbaF{230, 159, 0, 1}
		p.glow = rgbaF{86, 180, 233, 1}
		p.winLine = sdl.Color{R: 0, G: 114, B: 178, A: 225}
		p.bad = rgbaF{213, 94, 0, 1}
		p.forbid = rgbaF{213, 94, 0, 1}
		p.hint = rgbaF{0, 158, 115, 1}
		p.zone = rgbaF{20, 20, 30, 0.22}
		p.zoneEdge = rgbaF{20, 20, 30, 0.85}
	}
	return p
}

// themeOf is the view's theme, wood when unset.
func themeOf(v *app.View) app.Theme {
	if v.Theme == "" {
		return app.ThemeWood
	}
	return v.Theme
}

// useTheme switches the palette when the view's theme changes, dropping
// every cached image drawn in the old colours.
func (r *Renderer) useTheme(t app.Theme) {
	if r.theme == t {
		return
	}
	r.Invalidate()
	r.pal = themePalette(t)
	r.theme = t
}
