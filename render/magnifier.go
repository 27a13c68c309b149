package render

import (
	"fmt"
	"math"
	"unsafe"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// drawMagnifier draws the lens over a finger holding the board: a circle
// showing the board around the target point, enlarged, with a ring around
// the point a lift would play. It enlarges the frame as drawn so far (read
// back from the renderer), so the lens shows exactly the board, stones,
// marks and the preview stone, in every theme, with no second board
// drawing path. The ring is the accent colour over the board and grey off
// it, where a lift cancels.
func (r *Renderer) drawMagnifier(v *app.View) error {
	m := v.Magnifier
	if m == nil || m.Lens.W <= 0 || m.Zoom <= 0 {
		return nil
	}
	rad := float64(m.Lens.W) / 2
	// The source square the lens shows, one pixel wider for sampling.
	half := int(math.Ceil(rad/m.Zoom)) + 1
	src := clipRect(sdl.Rect{X: int32(math.Floor(m.SrcX)) - int32(half), Y: int32(math.Floor(m.SrcY)) - int32(half),
		W: int32(2*half + 1), H: int32(2*half + 1)}, v.Layout.Width, v.Layout.Height)
	if src.W <= 0 || src.H <= 0 {
		return nil
	}
	frame := make([]uint32, int(src.W)*int(src.H))
	if err := r.sr.ReadPixels(&src, uint32(sdl.PIXELFORMAT_ARGB8888), unsafe.Pointer(&frame[0]), int(src.W)*4); err != nil {
		return fmt.Errorf("render: magnifier: read pixels: %w", err)
	}
	ras := lensArt(m, frame, src, &r.pal, v.Layout.Grid.Step)
	tex, err := r.upload(ras, true)
	if err != nil {
		return err
	}
	defer tex.Destroy()
	dst := sdl.Rect{X: int32(m.Lens.X), Y: int32(m.Lens.Y), W: int32(ras.w), H: int32(ras.h)}
	return r.copy(tex, nil, &dst)
}

// lensArt builds the lens image: bilinear samples of the frame inside the
// circle, an anti-aliased rim, and the target ring.
func lensArt(m *app.MagnifierView, frame []uint32, src sdl.Rect, pal *palette, step float64) *raster {
	n := m.Lens.W
	ras := newRaster(n, n)
	rad := float64(n) / 2
	rim := math.Max(rad/16, 2)
	rimColor := pal.glow
	if !m.OnBoard {
		rimColor = rgbaF{float64(pal.muted.R), float64(pal.muted.G), float64(pal.muted.B), 1}
	}
	// The ring marks the point a lift plays: a stone's width, enlarged.
	target := step * stoneScale / 2 * m.Zoom
	ringW := math.Max(rad/40, 1.5)
	sample := func(x, y float64) rgbaF {
		x -= float64(src.X) + 0.5
		y -= float64(src.Y) + 0.5
		x = math.Max(0, math.Min(x, float64(src.W-1)))
		y = math.Max(0, math.Min(y, float64(src.H-1)))
		x0, y0 := int(x), int(y)
		x1, y1 := min(x0+1, int(src.W)-1), min(y0+1, int(src.H)-1)
		fx, fy := x-float64(x0), y-float64(y0)
		at := func(px, py int) rgbaF { return unpack(frame[py*int(src.W)+px]) }
		lerp := func(a, b rgbaF, t float64) rgbaF {
			return rgbaF{mix(a.r, b.r, t), mix(a.g, b.g, t), mix(a.b, b.b, t), 1}
		}
		return lerp(lerp(at(x0, y0), at(x1, y0), fx), lerp(at(x0, y1), at(x1, y1), fx), fy)
	}
	for j := 0; j < n; j++ {
		for i := 0; i < n; i++ {
			dx, dy := float64(i)+0.5-rad, float64(j)+0.5-rad
			d := math.Hypot(dx, dy)
			edge := clamp01(rad - d + 0.5)
			if edge <= 0 {
				continue
			}
			c := sample(m.SrcX+dx/m.Zoom, m.SrcY+dy/m.Zoom)
			if m.OnBoard {
				t := clamp01(ringW/2 - math.Abs(d-target) + 0.5)
				c = tint(c, rimColor, t)
			}
			c = tint(c, rimColor, clamp01(d-(rad-rim)+0.5))
			c.a = edge
			ras.pix[j*n+i] = pack(c)
		}
	}
	return ras
}

// tint mixes b over a by t, keeping a's alpha.
func tint(a, b rgbaF, t float64) rgbaF {
	return rgbaF{mix(a.r, b.r, t), mix(a.g, b.g, t), mix(a.b, b.b, t), a.a}
}

// clipRect cuts rc to a w×h output.
func clipRect(rc sdl.Rect, w, h int) sdl.Rect {
	x0, y0 := max(rc.X, 0), max(rc.Y, 0)
	x1, y1 := min(rc.X+rc.W, int32(w)), min(rc.Y+rc.H, int32(h))
	return sdl.Rect{X: x0, Y: y0, W: max(x1-x0, 0), H: max(y1-y0, 0)}
}
