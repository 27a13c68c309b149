package engine

import (
	"fmt"
	"strings"
)

// Offers lists the 5th-move offers on the board while White's holder has
// still to keep one (or Black is still placing them), in the order placed.
func (g *Game) Offers() []Point {
	if g.open.phase != PhaseOffers && g.open.phase != PhasePickOffer {
		return nil
	}
	return append([]Point(nil), g.open.offers...)
}

// CheckOffer returns the error Offer(p) would return, without placing it.
func (g *Game) CheckOffer(p Point) error {
	switch {
	case g.Over():
		return ErrGameOver
	case g.open.phase != PhaseOffers:
		return fmt.Errorf("%w: no 5th-move offers are being placed", ErrNoChoice)
	case !p.In(g.cfg.Size):
		return fmt.Errorf("%w: %v", ErrOffBoard, p)
	case g.board.At(p) != Empty:
		return fmt.Errorf("%w: %v", ErrOccupied, p)
	}
	for _, o := range g.open.offers {
		if o == p {
			return &OpeningError{Point: p, Fault: FaultRepeatedOffer, Reason: fmt.Sprintf("%v is already offered", p)}
		}
	}
	if o, ok := symmetricOffer(&g.board, g.moves, g.open.offers, p); ok {
		return &OpeningError{Point: p, Fault: FaultMirroredOffer, Other: o,
			Reason: fmt.Sprintf("%v mirrors the offer %v: the stones look the same from both, so White's choice would mean nothing", p, o)}
	}
	if k := g.cfg.ForbiddenAt(&g.board, p, Black); k != NotForbidden {
		return &ForbiddenError{Point: p, Color: Black, Kind: k}
	}
	return nil
}

// Offer places one of Black's 5th-move offers (PhaseOffers). An offer must
// be on an empty point, not offered already, and not a mirror image of an
// earlier offer by a symmetry of the stones on the board.
func (g *Game) Offer(p Point) error {
	if err := g.CheckOffer(p); err != nil {
		return err
	}
	g.open.choose(ChooseOffer, p, len(g.moves))
	g.choices = append(g.choices, choiceAt{n: len(g.moves), choice: ChooseOffer, at: p})
	return nil
}

// Declared is the number of 5th-move offers declared in this game's opening,
// or 0 (none yet, or the rule has none).
func (g *Game) Declared() int { return g.open.wanted }

func joinPoints(ps []Point) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.String()
	}
	return strings.Join(s, " ")
}

// Mirrors reports whether some symmetry of the stones on the board (axes
// through any point, as for 5th-move offers) carries p onto q; a point
// mirrors itself. The computer uses it to consider one point of each
// family of equivalent moves.
func (g *Game) Mirrors(p, q Point) bool {
	_, ok := symmetricOffer(&g.board, g.moves, []Point{q}, p)
	return ok
}

// InRIFOpening reports whether the next step belongs to a RIF opening
// rule's procedure rather than to ordinary play: a prompt, offers to place
// or keep, the opening stones, or a Taraguchi-10 stone inside its central
// square (which the opponent may answer by swapping). A computer player
// decides these with its opening judgement, not its move search.
func (g *Game) InRIFOpening() bool {
	if !g.cfg.Opening.RIF() || g.Over() {
		return false
	}
	switch g.open.phase {
	case PhaseChoose, PhaseOffers, PhasePickOffer, PhaseOpeningStones:
		return true
	}
	_, zoned := g.OpeningZone()
	return zoned && g.cfg.Opening == OpeningTaraguchi10
}
