package app

import (
	"gomoku/engine/i18n"
	"gomoku/engine/sound"
)

// The review's buttons, under the move counter: a row to step (to the
// start, one back, one on, to the end of the line shown) and a row for
// the variations (the previous and next one at the move shown, back to
// the main line) and for playing on from the position. They do what the
// keys and a pad's buttons do, for a player with only a mouse or a touch
// screen.

// The variation row's buttons.
const (
	ButtonBranchPrev ButtonID = 140 + iota
	ButtonBranchNext
	ButtonMainLine
	ButtonPlayOn
)

// buttons lays the buttons out where view puts them.
func (r *reviewScene) buttons(a *App) []Button {
	var v View
	r.view(a, &v)
	return v.Buttons
}

// buttonsAt lays out the two rows of four buttons from y.
func (r *reviewScene) buttonsAt(a *App, y int) []Button {
	l := a.layout
	pad := max(l.TextPx/2, 4)
	gap := l.TextPx / 2
	w := (l.Panel.W - 2*pad - 3*gap) / 4
	h := max(l.TextPx*2, a.touchPx()) // a finger's height on a touch screen
	end := r.line.end()
	alts := r.at > 0 && r.an.line == 0 && len(r.line.alternatives(r.at-1)) > 1
	bs := []Button{
		{ID: ButtonFirst, Label: a.t(i18n.KeyReviewFirst), Enabled: r.at > 0},
		{ID: ButtonPrev, Label: a.t(i18n.KeyReviewPrev), Enabled: r.at > 0},
		{ID: ButtonNext, Label: a.t(i18n.KeyReviewNext), Enabled: r.at < end},
		{ID: ButtonLast, Label: a.t(i18n.KeyReviewLast), Enabled: r.at < end},
		{ID: ButtonBranchPrev, Label: a.t(i18n.KeyReviewBranchPrev), Enabled: alts},
		{ID: ButtonBranchNext, Label: a.t(i18n.KeyReviewBranchNext), Enabled: alts},
		{ID: ButtonMainLine, Label: a.t(i18n.KeyReviewMainLine), Enabled: r.line != r.tree},
		{ID: ButtonPlayOn, Label: a.t(i18n.KeyReviewPlayOn), Enabled: true},
	}
	short := w < l.SmallPx*6
	if short { // too narrow for the words: the arrows alone
		bs[4].Label, bs[5].Label = a.t(i18n.KeyReviewBranchPrevShort), a.t(i18n.KeyReviewBranchNextShort)
	}
	for i := range bs {
		row, col := i/4, i%4
		bh, px := h, l.TextPx
		if row == 1 { // words, not arrows: a smaller row
			bh, px = max(l.SmallPx*2, a.touchPx()), l.SmallPx
			if short && col < 2 {
				px = l.TextPx
			}
		}
		bs[i].Rect = Rect{l.Panel.X + pad + col*(w+gap), y + row*(h+gap), w, bh}
		bs[i].Px = px
		bs[i].Hot = a.pointerIn && bs[i].Rect.Contains(a.pointerX, a.pointerY)
	}
	return bs
}

// step carries out a button.
func (r *reviewScene) step(a *App, id ButtonID) {
	switch id {
	case ButtonFirst:
		r.goTo(r.line, 0)
	case ButtonPrev:
		r.goTo(r.line, r.at-1)
	case ButtonNext:
		r.goTo(r.line, r.at+1)
	case ButtonLast:
		r.goTo(r.line, r.line.end())
	case ButtonBranchPrev, ButtonBranchNext:
		d := 1
		if id == ButtonBranchPrev {
			d = -1
		}
		r.switchBranch(a, d)
		return
	case ButtonMainLine:
		r.mainLine()
	case ButtonPlayOn:
		r.continueFrom(a, r.shown())
		return
	}
	a.cue(sound.Menu)
}
