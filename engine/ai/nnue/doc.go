// Package nnue is the learned evaluation's network: its weights, their
// versioned binary file and the integer arithmetic that turns two
// accumulators into a score.
//
// The network is small on purpose (a node must cost at most about twice
// the classical evaluation's). Every empty cell of the board has, for each
// side, the engine's Pattern4 code: the combination of the four line
// patterns a stone of that side would make there (package ai,
// pattern4.go). Each code indexes a row of Dim int16 weights; a side's
// accumulator is the sum of its codes' rows over the empty cells, which
// package ai keeps up to date as stones come and go (only the cells whose
// codes a move changed are touched). The head reads the side to move's
// accumulator and the opponent's, each clipped to 0..1, through one hidden
// layer of Hidden clipped units to one output, the position's value for
// the side to move as a logit; Scale turns it into the engine's units.
//
// The numbers are fixed point (net.go says the unit of each).
// Training (gomoku train) happens in float32 and is quantised into a Net.
package nnue
