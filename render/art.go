package render

import (
	"math"

	"gomoku/engine"
)

// Sprites are square rasters whose centre is the centre of pixel (c, c),
// so a sprite lands centred on an integer pixel without resampling.

// spriteHalf is the half-size of a square sprite that holds a shape reaching
// reach pixels from its centre.
func spriteHalf(reach float64) int { return int(math.Ceil(reach)) + 1 }

// stoneArt draws a stone of diameter d with a soft shadow falling to the
// lower right and a light from the upper left: black stones get a small
// glossy highlight, white ones a gentle falloff to a warm grey rim, like
// slate and shell stones.
func stoneArt(c engine.Color, d int) *raster {
	rad := float64(d) / 2
	off := math.Max(1, float64(d)*0.05)
	blur := math.Max(1.5, float64(d)*0.07)
	half := spriteHalf(rad + off + blur)
	size := 2*half + 1
	r := newRaster(size, size)
	cx := float64(half) + 0.5
	// Light direction (towards the viewer and up-left) and the half vector
	// for the highlight.
	lx, ly, lz := norm3(-0.5, -0.65, 0.9)
	hx, hy, hz := norm3(lx, ly, lz+1)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cx
			dist := math.Hypot(dx, dy)
			cov := clamp01(rad - dist + 0.5)
			sd := math.Hypot(dx-off, dy-off)
			shadow := 0.42 * smoothstep(rad+blur, rad-blur, sd)
			var col rgbaF
			if cov > 0 {
				// Stones are slightly flattened lenses: damp the normal's
				// tilt so the shading stays subtle.
				nx, ny := dx/rad, dy/rad
				nz := math.Sqrt(math.Max(0, 1-nx*nx-ny*ny)) * 1.6
				nx, ny, nz = norm3(nx, ny, nz)
				diff := math.Max(0, nx*lx+ny*ly+nz*lz)
				spec := math.Max(0, nx*hx+ny*hy+nz*hz)
				if c == engine.Black {
					s := math.Pow(spec, 40)*150 + math.Pow(spec, 6)*28
					v := 14 + 26*diff + s
					col = rgbaF{v, v, v + 3, 1}
				} else {
					v := 172 + 78*diff + math.Pow(spec, 30)*30
					col = rgbaF{v + 2, v, v - 8, 1}
				}
			}
			// Stone over its own shadow, done analytically.
			a := cov + shadow*(1-cov)
			if a <= 0 {
				continue
			}
			// The shadow is black, so only the stone adds colour.
			r.pix[y*size+x] = pack(rgbaF{col.r * cov / a, col.g * cov / a, col.b * cov / a, a})
		}
	}
	return r
}

func norm3(x, y, z float64) (float64, float64, float64) {
	l := math.Sqrt(x*x + y*y + z*z)
	return x / l, y / l, z / l
}

// dotArt is a filled disc of diameter d with a thin darker rim, for the
// last-move marker.
func dotArt(d float64, c rgbaF) *raster {
	half := spriteHalf(d/2 + 1)
	size := 2*half + 1
	r := newRaster(size, size)
	cx := float64(half) + 0.5
	rim := rgbaF{c.r * 0.45, c.g * 0.45, c.b * 0.45, c.a * 0.8}
	r.disc(cx, cx, d/2+math.Max(1, d*0.12), rim)
	r.disc(cx, cx, d/2, c)
	return r
}

// glowArt is a soft ring hugging a stone of diameter d: the winning line's
// halo.
func glowArt(d float64, c rgbaF) *raster {
	rad := d / 2
	width := math.Max(2, d*0.13)
	half := spriteHalf(rad + width*2.5)
	size := 2*half + 1
	r := newRaster(size, size)
	cx := float64(half) + 0.5
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			dist := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cx)
			// A crisp core ring just outside the stone and a glow fading
			// outwards.
			core := clamp01(width*0.45-math.Abs(dist-rad-width*0.35)+0.5) * 0.95
			t := (dist - rad) / (width * 2.2)
			glow := 0.0
			if t > -0.3 {
				glow = 0.55 * math.Exp(-t*t*3)
			}
			a := math.Max(core, glow)
			if a > 0.003 {
				r.pix[y*size+x] = pack(rgbaF{c.r, c.g, c.b, c.a * a})
			}
		}
	}
	return r
}

