package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/sound"
)

// overIntent handles the board after the game ended: the board is frozen,
// and the arrows (or d-pad) move between the game-over buttons so a
// controller or keyboard alone can go on. No button has the focus until an
// arrow is pressed, so a stray Space or A right after the last stone does
// not wipe the final position away.
func (p *playScene) overIntent(a *App, in Intent) {
	switch in.Kind {
	case MoveCursor:
		n := len(a.overButtons())
		f := clamp(a.overFocus-in.DY+in.DX, 0, n-1)
		if a.overFocus < 0 {
			f = 0
		}
		if f != a.overFocus {
			a.overFocus = f
			a.cue(sound.Menu)
			a.dirty = true
		}
	case Place:
		bs := a.overButtons()
		if a.overFocus >= 0 && a.overFocus < len(bs) {
			p.press(a, bs[a.overFocus])
			return
		}
		a.refuse(a.cursor, engine.ErrGameOver)
	case PointerMove:
		p.pointerAt(a, in.X, in.Y)
		for i, b := range a.buttons() {
			if b.Rect.Contains(in.X, in.Y) && i != a.overFocus {
				a.overFocus = i
				a.dirty = true
			}
		}
	case PointerLeave:
		a.pointerIn = false
		a.refreshHover()
	case PointerDown:
		p.pointerAt(a, in.X, in.Y)
		for _, b := range a.buttons() {
			if b.Rect.Contains(in.X, in.Y) {
				p.press(a, b.ID)
				return
			}
		}
		if _, ok := a.layout.Grid.PointAt(in.X, in.Y); ok {
			a.setToast(a.t(i18n.KeyStatusGameOverMenu))
		}
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
