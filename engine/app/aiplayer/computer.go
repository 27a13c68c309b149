package aiplayer

import (
	"context"
	"fmt"
	"sync"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/ai/rifopen"
	"gomoku/engine/app"
)

// Computer is the computer opponent. Think may be called from any goroutine;
// searches run one at a time (a cancelled search returns within
// milliseconds, so a new request waits at most that long).
type Computer struct {
	mu     sync.Mutex
	p      *ai.LevelPlayer
	levels []ai.Level
	// opening decides RIF opening steps; made on first use.
	opening *rifopen.Decider
}

// New returns a player with the engine's levels.
func New() *Computer { return &Computer{p: ai.NewLevelPlayer(), levels: ai.Levels()} }

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
	// The whole configuration goes to the search: house settings and the
	// opening rule decide which points it may play.
	pos := ai.Position{Config: req.Config, Size: req.Config.Size, Rule: req.Config.Rule, Moves: req.History.Moves}
	level := pl.levels[req.Level].Yielding()
	if req.Limit > 0 && req.Limit < level.MaxTime() {
		level = level.WithTime(req.Limit)
	}
	move, info, err := pl.p.BestMove(ctx, pos, level, uint64(req.Seed))
	if err != nil {
		return engine.NoPoint(), none, fmt.Errorf("aiplayer: %w", err)
	}
	// The search knows every rule of the game, so this never fails; if it
	// ever did, the game gets an error, never an illegal move.
	if err := g.Check(move); err != nil {
		return engine.NoPoint(), none, fmt.Errorf("aiplayer: the engine chose %v: %w", move, err)
	}
	return move, app.Evaluation{Score: info.Score, Mate: info.Mate}, nil
}
