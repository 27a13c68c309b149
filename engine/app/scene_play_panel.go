package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
)

// The play screen's panel: the text beside (or under) the board and its
// buttons, laid out so they never overlap.

// panelLines stacks the panel's text from the top: title, rule, whose turn
// (or the result), move counter, clocks, best result, then any notice, with
// the key hints at the bottom.
func (p *playScene) panelLines(a *App, r engine.Result) []TextLine {
	return p.panelLinesIn(a, p.panelLayout(a), r)
}

// panelFit is the panel's text sizes and the key hints it has room for.
type panelFit struct {
	Layout
	hints []string
}

// panelLayout fits the panel's text above its buttons: large UI on a
// short window, a long translation, or both clocks and a notice at once
// must never overlap. The key hints make room first (the controls are
// also in How to play and the menus), then the text shrinks, never below
// MinTextPx.
func (p *playScene) panelLayout(a *App) panelFit {
	l := a.layout
	r := a.game.Result()
	pad := max(l.TextPx/2, 4)
	f := panelFit{Layout: l, hints: wrapLines(a.textHints(), l.SmallPx, l.Panel.W-2*pad)}
	for i := 0; ; i++ {
		lines := p.panelLinesIn(a, f, r)
		bottom := 0
		for _, ln := range lines[:len(lines)-len(f.hints)] {
			bottom = max(bottom, ln.Y+ln.Px*5/4)
		}
		bs := p.buttonsIn(a, f)
		if len(bs) == 0 || bottom <= bs[0].Rect.Y {
			return f
		}
		switch {
		case len(f.hints) > 0:
			f.hints = nil
		case f.TextPx > MinTextPx && i < 12:
			f.TextPx = max(f.TextPx*9/10, MinTextPx)
			f.TitlePx = max(f.TitlePx*9/10, MinTextPx*4/3)
			f.SmallPx = max(f.SmallPx*9/10, MinTextPx)
		default:
			return f
		}
	}
}

// wrapLines wraps each of lines to maxW at px.
func wrapLines(lines []string, px, maxW int) []string {
	var out []string
	for _, s := range lines {
		out = append(out, wrapText(s, px, maxW)...)
	}
	return out
}

func (p *playScene) panelLinesIn(a *App, f panelFit, r engine.Result) []TextLine {
	l := f.Layout
	panel := l.Panel
	pad := max(l.TextPx/2, 4)
	x, y, w := panel.X+pad, panel.Y+pad, panel.W-2*pad
	var lines []TextLine
	add := func(text string, px int, style TextStyle, stone engine.Color) {
		lines = append(lines, TextLine{Text: text, X: x, Y: y, Px: px, MaxW: w, Style: style, Stone: stone})
		y += px * 3 / 2
	}
	add(a.t(i18n.KeyAppTitle), l.TitlePx, StyleTitle, engine.Empty)
	for _, part := range wrapText(a.textRuleLine(a.setup), l.TextPx, w) {
		add(part, l.TextPx, StyleMuted, engine.Empty)
	}
	if a.setup.Mode != ModeTwoPlayer {
		for _, part := range wrapText(a.modeName(a.setup.Mode)+" · "+a.levelName(), l.SmallPx, w) {
			add(part, l.SmallPx, StyleMuted, engine.Empty)
		}
	}
	y += l.TextPx / 3
	big := l.TextPx * 5 / 4
	t := a.game.Turn()
	switch {
	case r.Status == engine.Won:
		add(a.textWinsBy(r), big, a.resultStyle(r), a.resultStone(r))
	case r.Status == engine.Draw && r.Reason == engine.ReasonNoPlayablePoint:
		add(a.t(i18n.KeyStatusDrawNoMoves), big, StyleGood, engine.Empty)
	case r.Status == engine.Draw:
		add(a.t(i18n.KeyStatusDraw), big, StyleGood, engine.Empty)
	case t.Phase == engine.PhaseOpeningStones:
		add(a.textPlacesOpening(t.Color, t.StonesLeft), big, StyleBody, t.Color)
	case t.Phase == engine.PhaseOffers || t.Phase == engine.PhasePickOffer:
		s, _ := a.rifStatus(t)
		add(s, big, StyleBody, a.game.ColorOf(t.Seat))
	case a.setup.Mode == ModeVsComputer && a.humanToAct():
		add(a.textYourMove(t.Color), big, StyleBody, t.Color)
	default:
		add(a.textToMove(t.Color), big, StyleBody, t.Color)
	}
	add(a.t(i18n.KeyStatusMove, "n", a.game.MoveCount()), l.TextPx, StyleBody, engine.Empty)
	for _, s := range a.rifPanelLines() {
		add(s, l.TextPx, StyleMuted, engine.Empty)
	}
	if a.clock.enabled() {
		for _, seat := range []engine.Seat{engine.SeatOne, engine.SeatTwo} {
			c := a.game.ColorOf(seat)
			if c == engine.Empty {
				c = engine.Black
				if seat == engine.SeatTwo {
					c = engine.White
				}
			}
			running := a.clock.running == seat && !a.game.Over()
			style := StyleBody
			if a.clock.left[seat] < 10e9 {
				style = StyleAlert
			}
			add(a.textClock(c, formatClock(a.clock.left[seat]), running), l.TextPx, style, c)
		}
	}
	if best, ok := a.scores.BestFor(a.Kind()); ok {
		add(a.t(i18n.KeyStatusBest, "n", best), l.TextPx, StyleBody, engine.Empty)
	} else {
		add(a.t(i18n.KeyStatusBestNone), l.TextPx, StyleMuted, engine.Empty)
	}
	if a.lastWin > 0 {
		add(a.textWonIn(a.lastWin, a.lastWinBest), l.TextPx, StyleGood, engine.Empty)
	}
	if a.Thinking() {
		add(a.t(i18n.KeyStatusComputerThinking), l.TextPx, StyleMuted, engine.Empty)
	}
	if a.clockHeld && a.clock.enabled() && !a.game.Over() {
		add(a.t(i18n.KeyClockPaused), l.TextPx, StyleAlert, engine.Empty)
	}
	if len(a.notices) > 0 {
		// Body size, wrapped to the panel: a notice is meant to be read.
		n := a.notices[0]
		style := StyleMuted
		if n.alert {
			style = StyleAlert
		}
		for _, part := range wrapText(n.text, l.TextPx, w) {
			add(part, l.TextPx, style, engine.Empty)
		}
		if more := len(a.notices) - 1; more > 0 {
			add(a.t(i18n.KeyNoticeMore, "n", more), l.SmallPx, StyleMuted, engine.Empty)
		}
	}
	y = panel.Y + panel.H - pad - len(f.hints)*l.SmallPx*3/2
	for _, h := range f.hints {
		add(h, l.SmallPx, StyleMuted, engine.Empty)
	}
	return lines
}

