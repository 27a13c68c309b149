package sound

// Cue names, as carried by app.Effect.Name.
const (
	Place          = "place"           // a stone lands on the board
	Invalid        = "invalid"         // a placement was refused
	Win            = "win"             // the local player (or someone, in hot-seat) won
	Lose           = "lose"            // the computer won against the player
	Draw           = "draw"            // the board filled with no winner
	Menu           = "menu"            // focus moved to another menu item
	MenuSelect     = "menu-select"     // a menu item was chosen
	Hint           = "hint"            // a hint marker appeared
	TimeoutWarning = "timeout-warning" // the move clock is running out
)

// recipes lists every cue with the function that synthesises it. It is a
// function, not a package variable, so there is no shared mutable table.
func recipes() []recipe {
	return []recipe{
		{Place, synthPlace},
		{Invalid, synthInvalid},
		{Win, synthWin},
		{Lose, synthLose},
		{Draw, synthDraw},
		{Menu, synthMenu},
		{MenuSelect, synthMenuSelect},
		{Hint, synthHint},
		{TimeoutWarning, synthTimeoutWarning},
	}
}

type recipe struct {
	name  string
	synth func(sampleRate int) []float64
}
