package render

import (
	"math"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// drawToast shows v.Toast in a rounded dark pill near the bottom of the
// board (of the window in portrait, where the panel sits under the board),
// or near the top when the bottom band would cover a winning stone. It
// goes over the board and panel but under a menu's veil.
func (r *Renderer) drawToast(v *app.View) error {
	if v.Toast == "" {
		return nil
	}
	px, _, h, y, ok := toastPlace(v)
	if !ok {
		return nil
	}
	area := toastArea(v)
	maxW := max(area.W*9/10-2*px, 1)
	t, err := r.text(v.Toast, px, false, r.pal.title, maxW)
	if err != nil {
		return err
	}
	w := min(t.w, maxW) + 2*px
	s, err := r.sprite(spriteKey{kind: spritePill, a: w, b: h}, func() *raster { return pillArt(w, h, &r.pal) })
	if err != nil {
		return err
	}
	m := (s.w - w) / 2
	cx := area.X + area.W/2
	dst := sdl.Rect{X: int32(cx - w/2 - m), Y: int32(y - m), W: int32(s.w), H: int32(s.h)}
	if err := r.copy(s.tex, nil, &dst); err != nil {
		return err
	}
	return r.drawTextAligned(v.Toast, cx, y+h/2, px, false, r.pal.title, maxW, alignCentre)
}

// toastArea is what the toast is centred in: the board, or in portrait
// the window, whose bottom is the panel's — except in a review, whose
// graph and move list fill the panel to its bottom: there the toast goes
// over the board as in landscape, never over the graph.
func toastArea(v *app.View) app.Rect {
	l := v.Layout
	if l.Portrait && v.Graph == nil && v.MoveList == nil {
		return app.Rect{W: l.Width, H: l.Height}
	}
	return l.Board
}

// toastPlace is the toast's text size, widest box, height and top edge:
// the bottom band of the area, unless a stone of the winning line lies
// under it, then the top band (a five spans at most five rows, so it never
// reaches both).
func toastPlace(v *app.View) (px, w, h, y int, ok bool) {
	l := v.Layout
	area := toastArea(v)
	if area.W <= 0 || area.H <= 0 {
		return 0, 0, 0, 0, false
	}
	px = max(l.TextPx, 10)
	h = px * 21 / 10
	w = area.W * 9 / 10
	margin := max(area.H/18, h/2)
	y = area.Y + area.H - margin - h
	reach := l.Grid.Step / 2
	for _, p := range v.WinLine {
		_, sy := l.Grid.Center(p)
		if int(sy)+int(reach) >= y && int(sy)-int(reach) <= y+h {
			return px, w, h, area.Y + margin, true
		}
	}
	return px, w, h, y, true
}

// pillArt is the toast's rounded dark pill with a faint rim and a soft
// shadow, with a margin all round for the shadow.
func pillArt(w, h int, pal *palette) *raster {
	m := max(3, h/5)
	W, H := w+2*m, h+2*m
	r := newRaster(W, H)
	rad := float64(h) / 2
	x0, y0 := float64(m), float64(m)
	x1, y1 := x0+float64(w), y0+float64(h)
	bg := pal.toastBg
	for y := range H {
		fy := float64(y) + 0.5
		for x := range W {
			fx := float64(x) + 0.5
			sd := roundRectDist(fx, fy-float64(m)*0.35, x0, y0, x1, y1, rad)
			shadow := 0.45 * (1 - smoothstep(-1, float64(m), sd))
			cov := roundRectCoverage(fx, fy, x0, y0, x1, y1, rad)
			in := roundRectCoverage(fx, fy, x0+1, y0+1, x1-1, y1-1, math.Max(rad-1, 0))
			c := rgbaF{0, 0, 0, shadow * (1 - cov)}
			c = blend(c, rgbaF{bg.r, bg.g, bg.b, bg.a * cov})
			c = blend(c, rgbaF{255, 255, 255, 0.16 * (cov - in)})
			r.pix[y*W+x] = pack(c)
		}
	}
	return r
}
