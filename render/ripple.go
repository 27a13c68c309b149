package render

import (
	"fmt"
	"math"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

// drawRipple draws the ring spreading from a stone that just landed: it
// grows from the stone's edge and fades out, a moment of feedback that the
// placement happened (Settings → Animations).
func (r *Renderer) drawRipple(v *app.View, d int) error {
	if !v.ShowRipple || !v.Ripple.In(v.Layout.Grid.Size) || v.Board.At(v.Ripple) == engine.Empty {
		return nil
	}
	s, err := r.sprite(spriteKey{kind: spriteRipple, a: d, c: r.pal.style.id}, func() *raster { return glowArt(float64(d), r.pal.ripple) })
	if err != nil {
		return err
	}
	t := math.Max(0, math.Min(1, v.RippleT))
	// Ease out: fast at first, settling as it fades.
	e := 1 - (1-t)*(1-t)
	scale := 1 + 0.55*e
	alpha := uint8(math.Round(255 * (1 - t) * 0.9))
	if err := s.tex.SetAlphaMod(alpha); err != nil {
		return fmt.Errorf("render: ripple alpha: %w", err)
	}
	w, h := int(float64(s.w)*scale), int(float64(s.h)*scale)
	px, py := pixel(v.Layout.Grid, v.Ripple)
	dst := sdl.Rect{X: int32(px - w/2), Y: int32(py - h/2), W: int32(w), H: int32(h)}
	err = r.copy(s.tex, nil, &dst)
	if e := s.tex.SetAlphaMod(255); e != nil && err == nil {
		err = fmt.Errorf("render: ripple alpha: %w", e)
	}
	return err
}
