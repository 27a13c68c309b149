package ai

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"gomoku/engine"
)

// The ranking tuner (a tool, like TestTune): the Texel fit teaches the
// evaluation to predict who wins a position, and its better predictions
// have not played better against the reference engines. What the
// search needs of its evaluation is to put the right move first. So this
// fit labels quiet positions with the move a much deeper search chose
// and fits the weights so that, among the position's candidate moves,
// the child the deep search played has the best static evaluation: a
// softmax over the children (logits −eval(child)/T, T fitted to the
// starting weights and then held) and its cross-entropy, as comparison
// training does. -rank.check then asks what matters: does a shallow
// search with the new weights choose the deep search's move more often?

var (
	rank          = flag.Bool("rank", false, "run TestTuneRank, the ranking tuner (a tool)")
	rankGames     = flag.String("rank.games", "", "games file in TestTune's -tune.save format (the positions come from it)")
	rankLabels    = flag.String("rank.labels", "", "labels file: read if it exists, else written as the deep searches finish")
	rankPositions = flag.Int("rank.positions", 5000, "quiet positions to label")
	rankNodes     = flag.Uint64("rank.nodes", 800000, "node limit of the labelling search")
	rankJobs      = flag.Int("rank.jobs", 2, "searches at once")
	rankEpochs    = flag.Int("rank.epochs", 1500, "gradient steps of the fit")
	rankRidge     = flag.Float64("rank.ridge", 1e-6, "pull of the weights towards the starting ones")
	rankCheck     = flag.Uint64("rank.check", 0, "node limit of the shallow searches that check agreement on held-out positions (0: no check)")
	rankScore     = flag.Int("rank.maxscore", 2500, "leave out positions the deep search scored beyond ± this (decided)")
	rankOut       = flag.String("rank.out", "", "file to write the fitted weights to, as a case of evalweights_tuned.go")
)

// rankLabel is one deep search of a position (moves played so far).
type rankLabel struct {
	moves []engine.Point
	best  engine.Point
	score int
	mate  int
}

// rankQuiet says whether a position is one an evaluation decides: no
// five, open four or four-three to make for either side.
func rankQuiet(b *board) bool {
	for side := 0; side < 2; side++ {
		if b.cnt[side][p4A]+b.cnt[side][p4B]+b.cnt[side][p4C] > 0 {
			return false
		}
	}
	return true
}

// rankPick draws up to n distinct quiet positions from the games.
func rankPick(tb *tables, games []tuneGame, n int, seed uint64) [][]engine.Point {
	seen := map[string]bool{}
	var out [][]engine.Point
	b := newBoard(tb, 15)
	for _, g := range games {
		b.reset(tb, 15)
		for i, m := range g.moves {
			b.play(cellOf(m))
			if i < 7 || i >= len(g.moves)-2 || !rankQuiet(b) {
				continue
			}
			key := engine.FormatMoves(g.moves[:i+1])
			if seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, g.moves[:i+1:i+1])
		}
	}
	rand.New(rand.NewPCG(seed, 11)).Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out[:min(n, len(out))]
}

// rankLabelAll searches every position and appends each result to path
// as it finishes (so a stopped run keeps what it did).
func rankLabelAll(t *testing.T, cfg engine.Config, positions [][]engine.Point, nodes uint64, jobs int, path string) ([]rankLabel, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("rank: %w", err)
	}
	defer f.Close()
	var mu sync.Mutex
	var out []rankLabel
	var ts TableSet
	inParallel(len(positions), jobs, func() *Searcher { return NewSearcher(DefaultConfig(), &ts) }, func(e *Searcher, i int) {
		moves := positions[i]
		info, err := e.Search(context.Background(), Position{Config: cfg, Size: cfg.Size, Rule: cfg.Rule, Moves: moves}, Limits{Nodes: nodes})
		if err != nil {
			return
		}
		l := rankLabel{moves: moves, best: info.Move, score: info.Score, mate: info.Mate}
		mu.Lock()
		defer mu.Unlock()
		out = append(out, l)
		fmt.Fprintf(f, "%s %s %d %d\n", engine.FormatMoves(moves), engine.FormatMoves([]engine.Point{l.best}), l.score, l.mate)
		if len(out)%500 == 0 {
			t.Logf("%d positions labelled", len(out))
		}
	}, nil)
	return out, nil
}

