package ai

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"testing"

	"gomoku/engine"
)

// The SPSA tuner, a training tool rather than a test:
//
//	go test ./engine/ai -run 'TestSPSA$' -spsa -spsa.params wpF3:8,wcG:12 -v -timeout 0
//
// tunes evaluation weights by games rather than by how well the static
// evaluation predicts results (the Texel fit of tune_test.go, whose lower
// losses have not played better against PentaZen). Each step draws a
// random sign for every weight, plays a pair of games from one random
// opening (colours swapped) between the engine with every weight moved
// by +c·sign and the one moved by −c·sign, and moves each weight by
// lr·c·sign·(the first engine's score minus the second's). Over many
// pairs the weights climb the gradient of playing strength against
// themselves. Openings and signs come from -spsa.seed, so with one job
// a run is reproducible; with two, the order in which the jobs finish
// varies it. It prints the weights as a `gomoku match -a` spec to
// measure against the reference engines.
var (
	spsa       = flag.Bool("spsa", false, "run TestSPSA, the game-played weight tuner (slow; a tool)")
	spsaRule   = flag.String("spsa.rule", "freestyle", "rule to tune (as -tune.rule)")
	spsaParams = flag.String("spsa.params", "wpF2:6,wpB3:6,wpF3:8,wpF3S:12,wpB4:8,wcI:8,wcG:12,wcF:10,wcD:16,wt0:30", "weights to tune, NAME:C (C the perturbation, in weight units), comma separated")
	spsaPairs  = flag.Int("spsa.pairs", 2000, "game pairs to play")
	spsaNodes  = flag.Uint64("spsa.nodes", 20000, "node limit per move")
	spsaJobs   = flag.Int("spsa.jobs", 2, "game pairs at once")
	spsaLR     = flag.Float64("spsa.lr", 0.02, "step per pair, in perturbations per point of score difference")
	spsaSeed   = flag.Uint64("spsa.seed", 1, "seed of the openings and signs")
)

// spsaParam is one tuned weight.
type spsaParam struct {
	name string
	slot int
	c    float64
}

func parseSPSAParams(s string) ([]spsaParam, error) {
	var ps []spsaParam
	for _, f := range strings.Split(s, ",") {
		name, cs, ok := strings.Cut(f, ":")
		slot, known := editSlot(name)
		c, err := strconv.ParseFloat(cs, 64)
		if !ok || !known || err != nil || !(c > 0) {
			return nil, fmt.Errorf("spsa: %q is not NAME:C with a weight name and a positive C", f)
		}
		ps = append(ps, spsaParam{name, slot, c})
	}
	return ps, nil
}

// spsaTables is base's tables with the weights theta (rounded) in the
// tuned slots: only the evaluation tables are rebuilt, which takes far
// less than building tables from nothing.
func spsaTables(base *tables, ps []spsaParam, theta []float64) *TableSet {
	var e evalEdits
	for i, p := range ps {
		e = e.with(p.slot, int32(math.Round(theta[i])))
	}
	tb := new(tables)
	*tb = *base
	tb.w = e.apply(base.w)
	fillP4(tb)
	ts := &TableSet{}
	ts.once[tb.variant].Do(func() { ts.t[tb.variant] = tb })
	return ts
}

// playPairGame plays one game from opening, black searching with ts[0]
// and white with ts[1], and returns Black's score and the game's length.
func playPairGame(e *Searcher, ts [2]*TableSet, cfg engine.Config, opening []engine.Point, nodes uint64) (float64, int) {
	g, err := engine.NewGame(cfg)
	if err != nil {
		panic(err)
	}
	for _, p := range opening {
		if g.Play(p) != nil {
			return 0.5, g.MoveCount()
		}
	}
	for !g.Over() && g.MoveCount() < 150 {
		e.tables = ts[g.MoveCount()%2]
		info, err := e.Search(context.Background(), PositionOf(g), Limits{Nodes: nodes})
		if err != nil || g.Play(info.Move) != nil {
			break
		}
	}
	switch g.Result().Winner {
	case engine.Black:
		return 1, g.MoveCount()
	case engine.White:
		return 0, g.MoveCount()
	}
	return 0.5, g.MoveCount()
}

