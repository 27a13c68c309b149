package app

import (
	"time"

	"gomoku/engine"
	"gomoku/engine/i18n"
)

// prompt is embedded by the menus drawn over the board: the in-game menu,
// yes/no questions and an opening rule's choice. The game stays on the
// play screen underneath, with its clocks paused (runClock sees that the
// board is not the current scene) and the computer waiting.
type prompt struct {
	m menu
}

func (p *prompt) rows() *menu         { return &p.m }
func (*prompt) overlay() bool         { return true }
func (*prompt) screen() Screen        { return ScreenPlay }
func (*prompt) live() bool            { return true }
func (*prompt) enter(*App)            {}
func (*prompt) leave(*App)            {}
func (*prompt) changed(*App)          {}
func (*prompt) tick(a *App)           { a.play.tick(a) }
func (*prompt) wake(a *App) time.Time { return a.play.wake(a) }
func (p *prompt) view(a *App, v *View) {
	a.play.view(a, v)
	v.Menu = a.menuView(&p.m, true)
}

// openPrompt shows a menu over the board with the focus on row focus.
func (a *App) openPrompt(s menuScene, title string, items []menuItem, focus int) {
	m := s.rows()
	*m = menu{title: title, items: items, focus: focus}
	m.fixFocus()
	a.show(s)
	a.play.pendingOK = false
	a.runClock()
}

// closeOverlay puts the board back; the clocks go on from now (the pause
// is not charged), and an opening choice still to make is asked again.
func (a *App) closeOverlay() {
	a.show(a.play)
	a.runClock()
	if t := a.game.Turn(); t.Phase == engine.PhaseChoose && !a.game.Over() && !a.setup.computerSeat(t.Seat) {
		a.openChoicePrompt()
	}
}

// confirmScene asks a yes/no question over the board (take a move back,
// resign). Back is "no" when the question needs an answer (the other
// player asked to undo), else it just closes.
type confirmScene struct {
	prompt
	yes, no  func(a *App)
	backIsNo bool
	noLabel  string // the safe answer's words; "No" when empty
}

func (c *confirmScene) update(a *App, in Intent) { a.menuIntent(c, in) }

func (c *confirmScene) activate(a *App, it *menuItem) {
	a.show(a.play)
	switch {
	case it.id == rowYes:
		c.yes(a)
	case c.no != nil:
		c.no(a)
	}
}

func (c *confirmScene) back(a *App, menuKey bool) {
	if c.backIsNo {
		c.activate(a, &menuItem{id: rowNo})
		return
	}
	a.closeOverlay()
}

// confirm asks question with the given yes label; the focus starts on No.
func (a *App) confirm(question, yesLabel string, c *confirmScene) {
	no := c.noLabel
	if no == "" {
		no = a.t(i18n.KeyButtonNo)
	}
	a.openPrompt(c, question, []menuItem{{id: rowYes, label: yesLabel}, {id: rowNo, label: no}}, 1)
	c.m.aside = true
}

// choiceScene asks the player to act for an opening rule's choice (take
// Black or White, or place two more stones). It must be answered: Back
// does nothing.
type choiceScene struct {
	prompt
}

func (c *choiceScene) update(a *App, in Intent) { a.menuIntent(c, in) }

func (c *choiceScene) activate(a *App, it *menuItem) {
	a.show(a.play)
	for _, ch := range a.game.Turn().Choices {
		if it.id == rowChoice && it.arg == int(ch) {
			if err := a.game.Choose(ch); err == nil {
				a.dropAside()
				a.afterAction()
				return
			}
		}
	}
	a.openChoicePrompt()
}

func (*choiceScene) back(*App, bool) {}

// openChoicePrompt asks the player to act for an opening rule's choice.
func (a *App) openChoicePrompt() {
	if a.game.Config().Opening.RIF() {
		a.openRIFPrompt() // scene_prompt_rif.go
		return
	}
	t := a.game.Turn()
	var items []menuItem
	for _, c := range t.Choices {
		items = append(items, menuItem{id: rowChoice, arg: int(c), label: a.textChoice(c)})
	}
	s := &choiceScene{}
	a.openPrompt(s, a.textChoose(t.Seat), items, 0)
	s.m.aside = true
	s.m.subtitle = a.openingName(a.setup.Game.Opening)
}
