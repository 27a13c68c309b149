package record

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"

	"gomoku/engine"
)

// SGF as this package writes it:
//
//	(;FF[4]GM[4]CA[UTF-8]AP[gomoku]SZ[15]RU[renju]
//	EV[…]PB[Alice]PW[Bob]DT[2026-11-30]RE[B+R]
//	;B[hh];W[ih];B[ii]…)
//
// RU holds engine.Rule's name: freestyle, standard, renju, caro or omok
// (SGF defines no gomoku rule values). Readers also take the spellings
// parseRuleLenient lists. Points are two letters, column then row, from the
// top-left corner ("a" is the first line). RE is B+ / W+ with an optional
// reason (R resignation, T time, F forfeit), 0 for a draw, and left out
// when the result is unknown.
//
// Reading is lenient about what real files contain: text before the first
// "(", whitespace anywhere between tokens, escapes in values, unknown
// properties (ignored), variations (the main line, i.e. the first
// variation at each fork, is read), later games of a collection (ignored),
// and setup stones: AB/AW before the first move become the first moves,
// black and white alternately in the order written, which needs as many
// black stones as white ones or one more. Moves written as notation
// ("B[h8]") are read as such. Without EV, GN (game name) fills Event. Text
// is taken as UTF-8 whatever CA says; invalid bytes become U+FFFD.

func readSGF(data []byte, opt Options) (*Game, error) {
	data = trimBOM(data)
	nodes, branches, err := parseSGFMainLine(data)
	if err != nil {
		return nil, err
	}
	root := &nodes[0]
	g := &Game{Size: engine.DefaultSize, Rule: opt.Rule}
	if p := root.get("GM"); p != nil && strings.TrimSpace(p.values[0]) != "4" {
		return nil, offsetError(FormatSGF, data, p.off, "GM[%s] is not a five-in-a-row game (want GM[4])", clip(p.values[0]))
	}
	if p := root.get("SZ"); p != nil {
		size, err := parseSGFSize(p.values[0])
		if err != nil {
			return nil, offsetError(FormatSGF, data, p.off, "%v", err)
		}
		g.Size = size
	}
	if p := root.get("RU"); p != nil {
		r, ok := parseRuleLenient(p.values[0])
		if !ok {
			return nil, offsetError(FormatSGF, data, p.off, "unknown rule RU[%s] (want one of %s)", clip(p.values[0]), engine.RuleNames(", "))
		}
		g.Rule = r
	}
	if p := root.get("PB"); p != nil {
		g.Black = sgfSimpleText(p.values[0])
	}
	if p := root.get("PW"); p != nil {
		g.White = sgfSimpleText(p.values[0])
	}
	if p := root.get("EV"); p != nil {
		g.Event = sgfSimpleText(p.values[0])
	} else if p := root.get("GN"); p != nil {
		g.Event = sgfSimpleText(p.values[0]) // a game name is the closest thing
	}
	if p := root.get("RE"); p != nil {
		g.Result = parseSGFResult(p.values[0])
	}
	if p := root.get("DT"); p != nil {
		g.Date = parseSGFDate(p.values[0])
	}
	if err := readSGFOpening(g, data, root); err != nil {
		return nil, err
	}
	movesAfter, err := readSGFMoves(g, data, nodes)
	if err != nil {
		return nil, err
	}
	readSGFBranches(g, branches, movesAfter)
	return g, nil
}

// readSGFMoves collects setup stones and moves along the main line. It
// returns how many moves (setup stones included) each node ends with, for
// placing the variations.
func readSGFMoves(g *Game, data []byte, nodes []sgfNode) ([]int, error) {
	var setupB, setupW []engine.Point
	seen := make(map[engine.Point]bool)
	movesAfter := make([]int, len(nodes))
	for k := range nodes {
		n := &nodes[k]
		for _, p := range n.props {
			switch p.ident {
			case "AB", "AW":
				if len(g.Moves) > 0 {
					return nil, offsetError(FormatSGF, data, p.off, "setup stones %s after move %d are not supported", p.ident, len(g.Moves))
				}
				for _, v := range p.values {
					pts, err := parseSGFPointList(v, g.Size)
					if err != nil {
						return nil, offsetError(FormatSGF, data, p.off, "%s[%s]: %v", p.ident, clip(v), err)
					}
					for _, q := range pts {
						if seen[q] {
							return nil, offsetError(FormatSGF, data, p.off, "%s[%s]: %v is set up twice", p.ident, clip(v), q)
						}
						seen[q] = true
					}
					if p.ident == "AB" {
						setupB = append(setupB, pts...)
					} else {
						setupW = append(setupW, pts...)
					}
				}
			case "AE":
				return nil, offsetError(FormatSGF, data, p.off, "AE (removing stones) is not supported")
			case "B", "W":
				if len(setupB) > 0 || len(setupW) > 0 {
					if err := appendSetup(g, setupB, setupW); err != nil {
						return nil, offsetError(FormatSGF, data, p.off, "%v", err)
					}
					setupB, setupW = nil, nil
				}
				want := "B"
				if len(g.Moves)%2 == 1 {
					want = "W"
				}
				if p.ident != want {
					return nil, offsetError(FormatSGF, data, p.off, "move %d is %s[%s] but %s is to move", len(g.Moves)+1, p.ident, clip(p.values[0]), colorName(want))
				}
				q, err := parseSGFPoint(p.values[0], g.Size)
				if err != nil {
					return nil, offsetError(FormatSGF, data, p.off, "move %d %s[%s]: %v", len(g.Moves)+1, p.ident, clip(p.values[0]), err)
				}
				if len(g.Moves) == g.Size*g.Size {
					return nil, offsetError(FormatSGF, data, p.off, "more moves than the %d points of a %dx%d board", g.Size*g.Size, g.Size, g.Size)
				}
				g.Moves = append(g.Moves, q)
			}
		}
		movesAfter[k] = len(g.Moves) + len(setupB) + len(setupW)
	}
	if len(setupB) > 0 || len(setupW) > 0 {
		if err := appendSetup(g, setupB, setupW); err != nil {
			return nil, offsetError(FormatSGF, data, nodes[0].off, "%v", err)
		}
	}
	return movesAfter, nil
}

func colorName(ident string) string {
	if ident == "B" {
		return "black"
	}
	return "white"
}

// appendSetup turns setup stones into alternating moves. Order among the
// stones is lost in SGF, so the written order is used; the count rule
// keeps the turn right for the moves that follow.
func appendSetup(g *Game, bs, ws []engine.Point) error {
	if len(bs) != len(ws) && len(bs) != len(ws)+1 {
		return fmt.Errorf("setup stones: %d black and %d white cannot be replayed as alternating moves (need as many black as white, or one more)", len(bs), len(ws))
	}
	for i, b := range bs {
		g.Moves = append(g.Moves, b)
		if i < len(ws) {
			g.Moves = append(g.Moves, ws[i])
		}
	}
	return nil
}

func parseSGFSize(v string) (int, error) {
	v = strings.TrimSpace(v)
	w, h, square := strings.Cut(v, ":")
	n, err := sgfSizeNumber(w, v)
	if err != nil {
		return 0, err
	}
	if square {
		m, err := sgfSizeNumber(h, v)
		if err != nil {
			return 0, err
		}
		if m != n {
			return 0, fmt.Errorf("board %dx%d is not square; only square boards are played", n, m)
		}
	}
	if n < engine.MinSize || n > engine.MaxSize {
		return 0, fmt.Errorf("board size %d out of range %d–%d", n, engine.MinSize, engine.MaxSize)
	}
	return n, nil
}

// sgfSizeNumber reads one side of SZ. A number of any length is a number:
// SZ[100000] is too large, not "not a number".
func sgfSizeNumber(s, whole string) (int, error) {
	s = strings.TrimSpace(s)
	digits := s != ""
	for _, c := range []byte(s) {
		digits = digits && c >= '0' && c <= '9'
	}
	if !digits {
		return 0, fmt.Errorf("board size SZ[%s] is not a number", clip(whole))
	}
	if len(s) > 4 {
		return 0, fmt.Errorf("board size SZ[%s] is too large: %d–%d", clip(whole), engine.MinSize, engine.MaxSize)
	}
	n, _ := strconv.Atoi(s)
	return n, nil
}

// parseSGFPoint reads "hh" (column, row from the top) or, leniently,
// notation such as "h8".
func parseSGFPoint(v string, size int) (engine.Point, error) {
	v = strings.TrimSpace(v)
	if v == "" || (v == "tt" && size <= 19) {
		return engine.NoPoint(), fmt.Errorf("a pass is not a five-in-a-row move")
	}
	if len(v) >= 2 && v[1] >= '0' && v[1] <= '9' {
		p, err := engine.ParsePoint(v, size)
		if err != nil {
			return engine.NoPoint(), fmt.Errorf("not a point: %w", err)
		}
		return p, nil
	}
	if len(v) != 2 || !isLetter(v[0]) || !isLetter(v[1]) {
		return engine.NoPoint(), fmt.Errorf("not a point (want two letters such as \"hh\")")
	}
	x, row := int((v[0]|0x20)-'a'), int((v[1]|0x20)-'a')
	p := engine.Point{X: x, Y: size - 1 - row}
	if !p.In(size) {
		return engine.NoPoint(), fmt.Errorf("off the %dx%d board", size, size)
	}
	return p, nil
}