func TestSPSA(t *testing.T) {
	if !*spsa {
		t.Skip("a tool: run with -spsa")
	}
	cfg, err := tuneConfig(*spsaRule)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := parseSPSAParams(*spsaParams)
	if err != nil {
		t.Fatal(err)
	}
	var all TableSet
	base := all.getFor(cfg)
	theta := make([]float64, len(ps))
	for i, p := range ps {
		theta[i] = float64(*slotParam(p.slot).get(&base.w))
	}
	t.Logf("start %s", spsaSpec(ps, theta))

	var mu sync.Mutex
	var wg sync.WaitGroup
	next := make(chan int)
	sum := 0.0             // the +c engine's score minus the −c engine's, over all pairs
	moves, decided := 0, 0 // moves played; pairs not split one all
	for j := 0; j < *spsaJobs; j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := NewSearcher(DefaultConfig(), &all)
			for k := range next {
				rng := rand.New(rand.NewPCG(*spsaSeed, uint64(k)))
				opening := randomOpening(cfg, rng)
				sign := make([]float64, len(ps))
				plus, minus := make([]float64, len(ps)), make([]float64, len(ps))
				mu.Lock()
				for i, p := range ps {
					sign[i] = float64(1 - 2*rng.IntN(2))
					plus[i] = theta[i] + p.c*sign[i]
					minus[i] = theta[i] - p.c*sign[i]
				}
				mu.Unlock()
				tp, tm := spsaTables(base, ps, plus), spsaTables(base, ps, minus)
				// The +c engine plays Black, then White.
				r1, n1 := playPairGame(e, [2]*TableSet{tp, tm}, cfg, opening, *spsaNodes)
				r2, n2 := playPairGame(e, [2]*TableSet{tm, tp}, cfg, opening, *spsaNodes)
				diff := r1 - r2 // the +c engine's score minus the −c engine's, in [-1, 1]
				mu.Lock()
				sum += diff
				moves += n1 + n2
				if diff != 0 {
					decided++
				}
				for i, p := range ps {
					theta[i] += *spsaLR * p.c * sign[i] * diff
					// Weights below zero make no sense for potential.
					theta[i] = max(theta[i], 0)
				}
				if (k+1)%100 == 0 {
					t.Logf("%d pairs (%d decided, %.1f moves a game): %s", k+1, decided, float64(moves)/float64(2*(k+1)), spsaSpec(ps, theta))
				}
				mu.Unlock()
			}
		}()
	}
	for k := 0; k < *spsaPairs; k++ {
		next <- k
	}
	close(next)
	wg.Wait()
	t.Logf("after %d pairs (%d decided, mean +c − −c score %.3f, %.1f moves a game): %s", *spsaPairs, decided, sum/float64(*spsaPairs), float64(moves)/float64(2**spsaPairs), spsaSpec(ps, theta))
}

// spsaSpec is theta as the features of a `gomoku match -a` spec.
func spsaSpec(ps []spsaParam, theta []float64) string {
	var b strings.Builder
	b.WriteString("default")
	for i, p := range ps {
		fmt.Fprintf(&b, "-x%s=%d", p.name, int32(math.Round(theta[i])))
	}
	return b.String()
}

func TestParseSPSAParams(t *testing.T) {
	ps, err := parseSPSAParams("wpF3:8,wcG:12.5,wt0:30")
	if err != nil {
		t.Fatal(err)
	}
	want := []spsaParam{{"wpF3", editPat + int(patF3), 8}, {"wcG", editClass + int(p4G), 12.5}, {"wt0", editThreat, 30}}
	if len(ps) != len(want) {
		t.Fatalf("got %v, want %v", ps, want)
	}
	for i := range want {
		if ps[i] != want[i] {
			t.Errorf("param %d: got %v, want %v", i, ps[i], want[i])
		}
	}
	for _, bad := range []string{"", "wpF3", "wpF3:0", "wpF9:3", "fut:3", "wpF3:x", "wt4:1"} {
		if _, err := parseSPSAParams(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
