package match

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// expertNodes is the node budget a move of the generator's Expert-strength
// players: about what Expert (twelve plies, at most a second) searches in
// its typical half second on this two-core machine (0.8–1.4 M nodes in a
// full second, measured at low load); a full second's worth made a start's
// trial take three minutes, too long to try enough starts. Node limits,
// not time, so that the generator's games are the same on every machine
// and under any load.
const expertNodes = 500_000

// expertPairs are the nearly equal Expert-strength engines that judge a
// start: Expert's own configuration against it with one evaluation term
// changed (tempo weight 90 %). One pair, for time: a start's two games
// take about forty seconds, and two pairs at a full second's nodes took
// three minutes. It is a thin sample: in Master–Expert games 8 of the 20
// starts played were still won by the same colour twice (docs/ai.md in git history).
func expertPairs() [][2]Contestant {
	l, _ := ai.LevelByName("Expert")
	lim := ai.Limits{Depth: l.Limits().Depth, Nodes: expertNodes}
	base := l.Config()
	t90 := base
	t90.Tempo = base.Tempo * 9 / 10
	c := func(name string, cfg ai.Config) Contestant { return Contestant{Name: name, cfg: cfg, limits: lim} }
	return [][2]Contestant{
		{c("expert", base), c("expert-t90", t90)},
	}
}

// TestGenerateExpertBalanced prints five-stone starts that colour does not
// decide at Expert strength; run with GOMOKU_GEN_EXPERT=N to find N of them
// (35 minutes for 22 on one core; the table in openings_expert.go).
// Starts come from the random stream of TestGenerateBalanced; each one
// Expert's configuration scores within ±25 at a million nodes (Expert's own
// budget, about) is played by expertPairs with both colours, and kept
// unless the same colour won both games. Master plays no part in the choice.
// Everything is node-limited and single-threaded: the output is the same
// on every run.
func TestGenerateExpertBalanced(t *testing.T) {
	want, _ := strconv.Atoi(os.Getenv("GOMOKU_GEN_EXPERT"))
	if want <= 0 {
		t.Skip("set GOMOKU_GEN_EXPERT=N to generate N Expert-balanced openings")
	}
	cfg := engine.Config{Size: 15, Rule: engine.Freestyle}
	l, _ := ai.LevelByName("Expert")
	scorer := ai.NewSearcher(l.Config(), nil)
	tables := &ai.TableSet{}
	pairs := expertPairs()
	rng := rand.New(rand.NewPCG(7, 11))
	seen := map[string]bool{}
	kept, tried := 0, 0
	for start := 0; kept < want && start < 2000; start++ {
		op := randomStart(rng)
		key := canonicalStart(op)
		if seen[key] {
			continue
		}
		seen[key] = true
		info, err := scorer.Search(context.Background(), ai.Position{Size: 15, Rule: engine.Freestyle, Moves: op}, ai.Limits{Nodes: 1_000_000})
		if err != nil {
			t.Fatal(err)
		}
		if info.Mate != 0 || info.Score <= -25 || info.Score >= 25 {
			continue
		}
		tried++
		res, ok := "", true
		for _, pr := range pairs {
			a, err := newSide(pr[0], tables, cfg)
			if err != nil {
				t.Fatal(err)
			}
			b, err := newSide(pr[1], tables, cfg)
			if err != nil {
				t.Fatal(err)
			}
			w1, _, err1 := playGame(context.Background(), cfg, op, a, b, 1)
			w2, _, err2 := playGame(context.Background(), cfg, op, b, a, 2)
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			res += fmt.Sprintf(" %v%v", w1, w2)
			if w1 == w2 && w1 != engine.Empty {
				ok = false
				break
			}
		}
		mark := "drop"
		if ok {
			kept++
			mark = "KEEP"
		}
		fmt.Printf("%s start %d score %d:%s\t%q, //%s\n", mark, start, info.Score, res, engine.FormatMoves(op), res)
	}
	t.Logf("kept %d of %d starts played", kept, tried)
}

// randomStart is TestGenerateBalanced's start: Black h8, then four stones
// on empty points within three of it, drawn from rng.
func randomStart(rng *rand.Rand) []engine.Point {
	g, _ := engine.NewGame(engine.Config{Size: 15, Rule: engine.Freestyle})
	g.Play(engine.Point{X: 7, Y: 7})
	for g.MoveCount() < 5 {
		p := engine.Point{X: 7 + rng.IntN(7) - 3, Y: 7 + rng.IntN(7) - 3}
		if g.At(p) == engine.Empty {
			g.Play(p)
		}
	}
	return g.Moves()
}