// parseSGFPointList reads a point or an FF[4] rectangle "aa:cc".
func parseSGFPointList(v string, size int) ([]engine.Point, error) {
	a, b, rect := strings.Cut(v, ":")
	p, err := parseSGFPoint(a, size)
	if err != nil {
		return nil, err
	}
	if !rect {
		return []engine.Point{p}, nil
	}
	q, err := parseSGFPoint(b, size)
	if err != nil {
		return nil, err
	}
	var pts []engine.Point
	for y := max(p.Y, q.Y); y >= min(p.Y, q.Y); y-- {
		for x := min(p.X, q.X); x <= max(p.X, q.X); x++ {
			pts = append(pts, engine.Point{X: x, Y: y})
		}
	}
	return pts, nil
}

func parseSGFResult(v string) Result {
	s := strings.ToUpper(strings.TrimSpace(v))
	var res Result
	switch {
	case s == "0" || s == "DRAW" || s == "D" || s == "JIGO" || s == "=":
		return Result{Outcome: Draw}
	case strings.HasPrefix(s, "B+") || s == "B" || s == "BLACK":
		res.Outcome = BlackWins
	case strings.HasPrefix(s, "W+") || s == "W" || s == "WHITE":
		res.Outcome = WhiteWins
	default:
		return Result{}
	}
	if len(s) > 2 && s[1] == '+' {
		switch reason := s[2:]; {
		case reason == "R" || strings.HasPrefix(reason, "RESIGN"):
			res.Reason = Resign
		case reason == "T" || strings.HasPrefix(reason, "TIME"):
			res.Reason = Time
		case reason == "F" || strings.HasPrefix(reason, "FORFEIT"):
			res.Reason = Forfeit
		}
	}
	return res
}

// parseSGFDate reads the first date of DT: YYYY-MM-DD, YYYY-MM or YYYY
// (also with "/" or "."). Anything else leaves the date unknown: a bad date
// is no reason to refuse the moves.
func parseSGFDate(v string) time.Time {
	s := strings.NewReplacer("/", "-", ".", "-").Replace(strings.TrimSpace(v))
	if i := strings.IndexAny(s, ", "); i >= 0 {
		s = s[:i]
	}
	for _, layout := range []string{"2006-01-02", "2006-1-2", "2006-01", "2006"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t
		}
	}
	return time.Time{}
}

func writeSGF(g *Game) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "(;FF[4]GM[4]CA[UTF-8]AP[gomoku]SZ[%d]RU[%s]\n", g.Size, g.Rule)
	var info []string
	if g.Event != "" {
		info = append(info, "EV["+sgfEscape(g.Event)+"]")
	}
	if g.Black != "" {
		info = append(info, "PB["+sgfEscape(g.Black)+"]")
	}
	if g.White != "" {
		info = append(info, "PW["+sgfEscape(g.White)+"]")
	}
	if d := sgfDay(g.Date); !d.IsZero() {
		info = append(info, "DT["+d.Format("2006-01-02")+"]")
	}
	if re := sgfResult(g.Result); re != "" {
		info = append(info, "RE["+re+"]")
	}
	info = append(info, sgfOpening(g)...)
	if len(info) > 0 {
		b.WriteString(strings.Join(info, ""))
		b.WriteByte('\n')
	}
	writeSGFMoves(&b, g) // variation.go
	b.WriteString(")\n")
	return b.Bytes(), nil
}

func sgfResult(r Result) string {
	var s string
	switch r.Outcome {
	case BlackWins:
		s = "B+"
	case WhiteWins:
		s = "W+"
	case Draw:
		return "0"
	default:
		return ""
	}
	switch r.Reason {
	case Resign:
		s += "R"
	case Time:
		s += "T"
	case Forfeit:
		s += "F"
	}
	return s
}

// sgfEscape writes SimpleText: one line, "]" and "\" escaped.
func sgfEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(oneLine(s))
}

// sgfSimpleText is what a SimpleText value reads as: line breaks and other
// control characters become spaces, invalid UTF-8 becomes U+FFFD.
func sgfSimpleText(s string) string { return oneLine(s) }

// sgfDay is the part of a date DT keeps: the calendar day, in the date's
// own time zone, for years SGF can write (1–9999).
func sgfDay(t time.Time) time.Time {
	y, m, d := t.Date()
	if t.IsZero() || y < 1 || y > 9999 {
		return time.Time{}
	}
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}
