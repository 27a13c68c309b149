package app

import (
	"context"
	"fmt"
	"time"

	"gomoku/engine"
)

// Computer is the computer player as the app sees it. Think searches
// synchronously and must return promptly once ctx is done, with the best
// legal move it has; the app runs it on its own goroutine and polls for the
// answer every frame, so the window never stops drawing.
type Computer interface {
	Think(ctx context.Context, req ThinkRequest) (engine.Point, error)
}

// ThinkRequest is one question to the engine.
type ThinkRequest struct {
	Config  engine.Config
	History engine.History
	// Level indexes the engine's levels, weakest first; hints use the
	// strongest.
	Level int
	// Limit is the wall-clock budget for this move.
	Limit time.Duration
	// Seed is the game's (seed.go): the levels vary their play with it,
	// the same seed and position giving the same move.
	Seed int64
}

// Evaluation is how the position stands for the side to move, from an
// engine that can tell (see Analyst).
type Evaluation struct {
	// Score is in the engine's units, positive when the side to move is
	// better; about 200 is a clear advantage.
	Score int
	// Mate > 0: the side to move wins in Mate of its own moves; < 0: loses.
	Mate int
}

// Analyst is a Computer that can also evaluate the position; hints use it to
// say how the game stands next to the best move.
type Analyst interface {
	Analyze(ctx context.Context, req ThinkRequest) (engine.Point, Evaluation, error)
}

type thinkResult struct {
	move engine.Point
	err  error
	eval *Evaluation
	// decision, when set, answers a RIF opening step (rif_computer.go).
	decision *OpeningDecision
}

// thinkJob is a search running on its own goroutine.
type thinkJob struct {
	cancel  context.CancelFunc
	done    chan thinkResult
	hint    bool
	actions int // game.Actions() when it started: a stale answer is dropped
	started time.Time
}

// startThink launches a search; the goroutine ends when the engine returns,
// which it does promptly once the job is cancelled.
func startThink(e Computer, req ThinkRequest, hint bool, actions int, now time.Time) *thinkJob {
	ctx, cancel := context.WithTimeout(context.Background(), req.Limit+500*time.Millisecond)
	j := &thinkJob{cancel: cancel, done: make(chan thinkResult, 1), hint: hint, actions: actions, started: now}
	go func() {
		defer func() {
			if r := recover(); r != nil {
				j.done <- thinkResult{err: errPanic{r}}
			}
		}()
		if an, ok := e.(Analyst); ok && hint {
			p, ev, err := an.Analyze(ctx, req)
			j.done <- thinkResult{move: p, err: err, eval: &ev}
			return
		}
		p, err := e.Think(ctx, req)
		j.done <- thinkResult{move: p, err: err}
	}()
	return j
}

// poll returns the answer if the search has finished.
func (j *thinkJob) poll() (thinkResult, bool) {
	select {
	case r := <-j.done:
		j.cancel()
		return r, true
	default:
		return thinkResult{}, false
	}
}

type errPanic struct{ v any }

func (e errPanic) Error() string { return fmt.Sprintf("app: the engine panicked: %v", e.v) }
