package app

import (
	"context"

	"gomoku/engine"
	"gomoku/engine/puzzle"
)

// puzzleJob is one check of the player's move (or one hint) running on
// its own goroutine: the solver and the engine's defence take from a few
// milliseconds to a second or more, and the window must keep drawing. The
// session belongs to the goroutine until the job has answered; the scene
// draws from the moves the last answer carried.
type puzzleJob struct {
	cancel context.CancelFunc
	done   chan puzzleAnswer
	hint   bool
	move   engine.Point
}

// puzzleAnswer is what a finished job found.
type puzzleAnswer struct {
	step puzzle.Step
	hint engine.Point
	// The session once the job was done, for the frame loop to draw.
	moves []engine.Point
	state puzzle.State
	left  int
	err   error
}

// startPuzzleJob attacks with mv, or asks for a hint when hint is set.
func startPuzzleJob(s *puzzle.Session, hint bool, mv engine.Point) *puzzleJob {
	ctx, cancel := context.WithCancel(context.Background())
	j := &puzzleJob{cancel: cancel, done: make(chan puzzleAnswer, 1), hint: hint, move: mv}
	go func() {
		var ans puzzleAnswer
		defer func() {
			if r := recover(); r != nil {
				ans = puzzleAnswer{err: errPanic{r}}
			}
			ans.moves, ans.state, ans.left = s.Game().Moves(), s.State(), s.Left()
			j.done <- ans
		}()
		if hint {
			ans.hint, ans.err = s.Hint(ctx)
			return
		}
		ans.step, ans.err = s.Attack(ctx, mv)
	}()
	return j
}

// poll returns the answer once the job has finished.
func (j *puzzleJob) poll() (puzzleAnswer, bool) {
	select {
	case r := <-j.done:
		j.cancel()
		return r, true
	default:
		return puzzleAnswer{}, false
	}
}
