package engine

import "fmt"

// taraguchiOffers is the fixed number of 5th-move offers in Taraguchi-10.
const taraguchiOffers = 10

// The RIF rules (Soosõrv-8, Taraguchi-10, Yamaguchi) as steps. Until the
// last swap, the colours are tentative: the starter holds Black, and every
// swap exchanges them. s.stage counts the decisions taken since the last
// stone, so the state follows from the stones down, the stage and the
// declared number of offers.

// rifAdvance sets phase and mover for n stones down.
func (s *openingState) rifAdvance(n int) {
	black, white := s.black, s.black.Other()
	s.phase, s.mover = PhasePlay, NoSeat
	ask := func(who Seat) { s.phase, s.mover = PhaseChoose, who }
	switch s.rule {
	case OpeningYamaguchi:
		switch {
		case n < 3:
			s.phase, s.mover, s.until = PhaseOpeningStones, black, 3
		case n == 3 && s.stage == 0:
			ask(black) // N, declared with the opening
		case n == 3 && s.stage == 1:
			ask(white) // swap
		case n == 4:
			s.offerPhase()
		}
	case OpeningSoosorv8:
		switch {
		case n < 3:
			s.phase, s.mover, s.until = PhaseOpeningStones, black, 3
		case n == 3 && s.stage == 0:
			ask(white) // 1st swap
		case n == 4 && s.stage == 0:
			ask(white) // N, declared with move 4
		case n == 4 && s.stage == 1:
			ask(black) // 2nd swap
		case n == 4:
			s.offerPhase()
		}
	case OpeningTaraguchi10:
		switch {
		case n >= 1 && n <= 3 && s.stage == 0:
			// The player about to move may swap instead.
			if n%2 == 1 {
				ask(white)
			} else {
				ask(black)
			}
		case n == 4 && s.stage == 0:
			ask(black) // swap (then one 5th), one 5th, or ten offers
		case n == 4 && !s.oneFifth:
			s.offerPhase()
		case n == 5 && s.oneFifth && s.stage == 0:
			ask(white)
		}
	}
}

// offerPhase is Black placing the declared offers, then White keeping one.
// A single offer is simply Black's 5th move.
func (s *openingState) offerPhase() {
	switch {
	case s.wanted <= 1:
		s.phase, s.mover = PhasePlay, NoSeat
	case len(s.offers) < s.wanted:
		s.phase, s.mover = PhaseOffers, s.black
	default:
		s.phase, s.mover = PhasePickOffer, s.black.Other()
	}
}

// rifChoices lists the options of the pending RIF prompt at n stones.
func (s *openingState) rifChoices(n int) []Choice {
	switch {
	case s.rule == OpeningYamaguchi && n == 3 && s.stage == 0,
		s.rule == OpeningSoosorv8 && n == 4 && s.stage == 0:
		cs := make([]Choice, 0, s.rule.MaxOffers())
		for k := 1; k <= s.rule.MaxOffers(); k++ {
			cs = append(cs, DeclareOffers(k))
		}
		return cs
	case s.rule == OpeningTaraguchi10 && n == 4:
		return []Choice{ChooseSwap, ChooseOneFifth, ChooseTenOffers}
	}
	return []Choice{ChooseSwap, ChooseStay}
}

// rifChoose applies a choice on offer at n stones (the caller checked).
func (s *openingState) rifChoose(c Choice, n int) {
	switch {
	case c == ChooseSwap:
		s.black = s.black.Other()
		if s.rule == OpeningTaraguchi10 && n == 4 {
			s.oneFifth = true // a swap after move 4 leads to a single 5th
		}
	case c == ChooseOneFifth:
		s.oneFifth = true
	case c == ChooseTenOffers:
		s.wanted = taraguchiOffers
	case c.Offers() > 0:
		s.wanted = c.Offers()
	}
	s.stage++
	s.rifAdvance(n)
}

// rifZone is the central square stone number n (0-based) must go in.
func (s *openingState) rifZone(n int, center Point) (Zone, bool) {
	last := 2 // Soosõrv-8 and Yamaguchi: the 26 openings
	if s.rule == OpeningTaraguchi10 {
		last = 3
		if s.oneFifth {
			last = 4
		}
	}
	if n > last {
		return Zone{}, false
	}
	return Zone{Center: center, Radius: n, Inside: true}, true
}

// rifZoneError explains why stone number n may not go on p.
func (s *openingState) rifZoneError(n int, p Point, z Zone) error {
	side := 2*z.Radius + 1
	switch {
	case n == 0:
		return &OpeningError{Point: p, Fault: FaultCentre, Other: z.Center,
			Reason: fmt.Sprintf("under %v the first stone must go on the centre, %v", s.rule, z.Center)}
	case n == 2 && s.rule != OpeningTaraguchi10:
		return &OpeningError{Point: p, Fault: FaultNotOpening, N: side,
			Reason: fmt.Sprintf("under %v the third stone must go inside the central 5×5, so that the first three stones make one of the 26 openings", s.rule)}
	}
	return &OpeningError{Point: p, Fault: FaultSquare, N: side,
		Reason: fmt.Sprintf("under %v stone %d must go inside the central %d×%d", s.rule, n+1, side, side)}
}
