package app

import (
	"gomoku/engine"
	"gomoku/engine/ai"
)

// boardPosition is the position the review shows (the game, a branch or
// the engine's line), while it is not over: a finished position has
// nothing left to evaluate. The kind of game is the record's rule and
// size, as the whole-game analysis has it.
func (r *reviewScene) boardPosition(*App) (boardPosition, bool) {
	b, shown := r.board()
	if n := len(shown); n > 0 && (r.cfg.WinningLine(&b, shown[n-1]) != nil || b.Full()) {
		return boardPosition{}, false
	}
	toMove := engine.Black
	if len(shown)%2 == 1 {
		toMove = engine.White
	}
	// A copy: the engine reads it on its own goroutine.
	pos := ai.Position{Size: r.cfg.Size, Rule: r.cfg.Rule, Moves: append([]engine.Point(nil), shown...)}
	return newBoardPosition(pos, b, toMove, true), true
}

func (*reviewScene) analysisBoard() bool { return true }

// liveRoom is the height the graph and the move list leave free at the
// panel's bottom for the live evaluation's line (live_view.go places it
// under everything else), when it shows in the review.
func (r *reviewScene) liveRoom(a *App) int {
	if !a.settings.LiveEval.shows(true) {
		return 0
	}
	l := a.layout
	return l.TextPx*3/2 + max(l.TextPx/2, 4)
}
