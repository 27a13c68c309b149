package app

import (
	"strings"

	"gomoku/engine"
	"gomoku/engine/i18n"
)

// The words of the RIF opening rules (Soosõrv-8, Taraguchi-10,
// Yamaguchi): who holds which colour for now, what each prompt asks, why a
// placement is refused, and the 26 openings' names in the player's
// language (romaji in English, kanji in Japanese and Chinese, Hangul in
// Korean).

// renjuOpeningName is "Kagetsu (4D)" in the player's language.
func (a *App) renjuOpeningName(o engine.RenjuOpening) string {
	name := a.t("renju_opening." + strings.ToLower(o.Code()))
	return a.t(i18n.KeyRenjuOpeningLabel, "name", name, "code", o.Code())
}

// namedOpening is the name of the game's opening when the first three
// stones make one of the 26 and the rule is one where the names are used
// (renju, or a RIF opening rule under any rule).
func (a *App) namedOpening(cfg engine.Config, moves []engine.Point) (string, bool) {
	if cfg.Rule != engine.Renju && !cfg.Opening.RIF() {
		return "", false
	}
	o, ok := engine.OpeningOf(moves)
	if !ok {
		return "", false
	}
	return a.renjuOpeningName(o), true
}

// textRIFPromptTitle says who decides, the colour they hold for now and
// what is asked.
func (a *App) textRIFPromptTitle(t engine.Turn, held engine.Color) string {
	n := int(t.Seat)
	switch {
	case t.Choices[0].Offers() > 0:
		return a.t(a.pick(held, i18n.KeyOpeningRifDeclareBlack, i18n.KeyOpeningRifDeclareWhite), "n", n)
	case len(t.Choices) == 3:
		return a.t(i18n.KeyOpeningRifFifthTitle, "n", n)
	}
	return a.t(a.pick(held, i18n.KeyOpeningRifSwapBlack, i18n.KeyOpeningRifSwapWhite), "n", n)
}

// textRIFChoice labels a choice for the player holding held: a swap says
// which colour it gives.
func (a *App) textRIFChoice(c engine.Choice, held engine.Color) string {
	switch c {
	case engine.ChooseSwap:
		return a.t(a.pick(held, i18n.KeyOpeningRifTakeWhite, i18n.KeyOpeningRifTakeBlack))
	case engine.ChooseStay:
		return a.t(a.pick(held, i18n.KeyOpeningRifKeepBlack, i18n.KeyOpeningRifKeepWhite))
	case engine.ChooseOneFifth:
		return a.t(i18n.KeyOpeningRifOneFifth)
	case engine.ChooseTenOffers:
		return a.t(i18n.KeyOpeningRifTenOffers)
	}
	return a.t(i18n.KeyOpeningRifOffers, "n", c.Offers())
}

// textRIFDone is the message after a choice, for the other player to read
// (the computer's choices above all): who swapped, who kept what.
func (a *App) textRIFDone(c engine.Choice, seat engine.Seat, nowHeld engine.Color) string {
	n := int(seat)
	switch c {
	case engine.ChooseSwap:
		return a.t(a.pick(nowHeld, i18n.KeyOpeningRifSwappedBlack, i18n.KeyOpeningRifSwappedWhite), "n", n)
	case engine.ChooseStay:
		return a.t(a.pick(nowHeld, i18n.KeyOpeningRifKeptBlack, i18n.KeyOpeningRifKeptWhite), "n", n)
	case engine.ChooseOneFifth:
		return a.t(i18n.KeyOpeningRifOneChosen)
	case engine.ChooseTenOffers:
		return a.t(i18n.KeyOpeningRifTenChosen)
	}
	return a.t(i18n.KeyOpeningRifDeclared, "n", c.Offers())
}

// textOpeningFault words a refused opening placement.
func (a *App) textOpeningFault(e *engine.OpeningError) string {
	switch e.Fault {
	case engine.FaultCentre:
		return a.t(i18n.KeyOpeningCenter, "point", e.Other.String())
	case engine.FaultFar:
		return a.t(i18n.KeyOpeningFar, "n", e.N)
	case engine.FaultSquare:
		return a.t(i18n.KeyOpeningRifSquare, "n", e.N)
	case engine.FaultNotOpening:
		return a.t(i18n.KeyOpeningRifNotOpening)
	case engine.FaultRepeatedOffer:
		return a.t(i18n.KeyOpeningRifRepeated, "point", e.Point.String())
	case engine.FaultMirroredOffer:
		return a.t(i18n.KeyOpeningRifMirrored, "point", e.Point.String(), "other", e.Other.String())
	case engine.FaultNotOffered:
		return a.t(i18n.KeyOpeningRifKeep)
	}
	return e.Reason
}

// rifStatus is the panel's line while offers are placed or one is kept.
func (a *App) rifStatus(t engine.Turn) (string, bool) {
	switch t.Phase {
	case engine.PhaseOffers:
		return a.t(i18n.KeyOpeningRifStatusOffers, "n", t.StonesLeft), true
	case engine.PhasePickOffer:
		return a.t(i18n.KeyOpeningRifStatusPick), true
	}
	return "", false
}

// rifHolders is the panel's line saying who holds which colour while the
// swaps can still change it.
func (a *App) rifHolders() (string, bool) {
	g := a.game
	if !g.Config().Opening.RIF() || g.Over() || !rifSwapsLeft(g) {
		return "", false
	}
	word := func(s engine.Seat) string {
		return a.t(a.pick(g.ColorOf(s), i18n.KeyOpeningRifBlackForNow, i18n.KeyOpeningRifWhiteForNow))
	}
	return a.t(i18n.KeyOpeningRifHolders, "one", word(engine.SeatOne), "two", word(engine.SeatTwo)), true
}

// rifSwapsLeft reports whether a swap may still come: the colours are
// tentative until then.
func rifSwapsLeft(g *engine.Game) bool {
	n := g.MoveCount()
	switch g.Config().Opening {
	case engine.OpeningSoosorv8:
		return n < 4 || (n == 4 && g.Turn().Phase == engine.PhaseChoose)
	case engine.OpeningYamaguchi:
		return n < 3 || (n == 3 && g.Turn().Phase == engine.PhaseChoose)
	case engine.OpeningTaraguchi10:
		return n < 5 || (n == 5 && g.Turn().Phase == engine.PhaseChoose)
	}
	return false
}

// offerGhosts shows Black's offers as numbered see-through stones.
func (a *App) offerGhosts() []Ghost {
	var out []Ghost
	for i, p := range a.game.Offers() {
		out = append(out, Ghost{Point: p, Color: engine.Black, Number: i + 1})
	}
	return out
}
