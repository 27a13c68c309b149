package record

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"

	"gomoku/engine"
)

// The .psq layout this package writes (and reads, with every optional part
// missing or in other programs' variants):
//
//	Piskvorky 15x15, 0:0, 0      header: width x height, levels, who started
//	8,8,0                        one x,y,ms line per move: 1-based, from the top-left
//	…
//	Alice                        black's name ("homo-1" when empty)
//	Bob                          white's name ("homo-2" when empty)
//	-1                           end marker, as Piskvork writes it
//	1,renju                      result and rule: 1 black won, 2 white won,
//	                             0 draw, -1 unknown; then the rule name
//
// The result-and-rule line follows the convention some tools use after the
// marker ("1,Freestyle"); Piskvork itself ignores it.

const psqHeader = "piskvorky"

// psqLine is one input line with its 1-based number.
type psqLine struct {
	n    int
	text string
}

func splitLines(data []byte) []psqLine {
	var out []psqLine
	for i, l := range bytes.Split(data, []byte("\n")) {
		out = append(out, psqLine{n: i + 1, text: strings.TrimSpace(string(l))})
	}
	return out
}

func readPSQ(data []byte, opt Options) (*Game, error) {
	lines := splitLines(trimBOM(data))
	i := 0
	for i < len(lines) && lines[i].text == "" {
		i++
	}
	if i == len(lines) {
		return nil, lineError(FormatPSQ, 1, "empty file, expected a \"Piskvorky WxH, …\" header")
	}
	size, err := parsePSQHeader(lines[i])
	if err != nil {
		return nil, err
	}
	g := &Game{Size: size, Rule: opt.Rule}
	var times []time.Duration
	for i++; i < len(lines); i++ {
		x, y, t, ok := parsePSQMove(lines[i].text)
		if !ok {
			break
		}
		n := lines[i].n
		if x < 1 || y < 1 || x > size || y > size {
			return nil, lineError(FormatPSQ, n, "move %d,%d is off the %dx%d board", x, y, size, size)
		}
		if t < 0 {
			return nil, lineError(FormatPSQ, n, "move %d,%d has a negative time %d", x, y, t)
		}
		if len(g.Moves) == size*size {
			return nil, lineError(FormatPSQ, n, "more moves than the %d points of a %dx%d board", size*size, size, size)
		}
		g.Moves = append(g.Moves, engine.Point{X: x - 1, Y: size - y})
		times = append(times, time.Duration(t)*time.Millisecond)
	}
	if !allZero(times) {
		g.Times = times
	}
	if !opt.Lenient {
		if l, bad := psqBadMove(lines[i:]); bad {
			return nil, lineError(FormatPSQ, l.n, "malformed move line %q: the moves after it would be lost", clip(l.text))
		}
	}
	readPSQTail(g, lines[i:])
	return g, nil
}

func parsePSQHeader(l psqLine) (int, error) {
	s := l.text
	if len(s) < len(psqHeader) || !strings.EqualFold(s[:len(psqHeader)], psqHeader) {
		return 0, lineError(FormatPSQ, l.n, "expected a \"Piskvorky WxH, …\" header, found %q", clip(s))
	}
	rest := strings.TrimLeft(s[len(psqHeader):], " \t")
	w, rest := leadingInt(rest)
	rest = strings.TrimLeft(rest, " \t")
	if w < 0 || rest == "" || (rest[0]|0x20) != 'x' {
		return 0, lineError(FormatPSQ, l.n, "header %q has no board size WxH", clip(s))
	}
	h, _ := leadingInt(strings.TrimLeft(rest[1:], " \t"))
	if h < 0 {
		return 0, lineError(FormatPSQ, l.n, "header %q has no board height", clip(s))
	}
	if w != h {
		return 0, lineError(FormatPSQ, l.n, "board %dx%d is not square; only square boards are played", w, h)
	}
	if w < engine.MinSize || w > engine.MaxSize {
		return 0, lineError(FormatPSQ, l.n, "board size %d out of range %d–%d", w, engine.MinSize, engine.MaxSize)
	}
	return w, nil
}

// leadingInt reads up to 4 leading digits; -1 when there are none or too
// many (no board is that large).
func leadingInt(s string) (int, string) {
	j := 0
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	if j == 0 || j > 4 {
		return -1, s
	}
	n, _ := strconv.Atoi(s[:j])
	return n, s[j:]
}

