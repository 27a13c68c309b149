// Package selfplay is the `gomoku selfplay` subcommand: it plays the
// engine against itself at a fixed node budget from varied openings and
// writes every game, with the search's score for each searched move, to a
// record file the `gomoku train` command learns the network from
// (record.go has the format). Game i of a run depends only on the seed
// and i, so a file is regenerated exactly by its command, and a rerun
// appends only the games the file does not hold yet.
package selfplay
