package app

import (
	"fmt"
	"sort"
	"strconv"

	"gomoku/engine"
)

// openTitle shows the title screen; the game in progress stays as it is.
func (a *App) openTitle() {
	a.cancelThink()
	a.overlay, a.overlayKind = nil, overlayNone
	canContinue := !a.game.Over() && a.game.Actions() > 0
	items := []menuItem{
		{id: "continue", label: textContinue, disabled: !canContinue},
		{id: "newgame", label: textNewGame},
		{id: "stats", label: textStats},
		{id: "settings", label: textSettings},
		{id: "quit", label: textQuit},
	}
	a.full = &menu{title: textTitle, items: items}
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
	modes := []string{modeName(ModeTwoPlayer)}
	if a.opts.Engine != nil {
		modes = append(modes, modeName(ModeVsComputer), modeName(ModeComputerVsComputer))
	}
	levels := append([]string(nil), a.opts.Levels...)
	if len(levels) == 0 {
		levels = []string{textLevelName(nil, 0)}
	}
	rules := engine.Rules()
	var ruleNames []string
	for _, r := range rules {
		ruleNames = append(ruleNames, ruleName(r))
	}
	var openNames []string
	for _, o := range engine.Openings() {
		openNames = append(openNames, openingName(o))
	}
	sizes := sizeOptions(s.Game.Size)
	var sizeNames []string
	sizeSel := 0
	for i, n := range sizes {
		sizeNames = append(sizeNames, fmt.Sprintf("%d×%d", n, n))
		if n == s.Game.Size {
			sizeSel = i
		}
	}
	var clockNames []string
	for c := ClockOff; c < clockCount; c++ {
		clockNames = append(clockNames, clockName(c))
	}
	items := []menuItem{
		{id: "mode", label: textMode, options: modes, selected: min(int(s.Mode), len(modes)-1)},
		{id: "colour", label: textColour, options: []string{textFirstSecond(true), textFirstSecond(false)}, selected: onOff(!s.HumanFirst)},
		{id: "level", label: textLevel, options: levels, selected: clamp(s.Level, 0, len(levels)-1)},
		{id: "rule", label: textRule, options: ruleNames, selected: int(s.Game.Rule)},
		{id: "size", label: textSize, options: sizeNames, selected: sizeSel},
		{id: "opening", label: textOpening, options: openNames, selected: int(s.Game.Opening)},
		{id: "restrict", label: textRestrict, options: []string{textOff, textOn}, selected: onOff(s.Game.RestrictBlack)},
		{id: "loses", label: textForbidLoses, options: []string{textOff, textOn}, selected: onOff(s.Game.ForbiddenLoses)},
		{id: "swap", label: textSwapStarter, options: []string{textOff, textOn}, selected: onOff(s.Game.SwapStarter)},
		{id: "clock", label: textClockLabel, options: clockNames, selected: int(s.Clock)},
		{id: "start", label: textStart},
		{id: "back", label: textBack},
	}
	a.full = &menu{title: textNewGame, items: items}
	a.refreshNewGameMenu(a.full)
	a.full.focusID("start")
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
	get := func(id string) int { return m.item(id).selected }
	s.Mode = Mode(get("mode"))
	s.HumanFirst = get("colour") == 0
	s.Level = get("level")
	s.Game.Rule = engine.Rules()[get("rule")]
	s.Game.Size = sizeOptions(s.Game.Size)[get("size")]
	s.Game.Opening = engine.Openings()[get("opening")]
	s.Game.RestrictBlack = get("restrict") == 1 && (s.Game.Rule == engine.Freestyle || s.Game.Rule == engine.Standard)
	s.Game.ForbiddenLoses = get("loses") == 1 && s.Game.Rule == engine.Renju
	s.Game.SwapStarter = get("swap") == 1
	s.Clock = Clock(get("clock"))
	return s
}

