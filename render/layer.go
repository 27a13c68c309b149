package render

import (
	"fmt"
	"math"
	"slices"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

// layerEntry is the board with its stones, as last drawn.
type layerEntry struct {
	layout app.Layout
	board  engine.Board
	src    *boardEntry
	tex    *sdl.Texture
	valid  bool

	// The opening zone and move numbers are drawn under or on the stones,
	// so they are part of the layer too.
	zone    app.Zone
	hasZone bool
	numbers bool
	order   []engine.Point
}

func (r *Renderer) ensureLayer(v *app.View) error {
	l := v.Layout
	if r.layer != nil && r.layer.layout.Board != l.Board {
		r.layer.tex.Destroy()
		r.layer = nil
	}
	if r.layer == nil {
		tex, err := r.sr.CreateTexture(uint32(sdl.PIXELFORMAT_RGB888), sdl.TEXTUREACCESS_TARGET, int32(l.Board.W), int32(l.Board.H))
		if err != nil {
			return fmt.Errorf("render: board layer: %w", err)
		}
		r.layer = &layerEntry{tex: tex}
	}
	e := r.layer
	same := e.valid && e.layout == l && e.src == r.board &&
		e.hasZone == v.ShowZone && (!v.ShowZone || e.zone == v.Zone) && e.numbers == v.MoveNumbers
	// With numbers on, a patch is right only when the new order extends
	// the old one.
	orderOK := !v.MoveNumbers || (len(e.order) <= len(v.Order) && slices.Equal(e.order, v.Order[:len(e.order)]))
	if same && e.board == v.Board && (!v.MoveNumbers || len(e.order) == len(v.Order) && orderOK) {
		// The stone images are only drawn when the position changes;
		// keep them cached while the board is on screen so the next move
		// does not rasterise them again.
		d := stoneDiameter(l.Grid)
		st := r.pal.style.id
		for _, k := range []spriteKey{{kind: spriteStoneBlack, a: d, c: st}, {kind: spriteStoneWhite, a: d, c: st}} {
			if s, ok := r.sprites[k]; ok {
				s.used = r.frame
			}
		}
		return nil
	}
	if err := r.sr.SetRenderTarget(e.tex); err != nil {
		return fmt.Errorf("render: board layer target: %w", err)
	}
	var err error
	if changed, ok := changedPoints(&e.board, &v.Board, l.Grid.Size); same && ok && orderOK {
		err = r.patchStones(v, changed)
	} else {
		err = r.copy(r.board.tex, nil, nil)
		if err == nil {
			err = r.drawZone(v, -l.Board.X, -l.Board.Y)
		}
		if err == nil {
			err = r.drawStones(v, -l.Board.X, -l.Board.Y, nil)
		}
	}
	if terr := r.sr.SetRenderTarget(nil); terr != nil && err == nil {
		err = fmt.Errorf("render: reset render target: %w", terr)
	}
	e.valid = err == nil
	e.layout, e.board, e.src = l, v.Board, r.board
	e.zone, e.hasZone, e.numbers = v.Zone, v.ShowZone, v.MoveNumbers
	e.order = append(e.order[:0], v.Order...)
	return err
}

// maxPatch is how many changed points are patched in place before a full
// redraw is simpler (a restart clears many at once, and an empty board is
// one copy anyway).
const maxPatch = 8

// changedPoints lists the points whose colour differs between before and
// now, if there are few.
func changedPoints(before, now *engine.Board, n int) ([]engine.Point, bool) {
	if before.Size() != now.Size() {
		return nil, false
	}
	var changed []engine.Point
	for y := range n {
		for x := range n {
			p := engine.Point{X: x, Y: y}
			if before.At(p) != now.At(p) {
				if len(changed) == maxPatch {
					return nil, false
				}
				changed = append(changed, p)
			}
		}
	}
	return changed, true
}

// patchStones brings the layer up to date after a move (or an undo) by
// redrawing only the square a stone image covers at each changed point:
// the bare board there, then every stone whose image reaches into it, in
// the same order and clipped to the square. The result is pixel for pixel
// what a full redraw gives, at the cost of a few stones instead of all.
func (r *Renderer) patchStones(v *app.View, changed []engine.Point) error {
	g := v.Layout.Grid
	b := v.Layout.Board
	d := stoneDiameter(g)
	// Both colours' images have the same size; it bounds the square.
	s, err := r.stone(engine.Black, d)
	if err != nil {
		return err
	}
	for _, p := range changed {
		px, py := pixel(g, p)
		clip, ok := (&sdl.Rect{X: int32(px - s.half - b.X), Y: int32(py - s.half - b.Y), W: int32(s.w), H: int32(s.h)}).
			Intersect(&sdl.Rect{W: int32(b.W), H: int32(b.H)})
		if !ok {
			continue
		}
		if err := r.sr.SetClipRect(&clip); err != nil {
			return fmt.Errorf("render: clip: %w", err)
		}
		err = r.copy(r.board.tex, &clip, &clip)
		if err == nil {
			err = r.drawZone(v, -b.X, -b.Y)
		}
		if err == nil {
			// A stone's image reaches just past half a step, so normally
			// only the eight neighbours reach into the square; tiny boards
			// need a wider ring.
			reach := 1 + int(float64(2*s.half)/g.Step)
			err = r.drawStones(v, -b.X, -b.Y, &near{p, reach})
		}
		if cerr := r.sr.SetClipRect(nil); cerr != nil && err == nil {
			err = fmt.Errorf("render: clip: %w", cerr)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// near limits drawStones to the stones within reach points of p.
type near struct {
	p     engine.Point
	reach int
}

// drawStones draws every stone shifted by (dx, dy), or only those near a
// point. The order is always the same, so overlapping edges blend the same
// way whichever stones are drawn.
func (r *Renderer) drawStones(v *app.View, dx, dy int, only *near) error {
	g := v.Layout.Grid
	n := g.Size
	if n <= 0 || g.Step <= 0 {
		return nil
	}
	d := stoneDiameter(g)
	var order []int
	if v.MoveNumbers {
		order = moveIndex(v.Order, n)
	}
	x0, x1, y0, y1 := 0, n-1, 0, n-1
	if only != nil {
		x0, x1 = max(only.p.X-only.reach, 0), min(only.p.X+only.reach, n-1)
		y0, y1 = max(only.p.Y-only.reach, 0), min(only.p.Y+only.reach, n-1)
	}
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			p := engine.Point{X: x, Y: y}
			c := v.Board.At(p)
			if c == engine.Empty {
				continue
			}
			s, err := r.stone(c, d)
			if err != nil {
				return err
			}
			px, py := pixel(g, p)
			if err := r.drawCentered(s, px+dx, py+dy); err != nil {
				return err
			}
			if order != nil && order[y*n+x] > 0 {
				if err := r.drawMoveNumber(order[y*n+x], c, px+dx, py+dy, g.Step); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func stoneDiameter(g app.Grid) int { return int(math.Round(g.Step * stoneScale)) }
