package record

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"gomoku/engine"
)

// Format is one of the record formats.
type Format uint8

const (
	// FormatUnknown is what Detect returns when nothing matches.
	FormatUnknown Format = iota
	// FormatMoves is a plain move string, "h8i9j10", in a .txt file.
	FormatMoves
	// FormatPSQ is Piskvork's text format.
	FormatPSQ
	// FormatSGF is Smart Game Format, FF[4] GM[4].
	FormatSGF
	// FormatPOS is RenLib's binary position format (15×15 only).
	FormatPOS
)

// String is the format's short name, as used by --from and --to.
func (f Format) String() string {
	switch f {
	case FormatMoves:
		return "moves"
	case FormatPSQ:
		return "psq"
	case FormatSGF:
		return "sgf"
	case FormatPOS:
		return "pos"
	}
	return "unknown"
}

// Ext is the file extension the format is saved with, dot included.
func (f Format) Ext() string {
	switch f {
	case FormatMoves:
		return ".txt"
	case FormatPSQ:
		return ".psq"
	case FormatSGF:
		return ".sgf"
	case FormatPOS:
		return ".pos"
	}
	return ""
}

// ParseFormat reads a format name or extension ("sgf", ".psq", "txt",
// "moves"), in any case.
func ParseFormat(s string) (Format, error) {
	t := strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), ".")
	switch t {
	case "moves", "txt", "text", "move":
		return FormatMoves, nil
	case "psq":
		return FormatPSQ, nil
	case "sgf":
		return FormatSGF, nil
	case "pos":
		return FormatPOS, nil
	}
	return FormatUnknown, fmt.Errorf("%w %q (want sgf, psq, pos or moves)", ErrUnknownFormat, s)
}

// FormatOf returns the format a file name's extension names, or
// FormatUnknown.
func FormatOf(name string) Format {
	ext := filepath.Ext(name)
	if ext == "" {
		return FormatUnknown
	}
	f, err := ParseFormat(ext)
	if err != nil {
		return FormatUnknown
	}
	return f
}

// Detect picks the format of a file from its name and content. A known
// extension wins when the content fits it; content that does not fit its
// extension (a renamed file) or has no known extension is sniffed: a
// Piskvork header, an SGF game tree ("(;" after plain text), a .pos
// (its length matches its first byte, every move on the board), a move
// string. When nothing fits, the extension still decides, so the reader
// can say what is wrong.
func Detect(name string, data []byte) Format {
	ext := FormatOf(name)
	if ext != FormatUnknown && fits(ext, data) {
		return ext
	}
	// A move string is tried before .pos: a text like "k5j12…" can have a
	// first byte equal to its remaining length by chance, while a real
	// .pos file almost never reads as a valid move string.
	for _, f := range []Format{FormatPSQ, FormatSGF, FormatMoves, FormatPOS} {
		if f == FormatSGF && !textBefore(data, sgfStart(data)) {
			continue
		}
		if fits(f, data) {
			return f
		}
	}
	// Nothing fits: the extension's reader gives the most useful error.
	return ext
}

// fits is a cheap check that data looks like format f, not a full parse.
func fits(f Format, data []byte) bool {
	switch f {
	case FormatPSQ:
		t := bytes.TrimLeft(trimBOM(data), " \t\r\n")
		return len(t) >= len(psqHeader) && bytes.EqualFold(t[:len(psqHeader)], []byte(psqHeader))
	case FormatSGF:
		return sgfStart(data) >= 0
	case FormatPOS:
		if len(data) < 1 || len(data) != int(data[0])+1 || int(data[0]) > posMaxMoves {
			return false
		}
		for _, b := range data[1:] {
			if int(b) >= posMaxMoves {
				return false
			}
		}
		return true
	case FormatMoves:
		toks, err := tokenizeMoves(string(trimBOM(data)))
		return err == nil && len(toks) > 0
	}
	return false
}

