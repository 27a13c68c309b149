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

// buttonsAt lays out the buttons from y: the step arrows four to a row,
// then the variation and play-on words, four to a row where they fit at
// body size, else two, with the variation buttons as bare arrows when
// even that is too narrow; never smaller text.
func (r *reviewScene) buttonsAt(a *App, y int) []Button {
	l := a.layout
	pad := max(l.TextPx/2, 4)
	gap := l.TextPx / 2
	inner := l.Panel.W - 2*pad
	h := max(l.TextPx*2, a.touchPx()) // a finger's height on a touch screen
	end := r.line.end()
	alts := r.at > 0 && r.an.line == 0 && len(r.line.alternatives(r.at-1)) > 1
	steps := []Button{
		{ID: ButtonFirst, Label: a.t(i18n.KeyReviewFirst), Enabled: r.at > 0},
		{ID: ButtonPrev, Label: a.t(i18n.KeyReviewPrev), Enabled: r.at > 0},
		{ID: ButtonNext, Label: a.t(i18n.KeyReviewNext), Enabled: r.at < end},
		{ID: ButtonLast, Label: a.t(i18n.KeyReviewLast), Enabled: r.at < end},
	}
	words := []Button{
		{ID: ButtonBranchPrev, Label: a.t(i18n.KeyReviewBranchPrev), Enabled: alts},
		{ID: ButtonBranchNext, Label: a.t(i18n.KeyReviewBranchNext), Enabled: alts},
		{ID: ButtonMainLine, Label: a.t(i18n.KeyReviewMainLine), Enabled: r.line != r.tree},
		{ID: ButtonPlayOn, Label: a.t(i18n.KeyReviewPlayOn), Enabled: true},
	}
	// The words are a smaller row than the arrows (SmallPx, never below
	// MinTextPx). Where they do not fit four to a row, the variation
	// buttons become arrows beside the step arrows, and Main line and
	// Play on share the second row.
	wordPx, wordH := l.SmallPx, max(l.SmallPx*2, a.touchPx())
	arrows := 4
	if !labelsFit(words, wordPx, (inner-3*gap)/4) {
		words[0].Label, words[1].Label = a.t(i18n.KeyReviewBranchPrevShort), a.t(i18n.KeyReviewBranchNextShort)
		steps = append(steps, words[:2]...)
		words = words[2:]
		arrows = 6
	}
	var bs []Button
	place := func(row []Button, n, px, h int) {
		w := (inner - (n-1)*gap) / n
		for i := range row {
			b := row[i]
			col := i % n
			if i > 0 && col == 0 {
				y += h + gap
			}
			b.Rect = Rect{l.Panel.X + pad + col*(w+gap), y, w, h}
			b.Px = px
			b.Hot = a.pointerIn && b.Rect.Contains(a.pointerX, a.pointerY)
			bs = append(bs, b)
		}
		y += h + gap
	}
	place(steps, arrows, l.TextPx, h)
	place(words, len(words), wordPx, wordH)
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
