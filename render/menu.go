package render

import (
	"math"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// Row faces are built per state.
const (
	rowIdle = iota
	rowHot
	rowFocused
	rowOff
	rowInfo
)

// Veil strengths: an overlay menu keeps the game readable behind it; a
// full-screen menu pushes the board further back.
const (
	veilOverlay = 150
	veilFull    = 205
)

// drawMenu draws the veil over everything drawn so far, then the menu card
// with its title, rows and footer.
func (r *Renderer) drawMenu(v *app.View) error {
	m := v.Menu
	if m == nil || m.Rect.W <= 0 || m.Rect.H <= 0 {
		return nil
	}
	veil := r.pal.veil
	veil.A = veilFull
	if m.Overlay {
		veil.A = veilOverlay
	}
	full := sdl.Rect{W: int32(v.Layout.Width), H: int32(v.Layout.Height)}
	if m.Aside {
		// The board the question is about stays clear: only the panel
		// under the card is dimmed.
		p := v.Layout.Panel
		full = sdl.Rect{X: int32(p.X), Y: int32(p.Y), W: int32(p.W), H: int32(p.H)}
	}
	if err := r.fillRects(veil, full); err != nil {
		return err
	}
	c := m.Rect
	px := max(m.Px, 8)
	pad := px
	s, err := r.sprite(spriteKey{kind: spriteCard, a: c.W, b: c.H}, func() *raster { return cardArt(c.W, c.H, &r.pal) })
	if err != nil {
		return err
	}
	if err := r.drawCard(s, c); err != nil {
		return err
	}
	cx, inner := c.X+c.W/2, max(c.W-2*pad, 1)
	titlePx := max(m.TitlePx, 8)
	y := c.Y + pad
	title := m.TitleLines
	if len(title) == 0 {
		title = []string{m.Title}
	}
	for _, ln := range title {
		if err := r.drawTextCentered(ln, cx, y+titlePx*3/4, titlePx, true, r.pal.title, inner); err != nil {
			return err
		}
		y += titlePx * 3 / 2
	}
	subtitle := m.SubtitleLines
	if len(subtitle) == 0 && m.Subtitle != "" {
		subtitle = []string{m.Subtitle}
	}
	for _, ln := range subtitle {
		if err := r.drawTextCentered(ln, cx, y+px*3/4, px, false, r.pal.muted, inner); err != nil {
			return err
		}
		y += px * 3 / 2
	}
	if top, ok := firstRowY(m); ok {
		// A hairline between the heading and the rows.
		ly := top - max(pad/3, 2)
		if err := r.fillRects(sdl.Color{R: 255, G: 255, B: 255, A: 28}, sdl.Rect{X: int32(c.X + pad), Y: int32(ly), W: int32(inner), H: 1}); err != nil {
			return err
		}
	}
	for i := range m.Items {
		if err := r.drawMenuItem(&m.Items[i], px); err != nil {
			return err
		}
	}
	if err := r.drawScrollMarks(m); err != nil {
		return err
	}
	if len(m.FooterLines) > 0 {
		fp := max(m.FooterPx, 1)
		y := c.Y + c.H - pad/2 - len(m.FooterLines)*fp*3/2
		for _, ln := range m.FooterLines {
			if err := r.drawTextCentered(ln, cx, y+fp*3/4, fp, false, r.pal.muted, inner); err != nil {
				return err
			}
			y += fp * 3 / 2
		}
	} else if m.Footer != "" {
		// The footer band is the card's last pad plus two footer lines;
		// when the menu shrank, its text may grow back to fill the band.
		fp := footerPx(v.Layout, px)
		band := pad + 2*fp
		fp = max(fp, min(px*3/4, band*2/5))
		if err := r.drawTextCentered(m.Footer, cx, c.Y+c.H-band/2, fp, false, r.pal.muted, inner); err != nil {
			return err
		}
	}
	return nil
}

// firstRowY is the top of the first row shown.
func firstRowY(m *app.MenuView) (int, bool) {
	if m.ScrollUp.H > 0 {
		return m.ScrollUp.Y, true
	}
	for _, it := range m.Items {
		if it.Rect.H > 0 {
			return it.Rect.Y, true
		}
	}
	return 0, false
}

// drawScrollMarks draws a small triangle in the band above or below the
// rows of a scrolled menu where more rows are out of view.
func (r *Renderer) drawScrollMarks(m *app.MenuView) error {
	for _, b := range []struct {
		rect app.Rect
		more bool
		up   bool
	}{{m.ScrollUp, m.MoreAbove, true}, {m.ScrollDown, m.MoreBelow, false}} {
		if !b.more || b.rect.H <= 0 {
			continue
		}
		kind := spriteArrowDown
		if b.up {
			kind = spriteArrowUp
		}
		d := max(4, b.rect.H*3/5)
		col := rgbaF{float64(r.pal.arrow.R), float64(r.pal.arrow.G), float64(r.pal.arrow.B), 0.8}
		s, err := r.sprite(spriteKey{kind: kind, a: d}, func() *raster { return triangleArt(d, b.up, col) })
		if err != nil {
			return err
		}
		if err := r.drawCentered(s, b.rect.X+b.rect.W/2, b.rect.Y+b.rect.H/2); err != nil {
			return err
		}
	}
	return nil
}

// footerPx is the footer's size: the layout's small text, shrunk as the
// menu shrank its rows to fit a short window (app.menuView does the same).
func footerPx(l app.Layout, px int) int {
	fp := l.SmallPx
	if full := l.TextPx * 5 / 4; full > 0 && px < full {
		fp = max(fp*px/full, 9)
	}
	return max(fp, 7)
}

// drawCard copies the card's rim and shadow from its sprite and fills the
// opaque middle directly: on the software renderer blending the whole
// card would cost more than the rest of the frame.
func (r *Renderer) drawCard(s *spriteEntry, c app.Rect) error {
	m := (s.w - c.W) / 2
	e := m + cardEdge(c.W, c.H)
	W, H := int32(s.w), int32(s.h)
	x0, y0 := int32(c.X-m), int32(c.Y-m)
	E := int32(e)
	if 2*E >= W || 2*E >= H {
		dst := sdl.Rect{X: x0, Y: y0, W: W, H: H}
		return r.copy(s.tex, nil, &dst)
	}
	parts := []sdl.Rect{
		{X: 0, Y: 0, W: W, H: E},
		{X: 0, Y: H - E, W: W, H: E},
		{X: 0, Y: E, W: E, H: H - 2*E},
		{X: W - E, Y: E, W: E, H: H - 2*E},
	}
	for i := range parts {
		src := parts[i]
		dst := sdl.Rect{X: x0 + src.X, Y: y0 + src.Y, W: src.W, H: src.H}
		if err := r.copy(s.tex, &src, &dst); err != nil {
			return err
		}
	}
	return r.fillRects(toColor(r.pal.menuCard), sdl.Rect{X: x0 + E, Y: y0 + E, W: W - 2*E, H: H - 2*E})
}

// opaqueSprite is sprite for images with no transparency, which copy
// faster.
func (r *Renderer) opaqueSprite(k spriteKey, art func() *raster) (*spriteEntry, error) {
	if e, ok := r.sprites[k]; ok {
		e.used = r.frame
		return e, nil
	}
	ras := art()
	tex, err := r.upload(ras, false)
	if err != nil {
		return nil, err
	}
	e := &spriteEntry{tex: tex, w: ras.w, h: ras.h, half: ras.w / 2, used: r.frame}
	r.sprites[k] = e
	return e, nil
}

// drawMenuItem draws one row: an action (label centred), a choice (label
// left, value between arrows) or an info pair (label left, value right).
func (r *Renderer) drawMenuItem(it *app.MenuItemView, px int) error {
	b := it.Rect
	if b.W <= 0 || b.H <= 0 {
		return nil
	}
	state := rowIdle
	switch {
	case it.Info:
		state = rowInfo
	case !it.Enabled:
		state = rowOff
	case it.Focused:
		state = rowFocused
	case it.Hot:
		state = rowHot
	}
	s, err := r.opaqueSprite(spriteKey{kind: spriteRow, a: b.W, b: b.H, c: state}, func() *raster { return rowArt(b.W, b.H, state, &r.pal) })
	if err != nil {
		return err
	}
	dst := sdl.Rect{X: int32(b.X), Y: int32(b.Y), W: int32(b.W), H: int32(b.H)}
	if err := r.copy(s.tex, nil, &dst); err != nil {
		return err
	}
	label, value := r.pal.body, r.pal.title
	switch state {
	case rowFocused:
		label = r.pal.title
	case rowOff:
		label, value = r.pal.btnDim, r.pal.btnDim
		label.A, value.A = 200, 200
	case rowInfo:
		label = r.pal.muted
	}
	bold := state == rowFocused
	if it.Card != nil {
		return r.drawGameCard(it.Card, b, px, label, bold)
	}
	pad := max(6, b.H*2/5)
	cy := b.Y + b.H/2
	switch {
	case it.Choice:
		left := it.Prev.X - b.X - pad - 4
		if err := r.drawTextAligned(it.Label, b.X+pad, cy, px, bold, label, left, alignLeft); err != nil {
			return err
		}
		from, to := it.Prev.X+it.Prev.W, it.Next.X
		if it.Fixed {
			// No arrows: the value has their room too, on the same centre.
			from, to = it.Prev.X, it.Next.X+it.Next.W
		} else {
			if err := r.drawArrow(it.Prev, spriteArrowL, state); err != nil {
				return err
			}
			if err := r.drawArrow(it.Next, spriteArrowR, state); err != nil {
				return err
			}
		}
		return r.drawTextAligned(it.Value, (from+to)/2, cy, px, true, value, max(to-from-4, 1), alignCentre)
	case it.Info && it.Value == "":
		return r.drawTextAligned(it.Label, b.X+pad, cy, px, false, label, b.W-2*pad, alignLeft)
	case it.Info || it.Value != "":
		// The value at its own width on the right, the label in the
		// rest (at least 11/20 of the row when the value is long).
		t, err := r.text(it.Value, px, it.Info, value, 0)
		if err != nil {
			return err
		}
		lw := max(b.W-pad-t.w-px/2, b.W*11/20)
		if err := r.drawTextAligned(it.Label, b.X+pad, cy, px, false, label, lw-pad, alignLeft); err != nil {
			return err
		}
		return r.drawTextAligned(it.Value, b.X+b.W-pad, cy, px, it.Info, value, b.W-lw-pad-4, alignRight)
	}
	return r.drawTextAligned(it.Label, b.X+b.W/2, cy, px, bold, label, b.W-2*pad, alignCentre)
}

// drawArrow draws a choice row's ◀ or ▶ centred in its click area.
func (r *Renderer) drawArrow(area app.Rect, kind spriteKind, state int) error {
	if area.W <= 0 || area.H <= 0 {
		return nil
	}
	sz := max(4, min(area.W, area.H)*8/25)
	col := rgbaF{float64(r.pal.arrow.R), float64(r.pal.arrow.G), float64(r.pal.arrow.B), 1}
	shade := 0
	switch state {
	case rowOff:
		col, shade = rgbaF{120, 126, 136, 0.8}, 1
	case rowIdle, rowHot:
		col, shade = rgbaF{col.r, col.g, col.b, 0.7}, 2
	}
	s, err := r.sprite(spriteKey{kind: kind, a: sz, c: shade}, func() *raster { return arrowArt(sz, kind == spriteArrowL, col) })
	if err != nil {
		return err
	}
	return r.drawCentered(s, area.X+area.W/2, area.Y+area.H/2)
}

// drawFocusRing draws the keyboard/controller focus outline around a panel
// button: the same bright ring as a focused menu row, just outside it.
func (r *Renderer) drawFocusRing(b app.Rect) error {
	if b.W <= 0 || b.H <= 0 {
		return nil
	}
	th := focusThickness(b.H)
	gap := max(2, th/2)
	out := th + gap
	w, h := b.W+2*out, b.H+2*out
	s, err := r.sprite(spriteKey{kind: spriteFocus, a: w, b: h, c: th}, func() *raster {
		rad := math.Min(float64(b.H)*0.28, float64(b.W)/2) + float64(out)
		return ringRectArt(w, h, float64(th), rad, r.pal.focusRing)
	})
	if err != nil {
		return err
	}
	dst := sdl.Rect{X: int32(b.X - out), Y: int32(b.Y - out), W: int32(w), H: int32(h)}
	return r.copy(s.tex, nil, &dst)
}

func focusThickness(h int) int { return max(3, int(math.Round(float64(h)*0.09))) }

// Text alignment for drawTextAligned.
const (
	alignLeft = iota
	alignCentre
	alignRight
)

// drawTextAligned draws s vertically centred on cy and, horizontally, with
// its left edge, centre or right edge at x, shrunk to maxW.
func (r *Renderer) drawTextAligned(s string, x, cy, px int, bold bool, col sdl.Color, maxW, align int) error {
	if s == "" || px <= 0 {
		return nil
	}
	maxW = max(maxW, 1)
	t, err := r.text(s, px, bold, col, maxW)
	if err != nil {
		return err
	}
	w, h := r.placed(t, s, maxW, textReading)
	switch align {
	case alignCentre:
		x -= w / 2
	case alignRight:
		x -= w
	}
	dst := sdl.Rect{X: int32(x), Y: int32(cy - h/2), W: int32(w), H: int32(h)}
	return r.copy(t.tex, nil, &dst)
}

// cardArt is the menu card: a rounded slate panel with a faint rim, a
// lighter band behind the heading and a soft drop shadow. The sprite has a
// margin for the shadow all round.
func cardArt(w, h int, pal *palette) *raster {
	m := cardMargin(w, h)
	W, H := w+2*m, h+2*m
	r := newRaster(W, H)
	rad := cardRadius(w, h)
	x0, y0 := float64(m), float64(m)
	x1, y1 := x0+float64(w), y0+float64(h)
	blur := float64(m) * 0.8
	off := float64(m) * 0.3
	edge := cardEdge(w, h)
	fill := pack(pal.menuCard)
	for y := range H {
		fy := float64(y) + 0.5
		for x := range W {
			fx := float64(x) + 0.5
			inside := x >= m+edge && x < m+w-edge && y >= m+edge && y < m+h-edge
			if inside {
				r.pix[y*W+x] = fill
				continue
			}
			sd := roundRectDist(fx, fy-off, x0, y0, x1, y1, rad)
			shadow := 0.5 * (1 - smoothstep(-blur*0.3, blur, sd))
			cov := roundRectCoverage(fx, fy, x0, y0, x1, y1, rad)
			in := roundRectCoverage(fx, fy, x0+1, y0+1, x1-1, y1-1, rad-1)
			c := rgbaF{0, 0, 0, shadow * (1 - cov)}
			c = blend(c, rgbaF{pal.menuCard.r, pal.menuCard.g, pal.menuCard.b, pal.menuCard.a * cov})
			c = blend(c, rgbaF{pal.menuEdge.r, pal.menuEdge.g, pal.menuEdge.b, pal.menuEdge.a * (cov - in)})
			r.pix[y*W+x] = pack(c)
		}
	}
	return r
}

func cardMargin(w, h int) int { return max(6, min(w, h)/30) }

func cardRadius(w, h int) float64 { return math.Max(6, math.Min(float64(min(w, h))*0.04, 22)) }

// cardEdge is how far in from the card's outline its pixels may differ
// from the flat fill.
func cardEdge(w, h int) int { return int(cardRadius(w, h)) + 3 }

// roundRectDist is the signed distance from (px, py) to a rectangle with
// corners rounded by rad, negative inside.
func roundRectDist(px, py, x0, y0, x1, y1, rad float64) float64 {
	cx, cy := (x0+x1)/2, (y0+y1)/2
	hx, hy := (x1-x0)/2-rad, (y1-y0)/2-rad
	qx, qy := math.Abs(px-cx)-hx, math.Abs(py-cy)-hy
	return math.Hypot(math.Max(qx, 0), math.Max(qy, 0)) + math.Min(math.Max(qx, qy), 0) - rad
}

// rowArt is a menu row's face, opaque on the card's colour. The focused row is unmistakable from across
// a room: a lighter warm fill and a thick bright outline.
func rowArt(w, h, state int, pal *palette) *raster {
	r := newRaster(w, h)
	rad := math.Min(float64(h)*0.25, float64(w)/2)
	fill := pal.rowFill
	switch state {
	case rowHot:
		fill = pal.rowHot
	case rowFocused:
		fill = pal.rowFocus
	case rowOff:
		fill.a *= 0.5
	case rowInfo:
		fill.a = 0
	}
	fw, fh := float64(w), float64(h)
	th := float64(focusThickness(h))
	// Rows always lie on the card, so they are drawn onto its (opaque)
	// colour and copied without blending.
	card := pal.menuCard
	card.a = 1
	for y := range h {
		for x := range w {
			px, py := float64(x)+0.5, float64(y)+0.5
			cov := roundRectCoverage(px, py, 0, 0, fw, fh, rad)
			c := blend(card, rgbaF{fill.r, fill.g, fill.b, fill.a * cov})
			if state == rowFocused {
				in := roundRectCoverage(px, py, th, th, fw-th, fh-th, math.Max(rad-th, 0))
				c = blend(c, rgbaF{pal.focusRing.r, pal.focusRing.g, pal.focusRing.b, pal.focusRing.a * (cov - in)})
			}
			r.pix[y*w+x] = pack(c)
		}
	}
	return r
}

// ringRectArt is a rounded outline th thick filling a w×h sprite.
func ringRectArt(w, h int, th, rad float64, c rgbaF) *raster {
	r := newRaster(w, h)
	fw, fh := float64(w), float64(h)
	rad = math.Min(rad, math.Min(fw, fh)/2)
	for y := range h {
		for x := range w {
			px, py := float64(x)+0.5, float64(y)+0.5
			cov := roundRectCoverage(px, py, 0, 0, fw, fh, rad) -
				roundRectCoverage(px, py, th, th, fw-th, fh-th, math.Max(rad-th, 0))
			if cov > 0 {
				r.pix[y*w+x] = pack(rgbaF{c.r, c.g, c.b, c.a * cov})
			}
		}
	}
	return r
}

// arrowArt is a solid triangle sz pixels tall pointing left or right.
func arrowArt(sz int, left bool, c rgbaF) *raster {
	half := sz/2 + 1
	hw := float64(sz) * 0.5 // half height
	depth := float64(sz) * 0.8
	return supersample(half, c, func(x, y float64) bool {
		if left {
			x = -x
		}
		// Tip at +depth/2, base at -depth/2.
		t := (depth/2 - x) / depth // 0 at the tip, 1 at the base
		return t >= 0 && t <= 1 && math.Abs(y) <= hw*t
	})
}

// triangleArt is a scroll mark: a triangle pointing up or down, sz wide.
func triangleArt(sz int, up bool, c rgbaF) *raster {
	half := sz/2 + 1
	hw := float64(sz) * 0.5
	depth := float64(sz) * 0.55
	return supersample(half, c, func(x, y float64) bool {
		if !up {
			y = -y
		}
		t := (y + depth/2) / depth // 0 at the tip (top), 1 at the base
		return t >= 0 && t <= 1 && math.Abs(x) <= hw*t
	})
}

// drawGameCard draws a game's card in its row: the final position as a
// small board on the left, then who played and, under it, the result
// (in the good or alert colour when it is the player's own win or loss),
// the moves and the date.
func (r *Renderer) drawGameCard(c *app.GameCard, b app.Rect, px int, label sdl.Color, bold bool) error {
	inset := max(4, b.H/10)
	side := b.H - 2*inset
	d := app.Diagram{Rect: app.Rect{X: b.X + inset, Y: b.Y + inset, W: side, H: side}, Size: c.Size, Black: c.Black, White: c.White}
	if err := r.drawDiagram(&d); err != nil {
		return err
	}
	x := d.Rect.X + side + px*3/4
	maxW := max(b.X+b.W-x-px/2, 1)
	lineH := px * 3 / 2
	top := b.Y + (b.H-2*lineH)/2
	if err := r.drawTextAligned(c.Title, x, top+lineH/2, px, bold, label, maxW, alignLeft); err != nil {
		return err
	}
	col := r.pal.muted
	switch {
	case c.Won:
		col = r.pal.styleColor(app.StyleGood)
	case c.Lost:
		col = r.pal.styleColor(app.StyleAlert)
	}
	return r.drawTextAligned(c.Details, x, top+lineH+lineH/2, px, false, col, maxW, alignLeft)
}
