package app

import (
	"context"
	"sync/atomic"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/analysis"
	"gomoku/engine/i18n"
)

// liveMaxDepth is where the live evaluation stops deepening (plies). On
// this project's 2-core machine, in two 5-move openings, depth 10 took
// 0.5–1.0 s, 11 0.9–3.7 s and 12 8.6–10.6 s (each depth is a whole
// search): the last steps come while a player studies the position, and
// the engine then goes quiet instead of searching for ever.
const liveMaxDepth = 12

// liveState is the live evaluation and the threat marks of the position
// shown: at most one engine goroutine each, polled every frame.
type liveState struct {
	// an is the evaluation's engine, nil while a job owns it (a new one
	// is made on the job's goroutine the first time).
	an  *analysis.Analyzer
	job *liveJob
	// res is the newest evaluation adopted; it is shown only while its
	// key is the position on screen.
	res *liveResult
	// legalKey and legalOK remember the last position checked with its
	// legal function.
	legalKey positionKey
	legalOK  bool
	checked  bool

	threats threatState
}

// legal reports whether the engine may look at bp, checking a position
// only once.
func (l *liveState) legal(bp boardPosition) bool {
	if bp.legal == nil {
		return true
	}
	if !l.checked || l.legalKey != bp.key {
		l.legalKey, l.legalOK, l.checked = bp.key, bp.legal(), true
	}
	return l.legalOK
}

// liveJob evaluates one position at depth 1, 2, 3, … (iterative
// deepening by whole searches: the review's own evaluation at each
// depth), publishing each completed depth in latest.
type liveJob struct {
	key    positionKey
	cancel context.CancelFunc
	latest atomic.Pointer[liveResult]
	// done returns the engine once the goroutine is over.
	done chan *analysis.Analyzer
}

// liveResult is one completed depth.
type liveResult struct {
	key   positionKey
	depth int
	pos   analysis.Position
	err   error
	// final: the job stopped after this one by itself (the last depth,
	// a proof, an error), not cancelled; nothing is left to search.
	final bool
}

// startLive evaluates bp on its own goroutine, below normal priority,
// from depth from to maxDepth.
func startLive(an *analysis.Analyzer, bp boardPosition, from, maxDepth int) *liveJob {
	ctx, cancel := context.WithCancel(context.Background())
	j := &liveJob{key: bp.key, cancel: cancel, done: make(chan *analysis.Analyzer, 1)}
	go func() {
		defer func() {
			if r := recover(); r != nil {
				j.latest.Store(&liveResult{key: bp.key, err: errPanic{r}})
				j.done <- nil // its state is unknown: the next job makes another
			}
		}()
		ai.LowerThread()
		if an == nil {
			an = analysis.New(nil)
		}
		for d := from; d <= maxDepth; d++ {
			p, err := an.Evaluate(ctx, bp.pos, analysis.Options{Depth: d})
			if ctx.Err() != nil {
				break // an unfinished depth is not shown
			}
			// Deeper cannot say more than a proof.
			final := d == maxDepth || err != nil || p.Over || p.Mate != 0
			j.latest.Store(&liveResult{key: bp.key, depth: d, pos: p, err: err, final: final})
			if final {
				break
			}
		}
		j.done <- an
	}()
	return j
}

