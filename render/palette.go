package render

import (
	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// palette is every colour render uses. It is a value built by a function,
// not package state, so a second theme is a second function.
type palette struct {
	bgTop, bgBottom  rgbaF
	card, cardEdge   rgbaF
	wood, grid       rgbaF
	last, glow, bad  rgbaF
	ripple           rgbaF
	button, buttonNo rgbaF

	label, btnText, btnDim sdl.Color
	cursor, cursorHi       sdl.Color
	winLine                sdl.Color
	title, body, muted     sdl.Color
	alert, good            sdl.Color

	// Marks added with the menus and themes (overlay.go, menu.go).
	style          themeStyle
	zone, zoneEdge rgbaF // the opening's no-go square
	forbid, hint   rgbaF
	pending        rgbaF // the confirm ring
	menuCard       rgbaF
	menuEdge       rgbaF
	rowFill        rgbaF
	rowHot         rgbaF
	rowFocus       rgbaF
	focusRing      rgbaF
	toastBg        rgbaF
	arrow, veil    sdl.Color

	// The boss screen: an unremarkable office spreadsheet.
	bossBg, bossTitleBar, bossHeader sdl.Color
	bossGrid, bossEdge               sdl.Color
	bossText, bossHeadText           sdl.Color
}

// darkPalette: a dark slate room, a warm kaya board and amber accents.
func darkPalette() palette {
	return palette{
		bgTop:    rgbaF{47, 54, 64, 1},
		bgBottom: rgbaF{22, 25, 31, 1},
		card:     rgbaF{255, 255, 255, 0.055},
		cardEdge: rgbaF{255, 255, 255, 0.10},
		wood:     rgbaF{226, 182, 104, 1},
		grid:     rgbaF{52, 36, 18, 0.92},
		last:     rgbaF{226, 48, 40, 1},
		glow:     rgbaF{255, 206, 64, 1},
		ripple:   rgbaF{255, 250, 235, 1},
		bad:      rgbaF{240, 56, 48, 1},
		button:   rgbaF{222, 164, 74, 1},
		buttonNo: rgbaF{78, 84, 95, 1},

		label:    sdl.Color{R: 92, G: 62, B: 28, A: 255},
		btnText:  sdl.Color{R: 38, G: 27, B: 14, A: 255},
		btnDim:   sdl.Color{R: 150, G: 156, B: 166, A: 255},
		cursor:   sdl.Color{R: 48, G: 140, B: 255, A: 255},
		cursorHi: sdl.Color{R: 255, G: 255, B: 255, A: 230},
		winLine:  sdl.Color{R: 255, G: 214, B: 80, A: 215},
		title:    sdl.Color{R: 250, G: 236, B: 210, A: 255},
		body:     sdl.Color{R: 226, G: 229, B: 234, A: 255},
		muted:    sdl.Color{R: 148, G: 156, B: 168, A: 255},
		alert:    sdl.Color{R: 255, G: 104, B: 92, A: 255},
		good:     sdl.Color{R: 112, G: 214, B: 142, A: 255},

		zone:      rgbaF{110, 20, 10, 0.20},
		zoneEdge:  rgbaF{120, 24, 12, 0.75},
		forbid:    rgbaF{222, 30, 30, 1},
		hint:      rgbaF{0, 200, 170, 1},
		pending:   rgbaF{255, 255, 255, 1},
		menuCard:  rgbaF{32, 37, 46, 1},
		menuEdge:  rgbaF{255, 255, 255, 0.14},
		rowFill:   rgbaF{255, 255, 255, 0.045},
		rowHot:    rgbaF{255, 255, 255, 0.10},
		rowFocus:  rgbaF{255, 214, 120, 0.20},
		focusRing: rgbaF{255, 204, 64, 1},
		toastBg:   rgbaF{16, 18, 23, 0.90},
		arrow:     sdl.Color{R: 255, G: 214, B: 120, A: 255},
		veil:      sdl.Color{R: 8, G: 10, B: 14, A: 150},

		bossBg:       sdl.Color{R: 255, G: 255, B: 255, A: 255},
		bossTitleBar: sdl.Color{R: 236, G: 236, B: 236, A: 255},
		bossHeader:   sdl.Color{R: 243, G: 243, B: 243, A: 255},
		bossGrid:     sdl.Color{R: 218, G: 218, B: 218, A: 255},
		bossEdge:     sdl.Color{R: 190, G: 190, B: 190, A: 255},
		bossText:     sdl.Color{R: 33, G: 33, B: 33, A: 255},
		bossHeadText: sdl.Color{R: 90, G: 90, B: 90, A: 255},
	}
}

// styleColor is the text colour of a panel style on the dark card.
func (p *palette) styleColor(s app.TextStyle) sdl.Color {
	switch s {
	case app.StyleTitle:
		return p.title
	case app.StyleMuted:
		return p.muted
	case app.StyleAlert:
		return p.alert
	case app.StyleGood:
		return p.good
	}
	return p.body
}
