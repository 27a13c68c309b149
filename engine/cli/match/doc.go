// Package match is the `gomoku match` subcommand: it plays two engine
// configurations against each other from a set of balanced openings, each
// opening twice with colours swapped, and reports wins, losses and draws.
// Either side may be an external Gomocup engine ("pbrain:/path/to/engine",
// driven by engine/pbrain/client); a misbehaving one loses by forfeit.
// With -ladder it plays every level against the one below it. -openings
// picks the opening set: depth6 (the default), expert, chosen by
// Expert-strength games for the ladder's top step, or wide, both less the
// two starts colour decides, for matches against other engines
// (openingsets.go); a list of starts separated by commas replays those.
//
// It lives with the commands, not in engine/ai: it drives the search and
// external engines from above and nothing in the engine depends on it.
package match
