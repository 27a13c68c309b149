// Package puzzle makes and plays threat puzzles: positions from the engine's
// own seeded self-play games where the side to move has exactly one first
// move that starts a forced win — by continuous fours (VCF) or continuous
// threats (VCT) within a bound — and a shallow search does not see it.
//
// Generate (generate.go) plays the games (selfplay.go) and keeps such
// positions; Unique (unique.go) is the check that every other legal first
// move fails to win within the same bound, used by the generator and by the
// tests over the shipped data (data/<rule>.jsonl, embedded: Load). Session
// (session.go) is what a Puzzles screen drives: the player attacks, the
// engine defends with its best reply, until the five, a four no block
// stops, or a refuted move; win.go counts a puzzle's goal as players do
// (the five included) and says how a solved attempt was won.
// Rating (rating.go) is the player's Elo-like puzzle rating, a plain value
// the app saves with its other results.
//
// Every call is synchronous and stops when its context is done; none keeps
// package-level state.
package puzzle
