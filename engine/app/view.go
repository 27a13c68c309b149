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
	ButtonMenu
	ButtonUndo
	ButtonHint
	ButtonRematch
	ButtonReview
	ButtonNewGame
	ButtonTitle
	// The review's step buttons: to the start, one back, one on, to the
	// end.
	ButtonFirst
	ButtonPrev
	ButtonNext
	ButtonLast
)

// Button is a clickable on-screen button.
type Button struct {
	ID      ButtonID
	Label   string
	Rect    Rect
	Px      int
	Hot     bool // the pointer is over it
	Focused bool // keyboard/controller focus (game-over buttons)
	Enabled bool
}

// BossSheet is the neutral work-like screen the boss key shows: a plain
// spreadsheet with no game elements.
type BossSheet struct {
	Title   string
	Columns []string
	Rows    [][]string
}

// Screen names what fills the window, as App.Screen reports it (for tests
// and tools; the app itself never branches on it: each screen is a scene).
type Screen uint8

const (
	ScreenPlay Screen = iota
	ScreenTitle
	ScreenNewGame
	ScreenSettings
	ScreenStats
	ScreenReview
	// ScreenGames lists saved and recent games to open.
	ScreenGames
	// ScreenProblems lists the session's notices (Menu → Problems).
	ScreenProblems
	// ScreenHowTo explains the rule in force with diagrams.
	ScreenHowTo
)

// Diagram is a small board drawn to explain a rule (How to play): its
// stones, the line that wins (if any) and the points crossed out.
type Diagram struct {
	Rect    Rect
	Size    int
	Black   []engine.Point
	White   []engine.Point
	Win     []engine.Point
	Cross   []engine.Point
	Caption string
	// Lines are the caption laid out under the board, wrapped.
	Lines []TextLine
}

// MenuView is a menu, prompt or settings list as drawn: a card with a
// title and rows. Overlay menus are drawn over the dimmed board.
type MenuView struct {
	Title    string
	Subtitle string
	// TitleLines and SubtitleLines are Title and Subtitle wrapped to the
	// card, drawn TitlePx and Px tall.
	TitleLines    []string
	SubtitleLines []string
	Rect          Rect
	TitlePx       int
	Px            int
	Items         []MenuItemView
	// Footer is the key hints; FooterLines is it wrapped to the card,
	// drawn FooterPx tall.
	Footer      string
	FooterLines []string
	FooterPx    int
	// A menu too long for the window scrolls: rows out of view have an
	// empty Rect, and ScrollUp/ScrollDown are the bands above and below
	// the rows shown (marked when there is more that way; a click there
	// scrolls).
	ScrollUp, ScrollDown Rect
	MoreAbove, MoreBelow bool
	Overlay              bool
	// Aside: the card is over the panel and the board stays undimmed (a
	// question about the position on it).
	Aside bool
}

// MenuItemView is one row. Choice rows show Value between arrows (Prev and
// Next are their click areas); Info rows are read-only label/value pairs.
type MenuItemView struct {
	Label   string
	Value   string
	Rect    Rect
	Prev    Rect
	Next    Rect
	Focused bool
	Hot     bool
	Enabled bool
	Choice  bool
	// Fixed: a choice row whose value the other choices decide (Renju
	// restricts Black always): its value, with no arrows.
	Fixed bool
	Info  bool
	// Card, when set, is a game's card (the game list) instead of a
	// label and value.
	Card *GameCard
}

// GameCard is a saved game as the game list shows it: a small picture
// of the final position and two lines, who played (and the level), then
// the result from the player's side, the moves and the date.
type GameCard struct {
	Size         int
	Black, White []engine.Point
	Title        string
	Details      string
	// Won and Lost colour the result: the player's own win or loss.
	Won, Lost bool
}

// Mark is a labelled point on the board (a forbidden point and its kind).
type Mark struct {
	Point engine.Point
	Label string
}

// Zone is an opening's limit for the next stone: under Pro/Long Pro it may
// not go within Radius (Chebyshev distance) of Center, and the renderer
// shades that square; with Inside (the RIF rules' central squares) it must
// go within it, and the renderer frames the square.
type Zone struct {
	Center engine.Point
	Radius int
	Inside bool
}

// View is everything the renderer draws for one frame. It is a snapshot:
// the renderer reads it and never changes the game.
type View struct {
	Layout Layout
	Theme  Theme
	// Lang is the language tag of the text, so the renderer can pick the
	// right CJK glyph forms (Japanese differs from Chinese and Korean).
	Lang string

	Boss  bool
	Sheet BossSheet

	Board       engine.Board
	Size        int
	StarPoints  []engine.Point
	Columns     []string // coordinate labels, left to right
	Rows        []string // coordinate labels, bottom to top
	ShowCoords  bool
	MoveNumbers bool
	Order       []engine.Point // the stones in move order, for move numbers

	Cursor      engine.Point
	ShowCursor  bool
	Hover       engine.Point // where a stone would go under the pointer
	ShowHover   bool
	HoverColor  engine.Color
	Pending     engine.Point // a placement waiting for its confirming press
	ShowPending bool
	LastMove    engine.Point
	HasLast     bool
	WinLine     []engine.Point
	Invalid     engine.Point // flashes after a refused placement
	ShowInvalid bool
	Hint        engine.Point
	ShowHint    bool
	// Ripple is a ring spreading from the newest stone for a moment after
	// it lands (when animations are on); RippleT runs from 0 to 1.
	Ripple     engine.Point
	RippleT    float64
	ShowRipple bool
	Forbidden  []Mark
	Zone       Zone
	ShowZone   bool
	ToMove     engine.Color
	Over       bool
	Thinking   bool

	Lines   []TextLine
	Buttons []Button
	Menu    *MenuView
	// Diagrams are drawn over the menu card (How to play).
	Diagrams []Diagram
	Toast    string

	// Graph is the review's evaluation graph and Ghosts the engine's
	// better line at a flagged move (review_graph.go); nil/empty elsewhere.
	Graph  *GraphView
	Ghosts []Ghost
	// MoveList is the review's list of moves (review_list.go).
	MoveList *MoveListView

	// Magnifier is the lens over a finger holding the board (touch.go).
	Magnifier *MagnifierView

	// Sequence is a line of numbered ghost stones (view_sequence.go).
	Sequence []SeqStone

	// Live is the engine's evaluation of the position shown and Threats
	// its fours and open threes (live_view.go); nil/empty when off.
	Live    *LiveView
	Threats []ThreatMark
}