// tickLive follows the position shown: it adopts the newest completed
// depth of the running job, cancels a job whose position is gone and
// starts one for the position on screen. While the computer is thinking,
// or the whole game is being analysed, nothing is searched (that search
// gets the cores), but the evaluation of the position shown stays.
func (a *App) tickLive() {
	bp, ok := a.shownPosition()
	on := ok && a.settings.LiveEval.shows(bp.analysis)
	l := &a.live
	if j := l.job; j != nil {
		// done first: what the goroutine stored before it ended is then
		// seen by the Load below.
		select {
		case an := <-j.done:
			l.an, l.job = an, nil
		default:
		}
		if r := j.latest.Load(); r != nil && r != l.res && on && r.key == bp.key {
			l.res = r
			a.dirty = true
			if r.err != nil {
				a.failed(i18n.KeyErrorEngine, r.err)
			}
		}
	}
	if l.res != nil && (!on || l.res.key != bp.key) {
		l.res = nil // a result for another position is never shown
		a.dirty = true
	}
	run := on && a.think == nil && !a.analysing() // live_hold.go
	if l.job != nil && (!run || l.job.key != bp.key) {
		l.job.cancel() // it returns within milliseconds; then the next starts
	}
	a.tickThreats(bp, ok && a.settings.ThreatMarks)
	if !run || l.job != nil || (l.res != nil && l.res.final) || !l.legal(bp) {
		return
	}
	depth := a.opts.LiveDepth
	if depth <= 0 {
		depth = liveMaxDepth
	}
	// A search stopped while the computer thought goes on where it was.
	from := 1
	if l.res != nil {
		from = l.res.depth + 1
	}
	l.job = startLive(l.an, bp, from, depth)
	l.an = nil
}

// FinishLive waits for the live evaluation and the threat solver of the
// position shown to finish and shows what they found. It blocks, looking
// every millisecond: for the headless render command and tests, never the
// frame loop.
func (a *App) FinishLive() {
	for {
		a.tickLive()
		if !a.liveBusy() {
			return
		}
		time.Sleep(time.Millisecond)
	}
}

// liveBusy reports whether engine work for the position shown is running
// (the frame loop then polls every frame).
func (a *App) liveBusy() bool { return a.live.job != nil || a.live.threats.job != nil }

// Close-time and leave-time cancelling: the goroutines end by themselves
// within milliseconds once cancelled.
func (a *App) cancelLive() {
	if a.live.job != nil {
		a.live.job.cancel()
	}
	if a.live.threats.job != nil {
		a.live.threats.job.cancel()
	}
}

// liveView adds the evaluation of the position shown: the bar beside the
// board, a line in the panel and the engine's line as ghost stones
// (unless the screen draws a line of its own there).
func (a *App) liveView(v *View) {
	res := a.live.res
	if res == nil || res.err != nil {
		return
	}
	bp, ok := a.shownPosition()
	if !ok || bp.key != res.key || !a.settings.LiveEval.shows(bp.analysis) {
		return
	}
	p := res.pos
	lv := &LiveView{Bar: a.liveBar(), Black: p.Black, Depth: res.depth}
	switch {
	case p.Mate > 0 && p.Win != 0:
		// The solver's line may stop at a four no block stops: count
		// the five too, as players do (win_words.go).
		lv.Text = a.textLiveWin(bp.toMove, max(p.Mate, countWin(bp.pos, p.Line).moves), res.depth)
	case p.Mate > 0:
		lv.Text = a.textLiveWin(bp.toMove, p.Mate, res.depth)
	case p.Mate < 0:
		lv.Text = a.textLiveWin(bp.toMove.Opponent(), -p.Mate, res.depth)
	default:
		lv.Text = a.textLiveEval(p.Black, res.depth)
	}
	if len(v.Sequence) == 0 && len(v.Ghosts) == 0 {
		line := p.Line
		if len(line) == 0 && p.Best != engine.NoPoint() {
			line = []engine.Point{p.Best}
		}
		lv.PV = sequence(line[:min(len(line), maxGhosts)], bp.toMove)
	}
	v.Live = lv
	a.panelNote(v, lv.Text, StyleBody)
}

// liveBar is the win-chance bar's place: in the gap between the board
// and the panel, as long as the board (beside it in landscape, under it
// in portrait), so it never covers a stone or a line of text.
func (a *App) liveBar() Rect {
	l := a.layout
	if l.Portrait {
		gap := l.Panel.Y - (l.Board.Y + l.Board.H)
		h := clamp(gap/3, 3, 14)
		return Rect{l.Board.X, l.Board.Y + l.Board.H + (gap-h)/2, l.Board.W, h}
	}
	gap := l.Panel.X - (l.Board.X + l.Board.W)
	w := clamp(gap/3, 3, 14)
	return Rect{l.Board.X + l.Board.W + (gap-w)/2, l.Board.Y, w, l.Board.H}
}
