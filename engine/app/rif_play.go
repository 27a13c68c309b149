package app

import (
	"gomoku/engine"
	"gomoku/engine/sound"
)

// placeOffer places one of Black's 5th-move offers (a press on the board
// while they are being placed).
func (a *App) placeOffer(p engine.Point) {
	if err := a.game.Offer(p); err != nil {
		a.refuse(p, err)
		return
	}
	a.redo = nil
	a.cue(sound.Place)
	a.afterAction()
}

// checkPlacement is the error a press on p would meet now: an offer's
// checks while offers are being placed, else a stone's.
func (a *App) checkPlacement(p engine.Point) error {
	if a.game.Turn().Phase == engine.PhaseOffers {
		return a.game.CheckOffer(p)
	}
	return a.game.Check(p)
}

// rifPanelLines are the panel's extra lines under a RIF rule (or any renju
// game): who holds which colour while swaps may still come, and the name
// of the opening once the first three stones are down.
func (a *App) rifPanelLines() []string {
	var out []string
	if s, ok := a.rifHolders(); ok {
		out = append(out, s)
	}
	if s, ok := a.namedOpening(a.game.Config(), a.game.Moves()); ok {
		out = append(out, s)
	}
	return out
}

// movesOnly is the configuration for judging a bare move list (the review
// and its variations, hints and analysis of the moves shown): a RIF
// opening rule's swaps and offers are not in a move list, so its
// prompts would stop the replay at move 2–4.
func movesOnly(c engine.Config) engine.Config {
	if c.Opening.RIF() {
		c.Opening = engine.OpeningNone
	}
	return c
}
