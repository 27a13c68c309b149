package analyze

import (
	"bufio"
	"fmt"
	"unicode/utf8"
)

// maxLine caps one standard-input request: a request is a few flags and at
// most 676 moves (under 4 KB), so a longer line is a mistake, and reading
// it whole (one 100 MB line once took 701 MB) must not be possible.
const maxLine = 64 << 10

// maxEcho caps how much of the input an error message repeats.
const maxEcho = 40

// maxError caps an error in the output: errors quote what they refuse,
// and what they refuse may be long.
const maxError = 200

// readLine reads one line of at most limit bytes (the line break not
// counted). A longer line is read to its end, keeping only its first
// limit+1 bytes, and reported by n > limit; n is the line's full length.
func readLine(r *bufio.Reader, limit int) (line []byte, n int, err error) {
	for {
		chunk, err := r.ReadSlice('\n')
		n += len(chunk)
		if room := limit + 2 - len(line); room > 0 { // +2: the line break
			line = append(line, chunk[:min(room, len(chunk))]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if len(chunk) > 0 && chunk[len(chunk)-1] == '\n' {
			n--
			if len(line) > 0 && line[len(line)-1] == '\n' {
				line = line[:len(line)-1]
			}
		}
		return line, n, err
	}
}

// tooLong is the error for a line over maxLine: its length and a short
// prefix, never the line itself.
func tooLong(line []byte, n int) string {
	return fmt.Sprintf("line is %d bytes, longer than the %d allowed (it starts %q)", n, maxLine, prefix(string(line), maxEcho))
}

// prefix is s cut to at most max bytes on a character boundary, with "…"
// when something was cut.
func prefix(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// shortError caps an error message at maxError bytes.
func shortError(msg string) string {
	if len(msg) <= maxError {
		return msg
	}
	return prefix(msg, maxError) + fmt.Sprintf(" (%d bytes in all)", len(msg))
}
