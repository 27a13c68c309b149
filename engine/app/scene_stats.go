package app

import (
	"sort"

	"gomoku/engine/i18n"
)

// statsScene shows the best results and the record against each level.
type statsScene struct {
	subMenu
}

// openStats shows the statistics; Back returns to from.
func (a *App) openStats(from scene) {
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
	items = append(items, a.puzzleStats()...)
	if len(items) == 0 {
		items = append(items, menuItem{info: true, label: a.t(i18n.KeyStatusBestNone)})
	}
	items = append(items, menuItem{id: rowBack, label: a.t(i18n.KeyButtonBack)})
	st := &statsScene{subMenu{from: from}}
	st.m = menu{title: a.t(i18n.KeyMenuStatistics), items: items}
	st.m.fixFocus()
	a.show(st)
}

func (*statsScene) screen() Screen { return ScreenStats }

func (st *statsScene) update(a *App, in Intent) { a.menuIntent(st, in) }
