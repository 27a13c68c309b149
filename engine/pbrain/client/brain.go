package client

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"gomoku/engine"
)

// ErrForfeit marks a game the external engine lost by misbehaving: no
// answer in time, a crash, an answer that is not a move, or a move off the
// board or onto a stone. The caller scores the game and plays on; the
// next Play starts a fresh process.
var ErrForfeit = errors.New("pbrain: engine forfeits")

// Brain is one external engine. It is not safe for concurrent use.
type Brain struct {
	opt  Options
	bits int
	p    *proc
	// known are the moves the engine has been told, Black first, ending
	// with its own last answer; nil when it has not seen this game.
	known []engine.Point
	fresh bool          // no game since START or RESTART
	used  time.Duration // thinking time charged against MatchTime
}

// New checks the options; the process starts on the first Play.
func New(opt Options) (*Brain, error) {
	bits, err := ruleBits(opt.Rule)
	if err != nil {
		return nil, err
	}
	if opt.Size < engine.MinSize || opt.Size > engine.MaxSize {
		return nil, fmt.Errorf("pbrain: board size %d out of range", opt.Size)
	}
	if opt.Path == "" {
		return nil, errors.New("pbrain: no engine executable")
	}
	return &Brain{opt: opt, bits: bits}, nil
}

// Name is the engine's label.
func (e *Brain) Name() string { return e.opt.Name() }

// NewGame forgets the current game, so the next Play sets up its
// position from scratch, and resets the match clock.
func (e *Brain) NewGame() {
	e.known = nil
	e.used = 0
}

// Close ends the engine process, if any.
func (e *Brain) Close() error {
	if e.p != nil {
		e.p.stop()
		e.p = nil
	}
	return nil
}

// start launches the process and sends START and the INFO settings. A
// failure up to START's OK is the caller's problem (bad path, unsupported
// size), not a forfeit: the error does not wrap ErrForfeit.
func (e *Brain) start() error {
	p, err := spawn(e.opt)
	if err != nil {
		return err
	}
	e.p = p
	if err := p.send(fmt.Sprintf("START %d", e.opt.Size)); err != nil {
		e.Close()
		return fmt.Errorf("pbrain: %s: START: %w", e.Name(), err)
	}
	if err := e.expectOK("START", e.opt.startTimeout()); err != nil {
		e.Close()
		return err
	}
	turn := e.opt.TurnTime.Milliseconds()
	err = p.send(
		fmt.Sprintf("INFO timeout_turn %d", turn),
		fmt.Sprintf("INFO timeout_match %d", e.opt.MatchTime.Milliseconds()),
		"INFO game_type 1",
		fmt.Sprintf("INFO rule %d", e.bits),
	)
	if err != nil {
		// START was accepted: dying now is a crash, not a setup problem
		return e.forfeit("writing INFO: %v (%s)", err, e.p.exitStatus())
	}
	e.fresh = true
	e.known = nil
	return nil
}

// expectOK waits for OK, skipping chatter.
func (e *Brain) expectOK(cmd string, d time.Duration) error {
	deadline := time.Now().Add(d)
	for {
		line, err := e.p.next(context.Background(), time.Until(deadline))
		if errors.Is(err, errExited) {
			return fmt.Errorf("pbrain: %s: %s: engine exited (%s)", e.Name(), cmd, e.p.exitStatus())
		}
		if err != nil {
			return fmt.Errorf("pbrain: %s: %s: %w", e.Name(), cmd, err)
		}
		a, err := ParseAnswer(line)
		if err != nil {
			return fmt.Errorf("pbrain: %s: %s: %w", e.Name(), cmd, err)
		}
		switch a.Kind {
		case OK:
			return nil
		case Error, Unknown:
			return fmt.Errorf("pbrain: %s refuses %s: %s", e.Name(), cmd, a.Text)
		}
	}
}

// forfeit kills the engine (its state is unknown now) and reports why.
func (e *Brain) forfeit(format string, args ...any) error {
	e.Close()
	return fmt.Errorf("%w: %s: %s", ErrForfeit, e.Name(), fmt.Sprintf(format, args...))
}

