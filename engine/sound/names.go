package sound

import "strconv"

// Cue names one sound. It is a number, not a string, so a misspelt cue
// cannot compile: every cue the game asks for is one of the constants
// below, and the bank holds each of them (TestEveryCueExistsWithItsLength).
type Cue uint8

// The cues, as carried by app.Effect.Cue.
const (
	Place          Cue = iota + 1 // a stone lands on the board
	Invalid                       // a placement was refused
	Win                           // the local player (or someone, in hot-seat) won
	Lose                          // the computer won against the player
	Draw                          // the board filled with no winner
	Menu                          // focus moved to another menu item
	MenuSelect                    // a menu item was chosen
	Hint                          // a hint marker appeared
	TimeoutWarning                // the move clock is running out
)

// String is the cue's name, as in docs/sound.md and log lines.
func (c Cue) String() string {
	for _, r := range recipes() {
		if r.cue == c {
			return r.name
		}
	}
	return "cue(" + strconv.Itoa(int(c)) + ")"
}

// recipes lists every cue with its name and the function that synthesises
// it. It is a function, not a package variable, so there is no shared
// mutable table.
func recipes() []recipe {
	return []recipe{
		{Place, "place", synthPlace},
		{Invalid, "invalid", synthInvalid},
		{Win, "win", synthWin},
		{Lose, "lose", synthLose},
		{Draw, "draw", synthDraw},
		{Menu, "menu", synthMenu},
		{MenuSelect, "menu-select", synthMenuSelect},
		{Hint, "hint", synthHint},
		{TimeoutWarning, "timeout-warning", synthTimeoutWarning},
	}
}

type recipe struct {
	cue   Cue
	name  string
	synth func(sampleRate int) []float64
}
