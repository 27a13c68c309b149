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
		f := clamp(p.overFocus-in.DY+in.DX, 0, n-1)
		if p.overFocus < 0 {
			f = 0
		}
		if f != p.overFocus {
			p.overFocus = f
			a.cue(sound.Menu)
			a.dirty = true
		}
	case Place:
		bs := a.overButtons()
		if p.overFocus >= 0 && p.overFocus < len(bs) {
			p.press(a, bs[p.overFocus])
			return
		}
		a.refuse(a.cursor, engine.ErrGameOver)
	case PointerMove:
		p.pointerAt(a, in.X, in.Y)
		for i, b := range p.buttons(a) {
			if b.Rect.Contains(in.X, in.Y) && i != p.overFocus {
				p.overFocus = i
				a.dirty = true
			}
		}
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