// Play asks the engine for its move in the game given by moves (Black
// first, alternating; the engine plays the side to move). The engine sees
// a continuation of what it was told as TURN, anything else as RESTART and
// BOARD. The answer is checked to be on the board and on an empty point;
// whether it is forbidden under renju is for the caller's referee.
func (e *Brain) Play(ctx context.Context, moves []engine.Point) (engine.Point, error) {
	if err := ctx.Err(); err != nil {
		return engine.Point{}, err
	}
	if e.p == nil {
		if err := e.start(); err != nil {
			return engine.Point{}, err
		}
	}
	if err := e.setUp(moves); err != nil {
		return engine.Point{}, err
	}
	if len(moves) > 0 {
		e.known = slices.Clone(moves)
	}
	return e.await(ctx, moves)
}

// setUp sends the command that makes the engine think about moves.
func (e *Brain) setUp(moves []engine.Point) error {
	n := len(e.known)
	var cmds []string
	if e.opt.MatchTime > 0 {
		cmds = append(cmds, fmt.Sprintf("INFO time_left %d", (e.opt.MatchTime-e.used).Milliseconds()))
	}
	switch {
	case n > 0 && len(moves) == n+1 && slices.Equal(moves[:n], e.known):
		cmds = append(cmds, "TURN "+e.xy(moves[n]))
	default:
		if !e.fresh {
			if err := e.p.send("RESTART"); err != nil {
				return e.forfeit("RESTART: %v", err)
			}
			if err := e.expectOK("RESTART", min(e.opt.startTimeout(), 5*time.Second)); err != nil {
				// engines without RESTART get a new process instead
				e.Close()
				if err := e.start(); err != nil {
					return err
				}
			}
		}
		if len(moves) == 0 {
			cmds = append(cmds, "BEGIN")
			break
		}
		cmds = append(cmds, "BOARD")
		me := len(moves) % 2 // index parity of the engine's stones
		for i, m := range moves {
			f := 2
			if i%2 == me {
				f = 1
			}
			cmds = append(cmds, fmt.Sprintf("%s,%d", e.xy(m), f))
		}
		cmds = append(cmds, "DONE")
	}
	e.fresh = false
	if err := e.p.send(cmds...); err != nil {
		return e.forfeit("writing %s: %v (%s)", strings.Fields(cmds[len(cmds)-1])[0], err, e.p.exitStatus())
	}
	return nil
}

// xy formats a point in Gomocup coordinates (row from the top).
func (e *Brain) xy(p engine.Point) string {
	return fmt.Sprintf("%d,%d", p.X, e.opt.Size-1-p.Y)
}

// await reads answers until a move, enforcing the time limit.
func (e *Brain) await(ctx context.Context, moves []engine.Point) (engine.Point, error) {
	begun := time.Now()
	limit := e.opt.TurnTime
	if e.opt.MatchTime > 0 {
		limit = min(limit, e.opt.MatchTime-e.used)
		if e.opt.TurnTime <= 0 {
			limit = e.opt.MatchTime - e.used
		}
	}
	deadline := begun.Add(max(limit, 0) + e.opt.grace())
	for {
		line, err := e.p.next(ctx, max(time.Until(deadline), 0))
		if cerr := ctx.Err(); cerr != nil {
			// the caller gave up: no forfeit, but the engine is still
			// thinking, so it cannot be reused
			e.Close()
			return engine.Point{}, cerr
		}
		if errors.Is(err, errTimeout) {
			return engine.Point{}, e.forfeit("no move within %v", time.Since(begun).Round(time.Millisecond))
		}
		if err != nil {
			return engine.Point{}, e.forfeit("engine exited while thinking (%s)", e.p.exitStatus())
		}
		a, err := ParseAnswer(line)
		if err != nil {
			return engine.Point{}, e.forfeit("%v", err)
		}
		switch a.Kind {
		case Chatter, Unknown:
			continue
		case Error:
			return engine.Point{}, e.forfeit("answered ERROR %s", clip(a.Text))
		case OK:
			return engine.Point{}, e.forfeit("answered OK instead of a move")
		}
		e.used += time.Since(begun)
		p := engine.Point{X: a.X, Y: e.opt.Size - 1 - a.Y}
		if a.X >= e.opt.Size || a.Y >= e.opt.Size {
			return engine.Point{}, e.forfeit("move %d,%d is off the %dx%d board", a.X, a.Y, e.opt.Size, e.opt.Size)
		}
		if slices.Contains(moves, p) {
			return engine.Point{}, e.forfeit("move %d,%d (%v) is occupied", a.X, a.Y, p)
		}
		e.known = append(e.known, p)
		return p, nil
	}
}
