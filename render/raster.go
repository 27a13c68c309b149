package render

import "math"

// A raster is a straight-alpha ARGB8888 image built in Go before it becomes
// a texture. ARGB8888 is the format SDL's software blitter has fast paths for.
type raster struct {
	w, h int
	pix  []uint32
}

func newRaster(w, h int) *raster {
	return &raster{w: w, h: h, pix: make([]uint32, w*h)}
}

// rgbaF is a colour with float channels in 0..255 and alpha in 0..1.
type rgbaF struct{ r, g, b, a float64 }

func pack(c rgbaF) uint32 {
	return uint32(clamp8(c.a*255))<<24 | uint32(clamp8(c.r))<<16 | uint32(clamp8(c.g))<<8 | uint32(clamp8(c.b))
}

func unpack(p uint32) rgbaF {
	return rgbaF{float64(p >> 16 & 0xff), float64(p >> 8 & 0xff), float64(p & 0xff), float64(p>>24) / 255}
}

func clamp8(v float64) uint8 {
	switch {
	case v <= 0:
		return 0
	case v >= 255:
		return 255
	}
	return uint8(v + 0.5)
}

func clamp01(v float64) float64 {
	return math.Max(0, math.Min(1, v))
}

// smoothstep rises from 0 at e0 to 1 at e1 (e0 may be larger than e1).
func smoothstep(e0, e1, x float64) float64 {
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

func mix(a, b, t float64) float64 { return a + (b-a)*t }

// over composites c (straight alpha) over the pixel at (x, y).
func (r *raster) over(x, y int, c rgbaF) {
	if x < 0 || y < 0 || x >= r.w || y >= r.h || c.a <= 0 {
		return
	}
	i := y*r.w + x
	d := unpack(r.pix[i])
	a := c.a + d.a*(1-c.a)
	if a <= 0 {
		r.pix[i] = 0
		return
	}
	k := d.a * (1 - c.a)
	r.pix[i] = pack(rgbaF{
		(c.r*c.a + d.r*k) / a,
		(c.g*c.a + d.g*k) / a,
		(c.b*c.a + d.b*k) / a,
		a,
	})
}

// fillRect paints an opaque-or-translucent rectangle, clipped to the raster.
func (r *raster) fillRect(x0, y0, w, h int, c rgbaF) {
	for y := max(y0, 0); y < min(y0+h, r.h); y++ {
		for x := max(x0, 0); x < min(x0+w, r.w); x++ {
			r.over(x, y, c)
		}
	}
}

// disc paints an anti-aliased filled circle centred at (cx, cy).
func (r *raster) disc(cx, cy, rad float64, c rgbaF) {
	x0, x1 := int(math.Floor(cx-rad-1)), int(math.Ceil(cx+rad+1))
	y0, y1 := int(math.Floor(cy-rad-1)), int(math.Ceil(cy+rad+1))
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy)
			cov := clamp01(rad - d + 0.5)
			if cov > 0 {
				r.over(x, y, rgbaF{c.r, c.g, c.b, c.a * cov})
			}
		}
	}
}

// roundRectCoverage is how much of pixel (px, py) (its centre) lies in the
// rectangle [x0,x1)×[y0,y1) with corners rounded by rad.
func roundRectCoverage(px, py, x0, y0, x1, y1, rad float64) float64 {
	// Signed distance to a rounded box, negative inside.
	cx, cy := (x0+x1)/2, (y0+y1)/2
	hx, hy := (x1-x0)/2-rad, (y1-y0)/2-rad
	qx, qy := math.Abs(px-cx)-hx, math.Abs(py-cy)-hy
	out := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
	in := math.Min(math.Max(qx, qy), 0)
	return clamp01(0.5 - (out + in - rad))
}
