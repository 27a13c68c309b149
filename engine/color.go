package engine

// Color is the content of an intersection, or the side a player plays.
type Color uint8

const (
	// Empty is an unoccupied intersection; as a side it means "nobody".
	Empty Color = iota
	// Black moves first.
	Black
	// White moves second.
	White
)

// Opponent returns the other side. Empty has no opponent and stays Empty.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

// String names the colour in lower case, as used in JSON and notation tools.
func (c Color) String() string {
	switch c {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "empty"
}
