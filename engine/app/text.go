package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
)

// Every string a player reads comes from the message catalogs through
// these helpers; no user-facing text is written in this package's code.

// t looks a message up in the player's language.
func (a *App) t(key string, kv ...any) string { return a.tr.T(key, kv...) }

func (a *App) pick(c engine.Color, black, white string) string {
	if c == engine.White {
		return white
	}
	return black
}

func (a *App) ruleName(r engine.Rule) string {
	switch r {
	case engine.Standard:
		return a.t(i18n.KeyRuleStandard)
	case engine.Renju:
		return a.t(i18n.KeyRuleRenju)
	case engine.Caro:
		return a.t(i18n.KeyRuleCaro)
	case engine.Omok:
		return a.t(i18n.KeyRuleOmok)
	}
	return a.t(i18n.KeyRuleFreestyle)
}

func (a *App) openingName(o engine.Opening) string {
	switch o {
	case engine.OpeningPro:
		return a.t(i18n.KeyOpeningPro)
	case engine.OpeningLongPro:
		return a.t(i18n.KeyOpeningLongpro)
	case engine.OpeningSwap:
		return a.t(i18n.KeyOpeningSwap)
	case engine.OpeningSwap2:
		return a.t(i18n.KeyOpeningSwap2)
	case engine.OpeningSoosorv8:
		return a.t(i18n.KeyOpeningSoosorv8)
	case engine.OpeningTaraguchi10:
		return a.t(i18n.KeyOpeningTaraguchi10)
	case engine.OpeningYamaguchi:
		return a.t(i18n.KeyOpeningYamaguchi)
	}
	return a.t(i18n.KeyOpeningNone)
}

func (a *App) modeName(m Mode) string {
	switch m {
	case ModeVsComputer:
		return a.t(i18n.KeyModeVsComputer)
	case ModeComputerVsComputer:
		return a.t(i18n.KeyModeComputerVsComputer)
	}
	return a.t(i18n.KeyModeTwoPlayers)
}

func (a *App) clockName(c Clock) string {
	switch c {
	case ClockMove30:
		return a.t(i18n.KeyClockPerMove, "n", 30)
	case ClockMove60:
		return a.t(i18n.KeyClockPerMove, "n", 60)
	case ClockGame5:
		return a.t(i18n.KeyClockPerGame, "n", 5)
	case ClockGame10:
		return a.t(i18n.KeyClockPerGame, "n", 10)
	}
	return a.t(i18n.KeyClockOff)
}

func (a *App) themeName(t Theme) string {
	switch t {
	case ThemeContrast:
		return a.t(i18n.KeyThemeHighContrast)
	case ThemeColourBlind:
		return a.t(i18n.KeyThemeColourBlind)
	}
	return a.t(i18n.KeyThemeWooden)
}

func (a *App) forbiddenName(k engine.ForbiddenKind) string {
	switch k {
	case engine.DoubleFour:
		return a.t(i18n.KeyForbiddenDoubleFour)
	case engine.Overline:
		return a.t(i18n.KeyForbiddenOverline)
	}
	return a.t(i18n.KeyForbiddenDoubleThree)
}

func (a *App) textRuleLine(s Setup) string {
	line := a.t(i18n.KeyPanelRuleSize, "rule", a.ruleName(s.Game.Rule), "size", s.Game.Size)
	if s.Game.Opening != engine.OpeningNone {
		line += " · " + a.openingName(s.Game.Opening)
	}
	if s.Game.RestrictBlack && s.Game.Rule != engine.Renju {
		line += " · " + a.t(i18n.KeyPanelBlackRestricted)
	}
	return line
}

func (a *App) textToMove(c engine.Color) string {
	return a.t(a.pick(c, i18n.KeyStatusToMoveBlack, i18n.KeyStatusToMoveWhite))
}

func (a *App) textYourMove(c engine.Color) string {
	return a.t(a.pick(c, i18n.KeyStatusYourMoveBlack, i18n.KeyStatusYourMoveWhite))
}

func (a *App) textPlacesOpening(c engine.Color, left int) string {
	return a.t(a.pick(c, i18n.KeyOpeningPlaceBlack, i18n.KeyOpeningPlaceWhite), "n", left)
}

// textWinsBy names the result; for a resignation, time-out or forbidden
// move the sentence is about the side that lost.
func (a *App) textWinsBy(r engine.Result) string {
	if a.setup.Mode == ModeVsComputer {
		return a.textWinsVsComputer(r)
	}
	loser := r.Winner.Opponent()
	switch r.Reason {
	case engine.ReasonResign:
		return a.t(a.pick(loser, i18n.KeyOverResignedBlack, i18n.KeyOverResignedWhite))
	case engine.ReasonTimeout:
		return a.t(a.pick(loser, i18n.KeyOverTimeoutBlack, i18n.KeyOverTimeoutWhite))
	case engine.ReasonForbidden:
		return a.t(a.pick(loser, i18n.KeyOverForbiddenBlack, i18n.KeyOverForbiddenWhite))
	}
	return a.t(a.pick(r.Winner, i18n.KeyStatusWinsBlack, i18n.KeyStatusWinsWhite))
}

