package app

import (
	"time"

	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/sound"
)

// action is one undone step kept for redo: a stone or an opening choice
// (a 5th-move offer is a choice with its point).
type action struct {
	stone  bool
	point  engine.Point
	choice engine.Choice
}

// lastAction is the action Undo would take back.
func lastAction(h engine.History) (action, bool) {
	if len(h.Choices) > 0 && h.Choices[len(h.Choices)-1].N == len(h.Moves) {
		c := h.Choices[len(h.Choices)-1]
		act := action{choice: c.Choice}
		if c.Point != nil {
			act.point = *c.Point
		}
		return act, true
	}
	if len(h.Moves) > 0 {
		return action{stone: true, point: h.Moves[len(h.Moves)-1]}, true
	}
	return action{}, false
}

// askUndo takes back moves as the mode allows: against the computer, back
// to the person's previous turn at once; between two people, one move once
// the other player agrees.
func (a *App) askUndo() {
	if a.bringBack() {
		return // the Undo right after a replacement brings the old game back
	}
	if a.lostToComputer() {
		// A lost game against the computer may be taken back to the
		// person's last move, to try another; the loss stays counted.
		a.play.overFocus = -1
		a.toast, a.toastEnd = "", time.Time{} // "the game is over" no longer holds
		a.undoSteps(a.stepsToHumanTurn())
		return
	}
	if a.game.Over() || a.game.Actions() == 0 {
		a.setToast(a.t(i18n.KeyStatusNothingToUndo))
		return
	}
	switch a.setup.Mode {
	case ModeComputerVsComputer:
		a.setToast(a.t(i18n.KeyStatusNothingToUndo))
	case ModeVsComputer:
		a.cancelThink()
		a.undoSteps(a.stepsToHumanTurn())
	default:
		if last, ok := a.game.LastMove(); ok {
			asker := a.game.At(last)
			a.confirm(a.textUndoAsk(asker), a.t(i18n.KeyButtonYes), &confirmScene{
				yes:      func(a *App) { a.undoSteps(1) },
				no:       func(a *App) { a.setToast(a.t(i18n.KeyUndoDeclined)) },
				backIsNo: true,
			})
			return
		}
		a.undoSteps(1)
	}
}

// lostToComputer: the computer won on the board (five, or a forbidden
// point that loses), not by the clock or a resignation, which undoing a
// stone would not take back.
func (a *App) lostToComputer() bool {
	r := a.game.Result()
	if a.setup.Mode != ModeVsComputer || r.Status != engine.Won || !a.setup.computerSeat(a.game.SeatOf(r.Winner)) {
		return false
	}
	return r.Reason != engine.ReasonResign && r.Reason != engine.ReasonTimeout
}

// stepsToHumanTurn counts the actions to take back so that the person is
// to move again with their own previous stone gone.
func (a *App) stepsToHumanTurn() int {
	g, err := engine.Replay(a.game.Config(), a.game.History())
	if err != nil {
		return 1
	}
	steps := 0
	for g.Actions() > 0 {
		g.Undo()
		steps++
		t := g.Turn()
		if t.Seat == engine.NoSeat || !a.setup.computerSeat(t.Seat) {
			return steps
		}
	}
	return max(steps, 1)
}

// undoSteps takes back n actions, keeping them for redo.
func (a *App) undoSteps(n int) {
	done := 0
	for ; done < n; done++ {
		act, ok := lastAction(a.game.History())
		if !ok || !a.game.Undo() {
			break
		}
		a.redo = append(a.redo, act)
	}
	if done == 0 {
		a.setToast(a.t(i18n.KeyStatusNothingToUndo))
		return
	}
	a.dropAside()
	if last, ok := a.game.LastMove(); ok {
		a.cursor = last
	}
	a.afterUndoRedo()
}

// redoOne replays the newest undone action (against the computer, up to
// the person's next turn).
func (a *App) redoOne() {
	if len(a.redo) == 0 || a.game.Over() {
		a.setToast(a.t(i18n.KeyStatusNothingToRedo))
		return
	}
	a.dropAside()
	for len(a.redo) > 0 {
		act := a.redo[len(a.redo)-1]
		a.redo = a.redo[:len(a.redo)-1]
		var err error
		switch {
		case act.stone:
			err = a.game.Play(act.point)
			a.cursor = act.point
		case act.choice == engine.ChooseOffer:
			err = a.game.Offer(act.point)
			a.cursor = act.point
		default:
			err = a.game.Choose(act.choice)
		}
		if err != nil {
			a.redo = nil
			break
		}
		if a.setup.Mode != ModeVsComputer || a.humanToAct() {
			break
		}
	}
	a.afterUndoRedo()
}

func (a *App) afterUndoRedo() {
	a.cancelThink()
	a.cue(sound.Place)
	keep := a.redo
	a.afterAction()
	a.redo = keep
	if a.game.Over() {
		a.redo = nil
	}
}

// askResign confirms before the player to move gives up.
func (a *App) askResign() {
	if a.game.Over() {
		return
	}
	c := a.resigningColor()
	a.confirm(a.textResignAsk(c), a.t(i18n.KeyMenuResign), &confirmScene{yes: (*App).resign})
}

// resigningColor is who gives up: the person against the computer, else
// the side to move.
func (a *App) resigningColor() engine.Color {
	if a.setup.Mode == ModeVsComputer {
		human := engine.SeatOne
		if !a.setup.HumanFirst {
			human = engine.SeatTwo
		}
		if c := a.game.ColorOf(human); c != engine.Empty {
			return c
		}
	}
	return a.game.ToMove()
}

func (a *App) resign() {
	if err := a.game.Resign(a.resigningColor()); err != nil {
		return
	}
	a.cancelThink()
	a.finish()
}