// loadRankLabels reads a labels file, or returns nil when there is none.
func loadRankLabels(path string, size int) ([]rankLabel, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("rank: %w", err)
	}
	defer f.Close()
	var out []rankLabel
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for line := 1; sc.Scan(); line++ {
		fs := strings.Fields(sc.Text())
		if len(fs) != 4 {
			return nil, fmt.Errorf("rank: %s:%d: want 4 fields", path, line)
		}
		moves, err1 := engine.ParseMoves(fs[0], size)
		best, err2 := engine.ParseMoves(fs[1], size)
		score, err3 := strconv.Atoi(fs[2])
		mate, err4 := strconv.Atoi(fs[3])
		if err := errors.Join(err1, err2, err3, err4); err != nil || len(best) != 1 {
			return nil, fmt.Errorf("rank: %s:%d: bad line: %v", path, line, err)
		}
		out = append(out, rankLabel{moves: moves, best: best[0], score: score, mate: mate})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("rank: %s: %w", path, err)
	}
	return out, nil
}

// rankChild is one candidate move's child position, described for the fit.
type rankChild struct {
	idx    []int32
	val    []float64
	offset float64
}

// rankGroup is one labelled position: its children, the deep search's
// move first.
type rankGroup struct {
	children []rankChild
	label    int // index of the deep search's position in the labels
}

// rankCandidates are the moves a quiet position's ranking compares: empty
// cells within two of a stone, short of a four for the side to move (a
// four is tactics, the search's business) and legal for it.
func rankCandidates(b *board, size int) []int {
	var out []int
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			c := cellOf(engine.Point{X: x, Y: y})
			if b.piece[c] != cEmpty || b.t.p4[b.stm][b.pcode[b.stm][c]] >= p4E {
				continue
			}
			if b.t.restricted && b.stm == 0 && b.forbidden(c, 0) {
				continue
			}
			near := false
			for dy := -2; dy <= 2 && !near; dy++ {
				for dx := -2; dx <= 2 && !near; dx++ {
					near = b.piece[c+dy*stride+dx] == cBlack || b.piece[c+dy*stride+dx] == cWhite
				}
			}
			if near {
				out = append(out, c)
			}
		}
	}
	return out
}

// rankGroups describes every usable label's children.
func rankGroups(tb *tables, ps []tuneParam, labels []rankLabel, maxScore int) []rankGroup {
	d := newDescriber(tb, ps)
	b := newBoard(tb, 15)
	var out []rankGroup
	for li, l := range labels {
		if l.mate != 0 || l.score > maxScore || l.score < -maxScore {
			continue
		}
		b.reset(tb, 15)
		for _, m := range l.moves {
			b.play(cellOf(m))
		}
		best := cellOf(l.best)
		cands := rankCandidates(b, 15)
		at := -1
		for i, c := range cands {
			if c == best {
				at = i
			}
		}
		if at < 0 || len(cands) < 2 {
			continue // a four, or a move far from the stones
		}
		cands[0], cands[at] = cands[at], cands[0]
		g := rankGroup{label: li}
		for _, c := range cands {
			b.play(c)
			idx, val, off := d.describe(b)
			b.undo()
			g.children = append(g.children, rankChild{idx, val, off})
		}
		out = append(out, g)
	}
	return out
}

// rankStats are a set's mean cross-entropy and how often the deep
// search's move has the best evaluation.
type rankStats struct {
	loss, top1 float64
}

