package app

import "gomoku/engine/i18n"

// aidsScene is the Settings screen's page of what the game marks on the
// board to help a player read it: forbidden points, the threat marks and
// the live evaluation. A page of its own keeps the Settings list short
// enough for finger-sized rows on a 480×800 portrait screen.
type aidsScene struct {
	subMenu
}

// openAids shows the page; Back returns to the settings.
func (a *App) openAids(from scene) {
	s := &aidsScene{subMenu{from: from}}
	s.build(a)
	a.show(s)
}

func (*aidsScene) screen() Screen { return ScreenSettings }

func (s *aidsScene) update(a *App, in Intent) { a.menuIntent(s, in) }

func (s *aidsScene) build(a *App) {
	st := a.settings
	onoff := []string{a.t(i18n.KeyValueOff), a.t(i18n.KeyValueOn)}
	s.m = menu{title: a.t(i18n.KeySettingsAids), items: []menuItem{
		{id: rowForbiddenMarks, label: a.t(i18n.KeySettingsForbiddenMarks), options: onoff, selected: onOff(st.ForbiddenMarks)},
		{id: rowThreatMarks, label: a.t(i18n.KeySettingsThreatMarks), options: onoff, selected: onOff(st.ThreatMarks)},
		a.liveEvalRow(),
		{id: rowBack, label: a.t(i18n.KeyButtonBack)},
	}}
}

// changed applies and saves at once, as the Settings screen does.
func (s *aidsScene) changed(a *App) {
	m := &s.m
	a.settings.ForbiddenMarks = m.item(rowForbiddenMarks).selected == 1
	a.settings.ThreatMarks = m.item(rowThreatMarks).selected == 1
	a.settings.LiveEval = LiveEvals()[m.item(rowLiveEval).selected]
	a.saveSettings()
}
