package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
)

// rifPromptScene asks a RIF opening rule's question over the board: swap
// or keep the colour held for now, how many 5th moves will be offered,
// or (Taraguchi-10 after move 4) swap, one 5th move or ten offers. Like
// every opening choice it must be answered: Back does nothing. The title
// says who decides and what is asked; the subtitle, the colour they hold
// for now and, once laid, the opening.
type rifPromptScene struct {
	prompt
}

// Its rows, numbered apart from menu.go's.
const (
	// rowOffersCount picks N (options "1 offer" … "8 offers").
	rowOffersCount rowID = 240 + iota
	// rowDeclare declares the N picked.
	rowDeclare
)

func (r *rifPromptScene) update(a *App, in Intent) { a.menuIntent(r, in) }

func (r *rifPromptScene) activate(a *App, it *menuItem) {
	choice := engine.Choice(it.arg)
	if it.id == rowDeclare {
		choice = engine.DeclareOffers(r.m.items[0].selected + 1)
	}
	a.show(a.play)
	t := a.game.Turn()
	if err := a.game.Choose(choice); err != nil {
		a.openRIFPrompt()
		return
	}
	a.redo = nil
	a.setToast(a.textRIFDone(choice, t.Seat, a.game.ColorOf(t.Seat)))
	a.afterAction()
}

func (*rifPromptScene) back(*App, bool) {}

// openRIFPrompt asks the pending RIF question.
func (a *App) openRIFPrompt() {
	t := a.game.Turn()
	if t.Phase != engine.PhaseChoose || len(t.Choices) == 0 {
		return
	}
	held := a.game.ColorOf(t.Seat)
	var items []menuItem
	focus := 0
	if t.Choices[0].Offers() > 0 {
		opts := make([]string, len(t.Choices))
		for i, c := range t.Choices {
			opts[i] = a.textRIFChoice(c, held)
		}
		items = []menuItem{
			{id: rowOffersCount, label: a.t(i18n.KeyOpeningRifOffersRow), options: opts, selected: min(1, len(opts)-1)},
			{id: rowDeclare, label: a.t(i18n.KeyOpeningRifDeclare)},
		}
		// On Declare: Enter there declares the N shown; Enter on the
		// number row steps it, as on every choice row.
		focus = 1
	} else {
		for _, c := range t.Choices {
			items = append(items, menuItem{id: rowChoice, arg: int(c), label: a.textRIFChoice(c, held)})
		}
		// Keeping the colour is the answer most often given: start there,
		// so a stray press never swaps.
		for i, c := range t.Choices {
			if c == engine.ChooseStay || c == engine.ChooseOneFifth {
				focus = i
			}
		}
	}
	s := &rifPromptScene{}
	a.openPrompt(s, a.textRIFPromptTitle(t, held), items, focus)
	s.m.aside = true
	// The colour held for now and the opening; the rule's name stays in
	// view in the panel's line above the prompt.
	s.m.subtitle = a.t(a.pick(held, i18n.KeyOpeningRifBlackForNow, i18n.KeyOpeningRifWhiteForNow))
	if name, ok := a.namedOpening(a.game.Config(), a.game.Moves()); ok {
		s.m.subtitle += " · " + name
	}
}
