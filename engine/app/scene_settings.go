package app

import "gomoku/engine/i18n"

// settingsScene lists every preference; changes apply and save at once.
type settingsScene struct {
	subMenu
}

// openSettings shows the settings; Back returns to from.
func (a *App) openSettings(from scene) {
	st := &settingsScene{subMenu{from: from}}
	st.build(a)
	a.show(st)
}

func (*settingsScene) screen() Screen { return ScreenSettings }

func (st *settingsScene) update(a *App, in Intent) { a.menuIntent(st, in) }

// activate opens the analysis aids (settings_aids.go) or goes back.
func (st *settingsScene) activate(a *App, it *menuItem) {
	if it.id == rowAids {
		a.openAids(st)
		return
	}
	st.subMenu.activate(a, it)
}

// changed applies the rows at once; a new language rebuilds every label,
// keeping the focus on the language row.
func (st *settingsScene) changed(a *App) {
	if st.apply(a) {
		focus := st.m.focus
		st.build(a)
		st.m.focus = focus
	}
}

// build makes the rows from the current settings, in the current language.
func (st *settingsScene) build(a *App) {
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
		{id: rowAids, label: a.t(i18n.KeySettingsAids)},
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
	st.m = menu{title: a.t(i18n.KeyMenuSettings), items: items}
}

// apply copies the rows into the settings, applies what the platform must
// change and saves. It reports whether the language changed.
func (st *settingsScene) apply(a *App) bool {
	m := &st.m
	on := func(id rowID) bool { return m.item(id).selected == 1 }
	s := a.settings
	s.Coordinates = on(rowCoords)
	s.MoveNumbers = on(rowMoveNumbers)
	s.LastMove = on(rowLastMove)
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
		a.tr = a.opts.Catalogs.Lang(s.Language)
	}
	return lang
}
