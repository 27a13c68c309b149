// Package client drives an external Gomocup ("pbrain") engine: a program
// that speaks the Piskvork protocol on its stdin and stdout. It starts the
// process, tells it the board size, rule and time control, sends the game
// as TURN or BOARD commands and reads the engine's answers with a deadline,
// so a hung, crashing or confused engine loses the game by forfeit
// (ErrForfeit) instead of stalling the caller.
//
// It owns the process and the protocol's client side; scoring games and
// judging rules (a renju forbidden move) are the caller's (engine/cli/match).
package client
