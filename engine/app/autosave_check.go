package app

import (
	"fmt"
	"time"

	"gomoku/engine"
)

// check holds every restored field to what the game itself writes, so a
// damaged or hand-edited autosave is reported as corrupt (and kept aside)
// instead of turning into a result: clock_ms [9223372036854775807,-5] once
// overflowed into "Black ran out of time" and a loss in best.json. g is the
// replayed game.
func (s Autosave) check(g *engine.Game) error {
	budget, _ := s.Setup.Clock.budget()
	for i, ms := range s.ClockMS {
		left := time.Duration(ms) * time.Millisecond
		switch {
		case ms < 0 || ms > budget.Milliseconds():
			// Also rules out the overflow: budget is at most minutes.
			return fmt.Errorf("clock %d is %d ms, outside 0–%d for clock %q", i+1, ms, budget.Milliseconds(), s.Setup.Clock)
		case left == 0 && budget > 0 && !s.Finished:
			// A clock reaches zero only by flagging, which ends the game.
			return fmt.Errorf("clock %d ran out in a game that is not over", i+1)
		}
	}
	if g.Over() && !s.Finished {
		return fmt.Errorf("the moves end the game, but it is saved as unfinished")
	}
	// An empty cursor (hand-written files) starts at the centre.
	if _, err := engine.ParsePoint(s.Cursor, s.Setup.Game.Size); err != nil && s.Cursor != "" {
		return fmt.Errorf("cursor: %w", err)
	}
	redo, err := engine.ParseMoves(s.Redo, s.Setup.Game.Size)
	if err != nil {
		return fmt.Errorf("redo: %w", err)
	}
	if len(redo) > 0 {
		// The undone stones come back newest last: replaying them from the
		// end must be legal, as Redo will do it.
		scratch, err := s.replay()
		if err != nil {
			return err
		}
		for i := len(redo) - 1; i >= 0; i-- {
			if err := scratch.Play(redo[i]); err != nil {
				return fmt.Errorf("redo %v: %w", redo[i], err)
			}
		}
	}
	return nil
}
