package app

import (
	"gomoku/engine/i18n"
	"sort"

	"gomoku/engine"
)

// openTitle shows the title screen; the game in progress stays as it is.
func (a *App) openTitle() {
	a.cancelThink()
	a.overlay, a.overlayKind = nil, overlayNone
	canContinue := !a.game.Over() && a.game.Actions() > 0
	items := []menuItem{
		{id: rowContinue, label: a.t(i18n.KeyMenuContinue), disabled: !canContinue},
		{id: rowNewGame, label: a.t(i18n.KeyMenuNewGame)},
		{id: rowOpen, label: a.t(i18n.KeyMenuOpenGame), disabled: a.opts.ConfigDir == ""},
		{id: rowRecent, label: a.t(i18n.KeyMenuRecentGames), disabled: a.opts.ConfigDir == ""},
		{id: rowStats, label: a.t(i18n.KeyMenuStatistics)},
		{id: rowSettings, label: a.t(i18n.KeyMenuSettings)},
		{id: rowQuit, label: a.t(i18n.KeyMenuQuit)},
	}
	a.full = &menu{title: a.t(i18n.KeyAppTitle), items: items}
	a.full.fixFocus()
	a.screen = ScreenTitle
	a.dirty = true
}

// openNewGame shows the new-game screen with the last choices and Start
// focused, so the same kind of game is one press away.
func (a *App) openNewGame(from Screen) {
	a.overlay, a.overlayKind = nil, overlayNone
	a.afterUI = from
	s := a.settings.Setup
	modes := []string{a.modeName(ModeTwoPlayer)}
	if a.opts.Computer != nil {
		modes = append(modes, a.modeName(ModeVsComputer), a.modeName(ModeComputerVsComputer))
	}
	levels := []string{a.textLevelName(0)}
	for i := 1; i < len(a.opts.Levels); i++ {
		levels = append(levels, a.textLevelName(i))
	}
	rules := engine.Rules()
	var ruleNames []string
	for _, r := range rules {
		ruleNames = append(ruleNames, a.ruleName(r))
	}
	var openNames []string
	for _, o := range engine.Openings() {
		openNames = append(openNames, a.openingName(o))
	}
	sizes := sizeOptions(s.Game.Size)
	var sizeNames []string
	sizeSel := 0
	for i, n := range sizes {
		sizeNames = append(sizeNames, a.t(i18n.KeyNewgameBoardSizeValue, "size", n))
		if n == s.Game.Size {
			sizeSel = i
		}
	}
	var clockNames []string
	for c := ClockOff; c < clockCount; c++ {
		clockNames = append(clockNames, a.clockName(c))
	}
	items := []menuItem{
		{id: rowMode, label: a.t(i18n.KeyNewgameMode), options: modes, selected: min(int(s.Mode), len(modes)-1)},
		{id: rowColour, label: a.t(i18n.KeyNewgameColour), options: []string{a.textFirstSecond(true), a.textFirstSecond(false)}, selected: onOff(!s.HumanFirst)},
		{id: rowLevel, label: a.t(i18n.KeyNewgameLevel), options: levels, selected: clamp(s.Level, 0, len(levels)-1)},
		{id: rowRule, label: a.t(i18n.KeyNewgameRule), options: ruleNames, selected: int(s.Game.Rule)},
		{id: rowSize, label: a.t(i18n.KeyNewgameBoardSize), options: sizeNames, selected: sizeSel},
		{id: rowOpening, label: a.t(i18n.KeyNewgameOpening), options: openNames, selected: int(s.Game.Opening)},
		{id: rowRestrict, label: a.t(i18n.KeyNewgameRestrictBlack), options: []string{a.t(i18n.KeyValueOff), a.t(i18n.KeyValueOn)}, selected: onOff(s.Game.RestrictBlack)},
		{id: rowLoses, label: a.t(i18n.KeyNewgameForbiddenLoses), options: []string{a.t(i18n.KeyValueOff), a.t(i18n.KeyValueOn)}, selected: onOff(s.Game.ForbiddenLoses)},
		{id: rowSwap, label: a.t(i18n.KeyNewgameSwapStarter), options: []string{a.t(i18n.KeyValueOff), a.t(i18n.KeyValueOn)}, selected: onOff(s.Game.SwapStarter)},
		{id: rowClock, label: a.t(i18n.KeyNewgameClock), options: clockNames, selected: int(s.Clock)},
		{id: rowStart, label: a.t(i18n.KeyNewgameStart)},
		{id: rowBack, label: a.t(i18n.KeyButtonBack)},
	}
	a.full = &menu{title: a.t(i18n.KeyMenuNewGame), items: items}
	a.refreshNewGameMenu(a.full)
	a.full.focusID(rowStart)
	a.screen = ScreenNewGame
	a.dirty = true
}

// sizeOptions are the preset sizes plus a size given on the command line.
func sizeOptions(current int) []int {
	sizes := engine.SizePresets()
	for _, n := range sizes {
		if n == current {
			return sizes
		}
	}
	sizes = append(sizes, current)
	sort.Ints(sizes)
	return sizes
}

