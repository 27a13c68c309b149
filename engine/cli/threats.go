package cli

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strings"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/cli/usage"
)

func threatsUsage() usage.Command {
	return usage.Command{
		Name:    "threats",
		Args:    "[flags] LOG",
		Summary: "Finds where forced wins appeared in the games of a match log.",
		Details: `LOG is the output of gomoku match -v (15x15 games). Game by game it finds
the first of our turns with a VCT for us (and whether the root solver's
own limits would have found it, and whether we played its first move),
and the first opponent turn with a VCT for the opponent. One line a game
on stdout, then a summary; a progress line on stderr.`,
		Examples: []string{
			"gomoku match -v -games 40 -a default -b pbrain:/path/pbrain-pentazen > m.log",
			"gomoku threats --player default --rule freestyle m.log",
		},
	}
}

// threatsOptions are the flags of gomoku threats.
type threatsOptions struct {
	player   string // the name (prefix) of our side in the log
	rule     engine.Rule
	maxMoves int    // attacking moves a VCT may have
	nodes    uint64 // solver nodes per position
	escapes  bool   // count our moves before the opponent's first VCT that leave it none
}

// Threats is the "gomoku threats" command. It returns 0 on success, 1
// when the log cannot be read, 2 for a usage error.
func Threats(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := threatsUsage()
	fs := c.FlagSet()
	player := fs.String("player", "default", "the name (prefix) of our side in the log")
	ruleName := fs.String("rule", "freestyle", "the match's rule: "+engine.RuleNames(", "))
	maxMoves := fs.Int("moves", 20, "attacking moves a VCT may have")
	nodes := fs.Uint64("nodes", 300_000, "solver nodes per position")
	escapes := fs.Bool("escapes", false, "count our moves, before the opponent's first VCT, after which it had none (slow)")
	quiet := fs.Bool("q", false, "no progress line on stderr")
	file, code := oneArgument(c, fs, args, "LOG", stdout, stderr)
	if code >= 0 {
		return code
	}
	rule, err := engine.ParseRule(*ruleName)
	if err != nil {
		return c.Fail(stderr, fs, "--rule: %v", err)
	}
	if *maxMoves < 1 || *maxMoves > 40 || *nodes == 0 {
		return c.Fail(stderr, fs, "--moves must be 1–40 and --nodes above 0")
	}
	f, err := os.Open(file)
	if err != nil {
		fmt.Fprintf(stderr, "gomoku threats: %v\n", err)
		return 1
	}
	defer f.Close()
	progress := stderr
	if *quiet {
		progress = io.Discard
	}
	opt := threatsOptions{player: *player, rule: rule, maxMoves: *maxMoves, nodes: *nodes, escapes: *escapes}
	if err := scanThreats(context.Background(), f, opt, stdout, progress); err != nil {
		fmt.Fprintf(stderr, "gomoku threats: %s: %v\n", file, err)
		return 1
	}
	return 0
}

// oneArgument parses the flags of a command that takes one argument
// (named what in messages) and returns it; code is the exit status when
// the command ends here (0 for help, 2 for a usage error) and -1 when it
// goes on.
func oneArgument(c usage.Command, fs *flag.FlagSet, args []string, what string, stdout, stderr io.Writer) (arg string, code int) {
	rest, err := parseInterspersed(fs, args)
	if status, ok := c.Finish(fs, err, stdout, stderr); !ok {
		return "", status
	}
	if len(rest) != 1 {
		return "", c.Fail(stderr, fs, "want one %s, got %d argument(s)", what, len(rest))
	}
	return rest[0], -1
}

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

// scanThreats reads the match log r and writes a line a game of ours and
// a summary to out, and a progress line a game to progress.
func scanThreats(ctx context.Context, r io.Reader, opt threatsOptions, out, progress io.Writer) error {
	e := ai.NewSearcher(ai.DefaultConfig(), nil)
	var solveErr error
	solve := func(moves []engine.Point, maxMoves int, nodes uint64) ai.Proof {
		p, err := e.Solve(ctx, ai.Position{Size: 15, Rule: opt.rule, Moves: moves}, ai.VCT, maxMoves, nodes)
		if err != nil && solveErr == nil {
			solveErr = err
		}
		return p
	}
	won := func(moves []engine.Point) bool { return solve(moves, opt.maxMoves, opt.nodes).Won() }
	var games, lost, lostMissed, lostNone, cornered int
	var ownFirst, oppFirst []int
	began := time.Now()
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		g, ok, err := parseMatchGame(sc.Text(), opt.player, 15)
		if err != nil {
			return err
		}
		if !ok {
			continue
		}
		games++
		fmt.Fprintf(progress, "threats: game %s (%d read, %v)\n", g.n, games, time.Since(began).Round(time.Second))
		// Ours: the first turn with a VCT for us.
		own := "-"
		missed := false
		for i := 5; i < len(g.moves); i++ {
			if i&1 != g.us {
				continue
			}
			if p := solve(g.moves[:i], ai.RootVCTMoves, ai.DefaultConfig().RootVCTNodes); p.Won() {
				own = fmt.Sprintf("%d root", i+1)
				ownFirst = append(ownFirst, i+1)
				break
			}
			if p := solve(g.moves[:i], opt.maxMoves, opt.nodes); p.Won() {
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
			p := solve(g.moves[:i], opt.maxMoves, opt.nodes)
			if !p.Won() {
				continue
			}
			opp = fmt.Sprintf("%d (%d moves)", i+1, p.Moves())
			oppFirst = append(oppFirst, i+1)
			if opt.escapes {
				n, safe := escapes(g.moves[:i-1], func(ms []engine.Point) bool { return !won(ms) })
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
		if solveErr != nil {
			return solveErr
		}
		fmt.Fprintf(out, "game %s %s as %s: our first VCT at ply %s; theirs at ply %s\n", g.n, res, []string{"black", "white"}[g.us], own, opp)
	}
	if err := sc.Err(); err != nil {
		return err
	}
	fmt.Fprintf(out, "%d games of %s, %d lost; in %d of them we had a VCT the root solver's limits missed; in %d the opponent never had one within the limits\n",
		games, opt.player, lost, lostMissed, lostNone)
	fmt.Fprintf(out, "median ply of our first VCT (games where we had one): %d over %d; of the opponent's first: %d over %d\n",
		median(ownFirst), len(ownFirst), median(oppFirst), len(oppFirst))
	if opt.escapes {
		fmt.Fprintf(out, "lost games where at most three of our moves before the opponent's first VCT would have left it none: %d\n", cornered)
	}
	return nil
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
		if max(p.X-q.X, q.X-p.X) <= 2 && max(p.Y-q.Y, q.Y-p.Y) <= 2 {
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
