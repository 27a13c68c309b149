package ai

import (
	"slices"
	"time"
)

// clock is the time manager of one timed search: between iterations it
// decides whether the search deepens again.
//
// Limits.Time is the hard limit: the search is cut there (a move that beat
// the previous best within it is played: an unfinished iteration searches
// the previous best move first, so it is never wasted). Limits.Soft, when
// set below it, is the time the search aims for, so that a match clock can
// keep what a move did not need. Without Soft the whole of Time is the
// move's and the search deepens until it is cut: time left unused in a
// turn is lost, and stopping starting iterations at 85 %, as before, left
// a fifth of every turn idle on average. Only a proven result (a win or
// loss found) ends a search early.
//
// With Soft, the target grows when the best move changed in the last
// iterations (up to 2.5 times) or the score fell, and no iteration starts
// that the previous ones' growth (the effective branching factor) says
// would be cut before it finished, once half the target is spent.
type clock struct {
	start      time.Time
	hard, soft time.Duration
	began      time.Duration // elapsed when the running iteration began
	last, prev time.Duration // the last two finished iterations' times
	unstable   float64       // best-move changes, halved each iteration
	move       int
	score      int
}

func newClock(start time.Time, lim Limits) clock {
	soft := lim.Soft
	if soft <= 0 || soft > lim.Time {
		soft = lim.Time
	}
	return clock{start: start, hard: lim.Time, soft: soft, move: noCell}
}

// Instability and fall weights of the soft target.
const (
	changeWeight = 0.5 // per recent best-move change
	maxStretch   = 2.5 // of the soft target, from changes
	fallMargin   = 30  // score units: a fall beyond this stretches the target
	fallStretch  = 1.3
)

// deepen records an iteration that finished at now with the given best
// move and score, and reports whether the next one should start.
func (c *clock) deepen(now time.Time, move, score int) bool {
	el := now.Sub(c.start)
	c.prev, c.last = c.last, el-c.began
	c.began = el
	changed := c.move != noCell && move != c.move
	fell := c.move != noCell && score < c.score-fallMargin
	c.unstable /= 2
	if changed {
		c.unstable++
	}
	c.move, c.score = move, score
	if c.hard <= 0 || c.soft >= c.hard {
		return true
	}
	target := float64(c.soft) * min(1+changeWeight*c.unstable, maxStretch)
	if fell {
		target *= fallStretch
	}
	target = min(target, float64(c.hard))
	if float64(el) >= target {
		return false
	}
	if float64(el) >= target/2 && el+c.nextIteration() > c.hard {
		return false
	}
	return true
}

// nextIteration predicts the next iteration's time from the growth of the
// last two (clamped: the first iterations are too quick to measure well).
func (c *clock) nextIteration() time.Duration {
	ebf := 3.0
	if c.prev > 0 {
		ebf = max(1.5, min(float64(c.last)/float64(c.prev), 6))
	}
	return time.Duration(float64(c.last) * ebf)
}

// report hands the caller's Progress hook the main thread's best move so
// far (a copy: the search keeps rewriting its own PV).
func (s *searcher) report(info Info) {
	if s.progress == nil {
		return
	}
	info.PV = slices.Clone(info.PV)
	s.progress(info)
}