// parsePSQMove reads an "x,y,t" line. Anything else is not a move line and
// ends the move list, as in Piskvork.
func parsePSQMove(s string) (x, y, t int, ok bool) {
	parts := strings.Split(s, ",")
	if len(parts) != 3 {
		return 0, 0, 0, false
	}
	var v [3]int
	for k, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" || len(p) > 10 {
			return 0, 0, 0, false
		}
		n, err := strconv.Atoi(p)
		if err != nil {
			return 0, 0, 0, false
		}
		v[k] = n
	}
	return v[0], v[1], v[2], true
}

// psqBadMove finds a line after the move list, before the end marker, that
// is a move line gone wrong ("8,8", "8,x,0", "8,8,0,7") rather than a name.
// Lenient reading would stop at it and drop what follows.
func psqBadMove(lines []psqLine) (psqLine, bool) {
	for _, l := range lines {
		if l.text == "-1" {
			break
		}
		if psqMoveLike(l.text) {
			return l, true
		}
	}
	return psqLine{}, false
}

// psqMoveLike reports whether a line starts like a move line: a number and
// a comma, and not a result line such as "2,Freestyle".
func psqMoveLike(s string) bool {
	first, rest, ok := strings.Cut(s, ",")
	if !ok {
		return false
	}
	if _, err := strconv.Atoi(strings.TrimSpace(first)); err != nil {
		return false
	}
	if _, _, result := parsePSQResult(s); result && !strings.Contains(rest, ",") && !startsNumeric(rest) {
		return false
	}
	return true
}

// startsNumeric reports whether s (trimmed) begins like a number.
func startsNumeric(s string) bool {
	s = strings.TrimSpace(s)
	return s == "" || s[0] == '-' || s[0] == '+' || (s[0] >= '0' && s[0] <= '9')
}

// readPSQTail reads the optional names, end marker and result line. It is
// lenient on purpose: programs write different things here, and none of it
// changes the moves.
func readPSQTail(g *Game, lines []psqLine) {
	names := 0
	marker := false
	for _, l := range lines {
		s := l.text
		switch {
		case s == "":
		case s == "-1" && !marker:
			marker = true
		case marker:
			if res, rule, ok := parsePSQResult(s); ok {
				g.Result = res
				if rule != nil {
					g.Rule = *rule
				}
			}
		case names == 0:
			g.Black = psqReadName(s, 1)
			names++
		case names == 1:
			g.White = psqReadName(s, 2)
			names++
		}
	}
}

func parsePSQResult(s string) (Result, *engine.Rule, bool) {
	code, rest, _ := strings.Cut(s, ",")
	var res Result
	switch strings.TrimSpace(code) {
	case "1":
		res.Outcome = BlackWins
	case "2":
		res.Outcome = WhiteWins
	case "0":
		res.Outcome = Draw
	case "-1":
	default:
		return Result{}, nil, false
	}
	if r, ok := parseRuleLenient(rest); ok {
		return res, &r, true
	}
	return res, nil, true
}

func writePSQ(g *Game) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "Piskvorky %dx%d, 0:0, 0\n", g.Size, g.Size)
	for i, p := range g.Moves {
		var ms int64
		if g.Times != nil {
			ms = g.Times[i].Milliseconds()
		}
		fmt.Fprintf(&b, "%d,%d,%d\n", p.X+1, g.Size-p.Y, ms)
	}
	fmt.Fprintf(&b, "%s\n%s\n-1\n", psqName(g.Black, 1), psqName(g.White, 2))
	code := "-1"
	switch g.Result.Outcome {
	case BlackWins:
		code = "1"
	case WhiteWins:
		code = "2"
	case Draw:
		code = "0"
	}
	fmt.Fprintf(&b, "%s,%s\n", code, g.Rule)
	return b.Bytes(), nil
}

// psqName makes a name safe for its own line: no line breaks, never empty
// (Piskvork's "homo-N" stands for a human), and never mistaken for a move
// line or the end marker (such names get a leading "#").
func psqName(s string, n int) string {
	s = strings.TrimSpace(oneLine(s))
	if s == "" {
		return fmt.Sprintf("homo-%d", n)
	}
	if psqMoveLike(s) || s == "-1" {
		return "#" + s
	}
	return s
}

func psqReadName(s string, n int) string {
	if s == fmt.Sprintf("homo-%d", n) {
		return ""
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

// oneLine replaces control characters (line breaks, tabs) by spaces and
// invalid UTF-8 by U+FFFD, so a name stays on one line in any format.
func oneLine(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return ' '
		}
		return r
	}, s)
}

// clip shortens user input quoted in a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
