package ai

// Config is the search configuration the level plays with, for tools that
// rebuild a level under other limits (the match openings' generator plays
// Expert's configuration node-limited, so its games are reproducible).
func (l Level) Config() Config { return l.cfg }

// Limits are the level's own limits per move.
func (l Level) Limits() Limits { return l.limits }
