package pbrain

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// maxLine bounds one input line; longer lines are reported and skipped.
const maxLine = 4096

// errLineTooLong reports an overlong input line.
var errLineTooLong = errors.New("line too long")

// lineReader splits input on CR, LF or CRLF and drops empty lines.
type lineReader struct {
	r      *bufio.Reader
	lastCR bool
}

func newLineReader(r io.Reader) *lineReader { return &lineReader{r: bufio.NewReader(r)} }

// next returns the next non-empty line without its terminator, trimmed of
// surrounding spaces. io.EOF ends the input.
func (lr *lineReader) next() (string, error) {
	var sb strings.Builder
	long := false
	for {
		c, err := lr.r.ReadByte()
		if err != nil {
			if sb.Len() > 0 && !long {
				return strings.TrimSpace(sb.String()), nil
			}
			return "", err
		}
		if c == '\n' && lr.lastCR {
			lr.lastCR = false
			continue
		}
		lr.lastCR = c == '\r'
		if c == '\r' || c == '\n' {
			if long {
				return "", errLineTooLong
			}
			s := strings.TrimSpace(sb.String())
			if s == "" {
				sb.Reset()
				continue
			}
			return s, nil
		}
		if sb.Len() >= maxLine {
			long = true
			continue
		}
		sb.WriteByte(c)
	}
}

// splitCommand separates a line into its upper-cased command word and the
// rest.
func splitCommand(line string) (cmd, rest string) {
	line = strings.TrimSpace(line)
	i := strings.IndexAny(line, " \t")
	if i < 0 {
		return strings.ToUpper(line), ""
	}
	return strings.ToUpper(line[:i]), strings.TrimSpace(line[i+1:])
}

// parseInts reads n comma-separated integers ("7,7" or "7,7,1"), allowing
// spaces around the numbers.
func parseInts(s string, n int) ([]int, error) {
	parts := strings.Split(s, ",")
	if len(parts) != n {
		return nil, fmt.Errorf("want %d comma-separated numbers, got %q", n, s)
	}
	out := make([]int, n)
	for i, p := range parts {
		v, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil {
			return nil, fmt.Errorf("bad number %q", strings.TrimSpace(p))
		}
		out[i] = v
	}
	return out, nil
}
