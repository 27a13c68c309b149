package app

import "gomoku/engine/sound"

// menuIntent drives any menu. Choice rows change with left/right (or their
// arrows); Enter/A activates; Back (B, Escape, Backspace) leaves.
func (a *App) menuIntent(m *menu, in Intent, overlay bool) {
	switch in.Kind {
	case MoveCursor:
		moved := false
		if in.DY != 0 {
			moved = m.move(-in.DY)
		}
		if in.DX != 0 && m.cycle(in.DX) {
			moved = true
			a.changed(m)
		}
		if moved {
			a.cue(sound.Menu)
			a.dirty = true
		}
	case Place:
		a.activate(m)
	case Back, Menu:
		a.back(m, in.Kind == Menu)
	case PointerMove, PointerDown:
		a.pointerX, a.pointerY, a.pointerIn = in.X, in.Y, true
		v := a.menuView(m, overlay)
		for i, it := range v.Items {
			if !it.Rect.Contains(in.X, in.Y) || !m.focusable(i) {
				continue
			}
			if m.focus != i {
				m.focus = i
				a.dirty = true
			}
			if in.Kind == PointerDown {
				switch {
				case it.Choice && it.Prev.Contains(in.X, in.Y):
					m.cycle(-1)
					a.changed(m)
				case it.Choice && it.Next.Contains(in.X, in.Y):
					m.cycle(1)
					a.changed(m)
				default:
					a.activate(m)
				}
				a.dirty = true
			}
			return
		}
		if in.Kind == PointerDown && overlay && !v.Rect.Contains(in.X, in.Y) {
			// A click outside a menu card closes it, like Back.
			a.back(m, false)
		}
		a.dirty = true
	case PointerLeave:
		a.pointerIn = false
		a.dirty = true
	}
}

// activate runs the focused item; a choice row steps to its next option.
func (a *App) activate(m *menu) {
	it := m.focused()
	if it == nil {
		return
	}
	a.cue(sound.MenuSelect)
	a.dirty = true
	if it.options != nil {
		m.cycle(1)
		a.changed(m)
		return
	}
	switch {
	case m == a.overlay:
		a.overlayAction(it)
	default:
		a.screenAction(it)
	}
}

// changed applies a choice row's new value where it takes effect at once
// (settings) and keeps dependent rows consistent (new-game screen).
func (a *App) changed(m *menu) {
	switch a.screen {
	case ScreenSettings:
		a.applySettingsMenu(m)
	case ScreenNewGame:
		a.refreshNewGameMenu(m)
	case ScreenGames:
		a.gamesFolderChanged(m)
	}
}

// back leaves a menu: overlays close, screens return where they came from.
func (a *App) back(m *menu, menuKey bool) {
	a.dirty = true
	if m == a.overlay {
		switch a.overlayKind {
		case overlayChoice:
			return // an opening choice must be answered
		case overlayUndo:
			a.overlayAction(&menuItem{id: rowNo})
			return
		}
		a.closeOverlay()
		return
	}
	switch a.screen {
	case ScreenTitle:
		if a.game.Over() || a.game.Actions() == 0 {
			return
		}
		a.screen = ScreenPlay
	case ScreenSettings, ScreenStats, ScreenNewGame:
		a.leaveScreen()
	case ScreenGames:
		a.leaveGames()
	}
}
