package render

import (
	"fmt"
	"math"
	"strconv"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

// Sprite kinds for the marks drawn in this file and in menu.go, numbered
// apart from sprites.go's so the two lists never collide.
const (
	spriteForbidden spriteKind = 100 + iota
	spriteHint
	spritePending
	spriteLastRing
	spriteRow
	spriteCard
	spriteArrowL
	spriteArrowR
	spriteArrowUp
	spriteArrowDown
	spriteFocus
	spritePill
)

// drawOverlays draws the marks that explain the position: forbidden
// points, the engine's hint, a placement awaiting confirmation and, with
// move numbers on, the ring that singles out the last move.
func (r *Renderer) drawOverlays(v *app.View) error {
	g := v.Layout.Grid
	n := g.Size
	if n <= 0 || g.Step <= 0 {
		return nil
	}
	d := stoneDiameter(g)
	if len(v.Forbidden) > 0 {
		step := g.Step
		s, err := r.sprite(spriteKey{kind: spriteForbidden, a: d}, func() *raster { return forbiddenArt(step, r.pal.forbid) })
		if err != nil {
			return err
		}
		for _, m := range v.Forbidden {
			if !m.Point.In(n) || v.Board.At(m.Point) != engine.Empty {
				continue
			}
			px, py := pixel(g, m.Point)
			if err := r.drawCentered(s, px, py); err != nil {
				return err
			}
		}
	}
	if v.ShowHint && v.Hint.In(n) {
		s, err := r.sprite(spriteKey{kind: spriteHint, a: d}, func() *raster { return hintArt(float64(d), r.pal.hint) })
		if err != nil {
			return err
		}
		px, py := pixel(g, v.Hint)
		if err := r.drawCentered(s, px, py); err != nil {
			return err
		}
	}
	if v.ShowPending && v.Pending.In(n) && (v.ToMove == engine.Black || v.ToMove == engine.White) {
		if err := r.drawPending(v, d); err != nil {
			return err
		}
	}
	if v.MoveNumbers && v.HasLast && v.LastMove.In(n) && v.Board.At(v.LastMove) != engine.Empty {
		s, err := r.sprite(spriteKey{kind: spriteLastRing, a: d}, func() *raster { return lastRingArt(float64(d), r.pal.last) })
		if err != nil {
			return err
		}
		px, py := pixel(g, v.LastMove)
		if err := r.drawCentered(s, px, py); err != nil {
			return err
		}
	}
	return nil
}

// drawPending shows the stone a confirming press would play: the side to
// move's stone, half see-through, inside a dashed ring.
func (r *Renderer) drawPending(v *app.View, d int) error {
	g := v.Layout.Grid
	px, py := pixel(g, v.Pending)
	if v.Board.At(v.Pending) == engine.Empty {
		s, err := r.stone(v.ToMove, d)
		if err != nil {
			return err
		}
		if err := s.tex.SetAlphaMod(150); err != nil {
			return fmt.Errorf("render: pending alpha: %w", err)
		}
		err = r.drawCentered(s, px, py)
		if e := s.tex.SetAlphaMod(255); e != nil && err == nil {
			err = fmt.Errorf("render: pending alpha: %w", e)
		}
		if err != nil {
			return err
		}
	}
	s, err := r.sprite(spriteKey{kind: spritePending, a: d}, func() *raster { return pendingArt(float64(d), r.pal.pending) })
	if err != nil {
		return err
	}
	return r.drawCentered(s, px, py)
}

// drawZone shades the square the next stone may not enter (Pro and Long
// Pro openings), or frames the one it must go in (the RIF rules), shifted
// by (dx, dy). It is drawn under the stones.
func (r *Renderer) drawZone(v *app.View, dx, dy int) error {
	g := v.Layout.Grid
	n := g.Size
	if !v.ShowZone || n <= 0 || g.Step <= 0 || !v.Zone.Center.In(n) || v.Zone.Radius < 0 {
		return nil
	}
	c, rad := v.Zone.Center, v.Zone.Radius
	lo := engine.Point{X: max(c.X-rad, 0), Y: max(c.Y-rad, 0)}
	hi := engine.Point{X: min(c.X+rad, n-1), Y: min(c.Y+rad, n-1)}
	// Top-left is the low column and the high row.
	x0, y0 := pixel(g, engine.Point{X: lo.X, Y: hi.Y})
	x1, y1 := pixel(g, engine.Point{X: hi.X, Y: lo.Y})
	h := int(math.Round(g.Step / 2))
	box := sdl.Rect{X: int32(x0 - h + dx), Y: int32(y0 - h + dy), W: int32(x1 - x0 + 2*h + 1), H: int32(y1 - y0 + 2*h + 1)}
	// An Inside zone (the RIF rules' central squares) is where the stone
	// must go: framed, not shaded, so the points inside stay clear.
	if !v.Zone.Inside {
		if err := r.fillRects(toColor(r.pal.zone), box); err != nil {
			return err
		}
	}
	t := int32(max(2, int(math.Round(g.Step/16))))
	return r.fillRects(toColor(r.pal.zoneEdge),
		sdl.Rect{X: box.X, Y: box.Y, W: box.W, H: t},
		sdl.Rect{X: box.X, Y: box.Y + box.H - t, W: box.W, H: t},
		sdl.Rect{X: box.X, Y: box.Y + t, W: t, H: box.H - 2*t},
		sdl.Rect{X: box.X + box.W - t, Y: box.Y + t, W: t, H: box.H - 2*t},
	)
}

// drawMoveNumber writes a stone's move number on it in the opposite
// colour, smaller for three digits so it stays inside the stone.
func (r *Renderer) drawMoveNumber(num int, c engine.Color, x, y int, step float64) error {
	s := strconv.Itoa(num)
	k := 0.42
	if num >= 100 {
		k = 0.34
	}
	px := max(7, int(math.Round(step*k)))
	col := sdl.Color{R: 250, G: 250, B: 250, A: 255}
	if c == engine.White {
		col = sdl.Color{R: 20, G: 20, B: 20, A: 255}
	}
	return r.drawKindCentered(s, x, y, px, true, col, max(4, int(step*0.78)), textOnStone)
}

// moveIndex maps each board point (y*n+x) to its 1-based move number.
func moveIndex(order []engine.Point, n int) []int {
	idx := make([]int, n*n)
	for i, p := range order {
		if p.In(n) {
			idx[p.Y*n+p.X] = i + 1
		}
	}
	return idx
}

func toColor(c rgbaF) sdl.Color {
	return sdl.Color{R: clamp8(c.r), G: clamp8(c.g), B: clamp8(c.b), A: clamp8(c.a * 255)}
}

// forbiddenArt is a bold ✕ about 0.45 of a step across, outlined in dark
// red so it reads on wood, grey and pale boards alike.
func forbiddenArt(step float64, c rgbaF) *raster {
	arm := step * 0.45 / 2 * math.Sqrt2
	th := math.Max(2.5, step*0.1)
	half := spriteHalf(arm + th + 2)
	size := 2*half + 1
	r := newRaster(size, size)
	cx := float64(half) + 0.5
	for y := range size {
		for x := range size {
			dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cx
			a1, b1 := (dx+dy)/math.Sqrt2, (dx-dy)/math.Sqrt2
			core := math.Max(segCov(a1, b1, arm, th), segCov(b1, a1, arm, th))
			edge := math.Max(segCov(a1, b1, arm+1.3, th+2.6), segCov(b1, a1, arm+1.3, th+2.6))
			if core <= 0 && edge <= 0 {
				continue
			}
			base := rgbaF{60, 0, 0, 0.7 * edge}
			r.pix[y*size+x] = pack(blend(base, rgbaF{c.r, c.g, c.b, c.a * core}))
		}
	}
	return r
}

// hintArt is a teal halo with a four-pointed star in the middle: unlike
// the cursor's square brackets and the last move's dot.
func hintArt(d float64, c rgbaF) *raster {
	ring := glowArt(d*0.82, c)
	half := ring.w / 2
	R := d * 0.24
	w := R * 0.32
	star := supersample(half, c, func(x, y float64) bool {
		ax, ay := math.Abs(x), math.Abs(y)
		return ax/R+ay/w <= 1 || ay/R+ax/w <= 1
	})
	cx := float64(half) + 0.5
	ring.disc(cx, cx, w*1.6, rgbaF{c.r, c.g, c.b, c.a * 0.35})
	for i, p := range star.pix {
		if p != 0 {
			ring.over(i%star.w, i/star.w, unpack(p))
		}
	}
	return ring
}

// pendingArt is a dashed ring just outside a stone: "press again to play
// here". A dark rim keeps the white dashes visible on a white stone.
func pendingArt(d float64, c rgbaF) *raster {
	th := math.Max(2, d*0.07)
	rad := d/2 + th/2
	half := spriteHalf(rad + th + 2)
	const dashes = 12
	dash := func(x, y float64) bool {
		t := math.Atan2(y, x)/(2*math.Pi)*dashes + 0.25
		return t-math.Floor(t) < 0.6
	}
	rim := supersample(half, rgbaF{20, 20, 24, 0.75}, func(x, y float64) bool {
		dist := math.Hypot(x, y)
		return math.Abs(dist-rad) <= th/2+1.2 && dash(x, y)
	})
	core := supersample(half, c, func(x, y float64) bool {
		return math.Abs(math.Hypot(x, y)-rad) <= th/2 && dash(x, y)
	})
	for i, p := range core.pix {
		if p != 0 {
			rim.over(i%rim.w, i/rim.w, unpack(p))
		}
	}
	return rim
}

// lastRingArt is a thin ring inside a stone's edge: the last move when its
// number fills the middle.
func lastRingArt(d float64, c rgbaF) *raster {
	half := spriteHalf(d / 2)
	r := newRaster(2*half+1, 2*half+1)
	cx := float64(half) + 0.5
	th := math.Max(2, d*0.09)
	r.ring(cx, cx, d/2-th/2-math.Max(1, d*0.04), th, c)
	return r
}
