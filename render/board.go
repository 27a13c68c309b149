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
		return r.drawStones(v, 0, 0, nil)
	}
	if err := r.ensureLayer(v); err != nil {
		return err
	}
	return r.copy(r.layer.tex, nil, &dst)
}

// layerEntry is the board with its stones, as last drawn.
type layerEntry struct {
	layout app.Layout
	board  engine.Board
	src    *boardEntry
	tex    *sdl.Texture
	valid  bool
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
	same := e.valid && e.layout == l && e.src == r.board
	if same && e.board == v.Board {
		return nil
	}
	if err := r.sr.SetRenderTarget(e.tex); err != nil {
		return fmt.Errorf("render: board layer target: %w", err)
	}
	var err error
	if added, ok := addedStones(&e.board, &v.Board, l.Grid.Size); same && ok {
		err = r.patchStones(v, added)
	} else {
		err = r.copy(r.board.tex, nil, nil)
		if err == nil {
			err = r.drawStones(v, -l.Board.X, -l.Board.Y, nil)
		}
	}
	if terr := r.sr.SetRenderTarget(nil); terr != nil && err == nil {
		err = fmt.Errorf("render: reset render target: %w", terr)
	}
	e.valid = err == nil
	e.layout, e.board, e.src = l, v.Board, r.board
	return err
}

// maxPatch is how many new stones are patched in place before a full
// redraw is simpler.
const maxPatch = 8

// addedStones lists the stones in now that were not in before, provided
// nothing else changed (no stone removed or recoloured) and there are few.
func addedStones(before, now *engine.Board, n int) ([]engine.Point, bool) {
	if before.Size() != now.Size() {
		return nil, false
	}
	var added []engine.Point
	for y := range n {
		for x := range n {
			p := engine.Point{X: x, Y: y}
			b, c := before.At(p), now.At(p)
			switch {
			case b == c:
			case b == engine.Empty && len(added) < maxPatch:
				added = append(added, p)
			default:
				return nil, false
			}
		}
	}
	return added, true
}

// patchStones brings the layer up to date after a move by redrawing only
// the square around each new stone: the bare board there, then every stone
// whose image reaches into it, in the same order and clipped to the square.
// The result is pixel for pixel what a full redraw gives, at the cost of a
// few stones instead of the whole board.
func (r *Renderer) patchStones(v *app.View, added []engine.Point) error {
	g := v.Layout.Grid
	b := v.Layout.Board
	d := stoneDiameter(g)
	for _, p := range added {
		c := v.Board.At(p)
		s, err := r.stone(c, d)
		if err != nil {
			return err
		}
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
			// A stone's image reaches just past half a step, so normally
			// only the eight neighbours overlap the new one; tiny boards
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
		}
	}
	return nil
}

