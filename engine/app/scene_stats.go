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
	st := &statsScene{subMenu{from: from}}
	a.showList(st, &st.subMenu, a.t(i18n.KeyMenuStatistics), items, a.t(i18n.KeyStatusBestNone))
}

// showList shows sc, a screen of read-only rows (one saying none when
// there are none) and Back, with its menu in sm.
func (a *App) showList(sc scene, sm *subMenu, title string, items []menuItem, none string) {
	if len(items) == 0 {
		items = append(items, menuItem{info: true, label: none})
	}
	items = append(items, menuItem{id: rowBack, label: a.t(i18n.KeyButtonBack)})
	sm.m = menu{title: title, items: items}
	sm.m.fixFocus()
	a.show(sc)
}

func (*statsScene) screen() Screen { return ScreenStats }

func (st *statsScene) update(a *App, in Intent) { a.menuIntent(st, in) }
