package app

// menuView lays out a menu as a card: centred over the board for overlays,
// centred in the window for full screens. It is used both to draw and to
// hit-test, so a click lands on exactly what is shown.
func (a *App) menuView(m *menu, overlay bool) *MenuView {
	l := a.layout
	px := l.TextPx * 5 / 4
	titlePx := l.TitlePx
	footerPx := l.SmallPx
	// The smallest a long menu's text gets before it scrolls instead:
	// readable, and with Large UI still half as large again.
	floor := MinTextPx
	if l.Large {
		floor = MinTextPx * 2
	}
	rows := len(m.items)
	footer := a.menuFooter(m)
	sz := menuSizes(px, titlePx, footerPx, m.subtitle != "")
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
	room := l.Height - 2*max(l.Height/40, 4)
	// The footer wraps in a narrow card: count its lines before fitting.
	sz.footerLines = len(wrapText(footer, footerPx, min(area.W*9/10, px*26)-2*sz.pad))
	// Long menus shrink their rows to fit the window, down to floor.
	if h := sz.height(0, 1) + sz.rowsH(m, 0, rows); h > room && px > floor {
		scale := float64(room) / float64(h)
		px = max(int(float64(px)*scale), floor)
		titlePx = max(int(float64(titlePx)*scale), floor*4/3)
		footerPx = max(int(float64(footerPx)*scale), floor)
		lines := sz.footerLines
		sz = menuSizes(px, titlePx, footerPx, m.subtitle != "")
		sz.footerLines = lines
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
	rowPad, arrow := max(6, sz.rowH*2/5), sz.rowH
	// So do the other rows: an action's label ("Place two more stones"
	// on a card over the narrow panel) and a statistic's label and value.
	if need := rowsNeed(m, px, sz.rowH) + 2*sz.pad; need > w {
		w = max(w, min(need, area.W*96/100))
		if need > w {
			// Still too wide (a long translation in a small window):
			// the whole menu gets smaller alike, never one row, and
			// never below floor.
			px = max(px*w/need, floor)
			titlePx = max(titlePx*w/need, floor*4/3)
			sz = menuSizes(px, titlePx, footerPx, m.subtitle != "")
			labelW, valueW = choiceWidths(m, px)
			rowPad, arrow = max(6, sz.rowH*2/5), sz.rowH
		}
	}
	// The footer's key hints and a long subtitle (a question over the
	// narrow panel) wrap to the card rather than shrink.
	footerLines := wrapText(footer, footerPx, w-2*sz.pad)
	sz.footerLines = len(footerLines)
	titleLines := wrapText(m.title, titlePx*11/10, w-2*sz.pad)
	sz.titleLines = len(titleLines)
	var subLines []string
	if m.subtitle != "" {
		subLines = wrapText(m.subtitle, px, w-2*sz.pad)
		sz.subLines = len(subLines)
	}
	// Rows that still do not fit scroll: a window of rows around the
	// focus, with a band above and below to show (and click) the rest.
	first, end := 0, rows
	// (A touch screen lays long menus out in two columns instead:
	// fingerRows.)
	scroll := a.touchPx() == 0 && sz.height(0, 1)+sz.rowsH(m, 0, rows) > room && rows > 1
	m.scrolled = scroll
	if scroll {
		first, end = sz.window(m, room-sz.height(0, 1)-2*sz.scrollH())
	}
	h := sz.height(0, 1) + sz.rowsH(m, first, end)
	if scroll {
		h += 2 * sz.scrollH()
	}
	card := Rect{area.X + (area.W-w)/2, area.Y + (area.H-h)/2, w, h}
	card.Y = clamp(card.Y, 0, max(l.Height-h, 0))
	v := &MenuView{Title: m.title, Subtitle: m.subtitle, Rect: card, TitlePx: titlePx, Px: px, Overlay: overlay, Aside: m.aside,
		Footer: footer, FooterLines: footerLines, FooterPx: footerPx, SubtitleLines: subLines, TitleLines: titleLines}
	y := card.Y + sz.pad + sz.titleLines*titlePx*3/2 + sz.pad/2 + sz.subLines*px*3/2
	if scroll {
		v.ScrollUp = Rect{card.X + sz.pad, y, card.W - 2*sz.pad, sz.scrollH()}
		y += sz.scrollH()
		v.MoreAbove = first > 0
		v.MoreBelow = end < rows
	}
	for i, it := range m.items {
		r := Rect{card.X + sz.pad, y, card.W - 2*sz.pad, sz.rowHOf(&it)}
		shown := i >= first && i < end
		if !shown {
			r = Rect{}
		}
		iv := MenuItemView{
			Label: it.label, Rect: r, Focused: i == m.focus && m.focusable(i),
			Enabled: !it.disabled, Info: it.info, Value: it.value, Card: it.card,
		}
		switch {
		case it.options != nil:
			// A fixed value (set by the rule) sits where the choice's
			// value would, between no arrows: aligned with its
			// neighbours.
			iv.Choice, iv.Fixed = true, it.fixed != ""
			iv.Value = it.options[it.selected]
			if iv.Fixed {
				iv.Value = it.fixed
			}
			if shown {
				iv.Next = Rect{r.X + r.W - arrow, r.Y, arrow, r.H}
				split := max(r.W*5/11, rowPad+labelW+4)
				split = min(split, r.W-2*arrow-valueW-8)
				iv.Prev = Rect{r.X + max(split, r.W/3), r.Y, arrow, r.H}
			}
		}
		iv.Hot = shown && a.pointerIn && r.Contains(a.pointerX, a.pointerY) && !it.info
		v.Items = append(v.Items, iv)
		if shown {
			y += r.H + sz.gap
		}
	}
	if scroll {
		v.ScrollDown = Rect{card.X + sz.pad, y, card.W - 2*sz.pad, sz.scrollH()}
		return v
	}
	if m.hasCards() {
		return v // cards are finger-sized already
	}
	return a.fingerRows(v) // touch screens: finger-sized rows (touchmenu.go)
}

// menuSizes are a menu card's spacings for its text sizes (the renderer
// spaces title, rows and footer the same way).
type menuBox struct {
	px, titlePx, footerPx int
	rowH, gap, pad        int
	titleLines, subLines  int
	footerLines           int
}

func menuSizes(px, titlePx, footerPx int, subtitle bool) menuBox {
	b := menuBox{px: px, titlePx: titlePx, footerPx: footerPx, rowH: px * 2, gap: max(px/4, 2), pad: px, titleLines: 1, footerLines: 1}
	if subtitle {
		b.subLines = 1
	}
	return b
}

// height is the card's height with n rows and the footer's lines (at
// least lines).
func (b menuBox) height(n, lines int) int {
	return b.pad + b.titleLines*b.titlePx*3/2 + b.pad/2 + b.subLines*b.px*3/2 + n*(b.rowH+b.gap) + b.pad + b.footerPx*3/2*max(b.footerLines, lines) + b.footerPx/2
}

// rowHOf is an item's row height: a game's card holds two lines.
func (b menuBox) rowHOf(it *menuItem) int {
	if it.card != nil {
		return b.rowH * 2
	}
	return b.rowH
}

// rowsH is the height of rows [from, to) with their gaps.
func (b menuBox) rowsH(m *menu, from, to int) int {
	h := 0
	for i := from; i < to; i++ {
		h += b.rowHOf(&m.items[i]) + b.gap
	}
	return h
}

// window is the rows [first, end) of a scrolled menu shown in avail
// pixels: from m.top, moved as little as keeps the focus in view.
func (b menuBox) window(m *menu, avail int) (first, end int) {
	n := len(m.items)
	m.top = clamp(m.top, 0, n-1)
	if m.focus >= 0 && m.focus < m.top {
		m.top = m.focus
	}
	for m.top < m.focus && b.rowsH(m, m.top, m.focus+1) > avail {
		m.top++
	}
	// No empty space at the end while rows above are out of view.
	for m.top > 0 && b.rowsH(m, m.top-1, n) <= avail {
		m.top--
	}
	end = m.top + 1
	for end < n && b.rowsH(m, m.top, end+1) <= avail {
		end++
	}
	return m.top, end
}

// scrollH is the height of the band that says there are more rows above
// or below.
func (b menuBox) scrollH() int { return max(b.rowH/2, MinTextPx) }

// rowsNeed estimates the width the widest row's text needs at px, with
// its padding (and a choice row's arrows): as the renderer lays rows out.
func rowsNeed(m *menu, px, rowH int) int {
	rowPad, arrow := max(6, rowH*2/5), rowH
	need := 0
	if labelW, valueW := choiceWidths(m, px); labelW > 0 {
		need = rowPad + labelW + 4 + 2*arrow + valueW + 8
	}
	for _, it := range m.items {
		switch {
		case it.options != nil || it.card != nil:
		case it.info && it.value != "":
			need = max(need, 2*rowPad+textWidth(it.label, px)*11/10+px+textWidth(it.value, px)*6/5)
		default: // centred in the row, bold when focused
			need = max(need, 2*rowPad+textWidth(it.label, px)*6/5)
		}
	}
	return need
}

// choiceWidths estimates the widest label and the widest value of m's
// choice rows at px (bold, as the focused row draws them).
func choiceWidths(m *menu, px int) (label, value int) {
	for _, it := range m.items {
		if it.options == nil {
			continue
		}
		label = max(label, textWidth(it.label, px)*6/5)
		for _, o := range it.options {
			value = max(value, textWidth(o, px)*6/5)
		}
	}
	return label, value
}

// listText is the text size and the width of a row's text on a
// full-screen list (menuView's sizes), for lists that wrap their text
// over rows.
func (a *App) listText() (px, w int) {
	l := a.layout
	px = l.TextPx * 5 / 4
	card := min(l.Width*9/10, px*30)
	return px, card - 2*px - 2*max(6, px*4/5)
}
