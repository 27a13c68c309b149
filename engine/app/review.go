package app

import "gomoku/engine"

// reviewState steps through a finished game's moves.
type reviewState struct {
	moves []engine.Point
	at    int // stones shown
}

// openReview shows the finished game from its last move; ←/→ step, ↑/↓
// jump to the start or end, Enter continues playing from the shown
// position as a new game, Back returns.
func (a *App) openReview() {
	a.cancelThink()
	ms := a.game.Moves()
	a.review = &reviewState{moves: ms, at: len(ms)}
	a.screen = ScreenReview
	a.dirty = true
}

func (a *App) reviewIntent(in Intent) {
	r := a.review
	if r == nil {
		a.screen = ScreenPlay
		return
	}
	switch in.Kind {
	case MoveCursor:
		switch {
		case in.DX != 0:
			r.at = clamp(r.at+in.DX, 0, len(r.moves))
		case in.DY > 0:
			r.at = 0
		case in.DY < 0:
			r.at = len(r.moves)
		}
		a.cue("menu")
	case Undo:
		r.at = clamp(r.at-1, 0, len(r.moves))
	case Redo:
		r.at = clamp(r.at+1, 0, len(r.moves))
	case Place:
		a.continueFrom(r.moves[:r.at])
	case Back, Menu:
		a.review = nil
		a.screen = ScreenPlay
	case PointerMove, PointerDown:
		a.pointerX, a.pointerY, a.pointerIn = in.X, in.Y, true
	}
	a.dirty = true
}

// continueFrom starts a new game of the same kind from the first moves of
// the reviewed one.
func (a *App) continueFrom(moves []engine.Point) {
	cfg := a.setup.Game
	cfg.Opening = engine.OpeningNone // the opening is already on the board
	s := a.setup
	s.Game = cfg
	if err := a.startGame(s); err != nil {
		a.setToast(err.Error())
		return
	}
	if err := a.game.PlayAll(moves); err != nil {
		a.setToast(err.Error())
		return
	}
	a.review = nil
	if last, ok := a.game.LastMove(); ok {
		a.cursor = last
	}
	a.autosave()
}

// reviewBoard is the position shown in review and its stones in order.
// It is built stone by stone, not replayed through the rules: every move
// was legal when played, and a replay would stop early at an overline that
// did not end the game under this rule.
func (a *App) reviewBoard() (engine.Board, []engine.Point) {
	b, _ := engine.NewBoard(a.setup.Game.Size)
	shown := a.review.moves[:a.review.at]
	for i, p := range shown {
		c := engine.Black
		if i%2 == 1 {
			c = engine.White
		}
		b.Set(p, c)
	}
	return b, shown
}
