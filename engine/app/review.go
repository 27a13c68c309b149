package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/record"
	"gomoku/engine/sound"
)

// reviewState steps through a game's moves: the game just finished, or
// any record opened from a file, the game list or the command line.
type reviewState struct {
	moves []engine.Point
	at    int // stones shown
	cfg   engine.Config
	// rec is the record being reviewed; nil for the game just played.
	rec *record.Game
	// name is the file the record came from, shown in the panel.
	name string
	// from is where Back returns: the board or the game list.
	from Screen
	// The engine's hint for the position with hintAt stones.
	hint   engine.Point
	hintAt int
	think  *thinkJob
}

// record is the reviewed game as a record, for saving and copying.
func (r *reviewState) record() *record.Game {
	if r.rec != nil {
		return r.rec.Clone()
	}
	rec := record.NewGame(r.cfg.Size, r.cfg.Rule)
	rec.Moves = append(rec.Moves, r.moves...)
	return rec
}

// openReview shows the finished game from its last move; ←/→ step, ↑/↓
// jump to the start or end, Enter continues playing from the shown
// position as a new game, Back returns.
func (a *App) openReview() {
	a.cancelThink()
	ms := a.game.Moves()
	a.review = &reviewState{moves: ms, at: len(ms), cfg: a.game.Config(), from: ScreenPlay, hintAt: -1}
	a.screen = ScreenReview
	a.dirty = true
}

// openRecord reviews a record, from its last move. Back returns to from.
func (a *App) openRecord(rec *record.Game, name string, from Screen) {
	a.cancelThink()
	a.overlay, a.overlayKind = nil, overlayNone
	a.full = nil
	a.review = &reviewState{
		moves: rec.Moves, at: len(rec.Moves), rec: rec, name: name, from: from, hintAt: -1,
		cfg: withBoard(a.setup.Game, rec.Size, rec.Rule),
	}
	a.screen = ScreenReview
	a.relayout()
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
		a.cue(sound.Menu)
	case Undo:
		r.at = clamp(r.at-1, 0, len(r.moves))
	case Redo:
		r.at = clamp(r.at+1, 0, len(r.moves))
	case Place:
		a.continueFrom(r.moves[:r.at])
	case Hint:
		a.reviewHint()
	case Back, Menu:
		a.leaveReview()
	case PointerMove, PointerDown:
		a.pointerX, a.pointerY, a.pointerIn = in.X, in.Y, true
	}
	a.dirty = true
}

// leaveReview returns where the review was opened from.
func (a *App) leaveReview() {
	r := a.review
	a.cancelReviewHint()
	a.review = nil
	if r != nil && r.from == ScreenGames && a.games != nil {
		a.showGames()
		return
	}
	a.screen = ScreenPlay
	a.relayout()
}

// continueFrom starts a new game of the current kind, on the reviewed
// game's board and rule, from its first moves.
func (a *App) continueFrom(moves []engine.Point) {
	r := a.review
	s := a.setup
	s.Game = withBoard(s.Game, r.cfg.Size, r.cfg.Rule)
	a.cancelReviewHint()
	if err := a.startFrom(s, moves); err != nil {
		a.setToast(err.Error())
		return
	}
	a.review, a.games = nil, nil
}

// reviewHint asks the engine for the best move in the shown position.
func (a *App) reviewHint() {
	r := a.review
	if a.opts.Computer == nil {
		a.setToast(a.t(i18n.KeyReviewNoHint))
		return
	}
	if r.think != nil {
		return
	}
	req := ThinkRequest{
		Config: r.cfg, History: engine.History{Moves: append([]engine.Point(nil), r.moves[:r.at]...)},
		Level: max(len(a.opts.Levels)-1, 0), Limit: hintLimit, Seed: a.opts.Seed,
	}
	r.think = startThink(a.opts.Computer, req, true, r.at, a.now)
	a.setToast(a.t(i18n.KeyStatusHintWait))
}

// pollReviewHint shows the hint once the engine answers, if the same
// position is still shown.
func (a *App) pollReviewHint() {
	r := a.review
	if r == nil || r.think == nil {
		return
	}
	res, ok := r.think.poll()
	if !ok {
		return
	}
	job := r.think
	r.think = nil
	a.dirty = true
	switch {
	case job.actions != r.at:
		return // stepped meanwhile: the answer is for another position
	case res.err != nil:
		a.setToast(a.t(i18n.KeyErrorEngine, "error", res.err))
	default:
		r.hint, r.hintAt = res.move, r.at
		toMove := engine.Black
		if r.at%2 == 1 {
			toMove = engine.White
		}
		a.setToast(a.textHint(res, toMove))
		a.cue(sound.Hint)
	}
}

func (a *App) cancelReviewHint() {
	if a.review != nil && a.review.think != nil {
		a.review.think.cancel()
		a.review.think = nil
	}
}

// reviewBoard is the position shown in review and its stones in order.
// It is built stone by stone, not replayed through the rules: every move
// was legal when played, and a replay would stop early at an overline that
// did not end the game under this rule.
func (a *App) reviewBoard() (engine.Board, []engine.Point) {
	b, _ := engine.NewBoard(a.review.cfg.Size)
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
