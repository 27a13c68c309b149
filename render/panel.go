package render

import (
	"math"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

// Button faces are built per state.
const (
	buttonIdle = iota
	buttonHot
	buttonOff
)

// drawPanel draws the text lines and buttons. The card behind them is part
// of the backdrop.
func (r *Renderer) drawPanel(v *app.View) error {
	for i := range v.Lines {
		if err := r.drawLine(&v.Lines[i]); err != nil {
			return err
		}
	}
	for i := range v.Buttons {
		if err := r.drawButton(&v.Buttons[i]); err != nil {
			return err
		}
		if b := &v.Buttons[i]; b.Focused {
			if err := r.drawFocusRing(b.Rect); err != nil {
				return err
			}
		}
	}
	return nil
}

// drawLine draws one panel line, with a stone icon first when it names a
// side, shrunk to its MaxW.
func (r *Renderer) drawLine(ln *app.TextLine) error {
	if ln.Px <= 0 {
		return nil
	}
	bold := ln.Style == app.StyleTitle
	col := r.pal.styleColor(ln.Style)
	x, maxW := ln.X, ln.MaxW
	if ln.Stone == engine.Black || ln.Stone == engine.White {
		f, err := r.font(ln.Px, bold)
		if err != nil {
			return err
		}
		d := max(4, int(math.Round(float64(ln.Px)*0.95)))
		s, err := r.stone(ln.Stone, d)
		if err != nil {
			return err
		}
		// Centre the icon on the line's x-height band rather than its full
		// box, which includes room for descenders.
		cy := ln.Y + int(math.Round(float64(f.Ascent())*0.62))
		if err := r.drawCentered(s, x+d/2, cy); err != nil {
			return err
		}
		shift := d + max(3, ln.Px*2/5)
		x += shift
		if maxW > 0 {
			maxW = max(maxW-shift, 1)
		}
	}
	_, err := r.drawText(ln.Text, x, ln.Y, ln.Px, bold, col, maxW)
	return err
}

func (r *Renderer) drawButton(b *app.Button) error {
	if b.Rect.W <= 0 || b.Rect.H <= 0 {
		return nil
	}
	state, face, text := buttonIdle, r.pal.button, r.pal.btnText
	switch {
	case !b.Enabled:
		state, face, text = buttonOff, r.pal.buttonNo, r.pal.btnDim
	case b.Hot:
		state = buttonHot
	}
	w, h := b.Rect.W, b.Rect.H
	s, err := r.sprite(spriteKey{kind: spriteButton, a: w, b: h, c: state}, func() *raster {
		return buttonArt(w, h, face, state == buttonHot)
	})
	if err != nil {
		return err
	}
	dst := sdl.Rect{X: int32(b.Rect.X), Y: int32(b.Rect.Y), W: int32(w), H: int32(h)}
	if err := r.copy(s.tex, nil, &dst); err != nil {
		return err
	}
	pad := max(4, h*3/10)
	cx, cy := b.Rect.X+w/2, b.Rect.Y+(h-1)/2
	return r.drawTextCentered(b.Label, cx, cy, b.Px, true, text, max(w-2*pad, 1))
}
