package engine

import (
	"errors"
	"fmt"
	"slices"
)

// Errors returned by Game.Play. A rejected move leaves the game unchanged:
// board, turn and move counter stay as they were. See also ErrForbidden,
// ErrOpening and ErrChoicePending.
var (
	ErrOccupied = errors.New("engine: point is occupied")
	ErrOffBoard = errors.New("engine: point is off the board")
	ErrGameOver = errors.New("engine: the game is over")
)

// Game is one round: the board, the moves in order, the opening state and
// the result. Black moves first and the colours alternate strictly.
type Game struct {
	cfg     Config
	board   Board
	moves   []Point
	choices []choiceAt
	starter Seat
	open    openingState
	result  Result

	// forbidden caches ForbiddenPoints for the current position; the UI asks
	// every frame.
	forbidden   []Forbidden
	forbiddenOK bool
}

// choiceAt records an opening choice made when n stones were down; at is
// the point of a 5th-move offer (ChooseOffer).
type choiceAt struct {
	n      int
	choice Choice
	at     Point
}

// NewGame starts an empty game; SeatOne starts.
func NewGame(cfg Config) (*Game, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	b, err := NewBoard(cfg.Size)
	if err != nil {
		return nil, err
	}
	return &Game{cfg: cfg, board: b, starter: SeatOne, open: newOpeningState(cfg.Opening, SeatOne)}, nil
}

// Config returns the game's configuration.
func (g *Game) Config() Config { return g.cfg }

// Board returns a copy of the position.
func (g *Game) Board() Board { return g.board }

// At returns the colour at p.
func (g *Game) At(p Point) Color { return g.board.At(p) }

// Moves returns a copy of the moves played, in order.
func (g *Game) Moves() []Point { return append([]Point(nil), g.moves...) }

// MoveCount is the number of stones placed so far.
func (g *Game) MoveCount() int { return len(g.moves) }

// LastMove returns the newest stone, or false before the first move.
func (g *Game) LastMove() (Point, bool) {
	if len(g.moves) == 0 {
		return NoPoint(), false
	}
	return g.moves[len(g.moves)-1], true
}

// ToMove is the colour of the next stone; Black on an empty board.
func (g *Game) ToMove() Color {
	if len(g.moves)%2 == 0 {
		return Black
	}
	return White
}

// Result returns the outcome so far.
func (g *Game) Result() Result {
	r := g.result
	r.Line = append([]Point(nil), r.Line...)
	return r
}

// Over reports whether the board is frozen.
func (g *Game) Over() bool { return g.result.Status != Playing }

// Starter is the seat that started this game (the first player).
func (g *Game) Starter() Seat { return g.starter }

// SeatOf is the player holding colour c, or NoSeat while an opening choice
// has not decided it yet.
func (g *Game) SeatOf(c Color) Seat {
	switch {
	case g.open.black == NoSeat:
		return NoSeat
	case c == Black:
		return g.open.black
	case c == White:
		return g.open.black.Other()
	}
	return NoSeat
}

// ColorOf is the colour seat s holds, or Empty while undecided.
func (g *Game) ColorOf(s Seat) Color {
	switch {
	case g.open.black == NoSeat || s == NoSeat:
		return Empty
	case s == g.open.black:
		return Black
	}
	return White
}

// Turn says who acts next and how: place a stone, place an opening stone,
// or answer a prompt.
func (g *Game) Turn() Turn {
	c := g.ToMove()
	if g.Over() {
		return Turn{Phase: PhaseOver, Color: c}
	}
	t := Turn{Phase: g.open.phase, Seat: g.open.seatFor(c), Color: c, Choices: g.open.choices(len(g.moves))}
	switch t.Phase {
	case PhaseOpeningStones:
		t.StonesLeft = g.open.until - len(g.moves)
	case PhaseOffers:
		t.StonesLeft = g.open.wanted - len(g.open.offers)
	}
	return t
}

// OpeningZone is the placement limit of Pro and Long Pro for the next stone,
// if any: the UI shades the points it does not allow.
func (g *Game) OpeningZone() (Zone, bool) {
	if g.Over() {
		return Zone{}, false
	}
	return g.open.zone(len(g.moves), Center(g.cfg.Size))
}

// Choose answers the pending opening prompt.
func (g *Game) Choose(c Choice) error {
	if g.Over() {
		return ErrGameOver
	}
	opts := g.open.choices(len(g.moves))
	if len(opts) == 0 {
		return ErrNoChoice
	}
	for _, o := range opts {
		if o == c {
			g.open.choose(c, NoPoint(), len(g.moves))
			g.choices = append(g.choices, choiceAt{n: len(g.moves), choice: c, at: NoPoint()})
			return nil
		}
	}
	return fmt.Errorf("%w: %v (offered %v)", ErrBadChoice, c, opts)
}

// Forbidden says whether p is forbidden for the side to move, and why.
func (g *Game) Forbidden(p Point) ForbiddenKind {
	return g.cfg.ForbiddenAt(&g.board, p, g.ToMove())
}

// ForbiddenPoints lists the forbidden points of the side to move, sorted by
// column then row; empty when that side is unrestricted or the game is over.
func (g *Game) ForbiddenPoints() []Forbidden {
	if g.Over() {
		return nil
	}
	if !g.forbiddenOK {
		g.forbidden = g.cfg.ForbiddenPoints(&g.board, g.ToMove())
		g.forbiddenOK = true
	}
	return append([]Forbidden(nil), g.forbidden...)
}

// Check returns the error Play(p) would return, without playing: nil when
// the move is accepted (under ForbiddenLoses a forbidden point is accepted,
// and loses).
func (g *Game) Check(p Point) error {
	_, err := g.check(p)
	return err
}