// newGameSetup reads the new-game screen's rows.
func (a *App) newGameSetup(m *menu) Setup {
	s := a.settings.Setup
	get := func(id rowID) int { return m.item(id).selected }
	s.Mode = Mode(get(rowMode))
	s.HumanFirst = get(rowColour) == 0
	s.Level = get(rowLevel)
	s.Game.Rule = engine.Rules()[get(rowRule)]
	s.Game.Size = sizeOptions(s.Game.Size)[get(rowSize)]
	s.Game.Opening = engine.Openings()[get(rowOpening)]
	s.Game.RestrictBlack = get(rowRestrict) == 1 && (s.Game.Rule == engine.Freestyle || s.Game.Rule == engine.Standard)
	s.Game.ForbiddenLoses = get(rowLoses) == 1 && s.Game.Rule == engine.Renju
	s.Game.SwapStarter = get(rowSwap) == 1
	s.Clock = Clock(get(rowClock))
	return s
}

// refreshNewGameMenu greys out rows that do not apply to the current
// choices (a level in a two-player game, Black's restrictions under Caro).
func (a *App) refreshNewGameMenu(m *menu) {
	mode := Mode(m.item(rowMode).selected)
	rule := engine.Rules()[m.item(rowRule).selected]
	m.item(rowColour).disabled = mode != ModeVsComputer
	m.item(rowLevel).disabled = mode == ModeTwoPlayer
	m.item(rowRestrict).disabled = rule != engine.Freestyle && rule != engine.Standard
	m.item(rowLoses).disabled = rule != engine.Renju
	m.fixFocus()
}

// startFromMenu begins the game chosen on the new-game screen and
// remembers the choices.
func (a *App) startFromMenu() {
	s := a.newGameSetup(a.full)
	if err := s.Validate(len(a.opts.Levels)); err != nil {
		a.setToast(err.Error())
		return
	}
	a.settings.Setup = s
	a.saveSettings()
	if err := a.startGame(s); err != nil {
		a.setToast(err.Error())
		return
	}
	a.full = nil
	a.autosave()
}

// openSettings lists every preference; changes apply and save at once.
func (a *App) openSettings(from Screen) {
	a.overlay, a.overlayKind = nil, overlayNone
	a.afterUI = from
	s := a.settings
	onoff := []string{a.t(i18n.KeyValueOff), a.t(i18n.KeyValueOn)}
	var themes []string
	themeSel := 0
	for i, t := range Themes() {
		themes = append(themes, a.themeName(t))
		if t == s.Theme {
			themeSel = i
		}
	}
	var volumes []string
	for v := 0; v <= 10; v++ {
		volumes = append(volumes, a.t(i18n.KeySettingsVolumeValue, "n", v*10))
	}
	langs := a.opts.Catalogs.Languages()
	var langNames []string
	langSel := 0
	for i, l := range langs {
		langNames = append(langNames, l.NativeName)
		if l.Tag == a.tr.Tag() {
			langSel = i
		}
	}
	items := []menuItem{
		{id: rowLanguage, label: a.t(i18n.KeySettingsLanguage), options: langNames, selected: langSel},
		{id: rowCoords, label: a.t(i18n.KeySettingsCoordinates), options: onoff, selected: onOff(s.Coordinates)},
		{id: rowMoveNumbers, label: a.t(i18n.KeySettingsMoveNumbers), options: onoff, selected: onOff(s.MoveNumbers)},
		{id: rowLastMove, label: a.t(i18n.KeySettingsLastMove), options: onoff, selected: onOff(s.LastMove)},
		{id: rowForbiddenMarks, label: a.t(i18n.KeySettingsForbiddenMarks), options: onoff, selected: onOff(s.ForbiddenMarks)},
		{id: rowConfirm, label: a.t(i18n.KeySettingsConfirmPlace), options: onoff, selected: onOff(s.ConfirmPlacement)},
		{id: rowClickToPlace, label: a.t(i18n.KeySettingsClickToPlace), options: onoff, selected: onOff(s.ClickToPlace)},
		{id: rowTheme, label: a.t(i18n.KeySettingsTheme), options: themes, selected: themeSel},
		{id: rowVolume, label: a.t(i18n.KeySettingsVolume), options: volumes, selected: s.Volume},
		{id: rowMute, label: a.t(i18n.KeySettingsMute), options: onoff, selected: onOff(s.Mute)},
		{id: rowAnimations, label: a.t(i18n.KeySettingsAnimations), options: onoff, selected: onOff(s.Animations)},
		{id: rowFullscreen, label: a.t(i18n.KeySettingsFullscreen), options: onoff, selected: onOff(s.Fullscreen)},
		{id: rowLargeUI, label: a.t(i18n.KeySettingsLargeUi), options: onoff, selected: onOff(s.LargeUI)},
		{id: rowRumble, label: a.t(i18n.KeySettingsRumble), options: onoff, selected: onOff(s.Rumble)},
		{id: rowBack, label: a.t(i18n.KeyButtonBack)},
	}
	a.full = &menu{title: a.t(i18n.KeyMenuSettings), items: items}
	a.screen = ScreenSettings
	a.dirty = true
}