// textWinsVsComputer says the result from the person's side: against the
// computer "White wins!" leaves the player to work out which one they were.
func (a *App) textWinsVsComputer(r engine.Result) string {
	won := !a.setup.computerSeat(a.game.SeatOf(r.Winner))
	pick := func(you, computer string) string {
		if won {
			return a.t(you)
		}
		return a.t(computer)
	}
	switch r.Reason {
	case engine.ReasonResign:
		return pick(i18n.KeyOverYouWin, i18n.KeyOverYouResigned)
	case engine.ReasonTimeout:
		return pick(i18n.KeyOverComputerTimeout, i18n.KeyOverYouTimeout)
	case engine.ReasonForbidden:
		return pick(i18n.KeyOverComputerForbidden, i18n.KeyOverYouForbidden)
	}
	return pick(i18n.KeyOverYouWin, i18n.KeyOverComputerWins)
}

// resultStyle colours a win: a person's loss to the computer is not drawn
// in the winner's green.
func (a *App) resultStyle(r engine.Result) TextStyle {
	if a.setup.Mode == ModeVsComputer && a.setup.computerSeat(a.game.SeatOf(r.Winner)) {
		return StyleAlert
	}
	return StyleGood
}

// resultStone is the stone drawn beside the result: against the computer
// the sentence is about the person ("You resigned — the computer wins"),
// so it shows their colour; else the winner's.
func (a *App) resultStone(r engine.Result) engine.Color {
	if a.setup.Mode == ModeVsComputer {
		return a.resigningColor() // the person's colour
	}
	return r.Winner
}

func (a *App) textWonIn(n int, newBest bool) string {
	if newBest {
		return a.t(i18n.KeyStatusWonInNewBest, "n", n)
	}
	return a.t(i18n.KeyStatusWonIn, "n", n)
}

func (a *App) textSaveFailed(err error) string { return a.t(i18n.KeyErrorSave, "error", a.reason(err)) }

func (a *App) textForbiddenFor(c engine.Color, k engine.ForbiddenKind) string {
	return a.t(a.pick(c, i18n.KeyForbiddenForBlack, i18n.KeyForbiddenForWhite), "kind", a.forbiddenName(k))
}

// levelKeys name the engine's levels when it has the usual six.
func levelKeys() [6]string {
	return [...]string{
		i18n.KeyLevelBeginner, i18n.KeyLevelCasual, i18n.KeyLevelIntermediate,
		i18n.KeyLevelAdvanced, i18n.KeyLevelExpert, i18n.KeyLevelMaster,
	}
}

func (a *App) textLevelName(i int) string {
	levelKeys := levelKeys()
	if len(a.opts.Levels) == len(levelKeys) && i >= 0 && i < len(levelKeys) {
		return a.t(levelKeys[i])
	}
	if i >= 0 && i < len(a.opts.Levels) {
		return a.opts.Levels[i]
	}
	return a.t(i18n.KeyLevelNumbered, "n", i+1)
}

// evalThreshold is the score from which one side counts as better.
const evalThreshold = 200

// textHint names the best move and, when the engine evaluated the
// position, who stands better or who wins and how soon.
func (a *App) textHint(res thinkResult, toMove engine.Color) string {
	if res.eval == nil {
		return a.t(i18n.KeyStatusHint, "point", res.move)
	}
	ev := *res.eval
	side, score := toMove, ev.Score
	if score < 0 || ev.Mate < 0 {
		side, score = toMove.Opponent(), -score
	}
	var verdict string
	switch {
	case ev.Mate != 0:
		n := ev.Mate
		if n < 0 {
			n = -n
		}
		verdict = a.t(a.pick(side, i18n.KeyEvalWinsBlack, i18n.KeyEvalWinsWhite), "n", n)
	case score >= evalThreshold:
		verdict = a.t(a.pick(side, i18n.KeyEvalBetterBlack, i18n.KeyEvalBetterWhite))
	default:
		verdict = a.t(i18n.KeyEvalEven)
	}
	return a.t(i18n.KeyStatusHintEval, "point", res.move, "eval", verdict)
}

func (a *App) textUndoAsk(c engine.Color) string {
	return a.t(a.pick(c, i18n.KeyUndoAskBlack, i18n.KeyUndoAskWhite))
}

func (a *App) textResignAsk(c engine.Color) string {
	return a.t(a.pick(c, i18n.KeyConfirmResignBlack, i18n.KeyConfirmResignWhite))
}

// textChoose titles an opening choice: against the computer the person
// is the only one who chooses, so it is theirs, not "Player 2"'s.
func (a *App) textChoose(seat engine.Seat) string {
	if a.setup.Mode == ModeVsComputer {
		return a.t(i18n.KeyOpeningYourChoice)
	}
	return a.t(i18n.KeyOpeningPlayerChooses, "n", int(seat))
}

func (a *App) textChoice(c engine.Choice) string {
	switch c {
	case engine.ChooseBlack:
		return a.t(i18n.KeyOpeningChoiceBlack)
	case engine.ChooseWhite:
		return a.t(i18n.KeyOpeningChoiceWhite)
	}
	return a.t(i18n.KeyOpeningChoicePlaceTwo)
}

