package app

import (
	"time"

	"gomoku/engine"
)

// Update advances the clock: transient marks expire, the players' clocks
// run, and the computer's answer is collected when it is ready.
func (a *App) Update(now time.Time) {
	a.now = now
	expire := func(t *time.Time, clear func()) {
		if !t.IsZero() && !now.Before(*t) {
			*t = time.Time{}
			clear()
			a.dirty = true
		}
	}
	expire(&a.invalidEnd, func() {})
	if _, ok := a.rippleProgress(); ok {
		a.dirty = true
	} else if !a.rippleStart.IsZero() {
		a.rippleStart = time.Time{}
		a.dirty = true
	}
	expire(&a.noticeEnd, func() { a.notice = "" })
	expire(&a.toastEnd, func() { a.toast = "" })
	a.pollGames()
	a.pollPaste()
	a.pollReviewHint()
	if a.screen != ScreenPlay {
		return
	}
	a.runClock()
	a.pollThink()
	a.maybeThink()
	if a.clock.enabled() && !a.game.Over() && now.Sub(a.lastSaved) >= autosaveEvery {
		a.autosave()
	}
}

// clockWarning is when the running clock warns that time is short.
const clockWarning = 10 * time.Second

// runClock charges time to whoever must act, unless play is paused.
func (a *App) runClock() {
	if !a.clock.enabled() {
		return
	}
	seat := engine.NoSeat
	if !a.game.Over() && a.overlay == nil && !a.boss {
		seat = a.game.Turn().Seat
	}
	prev := a.clock.left
	if flagged := a.clock.run(seat, a.game.Actions(), a.now); flagged != engine.NoSeat {
		a.timeOut(flagged)
	}
	// A beep as the running clock enters its last ten seconds.
	if r := a.clock.running; r != engine.NoSeat && prev[r] > clockWarning && a.clock.left[r] <= clockWarning && a.clock.left[r] > 0 {
		a.cue("timeout-warning")
	}
	if prev != a.clock.left {
		a.dirty = true
	}
}

func (a *App) timeOut(seat engine.Seat) {
	c := a.game.ColorOf(seat)
	if c == engine.Empty {
		// Colours not yet chosen (Swap): the player to act loses as the
		// colour of the next stone.
		c = a.game.ToMove()
	}
	if err := a.game.TimeOut(c); err != nil {
		return
	}
	a.cancelThink()
	a.finish()
}

// NextWake returns how long until something changes by itself, so an idle
// loop can sleep; ok is false when nothing is due.
func (a *App) NextWake() (d time.Duration, ok bool) {
	var next time.Time
	for _, t := range []time.Time{a.invalidEnd, a.noticeEnd, a.toastEnd} {
		if !t.IsZero() && (next.IsZero() || t.Before(next)) {
			next = t
		}
	}
	if (a.games != nil && a.games.job != nil) || (a.review != nil && a.review.think != nil) || a.pasting != nil {
		// Background reads and hints are polled every frame.
		if t := a.now.Add(16 * time.Millisecond); next.IsZero() || t.Before(next) {
			next = t
		}
	}
	if _, ok := a.rippleProgress(); ok {
		if t := a.now.Add(16 * time.Millisecond); next.IsZero() || t.Before(next) {
			next = t
		}
	}
	if a.screen == ScreenPlay {
		// A running clock redraws its display each tenth; a search is
		// polled every frame so its answer shows at once.
		if d, running := a.clock.untilFlag(); running && !a.game.Over() {
			step := time.Second
			if d < 10*time.Second {
				step = 100 * time.Millisecond
			}
			if t := a.now.Add(min(step, d)); next.IsZero() || t.Before(next) {
				next = t
			}
		}
		if a.think != nil || a.computerToAct() {
			if t := a.now.Add(16 * time.Millisecond); next.IsZero() || t.Before(next) {
				next = t
			}
		}
	}
	if next.IsZero() {
		return 0, false
	}
	return max(next.Sub(a.now), 0), true
}

// rippleProgress is how far the newest stone's ring has spread (0–1), and
// false when no ring is showing.
func (a *App) rippleProgress() (float64, bool) {
	if a.rippleStart.IsZero() || !a.settings.Animations {
		return 0, false
	}
	d := a.now.Sub(a.rippleStart)
	if d < 0 || d >= rippleTime {
		return 0, false
	}
	return float64(d) / float64(rippleTime), true
}
