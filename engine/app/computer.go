package app

import (
	"time"

	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/sound"
)

// computerToAct reports whether the engine must act now: its seat is to
// move (or to choose) in a running game on the play screen.
func (a *App) computerToAct() bool {
	if a.opts.Computer == nil || !a.scene.live() || a.game.Over() {
		return false
	}
	t := a.game.Turn()
	if t.Seat == engine.NoSeat {
		return false
	}
	return a.setup.computerSeat(t.Seat)
}

// humanToAct reports whether a person may act now.
func (a *App) humanToAct() bool {
	if a.game.Over() {
		return false
	}
	t := a.game.Turn()
	return t.Seat == engine.NoSeat || !a.setup.computerSeat(t.Seat)
}

// maybeThink starts the computer's search when it is its turn. Opening
// prompts are answered at once without a search.
func (a *App) maybeThink() {
	if !a.computerToAct() || a.scene != a.play || a.boss {
		return
	}
	t := a.game.Turn()
	if a.game.InRIFOpening() && a.computerOpeningStep() { // rif_computer.go
		return
	}
	if t.Phase == engine.PhaseChoose {
		a.computerChooses(t.Choices)
		return
	}
	if a.think != nil && !a.think.hint {
		return
	}
	a.cancelThink()
	a.play.hintOK = false
	limit := time.Second
	if a.setup.Level >= 0 && a.setup.Level < len(a.opts.LevelTimes) {
		limit = a.opts.LevelTimes[a.setup.Level]
	}
	req := ThinkRequest{
		Config: a.game.Config(), History: a.game.History(), Level: a.setup.Level,
		Limit: limit, Seed: a.gameSeed,
	}
	a.think = startThink(a.opts.Computer, req, false, a.game.Actions(), a.now)
	a.dirty = true
}

// computerChooses answers an opening prompt. Taking White after the
// three-stone opening is the choice a cautious player makes: the swap
// openings exist because the first stones favour whoever holds them, and
// the second player is expected to pick the side that was not built for it.
func (a *App) computerChooses(choices []engine.Choice) {
	pick := choices[0]
	for _, c := range choices {
		if c == engine.ChooseWhite {
			pick = c
		}
	}
	if err := a.game.Choose(pick); err == nil {
		a.afterAction()
		a.setToast(a.textComputerChose(pick))
	}
}

// textComputerChose says what the computer's opening choice means for the
// person: which colour each side now has and whose move it is, not the
// choice's menu label ("Play White"), which reads as an order.
func (a *App) textComputerChose(c engine.Choice) string {
	var s string
	switch c {
	case engine.ChooseBlack:
		s = a.t(i18n.KeyOpeningComputerTakesBlack)
	case engine.ChooseWhite:
		s = a.t(i18n.KeyOpeningComputerTakesWhite)
	default:
		return a.t(i18n.KeyOpeningComputerPlacesTwo)
	}
	if a.humanToAct() {
		s += a.t(i18n.KeyOpeningThenYourMove)
	}
	return s
}

// pollThink collects the search's answer and plays it (or shows a hint).
func (a *App) pollThink() {
	if a.think == nil {
		return
	}
	if !a.think.hint && a.setup.Mode == ModeComputerVsComputer && a.now.Sub(a.lastMoveAt) < demoPause {
		return // let people see the previous move first
	}
	res, ok := a.think.poll()
	if !ok {
		return
	}
	job := a.think
	a.think = nil
	a.dirty = true
	if job.actions != a.game.Actions() {
		return // the position changed (undo, restart): stale answer
	}
	if res.err != nil {
		a.report(a.t(i18n.KeyErrorEngine, "error", a.reason(res.err)), res.err, true)
		return
	}
	if job.hint {
		a.play.hint, a.play.hintOK = res.move, true
		a.setToast(a.textHint(res, a.game.ToMove()))
		a.cue(sound.Hint)
		return
	}
	if a.scene != a.play {
		return // a menu opened meanwhile; ask again when it closes
	}
	if res.decision != nil {
		a.applyDecision(*res.decision)
		return
	}
	a.placeStone(res.move)
}

// requestHint asks the engine for the best move for the side to move.
func (a *App) requestHint() {
	if a.opts.Computer == nil || !a.humanToAct() {
		return
	}
	if a.game.InRIFOpening() {
		// The move search knows neither swaps nor offers.
		a.setToast(a.t(i18n.KeyOpeningRifNoHint))
		return
	}
	if a.think != nil {
		return
	}
	req := ThinkRequest{
		Config: a.game.Config(), History: a.game.History(),
		Level: max(len(a.opts.Levels)-1, 0), Limit: hintLimit, Seed: a.opts.Seed,
	}
	a.think = startThink(a.opts.Computer, req, true, a.game.Actions(), a.now)
	a.setToast(a.t(i18n.KeyStatusHintWait))
}

// cancelThink stops any search at once; its answer will be ignored.
func (a *App) cancelThink() {
	if a.think != nil {
		a.think.cancel()
		a.think = nil
		a.dirty = true
	}
}
