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
	textBestNone     = "Best: —"
	textDraw         = "Draw — the board is full"
	textGameOverHint = "Press R or Restart for a new round"
)

func colorName(c engine.Color) string {
	if c == engine.White {
		return "White"
	}
	return "Black"
}

func textRule(cfg engine.Config) string {
	names := map[engine.Rule]string{
		engine.Freestyle: "Freestyle",
		engine.Standard:  "Standard",
		engine.Renju:     "Renju",
		engine.Caro:      "Caro",
		engine.Omok:      "Omok",
	}
	return fmt.Sprintf("%s · %d×%d", names[cfg.Rule], cfg.Size, cfg.Size)
}

func textToMove(c engine.Color) string { return colorName(c) + " to move" }

func textWins(c engine.Color) string { return colorName(c) + " wins!" }

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

func textSaveFailed(err error) string { return "Could not save the result: " + err.Error() }

func textHints() []string {
	return []string{
		"Arrows move · Space/Enter place",
		"Click places · R restart",
		"Esc Esc boss key · F11 full screen",
	}
}

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