func (a *App) textClock(c engine.Color, d string, running bool) string {
	s := a.t(a.pick(c, i18n.KeyClockBlack, i18n.KeyClockWhite), "time", d)
	if running {
		s += " ◂"
	}
	return s
}

// textHints are the control hints under the panel: for the controller
// when one is connected (with its family's button names), else the keys.
func (a *App) textHints() []string {
	if len(a.devices) > 0 {
		f := a.devices[len(a.devices)-1].family
		first := a.t(i18n.KeyPadMovePlace, "stick", PromptLabel(f, MoveCursor), "a", PromptLabel(f, Place))
		if a.game.Over() {
			first = a.t(i18n.KeyPadOverFocus, "y", PromptLabel(f, FocusPanel), "stick", PromptLabel(f, MoveCursor))
		}
		return []string{
			first,
			a.t(i18n.KeyPadMenuHint, "start", PromptLabel(f, Menu), "x", PromptLabel(f, Hint)),
			a.t(i18n.KeyPadUndoRedo, "lb", PromptLabel(f, Undo), "rb", PromptLabel(f, Redo)),
		}
	}
	first := a.t(i18n.KeyKeysMovePlace)
	if a.game.Over() {
		// After the game Space only looks: the hint says how to go on.
		first = a.t(i18n.KeyKeysOverFocus)
	}
	return []string{first, a.t(i18n.KeyKeysMenuUndoHint), a.t(i18n.KeyKeysBossFullscreen)}
}

// menuFooter is m's key hint, in the connected controller's button names
// when there is one. It names only the keys that do something there: no
// "←/→ change" without a row to change, no "↑/↓ choose" with one row.
func (a *App) menuFooter(m *menu) string {
	rows, choices := 0, false
	for i, it := range m.items {
		if m.focusable(i) {
			rows++
			choices = choices || it.options != nil
		}
	}
	if len(a.devices) > 0 {
		f := a.devices[len(a.devices)-1].family
		if rows <= 1 {
			return a.t(i18n.KeyPadMenuFooterOne, "a", PromptLabel(f, Place), "b", PromptLabel(f, Back))
		}
		return a.t(i18n.KeyPadMenuFooter, "stick", PromptLabel(f, MoveCursor), "a", PromptLabel(f, Place), "b", PromptLabel(f, Back))
	}
	switch {
	case rows <= 1:
		return a.t(i18n.KeyMenuFooterOne)
	case !choices:
		return a.t(i18n.KeyMenuFooterRows)
	}
	return a.t(i18n.KeyMenuFooter)
}

func (a *App) textFirstSecond(first bool) string {
	if first {
		return a.t(i18n.KeyNewgameColourBlack)
	}
	return a.t(i18n.KeyNewgameColourWhite)
}

// kindName describes a kind of game in the player's language for the
// statistics screen.
func (a *App) kindName(kind string) string {
	var mode, rule string
	var size int
	for m := ModeTwoPlayer; m < modeCount; m++ {
		for _, r := range engine.Rules() {
			for n := engine.MinSize; n <= engine.MaxSize; n++ {
				if (Setup{Mode: m, Game: engine.Config{Rule: r, Size: n}}).Kind() == kind {
					mode, rule, size = a.modeName(m), a.ruleName(r), n
				}
			}
		}
	}
	if mode == "" {
		return kind
	}
	return mode + " · " + a.t(i18n.KeyPanelRuleSize, "rule", rule, "size", size)
}

func (a *App) bossSheet() BossSheet {
	row := func(n, key, budget, actual, variance, owner string) []string {
		return []string{n, a.t(key), budget, actual, variance, owner}
	}
	return BossSheet{
		Title:   a.t(i18n.KeyBossTitle),
		Columns: []string{"", "A", "B", "C", "D", "E"},
		Rows: [][]string{
			{"1", a.t(i18n.KeyBossColCostCentre), a.t(i18n.KeyBossColBudget), a.t(i18n.KeyBossColActual), a.t(i18n.KeyBossColVariance), a.t(i18n.KeyBossColOwner)},
			row("2", i18n.KeyBossRowFacilities, "12,400", "11,980", "420", "M. Ortiz"),
			row("3", i18n.KeyBossRowTravel, "8,150", "8,732", "-582", "J. Chen"),
			row("4", i18n.KeyBossRowSoftware, "21,000", "20,415", "585", "A. Kumar"),
			row("5", i18n.KeyBossRowTraining, "4,500", "3,210", "1,290", "S. Novak"),
			row("6", i18n.KeyBossRowHardware, "16,750", "17,020", "-270", "L. Berg"),
			row("7", i18n.KeyBossRowConsulting, "9,300", "9,300", "0", "R. Silva"),
			row("8", i18n.KeyBossRowMarketing, "14,200", "13,655", "545", "K. Ito"),
			row("9", i18n.KeyBossRowTotal, "86,300", "84,312", "1,988", ""),
		},
	}
}
