package analysis

import "math"

// Severity is how bad a move was ("" for a good one).
type Severity string

const (
	Good    Severity = ""
	Mistake Severity = "mistake"
	Blunder Severity = "blunder"
)

// Note is not a flag: a move that let a forced win go while the mover
// stays as good as won ("a slower win"), said gently, never counted with
// the mistakes.
const Note Severity = "note"

// The thresholds, in the mover's win chance (0–1), after every proof the
// review found has been carried into the chances (a position proved won
// is 1 for its winner, proved lost 0, also where a later, deeper look
// proved it):
//
//   - a move that lowers the mover's win chance by MistakeDrop (0.15) or
//     more is a mistake, by BlunderDrop (0.30) or more a blunder — always,
//     the engine's own choice too (its fall was beyond the search's
//     horizon, yet the graph falls there and the move is where it fell);
//     only a mistake-sized fall after the engine's own choice is let go
//     as the horizon's noise;
//   - a move that keeps a forced win — makes five, or leaves a position
//     proved won — is never flagged, even when a shorter win was on the
//     board;
//   - a move that lets go of a forced win the mover had (a VCF or a VCT
//     proved before the move, no win proved after it) is graded by what
//     it cost like any other, with the reason "missed-win"; when the mover
//     is still as good as won (a fall under MistakeDrop) it is only a
//     Note, "a slower win";
//   - a move from a position already lost is never flagged (there was no
//     defence to miss); a move after which the opponent has a forced win
//     is graded by the fall, with the reason "missed-defence", and is at
//     least a mistake — unless the mover's chance was under LostChance
//     already: a move in a position the evaluation counts lost (0.001 →
//     0) is no blunder.
//
// settle (settle.go) grades every move this way once the passes that
// prove losses further back (defence.go, backward.go) are done.
//
// A position where the mover's chance is under LostChance counts as lost
// already; a move after which the opponent's win is proved, from a
// position the mover still had more than that, is at least a mistake (the
// passes prove a defence there; the fall may be small when the evaluation
// had seen the trouble coming).
const (
	MistakeDrop = 0.15
	BlunderDrop = 0.30
	LostChance  = 0.05
)

// Reason says why a move was flagged.
type Reason string

const (
	ReasonNone          Reason = ""
	ReasonDrop          Reason = "drop"           // the win chance fell by a threshold
	ReasonMissedWin     Reason = "missed-win"     // a proved VCF/VCT was let go
	ReasonMissedDefence Reason = "missed-defence" // the opponent now has a forced win
	ReasonSlowerWin     Reason = "slower-win"     // a proved win let go, the mover still as good as won (a Note)
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
	if f.wins || f.lostBefore {
		return Good, ReasonNone
	}
	// A hair of slack, so a drop of exactly 0.15 or 0.30 in decimal
	// counts after float rounding.
	drop := before - after + 1e-9
	reason := ReasonDrop
	switch {
	case f.hadWin:
		reason = ReasonMissedWin
		if drop < MistakeDrop {
			return Note, ReasonSlowerWin
		}
	case f.lostAfter:
		reason = ReasonMissedDefence
	}
	switch {
	case drop >= BlunderDrop:
		return Blunder, reason
	case drop >= MistakeDrop && (!f.engineBest || f.hadWin):
		return Mistake, reason
	case f.lostAfter && before >= LostChance:
		return Mistake, reason
	}
	return Good, ReasonNone
}

// facts are what the solver and the search proved around one move.
type facts struct {
	wins       bool // the move makes five or keeps a proved win
	hadWin     bool // the mover had a proved win before the move (and lost it)
	lostBefore bool // the mover was proved lost before the move
	lostAfter  bool // the opponent has a proved win after the move
	engineBest bool // the move was the engine's own choice
}
