package analysis

import "math"

// Severity is how bad a move was ("" for a good one).
type Severity string

const (
	Good    Severity = ""
	Mistake Severity = "mistake"
	Blunder Severity = "blunder"
)

// The thresholds, in the mover's win chance (0–1):
//
//   - a move that lowers the mover's win chance by MistakeDrop (0.15) or
//     more is a mistake, by BlunderDrop (0.30) or more a blunder;
//   - a move that lets go of a forced win the mover had (a VCF or a VCT the
//     solver proved before the move, no win proved after it) is always a
//     blunder, whatever the evaluation says;
//   - a move after which the opponent has a forced win, when the mover was
//     not lost before it (the engine's best move there does not lose), is
//     always a blunder: it missed the defence;
//   - a move that wins — makes five, or keeps a forced win — is never
//     flagged, even when a shorter win was on the board;
//   - a move from a position already lost is never flagged (there was no
//     defence to miss), nor is the engine's own best move (a fall after it
//     is beyond the search's horizon, not the player's fault) — unless
//     the defence pass or the backward pass (defence.go, backward.go)
//     proves with the solver that it let in a forced win another move
//     did not: a missed defence, a blunder.
const (
	MistakeDrop = 0.15
	BlunderDrop = 0.30
)

// Reason says why a move was flagged.
type Reason string

const (
	ReasonNone          Reason = ""
	ReasonDrop          Reason = "drop"           // the win chance fell by a threshold
	ReasonMissedWin     Reason = "missed-win"     // a proved VCF/VCT was let go
	ReasonMissedDefence Reason = "missed-defence" // the opponent now has a forced win
)

// WinScale is the score (in the engine's units for the side to move) at
// which the win chance is 1/(1+e^-1) ≈ 0.73; 200, what the app calls a
// clear advantage, is then 0.79.
const WinScale = 150.0

// WinChance turns an evaluation for the side to move into its win chance:
// a logistic of the score, 1 for a proved win (mate > 0), 0 for a proved
// loss (mate < 0).
func WinChance(score, mate int) float64 {
	switch {
	case mate > 0:
		return 1
	case mate < 0:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(score)/WinScale))
}

// classify grades one move by the mover's win chance before and after
// it and the proved facts around it.
func classify(before, after float64, f facts) (Severity, Reason) {
	switch {
	case f.wins:
		return Good, ReasonNone
	case f.hadWin:
		return Blunder, ReasonMissedWin
	case f.lostBefore:
		return Good, ReasonNone
	case f.lostAfter:
		return Blunder, ReasonMissedDefence
	}
	// A hair of slack, so a drop of exactly 0.15 or 0.30 in decimal
	// counts after float rounding.
	drop := before - after + 1e-9
	switch {
	case drop >= BlunderDrop:
		return Blunder, ReasonDrop
	case drop >= MistakeDrop:
		return Mistake, ReasonDrop
	}
	return Good, ReasonNone
}

// facts are what the solver and the search proved around one move.
type facts struct {
	wins       bool // the move makes five or keeps a proved win
	hadWin     bool // the mover had a proved win before the move (and lost it)
	lostBefore bool // the mover was proved lost before the move
	lostAfter  bool // the opponent has a proved win after the move
}
