package app

import (
	"fmt"

	"gomoku/engine"
)

// Every string a player reads is built here, in one place, so the message
// catalogs of the translation work can replace them wholesale.

const (
	textTitle        = "Gomoku"
	textPlace        = "Place stone"
	textRestart      = "Restart"
	textMenu         = "Menu"
	textUndo         = "Undo"
	textRedo         = "Redo"
	textHint         = "Hint"
	textResign       = "Resign"
	textResume       = "Resume"
	textSettings     = "Settings"
	textStats        = "Statistics"
	textNewGame      = "New game"
	textQuitToTitle  = "Quit to title"
	textQuit         = "Quit"
	textContinue     = "Continue game"
	textStart        = "Start"
	textBack         = "Back"
	textRematch      = "Rematch"
	textReview       = "Review moves"
	textTitleButton  = "Title"
	textYes          = "Yes"
	textNo           = "No"
	textOn           = "On"
	textOff          = "Off"
	textBestNone     = "Best: —"
	textDraw         = "Draw — the board is full"
	textDrawStuck    = "Draw — no playable point left"
	textGameOverHint = "The game is over: Rematch or New game"
	textThinking     = "Computer is thinking…"
	textConfirmAgain = "Press again to place"
	textNoUndo       = "Nothing to take back"
	textNoRedo       = "Nothing to redo"
	textUndoRefused  = "Take-back refused"
	textNotYourTurn  = "Not your turn"
	textHintWait     = "Looking for the best move…"
	textReviewHelp   = "←/→ step · ↑/↓ start/end · Enter play from here · Esc back"
	textMode         = "Mode"
	textColour       = "You play"
	textLevel        = "Level"
	textRule         = "Rule"
	textSize         = "Board size"
	textOpening      = "Opening"
	textClockLabel   = "Clock"
	textSwapStarter  = "Swap who starts"
	textRestrict     = "Restrictions for Black"
	textForbidLoses  = "Forbidden move loses"
)

func colorName(c engine.Color) string {
	if c == engine.White {
		return "White"
	}
	return "Black"
}

func ruleName(r engine.Rule) string {
	switch r {
	case engine.Standard:
		return "Standard"
	case engine.Renju:
		return "Renju"
	case engine.Caro:
		return "Caro"
	case engine.Omok:
		return "Omok"
	}
	return "Freestyle"
}

func openingName(o engine.Opening) string {
	switch o {
	case engine.OpeningPro:
		return "Pro"
	case engine.OpeningLongPro:
		return "Long Pro"
	case engine.OpeningSwap:
		return "Swap"
	case engine.OpeningSwap2:
		return "Swap2"
	}
	return "None"
}

func modeName(m Mode) string {
	switch m {
	case ModeVsComputer:
		return "Against the computer"
	case ModeComputerVsComputer:
		return "Computer vs computer"
	}
	return "Two players"
}

func clockName(c Clock) string {
	switch c {
	case ClockMove30:
		return "30 s per move"
	case ClockMove60:
		return "60 s per move"
	case ClockGame5:
		return "5 min per game"
	case ClockGame10:
		return "10 min per game"
	}
	return "Off"
}

func themeName(t Theme) string {
	switch t {
	case ThemeContrast:
		return "High contrast"
	case ThemeColourBlind:
		return "Colour-blind safe"
	}
	return "Wooden"
}

func textRuleLine(s Setup) string {
	line := fmt.Sprintf("%s · %d×%d", ruleName(s.Game.Rule), s.Game.Size, s.Game.Size)
	if s.Game.Opening != engine.OpeningNone {
		line += " · " + openingName(s.Game.Opening)
	}
	if s.Game.RestrictBlack && s.Game.Rule != engine.Renju {
		line += " · Black restricted"
	}
	return line
}

func textToMove(c engine.Color) string { return colorName(c) + " to move" }

func textYourMove(c engine.Color) string { return "Your move (" + colorName(c) + ")" }

