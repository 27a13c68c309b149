// Package engine holds the rules of five-in-a-row: the board, the points and
// their notation, the rule sets with their forbidden points, the opening
// rules, and the game state machine that turns moves into results.
//
// Forbidden points (Config.ForbiddenAt, Config.ForbiddenPoints) follow the
// RIF renju definitions for Black under Renju and under the house setting
// RestrictBlack, and the Korean standard (double three only, both colours)
// under Omok. Exactly five always takes precedence. Each axis through a
// point is classified by one lookup in a table built once on first use, and
// only a possible double three needs the recursive check, so a full-board
// scan takes tens of microseconds.
//
// Config.Threats lists both sides' fours and open threes on a board (the
// app's threat marks) by the same tests: a winning point is one where the
// stone makes a line that wins under the configuration, an open three
// counts only where its four point is playable, and a four whose only
// block is forbidden for the opponent is winning.
//
// It owns every rule decision: which lines win, which points are forbidden,
// which rule options go with which rule (Config.Normalize, the one place),
// the list of rules and openings and their names (Rules, RuleNames,
// Openings, OpeningNames). Nothing above it decides a rule again.
//
// The RIF tournament opening rules (Soosõrv-8, Taraguchi-10, Yamaguchi:
// opening_rif.go, offers.go) run on the same Game: swaps and a declared
// number of offers are Choices, 5th-move offers are placed with Offer and
// White keeps one by playing it; all of it is kept in History, so a game
// replays (and resumes) in the middle of its opening. The 26 named renju
// openings are recognised in any orientation (renju_patterns.go).
//
// It is pure Go and never imports SDL, so everything here is testable and
// fuzzable without a display. Higher layers (engine/app, input, render) build
// on it; nothing here knows about them.
package engine
