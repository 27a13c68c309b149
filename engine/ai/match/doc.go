// Package match is the `gomoku match` subcommand: it plays two engine
// configurations against each other from a set of balanced openings, each
// opening twice with colours swapped, and reports wins, losses and draws.
// With -ladder it plays every level against the one below it.
package match
