package app

import (
	"gomoku/engine/i18n"
	"gomoku/engine/sound"
)

// The review's step buttons, under the move counter: to the start, one
// back, one on, to the end. They do what the arrows (and a pad's d-pad)
// do, for a player with only a mouse or a touch screen.

// buttons lays the step buttons out where view puts them.
func (r *reviewScene) buttons(a *App) []Button {
	var v View
	r.view(a, &v)
	return v.Buttons
}

// buttonsAt lays out the four buttons in one row from y.
func (r *reviewScene) buttonsAt(a *App, y int) []Button {
	l := a.layout
	pad := max(l.TextPx/2, 4)
	gap := l.TextPx / 2
	w := (l.Panel.W - 2*pad - 3*gap) / 4
	h := l.TextPx * 2
	bs := []Button{
		{ID: ButtonFirst, Label: a.t(i18n.KeyReviewFirst), Enabled: r.at > 0},
		{ID: ButtonPrev, Label: a.t(i18n.KeyReviewPrev), Enabled: r.at > 0},
		{ID: ButtonNext, Label: a.t(i18n.KeyReviewNext), Enabled: r.at < len(r.moves)},
		{ID: ButtonLast, Label: a.t(i18n.KeyReviewLast), Enabled: r.at < len(r.moves)},
	}
	for i := range bs {
		bs[i].Rect = Rect{l.Panel.X + pad + i*(w+gap), y, w, h}
		bs[i].Px = l.TextPx
		bs[i].Hot = a.pointerIn && bs[i].Rect.Contains(a.pointerX, a.pointerY)
	}
	return bs
}

// step carries out a step button.
func (r *reviewScene) step(a *App, id ButtonID) {
	switch id {
	case ButtonFirst:
		r.at = 0
	case ButtonPrev:
		r.at = max(r.at-1, 0)
	case ButtonNext:
		r.at = min(r.at+1, len(r.moves))
	case ButtonLast:
		r.at = len(r.moves)
	}
	a.cue(sound.Menu)
}
