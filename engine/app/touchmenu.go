package app

// fingerRows re-lays a menu for fingers while a touch screen is in use:
// every row at least TouchTargetPx tall. A list too long for the window
// at that height goes into two columns (in reading order: down the first,
// then down the second, as ↑/↓ walk it), and the card is centred in the
// window. Menus whose rows are tall enough already are left alone.
func (a *App) fingerRows(v *MenuView) *MenuView {
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
	if n*(rowH+gap) > avail {
		cols = 2
	}
	perCol := (n + cols - 1) / cols
	if perCol*(rowH+gap) > avail {
		// Tight: rows closer together and the card nearer the edges.
		gap, margin = 2, 4
		avail = l.Height - 2*margin - header - footer
	}
	if perCol*(rowH+gap) > avail {
		// Not even two columns fit at full size: as tall as room allows.
		rowH = max(avail/perCol-gap, first.H)
	}
	w := v.Rect.W
	colW := first.W
	if cols == 2 {
		w = min(l.Width*96/100, 2*first.W+3*pad)
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
