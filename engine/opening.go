package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Opening is the closed set of opening rules. The board colours always
// alternate strictly (Black, White, Black, …); an opening rule only decides
// where the first stones may go and which player ends up holding which colour.
type Opening uint8

const (
	// OpeningNone: the starter plays Black, no placement limits.
	OpeningNone Opening = iota
	// OpeningPro: the starter plays Black; the first stone goes on the
	// centre and Black's second stone (move 3) at least 3 intersections
	// from it (Chebyshev distance: outside the central 5×5).
	OpeningPro
	// OpeningLongPro: as Pro, with at least 4 (outside the central 7×7).
	OpeningLongPro
	// OpeningSwap: the starter places three stones (B, W, B); the other
	// player then chooses a colour and play goes on with White's move 4.
	OpeningSwap
	// OpeningSwap2: the starter places three stones (B, W, B); the other
	// player chooses Black, White, or places two more (W, B) and lets the
	// starter choose the colour.
	OpeningSwap2
	// OpeningSoosorv8 (RIF, the World Championship rule since 2017): the
	// starter places one of the 26 openings; the other may swap; White plays
	// move 4 anywhere and declares N (1–8); Black may swap; Black offers N
	// non-symmetric 5th moves and White keeps one.
	OpeningSoosorv8
	// OpeningTaraguchi10 (RIF): moves 1–4 inside the central 1×1, 3×3,
	// 5×5 and 7×7, each followed by the other player's right to swap; then
	// Black either plays one 5th move inside the 9×9 (with a swap before and
	// after it) or offers ten non-symmetric 5th moves for White to choose.
	OpeningTaraguchi10
	// OpeningYamaguchi (RIF, 2008–2016 championships): the starter places
	// one of the 26 openings and declares N; the other may swap; White plays
	// move 4; Black offers N non-symmetric 5th moves and White keeps one.
	OpeningYamaguchi
	openingCount
)

// Openings lists every opening rule in menu order.
func Openings() []Opening {
	os := make([]Opening, 0, openingCount)
	for o := OpeningNone; o < openingCount; o++ {
		os = append(os, o)
	}
	return os
}

// String is the stable identifier used on the command line and in files.
func (o Opening) String() string {
	switch o {
	case OpeningNone:
		return "none"
	case OpeningPro:
		return "pro"
	case OpeningLongPro:
		return "longpro"
	case OpeningSwap:
		return "swap"
	case OpeningSwap2:
		return "swap2"
	case OpeningSoosorv8:
		return "soosorv8"
	case OpeningTaraguchi10:
		return "taraguchi10"
	case OpeningYamaguchi:
		return "yamaguchi"
	}
	return fmt.Sprintf("opening(%d)", uint8(o))
}

// OpeningNames is every opening's identifier in menu order, joined by sep.
func OpeningNames(sep string) string {
	names := make([]string, 0, len(Openings()))
	for _, o := range Openings() {
		names = append(names, o.String())
	}
	return strings.Join(names, sep)
}

// ParseOpening reads an identifier as written by String, in any case
// ("long-pro", "long pro", "Soosõrv-8" and "Taraguchi 10" are accepted too).
func ParseOpening(s string) (Opening, error) {
	t := strings.NewReplacer("-", "", "_", "", " ", "", "õ", "o", "ö", "o").Replace(strings.ToLower(s))
	for _, o := range Openings() {
		if t == o.String() {
			return o, nil
		}
	}
	return OpeningNone, fmt.Errorf("engine: unknown opening %q (want one of %s)", s, OpeningNames(", "))
}

// Valid reports whether o is one of the defined opening rules.
func (o Opening) Valid() bool { return o < openingCount }

// RIF reports whether o is one of the RIF tournament rules (Soosõrv-8,
// Taraguchi-10, Yamaguchi): the 26 openings, swaps and 5th-move offers.
func (o Opening) RIF() bool {
	return o == OpeningSoosorv8 || o == OpeningTaraguchi10 || o == OpeningYamaguchi
}

// MaxOffers is the largest number of 5th-move offers the rule lets a player
// declare (Taraguchi-10's ten are fixed): Soosõrv-8 caps N at 8; Yamaguchi
// sets no limit in the rule text, and both renju servers that play it cap N
// at 12, as this does.
func (o Opening) MaxOffers() int {
	switch o {
	case OpeningSoosorv8:
		return 8
	case OpeningTaraguchi10:
		return taraguchiOffers
	case OpeningYamaguchi:
		return 12
	}
	return 0
}

// zoneRadius is how far from the centre the rule's placement limits reach:
// the board must have that many points on each side of the centre.
func (o Opening) zoneRadius() int {
	switch o {
	case OpeningSoosorv8, OpeningYamaguchi:
		return 2
	case OpeningTaraguchi10:
		return 4
	}
	return o.minDistance()
}

// minDistance is how far from the centre Black's second stone must be, or 0.
func (o Opening) minDistance() int {
	switch o {
	case OpeningPro:
		return 3
	case OpeningLongPro:
		return 4
	}
	return 0
}

// Seat is a player, independent of colour: under Swap the colours are
// decided during the opening, and with Config.SwapStarter the seat that
// starts changes after each game. A new Game is started by SeatOne.
type Seat uint8

const (
	// NoSeat: nobody (a colour not yet assigned).
	NoSeat Seat = iota
	// SeatOne is the first player of the first game.
	SeatOne
	// SeatTwo is the other player.
	SeatTwo
)

// Other returns the opposite seat; NoSeat stays NoSeat.
func (s Seat) Other() Seat {
	switch s {
	case SeatOne:
		return SeatTwo
	case SeatTwo:
		return SeatOne
	}
	return NoSeat
}

