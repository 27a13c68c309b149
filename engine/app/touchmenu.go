package app

// fingerRows re-lays a menu for fingers while a touch screen is in use:
// every row at least TouchTargetPx tall. A list too long for the window
// at that height goes into two columns (in reading order: down the first,
// then down the second, as ↑/↓ walk it) where the window is wide enough,
// and the card is centred in the window. Menus whose rows are tall enough
// already are left alone.
func (a *App) fingerRows(v *MenuView) *MenuView {
	// minColumnPx keeps a label and a value between arrows readable side
	// by side in each of two columns.
	const minColumnPx = 300
	t := a.touchPx()
	n := len(v.Items)
	if t == 0 || n == 0 || v.Items[0].Rect.H >= t {
		return v
	}
	l := a.layout
	first, last := v.Items[0].Rect, v.Items[n-1].Rect
	header := first.Y - v.Rect.Y
	footer := v.Rect.Y + v.Rect.H - (last.Y + last.H)
	pad := first.X - v.Rect.X
	gap := max(v.Px/4, 2)
	margin := max(l.Height/40, 4)
	avail := l.Height - 2*margin - header - footer
	rowH, cols := t, 1
	// Two columns as wide as the rows are, but never narrower than
	// minColumnPx: a menu whose text was shrunk to fit the window's height
	// has narrow rows, and its columns get their width back here.
	twoColW := min(l.Width*96/100, max(2*first.W, 2*minColumnPx)+3*pad)
	if n*(rowH+gap) > avail {
		if (twoColW-3*pad)/2 >= minColumnPx {
			cols = 2
		} else {
			// Too narrow for two columns (portrait): one column, without
			// the footer's key hints (a finger does not need them), with
			// text and heading made smaller until the rows fit.
			header, footer = a.compactMenu(v, n*(t+2))
			gap, margin = 2, 4
			avail = l.Height - 2*margin - header - footer
			pad = v.Px
		}
	}
	perCol := (n + cols - 1) / cols
	if perCol*(rowH+gap) > avail {
		// Tight: rows closer together and the card nearer the edges.
		gap, margin = 2, 4
		avail = l.Height - 2*margin - header - footer
	}
	if perCol*(rowH+gap) > avail && len(v.FooterLines) > 0 {
		// Still tight: the key hints go (a finger does not need them).
		avail += footer - v.Px/2
		footer = v.Px / 2
		v.Footer, v.FooterLines = "", nil
	}
	if perCol*(rowH+gap) > avail {
		// Not even two columns fit at full size: as tall as room allows.
		rowH = max(avail/perCol-gap, first.H)
	}
	w := v.Rect.W
	colW := w - 2*pad
	if cols == 2 {
		w = twoColW
		colW = (w - 3*pad) / 2
	}
	h := header + perCol*(rowH+gap) + footer
	v.Rect = Rect{(l.Width - w) / 2, max((l.Height-h)/2, 0), w, h}
	for i := range v.Items {
		it := &v.Items[i]
		col, row := i/perCol, i%perCol
		r := Rect{v.Rect.X + pad + col*(colW+pad), v.Rect.Y + header + row*(rowH+gap), colW, rowH}
		it.Rect = r
		if it.Choice {
			it.Next = Rect{r.X + r.W - rowH, r.Y, rowH, r.H}
			it.Prev = Rect{r.X + r.W*5/11, r.Y, rowH, r.H}
		}
		it.Hot = a.pointerIn && r.Contains(a.pointerX, a.pointerY) && !it.Info
	}
	return v
}

// compactMenu shrinks a one-column menu's text, title and padding (down to
// MinTextPx) until rows totalling rowsH fit the window, drops the footer,
// and returns the heading's and the bottom band's heights as menuView and
// the renderer space them (padding = text size).
func (a *App) compactMenu(v *MenuView, rowsH int) (header, footer int) {
	heading := func(px int) int {
		h := px + min(v.TitlePx, px*3/2)*3/2 + px/2
		if v.Subtitle != "" {
			h += px * 3 / 2
		}
		return h
	}
	px := v.Px
	for px > MinTextPx && heading(px)+rowsH+px/2 > a.layout.Height-8 {
		px--
	}
	v.Px, v.TitlePx, v.Footer, v.FooterLines = px, min(v.TitlePx, px*3/2), "", nil
	return heading(px), px / 2
}
