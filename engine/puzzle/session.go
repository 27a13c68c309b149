package puzzle

import (
	"context"
	"errors"
	"fmt"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// State is how far a puzzle attempt is.
type State uint8

const (
	// Playing: the player (the attacker) is to move.
	Playing State = iota
	// Solved: the player made five, or a four no block stops.
	Solved
	// Failed: the player's move let the win go; the engine refuted it.
	Failed
)

func (s State) String() string {
	switch s {
	case Playing:
		return "playing"
	case Solved:
		return "solved"
	case Failed:
		return "failed"
	}
	return fmt.Sprintf("state(%d)", uint8(s))
}

// ErrFinished is returned for a move after the attempt ended.
var ErrFinished = errors.New("puzzle: the attempt is over")

// sessionNodes bounds each check of a player's move (the solver's
// nodes; a proof usually takes far fewer); answerNodes the engine's search for its
// answer to a wrong move.
const (
	sessionNodes = 2_000_000
	answerNodes  = 300_000
)

// Session is one attempt at a puzzle, as a Puzzles screen drives it: the
// player attacks, each move is checked with the solver, the engine answers
// with its best defence, and a wrong move is answered with the engine's
// refutation. Calls are synchronous (run them off the frame loop; they stop
// when ctx is done). A Session is not safe for concurrent use.
type Session struct {
	p     Puzzle
	eng   *ai.Searcher
	g     *engine.Game
	start int
	left  int // attacking moves left to the solution's end (the solver's bound)
	extra int // the five after a solution that ends at a four no block stops
	state State
}

// Step is the outcome of one attacking move.
type Step struct {
	Move engine.Point
	// Correct reports that the move keeps a forced win within the moves
	// left.
	Correct bool
	// Reply is the engine's answer, already played (NoPoint when the
	// attempt ended with the move).
	Reply engine.Point
	// Line is the engine's expected continuation after Reply: the rest of
	// a winning line when the move was correct, its refutation when not.
	Line  []engine.Point
	State State
}

// NewSession starts an attempt. eng does the checking and defending; a
// screen keeps one engine for all its attempts.
func NewSession(p Puzzle, eng *ai.Searcher) (*Session, error) {
	g, err := engine.NewGame(engine.Config{Size: p.Size, Rule: p.Rule})
	if err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	if err := g.PlayAll(p.Moves); err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	return &Session{p: p, eng: eng, g: g, start: len(p.Moves), left: p.Length, extra: p.Goal() - p.Length}, nil
}

// Puzzle is the puzzle being attempted.
func (s *Session) Puzzle() Puzzle { return s.p }

// Game is the position now, for drawing (read only: play through Attack).
func (s *Session) Game() *engine.Game { return s.g }

// Position is the position now, for the engine.
func (s *Session) Position() ai.Position { return ai.PositionOf(s.g) }

// Played is the moves made since the puzzle's position, both sides.
func (s *Session) Played() []engine.Point { return s.g.Moves()[s.start:] }

// Attacker is the side the player plays.
func (s *Session) Attacker() engine.Color { return s.p.ToMove() }

// Left is how many of the player's own moves are left to win, the five
// included, as Puzzle.Goal counts them.
func (s *Session) Left() int { return s.left + s.extra }

// State is how far the attempt is.
func (s *Session) State() State { return s.state }

// Attack plays the player's move. An illegal move (occupied, forbidden) is
// an error and changes nothing, as on the game board.
func (s *Session) Attack(ctx context.Context, mv engine.Point) (Step, error) {
	if s.state != Playing {
		return Step{}, ErrFinished
	}
	if err := s.g.Check(mv); err != nil {
		return Step{}, err
	}
	pos := s.Position()
	proof, err := s.keepsWin(ctx, pos, mv)
	if err != nil {
		return Step{}, err
	}
	if err := s.g.Play(mv); err != nil {
		return Step{}, err
	}
	st := Step{Move: mv, Correct: proof.Won(), Reply: engine.NoPoint()}
	if s.g.Over() {
		s.state = Failed
		if r := s.g.Result(); r.Status == engine.Won && r.Winner == s.Attacker() {
			s.state = Solved
		}
		st.State = s.state
		return st, nil
	}
	if st.Correct {
		s.left--
		st.Line = proof.Line[1:]
		if len(st.Line) == 0 {
			// A four no block stops: the attempt is won here.
			s.state = Solved
			st.State = Solved
			return st, nil
		}
		st.Reply = st.Line[0]
		st.Line = st.Line[1:]
	} else {
		s.state = Failed
		info, err := s.eng.Search(ctx, s.Position(), ai.Limits{Nodes: answerNodes})
		if err != nil {
			return Step{}, err
		}
		st.Reply, st.Line = info.Move, info.PV[1:]
	}
	if err := s.g.Play(st.Reply); err != nil {
		return Step{}, fmt.Errorf("puzzle: engine reply %v: %w", st.Reply, err)
	}
	st.State = s.state
	return st, nil
}

// keepsWin proves mv still wins within the moves left: by the puzzle's
// kind, and for a VCF puzzle also by threats (a winning three is no
// mistake, even if the puzzle asked for fours).
func (s *Session) keepsWin(ctx context.Context, pos ai.Position, mv engine.Point) (ai.Proof, error) {
	proof, err := s.eng.SolveAfter(ctx, pos, mv, s.p.Kind, s.left, sessionNodes)
	if err != nil || proof.Won() || s.p.Kind != ai.VCF {
		return proof, err
	}
	return s.eng.SolveAfter(ctx, pos, mv, ai.VCT, min(s.left, maxVCT), sessionNodes)
}

// Hint is a winning next move for the player (NoPoint when the attempt is
// over or, after a wrong move, no win is left).
func (s *Session) Hint(ctx context.Context) (engine.Point, error) {
	if s.state != Playing {
		return engine.NoPoint(), nil
	}
	proof, err := s.eng.Solve(ctx, s.Position(), s.p.Kind, s.left, sessionNodes)
	if err != nil || !proof.Won() {
		return engine.NoPoint(), err
	}
	return proof.Line[0], nil
}
