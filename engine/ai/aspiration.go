package ai

// Aspiration windows at the root (sel.aspDepth; off at zero): from depth
// aspDepth on, an iteration searches a window of ±aspDelta around the
// previous iteration's score instead of the whole
// range, so the null-window searches of the other moves fail sooner. A
// result outside the window widens that side (the delta doubles each
// time) and the iteration is searched again; a mate score or a wide
// enough delta falls back to the whole range.

// aspWindow is the root window of one try of an iteration.
type aspWindow struct {
	alpha, beta, delta int
}

// firstWindow is the window of the first try of an iteration at depth
// after one that scored prev (ok false when there was none).
func (s *searcher) firstWindow(depth, prev int, ok bool) aspWindow {
	sel := &s.cfg.sel
	full := aspWindow{alpha: -infScore, beta: infScore}
	if sel.aspDepth <= 0 || depth < sel.aspDepth || !ok || prev > mateBound || prev < -mateBound {
		return full
	}
	return aspWindow{alpha: prev - aspDelta, beta: prev + aspDelta, delta: aspDelta}
}

// widen is the window of the next try after one that scored v outside w
// (below its alpha when low).
func (w aspWindow) widen(v int, low bool) aspWindow {
	w.delta *= 2
	if w.delta > aspMaxDelta || v > mateBound || v < -mateBound {
		return aspWindow{alpha: -infScore, beta: infScore}
	}
	if low {
		w.alpha = max(v-w.delta, -infScore)
	} else {
		w.beta = min(v+w.delta, infScore)
	}
	return w
}

// aspDelta is the first try's half-width.
const aspDelta = 20

// aspMaxDelta is the widest window tried before the whole range: beyond
// it the score has moved by several threats' worth and a narrow window
// only costs re-searches.
const aspMaxDelta = 1000

// toFront moves c to the front of l, keeping the order of the others.
func (l *moveList) toFront(c int) {
	for i := 0; i < l.n; i++ {
		if int(l.m[i].cell) == c {
			m := l.m[i]
			copy(l.m[1:i+1], l.m[:i])
			l.m[0] = m
			return
		}
	}
}

// WithoutAspiration is c with the root's aspiration windows off. Game
// reviews search to fixed depths, where the windows (a way to reach a
// depth sooner) only change which of two near-equal lines is found, and
// keep the search the reviewed games were checked with.
func (c Config) WithoutAspiration() Config {
	c.sel.aspDepth = 0
	return c
}
