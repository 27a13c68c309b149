package selfplay

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gomoku/engine"
)

// Version tags every game line: a reader meeting another tag stops with
// an error instead of misreading a format it does not know.
const Version = "g1"

// Forced marks a move the engine played without a search (a five, or
// the block of the opponent's four): it has no score to learn from.
const Forced = 32767

// Game is one self-play game. Moves holds the whole game, the opening's
// stones first; every move after them was the search's best move, and
// Scores[k] is the search's score for the side to move before move
// Opening+k was played (±(30000-n): a win or loss in n plies; Forced: no search).
type Game struct {
	Index   int
	Rule    engine.Rule
	Size    int
	Result  engine.Color // Black, White, or Empty for a draw
	Opening int
	Moves   []engine.Point
	Scores  []int
}

// The line format, one game per line, fields separated by one space:
//
//	g1 INDEX RULE SIZE RESULT OPENING MOVES SCORES
//
// RESULT is B, W or D; MOVES the move string (h8i9j10…); SCORES the
// searched moves' scores separated by commas (32767: forced) ("-" when there are none).
// A line of k searched moves costs about 3+5 bytes a position.

// AppendLine appends g's line, newline included, to dst.
func (g *Game) AppendLine(dst []byte) []byte {
	res := "D"
	switch g.Result {
	case engine.Black:
		res = "B"
	case engine.White:
		res = "W"
	}
	dst = fmt.Appendf(dst, "%s %d %s %d %s %d %s ", Version, g.Index, g.Rule, g.Size, res, g.Opening, engine.FormatMoves(g.Moves))
	if len(g.Scores) == 0 {
		dst = append(dst, '-')
	}
	for i, s := range g.Scores {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(s), 10)
	}
	return append(dst, '\n')
}

// ParseLine reads one game line (without its newline).
func ParseLine(line string) (Game, error) {
	f := strings.Split(line, " ")
	if len(f) != 8 {
		return Game{}, fmt.Errorf("selfplay: %d fields, want 8", len(f))
	}
	if f[0] != Version {
		return Game{}, fmt.Errorf("selfplay: format %q, this program reads %q", f[0], Version)
	}
	var g Game
	var err error
	if g.Index, err = strconv.Atoi(f[1]); err != nil || g.Index < 0 {
		return Game{}, fmt.Errorf("selfplay: game index %q", f[1])
	}
	if g.Rule, err = engine.ParseRule(f[2]); err != nil {
		return Game{}, fmt.Errorf("selfplay: %w", err)
	}
	if g.Size, err = strconv.Atoi(f[3]); err != nil || g.Size < engine.MinSize || g.Size > engine.MaxSize {
		return Game{}, fmt.Errorf("selfplay: board size %q", f[3])
	}
	switch f[4] {
	case "B":
		g.Result = engine.Black
	case "W":
		g.Result = engine.White
	case "D":
		g.Result = engine.Empty
	default:
		return Game{}, fmt.Errorf("selfplay: result %q is not B, W or D", f[4])
	}
	if g.Moves, err = engine.ParseMoves(f[6], g.Size); err != nil {
		return Game{}, fmt.Errorf("selfplay: moves: %w", err)
	}
	if g.Opening, err = strconv.Atoi(f[5]); err != nil || g.Opening < 0 || g.Opening > len(g.Moves) {
		return Game{}, fmt.Errorf("selfplay: opening length %q", f[5])
	}
	if f[7] != "-" {
		for _, s := range strings.Split(f[7], ",") {
			v, err := strconv.Atoi(s)
			if err != nil || (v < -30000 || v > 30000) && v != Forced {
				return Game{}, fmt.Errorf("selfplay: score %q", s)
			}
			g.Scores = append(g.Scores, v)
		}
	}
	if len(g.Scores) != len(g.Moves)-g.Opening {
		return Game{}, fmt.Errorf("selfplay: %d scores for %d searched moves", len(g.Scores), len(g.Moves)-g.Opening)
	}
	return g, nil
}

// ReadAll reads a record file. A last line without its newline is a game
// cut off by an interrupted run: it is left out and its length returned
// as cut, so an appending run can first truncate it away.
func ReadAll(r io.Reader) (games []Game, cut int, err error) {
	br := bufio.NewReaderSize(r, 1<<16)
	for n := 1; ; n++ {
		line, err := br.ReadString('\n')
		if err == io.EOF {
			return games, len(line), nil
		}
		if err != nil {
			return games, 0, fmt.Errorf("selfplay: line %d: %w", n, err)
		}
		line = strings.TrimSuffix(line, "\n")
		if line == "" || line[0] == '#' {
			continue
		}
		g, err := ParseLine(line)
		if err != nil {
			return games, 0, fmt.Errorf("line %d: %w", n, err)
		}
		games = append(games, g)
	}
}
