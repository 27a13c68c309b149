package render

import (
	"math"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

// Sprite kinds of the threat marks, numbered apart from sprites.go's and
// overlay.go's.
const (
	spriteThreat spriteKind = 200 + iota
)

// drawLive draws the live evaluation: the win-chance bar beside the board
// (Black's share dark, from the bottom in landscape and from the left in
// portrait, like the graph of the review) and the engine's line as
// numbered see-through stones.
func (r *Renderer) drawLive(v *app.View) error {
	lv := v.Live
	if lv == nil {
		return nil
	}
	if err := r.drawSeq(v, lv.PV); err != nil {
		return err
	}
	b := lv.Bar
	if b.W < 2 || b.H < 2 {
		return nil
	}
	black, white, mid, _, _ := graphColours()
	full := sdl.Rect{X: int32(b.X), Y: int32(b.Y), W: int32(b.W), H: int32(b.H)}
	dark, half := full, full
	if b.H >= b.W { // upright: Black's share from the bottom
		h := int32(math.Round(clamp01(lv.Black) * float64(b.H)))
		dark.Y, dark.H = full.Y+full.H-h, h
		half.Y, half.H = full.Y+full.H/2, 1
	} else {
		dark.W = int32(math.Round(clamp01(lv.Black) * float64(b.W)))
		half.X, half.W = full.X+full.W/2, 1
	}
	if err := r.fillRects(white, full); err != nil {
		return err
	}
	if err := r.fillRects(black, dark); err != nil {
		return err
	}
	return r.fillRects(mid, half)
}

// drawThreats marks the points that carry on each side's fours and open
// threes: Black's with a black triangle, White's with a white square, each
// rimmed in the other colour so they read on every board; a four's mark
// is larger than a three's, and a four that cannot be stopped is ringed in
// the alert colour.
func (r *Renderer) drawThreats(v *app.View) error {
	g := v.Layout.Grid
	if len(v.Threats) == 0 || g.Step <= 0 {
		return nil
	}
	d := stoneDiameter(g)
	for _, m := range v.Threats {
		if !m.Point.In(g.Size) || v.Board.At(m.Point) != engine.Empty || (m.Color != engine.Black && m.Color != engine.White) {
			continue
		}
		k := spriteKey{kind: spriteThreat, a: d, b: int(m.Color), c: boolInt(m.Four) + 2*boolInt(m.Winning)}
		bad := r.pal.bad
		s, err := r.sprite(k, func() *raster { return threatArt(float64(d), m.Color, m.Four, m.Winning, bad) })
		if err != nil {
			return err
		}
		px, py := pixel(g, m.Point)
		if err := r.drawCentered(s, px, py); err != nil {
			return err
		}
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// threatArt is one threat mark for a stone of diameter d: a triangle
// (Black) or a square turned to a diamond (White), so the sides differ by
// shape as well as colour.
func threatArt(d float64, c engine.Color, four, winning bool, ring rgbaF) *raster {
	size := d * 0.3
	if four {
		size = d * 0.46
	}
	rim := math.Max(1.5, d*0.06)
	half := spriteHalf(d/2 + rim)
	fill, edge := rgbaF{20, 20, 24, 1}, rgbaF{250, 250, 246, 1}
	if c == engine.White {
		fill, edge = edge, fill
	}
	shape := func(grow float64) func(x, y float64) bool {
		s := size/2 + grow
		if c == engine.White {
			return func(x, y float64) bool { return math.Abs(x)+math.Abs(y) <= s*1.2 }
		}
		// An upright triangle centred on the point.
		return func(x, y float64) bool {
			top, bottom := -s*1.15, s*0.85
			if y < top || y > bottom {
				return false
			}
			w := (y - top) / (bottom - top) * s * 1.15
			return math.Abs(x) <= w
		}
	}
	out := supersample(half, edge, shape(rim))
	in := supersample(half, fill, shape(0))
	for i, p := range in.pix {
		if p != 0 {
			out.over(i%out.w, i/out.w, unpack(p))
		}
	}
	if winning {
		cx := float64(half) + 0.5
		out.ring(cx, cx, d*0.42, math.Max(2, d*0.08), ring)
	}
	return out
}
