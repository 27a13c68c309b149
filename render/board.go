package render

import (
	"fmt"
	"math"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

// stoneScale is a stone's diameter as a fraction of the grid step: close
// enough that a line of stones nearly touches, as on a real board.
const stoneScale = 0.92

// drawBackdrop copies the static background around the board (the board
// itself covers the rest, so nothing is drawn twice).
func (r *Renderer) drawBackdrop(v *app.View) error {
	l := v.Layout
	if r.backdrop == nil || r.backdrop.layout != l {
		if r.backdrop != nil {
			r.backdrop.tex.Destroy()
			r.backdrop = nil
		}
		tex, err := r.upload(backdropArt(l, &r.pal), false)
		if err != nil {
			return err
		}
		r.backdrop = &backdropEntry{layout: l, tex: tex}
	}
	ow, oh, err := r.sr.GetOutputSize()
	if err != nil {
		return fmt.Errorf("render: output size: %w", err)
	}
	if int(ow) != l.Width || int(oh) != l.Height {
		// The layout lags a resize: clear what the backdrop won't cover.
		if err := r.setColor(sdl.Color{R: 22, G: 25, B: 31, A: 255}); err != nil {
			return err
		}
		if err := r.sr.Clear(); err != nil {
			return fmt.Errorf("render: clear: %w", err)
		}
	}
	b := l.Board
	W, H := int32(l.Width), int32(l.Height)
	bx, by, bw, bh := int32(b.X), int32(b.Y), int32(b.W), int32(b.H)
	strips := []sdl.Rect{
		{X: 0, Y: 0, W: W, H: by},
		{X: 0, Y: by + bh, W: W, H: H - by - bh},
		{X: 0, Y: by, W: bx, H: bh},
		{X: bx + bw, Y: by, W: W - bx - bw, H: bh},
	}
	for i := range strips {
		s := strips[i]
		if s.W <= 0 || s.H <= 0 {
			continue
		}
		if err := r.copy(r.backdrop.tex, &s, &s); err != nil {
			return err
		}
	}
	return nil
}

// drawBoard draws the board with its stones. The stones are drawn into a
// board-sized render target that is rebuilt only when the position (or
// the layout) changes, so moving the cursor or hovering costs one copy
// instead of a copy per stone: on the software renderer a full 19×19 board
// is most of a frame.
func (r *Renderer) drawBoard(v *app.View) error {
	l := v.Layout
	if l.Board.W <= 0 || l.Board.H <= 0 {
		return nil
	}
	if r.board == nil || !r.board.matches(v) {
		if r.board != nil {
			r.board.tex.Destroy()
			r.board = nil
		}
		e, err := r.buildBoard(v)
		if err != nil {
			return err
		}
		r.board = e
	}
	dst := sdl.Rect{X: int32(l.Board.X), Y: int32(l.Board.Y), W: int32(l.Board.W), H: int32(l.Board.H)}
	if !r.sr.RenderTargetSupported() {
		if err := r.copy(r.board.tex, nil, &dst); err != nil {
			return err
		}
		if err := r.drawZone(v, 0, 0); err != nil {
			return err
		}
		return r.drawStones(v, 0, 0, nil)
	}
	if err := r.ensureLayer(v); err != nil {
		return err
	}
	return r.copy(r.layer.tex, nil, &dst)
}

func (r *Renderer) buildBoard(v *app.View) (*boardEntry, error) {
	l := v.Layout
	geom := newBoardGeom(l)
	n := len(geom.xs)
	var stars [][2]int
	for _, p := range v.StarPoints {
		if p.In(n) {
			stars = append(stars, [2]int{geom.xs[p.X], geom.ys[n-1-p.Y]})
		}
	}
	step := l.Grid.Step
	geom.lw += r.pal.style.gridExtra
	starRad := math.Max(1.8, step*0.085) + float64(r.pal.style.gridExtra)/2
	var ras *raster
	if r.pal.style.flatBoard {
		ras = flatBoardArt(geom, stars, starRad, &r.pal)
	} else {
		ras = boardArt(geom, stars, starRad, &r.pal)
	}
	if n > 0 && l.SmallPx > 0 && v.ShowCoords {
		if err := r.bakeLabels(ras, v, geom, step); err != nil {
			return nil, err
		}
	}
	tex, err := r.upload(ras, false)
	if err != nil {
		return nil, err
	}
	return &boardEntry{
		layout: l,
		stars:  append([]engine.Point(nil), v.StarPoints...),
		cols:   append([]string(nil), v.Columns...),
		rows:   append([]string(nil), v.Rows...),
		coords: v.ShowCoords,
		theme:  r.theme,
		geom:   geom,
		tex:    tex,
	}, nil
}

// bakeLabels writes the coordinates into the board raster: files along the
// top and bottom, ranks along the left and right, centred in the margin
// between the board's edge and the edge stones.
func (r *Renderer) bakeLabels(ras *raster, v *app.View, g boardGeom, step float64) error {
	n := len(g.xs)
	rs := step * stoneScale / 2
	side := float64(g.side)
	top := (float64(g.ys[0]) - rs) / 2
	bottom := (float64(g.ys[n-1]) + rs + side) / 2
	left := (float64(g.xs[0]) - rs) / 2
	right := (float64(g.xs[n-1]) + rs + side) / 2
	// Two-digit ranks are the widest labels: set every label a little
	// smaller when they would not fit between the board's edge and the edge
	// stones.
	room := int(math.Min(float64(g.xs[0])-rs, side-float64(g.xs[n-1])-rs) - 2*math.Max(1, step*0.06))
	px, err := r.labelPx(v.Layout.SmallPx, v.Rows, room)
	if err != nil {
		return err
	}
	for i, s := range v.Columns {
		if i >= n || s == "" {
			continue
		}
		t, err := r.textArt(s, px, false, r.pal.label)
		if err != nil {
			return err
		}
		cx := float64(g.xs[i]) + 0.5
		ras.paste(t, cx, top)
		ras.paste(t, cx, bottom)
	}
	for i, s := range v.Rows {
		if i >= n || s == "" {
			continue
		}
		t, err := r.textArt(s, px, false, r.pal.label)
		if err != nil {
			return err
		}
		cy := float64(g.ys[n-1-i]) + 0.5
		ras.paste(t, left, cy)
		ras.paste(t, right, cy)
	}
	return nil
}

// labelPx is the largest size up to px at which every label is at most
// room pixels wide (but not below minTextPx).
func (r *Renderer) labelPx(px int, labels []string, room int) (int, error) {
	for ; px > minTextPx; px-- {
		f, err := r.font(px, false)
		if err != nil {
			return 0, err
		}
		widest := 0
		for _, s := range labels {
			if s == "" {
				continue
			}
			w, _, err := f.SizeUTF8(s)
			if err != nil {
				return 0, fmt.Errorf("render: measure label: %w", err)
			}
			widest = max(widest, w)
		}
		if widest <= room {
			break
		}
	}
	return px, nil
}

// paste composites src centred on (cx, cy).
func (r *raster) paste(src *raster, cx, cy float64) {
	x0 := int(math.Round(cx - float64(src.w)/2))
	y0 := int(math.Round(cy - float64(src.h)/2))
	for y := range src.h {
		for x := range src.w {
			r.over(x0+x, y0+y, unpack(src.pix[y*src.w+x]))
		}
	}
}

// pixel is the output pixel an intersection's lines cross at; the board
// texture uses the same rounding, so stones sit exactly on the lines.
func pixel(g app.Grid, p engine.Point) (int, int) {
	x, y := g.Center(p)
	return int(math.Floor(x)), int(math.Floor(y))
}
