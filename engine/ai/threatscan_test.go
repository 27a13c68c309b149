package ai

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"gomoku/engine"
)

// A tool, not a test: `go test ./engine/ai -run TestMatchThreats
// -threats.log FILE -v` reads the games of a `gomoku match -v` log and asks,
// game by game, where forced wins appeared: the first of our turns with a
// VCT for us (and whether the root solver's own limits, ten attacking moves
// and RootVCTNodes, would have found it, and whether we played its first
// move), and the first opponent turn with a VCT for the opponent. It showed
// that the games lost to PentaZen (main c048cf6, 1 s and 200 ms a move) are
// not lost by wins the root solver missed (docs/engine.md).
var (
	threatsLog     = flag.String("threats.log", "", "TestMatchThreats: a gomoku match -v log")
	threatsPlayer  = flag.String("threats.player", "default", "TestMatchThreats: the name (prefix) of our side in the log")
	threatsRule    = flag.String("threats.rule", "freestyle", "TestMatchThreats: the match's rule")
	threatsMoves   = flag.Int("threats.moves", 20, "TestMatchThreats: attacking moves a VCT may have")
	threatsNodes   = flag.Uint64("threats.nodes", 300_000, "TestMatchThreats: solver nodes per position")
	threatsEscapes = flag.Bool("threats.escapes", false, "TestMatchThreats: count our moves, before the opponent's first VCT, after which it had none")
)

// matchGame is one game line of a match log.
type matchGame struct {
	n     string
	us    int // our colour: 0 Black, 1 White
	won   bool
	moves []engine.Point
}

var matchGameLine = regexp.MustCompile(`^game +(\d+): (\S+) \(black\) vs (\S+) \(white\): (black|white) wins in \d+ moves +(\S+)`)

// parseMatchGame reads one `gomoku match -v` game line in which player
// took part and someone won (draws and other lines give ok false).
func parseMatchGame(line, player string, size int) (matchGame, bool, error) {
	m := matchGameLine.FindStringSubmatch(line)
	if m == nil {
		return matchGame{}, false, nil
	}
	g := matchGame{n: m[1]}
	switch {
	case strings.HasPrefix(m[2], player):
		g.us = 0
	case strings.HasPrefix(m[3], player):
		g.us = 1
	default:
		return matchGame{}, false, nil
	}
	g.won = (m[4] == "black") == (g.us == 0)
	pts, err := engine.ParseMoves(m[5], size)
	if err != nil {
		return matchGame{}, false, fmt.Errorf("game %s: %w", g.n, err)
	}
	g.moves = pts
	return g, true, nil
}

func TestParseMatchGame(t *testing.T) {
	g, ok, err := parseMatchGame("game  12: pbrain-pentazen (black) vs default (white): black wins in 9 moves  h8h9i8i9j8j9k8k9l8", "default", 15)
	if err != nil || !ok || g.us != 1 || g.won || len(g.moves) != 9 || g.n != "12" {
		t.Fatalf("got %+v %v %v", g, ok, err)
	}
	if _, ok, _ := parseMatchGame("default vs pbrain-pentazen, freestyle 15x15, 2 games: +1 -1 =0", "default", 15); ok {
		t.Fatal("a summary line read as a game")
	}
	if _, ok, _ := parseMatchGame("game   3: a (black) vs b (white): white wins in 2 moves  h8h9", "default", 15); ok {
		t.Fatal("a game without our player read as ours")
	}
}

func TestMatchThreats(t *testing.T) {
	if *threatsLog == "" {
		t.Skip("a tool: give -threats.log")
	}
	rule, err := engine.ParseRule(*threatsRule)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(*threatsLog)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ctx := context.Background()
	e := NewSearcher(DefaultConfig(), nil)
	solve := func(moves []engine.Point, maxMoves int, nodes uint64) Proof {
		p, err := e.Solve(ctx, Position{Size: 15, Rule: rule, Moves: moves}, VCT, maxMoves, nodes)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	var lost, lostMissed, lostNone, cornered int
	var ownFirst, oppFirst []int
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		g, ok, err := parseMatchGame(sc.Text(), *threatsPlayer, 15)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			continue
		}
		// Ours: the first turn with a VCT for us.
		own := "-"
		missed := false
		for i := 5; i < len(g.moves); i++ {
			if i&1 != g.us {
				continue
			}
			if p := solve(g.moves[:i], rootVCTMoves, DefaultConfig().RootVCTNodes); p.Won() {
				own = fmt.Sprintf("%d root", i+1)
				ownFirst = append(ownFirst, i+1)
				break
			}
			if p := solve(g.moves[:i], *threatsMoves, *threatsNodes); p.Won() {
				followed := "not played"
				if p.Line[0] == g.moves[i] {
					followed = "played"
				}
				own = fmt.Sprintf("%d missed (%d moves, %d nodes, first move %s)", i+1, p.Moves(), p.Nodes, followed)
				ownFirst = append(ownFirst, i+1)
				missed = true
				break
			}
		}
		res := "won"
		if !g.won {
			res = "lost"
			lost++
			if missed {
				lostMissed++
			}
		}
		// Theirs: the first opponent turn with a VCT for the opponent.
		opp := "-"
		for i := 6; i < len(g.moves); i++ {
			if i&1 == g.us {
				continue
			}
			p := solve(g.moves[:i], *threatsMoves, *threatsNodes)
			if !p.Won() {
				continue
			}
			opp = fmt.Sprintf("%d (%d moves)", i+1, p.Moves())
			oppFirst = append(oppFirst, i+1)
			if *threatsEscapes {
				n, safe := escapes(g.moves[:i-1], func(ms []engine.Point) bool { return !solve(ms, *threatsMoves, *threatsNodes).Won() })
				opp += fmt.Sprintf(", %d of %d moves before it escaped", safe, n)
				if !g.won && safe <= 3 {
					cornered++
				}
			}
			break
		}
		if !g.won && opp == "-" {
			lostNone++
		}
		t.Logf("game %s %s as %s: our first VCT at ply %s; theirs at ply %s", g.n, res, []string{"black", "white"}[g.us], own, opp)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d games lost; in %d of them we had a VCT the root solver's limits missed; in %d the opponent never had one within the limits", lost, lostMissed, lostNone)
	t.Logf("median ply of our first VCT (games where we had one): %d over %d; of the opponent's first: %d over %d", median(ownFirst), len(ownFirst), median(oppFirst), len(oppFirst))
	if *threatsEscapes {
		t.Logf("lost games where at most three of our moves before the opponent's first VCT would have left it none: %d", cornered)
	}
}

// escapes counts the points within two of a stone where the side to move
// of moves could play, and how many of them leave the opponent safe by ok.
func escapes(moves []engine.Point, ok func([]engine.Point) bool) (n, safe int) {
	occupied := map[engine.Point]bool{}
	for _, p := range moves {
		occupied[p] = true
	}
	for y := 0; y < 15; y++ {
		for x := 0; x < 15; x++ {
			p := engine.Point{X: x, Y: y}
			if occupied[p] || !nearAny(p, moves) {
				continue
			}
			n++
			if ok(append(slices.Clone(moves), p)) {
				safe++
			}
		}
	}
	return n, safe
}

func nearAny(p engine.Point, stones []engine.Point) bool {
	for _, q := range stones {
		if abs(p.X-q.X) <= 2 && abs(p.Y-q.Y) <= 2 {
			return true
		}
	}
	return false
}

func median(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(xs))
	return s[len(s)/2]
}
