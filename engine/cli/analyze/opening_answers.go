package analyze

import "gomoku/engine"

// answerOpening answers the opening prompts standing before the stone next,
// so a plain move list can be judged under any opening rule. Swaps keep the
// colours of the stones, so staying is as good as swapping. A declared
// number of 5th-move offers is one, which makes the 5th move a plain move
// placed anywhere; under Taraguchi-10 a 5th move inside the 9×9 is the
// single 5th, and one outside it is the offer White kept from ten, the
// other nine being the first points that may legally be offered.
func answerOpening(g *engine.Game, next engine.Point) error {
	for !g.Over() {
		t := g.Turn()
		switch t.Phase {
		case engine.PhaseChoose:
			if err := g.Choose(pickAnswer(g, t.Choices, next)); err != nil {
				return err
			}
		case engine.PhaseOffers:
			if err := offerAround(g, next); err != nil {
				return err
			}
		default:
			return nil
		}
	}
	return nil
}

func pickAnswer(g *engine.Game, choices []engine.Choice, next engine.Point) engine.Choice {
	has := func(c engine.Choice) bool {
		for _, x := range choices {
			if x == c {
				return true
			}
		}
		return false
	}
	switch {
	case has(engine.DeclareOffers(1)):
		return engine.DeclareOffers(1)
	case has(engine.ChooseTenOffers):
		if z := (engine.Zone{Center: engine.Center(g.Config().Size), Radius: 4, Inside: true}); !z.Allows(next) {
			return engine.ChooseTenOffers
		}
		return engine.ChooseOneFifth
	case has(engine.ChooseStay):
		return engine.ChooseStay
	}
	return choices[0]
}

// offerAround offers keep (when it may be offered) and fills the remaining
// offers with the first legal points, so White can keep keep.
func offerAround(g *engine.Game, keep engine.Point) error {
	if err := g.Offer(keep); err != nil {
		return err
	}
	n := g.Config().Size
	for y := 0; y < n && g.Turn().Phase == engine.PhaseOffers; y++ {
		for x := 0; x < n && g.Turn().Phase == engine.PhaseOffers; x++ {
			p := engine.Point{X: x, Y: y}
			if g.CheckOffer(p) == nil {
				if err := g.Offer(p); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