// rankEval scores theta on groups and, with grad, adds the loss's
// gradient (a mean over the groups).
func rankEval(groups []rankGroup, theta []float64, temp float64, grad []float64) rankStats {
	var st rankStats
	var z []float64
	for _, g := range groups {
		z = z[:0]
		hi := math.Inf(-1)
		for _, c := range g.children {
			v := c.offset
			for n, j := range c.idx {
				v += c.val[n] * theta[j]
			}
			// The child is the opponent's to move: its evaluation is
			// the opponent's, so the best move has the lowest.
			z = append(z, -v/temp)
			hi = max(hi, z[len(z)-1])
		}
		sum := 0.0
		for _, x := range z {
			sum += math.Exp(x - hi)
		}
		st.loss += -(z[0] - hi - math.Log(sum))
		top := true
		for _, x := range z[1:] {
			top = top && x < z[0]
		}
		if top {
			st.top1++
		}
		if grad == nil {
			continue
		}
		for i, c := range g.children {
			p := math.Exp(z[i]-hi) / sum
			dz := p
			if i == 0 {
				dz--
			}
			// dz_i/dθ = −φ_i/T
			for n, j := range c.idx {
				grad[j] += -dz * c.val[n] / temp / float64(len(groups))
			}
		}
	}
	n := float64(max(len(groups), 1))
	return rankStats{st.loss / n, st.top1 / n}
}

// rankFitTemp finds the temperature that fits the starting weights best.
func rankFitTemp(groups []rankGroup, theta []float64) float64 {
	best, bestLoss := 1.0, math.Inf(1)
	for lt := 0.0; lt <= 4; lt += 0.05 {
		temp := math.Pow(10, lt)
		if l := rankEval(groups, theta, temp, nil).loss; l < bestLoss {
			best, bestLoss = temp, l
		}
	}
	return best
}

func rankFit(t *testing.T, train []rankGroup, ps []tuneParam, theta0 []float64, temp float64, epochs int) []float64 {
	theta := append([]float64(nil), theta0...)
	m := make([]float64, len(theta))
	v := make([]float64, len(theta))
	grad := make([]float64, len(theta))
	const (
		lr     = 1.0
		b1, b2 = 0.9, 0.999
	)
	for ep := 1; ep <= epochs; ep++ {
		clear(grad)
		st := rankEval(train, theta, temp, grad)
		for j := range theta {
			if ps[j].kind == 3 {
				continue // the colour term is the same for every child
			}
			gj := grad[j] + 2**rankRidge*(theta[j]-theta0[j])
			m[j] = b1*m[j] + (1-b1)*gj
			v[j] = b2*v[j] + (1-b2)*gj*gj
			mh := m[j] / (1 - math.Pow(b1, float64(ep)))
			vh := v[j] / (1 - math.Pow(b2, float64(ep)))
			theta[j] -= lr * mh / (math.Sqrt(vh) + 1e-12)
			theta[j] = max(theta[j], 0) // no shape is worth less than nothing
		}
		if ep%250 == 0 {
			t.Logf("epoch %d: loss %.4f, best-first %.3f", ep, st.loss, st.top1)
		}
	}
	return theta
}

// rankEdits writes the fitted weights as gomoku match tunables.
func rankEdits(ps []tuneParam, theta []float64) string {
	var sb strings.Builder
	for i, p := range ps {
		switch p.kind {
		case 0:
			fmt.Fprintf(&sb, "-xwp%s=%d", patNames[p.index], int(math.Round(theta[i])))
		case 1:
			fmt.Fprintf(&sb, "-xwc%s=%d", classNames[p.index], int(math.Round(theta[i])))
		case 2:
			fmt.Fprintf(&sb, "-xwt%d=%d", p.index, int(math.Round(theta[i])))
		}
	}
	return sb.String()
}

// rankAgreement searches each held-out position at nodes with cfg and
// counts how often it plays the deep search's move.
func rankAgreement(cfg Config, rule engine.Config, labels []rankLabel, groups []rankGroup, nodes uint64, jobs int) float64 {
	var ts TableSet
	var agree, total int
	var mu sync.Mutex
	inParallel(len(groups), jobs, func() *Searcher { return NewSearcher(cfg, &ts) }, func(e *Searcher, i int) {
		l := labels[groups[i].label]
		info, err := e.Search(context.Background(), Position{Config: rule, Size: rule.Size, Rule: rule.Rule, Moves: l.moves}, Limits{Nodes: nodes})
		mu.Lock()
		defer mu.Unlock()
		total++
		if err == nil && info.Move == l.best {
			agree++
		}
	}, nil)
	return float64(agree) / float64(max(total, 1))
}

