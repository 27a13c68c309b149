package aiplayer

import (
	"context"
	"fmt"

	"gomoku/engine"
	"gomoku/engine/ai/rifopen"
	"gomoku/engine/app"
)

// DecideOpening answers app.OpeningDecider: the level's decision in a RIF
// opening rule (package rifopen), within the request's time. Lower levels
// decide with shallower searches and a larger random error.
func (pl *Computer) DecideOpening(ctx context.Context, req app.ThinkRequest) (app.OpeningDecision, error) {
	pl.mu.Lock()
	defer pl.mu.Unlock()
	strs := rifopen.Strengths()
	if req.Level < 0 || req.Level >= len(pl.levels) {
		return app.OpeningDecision{}, fmt.Errorf("aiplayer: no level %d", req.Level)
	}
	g, err := engine.Replay(req.Config, req.History)
	if err != nil {
		return app.OpeningDecision{}, fmt.Errorf("aiplayer: %w", err)
	}
	if pl.opening == nil {
		pl.opening = rifopen.New()
	}
	limit := req.Limit
	if limit <= 0 || limit > pl.levels[req.Level].MaxTime() {
		limit = pl.levels[req.Level].MaxTime()
	}
	str := strs[min(req.Level, len(strs)-1)]
	d, err := pl.opening.Decide(ctx, g, str, limit, uint64(req.Seed))
	if err != nil {
		return app.OpeningDecision{}, fmt.Errorf("aiplayer: %w", err)
	}
	return app.OpeningDecision{Choice: d.Choice, Points: d.Points}, nil
}
