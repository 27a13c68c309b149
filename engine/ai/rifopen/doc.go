// Package rifopen is the computer's judgement in the RIF opening rules
// (Soosõrv-8, Taraguchi-10, Yamaguchi): which of the 26 openings to lay,
// when to swap, how many 5th-move offers to declare, which offers to make
// and which to keep.
//
// Every decision rests on one value: how good a position is for Black,
// from a short search of the engine (package ai). White keeps the offer
// worst for Black, so N offers are worth the N-th best non-symmetric 5th
// move; a player whose placement the opponent may answer by swapping aims
// for a balanced position instead of the best one ("balance search"). The
// opening stones themselves are chosen from the renju books' verdicts on
// the 26 openings, which short searches of three stones cannot judge.
//
// Weaker levels search less deeply and add a seeded random error to every
// value, so they decide more loosely. A decision is split into short
// searches that together stay within the time it is given.
package rifopen