// invalidArt is a red ring with a cross: "you cannot play here".
func invalidArt(d float64, c rgbaF) *raster {
	rad := d / 2
	th := math.Max(2, d*0.09)
	half := spriteHalf(rad + th)
	size := 2*half + 1
	r := newRaster(size, size)
	cx := float64(half) + 0.5
	arm := rad * 0.5
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cx
			dist := math.Hypot(dx, dy)
			ring := clamp01(th/2 - math.Abs(dist-rad+th/2) + 0.5)
			// Distance to the two diagonals, limited to the arms' length.
			along1, across1 := (dx+dy)/math.Sqrt2, (dx-dy)/math.Sqrt2
			cross := math.Max(
				segCov(along1, across1, arm, th),
				segCov(across1, along1, arm, th),
			)
			a := math.Max(ring, cross)
			// A dark outline keeps the mark readable on a white stone.
			outline := math.Max(
				clamp01(th/2+1.2-math.Abs(dist-rad+th/2)+0.5),
				math.Max(segCov(along1, across1, arm+1.2, th+2.4), segCov(across1, along1, arm+1.2, th+2.4)),
			)
			if outline <= 0 && a <= 0 {
				continue
			}
			base := rgbaF{40, 0, 0, 0.55 * outline}
			top := rgbaF{c.r, c.g, c.b, c.a * a}
			r.pix[y*size+x] = pack(blend(base, top))
		}
	}
	return r
}

// segCov is the coverage of a pixel at (along, across) by a segment of
// half-length arm and thickness th lying on the along axis.
func segCov(along, across, arm, th float64) float64 {
	ea := math.Abs(along) - arm
	if ea < 0 {
		ea = 0
	}
	return clamp01(th/2 - math.Hypot(ea, math.Abs(across)) + 0.5)
}

// blend is straight-alpha "top over base".
func blend(base, top rgbaF) rgbaF {
	a := top.a + base.a*(1-top.a)
	if a <= 0 {
		return rgbaF{}
	}
	k := base.a * (1 - top.a)
	return rgbaF{
		(top.r*top.a + base.r*k) / a,
		(top.g*top.a + base.g*k) / a,
		(top.b*top.a + base.b*k) / a,
		a,
	}
}

// buttonArt is a rounded button face with a gentle vertical gradient, a
// one-pixel top highlight and a soft lower edge.
func buttonArt(w, h int, face rgbaF, hot bool) *raster {
	r := newRaster(w, h)
	rad := math.Min(float64(h)*0.28, float64(w)/2)
	fw, fh := float64(w), float64(h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			shadow := roundRectCoverage(px, py, 0, 1.5, fw, fh, rad) * 0.35
			cov := roundRectCoverage(px, py, 0, 0, fw, fh-1.5, rad)
			t := py / fh
			k := 1.08 - 0.16*t
			if hot {
				k += 0.12
			}
			col := rgbaF{face.r * k, face.g * k, face.b * k, face.a * cov}
			inner := roundRectCoverage(px, py, 1, 1, fw-1, fh-1.5, math.Max(rad-1, 0))
			switch edge := cov - inner; {
			case edge <= 0:
			case hot:
				// A bright rim all round marks the button under the pointer.
				col = blend(col, rgbaF{255, 250, 235, 0.75 * edge})
			case py < fh/2:
				col = blend(col, rgbaF{255, 255, 255, 0.18 * edge})
			}
			r.pix[y*w+x] = pack(blend(rgbaF{0, 0, 0, shadow}, col))
		}
	}
	return r
}
