package app

import (
	"fmt"
	"time"

	"gomoku/engine"
)

// clockState runs the players' clocks. Time is charged to the seat that
// must act; it stops while a menu or prompt is open, on other screens, on
// the boss screen and once the game is over.
type clockState struct {
	kind    Clock
	left    [3]time.Duration // by seat; index 0 unused
	running engine.Seat
	last    time.Time
	turn    int // game.Actions() when the current turn began
}

func newClock(kind Clock) clockState {
	c := clockState{kind: kind, turn: -1}
	if d, _ := kind.budget(); d > 0 {
		c.left[engine.SeatOne], c.left[engine.SeatTwo] = d, d
	}
	return c
}

func (c *clockState) enabled() bool { return c.kind != ClockOff }

// run charges elapsed time to the running seat (if any) and switches to
// seat (NoSeat pauses the clocks). turn identifies the turn (the number of
// actions so far): a per-move clock starts afresh only when a new turn
// begins, not when a pause ends. It reports a seat whose time ran out.
func (c *clockState) run(seat engine.Seat, turn int, now time.Time) (flagged engine.Seat) {
	if !c.enabled() {
		return engine.NoSeat
	}
	if c.running != engine.NoSeat && !c.last.IsZero() {
		c.left[c.running] -= now.Sub(c.last)
		if c.left[c.running] <= 0 {
			c.left[c.running] = 0
			flagged = c.running
		}
	}
	if seat != engine.NoSeat && turn != c.turn {
		c.turn = turn
		if budget, perMove := c.kind.budget(); perMove && seat != engine.NoSeat {
			c.left[seat] = budget
		}
	}
	c.running, c.last = seat, now
	return flagged
}

// untilFlag is how long the running seat has left.
func (c *clockState) untilFlag() (time.Duration, bool) {
	if !c.enabled() || c.running == engine.NoSeat {
		return 0, false
	}
	return c.left[c.running], true
}

// formatClock shows m:ss, and tenths in the last ten seconds.
func formatClock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	if d < 10*time.Second {
		return fmt.Sprintf("0:%04.1f", d.Seconds())
	}
	s := int((d + time.Second - 1) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
