package client

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Kind classifies one line an engine writes.
type Kind int

const (
	// Move is "x,y": a stone in Gomocup coordinates.
	Move Kind = iota
	// OK acknowledges START, RESTART or TAKEBACK.
	OK
	// Chatter is MESSAGE, DEBUG, SUGGEST or an ABOUT answer: lines the
	// manager logs but need not act on.
	Chatter
	// Unknown is "UNKNOWN text": the engine does not know a command. While
	// waiting for a move it is chatter; as the answer to RESTART it means
	// the engine needs a new process instead.
	Unknown
	// Error is "ERROR text": the engine refuses the last command.
	Error
)

// Answer is one parsed engine line.
type Answer struct {
	Kind Kind
	X, Y int    // for Move: column, and row counted from the top
	Text string // for Error, Unknown and Chatter: the rest of the line
}

// errGarbage marks a line that is none of the protocol's answers.
var errGarbage = errors.New("not a protocol answer")

// ParseAnswer reads one line (without its terminator). Coordinates are
// not range-checked here: only the caller knows the board.
func ParseAnswer(line string) (Answer, error) {
	s := strings.TrimSpace(line)
	word, rest := s, ""
	if i := strings.IndexAny(s, " \t"); i >= 0 {
		word, rest = s[:i], strings.TrimSpace(s[i+1:])
	}
	switch strings.ToUpper(word) {
	case "OK":
		if rest == "" {
			return Answer{Kind: OK}, nil
		}
	case "MESSAGE", "DEBUG", "SUGGEST":
		return Answer{Kind: Chatter, Text: rest}, nil
	case "UNKNOWN":
		return Answer{Kind: Unknown, Text: rest}, nil
	case "ERROR":
		return Answer{Kind: Error, Text: rest}, nil
	}
	if strings.HasPrefix(strings.ToLower(s), "name=") {
		return Answer{Kind: Chatter, Text: s}, nil
	}
	x, y, err := parseXY(s)
	if err != nil {
		return Answer{}, fmt.Errorf("pbrain: %q: %w", clip(s), errGarbage)
	}
	return Answer{Kind: Move, X: x, Y: y}, nil
}

// parseXY reads "x,y" with optional spaces around the numbers.
func parseXY(s string) (int, int, error) {
	xs, ys, ok := strings.Cut(s, ",")
	if !ok {
		return 0, 0, errGarbage
	}
	x, err := smallInt(xs)
	if err != nil {
		return 0, 0, err
	}
	y, err := smallInt(ys)
	if err != nil {
		return 0, 0, err
	}
	return x, y, nil
}

// smallInt accepts plain decimal numbers that fit any board comfortably;
// signs, hex and huge values are garbage.
func smallInt(s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 4 {
		return 0, errGarbage
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, errGarbage
		}
	}
	return strconv.Atoi(s)
}

// clip shortens a line for an error message.
func clip(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}
