package engine

import "fmt"

// Status is where a game stands.
type Status uint8

const (
	// Playing: moves are accepted.
	Playing Status = iota
	// Won: a side won; the board is frozen.
	Won
	// Draw: nobody can win any more; the board is frozen.
	Draw
)

// String names the status for JSON and messages.
func (s Status) String() string {
	switch s {
	case Playing:
		return "ongoing"
	case Won:
		return "win"
	case Draw:
		return "draw"
	}
	return fmt.Sprintf("status(%d)", uint8(s))
}

// Reason says why a game ended.
type Reason uint8

const (
	// ReasonNone: the game is still on.
	ReasonNone Reason = iota
	// ReasonFive: the winner made exactly five (or five under Caro).
	ReasonFive
	// ReasonOverline: the winner made six or more where that wins.
	ReasonOverline
	// ReasonForbidden: Black played a forbidden point under tournament renju
	// (Config.ForbiddenLoses) and lost; Result.Forbidden says which kind.
	ReasonForbidden
	// ReasonBoardFull: draw, no empty point left.
	ReasonBoardFull
	// ReasonNoPlayablePoint: draw, every empty point is forbidden for the
	// side to move.
	ReasonNoPlayablePoint
	// ReasonResign: the loser gave up.
	ReasonResign
	// ReasonTimeout: the loser ran out of time.
	ReasonTimeout
)

// String is the reason's stable identifier, used in JSON.
func (r Reason) String() string {
	switch r {
	case ReasonNone:
		return "none"
	case ReasonFive:
		return "five"
	case ReasonOverline:
		return "overline"
	case ReasonForbidden:
		return "forbidden-move"
	case ReasonBoardFull:
		return "board-full"
	case ReasonNoPlayablePoint:
		return "no-playable-point"
	case ReasonResign:
		return "resign"
	case ReasonTimeout:
		return "timeout"
	}
	return fmt.Sprintf("reason(%d)", uint8(r))
}

// Result is the outcome so far. Winner is set only when Status is Won. Line
// holds the winning stones in order along their axis (nil for a
// forbidden-move loss). Forbidden is the kind of the losing move when Reason
// is ReasonForbidden.
type Result struct {
	Status    Status
	Winner    Color
	Line      []Point
	Reason    Reason
	Forbidden ForbiddenKind
}
