// Package analyze is the "gomoku analyze" command: it judges positions under
// any rule set and prints one JSON object per position — side to move, result
// so far, the forbidden points of the side to move and, for a move list, the
// first illegal move and why.
//
// Positions come from the command line (--moves, or --black/--white) or, with
// neither, one per line on standard input, each line holding the same flags.
// It is the scripted face of the engine's rules: tests and other programs can
// compare its verdicts with established engines point by point.
//
// It owns the request and answer format only; every verdict is package
// engine's.
package analyze