// sgfStart finds "(;" (whitespace allowed between), the start of an SGF
// game tree; SGF readers skip any text before it. It returns -1 if there
// is none.
func sgfStart(data []byte) int {
	for i := bytes.IndexByte(data, '('); i >= 0; {
		j := skipSpace(data, i+1)
		if j < len(data) && data[j] == ';' {
			return i
		}
		k := bytes.IndexByte(data[i+1:], '(')
		if k < 0 {
			return -1
		}
		i += 1 + k
	}
	return -1
}

// textBefore reports whether data[:end] is plain text (UTF-8, no control
// characters but line breaks and tabs), so binary data that happens to
// contain "(;" is not taken for SGF.
func textBefore(data []byte, end int) bool {
	if end < 0 {
		return false
	}
	pre := data[:end]
	if !utf8.Valid(pre) {
		return false
	}
	for _, c := range pre {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' {
			return false
		}
	}
	return true
}

// Options are the reader settings for what a format does not say itself.
type Options struct {
	// Rule is used by records that carry no rule: move strings, .pos, a
	// .psq without a rule line, an SGF without RU. The zero value is
	// freestyle.
	Rule engine.Rule
	// Size is the board of a move string (see MoveOptions.Size).
	Size int
	// Columns and Rows select the move-string conventions other programs
	// display; the zero values are the usual notation.
	Columns Columns
	Rows    Rows
	// Lenient reads what it can of a damaged record instead of refusing
	// it: a .psq move list then ends at a malformed move line, as in
	// Piskvork, and the moves after it are lost. Strict (the default)
	// refuses such a file, so no move is dropped without a word.
	Lenient bool
}

// ReadWith parses a record in the given format. The result has passed
// Validate; it has not been replayed (see Game.Replay).
func ReadWith(data []byte, f Format, opt Options) (*Game, error) {
	if len(data) > MaxFileSize {
		return nil, ErrTooLarge
	}
	if !opt.Rule.Valid() {
		return nil, fmt.Errorf("record: unknown rule %d", opt.Rule)
	}
	var (
		g   *Game
		err error
	)
	switch f {
	case FormatMoves:
		g, err = readMoves(data, opt)
	case FormatPSQ:
		g, err = readPSQ(data, opt)
	case FormatSGF:
		g, err = readSGF(data, opt)
	case FormatPOS:
		g, err = readPOS(data, opt)
	default:
		return nil, fmt.Errorf("%w: %v", ErrUnknownFormat, f)
	}
	if err != nil {
		return nil, err
	}
	if err := g.Validate(); err != nil {
		return nil, fmt.Errorf("record: %s: %w", f, err)
	}
	return g, nil
}

// Write encodes a game in the given format. It fails when the format cannot
// hold the game (a .pos of another size than 15×15) or the game is invalid;
// fields the format has no room for are left out (see Normalize).
func Write(g *Game, f Format) ([]byte, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	switch f {
	case FormatMoves:
		return writeMoves(g)
	case FormatPSQ:
		return writePSQ(g)
	case FormatSGF:
		return writeSGF(g)
	case FormatPOS:
		return writePOS(g)
	}
	return nil, fmt.Errorf("%w: %v", ErrUnknownFormat, f)
}

func allZero(ts []time.Duration) bool {
	for _, t := range ts {
		if t.Truncate(time.Millisecond) != 0 {
			return false
		}
	}
	return true
}

func trimBOM(data []byte) []byte { return bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) }

// Parse reads a record whose format is not known, e.g. text pasted from the
// clipboard: the content is sniffed (see Detect) and read with opt. It
// returns the format it found.
func Parse(data []byte, opt Options) (*Game, Format, error) {
	if len(data) > MaxFileSize {
		// Before Detect, which would scan all of it.
		return nil, FormatUnknown, ErrTooLarge
	}
	f := Detect("", data)
	if f == FormatUnknown {
		return nil, FormatUnknown, fmt.Errorf("%w: not a move string, psq, sgf or pos record", ErrUnknownFormat)
	}
	g, err := ReadWith(data, f, opt)
	if err != nil {
		return nil, f, err
	}
	return g, f, nil
}
