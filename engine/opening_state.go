package engine

import "fmt"

// Phase is what the game is waiting for.
type Phase uint8

const (
	// PhasePlay: normal play, the holder of the colour to move places it.
	PhasePlay Phase = iota
	// PhaseOpeningStones: a player places opening stones of both colours
	// (Swap: the starter's B, W, B; Swap2 "place two": the other's W, B).
	PhaseOpeningStones
	// PhaseChoose: a player must answer a prompt (Turn.Choices).
	PhaseChoose
	// PhaseOver: the game has ended.
	PhaseOver
	// PhaseOffers (RIF rules): Black's holder places 5th-move offers with
	// Game.Offer (Turn.StonesLeft of them still to place).
	PhaseOffers
	// PhasePickOffer (RIF rules): White's holder keeps one of Game.Offers
	// by playing it with Game.Play; it becomes Black's 5th stone.
	PhasePickOffer
)

func (p Phase) String() string {
	switch p {
	case PhasePlay:
		return "play"
	case PhaseOpeningStones:
		return "opening-stones"
	case PhaseChoose:
		return "choose"
	case PhaseOver:
		return "over"
	case PhaseOffers:
		return "offers"
	case PhasePickOffer:
		return "pick-offer"
	}
	return "phase(?)"
}

// Turn is everything the UI needs to know about who acts next.
type Turn struct {
	Phase Phase
	// Seat is the player who acts: places the next stone or answers.
	Seat Seat
	// Color is the colour of the next stone (it alternates strictly).
	Color Color
	// Choices is non-empty in PhaseChoose: the options, in menu order.
	Choices []Choice
	// StonesLeft, in PhaseOpeningStones, is how many stones Seat still
	// places before the next prompt; in PhaseOffers, how many offers.
	StonesLeft int
}

// openingState is the opening rule's state machine. It depends only on the
// rule, the starter, the number of stones and the choices made, so Undo
// rebuilds it by replaying those.
type openingState struct {
	rule    Opening
	starter Seat
	phase   Phase // PhasePlay, PhaseOpeningStones or PhaseChoose
	mover   Seat  // who acts in PhaseOpeningStones and PhaseChoose
	until   int   // PhaseOpeningStones ends when this many stones are down
	black   Seat  // holder of Black; NoSeat until decided (RIF: tentative)
	stage   int   // Swap2: 0 first prompt, 1 after "place two"; RIF: decisions since the last stone

	// RIF rules only.
	wanted   int     // 5th-move offers declared
	offers   []Point // offers placed so far
	oneFifth bool    // Taraguchi-10: a single 5th move inside the 9×9
}

func newOpeningState(rule Opening, starter Seat) openingState {
	s := openingState{rule: rule, starter: starter}
	switch rule {
	case OpeningSoosorv8, OpeningTaraguchi10, OpeningYamaguchi:
		s.black = starter
		s.rifAdvance(0)
	case OpeningSwap, OpeningSwap2:
		s.phase, s.mover, s.until = PhaseOpeningStones, starter, 3
	default:
		s.phase, s.black = PhasePlay, starter
	}
	return s
}

// seatFor is who places a stone of colour c now.
func (s *openingState) seatFor(c Color) Seat {
	if s.phase != PhasePlay && s.mover != NoSeat {
		return s.mover
	}
	if c == Black {
		return s.black
	}
	return s.black.Other()
}

// choices lists the options of the pending prompt at n stones.
func (s *openingState) choices(n int) []Choice {
	if s.phase != PhaseChoose {
		return nil
	}
	if s.rule.RIF() {
		return s.rifChoices(n)
	}
	if s.rule == OpeningSwap2 && s.stage == 0 {
		return []Choice{ChooseBlack, ChooseWhite, ChoosePlaceTwo}
	}
	return []Choice{ChooseBlack, ChooseWhite}
}

// stonePlaced advances after a stone; n is the number of stones now down.
func (s *openingState) stonePlaced(n int) {
	if s.rule.RIF() {
		s.stage, s.offers = 0, nil
		s.rifAdvance(n)
		return
	}
	if s.phase == PhaseOpeningStones && n >= s.until {
		s.phase = PhaseChoose
		s.mover = s.mover.Other()
	}
}

// choose applies a valid choice made at n stones (the caller checked it
// is on offer); at is the point of a 5th-move offer.
func (s *openingState) choose(c Choice, at Point, n int) {
	if c == ChooseOffer {
		s.offers = append(s.offers, at)
		s.offerPhase()
		return
	}
	if s.rule.RIF() {
		s.rifChoose(c, n)
		return
	}
	switch c {
	case ChooseBlack:
		s.black = s.mover
		s.phase = PhasePlay
	case ChooseWhite:
		s.black = s.mover.Other()
		s.phase = PhasePlay
	case ChoosePlaceTwo:
		s.phase, s.until, s.stage = PhaseOpeningStones, 5, 1
	}
}

// check reports whether stone number n (0-based) may go on p, given the
// centre of the board.
func (s *openingState) check(n int, p, center Point) error {
	z, ok := s.zone(n, center)
	if !ok || z.Allows(p) {
		return nil
	}
	if s.rule.RIF() {
		return s.rifZoneError(n, p, z)
	}
	if z.Inside {
		return &OpeningError{Point: p, Reason: fmt.Sprintf("under %v the first stone must go on the centre, %v", s.rule, center), Fault: FaultCentre, Other: center}
	}
	return &OpeningError{Point: p, Reason: fmt.Sprintf("under %v Black's second stone must be at least %d intersections from the centre", s.rule, z.Radius+1), Fault: FaultFar, N: z.Radius + 1}
}

// zone is the placement limit for stone number n (0-based), if any.
func (s *openingState) zone(n int, center Point) (Zone, bool) {
	if s.rule.RIF() {
		return s.rifZone(n, center)
	}
	d := s.rule.minDistance()
	switch {
	case d == 0:
		return Zone{}, false
	case n == 0:
		return Zone{Center: center, Radius: 0, Inside: true}, true
	case n == 2:
		return Zone{Center: center, Radius: d - 1, Inside: false}, true
	}
	return Zone{}, false
}
