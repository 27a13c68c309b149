package app

import (
	"errors"
	"time"

	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/sound"
	"gomoku/engine/store"
)

// placeStone plays p for whoever is to move; while Black's 5th-move
// offers are being placed, it places one (rif_play.go).
func (a *App) placeStone(p engine.Point) {
	if a.game.Turn().Phase == engine.PhaseOffers {
		a.placeOffer(p)
		return
	}
	if err := a.game.Play(p); err != nil {
		a.refuse(p, err)
		return
	}
	a.redo = nil
	a.cue(sound.Place)
	if a.settings.Animations {
		a.play.ripple, a.play.rippleStart = p, a.now
	}
	a.sayLineWithoutWin(p)
	a.afterAction()
}

// sayLineWithoutWin tells the players when the stone at p made six in a
// row, or a five blocked at both ends, that the rule does not count: a
// player who sees five stones in a line expects the game to end.
func (a *App) sayLineWithoutWin(p engine.Point) {
	if a.game.Over() {
		return
	}
	cfg, b := a.game.Config(), a.game.Board()
	rule := a.ruleName(cfg.Rule)
	switch cfg.LineWithoutWin(&b, p) {
	case engine.NoWinOverline:
		a.inform(a.t(i18n.KeyNoticeOverlineNoWin, "rule", rule))
	case engine.NoWinBlockedFive:
		a.inform(a.t(i18n.KeyNoticeBlockedFiveNoWin, "rule", rule))
	}
}

// afterAction runs after every stone, choice, undo or redo.
func (a *App) afterAction() {
	a.play.pendingOK, a.play.hintOK = false, false
	a.lastMoveAt = a.now
	a.runClock() // the mover's time stops now; the next player's starts
	a.cancelThinkIfStale()
	a.dirty = true
	a.refreshHover()
	if a.game.Over() {
		a.finish()
		return
	}
	a.autosave()
	if t := a.game.Turn(); t.Phase == engine.PhaseChoose && !a.setup.computerSeat(t.Seat) {
		a.openChoicePrompt()
	}
}

func (a *App) cancelThinkIfStale() {
	if a.think != nil && a.think.actions != a.game.Actions() {
		a.cancelThink()
	}
}

// refuse gives the short cue for a placement that changed nothing, and
// says why when the rules forbid the point.
func (a *App) refuse(p engine.Point, err error) {
	var fe *engine.ForbiddenError
	var oe *engine.OpeningError
	switch {
	case errors.As(err, &fe):
		a.setToast(a.textForbiddenFor(fe.Color, fe.Kind))
	case errors.As(err, &oe):
		a.setToast(a.textOpeningFault(oe))
	case errors.Is(err, engine.ErrGameOver):
		a.setToast(a.t(i18n.KeyStatusGameOverMenu))
	case err == nil:
		a.setToast(a.t(i18n.KeyStatusNotYourTurn))
	}
	a.play.invalid = p
	a.play.invalidEnd = a.now.Add(invalidCueTime)
	a.cue(sound.Invalid)
	a.dirty = true
}

// finish records the result once, when the game ends.
func (a *App) finish() {
	a.cancelThink()
	a.play.overFocus = -1
	a.dirty = true
	r := a.game.Result()
	switch {
	case r.Status == engine.Draw:
		a.cue(sound.Draw)
	case a.setup.Mode == ModeVsComputer && a.setup.computerSeat(a.game.SeatOf(r.Winner)):
		a.cue(sound.Lose)
		a.rumble(false)
	default:
		a.cue(sound.Win)
		a.rumble(true)
	}
	// A game taken back after a loss and finished again counts once: the
	// first result stands in the statistics.
	if a.recorded {
		a.autosave()
		return
	}
	a.recorded = true
	a.recordStats(r)
	a.saveRecent()
	a.autosave()
}

// recordStats updates the best result and the computer-level record.
func (a *App) recordStats(r engine.Result) {
	human := a.setup.Mode != ModeComputerVsComputer
	winnerIsHuman := r.Status == engine.Won && !a.setup.computerSeat(a.game.SeatOf(r.Winner))
	if r.Status == engine.Won && r.Reason != engine.ReasonResign && r.Reason != engine.ReasonTimeout && human && winnerIsHuman {
		moves := a.game.WinnerMoves()
		a.lastWin = moves
		a.lastWinBest = a.scores.Record(store.Win{
			Date: a.now.UTC().Truncate(time.Second), Moves: moves, Winner: r.Winner.String(), Kind: a.Kind(),
		})
	}
	if a.setup.Mode == ModeVsComputer {
		out := store.Drawn
		if r.Status == engine.Won {
			out = store.Lost
			if winnerIsHuman {
				out = store.Won
			}
		}
		a.scores.RecordLevel(a.levelName(), out)
	}
	a.saveScores()
}

func (a *App) levelName() string { return a.textLevelName(a.setup.Level) }

func (a *App) saveScores() {
	if a.opts.ConfigDir == "" {
		return
	}
	if a.opts.ScoresLocked {
		a.setNotice(a.t(i18n.KeyErrorBestUnreadable, "file", store.BestFile), true)
		return
	}
	data, err := a.scores.Encode()
	if err != nil {
		a.report(a.textSaveFailed(err), err, true)
		return
	}
	a.save(store.BestFile, data)
}

func (a *App) restart() {
	a.cancelThink()
	a.game.Restart()
	a.resetRound()
	a.autosave()
}

// rematch starts the same kind of game again; with "swap who starts" the
// other player begins.
func (a *App) rematch() { a.restart() }
