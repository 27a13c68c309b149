package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/sound"
)

// overIntent handles the board after the game ended. The final position
// stays until the player deliberately leaves it: the arrows (or d-pad)
// still move the board cursor, to look at the position, and Space or A on
// the board only says how to go on. The game-over buttons take the focus
// only with their own key (Tab, or the pad's top button) or a click; a
// player still racing to move presses arrows and Space, which therefore
// can never start a rematch by accident. Back returns the focus to the
// board.
func (p *playScene) overIntent(a *App, in Intent) {
	inPanel := p.overFocus >= 0
	switch in.Kind {
	case FocusPanel:
		p.overFocus = 0
		if inPanel {
			p.overFocus = -1
		}
		a.cue(sound.Menu)
		a.dirty = true
	case Back:
		if inPanel {
			p.overFocus = -1
			a.dirty = true
			return
		}
		a.dismissNotice()
	case MoveCursor:
		if !inPanel {
			p.moveCursor(a, in.DX, in.DY)
			return
		}
		n := len(a.overButtons())
		if f := clamp(p.overFocus-in.DY+in.DX, 0, n-1); f != p.overFocus {
			p.overFocus = f
			a.cue(sound.Menu)
			a.dirty = true
		}
	case Place:
		bs := a.overButtons()
		if inPanel && p.overFocus < len(bs) {
			p.press(a, bs[p.overFocus])
			return
		}
		a.refuse(a.cursor, engine.ErrGameOver)
	case PointerMove:
		p.pointerAt(a, in.X, in.Y)
	case PointerLeave:
		a.pointerIn = false
		a.refreshHover()
	case PointerDown:
		p.pointerAt(a, in.X, in.Y)
		for _, b := range p.buttons(a) {
			if b.Rect.Contains(in.X, in.Y) {
				p.press(a, b.ID)
				return
			}
		}
		if pt, ok := a.layout.Grid.PointAt(in.X, in.Y); ok {
			a.cursor = pt
			a.setToast(a.t(i18n.KeyStatusGameOverMenu))
		}
	case Undo:
		a.askUndo()
	case Restart:
		a.rematch()
	case Menu:
		a.openGameMenu()
	}
}

// overButtons are the game-over choices, in focus order.
func (a *App) overButtons() []ButtonID {
	return []ButtonID{ButtonRematch, ButtonReview, ButtonNewGame, ButtonTitle}
}
