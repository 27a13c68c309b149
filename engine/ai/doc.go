// Package ai is the computer opponent: an alpha-beta engine for every rule
// set of package engine, searching on one thread or, with Limits.Threads,
// on several (Lazy SMP: helper threads share the lock-free transposition
// table, smp.go). With one thread and no time limit it is deterministic,
// which is what `gomoku bench`'s node signature relies on.
//
// The search works on its own padded board (board.go) whose line patterns
// are looked up in per-rule tables (pattern.go, pattern4.go) and updated
// incrementally on every move and undo. On top of that sit static mate
// checks and forced-move generation (threat.go), a VCF threat solver used
// both at the root and as quiescence (vcf.go), a VCT threat-space solver
// run at the root (vct.go, vctmoves.go, vctroot.go), a pattern evaluation
// with weights learned per rule (eval.go, evalweights*.go; the tuner is
// tune.go, run as gomoku tune) and a PVS search with
// a transposition table (search.go).
//
// Config.Net adds a small learned network's correction to the
// evaluation (neteval.go, netfile.go, package nnue; trained by gomoku
// selfplay and gomoku train); it is off by default.
//
// The API: a Searcher (api.go) searches a Position — the whole
// engine.Config, house settings and opening included — within Limits, and
// proves or refutes threats (Solve, solve.go); a LevelPlayer (level.go)
// plays the game's levels and gives hints. Every call is synchronous: the
// caller owns the goroutine and stops a search through its context.
//
// It owns search and evaluation only: the rules themselves are package
// engine's (a differential test keeps the two agreeing), and it knows
// nothing of the app, files or the protocol.
package ai