func (s Seat) String() string {
	switch s {
	case SeatOne:
		return "one"
	case SeatTwo:
		return "two"
	}
	return "none"
}

// Choice is an answer to an opening prompt.
type Choice uint8

const (
	// ChooseBlack: the choosing player takes Black.
	ChooseBlack Choice = iota + 1
	// ChooseWhite: the choosing player takes White (and, in Swap/Swap2, plays
	// White's next stone).
	ChooseWhite
	// ChoosePlaceTwo (Swap2 only): place a White and a Black stone and let
	// the starter choose the colour.
	ChoosePlaceTwo
	// ChooseSwap (RIF rules): exchange colours with the opponent; the
	// stones stay.
	ChooseSwap
	// ChooseStay (RIF rules): keep the colour held now.
	ChooseStay
	// ChooseOneFifth (Taraguchi-10 after move 4): Black plays a single 5th
	// move inside the central 9×9, and White may swap after it.
	ChooseOneFifth
	// ChooseTenOffers (Taraguchi-10 after move 4): Black offers ten 5th
	// moves and White keeps one.
	ChooseTenOffers
	// ChooseOffer (RIF rules): a 5th-move offer; ChoiceRecord.Point says
	// where. Made with Game.Offer, not Game.Choose.
	ChooseOffer
	// offersBase+N declares N 5th-move offers (see DeclareOffers).
	offersBase Choice = 100
)

// ParseChoice reads a choice as written by Choice.String.
func ParseChoice(s string) (Choice, error) {
	for c := ChooseBlack; c <= ChooseOffer; c++ {
		if s == c.String() {
			return c, nil
		}
	}
	if rest, ok := strings.CutPrefix(s, "offers-"); ok {
		if n, err := strconv.Atoi(rest); err == nil && n > 0 && n <= 255-int(offersBase) {
			return DeclareOffers(n), nil
		}
	}
	return 0, fmt.Errorf("engine: unknown opening choice %q", s)
}

// DeclareOffers is the choice "I will offer n 5th moves" (Yamaguchi: the
// starter with the opening; Soosõrv-8: White with move 4).
func DeclareOffers(n int) Choice { return offersBase + Choice(n) }

// Offers is the number a DeclareOffers choice declares, or 0.
func (c Choice) Offers() int {
	if c > offersBase {
		return int(c - offersBase)
	}
	return 0
}

func (c Choice) String() string {
	switch c {
	case ChooseBlack:
		return "black"
	case ChooseWhite:
		return "white"
	case ChoosePlaceTwo:
		return "place-two"
	case ChooseSwap:
		return "swap"
	case ChooseStay:
		return "stay"
	case ChooseOneFifth:
		return "one-fifth"
	case ChooseTenOffers:
		return "ten-offers"
	case ChooseOffer:
		return "offer"
	}
	if n := c.Offers(); n > 0 {
		return fmt.Sprintf("offers-%d", n)
	}
	return fmt.Sprintf("choice(%d)", uint8(c))
}

// Errors of the opening. Placement errors are *OpeningError values, which
// match ErrOpening.
var (
	ErrOpening       = errors.New("engine: opening rule")
	ErrChoicePending = errors.New("engine: a choice is pending")
	ErrNoChoice      = errors.New("engine: nothing to choose now")
	ErrBadChoice     = errors.New("engine: that choice is not on offer")
)

// OpeningError is an illegal opening placement. Reason is a sentence for the
// player ("the first stone must go on the centre, h8"); Fault, N and Other
// say the same for a program that words it in the player's language.
type OpeningError struct {
	Point  Point
	Reason string
	Fault  OpeningFault
	// N is the distance (FaultFar) or the side of the square (FaultSquare).
	N int
	// Other is the centre (FaultCentre) or the offer mirrored
	// (FaultMirroredOffer).
	Other Point
}

// OpeningFault is why an opening placement was refused.
type OpeningFault uint8

const (
	// FaultCentre: the first stone goes on the centre (Other).
	FaultCentre OpeningFault = iota + 1
	// FaultFar: Pro/Long Pro: Black's second stone at least N from the centre.
	FaultFar
	// FaultSquare: this stone goes inside the central N×N square.
	FaultSquare
	// FaultNotOpening: the third stone makes none of the 26 openings (it
	// must go inside the central 5×5).
	FaultNotOpening
	// FaultRepeatedOffer: that point is offered already.
	FaultRepeatedOffer
	// FaultMirroredOffer: that point mirrors the offer Other.
	FaultMirroredOffer
	// FaultNotOffered: White must keep one of the offers.
	FaultNotOffered
)

func (e *OpeningError) Error() string {
	return fmt.Sprintf("engine: opening: %v: %s", e.Point, e.Reason)
}

// Is makes errors.Is(err, ErrOpening) true.
func (e *OpeningError) Is(target error) bool { return target == ErrOpening }

// Zone is a square of points within Radius (Chebyshev distance) of Center.
// When Inside is true the next stone must be inside the zone; otherwise it
// must be outside it. The UI shades the illegal part.
type Zone struct {
	Center Point
	Radius int
	Inside bool
}

// Contains reports whether p lies in the square.
func (z Zone) Contains(p Point) bool {
	return abs(p.X-z.Center.X) <= z.Radius && abs(p.Y-z.Center.Y) <= z.Radius
}

// Allows reports whether the zone lets the next stone go on p.
func (z Zone) Allows(p Point) bool { return z.Contains(p) == z.Inside }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
