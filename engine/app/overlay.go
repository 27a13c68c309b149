package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
)

// overlayKind says what an open overlay menu is for.
type overlayKind uint8

const (
	overlayNone overlayKind = iota
	overlayMenu
	overlayUndo
	overlayResign
	overlayChoice
)

// openGameMenu opens the in-game menu; it pauses the clocks.
func (a *App) openGameMenu() {
	over := a.game.Over()
	noEngine := a.opts.Computer == nil
	items := []menuItem{
		{id: rowResume, label: a.t(i18n.KeyMenuResume)},
		{id: rowUndo, label: a.t(i18n.KeyMenuUndo), disabled: over || a.game.Actions() == 0 || a.setup.Mode == ModeComputerVsComputer},
		{id: rowRedo, label: a.t(i18n.KeyMenuRedo), disabled: over || len(a.redo) == 0},
		{id: rowHint, label: a.t(i18n.KeyMenuHint), disabled: over || noEngine || !a.humanToAct()},
		{id: rowResign, label: a.t(i18n.KeyMenuResign), disabled: over || a.setup.Mode == ModeComputerVsComputer},
		{id: rowRestart, label: a.t(i18n.KeyButtonRestart)},
		{id: rowSave, label: a.t(i18n.KeyMenuSaveGame), disabled: a.opts.ConfigDir == "" || a.game.MoveCount() == 0},
		{id: rowOpen, label: a.t(i18n.KeyMenuOpenGame), disabled: a.opts.ConfigDir == ""},
		{id: rowNewGame, label: a.t(i18n.KeyMenuNewGame)},
		{id: rowSettings, label: a.t(i18n.KeyMenuSettings)},
		{id: rowStats, label: a.t(i18n.KeyMenuStatistics)},
		{id: rowTitle, label: a.t(i18n.KeyMenuQuitToTitle)},
		{id: rowQuit, label: a.t(i18n.KeyMenuQuit)},
	}
	a.openPrompt(overlayMenu, a.t(i18n.KeyMenuTitle), items, 0)
}

// openPrompt shows an overlay menu with the focus on item focus.
func (a *App) openPrompt(kind overlayKind, title string, items []menuItem, focus int) {
	a.overlay = &menu{title: title, items: items, focus: focus}
	a.overlay.fixFocus()
	a.overlayKind = kind
	a.pendingOK = false
	a.runClock()
	a.dirty = true
}

func (a *App) closeOverlay() {
	a.overlay, a.overlayKind = nil, overlayNone
	a.dirty = true
	a.runClock() // resume from now: the pause is not charged
	if t := a.game.Turn(); t.Phase == engine.PhaseChoose && !a.game.Over() && !a.setup.computerSeat(t.Seat) {
		a.openChoicePrompt()
	}
}

// openChoicePrompt asks the player to act for an opening rule's choice.
func (a *App) openChoicePrompt() {
	t := a.game.Turn()
	var items []menuItem
	for _, c := range t.Choices {
		items = append(items, menuItem{id: rowChoice, arg: int(c), label: a.textChoice(c)})
	}
	a.openPrompt(overlayChoice, a.textChoose(t.Seat), items, 0)
	a.overlay.subtitle = a.openingName(a.setup.Game.Opening)
}

// overlayAction runs an overlay item.
func (a *App) overlayAction(it *menuItem) {
	id := it.id
	kind := a.overlayKind
	a.overlay, a.overlayKind = nil, overlayNone
	switch kind {
	case overlayUndo:
		if id == rowYes {
			a.undoSteps(1)
		} else {
			a.setToast(a.t(i18n.KeyUndoDeclined))
		}
		return
	case overlayResign:
		if id == rowYes {
			a.resign()
		}
		return
	case overlayChoice:
		for _, c := range a.game.Turn().Choices {
			if id == rowChoice && it.arg == int(c) {
				if err := a.game.Choose(c); err == nil {
					a.afterAction()
					return
				}
			}
		}
		a.openChoicePrompt()
		return
	}
	switch id {
	case rowUndo:
		a.askUndo()
	case rowRedo:
		a.redoOne()
	case rowHint:
		a.requestHint()
	case rowResign:
		a.askResign()
	case rowRestart:
		a.restart()
	case rowSave:
		a.saveGame()
	case rowOpen:
		a.openGames(folderSaved, ScreenPlay)
	case rowNewGame:
		a.openNewGame(ScreenPlay)
	case rowSettings:
		a.openSettings(ScreenPlay)
	case rowStats:
		a.openStats(ScreenPlay)
	case rowTitle:
		a.openTitle()
	case rowQuit:
		a.Apply(Intent{Kind: Quit})
	}
	if a.overlay == nil && a.screen == ScreenPlay {
		a.closeOverlay()
	}
}
