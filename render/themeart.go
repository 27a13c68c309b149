package render

import (
	"math"

	"gomoku/engine"
)

// themedStoneArt draws a stone in a theme's style.
func themedStoneArt(c engine.Color, d, style int) *raster {
	switch style {
	case stonesFlat:
		return flatStoneArt(c, d)
	case stonesMarked:
		r := stoneArt(c, d)
		if c == engine.White {
			markWhite(r, float64(d))
		}
		return r
	}
	return stoneArt(c, d)
}

// flatStoneArt is a plain disc with a black outline: no gloss, no shadow,
// the most legible stone on a pale board.
func flatStoneArt(c engine.Color, d int) *raster {
	rad := float64(d) / 2
	half := spriteHalf(rad + 1)
	size := 2*half + 1
	r := newRaster(size, size)
	cx := float64(half) + 0.5
	r.disc(cx, cx, rad, rgbaF{0, 0, 0, 1})
	if c == engine.White {
		r.disc(cx, cx, rad-math.Max(1.5, float64(d)*0.075), rgbaF{255, 255, 255, 1})
	}
	return r
}

// markWhite adds the colour-blind theme's marks to a white stone: a dark
// outline that separates it from the grey board and an inner ring, so
// White is told from Black by shape as well as by shade.
func markWhite(r *raster, d float64) {
	cx := float64(r.w/2) + 0.5
	rad := d / 2
	r.ring(cx, cx, rad-0.6, math.Max(1.2, d*0.035), rgbaF{30, 32, 36, 0.85})
	r.ring(cx, cx, rad*0.64, math.Max(1.5, d*0.06), rgbaF{40, 44, 52, 0.9})
}

// ring paints an anti-aliased circle of radius rad and thickness th.
func (r *raster) ring(cx, cy, rad, th float64, c rgbaF) {
	reach := rad + th
	x0, x1 := int(math.Floor(cx-reach-1)), int(math.Ceil(cx+reach+1))
	y0, y1 := int(math.Floor(cy-reach-1)), int(math.Ceil(cy+reach+1))
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy)
			cov := clamp01(th/2 - math.Abs(d-rad) + 0.5)
			if cov > 0 {
				r.over(x, y, rgbaF{c.r, c.g, c.b, c.a * cov})
			}
		}
	}
}

// flatBoardArt is a plain board: one colour, a thin bevel and the grid.
func flatBoardArt(bg boardGeom, stars [][2]int, starRad float64, pal *palette) *raster {
	s := bg.side
	r := newRaster(s, s)
	bevel := max(1, s/300)
	fill := pack(pal.wood)
	for i := range r.pix {
		r.pix[i] = fill
	}
	r.fillRect(0, 0, s, bevel, rgbaF{255, 255, 255, 0.5})
	r.fillRect(0, 0, bevel, s, rgbaF{255, 255, 255, 0.5})
	r.fillRect(0, s-bevel, s, bevel, rgbaF{0, 0, 0, 0.35})
	r.fillRect(s-bevel, 0, bevel, s, rgbaF{0, 0, 0, 0.35})
	gridArt(r, bg, stars, starRad, pal)
	return r
}

// supersample paints a square sprite of the given half-size from an
// inside test, with 4×4 samples per pixel for smooth edges. (x, y) are
// relative to the centre.
func supersample(half int, c rgbaF, inside func(x, y float64) bool) *raster {
	size := 2*half + 1
	r := newRaster(size, size)
	cx := float64(half) + 0.5
	for y := range size {
		for x := range size {
			n := 0
			for sy := range 4 {
				for sx := range 4 {
					if inside(float64(x)+(float64(sx)+0.5)/4-cx, float64(y)+(float64(sy)+0.5)/4-cx) {
						n++
					}
				}
			}
			if n > 0 {
				r.pix[y*size+x] = pack(rgbaF{c.r, c.g, c.b, c.a * float64(n) / 16})
			}
		}
	}
	return r
}
