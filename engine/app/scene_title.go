package app

import "gomoku/engine/i18n"

// titleScene is the title screen: continue, a new game, open or recent
// games, statistics, settings, quit. The game in progress stays as it is.
type titleScene struct {
	fullMenu
}

// openTitle shows the title screen.
func (a *App) openTitle() { a.show(&titleScene{}) }

func (*titleScene) screen() Screen { return ScreenTitle }

// enter rebuilds the rows each time the title comes back: whether there is
// a game to continue may have changed. The computer stops thinking.
func (t *titleScene) enter(a *App) {
	a.cancelThink()
	canContinue := !a.game.Over() && a.game.Actions() > 0
	items := []menuItem{
		{id: rowContinue, label: a.t(i18n.KeyMenuContinue), disabled: !canContinue},
		{id: rowNewGame, label: a.t(i18n.KeyMenuNewGame)},
		{id: rowOpen, label: a.t(i18n.KeyMenuOpenGame), disabled: a.opts.ConfigDir == ""},
		{id: rowRecent, label: a.t(i18n.KeyMenuRecentGames), disabled: a.opts.ConfigDir == ""},
		{id: rowPuzzles, label: a.t(i18n.KeyMenuPuzzles)},
		{id: rowEditor, label: a.t(i18n.KeyMenuEditor)},
		{id: rowHowTo, label: a.t(i18n.KeyMenuHowToPlay)},
		{id: rowStats, label: a.t(i18n.KeyMenuStatistics)},
		{id: rowSettings, label: a.t(i18n.KeyMenuSettings)},
		{id: rowQuit, label: a.t(i18n.KeyMenuQuit)},
	}
	t.m = menu{title: a.t(i18n.KeyAppTitle), items: items, artLeft: true}
	t.m.fixFocus()
}

func (t *titleScene) update(a *App, in Intent) { a.menuIntent(t, in) }

func (t *titleScene) activate(a *App, it *menuItem) {
	switch it.id {
	case rowContinue:
		a.show(a.play)
	case rowNewGame:
		a.openNewGame(t)
	case rowHowTo:
		a.openHowTo(t)
	case rowStats:
		a.openStats(t)
	case rowPuzzles:
		a.openPuzzles(t)
	case rowEditor:
		a.openEditor(t)
	case rowOpen:
		a.openGames(folderSaved, t)
	case rowRecent:
		a.openGames(folderRecent, t)
	case rowSettings:
		a.openSettings(t)
	case rowQuit:
		a.Apply(Intent{Kind: Quit})
	}
}

// back continues the game, when there is one to continue.
func (t *titleScene) back(a *App, menuKey bool) {
	if a.game.Over() || a.game.Actions() == 0 {
		return
	}
	a.show(a.play)
}
