// Package train is the `gomoku train` subcommand: it fits the learned
// evaluation (package nnue) to self-play games written by `gomoku
// selfplay`, in float32 with Adam, quantises it and writes the network
// file. The target of a position is a blend of the game's result and the
// search's score, both as the side to move's winning chance; it reports
// the held-out loss beside the classical evaluation's on the same
// positions, so a network is judged before it plays a game.
package train