// check validates a move and returns the kind of foul it commits, if any
// (only a forbidden point under ForbiddenLoses gets through with a foul).
func (g *Game) check(p Point) (ForbiddenKind, error) {
	if g.Over() {
		return NotForbidden, ErrGameOver
	}
	switch g.open.phase {
	case PhaseChoose:
		return NotForbidden, fmt.Errorf("%w: player %v must choose first", ErrChoicePending, g.open.mover)
	case PhaseOffers:
		return NotForbidden, fmt.Errorf("%w: player %v must place %d more 5th-move offers", ErrChoicePending, g.open.mover, g.open.wanted-len(g.open.offers))
	case PhasePickOffer:
		if !slices.Contains(g.open.offers, p) {
			return NotForbidden, &OpeningError{Point: p, Fault: FaultNotOffered, Reason: fmt.Sprintf("White keeps one of Black's offers: %v", joinPoints(g.open.offers))}
		}
	}
	if !p.In(g.cfg.Size) {
		return NotForbidden, fmt.Errorf("%w: %v", ErrOffBoard, p)
	}
	if g.board.At(p) != Empty {
		return NotForbidden, fmt.Errorf("%w: %v", ErrOccupied, p)
	}
	if err := g.open.check(len(g.moves), p, Center(g.cfg.Size)); err != nil {
		return NotForbidden, err
	}
	c := g.ToMove()
	k := g.cfg.ForbiddenAt(&g.board, p, c)
	if k != NotForbidden && !g.cfg.ForbiddenLoses {
		return k, &ForbiddenError{Point: p, Color: c, Kind: k}
	}
	return k, nil
}

// Play places the side to move's stone at p. On error nothing changes.
func (g *Game) Play(p Point) error {
	foul, err := g.check(p)
	if err != nil {
		return err
	}
	c := g.ToMove()
	g.board.Set(p, c)
	g.moves = append(g.moves, p)
	g.open.stonePlaced(len(g.moves))
	g.forbiddenOK = false
	switch line := g.cfg.WinningLine(&g.board, p); {
	case foul != NotForbidden:
		g.result = Result{Status: Won, Winner: c.Opponent(), Reason: ReasonForbidden, Forbidden: foul}
	case line != nil:
		r := ReasonFive
		if len(line) > 5 {
			r = ReasonOverline
		}
		g.result = Result{Status: Won, Winner: c, Line: line, Reason: r}
	case len(g.moves) == g.cfg.Size*g.cfg.Size:
		g.result = Result{Status: Draw, Reason: ReasonBoardFull}
	case g.cfg.Restricted(c.Opponent()) && !g.cfg.hasPlayable(&g.board, c.Opponent()):
		g.result = Result{Status: Draw, Reason: ReasonNoPlayablePoint}
	}
	return nil
}

// PlayAll plays the moves in order and stops at the first that is rejected,
// reporting its index (1-based). Pending opening choices must be made
// through Choose; PlayAll stops there too.
func (g *Game) PlayAll(moves []Point) error {
	for i, p := range moves {
		if err := g.Play(p); err != nil {
			return fmt.Errorf("engine: move %d (%v): %w", i+1, p, err)
		}
	}
	return nil
}

// Undo takes back the newest action, a stone or an opening choice, and
// reopens a finished game. It reports false when there is nothing to take
// back.
func (g *Game) Undo() bool {
	switch {
	case len(g.choices) > 0 && g.choices[len(g.choices)-1].n == len(g.moves):
		g.choices = g.choices[:len(g.choices)-1]
	case len(g.moves) > 0:
		p := g.moves[len(g.moves)-1]
		g.board.Set(p, Empty)
		g.moves = g.moves[:len(g.moves)-1]
	default:
		return false
	}
	g.result = Result{}
	g.forbiddenOK = false
	g.replayOpening()
	return true
}

// replayOpening rebuilds the opening state from the stones and choices.
func (g *Game) replayOpening() {
	g.open = newOpeningState(g.cfg.Opening, g.starter)
	ci := 0
	for n := 0; ; n++ {
		for ci < len(g.choices) && g.choices[ci].n == n {
			c := g.choices[ci]
			g.open.choose(c.choice, c.at, n)
			ci++
		}
		if n == len(g.moves) {
			return
		}
		g.open.stonePlaced(n + 1)
	}
}

// Restart clears the board for a new game: Black to move, no moves, no
// result. With Config.SwapStarter the other seat starts.
func (g *Game) Restart() {
	if g.cfg.SwapStarter {
		g.starter = g.starter.Other()
	}
	g.reset()
}

// SetStarter chooses which seat starts, before the first stone or choice
// only (e.g. for "the site picks who starts").
func (g *Game) SetStarter(s Seat) error {
	if s != SeatOne && s != SeatTwo {
		return fmt.Errorf("engine: no such seat %d", s)
	}
	if len(g.moves) > 0 || len(g.choices) > 0 {
		return fmt.Errorf("engine: the starter is fixed once the game has begun")
	}
	g.starter = s
	g.reset()
	return nil
}

func (g *Game) reset() {
	g.board.Clear()
	g.moves = g.moves[:0]
	g.choices = g.choices[:0]
	g.result = Result{}
	g.forbiddenOK = false
	g.open = newOpeningState(g.cfg.Opening, g.starter)
}

// WinnerMoves is the number of stones the winner placed, the score a best
// result is measured in (5 is a perfect game). It is 0 when nobody has won.
func (g *Game) WinnerMoves() int {
	if g.result.Status != Won {
		return 0
	}
	return g.board.Count(g.result.Winner)
}
