package record

import (
	"fmt"
	"time"

	"gomoku/engine"
)

// Outcome is who won a recorded game, as far as the record says.
type Outcome uint8

const (
	// Unknown: the record does not say (unfinished game, or no result field).
	Unknown Outcome = iota
	// BlackWins and WhiteWins name the winner.
	BlackWins
	WhiteWins
	// Draw: nobody won.
	Draw
)

// String is the outcome in the words the game browser shows.
func (o Outcome) String() string {
	switch o {
	case BlackWins:
		return "black wins"
	case WhiteWins:
		return "white wins"
	case Draw:
		return "draw"
	}
	return "unknown"
}

// Winner is the winning colour, or engine.Empty for a draw or no result.
func (o Outcome) Winner() engine.Color {
	switch o {
	case BlackWins:
		return engine.Black
	case WhiteWins:
		return engine.White
	}
	return engine.Empty
}

// Reason says how a win came about when the board alone does not show it.
// A win by five in a row needs no reason: the stones show it.
type Reason uint8

const (
	// NoReason: a five on the board, a draw, or the record does not say.
	NoReason Reason = iota
	// Resign: the loser gave up.
	Resign
	// Time: the loser ran out of time.
	Time
	// Forfeit: the loser broke a rule (e.g. a forbidden move in renju).
	Forfeit
)

// String names the reason for messages and the game browser.
func (r Reason) String() string {
	switch r {
	case Resign:
		return "resignation"
	case Time:
		return "time"
	case Forfeit:
		return "forfeit"
	}
	return ""
}

// Result is the outcome of a recorded game and, for wins off the board, why.
type Result struct {
	Outcome Outcome
	Reason  Reason
}

// String is "black wins", "white wins by resignation", "draw", "unknown".
func (r Result) String() string {
	if r.Reason != NoReason && (r.Outcome == BlackWins || r.Outcome == WhiteWins) {
		return r.Outcome.String() + " by " + r.Reason.String()
	}
	return r.Outcome.String()
}

// Game is one recorded game: everything the formats can carry. The zero
// values mean "not recorded": empty names, zero Date, Unknown result, nil
// Times.
type Game struct {
	Size  int
	Rule  engine.Rule
	Moves []engine.Point
	// Times is the thinking time per move (psq keeps it, in milliseconds);
	// nil, or one entry per move.
	Times        []time.Duration
	Black, White string
	Event        string
	Result       Result
	// Date is when the game was played; the zero time when unknown.
	Date time.Time
	// Variations are lines branching off Moves (variation.go); only SGF
	// keeps them.
	Variations []Variation
	// Opening is the opening rule and OpeningSteps its choices, swaps and
	// 5th-move offers, as engine.History keeps them; only SGF keeps them.
	Opening      engine.Opening
	OpeningSteps []engine.ChoiceRecord
}

// NewGame returns an empty record of the given size and rule.
func NewGame(size int, rule engine.Rule) *Game {
	return &Game{Size: size, Rule: rule}
}

// FromEngine records an engine game: its size, rule, moves and, when it is
// over, the result. Names and date are the caller's to fill in.
func FromEngine(g *engine.Game) *Game {
	cfg := g.Config()
	rec := &Game{Size: cfg.Size, Rule: cfg.Rule, Moves: g.Moves(), Opening: cfg.Opening, OpeningSteps: g.History().Choices}
	res := g.Result()
	switch res.Status {
	case engine.Won:
		if res.Winner == engine.Black {
			rec.Result.Outcome = BlackWins
		} else {
			rec.Result.Outcome = WhiteWins
		}
	case engine.Draw:
		rec.Result.Outcome = Draw
	}
	return rec
}

// MoveError reports the first move of a record the rules reject.
type MoveError struct {
	Index int // 0-based index into Game.Moves
	Point engine.Point
	Err   error
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("record: move %d (%v): %v", e.Index+1, e.Point, e.Err)
}

func (e *MoveError) Unwrap() error { return e.Err }

// Replay plays the record's moves on a fresh engine game, with the full
// rules of engine.Game.Play. The first rejected move comes back as a
// *MoveError; the returned game then holds the position before it, so a
// review screen can still show how far the record was good.
func (g *Game) Replay() (*engine.Game, error) {
	eg, err := engine.NewGame(engine.Config{Size: g.Size, Rule: g.Rule})
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	for i, p := range g.Moves {
		if err := eg.Play(p); err != nil {
			return eg, &MoveError{Index: i, Point: p, Err: err}
		}
	}
	return eg, nil
}

// Validate checks what every format needs: a playable size and rule, every
// move on the board, no more moves than points, and a Times slice that
// matches the moves. It does not apply the rules; Replay does.
func (g *Game) Validate() error {
	if g == nil {
		return fmt.Errorf("record: no game")
	}
	if err := (engine.Config{Size: g.Size, Rule: g.Rule}).Validate(); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	if len(g.Moves) > g.Size*g.Size {
		return fmt.Errorf("record: %d moves do not fit a %d×%d board", len(g.Moves), g.Size, g.Size)
	}
	for i, p := range g.Moves {
		if !p.In(g.Size) {
			return fmt.Errorf("record: move %d (%d,%d) is off the %d×%d board", i+1, p.X, p.Y, g.Size, g.Size)
		}
	}
	if g.Times != nil && len(g.Times) != len(g.Moves) {
		return fmt.Errorf("record: %d times for %d moves", len(g.Times), len(g.Moves))
	}
	for i, t := range g.Times {
		if t < 0 {
			return fmt.Errorf("record: move %d has a negative time", i+1)
		}
	}
	return g.validateVariations()
}

// Clone returns a deep copy, so a caller can edit one without the other.
func (g *Game) Clone() *Game {
	c := *g
	c.Moves = append([]engine.Point(nil), g.Moves...)
	if g.Times != nil {
		c.Times = append([]time.Duration(nil), g.Times...)
	}
	c.Variations = cloneVariations(g.Variations)
	c.OpeningSteps = append([]engine.ChoiceRecord(nil), g.OpeningSteps...)
	return &c
}
