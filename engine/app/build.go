package app

import (
	"gomoku/engine"
)

// View builds the snapshot the renderer draws.
func (a *App) View() View {
	cfg := a.game.Config()
	r := a.game.Result()
	v := View{
		Layout:     a.layout,
		Boss:       a.boss,
		Board:      a.game.Board(),
		Size:       cfg.Size,
		StarPoints: starPoints(cfg.Size),
		Columns:    columnLabels(cfg.Size),
		Rows:       rowLabels(cfg.Size),
		Cursor:     a.cursor,
		ShowCursor: !a.game.Over(),
		ToMove:     a.game.ToMove(),
		Over:       a.game.Over(),
		WinLine:    r.Line,
	}
	if a.boss {
		v.Sheet = bossSheet()
		return v
	}
	v.LastMove, v.HasLast = a.game.LastMove()
	if a.hoverOK && !a.game.Over() && a.game.At(a.hover) == engine.Empty {
		v.Hover, v.ShowHover, v.HoverColor = a.hover, true, a.game.ToMove()
	}
	if !a.invalidEnd.IsZero() {
		v.Invalid, v.ShowInvalid = a.invalid, true
	}
	v.Lines = a.panelLines(r)
	v.Buttons = a.buttons()
	return v
}

// panelLines stacks the panel's text from the top: title, rule, whose turn
// (or the result), move counter, best result, then any notice, with the key
// hints at the bottom.
func (a *App) panelLines(r engine.Result) []TextLine {
	l := a.layout
	p := l.Panel
	pad := max(l.TextPx/2, 4)
	x, y, w := p.X+pad, p.Y+pad, p.W-2*pad
	var lines []TextLine
	add := func(text string, px int, style TextStyle, stone engine.Color) {
		lines = append(lines, TextLine{Text: text, X: x, Y: y, Px: px, MaxW: w, Style: style, Stone: stone})
		y += px * 3 / 2
	}
	add(textTitle, l.TitlePx, StyleTitle, engine.Empty)
	add(textRule(a.game.Config()), l.TextPx, StyleMuted, engine.Empty)
	y += l.TextPx / 2
	switch r.Status {
	case engine.Won:
		add(textWins(r.Winner), l.TextPx*5/4, StyleGood, r.Winner)
	case engine.Draw:
		add(textDraw, l.TextPx*5/4, StyleGood, engine.Empty)
	default:
		add(textToMove(a.game.ToMove()), l.TextPx*5/4, StyleBody, a.game.ToMove())
	}
	add(textMoveCount(a.game.MoveCount()), l.TextPx, StyleBody, engine.Empty)
	if best, ok := a.scores.BestFor(a.Kind()); ok {
		add(textBest(best), l.TextPx, StyleBody, engine.Empty)
	} else {
		add(textBestNone, l.TextPx, StyleMuted, engine.Empty)
	}
	if a.lastWin > 0 {
		add(textWonIn(a.lastWin, a.lastWinBest), l.TextPx, StyleGood, engine.Empty)
	}
	if a.notice != "" {
		style := StyleMuted
		if a.noticeAlert {
			style = StyleAlert
		}
		add(a.notice, l.SmallPx, style, engine.Empty)
	}
	hints := textHints()
	y = p.Y + p.H - pad - len(hints)*l.SmallPx*3/2
	for _, h := range hints {
		add(h, l.SmallPx, StyleMuted, engine.Empty)
	}
	return lines
}

// buttons lays out the panel's buttons above the key hints.
func (a *App) buttons() []Button {
	l := a.layout
	p := l.Panel
	pad := max(l.TextPx/2, 4)
	h := l.TextPx * 2
	gap := l.TextPx / 2
	hintsH := len(textHints()) * l.SmallPx * 3 / 2
	y := p.Y + p.H - pad - hintsH - gap - buttonCount*(h+gap)
	w := p.W - 2*pad
	bs := []Button{
		{ID: ButtonPlace, Label: textPlace, Enabled: !a.game.Over()},
		{ID: ButtonRestart, Label: textRestart, Enabled: true},
	}
	for i := range bs {
		bs[i].Rect = Rect{p.X + pad, y + i*(h+gap), w, h}
		bs[i].Px = l.TextPx
		bs[i].Hot = a.pointerIn && bs[i].Rect.Contains(a.pointerX, a.pointerY)
	}
	return bs
}

func columnLabels(size int) []string {
	out := make([]string, size)
	for i := range out {
		out[i] = string(rune('a' + i))
	}
	return out
}

func rowLabels(size int) []string {
	out := make([]string, size)
	for i := range out {
		out[i] = engine.Point{X: 0, Y: i}.String()[1:]
	}
	return out
}

// starPoints are the traditional hoshi marks: the centre and the points
// four lines in from each corner on large boards (three on small ones).
func starPoints(size int) []engine.Point {
	if size < 7 {
		return []engine.Point{engine.Center(size)}
	}
	in := 3
	if size < 13 {
		in = 2
	}
	lo, hi := in, size-1-in
	pts := []engine.Point{{X: lo, Y: lo}, {X: hi, Y: lo}, {X: lo, Y: hi}, {X: hi, Y: hi}}
	if size%2 == 1 {
		pts = append(pts, engine.Center(size))
	}
	return pts
}
