package engine

import (
	"errors"
	"fmt"
)

// Errors returned by Game.Play. A rejected move leaves the game unchanged:
// board, turn and move counter stay as they were.
var (
	ErrOccupied = errors.New("engine: point is occupied")
	ErrOffBoard = errors.New("engine: point is off the board")
	ErrGameOver = errors.New("engine: the game is over")
)

// Status is where a game stands.
type Status uint8

const (
	// Playing: moves are accepted.
	Playing Status = iota
	// Won: a side completed a winning line; the board is frozen.
	Won
	// Draw: no winning line and no playable point left; the board is frozen.
	Draw
)

// String names the status for JSON and messages.
func (s Status) String() string {
	switch s {
	case Playing:
		return "ongoing"
	case Won:
		return "win"
	case Draw:
		return "draw"
	}
	return fmt.Sprintf("status(%d)", uint8(s))
}

// Result is the outcome so far. Winner and Line are set only when Status is
// Won; Line holds the winning stones in order along their axis.
type Result struct {
	Status Status
	Winner Color
	Line   []Point
}

// Config fixes the kind of game: the board size and the rule set.
type Config struct {
	Size int
	Rule Rule
}

// DefaultConfig is freestyle on 15×15, what a first launch plays.
func DefaultConfig() Config { return Config{Size: DefaultSize, Rule: Freestyle} }

// Validate reports a configuration the engine cannot play.
func (c Config) Validate() error {
	if c.Size < MinSize || c.Size > MaxSize {
		return fmt.Errorf("engine: board size %d out of range %d–%d", c.Size, MinSize, MaxSize)
	}
	if !c.Rule.Valid() {
		return fmt.Errorf("engine: unknown rule %d", c.Rule)
	}
	return nil
}

// Game is one round: the board, the moves in order and the result. Black
// moves first and the sides alternate strictly.
type Game struct {
	cfg    Config
	board  Board
	moves  []Point
	result Result
}

// NewGame starts an empty game.
func NewGame(cfg Config) (*Game, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	b, err := NewBoard(cfg.Size)
	if err != nil {
		return nil, err
	}
	return &Game{cfg: cfg, board: b}, nil
}

// Config returns the game's size and rule.
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

// ToMove is the side whose turn it is; Black on an empty board.
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

// Play places the side to move's stone at p. On error nothing changes.
func (g *Game) Play(p Point) error {
	if g.Over() {
		return ErrGameOver
	}
	if !p.In(g.cfg.Size) {
		return fmt.Errorf("%w: %v", ErrOffBoard, p)
	}
	if g.board.At(p) != Empty {
		return fmt.Errorf("%w: %v", ErrOccupied, p)
	}
	c := g.ToMove()
	g.board.Set(p, c)
	g.moves = append(g.moves, p)
	if line := WinningLine(&g.board, p, g.cfg.Rule); line != nil {
		g.result = Result{Status: Won, Winner: c, Line: line}
	} else if len(g.moves) == g.cfg.Size*g.cfg.Size {
		g.result = Result{Status: Draw}
	}
	return nil
}

// PlayAll plays the moves in order and stops at the first that is rejected,
// reporting its index.
func (g *Game) PlayAll(moves []Point) error {
	for i, p := range moves {
		if err := g.Play(p); err != nil {
			return fmt.Errorf("engine: move %d (%v): %w", i+1, p, err)
		}
	}
	return nil
}

// Undo takes back the newest stone and reopens a finished game. It reports
// false when there is nothing to take back.
func (g *Game) Undo() bool {
	p, ok := g.LastMove()
	if !ok {
		return false
	}
	g.board.Set(p, Empty)
	g.moves = g.moves[:len(g.moves)-1]
	g.result = Result{}
	return true
}

// Restart clears every point: Black to move, no moves, no result.
func (g *Game) Restart() {
	g.board.Clear()
	g.moves = g.moves[:0]
	g.result = Result{}
}

// WinnerMoves is the number of stones the winner placed, the score a best
// result is measured in (5 is a perfect game). It is 0 when nobody has won.
func (g *Game) WinnerMoves() int {
	if g.result.Status != Won {
		return 0
	}
	return g.board.Count(g.result.Winner)
}
