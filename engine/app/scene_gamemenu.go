package app

import "gomoku/engine/i18n"

// gameMenuScene is the in-game menu (M, F10, Start, the Menu button),
// drawn over the board; it pauses the clocks.
type gameMenuScene struct {
	prompt
}

// openGameMenu opens the in-game menu.
func (a *App) openGameMenu() {
	over := a.game.Over()
	noEngine := a.opts.Computer == nil
	items := []menuItem{
		{id: rowResume, label: a.t(i18n.KeyMenuResume)},
		{id: rowUndo, label: a.t(i18n.KeyMenuUndo), disabled: a.aside == nil && ((over && !a.lostToComputer()) || a.game.Actions() == 0 || a.setup.Mode == ModeComputerVsComputer)},
		{id: rowRedo, label: a.t(i18n.KeyMenuRedo), disabled: over || len(a.redo) == 0},
		{id: rowHint, label: a.t(i18n.KeyMenuHint), disabled: over || noEngine || !a.humanToAct()},
		{id: rowResign, label: a.t(i18n.KeyMenuResign), disabled: over || a.setup.Mode == ModeComputerVsComputer},
		{id: rowRestart, label: a.t(i18n.KeyButtonRestart)},
		{id: rowSave, label: a.t(i18n.KeyMenuSaveGame), disabled: a.opts.ConfigDir == "" || a.game.MoveCount() == 0},
		{id: rowOpen, label: a.t(i18n.KeyMenuOpenGame), disabled: a.opts.ConfigDir == ""},
		{id: rowNewGame, label: a.t(i18n.KeyMenuNewGame)},
		{id: rowSettings, label: a.t(i18n.KeyMenuSettings)},
		{id: rowStats, label: a.t(i18n.KeyMenuStatistics)},
		// How to play, Puzzles, Board editor (scene_learnmenu.go).
		{id: rowLearn, label: a.t(i18n.KeyMenuLearn)},
	}
	if len(a.problems) > 0 {
		items = append(items, menuItem{id: rowProblems, label: a.t(i18n.KeyMenuProblems, "n", len(a.problems))})
	}
	items = append(items, []menuItem{
		{id: rowTitle, label: a.t(i18n.KeyMenuQuitToTitle)},
		{id: rowQuit, label: a.t(i18n.KeyMenuQuit)},
	}...)
	a.openPrompt(&gameMenuScene{}, a.t(i18n.KeyMenuTitle), items, 0)
}

func (g *gameMenuScene) update(a *App, in Intent) { a.menuIntent(g, in) }

// activate closes the menu, then does what the row says; the board comes
// back (clocks running again) unless the row opened something else.
func (g *gameMenuScene) activate(a *App, it *menuItem) {
	a.show(a.play)
	switch it.id {
	case rowUndo:
		a.askUndo()
	case rowRedo:
		a.redoOne()
	case rowHint:
		a.requestHint()
	case rowResign:
		a.askResign()
	case rowRestart:
		a.askRestart()
	case rowSave:
		a.saveGame()
	case rowOpen:
		a.openGames(folderSaved, a.play)
	case rowNewGame:
		a.openNewGame(a.play)
	case rowSettings:
		a.openSettings(a.play)
	case rowStats:
		a.openStats(a.play)
	case rowLearn:
		a.openLearnMenu()
	case rowHowTo: // the Learn… submenu's rows (scene_learnmenu.go)
		a.openHowTo(a.play)
	case rowPuzzles:
		a.openPuzzles(a.play)
	case rowEditor:
		a.openEditor(a.play)
	case rowProblems:
		a.openProblems(a.play)
	case rowTitle:
		a.openTitle()
	case rowQuit:
		a.Apply(Intent{Kind: Quit})
	}
	if a.scene == scene(a.play) {
		a.closeOverlay()
	}
}

func (g *gameMenuScene) back(a *App, menuKey bool) { a.closeOverlay() }
