package app

import (
	"context"
	"sync/atomic"

	"gomoku/engine/analysis"
)

// analysisJob is a whole-game analysis running on its own goroutine with
// an Analyzer of its own (an Analyzer is not safe for concurrent use). The
// frame loop never waits for it: each frame reads how far it got (two
// atomics) and, once it is over, its report from done.
type analysisJob struct {
	cancel context.CancelFunc
	done   chan analysisResult
	// at and total are the positions evaluated so far and in all.
	at, total atomic.Int64
	// cacheOnly: the job only looked the game up in the cache (a review
	// being opened), it never searches.
	cacheOnly bool
}

type analysisResult struct {
	report analysis.Report
	found  bool // cacheOnly: the cache had the game
	err    error
}

// startAnalysis analyses g in the background. With cacheOnly it only asks
// the cache, so a game analysed before shows its graph as soon as the
// review opens, and one never analysed costs nothing.
func startAnalysis(cache analysis.Cache, g analysis.Game, opt analysis.Options, cacheOnly bool) *analysisJob {
	ctx, cancel := context.WithCancel(context.Background())
	j := &analysisJob{cancel: cancel, done: make(chan analysisResult, 1), cacheOnly: cacheOnly}
	j.total.Store(int64(len(g.Moves) + 2)) // the positions, then the passes after them
	go func() {
		defer func() {
			if r := recover(); r != nil {
				j.done <- analysisResult{err: errPanic{r}}
			}
		}()
		if cacheOnly {
			r, ok, err := cache.Get(analysis.KeyOf(g, opt))
			j.done <- analysisResult{report: r, found: ok, err: err}
			return
		}
		r, err := analysis.New(cache).Analyze(ctx, g, opt, func(p analysis.Progress) {
			j.at.Store(int64(p.Done))
			j.total.Store(int64(p.Total))
		})
		j.done <- analysisResult{report: r, found: err == nil, err: err}
	}()
	return j
}

// poll returns the result once the job is over.
func (j *analysisJob) poll() (analysisResult, bool) {
	select {
	case r := <-j.done:
		return r, true
	default:
		return analysisResult{}, false
	}
}

// progress is the share of positions evaluated, 0–1.
func (j *analysisJob) progress() float64 {
	t := j.total.Load()
	if t <= 0 {
		return 0
	}
	return float64(j.at.Load()) / float64(t)
}
