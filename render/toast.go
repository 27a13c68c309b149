package render

import (
	"math"
	"strings"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

// drawToast shows v.Toast in a rounded dark pill, wrapped over as many
// lines as it needs (never shrunk): near the bottom of the board, or near
// its top when a stone lies under the bottom band; when stones lie under
// both, beside the board over the panel. In portrait, outside a review,
// it sits at the window's bottom, over the panel. It goes over the board
// and panel but under a menu's veil.
func (r *Renderer) drawToast(v *app.View) error {
	if v.Toast == "" {
		return nil
	}
	px := toastPx(v)
	lines, err := r.wrapToast(v.Toast, px, toastMaxW(toastArea(v), px))
	if err != nil {
		return err
	}
	_, _, h, y, area, ok := toastPlace(v, len(lines))
	if !ok {
		return nil
	}
	if area != toastArea(v) {
		// Over the panel instead: wrap to its width.
		if lines, err = r.wrapToast(v.Toast, px, toastMaxW(area, px)); err != nil {
			return err
		}
		_, _, h, y, _, _ = toastPlace(v, len(lines))
	}
	maxW := toastMaxW(area, px)
	w := 0
	for _, ln := range lines {
		t, err := r.text(ln, px, false, r.pal.title, maxW)
		if err != nil {
			return err
		}
		w = max(w, min(t.w, maxW))
	}
	w += 2 * px
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
	lineH := px * 3 / 2
	top := y + (h-len(lines)*lineH)/2
	for i, ln := range lines {
		if err := r.drawTextAligned(ln, cx, top+i*lineH+lineH/2, px, false, r.pal.title, maxW, alignCentre); err != nil {
			return err
		}
	}
	return nil
}

func toastPx(v *app.View) int { return max(v.Layout.TextPx, app.MinTextPx) }

func toastMaxW(area app.Rect, px int) int { return max(area.W*9/10-2*px, 1) }

// wrapToast breaks s into lines no wider than maxW at px, at spaces (or
// between any two characters of a word too long for a line).
func (r *Renderer) wrapToast(s string, px, maxW int) ([]string, error) {
	width := func(t string) (int, error) { return r.runsWidth(r.runsFor(t), px, false) }
	if w, err := width(s); err != nil || w <= maxW {
		return []string{s}, err
	}
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		w, err := width(try)
		if err != nil {
			return nil, err
		}
		if w <= maxW || line == "" {
			line = try
			continue
		}
		lines = append(lines, line)
		line = word
	}
	return append(lines, line), nil
}

// toastArea is what the toast is centred in: the board, or in portrait
// the window, whose bottom is the panel's — except in a review, whose
// graph and move list fill the panel to its bottom: there the toast goes
// over the board as in landscape, never over the graph.
func toastArea(v *app.View) app.Rect {
	l := v.Layout
	if l.Board.W <= 0 || l.Portrait && v.Graph == nil && v.MoveList == nil {
		return app.Rect{W: l.Width, H: l.Height}
	}
	return l.Board
}

// toastPlace is the toast's text size, widest box, height and top edge
// for a toast of n lines, and the area it is centred in: the bottom band
// of the area, or its top band when a stone (or the winning line) lies
// under the bottom one; when both bands cover stones, the panel beside
// the board (its top in a review, whose graph and list fill its bottom).
func toastPlace(v *app.View, n int) (px, w, h, y int, area app.Rect, ok bool) {
	l := v.Layout
	area = toastArea(v)
	if area.W <= 0 || area.H <= 0 {
		return 0, 0, 0, 0, area, false
	}
	px = toastPx(v)
	h = px*3/2*max(n, 1) + px*6/10
	w = area.W * 9 / 10
	margin := max(area.H/18, px)
	bottom, top := area.Y+area.H-margin-h, area.Y+margin
	if area != l.Board {
		return px, w, h, bottom, area, true
	}
	switch {
	case !stonesUnder(v, bottom, h):
		return px, w, h, bottom, area, true
	case !stonesUnder(v, top, h):
		return px, w, h, top, area, true
	}
	area = l.Panel
	if area.W <= 0 || area.H <= 0 {
		return px, w, h, bottom, l.Board, true
	}
	w = area.W * 9 / 10
	margin = max(area.H/40, px/2)
	if v.Graph != nil || v.MoveList != nil {
		return px, w, h, area.Y + margin, area, true
	}
	return px, w, h, area.Y + area.H - margin - h, area, true
}

// stonesUnder reports whether a stone, or a point of the winning line,
// lies in the rows between y and y+h.
func stonesUnder(v *app.View, y, h int) bool {
	g := v.Layout.Grid
	reach := g.Step / 2
	hit := func(p engine.Point) bool {
		_, sy := g.Center(p)
		return int(sy+reach) >= y && int(sy-reach) <= y+h
	}
	for _, p := range v.WinLine {
		if hit(p) {
			return true
		}
	}
	for x := range g.Size {
		for y := range g.Size {
			if p := (engine.Point{X: x, Y: y}); v.Board.At(p) != engine.Empty && hit(p) {
				return true
			}
		}
	}
	return false
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
