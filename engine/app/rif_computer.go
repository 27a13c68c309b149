package app

import (
	"context"
	"time"

	"gomoku/engine"
)

// OpeningDecider is a Computer that also makes the decisions of the RIF
// opening rules: which opening to lay, swaps, how many 5th moves to
// offer, the offers, and which offer to keep. DecideOpening runs on the
// think goroutine like Think and must return promptly once ctx is done.
type OpeningDecider interface {
	DecideOpening(ctx context.Context, req ThinkRequest) (OpeningDecision, error)
}

// OpeningDecision answers one RIF opening step: Choice for a prompt,
// Points for the stones to place (the first is placed; the next is asked
// for again), all the offers to make, or the offer to keep.
type OpeningDecision struct {
	Choice engine.Choice
	Points []engine.Point
}

// computerOpeningStep starts the computer's decision in the background, as
// a move search runs, so no frame waits for it. It reports false when the
// step is left to the move search: a Computer without opening judgement
// answers prompts plainly (keep the colours, one offer, keep the first
// offer) and places stones and offers where its search plays.
func (a *App) computerOpeningStep() bool {
	if a.think != nil && !a.think.hint {
		return true
	}
	d, ok := a.opts.Computer.(OpeningDecider)
	if !ok {
		if p := a.game.Turn().Phase; p == engine.PhaseChoose || p == engine.PhasePickOffer {
			a.applyDecision(plainDecision(a.game))
			return true
		}
		return false
	}
	a.cancelThink()
	limit := time.Second
	if a.setup.Level >= 0 && a.setup.Level < len(a.opts.LevelTimes) {
		limit = a.opts.LevelTimes[a.setup.Level]
	}
	req := ThinkRequest{
		Config: a.game.Config(), History: a.game.History(), Level: a.setup.Level,
		Limit: limit, Seed: a.opts.Seed + int64(a.game.Actions()),
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit+500*time.Millisecond)
	j := &thinkJob{cancel: cancel, done: make(chan thinkResult, 1), actions: a.game.Actions(), started: a.now}
	go func() {
		defer func() {
			if r := recover(); r != nil {
				j.done <- thinkResult{err: errPanic{r}}
			}
		}()
		dec, err := d.DecideOpening(ctx, req)
		j.done <- thinkResult{decision: &dec, err: err}
	}()
	a.think = j
	a.dirty = true
	return true
}

// plainDecision is the step a computer without opening judgement takes.
func plainDecision(g *engine.Game) OpeningDecision {
	t := g.Turn()
	if t.Phase != engine.PhaseChoose {
		return OpeningDecision{Points: g.Offers()[:1]}
	}
	for _, c := range t.Choices {
		if c == engine.ChooseStay || c == engine.ChooseOneFifth {
			return OpeningDecision{Choice: c}
		}
	}
	return OpeningDecision{Choice: t.Choices[0]}
}

// applyDecision carries out the computer's answer; a decision the rules
// refuse is reported, never played around.
func (a *App) applyDecision(d OpeningDecision) {
	t := a.game.Turn()
	switch t.Phase {
	case engine.PhaseChoose:
		if err := a.game.Choose(d.Choice); err != nil {
			a.reportDecision(err)
			return
		}
		a.setToast(a.textRIFDone(d.Choice, t.Seat, a.game.ColorOf(t.Seat)))
		a.afterAction()
	case engine.PhaseOffers:
		for _, p := range d.Points {
			if err := a.game.Offer(p); err != nil {
				a.reportDecision(err)
				break
			}
		}
		a.afterAction()
	default:
		if len(d.Points) == 0 {
			return
		}
		if err := a.game.Check(d.Points[0]); err != nil {
			a.reportDecision(err)
			return
		}
		a.placeStone(d.Points[0])
	}
}

func (a *App) reportDecision(err error) {
	a.report(a.reason(err), err, true)
}
