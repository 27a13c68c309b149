package app

import (
	"time"

	"gomoku/engine"
	"gomoku/engine/sound"
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
	expire(&a.play.invalidEnd, func() {})
	if _, ok := a.rippleProgress(); ok {
		a.dirty = true
	} else if !a.play.rippleStart.IsZero() {
		a.play.rippleStart = time.Time{}
		a.dirty = true
	}
	expire(&a.noticeEnd, func() { a.dismissNotice() })
	expire(&a.toastEnd, func() { a.toast = "" })
	a.touchTick()
	a.pollPaste()
	a.scene.tick(a)
	a.tickLive()
}

// clockWarning is when the running clock warns that time is short.
const clockWarning = 10 * time.Second

// runClock charges time to whoever must act, unless play is paused.
func (a *App) runClock() {
	if !a.clock.enabled() {
		return
	}
	seat := engine.NoSeat
	// Each side's clock starts with its first move (the first two
	// actions are untimed: no time is lost reading the empty board), and
	// a restored game waits for the player (clockHeld).
	if !a.game.Over() && a.scene == a.play && !a.boss && !a.clockHeld && a.game.Actions() >= 2 {
		seat = a.game.Turn().Seat
	}
	prev := a.clock.left
	if flagged := a.clock.run(seat, a.game.Actions(), a.now); flagged != engine.NoSeat {
		a.timeOut(flagged)
	}
	// A beep as the running clock enters its last ten seconds.
	if r := a.clock.running; r != engine.NoSeat && prev[r] > clockWarning && a.clock.left[r] <= clockWarning && a.clock.left[r] > 0 {
		a.cue(sound.TimeoutWarning)
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
	for _, t := range []time.Time{a.play.invalidEnd, a.noticeEnd, a.toastEnd, a.scene.wake(a), a.touchWake(), a.pasteWake()} {
		next = soonest(next, t)
	}
	if _, ok := a.rippleProgress(); ok || a.liveBusy() {
		next = soonest(next, a.frame())
	}
	if next.IsZero() {
		return 0, false
	}
	return max(next.Sub(a.now), 0), true
}

// rippleProgress is how far the newest stone's ring has spread (0–1), and
// false when no ring is showing.
func (a *App) rippleProgress() (float64, bool) {
	if a.play.rippleStart.IsZero() || !a.settings.Animations {
		return 0, false
	}
	d := a.now.Sub(a.play.rippleStart)
	if d < 0 || d >= rippleTime {
		return 0, false
	}
	return float64(d) / float64(rippleTime), true
}
