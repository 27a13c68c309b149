package app

import (
	"sort"

	"gomoku/engine"
	"gomoku/engine/i18n"
)

// Menu rows of the Puzzles mode and the board editor, numbered apart
// from menu.go's.
const (
	rowPuzzles rowID = 200 + iota
	rowEditor
)

// puzzleStats are the statistics rows of the Puzzles mode: the rating and
// the number solved for each rule played.
func (a *App) puzzleStats() []menuItem {
	rules := make([]string, 0, len(a.scores.Puzzles))
	for r := range a.scores.Puzzles {
		rules = append(rules, r)
	}
	sort.Strings(rules)
	var items []menuItem
	for _, name := range rules {
		p := a.scores.Puzzles[name]
		label := name
		if r, err := engine.ParseRule(name); err == nil {
			label = a.ruleName(r)
		}
		items = append(items, menuItem{info: true, label: a.t(i18n.KeyStatsPuzzles, "rule", label),
			value: a.t(i18n.KeyStatsPuzzlesValue, "elo", p.Elo, "n", len(p.IDs))})
	}
	return items
}
