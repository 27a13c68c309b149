package aiplayer

import (
	"context"
	"fmt"
	"sync"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/app"
)

// Computer is the computer opponent. Think may be called from any goroutine;
// searches run one at a time (a cancelled search returns within
// milliseconds, so a new request waits at most that long).
type Computer struct {
	mu     sync.Mutex
	p      *ai.Player
	levels []ai.Level
}

// New returns a player with the engine's levels.
func New() *Computer { return &Computer{p: ai.NewPlayer(), levels: ai.Levels()} }

// Names lists the levels' names, weakest first.
func (pl *Computer) Names() []string {
	out := make([]string, len(pl.levels))
	for i, l := range pl.levels {
		out[i] = l.Name
	}
	return out
}

// Times lists how long each level may think per move: the app's safety
// deadline for a search.
func (pl *Computer) Times() []time.Duration {
	out := make([]time.Duration, len(pl.levels))
	for i, l := range pl.levels {
		out[i] = l.MaxTime()
	}
	return out
}

// DefaultLevel is the index of the level a first launch plays.
func (pl *Computer) DefaultLevel() int {
	for i, l := range pl.levels {
		if l.Name == ai.DefaultLevelName {
			return i
		}
	}
	return 0
}

// Think answers app.Computer: the level's move, or at full strength within
// the request's limit when the level index is the strongest (hints).
func (pl *Computer) Think(ctx context.Context, req app.ThinkRequest) (engine.Point, error) {
	p, _, err := pl.Analyze(ctx, req)
	return p, err
}

// Analyze answers app.Analyst: Think's move and the engine's evaluation of
// the position for the side to move.
func (pl *Computer) Analyze(ctx context.Context, req app.ThinkRequest) (engine.Point, app.Evaluation, error) {
	pl.mu.Lock()
	defer pl.mu.Unlock()
	var none app.Evaluation
	if req.Level < 0 || req.Level >= len(pl.levels) {
		return engine.NoPoint(), none, fmt.Errorf("aiplayer: no level %d", req.Level)
	}
	g, err := engine.Replay(req.Config, req.History)
	if err != nil {
		return engine.NoPoint(), none, fmt.Errorf("aiplayer: %w", err)
	}
	pos := ai.Position{Size: req.Config.Size, Rule: req.Config.Rule, Moves: req.History.Moves}
	level := pl.levels[req.Level].Yielding()
	if req.Limit > 0 && req.Limit < level.MaxTime() {
		level = level.WithTime(req.Limit)
	}
	move, info, err := pl.p.BestMove(ctx, pos, level, uint64(req.Seed))
	if err != nil {
		return engine.NoPoint(), none, fmt.Errorf("aiplayer: %w", err)
	}
	ev := app.Evaluation{Score: info.Score, Mate: info.Mate}
	if g.Check(move) == nil {
		return move, ev, nil
	}
	// The engine does not know every house setting; never hand the game an
	// illegal move (and its evaluation no longer applies).
	if p, ok := nearestLegal(g, move); ok {
		return p, none, nil
	}
	return engine.NoPoint(), none, fmt.Errorf("aiplayer: no legal move")
}

// nearestLegal is the legal point closest to p (ties by position order).
func nearestLegal(g *engine.Game, p engine.Point) (engine.Point, bool) {
	n := g.Config().Size
	best, bestD := engine.NoPoint(), 1<<30
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			q := engine.Point{X: x, Y: y}
			if g.Check(q) != nil {
				continue
			}
			d := max(abs(q.X-p.X), abs(q.Y-p.Y))
			if d < bestD {
				best, bestD = q, d
			}
		}
	}
	return best, bestD < 1<<30
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
