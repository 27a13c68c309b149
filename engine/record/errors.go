package record

import (
	"errors"
	"fmt"
	"strconv"
)

// MaxFileSize caps every reader's input: a real record is a few kilobytes, so
// anything bigger is not a game record and is refused before parsing.
const MaxFileSize = 1 << 20

// Sentinel errors callers may test with errors.Is.
var (
	ErrTooLarge      = errors.New("record: input larger than 1 MiB")
	ErrUnknownFormat = errors.New("record: unknown record format")
)

// SyntaxError is a reader's complaint about its input. It names where the
// problem is: a line (and column) for the text formats, a byte offset for
// the binary .pos format.
type SyntaxError struct {
	Format Format
	Line   int // 1-based; 0 when the position is a byte offset
	Col    int // 1-based column within Line; 0 when not known
	Byte   int // 0-based byte offset, used when Line is 0
	Reason string
}

func (e *SyntaxError) Error() string {
	switch {
	case e.Line > 0 && e.Col > 0:
		return fmt.Sprintf("record: %s: line %d, column %d: %s", e.Format, e.Line, e.Col, e.Reason)
	case e.Line > 0:
		return fmt.Sprintf("record: %s: line %d: %s", e.Format, e.Line, e.Reason)
	}
	return fmt.Sprintf("record: %s: byte %d: %s", e.Format, e.Byte, e.Reason)
}

// lineError builds a SyntaxError at a line.
func lineError(f Format, line int, format string, args ...any) error {
	return &SyntaxError{Format: f, Line: line, Reason: fmt.Sprintf(format, args...)}
}

// offsetError builds a SyntaxError at a byte offset of text data, turning
// the offset into line and column so the user can find it in an editor.
func offsetError(f Format, data []byte, off int, format string, args ...any) error {
	line, col := lineCol(data, off)
	return &SyntaxError{Format: f, Line: line, Col: col, Byte: off, Reason: fmt.Sprintf(format, args...)}
}

// lineCol converts a byte offset to a 1-based line and column (in bytes).
func lineCol(data []byte, off int) (int, int) {
	if off > len(data) {
		off = len(data)
	}
	line, col := 1, 1
	for _, c := range data[:off] {
		if c == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return line, col
}

func itoa(n int) string { return strconv.Itoa(n) }

func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }
