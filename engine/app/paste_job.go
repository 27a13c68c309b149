package app

import (
	"fmt"
	"time"

	"gomoku/engine/record"
)

// pasteInline is the longest paste read on the frame loop. Reading costs
// about 0.25 s per MiB (BenchmarkPasteHuge), so 16 KiB stays within a
// few milliseconds; a real record is a few hundred bytes.
const pasteInline = 16 << 10

// pasteJob reads a long paste on its own goroutine; the frame loop polls
// it. Only the reading moves off the loop: setting up the game (a few
// hundred stones at most) stays on it.
type pasteJob struct {
	done chan pasteResult
}

type pasteResult struct {
	rec *record.Game
	err error
}

func startPaste(text string, opt record.Options) *pasteJob {
	j := &pasteJob{done: make(chan pasteResult, 1)}
	go func() {
		defer func() {
			if r := recover(); r != nil {
				j.done <- pasteResult{err: fmt.Errorf("app: reading the paste: %v", r)}
			}
		}()
		rec, _, err := record.Parse([]byte(text), opt)
		j.done <- pasteResult{rec: rec, err: err}
	}()
	return j
}

// pollPaste sets up a paste whose reading has finished.
func (a *App) pollPaste() {
	if a.pasting == nil {
		return
	}
	select {
	case r := <-a.pasting.done:
		a.pasting = nil
		a.pasted(r.rec, r.err)
		a.dirty = true
	default:
	}
}

// pasteWake is the next frame while a paste is being read, so the loop
// polls it; zero otherwise.
func (a *App) pasteWake() time.Time {
	if a.pasting == nil {
		return time.Time{}
	}
	return a.frame()
}