// buttons lays out the panel's buttons above the key hints, two to a row
// after the first: the main action gets the full width.
func (p *playScene) buttons(a *App) []Button { return p.buttonsIn(a, p.panelLayout(a)) }

func (p *playScene) buttonsIn(a *App, f panelFit) []Button {
	l := f.Layout
	panel := l.Panel
	pad := max(l.TextPx/2, 4)
	h := max(l.TextPx*2, a.touchPx()) // finger-sized on a touch screen
	gap := l.TextPx / 2
	hintsH := len(f.hints) * l.SmallPx * 3 / 2
	w := panel.W - 2*pad
	var bs []Button
	if a.game.Over() {
		bs = []Button{
			{ID: ButtonRematch, Label: a.t(i18n.KeyOverRematch), Enabled: true},
			{ID: ButtonReview, Label: a.t(i18n.KeyOverReview), Enabled: true},
			{ID: ButtonNewGame, Label: a.t(i18n.KeyMenuNewGame), Enabled: true},
			{ID: ButtonTitle, Label: a.t(i18n.KeyOverTitle), Enabled: true},
		}
		for i := range bs {
			bs[i].Focused = i == p.overFocus
		}
	} else {
		human := a.humanToAct()
		bs = []Button{
			{ID: ButtonPlace, Label: a.t(i18n.KeyButtonPlace), Enabled: human},
			{ID: ButtonUndo, Label: a.t(i18n.KeyMenuUndo), Enabled: a.aside != nil || a.game.Actions() > 0 && a.setup.Mode != ModeComputerVsComputer},
			{ID: ButtonHint, Label: a.t(i18n.KeyMenuHint), Enabled: a.opts.Computer != nil && human},
			{ID: ButtonRestart, Label: a.t(i18n.KeyButtonRestart), Enabled: true},
			{ID: ButtonMenu, Label: a.t(i18n.KeyMenuTitle), Enabled: true},
		}
	}
	half := (w - gap) / 2
	paired := labelsFit(bs[1:], l.TextPx, half)
	rows := 1 + (len(bs)-1+1)/2
	if !paired {
		rows = len(bs)
	}
	if third := (w - 2*gap) / 3; labelsFit(bs, l.TextPx, third) {
		// A wide panel (under the board in portrait): three to a row,
		// so the lines above keep their room.
		rows = (len(bs) + 2) / 3
		y := panel.Y + panel.H - pad - hintsH - gap - rows*(h+gap)
		for i := range bs {
			bs[i].Rect = Rect{panel.X + pad + (i%3)*(third+gap), y + (i/3)*(h+gap), third, h}
			bs[i].Px = l.TextPx
			bs[i].Hot = a.pointerIn && bs[i].Rect.Contains(a.pointerX, a.pointerY)
		}
		return bs
	}
	y := panel.Y + panel.H - pad - hintsH - gap - rows*(h+gap)
	// A label too long even for a full row (a narrow window, a long
	// translation) makes every label smaller alike, never just its own.
	px := l.TextPx
	for px > MinTextPx && !labelsFit(bs, px, w) {
		px--
	}
	for i := range bs {
		switch {
		case i == 0, !paired:
			// A label too long for half the row ("Review moves" in
			// several languages) gets a row of its own, at full size.
			bs[i].Rect = Rect{panel.X + pad, y + i*(h+gap), w, h}
		default:
			row, col := 1+(i-1)/2, (i-1)%2
			bs[i].Rect = Rect{panel.X + pad + col*(half+gap), y + row*(h+gap), half, h}
			if i == len(bs)-1 && col == 0 {
				bs[i].Rect.W = w // a lone last button spans the row
			}
		}
		bs[i].Px = px
		bs[i].Hot = a.pointerIn && bs[i].Rect.Contains(a.pointerX, a.pointerY)
	}
	return bs
}

// labelsFit reports whether every label fits a button w wide at px: bold
// text (about a fifth wider than the estimate) inside the renderer's
// padding of 0.3 of the button's height (2 px) at each end.
func labelsFit(bs []Button, px, w int) bool {
	for _, b := range bs {
		if textWidth(b.Label, px)*6/5 > w-px*6/5 {
			return false
		}
	}
	return true
}
