package input

import "time"

// bossWindow is how close together two Escape presses must be to count as
// the boss key.
const bossWindow = 500 * time.Millisecond

// doubleTap detects two presses within a window. A third press starts a new
// pair, so Esc Esc Esc Esc toggles twice.
type doubleTap struct {
	last time.Time
}

func (d *doubleTap) press(now time.Time) bool {
	if !d.last.IsZero() && now.Sub(d.last) <= bossWindow {
		d.last = time.Time{}
		return true
	}
	d.last = now
	return false
}