// applySettingsMenu copies the settings rows into the settings, applies
// what the platform must change and saves.
func (a *App) applySettingsMenu(m *menu) {
	on := func(id rowID) bool { return m.item(id).selected == 1 }
	s := a.settings
	s.Coordinates = on(rowCoords)
	s.MoveNumbers = on(rowMoveNumbers)
	s.LastMove = on(rowLastMove)
	s.ForbiddenMarks = on(rowForbiddenMarks)
	s.ConfirmPlacement = on(rowConfirm)
	s.ClickToPlace = on(rowClickToPlace)
	s.Theme = Themes()[m.item(rowTheme).selected]
	s.Volume = m.item(rowVolume).selected
	s.Mute = on(rowMute)
	s.Animations = on(rowAnimations)
	s.Fullscreen = on(rowFullscreen)
	s.LargeUI = on(rowLargeUI)
	s.Rumble = on(rowRumble)
	if langs := a.opts.Catalogs.Languages(); len(langs) > 0 {
		s.Language = langs[m.item(rowLanguage).selected].Tag
	}
	if s.Fullscreen != a.settings.Fullscreen {
		a.emit(Effect{Kind: EffectFullscreen, On: s.Fullscreen})
	}
	large := s.LargeUI != a.settings.LargeUI
	lang := s.Language != a.settings.Language
	a.settings = s
	if large {
		a.relayout()
	}
	a.saveSettings()
	if lang {
		// Every label changes: rebuild the screen in the new language,
		// keeping the focus on the language row.
		a.tr = a.opts.Catalogs.Lang(s.Language)
		focus := m.focus
		a.openSettings(a.afterUI)
		a.full.focus = focus
	}
}

// SetFullscreen records a full-screen change the platform made itself.
func (a *App) SetFullscreen(on bool) {
	if a.settings.Fullscreen != on {
		a.settings.Fullscreen = on
		a.saveSettings()
	}
}

func (a *App) saveSettings() {
	if a.opts.SettingsLocked {
		return
	}
	data, err := a.settings.Encode()
	if err != nil {
		a.setNotice(a.textSaveFailed(err), true)
		return
	}
	a.save(SettingsFile, data)
}

// openStats shows the best results and the record against each level.
func (a *App) openStats(from Screen) {
	a.overlay, a.overlayKind = nil, overlayNone
	a.afterUI = from
	var items []menuItem
	kinds := make([]string, 0, len(a.scores.Best))
	for k := range a.scores.Best {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		items = append(items, menuItem{info: true, label: a.t(i18n.KeyStatsBestFor, "kind", a.kindName(k)), value: a.t(i18n.KeyStatusBest, "n", a.scores.Best[k])})
	}
	levels := make([]string, 0, len(a.scores.Levels))
	for l := range a.scores.Levels {
		levels = append(levels, l)
	}
	sort.Strings(levels)
	for _, l := range levels {
		r := a.scores.Levels[l]
		items = append(items, menuItem{info: true, label: l, value: a.t(i18n.KeyStatsWld, "won", r.Won, "lost", r.Lost, "drawn", r.Drawn)})
	}
	if len(items) == 0 {
		items = append(items, menuItem{info: true, label: a.t(i18n.KeyStatusBestNone)})
	}
	items = append(items, menuItem{id: rowBack, label: a.t(i18n.KeyButtonBack)})
	a.full = &menu{title: a.t(i18n.KeyMenuStatistics), items: items}
	a.full.fixFocus()
	a.screen = ScreenStats
	a.dirty = true
}

// leaveScreen returns from settings, statistics or the new-game screen.
func (a *App) leaveScreen() {
	a.full = nil
	if a.afterUI == ScreenTitle {
		a.openTitle()
		return
	}
	a.screen = ScreenPlay
	a.relayout()
	a.dirty = true
}

// screenAction runs an item of a full-screen menu.
func (a *App) screenAction(it *menuItem) {
	if a.screen == ScreenGames && a.gamesAction(it) {
		return
	}
	switch it.id {
	case rowContinue:
		a.full = nil
		a.screen = ScreenPlay
	case rowNewGame:
		a.openNewGame(a.screen)
	case rowStats:
		a.openStats(a.screen)
	case rowOpen:
		a.openGames(folderSaved, a.screen)
	case rowRecent:
		a.openGames(folderRecent, a.screen)
	case rowSettings:
		a.openSettings(a.screen)
	case rowQuit:
		a.Apply(Intent{Kind: Quit})
	case rowStart:
		a.startFromMenu()
	case rowBack:
		a.leaveScreen()
	}
	a.dirty = true
}
