// Package engine holds the rules of five-in-a-row: the board, the points and
// their notation, the rule sets, and the game state machine that turns moves
// into results.
//
// It is pure Go and never imports SDL, so everything here is testable and
// fuzzable without a display. Higher layers (engine/app, input, render) build
// on it; nothing here knows about them.
package engine
