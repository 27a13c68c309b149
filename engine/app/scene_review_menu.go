package app

import (
	"time"

	"gomoku/engine/i18n"
)

// reviewMenuScene is the review's menu (M, F10, the pad's Start), over the
// review: what a controller cannot reach otherwise — play on from the
// position, back to the main line, save the game with its variations —
// and the analysis and leaving the review. The review goes on under it
// (an analysis keeps running).
type reviewMenuScene struct {
	m menu
	r *reviewScene
}

// Its rows, numbered apart from menu.go's.
const (
	rowReviewResume rowID = 240 + iota
	rowReviewPlayOn
	rowReviewMainLine
	rowReviewAnalyse
	rowReviewSave
	rowReviewLeave
)

func (r *reviewScene) openMenu(a *App) {
	s := &reviewMenuScene{r: r}
	s.m = menu{title: a.t(i18n.KeyOverReview), items: []menuItem{
		{id: rowReviewResume, label: a.t(i18n.KeyMenuResume)},
		{id: rowReviewPlayOn, label: a.t(i18n.KeyReviewPlayOn)},
		{id: rowReviewMainLine, label: a.t(i18n.KeyReviewMainLine), disabled: r.line == r.tree},
		{id: rowReviewAnalyse, label: a.t(i18n.KeyReviewMenuAnalyse), disabled: len(r.moves) == 0},
		{id: rowReviewSave, label: a.t(i18n.KeyMenuSaveGame), disabled: a.opts.ConfigDir == ""},
		{id: rowReviewLeave, label: a.t(i18n.KeyReviewMenuLeave)},
	}}
	s.m.fixFocus()
	a.show(s)
}

func (s *reviewMenuScene) rows() *menu              { return &s.m }
func (*reviewMenuScene) overlay() bool              { return true }
func (*reviewMenuScene) screen() Screen             { return ScreenReview }
func (*reviewMenuScene) live() bool                 { return false }
func (*reviewMenuScene) enter(*App)                 {}
func (*reviewMenuScene) leave(*App)                 {}
func (*reviewMenuScene) changed(*App)               {}
func (s *reviewMenuScene) tick(a *App)              { s.r.tick(a) }
func (s *reviewMenuScene) wake(a *App) time.Time    { return s.r.wake(a) }
func (s *reviewMenuScene) update(a *App, in Intent) { a.menuIntent(s, in) }

func (s *reviewMenuScene) view(a *App, v *View) {
	s.r.view(a, v)
	v.Menu = a.menuView(&s.m, true)
}

// activate goes back to the review, then does what the row says.
func (s *reviewMenuScene) activate(a *App, it *menuItem) {
	r := s.r
	a.show(r)
	switch it.id {
	case rowReviewPlayOn:
		r.continueFrom(a, r.shown())
	case rowReviewMainLine:
		r.mainLine()
	case rowReviewAnalyse:
		r.analyse(a)
	case rowReviewSave:
		a.saveGame()
	case rowReviewLeave:
		r.back(a)
	}
}

func (s *reviewMenuScene) back(a *App, menuKey bool) { a.show(s.r) }