func textPlacesOpening(c engine.Color, left int) string {
	return fmt.Sprintf("Opening: place %s (%d left)", colorName(c), left)
}

func textWins(c engine.Color) string { return colorName(c) + " wins!" }

func textWinsBy(r engine.Result) string {
	switch r.Reason {
	case engine.ReasonResign:
		return colorName(r.Winner.Opponent()) + " resigned — " + colorName(r.Winner) + " wins"
	case engine.ReasonTimeout:
		return colorName(r.Winner.Opponent()) + " ran out of time — " + colorName(r.Winner) + " wins"
	case engine.ReasonForbidden:
		return "Black played a forbidden point — White wins"
	}
	return textWins(r.Winner)
}

func textMoveCount(n int) string { return fmt.Sprintf("Move %d", n) }

func textBest(n int) string {
	if n == 1 {
		return "Best: 1 move"
	}
	return fmt.Sprintf("Best: %d moves", n)
}

func textWonIn(n int, newBest bool) string {
	s := fmt.Sprintf("Won in %d moves", n)
	if newBest {
		s += " — new best!"
	}
	return s
}

func textSaveFailed(err error) string { return "Could not save: " + err.Error() }

func textForbiddenFor(c engine.Color, k engine.ForbiddenKind) string {
	return fmt.Sprintf("Forbidden for %s: %s", colorName(c), k.String())
}

func textLevelName(names []string, i int) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return fmt.Sprintf("Level %d", i+1)
}

func textUndoAsk(c engine.Color) string { return colorName(c) + " asks to take back — allow?" }

func textResignAsk(c engine.Color) string { return "Resign as " + colorName(c) + "?" }

func textChoose(seat engine.Seat, human bool) string {
	if !human {
		return "The computer chooses…"
	}
	return fmt.Sprintf("Player %d: choose", seat)
}

func textChoice(c engine.Choice) string {
	switch c {
	case engine.ChooseBlack:
		return "Play Black"
	case engine.ChooseWhite:
		return "Play White"
	case engine.ChoosePlaceTwo:
		return "Place two more stones"
	}
	return c.String()
}

func textClock(c engine.Color, d interface{ String() string }, running bool) string {
	mark := ""
	if running {
		mark = " ◂"
	}
	return colorName(c) + " " + d.String() + mark
}

func textControllerJoined(name string) string { return name + " connected" }
func textControllerLeft(name string) string   { return name + " disconnected" }

func textHints() []string {
	return []string{
		"Arrows move · Space/Enter place",
		"M menu · H hint · Ctrl+Z undo",
		"Esc Esc boss key · F11 full screen",
	}
}

func textStatsBest(kind string) string { return "Best, " + kind }

func textWLD(w, l, d int) string { return fmt.Sprintf("%d won · %d lost · %d drawn", w, l, d) }

func bossSheet() BossSheet {
	return BossSheet{
		Title:   "Q3 budget review.xlsx",
		Columns: []string{"", "A", "B", "C", "D", "E"},
		Rows: [][]string{
			{"1", "Cost centre", "Budget", "Actual", "Variance", "Owner"},
			{"2", "Facilities", "12,400", "11,980", "420", "M. Ortiz"},
			{"3", "Travel", "8,150", "8,732", "-582", "J. Chen"},
			{"4", "Software", "21,000", "20,415", "585", "A. Kumar"},
			{"5", "Training", "4,500", "3,210", "1,290", "S. Novak"},
			{"6", "Hardware", "16,750", "17,020", "-270", "L. Berg"},
			{"7", "Consulting", "9,300", "9,300", "0", "R. Silva"},
			{"8", "Marketing", "14,200", "13,655", "545", "K. Ito"},
			{"9", "Total", "86,300", "84,312", "1,988", ""},
		},
	}
}

const textMenuFooter = "↑/↓ choose · ←/→ change · Enter select · Esc back"

func textFirstSecond(first bool) string {
	if first {
		return "Black (moves first)"
	}
	return "White (moves second)"
}
