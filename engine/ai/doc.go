// Package ai is the computer opponent: a single-threaded, deterministic
// alpha-beta engine for every rule set of package engine.
//
// The search works on its own padded board (board.go) whose line patterns
// are looked up in per-rule tables (pattern.go, pattern4.go) and updated
// incrementally on every move and undo. On top of that sit static mate
// checks and forced-move generation (threat.go), a VCF threat solver used
// both at the root and as quiescence (vcf.go), a VCT threat-space solver
// run at the root (vct.go, vctmoves.go, vctroot.go), a pattern evaluation
// (eval.go) and a PVS search with a transposition table (search.go).
//
// The UI-facing API is small: Levels, BestMove, Hint (level.go) and, for
// tools, Search with explicit Limits (api.go). Every call is synchronous: the
// caller owns the goroutine and stops a search through its context.
package ai
