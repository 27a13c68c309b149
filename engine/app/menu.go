package app

// menu is a vertical list of items navigated with the cursor keys, a
// d-pad, the mouse or touch. The same model serves the in-game menu,
// prompts, the new-game and settings screens and the title screen, so every
// screen works with any input device. What Back does is the scene's
// (menuScene.back).
type menu struct {
	title string
	// subtitle is an optional line under the title (e.g. whose choice it is).
	subtitle string
	items    []menuItem
	focus    int
	// top is the first row shown when the menu scrolls (menuView keeps
	// the focus in view); scrolled says it does, so the arrows may rest
	// on read-only rows to bring them into view.
	top      int
	scrolled bool
	// artLeft: the card sits in the right half of a landscape window,
	// leaving the left half to the title art (scene_title_art.go).
	artLeft bool
	// aside: a question about the position (take-back consent, an
	// opening's colour choice) is laid over the panel, leaving the board
	// it asks about in full view.
	aside bool
}

// rowID names a menu row. Rows are found by these constants, never by
// strings, so a misspelt row cannot compile; TestMenuRowsTheScenesReadExist
// checks that every row a screen reads back is on that screen.
type rowID uint8

const (
	rowNone rowID = iota // read-only rows (statistics, messages)
	rowBack
	// Title screen and the in-game menu.
	rowContinue
	rowResume
	rowUndo
	rowRedo
	rowHint
	rowResign
	rowRestart
	rowSave
	rowOpen
	rowRecent
	rowNewGame
	rowSettings
	rowStats
	rowProblems
	rowHowTo
	rowTitle
	rowQuit
	// Prompts: yes/no, and an opening choice (arg is the engine.Choice).
	rowYes
	rowNo
	rowChoice
	// New-game screen.
	rowMode
	rowColour
	rowLevel
	rowRule
	rowSize
	rowOpening
	rowRestrict
	rowLoses
	rowSwap
	rowClock
	rowStart
	// Settings.
	rowLanguage
	rowCoords
	rowMoveNumbers
	rowLastMove
	rowForbiddenMarks
	rowConfirm
	rowClickToPlace
	rowTheme
	rowVolume
	rowMute
	rowAnimations
	rowFullscreen
	rowLargeUI
	rowRumble
	// Game list: the folder, one game (arg indexes the entries), paging.
	rowFolder
	rowGame
	rowNewer
	rowOlder
)

// menuItem is an action, or a choice among options when options is set.
type menuItem struct {
	id rowID
	// arg tells rows of one kind apart: which opening choice, which game.
	arg      int
	label    string
	options  []string
	selected int
	disabled bool
	// info items show a label and a value and cannot be focused (the
	// statistics table).
	info  bool
	value string
	// card: the row is a game's card (the game list).
	card *GameCard
	// fixed, when set, is shown instead of the options of a row the
	// current choices decide (Renju's restrictions are always on): a
	// greyed-out "Off" would read as the opposite of what is in force.
	fixed string
}

func (m *menu) hasCards() bool {
	for i := range m.items {
		if m.items[i].card != nil {
			return true
		}
	}
	return false
}

func (m *menu) focusable(i int) bool {
	return i >= 0 && i < len(m.items) && !m.items[i].disabled && !m.items[i].info
}

// move shifts the focus by d, skipping items that cannot take it and
// stopping at the ends (no wrap: a held direction should not loop).
func (m *menu) move(d int) bool {
	for i := m.focus + d; i >= 0 && i < len(m.items); i += d {
		if m.focusable(i) || (m.scrolled && m.items[i].info) {
			m.focus = i
			return true
		}
	}
	return false
}

// fixFocus puts the focus on a focusable item, preferring the current one.
func (m *menu) fixFocus() {
	if m.focusable(m.focus) {
		return
	}
	for i := range m.items {
		if m.focusable(i) {
			m.focus = i
			return
		}
	}
}

// cycle changes the focused choice item's option by d, wrapping.
func (m *menu) cycle(d int) bool {
	if !m.focusable(m.focus) {
		return false
	}
	it := &m.items[m.focus]
	if len(it.options) < 2 {
		return false
	}
	n := len(it.options)
	it.selected = ((it.selected+d)%n + n) % n
	return true
}

func (m *menu) focused() *menuItem {
	if !m.focusable(m.focus) {
		return nil
	}
	return &m.items[m.focus]
}

// item is the row with the given id; nil when the menu has none (a bug
// the tests catch: every screen's rows are read back in a test).
func (m *menu) item(id rowID) *menuItem {
	for i := range m.items {
		if m.items[i].id == id {
			return &m.items[i]
		}
	}
	return nil
}

// focusID focuses the item with the given id, if it can take focus.
func (m *menu) focusID(id rowID) { m.focusArg(id, 0) }

// focusArg focuses the row with the given id and arg, if it can take focus.
func (m *menu) focusArg(id rowID, arg int) {
	for i := range m.items {
		if m.items[i].id == id && m.items[i].arg == arg && m.focusable(i) {
			m.focus = i
		}
	}
}

func onOff(on bool) int {
	if on {
		return 1
	}
	return 0
}
