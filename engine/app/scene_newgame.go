package app

import (
	"sort"

	"gomoku/engine"
	"gomoku/engine/i18n"
)

// newGameScene is the new-game screen: who plays, the rule, the board, the
// opening, the clock. It opens with the last choices and Start focused, so
// the same kind of game is one press away.
type newGameScene struct {
	subMenu
}

// openNewGame shows the new-game screen; Back returns to from.
func (a *App) openNewGame(from scene) {
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
	n := &newGameScene{subMenu{from: from}}
	n.m = menu{title: a.t(i18n.KeyMenuNewGame), items: items}
	n.refresh(a)
	n.m.focusID(rowStart)
	a.show(n)
}

func (*newGameScene) screen() Screen { return ScreenNewGame }

func (n *newGameScene) update(a *App, in Intent) { a.menuIntent(n, in) }

func (n *newGameScene) activate(a *App, it *menuItem) {
	if it.id == rowStart {
		n.start(a)
		return
	}
	n.subMenu.activate(a, it)
}

// changed keeps the rows consistent with the choices made.
func (n *newGameScene) changed(a *App) { n.refresh(a) }

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

// setup reads the rows.
func (n *newGameScene) setup(a *App) Setup {
	m := &n.m
	s := a.settings.Setup
	get := func(id rowID) int { return m.item(id).selected }
	s.Mode = Mode(get(rowMode))
	s.HumanFirst = get(rowColour) == 0
	s.Level = get(rowLevel)
	s.Game.Rule = engine.Rules()[get(rowRule)]
	s.Game.Size = sizeOptions(s.Game.Size)[get(rowSize)]
	s.Game.Opening = engine.Openings()[get(rowOpening)]
	s.Game.RestrictBlack = get(rowRestrict) == 1
	s.Game.ForbiddenLoses = get(rowLoses) == 1
	s.Game.SwapStarter = get(rowSwap) == 1
	// Rows greyed out for this rule keep their value for the next rule;
	// the game itself gets only the options its rule has.
	s.Game, _ = s.Game.Normalize() // start validates s before use
	s.Clock = Clock(get(rowClock))
	return s
}

// refresh greys out rows that do not apply to the current choices (a
// level in a two-player game, Black's restrictions under Caro).
func (n *newGameScene) refresh(a *App) {
	m := &n.m
	mode := Mode(m.item(rowMode).selected)
	rule := engine.Rules()[m.item(rowRule).selected]
	m.item(rowColour).disabled = mode != ModeVsComputer
	m.item(rowLevel).disabled = mode == ModeTwoPlayer
	m.item(rowRestrict).disabled = !rule.HasHouseRestrictions()
	m.item(rowRestrict).fixed = ""
	if !rule.HasHouseRestrictions() && (engine.Config{Rule: rule, Size: engine.DefaultSize}).Restricted(engine.Black) {
		// The rule itself restricts Black (Renju, Omok): say so.
		m.item(rowRestrict).fixed = a.t(i18n.KeyNewgameRestrictBlackByRule, "rule", a.ruleName(rule))
	}
	m.item(rowLoses).disabled = !rule.HasForbiddenLoses()
	m.fixFocus()
}

// start begins the game chosen and remembers the choices.
func (n *newGameScene) start(a *App) {
	s := n.setup(a)
	if err := s.Validate(len(a.opts.Levels)); err != nil {
		a.failed(i18n.KeyErrorGeneric, err)
		return
	}
	a.askReplace(a.t(i18n.KeyConfirmNewGame), a.t(i18n.KeyNewgameStart), func(a *App) {
		a.settings.Setup = s
		a.saveSettings()
		if err := a.replaceGame(func() error { return a.startGame(s) }); err != nil {
			a.failed(i18n.KeyErrorGeneric, err)
			return
		}
		a.autosave()
	}, func(a *App) { a.show(n) })
}
