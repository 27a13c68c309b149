package render

import (
	"fmt"
	"math"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

// graphColours are the graph's own colours: Black's share of the win
// chance is the dark area, White's the pale one, so the graph reads like
// the stones whatever the theme. A function, not package state.
func graphColours() (black, white, mid, at, miss sdl.Color) {
	return sdl.Color{R: 24, G: 24, B: 28, A: 235}, sdl.Color{R: 236, G: 236, B: 232, A: 235},
		sdl.Color{R: 128, G: 128, B: 128, A: 255}, sdl.Color{R: 48, G: 140, B: 255, A: 255},
		sdl.Color{R: 255, G: 170, B: 40, A: 255}
}

// drawAnalysis draws the review's evaluation graph and the engine's
// better line as numbered see-through stones.
func (r *Renderer) drawAnalysis(v *app.View) error {
	if err := r.drawGhosts(v); err != nil {
		return err
	}
	g := v.Graph
	if g == nil || g.Rect.W < 2 || g.Rect.H < 2 {
		return nil
	}
	if g.Busy || len(g.Black) < 2 {
		return r.drawGraphProgress(g)
	}
	graphBlack, graphWhite, graphMid, graphAt, graphMiss := graphColours()
	rc := g.Rect
	n := len(g.Black) - 1
	// One column per pixel: Black's chance at x, interpolated between
	// positions, filled from the bottom.
	dark := make([]sdl.Rect, 0, rc.W)
	for x := 0; x < rc.W; x++ {
		f := float64(x) * float64(n) / float64(max(rc.W-1, 1))
		i := min(int(f), n-1)
		b := g.Black[i] + (g.Black[i+1]-g.Black[i])*(f-float64(i))
		h := int(math.Round(b * float64(rc.H)))
		dark = append(dark, sdl.Rect{X: int32(rc.X + x), Y: int32(rc.Y + rc.H - h), W: 1, H: int32(h)})
	}
	if err := r.fillRects(graphWhite, sdl.Rect{X: int32(rc.X), Y: int32(rc.Y), W: int32(rc.W), H: int32(rc.H)}); err != nil {
		return err
	}
	if err := r.fillRects(graphBlack, dark...); err != nil {
		return err
	}
	if err := r.fillRects(graphMid, sdl.Rect{X: int32(rc.X), Y: int32(rc.Y + rc.H/2), W: int32(rc.W), H: 1}); err != nil {
		return err
	}
	xOf := func(ply int) int32 { return int32(rc.X + ply*(rc.W-1)/max(n, 1)) }
	tick := int32(max(3, rc.H/8))
	for _, f := range g.Flags {
		c := graphMiss
		if f.Blunder {
			c = r.pal.alert
		}
		// A notch at the top and bottom edges: seen on both areas.
		x := xOf(f.Ply)
		if err := r.fillRects(c, sdl.Rect{X: x - 1, Y: int32(rc.Y), W: 3, H: tick}, sdl.Rect{X: x - 1, Y: int32(rc.Y+rc.H) - tick, W: 3, H: tick}); err != nil {
			return err
		}
	}
	at := xOf(min(max(g.At, 0), n))
	return r.fillRects(graphAt, sdl.Rect{X: at - 1, Y: int32(rc.Y), W: 2, H: int32(rc.H)})
}

// drawGraphProgress is the progress bar while the analysis runs.
func (r *Renderer) drawGraphProgress(g *app.GraphView) error {
	rc := g.Rect
	h := max(6, min(rc.H/5, 24))
	y := rc.Y + (rc.H-h)/2
	w := int(math.Round(g.Progress * float64(rc.W)))
	if err := r.fillRects(r.pal.muted, sdl.Rect{X: int32(rc.X), Y: int32(y), W: int32(rc.W), H: int32(h)}); err != nil {
		return err
	}
	return r.fillRects(r.pal.good, sdl.Rect{X: int32(rc.X), Y: int32(y), W: int32(w), H: int32(h)})
}

// drawGhosts draws each ghost stone half see-through with its number.
func (r *Renderer) drawGhosts(v *app.View) error {
	g := v.Layout.Grid
	if len(v.Ghosts) == 0 || g.Step <= 0 {
		return nil
	}
	d := stoneDiameter(g)
	for _, gh := range v.Ghosts {
		if !gh.Point.In(g.Size) || gh.Color == engine.Empty {
			continue
		}
		s, err := r.stone(gh.Color, d)
		if err != nil {
			return err
		}
		if err := s.tex.SetAlphaMod(120); err != nil {
			return fmt.Errorf("render: ghost alpha: %w", err)
		}
		px, py := pixel(g, gh.Point)
		err = r.drawCentered(s, px, py)
		if e := s.tex.SetAlphaMod(255); e != nil && err == nil {
			err = fmt.Errorf("render: ghost alpha: %w", e)
		}
		if err != nil {
			return err
		}
		if err := r.drawMoveNumber(gh.Number, gh.Color, px, py, g.Step); err != nil {
			return err
		}
	}
	return nil
}
