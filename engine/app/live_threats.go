package app

import (
	"cmp"
	"context"
	"slices"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/i18n"
)

// The threat line's solver bounds: small, so the answer comes within a
// frame or a few on a middle-game position (BenchmarkThreatSolve) and a
// position with no win costs little.
const (
	threatVCF   = 20
	threatVCT   = 9
	threatNodes = 200_000
)

// ThreatMark is one point of a four or an open three on the board (an
// empty point that carries it on: a four's winning point, a three's
// open-four point), marked for the side it belongs to.
type ThreatMark struct {
	Point engine.Point
	Color engine.Color
	// Four: a four's winning point (else a three's); Winning: a four the
	// opponent cannot stop (engine.Threat.Winning).
	Four    bool
	Winning bool
}

// threatState is the threat marks of the position shown and the solver's
// verdict on it.
type threatState struct {
	// The marks are computed when the position changes (the rules' own
	// scan, well under a millisecond: engine.BenchmarkThreats).
	key     positionKey
	have    bool
	threats []engine.Threat
	// eng is the solver's engine, nil while a job owns it.
	eng    *ai.Searcher
	job    *job[threatAnswer]
	jobKey positionKey
	// verdict is the solver's answer for the position with key verdict.key.
	verdict *threatAnswer
}

// threatAnswer is the solver's finding for one position.
type threatAnswer struct {
	key   positionKey
	solve solveAnswer
	// opp is the opponent's threat, asked only when the side to move has
	// no win (live_threat_opponent.go).
	opp       solveAnswer
	eng       *ai.Searcher
	cancelled bool
}

// startThreatSolve asks the solver about bp on its own goroutine.
func startThreatSolve(eng *ai.Searcher, bp boardPosition) *job[threatAnswer] {
	return startJob(func(ctx context.Context) threatAnswer {
		ai.LowerThread()
		if eng == nil {
			eng = ai.NewSearcher(ai.DefaultConfig(), nil)
		}
		ans := threatAnswer{key: bp.key, solve: solveWithin(ctx, eng, bp.pos, threatVCF, threatVCT, threatNodes), eng: eng}
		if ans.solve.line == nil && ans.solve.err == nil && ctx.Err() == nil {
			ans.opp = opponentThreat(ctx, eng, bp)
		}
		ans.cancelled = ctx.Err() != nil
		return ans
	}, func(err error) threatAnswer { return threatAnswer{key: bp.key, solve: solveAnswer{err: err}} })
}

// tickThreats follows the position shown as tickLive does: new marks
// when it changes, a solver run for each new position, stale answers
// dropped.
func (a *App) tickThreats(bp boardPosition, on bool) {
	t := &a.live.threats
	if t.job != nil {
		if ans, ok := t.job.poll(); ok {
			t.eng, t.job = ans.eng, nil
			if on && ans.key == bp.key && !ans.cancelled {
				t.verdict = &ans
				a.dirty = true
				if err := cmp.Or(ans.solve.err, ans.opp.err); err != nil {
					a.failed(i18n.KeyErrorEngine, err)
				}
			}
		}
	}
	if !on {
		if t.job != nil {
			t.job.cancel()
		}
		if t.have || t.verdict != nil {
			t.have, t.threats, t.verdict = false, nil, nil
			a.dirty = true
		}
		return
	}
	if !t.have || t.key != bp.key {
		t.key, t.have = bp.key, true
		t.threats = bp.pos.Config.Threats(&bp.board)
		if bp.pos.Config.Size == 0 {
			t.threats = engine.Config{Size: bp.pos.Size, Rule: bp.pos.Rule}.Threats(&bp.board)
		}
		a.dirty = true
	}
	if t.verdict != nil && t.verdict.key != bp.key {
		t.verdict = nil
		a.dirty = true
	}
	if t.job != nil {
		if t.jobKey != bp.key {
			t.job.cancel()
		}
		return
	}
	if t.verdict == nil && a.live.legal(bp) {
		t.job, t.jobKey = startThreatSolve(t.eng, bp), bp.key
		t.eng = nil
	}
}

// threatView marks the fours and open threes of the position shown and
// says what the solver proved: "Black wins by VCF in 7", or under Renju
// that Black cannot block White's four, or else what the opponent
// threatens: "White threatens VCF in 5".
func (a *App) threatView(v *View) {
	t := &a.live.threats
	bp, ok := a.shownPosition()
	if !ok || !a.settings.ThreatMarks || !t.have || t.key != bp.key {
		return
	}
	for _, th := range t.threats {
		for _, p := range th.Points {
			m := ThreatMark{Point: p, Color: th.Color, Four: th.Kind == engine.Four, Winning: th.Winning}
			if i := slices.IndexFunc(v.Threats, func(o ThreatMark) bool { return o.Point == p && o.Color == m.Color }); i >= 0 {
				// One mark per point and side: the stronger threat's.
				o := &v.Threats[i]
				o.Four, o.Winning = o.Four || m.Four, o.Winning || m.Winning
				continue
			}
			v.Threats = append(v.Threats, m)
		}
	}
	if d := t.verdict; d != nil && d.key == bp.key && d.solve.line != nil {
		a.panelNote(v, a.textSolved(d.solve, bp.toMove), StyleGood)
		return
	}
	if p, ok := unblockable(t.threats, bp.toMove); ok {
		a.panelNote(v, a.t(i18n.KeyThreatsForbiddenBlock, "point", p.String()), StyleAlert)
		return
	}
	if d := t.verdict; d != nil && d.key == bp.key && d.opp.line != nil {
		a.panelNote(v, a.textThreatens(d.opp, bp.toMove.Opponent()), StyleAlert)
	}
}

// unblockable finds White's four whose only winning point Black, to
// move, may not block (it is forbidden for Black there).
func unblockable(ts []engine.Threat, toMove engine.Color) (engine.Point, bool) {
	for _, th := range ts {
		if toMove == engine.Black && th.Color == engine.White && th.Kind == engine.Four && th.Winning && len(th.Points) == 1 {
			only := true
			for _, o := range ts {
				if o.Color == th.Color && o.Kind == engine.Four && !slices.Equal(o.Points, th.Points) {
					only = false // two different points: won anyway, not by the rule
				}
			}
			if only {
				return th.Points[0], true
			}
		}
	}
	return engine.NoPoint(), false
}
