package app

// menuView lays out a menu as a card: centred over the board for overlays,
// centred in the window for full screens. It is used both to draw and to
// hit-test, so a click lands on exactly what is shown.
func (a *App) menuView(m *menu, overlay bool) *MenuView {
	l := a.layout
	px := l.TextPx * 5 / 4
	titlePx := l.TitlePx
	rowH := px * 2
	gap := max(px/4, 2)
	pad := px
	footerPx := l.SmallPx
	rows := len(m.items)
	h := pad + titlePx*3/2 + pad/2 + rows*(rowH+gap) + pad + footerPx*2
	if m.subtitle != "" {
		h += px * 3 / 2
	}
	var area Rect
	switch {
	case overlay && m.aside && l.Panel.W > 0 && l.Panel.H > 0:
		area = l.Panel
	case overlay:
		area = l.Board
	case m.artLeft && l.Width > l.Height:
		area = Rect{l.Width / 2, 0, l.Width - l.Width/2, l.Height}
	default:
		area = Rect{0, 0, l.Width, l.Height}
	}
	// Long menus shrink their rows to fit the window.
	if h > l.Height-2*max(l.Height/40, 4) {
		scale := float64(l.Height-2*max(l.Height/40, 4)) / float64(h)
		px = max(int(float64(px)*scale), 10)
		titlePx = max(int(float64(titlePx)*scale), 12)
		rowH, gap, pad = px*2, max(px/4, 2), px
		footerPx = max(int(float64(footerPx)*scale), 9)
		h = pad + titlePx*3/2 + pad/2 + rows*(rowH+gap) + pad + footerPx*2
		if m.subtitle != "" {
			h += px * 3 / 2
		}
		if area.X != l.Width/2 || !m.artLeft {
			area = Rect{0, 0, l.Width, l.Height}
		}
	}
	w := min(area.W*9/10, px*26)
	if m.aside {
		w = area.W * 19 / 20
	}
	if !overlay {
		w = min(area.W*9/10, px*30)
	}
	// Choice rows need room for the longest label and the longest value
	// at full size: the card widens (up to nearly the whole area) rather
	// than shrinking "Confirm each placement" below its neighbours.
	labelW, valueW := choiceWidths(m, px)
	rowPad, arrow := max(6, rowH*2/5), rowH
	if need := rowPad + labelW + 4 + 2*arrow + valueW + 8 + 2*pad; labelW > 0 && need > w {
		w = max(w, min(need, area.W*96/100))
		if need > w {
			// Still too wide (a long translation in a small window):
			// the whole menu gets smaller alike, never one row.
			px = max(px*w/need, 9)
			rowH, gap, pad = px*2, max(px/4, 2), px
			titlePx = max(titlePx*w/need, 12)
			h = pad + titlePx*3/2 + pad/2 + rows*(rowH+gap) + pad + footerPx*2
			if m.subtitle != "" {
				h += px * 3 / 2
			}
			labelW, valueW = choiceWidths(m, px)
			rowPad, arrow = max(6, rowH*2/5), rowH
		}
	}
	card := Rect{area.X + (area.W-w)/2, area.Y + (area.H-h)/2, w, h}
	if card.Y < 0 {
		card.Y = 0
	}
	v := &MenuView{Title: m.title, Subtitle: m.subtitle, Rect: card, TitlePx: titlePx, Px: px, Overlay: overlay, Aside: m.aside}
	y := card.Y + pad + titlePx*3/2 + pad/2
	if m.subtitle != "" {
		y += px * 3 / 2
	}
	for i, it := range m.items {
		r := Rect{card.X + pad, y, card.W - 2*pad, rowH}
		iv := MenuItemView{
			Label: it.label, Rect: r, Focused: i == m.focus && m.focusable(i),
			Enabled: !it.disabled, Info: it.info, Value: it.value,
		}
		switch {
		case it.fixed != "":
			iv.Value = it.fixed
		case it.options != nil:
			iv.Choice = true
			iv.Value = it.options[it.selected]
			iv.Next = Rect{r.X + r.W - arrow, r.Y, arrow, r.H}
			split := max(r.W*5/11, rowPad+labelW+4)
			split = min(split, r.W-2*arrow-valueW-8)
			iv.Prev = Rect{r.X + max(split, r.W/3), r.Y, arrow, r.H}
		}
		iv.Hot = a.pointerIn && r.Contains(a.pointerX, a.pointerY) && !it.info
		v.Items = append(v.Items, iv)
		y += rowH + gap
	}
	v.Footer = a.menuFooter(m)
	return a.fingerRows(v) // touch screens: finger-sized rows (touchmenu.go)
}

// choiceWidths estimates the widest label and the widest value of m's
// choice rows at px (bold, as the focused row draws them).
func choiceWidths(m *menu, px int) (label, value int) {
	for _, it := range m.items {
		if it.options == nil {
			continue
		}
		label = max(label, textWidth(it.label, px)*11/10)
		for _, o := range it.options {
			value = max(value, textWidth(o, px)*11/10)
		}
	}
	return label, value
}
