package app

import (
	"context"
	"errors"
	"time"

	"gomoku/engine"
	"gomoku/engine/analysis"
	"gomoku/engine/i18n"
	"gomoku/engine/sound"
)

// reviewAnalysis is the review's whole-game analysis: the job running in
// the background, the report once it is in, and the engine's line being
// stepped through at a flagged move.
type reviewAnalysis struct {
	job    *analysisJob
	report *analysis.Report
	// graph is where the graph was last drawn, so a click is tested
	// against exactly what the player sees.
	graph Rect
	// line > 0: the board shows the engine's better line at the flagged
	// move r.at, line stones of it (lineAt is that move's ply).
	line, lineAt int
}

// analysisCache is where reports are kept: the option, else a folder in
// the config directory, else memory for this run.
func (a *App) analysisCache() analysis.Cache {
	if a.analysisStore == nil {
		switch {
		case a.opts.AnalysisCache != nil:
			a.analysisStore = a.opts.AnalysisCache
		case a.opts.ConfigDir != "":
			a.analysisStore = analysis.NewDisk(a.opts.ConfigDir)
		default:
			a.analysisStore = &analysis.Memory{}
		}
	}
	return a.analysisStore
}

func (r *reviewScene) analysisGame() analysis.Game {
	return analysis.Game{Rule: r.cfg.Rule, Size: r.cfg.Size, Moves: append([]engine.Point(nil), r.moves...)}
}

func (a *App) analysisOptions() analysis.Options {
	return analysis.Options{Depth: a.opts.AnalysisDepth}
}

// enter looks the game up in the analysis cache, off the frame loop (the
// disk cache reads a file): a game analysed before shows its graph at once.
func (r *reviewScene) enter(a *App) {
	if r.an.report == nil && r.an.job == nil && len(r.moves) > 0 {
		r.an.job = startAnalysis(a.analysisCache(), r.analysisGame(), a.analysisOptions(), true)
	}
}

// analyse starts the analysis, or stops the one running, or (with a
// report in, at a flagged move) steps into the engine's better line.
func (r *reviewScene) analyse(a *App) {
	switch {
	case r.an.job != nil && !r.an.job.cacheOnly:
		r.cancelAnalysis()
		a.setToast(a.t(i18n.KeyAnalysisStopped))
	case r.an.line > 0:
		r.an.line = 0
	case r.an.report != nil:
		if at, ok := r.mainAt(); ok && len(r.lineMoves(r.lineFor(at))) > 0 {
			r.line, r.an.line, r.an.lineAt = r.tree, 1, r.lineFor(at)
			a.cue(sound.Menu)
			return
		}
		a.setToast(a.t(i18n.KeyAnalysisNoLine))
	case len(r.moves) == 0:
		a.setToast(a.t(i18n.KeyAnalysisEmpty))
	default:
		r.cancelAnalysis()
		r.an.job = startAnalysis(a.analysisCache(), r.analysisGame(), a.analysisOptions(), false)
		a.cue(sound.Menu)
	}
}

// stepLine moves along the engine's line; it reports false when the
// board is not showing one.
func (r *reviewScene) stepLine(dx int) bool {
	if r.an.line == 0 {
		return false
	}
	r.an.line = clamp(r.an.line+dx, 1, len(r.lineMoves(r.an.lineAt)))
	return true
}

func (r *reviewScene) cancelAnalysis() {
	if r.an.job != nil {
		r.an.job.cancel()
		r.an.job = nil
	}
}

// tickAnalysis collects the report when the job is over.
func (r *reviewScene) tickAnalysis(a *App) {
	j := r.an.job
	if j == nil {
		return
	}
	a.dirty = true // the progress bar moves
	res, ok := j.poll()
	if !ok {
		return
	}
	r.an.job = nil
	if len(res.report.Positions) == len(r.moves)+1 && (res.found || !j.cacheOnly) {
		rep := res.report
		r.an.report = &rep
		if !j.cacheOnly {
			a.setToast(a.t(i18n.KeyAnalysisDone, "mistakes", r.count(analysis.Mistake), "blunders", r.count(analysis.Blunder)))
			a.cue(sound.Hint)
		}
	}
	switch {
	case res.err == nil, errors.Is(res.err, context.Canceled):
	default:
		// A damaged cache file (store.CorruptError) or a full disk: said
		// like every other file problem; a fresh analysis still works.
		a.setToast(a.t(i18n.KeyAnalysisError, "error", res.err))
	}
}

func (r *reviewScene) count(s analysis.Severity) int {
	n := 0
	for _, m := range r.an.report.Moves {
		if m.Severity == s {
			n++
		}
	}
	return n
}

// wakeAnalysis polls every frame while the job runs.
func (r *reviewScene) wakeAnalysis(a *App) time.Time {
	if r.an.job != nil {
		return a.frame()
	}
	return time.Time{}
}

// flagged is the graded move just shown (the at-th of the main line),
// when it was flagged.
func (r *reviewScene) flagged() (analysis.Move, bool) {
	at, ok := r.mainAt()
	if !ok {
		return analysis.Move{}, false
	}
	return r.flaggedAt(at)
}

func (r *reviewScene) flaggedAt(at int) (analysis.Move, bool) {
	if r.an.report == nil || at <= r.setup || at > len(r.an.report.Moves) {
		return analysis.Move{}, false
	}
	m := r.an.report.Moves[at-1]
	return m, m.Severity != analysis.Good && m.Best.In(r.cfg.Size)
}

// graphClick jumps to the move under a click on the graph.
func (r *reviewScene) graphClick(x, y int) bool {
	g := r.an.graph
	if r.an.report == nil || g.W <= 0 || !g.Contains(x, y) {
		return false
	}
	n := len(r.moves)
	r.goTo(r.tree, (2*(x-g.X)*n+g.W)/(2*g.W))
	return true
}

// shown is the moves on the board: the game up to the move shown, or, in
// the engine's line, the game before the flagged move and the line.
func (r *reviewScene) shown() []engine.Point {
	if r.an.line == 0 {
		return r.line.path(r.at)
	}
	out := append([]engine.Point(nil), r.moves[:r.an.lineAt-1]...)
	return append(out, r.lineMoves(r.an.lineAt)[:r.an.line]...)
}

// FinishAnalysis waits for the review's analysis (or its cache lookup) to
// end and shows its result; false when none is running. It blocks: it is
// for the headless render command and tests, never the frame loop.
func (a *App) FinishAnalysis() bool {
	r, ok := a.scene.(*reviewScene)
	if !ok || r.an.job == nil {
		return false
	}
	res := <-r.an.job.done
	r.an.job.done <- res // buffered: tickAnalysis collects it as usual
	r.tickAnalysis(a)
	return true
}
