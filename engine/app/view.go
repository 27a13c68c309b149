package app

import "gomoku/engine"

// TextStyle picks font weight and colour for a line of text.
type TextStyle uint8

const (
	StyleBody TextStyle = iota
	StyleTitle
	StyleMuted
	StyleAlert
	StyleGood
)

// TextLine is one line of panel text, left-aligned at (X, Y) (top-left),
// Px tall. The renderer shrinks it if it is wider than MaxW, so a long
// translation never spills out of the panel. A Stone other than Empty draws a
// stone icon before the text.
type TextLine struct {
	Text  string
	X, Y  int
	Px    int
	MaxW  int
	Style TextStyle
	Stone engine.Color
}

// ButtonID identifies an on-screen button.
type ButtonID uint8

const (
	ButtonPlace ButtonID = iota + 1
	ButtonRestart
)

// Button is a clickable on-screen button.
type Button struct {
	ID      ButtonID
	Label   string
	Rect    Rect
	Px      int
	Hot     bool // the pointer is over it
	Enabled bool
}

// BossSheet is the neutral work-like screen the boss key shows: a plain
// spreadsheet with no game elements.
type BossSheet struct {
	Title   string
	Columns []string
	Rows    [][]string
}

// View is everything the renderer draws for one frame. It is a snapshot:
// the renderer reads it and never changes the game.
type View struct {
	Layout Layout

	Boss  bool
	Sheet BossSheet

	Board      engine.Board
	Size       int
	StarPoints []engine.Point
	Columns    []string // coordinate labels, left to right
	Rows       []string // coordinate labels, bottom to top

	Cursor      engine.Point
	ShowCursor  bool
	Hover       engine.Point // where a stone would go under the pointer
	ShowHover   bool
	HoverColor  engine.Color
	LastMove    engine.Point
	HasLast     bool
	WinLine     []engine.Point
	Invalid     engine.Point // flashes after a refused placement
	ShowInvalid bool
	ToMove      engine.Color
	Over        bool

	Lines   []TextLine
	Buttons []Button
}
