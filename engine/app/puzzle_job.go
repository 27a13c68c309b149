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
// draws from the moves, state and moves left the last answer carried.
type puzzleJob struct {
	*job[puzzleAnswer]
	hint bool
}

// puzzleAnswer is what a finished job found.
type puzzleAnswer struct {
	step puzzle.Step
	hint engine.Point
	// The session once the job was done, for the frame loop to draw.
	moves []engine.Point
	state puzzle.State
	left  int
	win   puzzle.Win // how a solved attempt was won
	err   error
}

// startPuzzleJob attacks with mv, or asks for a hint when hint is set.
func startPuzzleJob(s *puzzle.Session, hint bool, mv engine.Point) *puzzleJob {
	snapshot := func(ans puzzleAnswer) puzzleAnswer {
		ans.moves, ans.state, ans.left, ans.win = s.Game().Moves(), s.State(), s.Left(), s.Win()
		return ans
	}
	run := func(ctx context.Context) puzzleAnswer {
		var ans puzzleAnswer
		if hint {
			ans.hint, ans.err = s.Hint(ctx)
		} else {
			ans.step, ans.err = s.Attack(ctx, mv)
		}
		return snapshot(ans)
	}
	return &puzzleJob{job: startJob(run, func(err error) puzzleAnswer { return snapshot(puzzleAnswer{err: err}) }), hint: hint}
}
