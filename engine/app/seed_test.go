package app

import (
	"context"
	"path/filepath"
	"sync"
	"testing"

	"gomoku/engine"
)

// seedEngine is fakeEngine that records the seed of every request.
type seedEngine struct {
	fakeEngine
	mu    sync.Mutex
	seeds []int64
}

func (e *seedEngine) Think(ctx context.Context, req ThinkRequest) (engine.Point, error) {
	e.mu.Lock()
	e.seeds = append(e.seeds, req.Seed)
	e.mu.Unlock()
	return e.fakeEngine.Think(ctx, req)
}

func (e *seedEngine) last(t *testing.T) int64 {
	t.Helper()
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.seeds) == 0 {
		t.Fatal("the computer was never asked")
	}
	return e.seeds[len(e.seeds)-1]
}

// Each game against the computer has its own seed, the same for every
// move of the game, so a level varies its play from game to game; a
// resumed game keeps it, so the computer goes on as it would have.
func TestEveryGameHasItsSeedAndAResumedGameKeepsIt(t *testing.T) {
	e := &seedEngine{}
	a := vsComputer(t, &e.fakeEngine, nil)
	a.opts.Computer = e
	now := t0
	playKeys(t, a, "h8")
	waitComputer(t, a, &now)
	first := e.last(t)
	playKeys(t, a, "h10")
	waitComputer(t, a, &now)
	if e.last(t) != first {
		t.Fatalf("the seed changed within a game: %d, then %d", first, e.last(t))
	}
	var data []byte
	for _, ef := range a.TakeEffects() {
		if ef.Kind == EffectSave && filepath.Base(ef.Path) == AutosaveFile {
			data = ef.Data
		}
	}
	s, err := DecodeAutosave(data, 3)
	if err != nil {
		t.Fatal(err)
	}
	if s.Seed != first {
		t.Fatalf("autosave keeps seed %d, the game's is %d", s.Seed, first)
	}

	// The same session's next game draws another seed.
	a.restart()
	playKeys(t, a, "h8")
	waitComputer(t, a, &now)
	if e.last(t) == first {
		t.Fatalf("a new game kept the last game's seed %d", first)
	}

	// A later session (another start-up seed) resumes the saved game with
	// its own seed.
	r := &seedEngine{}
	b := vsComputer(t, &r.fakeEngine, func(o *Options) { o.Resume = &s; o.Seed = 99 })
	b.opts.Computer = r
	playKeys(t, b, "j12")
	waitComputer(t, b, &now)
	if r.last(t) != first {
		t.Fatalf("resumed game asked with seed %d, the game's is %d", r.last(t), first)
	}
}
