// Package analysis reviews a whole game with the engine: for every position
// the evaluation as Black's win chance, the best move and its main line,
// and for every move whether it was a mistake or a blunder (thresholds.go
// documents the rules in win-chance terms). After the positions, a
// deeper look (deepen, deeperBy plies more) at each position whose own
// best move fell by a blunder's worth, then two passes trace a proved
// loss back to the loser's move that let it in, with the threat solver:
// defence.go right after the move, backward.go further back and deeper,
// both bounded by solver nodes. Last, settle.go carries the proofs back
// and grades every move from the chances as they then stand, so the
// graph and the flags tell one story.
//
// Analyzer.Analyze is synchronous and stops when its context is done; it
// reports each position as it is finished through a callback, so a screen
// can draw the graph filling in from a background goroutine. Results are
// plain values (Report) keyed by the game and the depth (Key); a Cache
// makes a second analysis of the same game instant: Memory in memory, Disk
// in the config folder (one JSON file per game, written atomically with
// engine/store; a corrupt file is reported and set aside, never trusted).
//
// Analyzer.Evaluate is one position's evaluation on the same scale, for
// the app's live evaluation of the position on screen (also a set-up
// position of the board editor).
package analysis