func TestTuneRank(t *testing.T) {
	if !*rank {
		t.Skip("a tool: run with -rank")
	}
	cfg, err := tuneConfig(*tuneRule)
	if err != nil {
		t.Fatal(err)
	}
	var ts TableSet
	tb := ts.getFor(cfg)
	ps := tunable(tb, false, false)
	labels, err := loadRankLabels(*rankLabels, cfg.Size)
	if err != nil {
		t.Fatal(err)
	}
	if labels == nil {
		games, err := loadTuneGames(*rankGames, cfg.Size)
		if err != nil || games == nil {
			t.Fatalf("no labels and no games (-rank.games): %v", err)
		}
		positions := rankPick(tb, games, *rankPositions, *tuneSeed)
		if *rankTeacher != "" {
			t.Logf("%d games, %d positions to label by %s at %v a move", len(games), len(positions), *rankTeacher, *rankTeacherTime)
			labels, err = rankLabelByEngine(t, cfg, positions, *rankTeacher, *rankTeacherTime, *rankJobs, *rankLabels)
		} else {
			t.Logf("%d games, %d positions to label by our search at %d nodes", len(games), len(positions), *rankNodes)
			labels, err = rankLabelAll(t, cfg, positions, *rankNodes, *rankJobs, *rankLabels)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	// The labels are in finishing order; sort them so the held-out set
	// does not depend on which search finished first.
	sort.Slice(labels, func(i, j int) bool {
		return engine.FormatMoves(labels[i].moves) < engine.FormatMoves(labels[j].moves)
	})
	rand.New(rand.NewPCG(*tuneSeed, 13)).Shuffle(len(labels), func(i, j int) { labels[i], labels[j] = labels[j], labels[i] })
	groups := rankGroups(tb, ps, labels, *rankScore)
	cut := len(groups) * 4 / 5
	train, test := groups[:cut], groups[cut:]
	t.Logf("%d labels, %d quiet groups (%d for training, %d held out)", len(labels), len(groups), len(train), len(test))
	theta0 := make([]float64, len(ps))
	w := tb.w
	for i, p := range ps {
		theta0[i] = float64(*p.get(&w))
	}
	temp := rankFitTemp(train, theta0)
	before := rankEval(test, theta0, temp, nil)
	theta := rankFit(t, train, ps, theta0, temp, *rankEpochs)
	after := rankEval(test, theta, temp, nil)
	t.Logf("T %.0f; held out: loss %.4f → %.4f, best-first %.3f → %.3f", temp, before.loss, after.loss, before.top1, after.top1)
	edits := rankEdits(ps, theta)
	fmt.Printf("default%s\n", edits)
	if *rankOut != "" {
		if err := os.WriteFile(*rankOut, []byte(tunedCase(tb, ps, theta, *tuneRule)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if *rankCheck > 0 {
		base := DefaultConfig()
		fitted := DefaultConfig()
		for _, kv := range strings.Split(strings.TrimPrefix(edits, "-x"), "-x") {
			name, val, _ := strings.Cut(kv, "=")
			v, _ := strconv.ParseFloat(val, 64)
			if err := fitted.SetTunable(name, v); err != nil {
				t.Fatal(err)
			}
		}
		a := rankAgreement(base, cfg, labels, test, *rankCheck, *rankJobs)
		b := rankAgreement(fitted, cfg, labels, test, *rankCheck, *rankJobs)
		t.Logf("shallow searches (%d nodes) playing the deep move, %d held-out positions: starting weights %.3f, fitted %.3f", *rankCheck, len(test), a, b)
	}
}
