package app

import "gomoku/engine/sound"

// menuScene is a scene that is a menu: a full screen (title, new game,
// settings, statistics, the game list) or a prompt over the board. The
// rows, their focus and the keys work the same on all of them
// (menuIntent); each scene says what its rows do.
type menuScene interface {
	scene
	rows() *menu
	// overlay: the card sits over the board, and a click outside it is Back.
	overlay() bool
	// activate runs an action row (not a choice row).
	activate(a *App, it *menuItem)
	// changed runs after a choice row took a new value.
	changed(a *App)
	// back leaves the menu (B, Escape, Backspace; menuKey for Start/M).
	back(a *App, menuKey bool)
}

// menuIntent drives any menu. Choice rows change with left/right (or their
// arrows); Enter/A activates; Back (B, Escape, Backspace) leaves.
func (a *App) menuIntent(s menuScene, in Intent) {
	m := s.rows()
	switch in.Kind {
	case MoveCursor:
		moved := false
		if in.DY != 0 {
			moved = m.move(-in.DY)
		}
		if in.DX != 0 && m.cycle(in.DX) {
			moved = true
			s.changed(a)
		}
		if moved {
			a.cue(sound.Menu)
			a.dirty = true
		}
	case Place:
		a.activate(s)
	case Back, Menu:
		a.dirty = true
		s.back(a, in.Kind == Menu)
	case PointerMove, PointerDown:
		a.pointerX, a.pointerY, a.pointerIn = in.X, in.Y, true
		v := a.menuView(m, s.overlay())
		if in.Kind == PointerDown && a.scrollMenu(m, v, in.X, in.Y) {
			return
		}
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
					s.changed(a)
				case it.Choice && it.Next.Contains(in.X, in.Y):
					m.cycle(1)
					s.changed(a)
				default:
					a.activate(s)
				}
				a.dirty = true
			}
			return
		}
		if in.Kind == PointerDown && s.overlay() && !v.Rect.Contains(in.X, in.Y) {
			// A click outside a menu card closes it, like Back.
			a.dirty = true
			s.back(a, false)
		}
		a.dirty = true
	case PointerLeave:
		a.pointerIn = false
		a.dirty = true
	}
}

// scrollMenu scrolls a long menu by a row when the click is on the band
// above or below the rows shown: the focus goes to the nearest row that
// can take it out there, which brings it into view.
func (a *App) scrollMenu(m *menu, v *MenuView, x, y int) bool {
	d := 0
	switch {
	case v.MoreAbove && v.ScrollUp.Contains(x, y):
		d = -1
	case v.MoreBelow && v.ScrollDown.Contains(x, y):
		d = 1
	default:
		return false
	}
	first, last := -1, -1
	for i, it := range v.Items {
		if it.Rect.W > 0 {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	from := first
	if d > 0 {
		from = last
	}
	for i := from + d; i >= 0 && i < len(m.items); i += d {
		if m.focusable(i) {
			m.focus = i
			break
		}
	}
	m.top = max(m.top+d, 0)
	a.cue(sound.Menu)
	a.dirty = true
	return true
}

// activate runs the focused row; a choice row steps to its next option.
func (a *App) activate(s menuScene) {
	m := s.rows()
	it := m.focused()
	if it == nil {
		return
	}
	a.cue(sound.MenuSelect)
	a.dirty = true
	if it.options != nil {
		m.cycle(1)
		s.changed(a)
		return
	}
	s.activate(a, it)
}

// fullMenu is embedded by the full-screen menus: the menu is drawn over the
// dimmed board of the game in progress, so the player keeps their bearings.
type fullMenu struct {
	quiet
	m menu
}

func (f *fullMenu) rows() *menu { return &f.m }
func (*fullMenu) overlay() bool { return false }
func (*fullMenu) live() bool    { return false }
func (*fullMenu) changed(*App)  {}
func (f *fullMenu) view(a *App, v *View) {
	v.Board = a.game.Board()
	v.Order = a.game.Moves()
	v.Menu = a.menuView(&f.m, false)
}

// subMenu is embedded by the screens opened from the title or the board
// (new game, settings, statistics, the game list): Back, and their Back
// row, return there.
type subMenu struct {
	fullMenu
	from scene
}

func (s *subMenu) back(a *App, menuKey bool) { a.show(s.from) }

func (s *subMenu) activate(a *App, it *menuItem) {
	if it.id == rowBack {
		a.show(s.from)
	}
}
