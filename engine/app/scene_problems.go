package app

import "gomoku/engine/i18n"

// problemsScene lists every notice of this session, newest first, each
// with its technical detail: what the panel showed for a while stays
// readable here (Menu → Problems).
type problemsScene struct {
	subMenu
}

// openProblems shows the session's problems; Back returns to from.
func (a *App) openProblems(from scene) {
	// Each problem is its message, then its detail, each wrapped over
	// as many rows as it needs at the menu's size.
	var items []menuItem
	px, w := a.listText()
	for i := len(a.problems) - 1; i >= 0; i-- {
		p := a.problems[i]
		for _, s := range append(wrapText(p.text, px, w), wrapText(p.detail, px, w)...) {
			items = append(items, menuItem{info: true, label: s})
		}
	}
	ps := &problemsScene{subMenu{from: from}}
	a.showList(ps, &ps.subMenu, a.t(i18n.KeyProblemsTitle), items, a.t(i18n.KeyProblemsNone))
}

func (*problemsScene) screen() Screen { return ScreenProblems }

func (ps *problemsScene) update(a *App, in Intent) { a.menuIntent(ps, in) }
