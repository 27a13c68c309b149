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
	// Back cancels or leaves the current prompt or menu (B, Backspace).
	Back
	// Menu opens or closes the in-game menu (Start, F10/M).
	Menu
	// Hint asks the engine for the best move for the side to move (X, H).
	Hint
	// Undo and Redo step through the moves where the rules allow (LB/RB,
	// Ctrl+Z/Ctrl+Y).
	Undo
	Redo
	// NewGame opens the new-game screen with Start focused (N), so a new
	// game is two presses away from anywhere.
	NewGame
	// DeviceAdded and DeviceRemoved report a controller joining or leaving
	// (Device, Name, Family) so the app can show a toast and hand out seats.
	DeviceAdded
	DeviceRemoved
	// SaveGame saves the game on screen as a new file (Ctrl+S).
	SaveGame
	// Copy puts the game's moves on the clipboard as text (Ctrl+C).
	Copy
	// Paste sets up the position in Text, a move string or any record
	// format, as a new game (Ctrl+V; the platform reads the clipboard).
	Paste
	// Screenshot saves what is on screen as a PNG (F12).
	Screenshot
	// FocusPanel moves the focus between the board and its panel's
	// buttons (Tab, the pad's top button): after a game, the only way in
	// to Rematch and the other game-over choices besides a click.
	FocusPanel
	// Analyse analyses the reviewed game, or stops the analysis (A, pad Y).
	Analyse
	// StepFirst and StepLast jump to the start or the end of the line
	// reviewed (Home, End).
	StepFirst
	StepLast
	// PlayOn starts a game from the position reviewed (P).
	PlayOn
	// ToggleLive shows or hides the live evaluation on the board shown
	// (E); ToggleThreats the threat marks (T). Both are saved settings.
	ToggleLive
	ToggleThreats
)

// Device numbers the input device an intent came from: KeyboardMouse for
// the keyboard, mouse and touch, and a controller's SDL instance ID + 1 for
// game controllers, so two pads can own one colour each.
const KeyboardMouse = 0

// Intent is one request from the player. Only the fields its Kind names are
// meaningful.
type Intent struct {
	Kind   IntentKind
	DX, DY int // MoveCursor
	X, Y   int // PointerMove, PointerDown, Resize (as W, H)
	// Device is where the intent came from (KeyboardMouse or a controller).
	Device int
	// Name and Family describe a controller (DeviceAdded): Family is
	// "xbox", "playstation", "nintendo" or "generic", for button prompts.
	Name, Family string
	// Text is the clipboard's content (Paste).
	Text string
}