func stoneDiameter(g app.Grid) int { return int(math.Round(g.Step * stoneScale)) }

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
	ras := boardArt(geom, stars, math.Max(1.8, step*0.085), &r.pal)
	if n > 0 && l.SmallPx > 0 {
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
	px := v.Layout.SmallPx
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

// drawPieces draws the marks on the board that come and go between moves.
func (r *Renderer) drawPieces(v *app.View) error {
	g := v.Layout.Grid
	n := g.Size
	if n <= 0 || g.Step <= 0 {
		return nil
	}
	d := stoneDiameter(g)
	if err := r.drawWin(v, d); err != nil {
		return err
	}
	if v.HasLast && v.LastMove.In(n) && v.Board.At(v.LastMove) != engine.Empty {
		dd := max(4, int(math.Round(float64(d)*0.26)))
		s, err := r.sprite(spriteKey{kind: spriteLast, a: dd}, func() *raster { return dotArt(float64(dd), r.pal.last) })
		if err != nil {
			return err
		}
		px, py := pixel(g, v.LastMove)
		if err := r.drawCentered(s, px, py); err != nil {
			return err
		}
	}
	if v.ShowHover && v.Hover.In(n) && v.Board.At(v.Hover) == engine.Empty && v.HoverColor != engine.Empty {
		if err := r.drawGhost(v, d); err != nil {
			return err
		}
	}
	if v.ShowInvalid && v.Invalid.In(n) {
		s, err := r.sprite(spriteKey{kind: spriteInvalid, a: d}, func() *raster { return invalidArt(float64(d)*0.9, r.pal.bad) })
		if err != nil {
			return err
		}
		px, py := pixel(g, v.Invalid)
		if err := r.drawCentered(s, px, py); err != nil {
			return err
		}
	}
	if v.ShowCursor && v.Cursor.In(n) {
		return r.drawCursor(g, v.Cursor)
	}
	return nil
}

// drawGhost shows a see-through stone where a click would play.
func (r *Renderer) drawGhost(v *app.View, d int) error {
	s, err := r.stone(v.HoverColor, d)
	if err != nil {
		return err
	}
	if err := s.tex.SetAlphaMod(120); err != nil {
		return fmt.Errorf("render: ghost alpha: %w", err)
	}
	px, py := pixel(v.Layout.Grid, v.Hover)
	err = r.drawCentered(s, px, py)
	if e := s.tex.SetAlphaMod(255); e != nil && err == nil {
		err = fmt.Errorf("render: ghost alpha: %w", e)
	}
	return err
}

// drawWin rings every stone of the winning line and strikes a line
// through them.
func (r *Renderer) drawWin(v *app.View, d int) error {
	g := v.Layout.Grid
	var pts []engine.Point
	for _, p := range v.WinLine {
		if p.In(g.Size) {
			pts = append(pts, p)
		}
	}
	if len(pts) == 0 {
		return nil
	}
	s, err := r.sprite(spriteKey{kind: spriteGlow, a: d}, func() *raster { return glowArt(float64(d), r.pal.glow) })
	if err != nil {
		return err
	}
	for _, p := range pts {
		px, py := pixel(g, p)
		if err := r.drawCentered(s, px, py); err != nil {
			return err
		}
	}
	if len(pts) < 2 {
		return nil
	}
	// The two stones farthest apart are the line's ends, whatever order
	// the points come in.
	a, b := pts[0], pts[1]
	best := -1
	for i := range pts {
		for j := i + 1; j < len(pts); j++ {
			dx, dy := pts[i].X-pts[j].X, pts[i].Y-pts[j].Y
			if dd := dx*dx + dy*dy; dd > best {
				best, a, b = dd, pts[i], pts[j]
			}
		}
	}
	ax, ay := pixel(g, a)
	bx, by := pixel(g, b)
	width := math.Max(3, g.Step*0.11)
	return r.featheredLine(float64(ax)+0.5, float64(ay)+0.5, float64(bx)+0.5, float64(by)+0.5, width, r.pal.winLine)
}

// featheredLine draws a thick segment whose edges fade out over about a
// pixel, so it looks anti-aliased on every renderer.
func (r *Renderer) featheredLine(x0, y0, x1, y1, width float64, c sdl.Color) error {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return nil
	}
	ux, uy := dx/l, dy/l
	nx, ny := -uy, ux
	const feather = 1.0
	in := width/2 - feather/2
	out := width/2 + feather/2
	inner := c
	outer := sdl.Color{R: c.R, G: c.G, B: c.B, A: 0}
	corner := func(along, across float64, col sdl.Color, from bool) sdl.Vertex {
		x, y := x1, y1
		if from {
			x, y = x0, y0
		}
		return sdl.Vertex{
			Position: sdl.FPoint{X: float32(x + ux*along + nx*across), Y: float32(y + uy*along + ny*across)},
			Color:    col,
		}
	}
	// Vertices 0-3: the solid core; 4-7: the faded rim around it.
	vs := []sdl.Vertex{
		corner(-in, -in, inner, true), corner(-in, in, inner, true),
		corner(in, in, inner, false), corner(in, -in, inner, false),
		corner(-out, -out, outer, true), corner(-out, out, outer, true),
		corner(out, out, outer, false), corner(out, -out, outer, false),
	}
	idx := []int32{
		0, 1, 2, 0, 2, 3,
		4, 5, 1, 4, 1, 0,
		5, 6, 2, 5, 2, 1,
		6, 7, 3, 6, 3, 2,
		7, 4, 0, 7, 0, 3,
	}
	if err := r.sr.SetDrawBlendMode(sdl.BLENDMODE_BLEND); err != nil {
		return fmt.Errorf("render: set blend mode: %w", err)
	}
	if err := r.sr.RenderGeometry(nil, vs, idx); err != nil {
		return fmt.Errorf("render: draw line: %w", err)
	}
	return nil
}

// drawCursor frames the cursor's intersection with corner brackets: a
// blue core with a white rim, visible on wood and on stones of both colours.
func (r *Renderer) drawCursor(g app.Grid, p engine.Point) error {
	cx, cy := pixel(g, p)
	hs := int(math.Round(g.Step * 0.5))
	arm := max(3, int(math.Round(g.Step*0.26)))
	th := max(2, int(math.Round(g.Step/15)))
	brackets := func(hs, arm, th int) []sdl.Rect {
		x0, y0 := int32(cx-hs), int32(cy-hs)
		x1, y1 := int32(cx+hs+1-th), int32(cy+hs+1-th)
		a, t := int32(arm), int32(th)
		return []sdl.Rect{
			{X: x0, Y: y0, W: a, H: t}, {X: x0, Y: y0, W: t, H: a},
			{X: x1 + t - a, Y: y0, W: a, H: t}, {X: x1, Y: y0, W: t, H: a},
			{X: x0, Y: y1, W: a, H: t}, {X: x0, Y: y1 + t - a, W: t, H: a},
			{X: x1 + t - a, Y: y1, W: a, H: t}, {X: x1, Y: y1 + t - a, W: t, H: a},
		}
	}
	if err := r.fillRects(r.pal.cursorHi, brackets(hs+1, arm+2, th+2)...); err != nil {
		return err
	}
	return r.fillRects(r.pal.cursor, brackets(hs, arm, th)...)
}
