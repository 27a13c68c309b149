package app

// IntentKind names what the player asked for.
type IntentKind uint8

const (
	// MoveCursor moves the board cursor by (DX, DY), clamped at the edges.
	// DY > 0 is up the board (towards higher row numbers).
	MoveCursor IntentKind = iota + 1
	// Place puts the side to move's stone on the cursor.
	Place
	// PointerMove reports the pointer at (X, Y) in output pixels.
	PointerMove
	// PointerDown is a primary click or tap at (X, Y).
	PointerDown
	// PointerLeave: the pointer left the window; hover marks disappear.
	PointerLeave
	// Restart clears the board for a new round.
	Restart
	// BossKey swaps between the game and a neutral work-like screen.
	BossKey
	// ToggleFullscreen switches between a window and full-screen desktop.
	ToggleFullscreen
	// Quit ends the program.
	Quit
	// Resize reports the renderer's output size in pixels (W, H).
	Resize
)

// Intent is one request from the player. Only the fields its Kind names are
// meaningful.
type Intent struct {
	Kind   IntentKind
	DX, DY int // MoveCursor
	X, Y   int // PointerMove, PointerDown, Resize (as W, H)
}
