package render

import (
	"math"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

// drawDiagrams draws the small explanatory boards of How to play over the
// menu card: wood, grid, the theme's stones, the winning line in the win
// colour and a red cross on each forbidden (or non-winning) point, then
// the caption under the board.
func (r *Renderer) drawDiagrams(v *app.View) error {
	for i := range v.Diagrams {
		if err := r.drawDiagram(&v.Diagrams[i]); err != nil {
			return err
		}
	}
	return nil
}

func (r *Renderer) drawDiagram(d *app.Diagram) error {
	b := d.Rect
	if b.W < 16 || d.Size < 2 {
		return nil
	}
	step := float64(b.W) / float64(d.Size)
	at := func(p engine.Point) (float64, float64) {
		// a1 is the bottom-left point, as on the real board.
		return float64(b.X) + step*(float64(p.X)+0.5), float64(b.Y) + step*(float64(d.Size-1-p.Y)+0.5)
	}
	if err := r.fillRects(toColor(r.pal.wood), sdl.Rect{X: int32(b.X), Y: int32(b.Y), W: int32(b.W), H: int32(b.H)}); err != nil {
		return err
	}
	grid := toColor(r.pal.grid)
	lw := math.Max(1, step/28)
	for i := 0; i < d.Size; i++ {
		x0, y0 := at(engine.Point{X: i, Y: 0})
		x1, y1 := at(engine.Point{X: i, Y: d.Size - 1})
		if err := r.featheredLine(x0, y0, x1, y1, lw, grid); err != nil {
			return err
		}
		x0, y0 = at(engine.Point{X: 0, Y: i})
		x1, y1 = at(engine.Point{X: d.Size - 1, Y: i})
		if err := r.featheredLine(x0, y0, x1, y1, lw, grid); err != nil {
			return err
		}
	}
	dia := int(math.Round(step * stoneScale))
	for _, set := range []struct {
		c  engine.Color
		ps []engine.Point
	}{{engine.Black, d.Black}, {engine.White, d.White}} {
		s, err := r.stone(set.c, dia)
		if err != nil {
			return err
		}
		for _, p := range set.ps {
			x, y := at(p)
			if err := r.drawCentered(s, int(x), int(y)); err != nil {
				return err
			}
		}
	}
	if n := len(d.Win); n > 1 {
		x0, y0 := at(d.Win[0])
		x1, y1 := at(d.Win[n-1])
		if err := r.featheredLine(x0, y0, x1, y1, math.Max(2, step/7), r.pal.winLine); err != nil {
			return err
		}
	}
	red := toColor(r.pal.bad)
	for _, p := range d.Cross {
		x, y := at(p)
		k := step * 0.3
		if err := r.featheredLine(x-k, y-k, x+k, y+k, math.Max(2, step/8), red); err != nil {
			return err
		}
		if err := r.featheredLine(x-k, y+k, x+k, y-k, math.Max(2, step/8), red); err != nil {
			return err
		}
	}
	for i := range d.Lines {
		if err := r.drawLine(&d.Lines[i]); err != nil {
			return err
		}
	}
	return nil
}
