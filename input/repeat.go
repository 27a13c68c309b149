package input

import "time"

// Auto-repeat timing for held direction keys: one step on press, then after
// repeatDelay one step every repeatInterval while the key stays down. These
// match the feel of a desktop text cursor (slightly snappier), fast enough
// to cross a 19×19 board in under a second.
const (
	repeatDelay    = 250 * time.Millisecond
	repeatInterval = 50 * time.Millisecond
)

// repeater tracks held directions and produces repeat steps on the clock,
// independent of the operating system's key-repeat settings (which differ
// between desktops and do not exist for game-controller buttons).
type repeater struct {
	held [4]heldKey
}

type heldKey struct {
	down bool
	next time.Time
}

// direction indexes: up, down, left, right.
const (
	dirUp = iota
	dirDown
	dirLeft
	dirRight
)

func dirDelta(d int) (dx, dy int) {
	switch d {
	case dirUp:
		return 0, 1
	case dirDown:
		return 0, -1
	case dirLeft:
		return -1, 0
	}
	return 1, 0
}

// press starts holding d; it reports false for a key already held.
func (r *repeater) press(d int, now time.Time) bool {
	if r.held[d].down {
		return false
	}
	r.held[d] = heldKey{down: true, next: now.Add(repeatDelay)}
	return true
}

func (r *repeater) release(d int) { r.held[d] = heldKey{} }

func (r *repeater) releaseAll() { r.held = [4]heldKey{} }

// due returns the directions whose repeat is due at now, each as many times
// as intervals have passed (a late frame still moves the right distance).
func (r *repeater) due(now time.Time, emit func(d int)) {
	for d := range r.held {
		h := &r.held[d]
		for h.down && !now.Before(h.next) {
			emit(d)
			h.next = h.next.Add(repeatInterval)
		}
	}
}

// nextWake is the time until the earliest pending repeat.
func (r *repeater) nextWake(now time.Time) (time.Duration, bool) {
	var best time.Time
	for _, h := range r.held {
		if h.down && (best.IsZero() || h.next.Before(best)) {
			best = h.next
		}
	}
	if best.IsZero() {
		return 0, false
	}
	return max(best.Sub(now), 0), true
}
