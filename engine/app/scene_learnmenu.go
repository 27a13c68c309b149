package app

import "gomoku/engine/i18n"

// learnMenuScene is the in-game menu's "Learn…" submenu, over the board:
// How to play, Puzzles and the board editor. One row in the in-game menu
// for the three keeps that menu short enough for 48-pixel rows on a
// 7-inch 800×480 touch screen (touchmenu.go), while the learning screens
// are still a press away from a game, not only from the title screen.
type learnMenuScene struct {
	prompt
}

// Its rows, numbered apart from menu.go's.
const (
	rowLearn rowID = 220 + iota
)

// openLearnMenu shows the submenu; Back returns to the in-game menu.
func (a *App) openLearnMenu() {
	items := []menuItem{
		{id: rowHowTo, label: a.t(i18n.KeyMenuHowToPlay)},
		{id: rowPuzzles, label: a.t(i18n.KeyMenuPuzzles)},
		{id: rowEditor, label: a.t(i18n.KeyMenuEditor)},
		{id: rowRenjuOpenings, label: a.t(i18n.KeyMenuRenjuOpenings)},
	}
	a.openPrompt(&learnMenuScene{}, a.t(i18n.KeyMenuLearnTitle), items, 0)
}

func (l *learnMenuScene) update(a *App, in Intent) { a.menuIntent(l, in) }

// activate opens the screen the row names, as the in-game menu's own
// rows do; Back there returns to the board.
func (l *learnMenuScene) activate(a *App, it *menuItem) {
	if it.id == rowRenjuOpenings {
		a.openRenjuOpenings(a.play) // scene_renju_openings.go
		return
	}
	(&gameMenuScene{}).activate(a, it)
}

// back returns to the in-game menu it came from (Start/M closes both).
func (l *learnMenuScene) back(a *App, menuKey bool) {
	if menuKey {
		a.closeOverlay()
		return
	}
	a.openGameMenu()
	a.scene.(*gameMenuScene).m.focusID(rowLearn)
}