// refreshNewGameMenu greys out rows that do not apply to the current
// choices (a level in a two-player game, Black's restrictions under Caro).
func (a *App) refreshNewGameMenu(m *menu) {
	mode := Mode(m.item("mode").selected)
	rule := engine.Rules()[m.item("rule").selected]
	m.item("colour").disabled = mode != ModeVsComputer
	m.item("level").disabled = mode == ModeTwoPlayer
	m.item("restrict").disabled = rule != engine.Freestyle && rule != engine.Standard
	m.item("loses").disabled = rule != engine.Renju
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
	onoff := []string{textOff, textOn}
	var themes []string
	themeSel := 0
	for i, t := range Themes() {
		themes = append(themes, themeName(t))
		if t == s.Theme {
			themeSel = i
		}
	}
	var volumes []string
	for v := 0; v <= 10; v++ {
		volumes = append(volumes, strconv.Itoa(v*10)+"%")
	}
	items := []menuItem{
		{id: "coords", label: "Coordinates", options: onoff, selected: onOff(s.Coordinates)},
		{id: "numbers", label: "Move numbers", options: onoff, selected: onOff(s.MoveNumbers)},
		{id: "last", label: "Last-move highlight", options: onoff, selected: onOff(s.LastMove)},
		{id: "forbidden", label: "Forbidden-point marks", options: onoff, selected: onOff(s.ForbiddenMarks)},
		{id: "confirm", label: "Confirm each placement", options: onoff, selected: onOff(s.ConfirmPlacement)},
		{id: "click", label: "Click places at once", options: onoff, selected: onOff(s.ClickToPlace)},
		{id: "theme", label: "Board and stones", options: themes, selected: themeSel},
		{id: "volume", label: "Sound volume", options: volumes, selected: s.Volume},
		{id: "mute", label: "Mute", options: onoff, selected: onOff(s.Mute)},
		{id: "anim", label: "Animations", options: onoff, selected: onOff(s.Animations)},
		{id: "full", label: "Full screen", options: onoff, selected: onOff(s.Fullscreen)},
		{id: "large", label: "Large UI", options: onoff, selected: onOff(s.LargeUI)},
		{id: "rumble", label: "Controller rumble", options: onoff, selected: onOff(s.Rumble)},
		{id: "back", label: textBack},
	}
	a.full = &menu{title: textSettings, items: items}
	a.screen = ScreenSettings
	a.dirty = true
}

// applySettingsMenu copies the settings rows into the settings, applies
// what the platform must change and saves.
func (a *App) applySettingsMenu(m *menu) {
	on := func(id string) bool { return m.item(id).selected == 1 }
	s := a.settings
	s.Coordinates = on("coords")
	s.MoveNumbers = on("numbers")
	s.LastMove = on("last")
	s.ForbiddenMarks = on("forbidden")
	s.ConfirmPlacement = on("confirm")
	s.ClickToPlace = on("click")
	s.Theme = Themes()[m.item("theme").selected]
	s.Volume = m.item("volume").selected
	s.Mute = on("mute")
	s.Animations = on("anim")
	s.Fullscreen = on("full")
	s.LargeUI = on("large")
	s.Rumble = on("rumble")
	if s.Fullscreen != a.settings.Fullscreen {
		a.emit(Effect{Kind: EffectFullscreen, On: s.Fullscreen})
	}
	large := s.LargeUI != a.settings.LargeUI
	a.settings = s
	if large {
		a.relayout()
	}
	a.saveSettings()
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
		a.setNotice(textSaveFailed(err), true)
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
		items = append(items, menuItem{info: true, label: textStatsBest(k), value: textBest(a.scores.Best[k])})
	}
	levels := make([]string, 0, len(a.scores.Levels))
	for l := range a.scores.Levels {
		levels = append(levels, l)
	}
	sort.Strings(levels)
	for _, l := range levels {
		r := a.scores.Levels[l]
		items = append(items, menuItem{info: true, label: l, value: textWLD(r.Won, r.Lost, r.Drawn)})
	}
	if len(items) == 0 {
		items = append(items, menuItem{info: true, label: textBestNone})
	}
	items = append(items, menuItem{id: "back", label: textBack})
	a.full = &menu{title: textStats, items: items}
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
func (a *App) screenAction(id string) {
	switch id {
	case "continue":
		a.full = nil
		a.screen = ScreenPlay
	case "newgame":
		a.openNewGame(a.screen)
	case "stats":
		a.openStats(a.screen)
	case "settings":
		a.openSettings(a.screen)
	case "quit":
		a.Apply(Intent{Kind: Quit})
	case "start":
		a.startFromMenu()
	case "back":
		a.leaveScreen()
	}
	a.dirty = true
}
