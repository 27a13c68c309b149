package render

import (
	"fmt"
	"math"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

// drawPieces draws the marks on the board that come and go between moves.
func (r *Renderer) drawPieces(v *app.View) error {
	g := v.Layout.Grid
	n := g.Size
	if n <= 0 || g.Step <= 0 {
		return nil
	}
	d := stoneDiameter(g)
	if err := r.drawWin(v, d); err != nil {
		return err
	}
	// With move numbers on, the last move gets a ring (overlay.go)
	// instead of a dot that would hide its number.
	if v.HasLast && !v.MoveNumbers && v.LastMove.In(n) && v.Board.At(v.LastMove) != engine.Empty {
		dd := max(4, int(math.Round(float64(d)*0.26)))
		s, err := r.sprite(spriteKey{kind: spriteLast, a: dd}, func() *raster { return dotArt(float64(dd), r.pal.last) })
		if err != nil {
			return err
		}
		px, py := pixel(g, v.LastMove)
		if err := r.drawCentered(s, px, py); err != nil {
			return err
		}
	}
	if err := r.drawRipple(v, d); err != nil {
		return err
	}
	if v.ShowHover && v.Hover.In(n) && v.Board.At(v.Hover) == engine.Empty && v.HoverColor != engine.Empty {
		if err := r.drawGhost(v, d); err != nil {
			return err
		}
	}
	if v.ShowInvalid && v.Invalid.In(n) {
		s, err := r.sprite(spriteKey{kind: spriteInvalid, a: d}, func() *raster { return invalidArt(float64(d)*0.9, r.pal.bad) })
		if err != nil {
			return err
		}
		px, py := pixel(g, v.Invalid)
		if err := r.drawCentered(s, px, py); err != nil {
			return err
		}
	}
	if v.ShowCursor && v.Cursor.In(n) {
		return r.drawCursor(g, v.Cursor)
	}
	return nil
}

// drawGhost shows a see-through stone where a click would play.
func (r *Renderer) drawGhost(v *app.View, d int) error {
	s, err := r.stone(v.HoverColor, d)
	if err != nil {
		return err
	}
	if err := s.tex.SetAlphaMod(120); err != nil {
		return fmt.Errorf("render: ghost alpha: %w", err)
	}
	px, py := pixel(v.Layout.Grid, v.Hover)
	err = r.drawCentered(s, px, py)
	if e := s.tex.SetAlphaMod(255); e != nil && err == nil {
		err = fmt.Errorf("render: ghost alpha: %w", e)
	}
	return err
}

// drawWin rings every stone of the winning line and strikes a line
// through them.
func (r *Renderer) drawWin(v *app.View, d int) error {
	g := v.Layout.Grid
	var pts []engine.Point
	for _, p := range v.WinLine {
		if p.In(g.Size) {
			pts = append(pts, p)
		}
	}
	if len(pts) == 0 {
		return nil
	}
	s, err := r.sprite(spriteKey{kind: spriteGlow, a: d}, func() *raster { return glowArt(float64(d), r.pal.glow) })
	if err != nil {
		return err
	}
	for _, p := range pts {
		px, py := pixel(g, p)
		if err := r.drawCentered(s, px, py); err != nil {
			return err
		}
	}
	if len(pts) < 2 {
		return nil
	}
	// The two stones farthest apart are the line's ends, whatever order
	// the points come in.
	a, b := pts[0], pts[1]
	best := -1
	for i := range pts {
		for j := i + 1; j < len(pts); j++ {
			dx, dy := pts[i].X-pts[j].X, pts[i].Y-pts[j].Y
			if dd := dx*dx + dy*dy; dd > best {
				best, a, b = dd, pts[i], pts[j]
			}
		}
	}
	ax, ay := pixel(g, a)
	bx, by := pixel(g, b)
	width := math.Max(3, g.Step*0.11)
	return r.featheredLine(float64(ax)+0.5, float64(ay)+0.5, float64(bx)+0.5, float64(by)+0.5, width, r.pal.winLine)
}

// featheredLine draws a thick segment whose edges fade out over about a
// pixel, so it looks anti-aliased on every renderer.
func (r *Renderer) featheredLine(x0, y0, x1, y1, width float64, c sdl.Color) error {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return nil
	}
	ux, uy := dx/l, dy/l
	nx, ny := -uy, ux
	const feather = 1.0
	in := width/2 - feather/2
	out := width/2 + feather/2
	inner := c
	outer := sdl.Color{R: c.R, G: c.G, B: c.B, A: 0}
	corner := func(along, across float64, col sdl.Color, from bool) sdl.Vertex {
		x, y := x1, y1
		if from {
			x, y = x0, y0
		}
		return sdl.Vertex{
			Position: sdl.FPoint{X: float32(x + ux*along + nx*across), Y: float32(y + uy*along + ny*across)},
			Color:    col,
		}
	}
	// Vertices 0-3: the solid core; 4-7: the faded rim around it.
	vs := []sdl.Vertex{
		corner(-in, -in, inner, true), corner(-in, in, inner, true),
		corner(in, in, inner, false), corner(in, -in, inner, false),
		corner(-out, -out, outer, true), corner(-out, out, outer, true),
		corner(out, out, outer, false), corner(out, -out, outer, false),
	}
	idx := []int32{
		0, 1, 2, 0, 2, 3,
		4, 5, 1, 4, 1, 0,
		5, 6, 2, 5, 2, 1,
		6, 7, 3, 6, 3, 2,
		7, 4, 0, 7, 0, 3,
	}
	if err := r.sr.SetDrawBlendMode(sdl.BLENDMODE_BLEND); err != nil {
		return fmt.Errorf("render: set blend mode: %w", err)
	}
	if err := r.sr.RenderGeometry(nil, vs, idx); err != nil {
		return fmt.Errorf("render: draw line: %w", err)
	}
	return nil
}

// drawCursor frames the cursor's intersection with corner brackets: a
// blue core with a white rim, visible on wood and on stones of both colours.
func (r *Renderer) drawCursor(g app.Grid, p engine.Point) error {
	cx, cy := pixel(g, p)
	hs := int(math.Round(g.Step * 0.5))
	arm := max(3, int(math.Round(g.Step*0.26))) + 2*r.pal.style.cursorK
	th := max(2, int(math.Round(g.Step/15))) + r.pal.style.cursorK
	brackets := func(hs, arm, th int) []sdl.Rect {
		x0, y0 := int32(cx-hs), int32(cy-hs)
		x1, y1 := int32(cx+hs+1-th), int32(cy+hs+1-th)
		a, t := int32(arm), int32(th)
		return []sdl.Rect{
			{X: x0, Y: y0, W: a, H: t}, {X: x0, Y: y0, W: t, H: a},
			{X: x1 + t - a, Y: y0, W: a, H: t}, {X: x1, Y: y0, W: t, H: a},
			{X: x0, Y: y1, W: a, H: t}, {X: x0, Y: y1 + t - a, W: t, H: a},
			{X: x1 + t - a, Y: y1, W: a, H: t}, {X: x1, Y: y1 + t - a, W: t, H: a},
		}
	}
	if err := r.fillRects(r.pal.cursorHi, brackets(hs+1, arm+2, th+2)...); err != nil {
		return err
	}
	return r.fillRects(r.pal.cursor, brackets(hs, arm, th)...)
}
