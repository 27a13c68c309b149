package ai

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// The move-ordering tuner (a tool, like TestTune): the search orders a
// node's moves by what each cell's patterns are worth to the side to move
// and to the opponent. With move-count pruning a quiet node searches only
// its first few moves, so that order decides what is searched at all.
// TestTunePolicy learns it from the moves a deep search played in the
// tuner's self-play games: a softmax over a position's candidates, whose
// logits are the ordering scores, fitted so the move played ranks first.

var (
	policy       = flag.Bool("policy", false, "run TestTunePolicy, the move-ordering tuner (a tool)")
	policyRule   = flag.String("policy.rule", "freestyle", "rule of the games")
	policyGames  = flag.String("policy.games", "", "comma-separated game files written by TestTune's -tune.save")
	policyEpochs = flag.Int("policy.epochs", 400, "gradient steps")
	policyOut    = flag.String("policy.out", "", "file to write the learnt Go case to")
	policyDist   = flag.Bool("policy.dist", true, "also learn a term for the distance to the last two stones")
	policyCodes  = flag.Int("policy.codes", 0, "also learn a correction for each code seen at least this often (0: none)")
	policyRidge  = flag.Float64("policy.ridge", 1e-4, "pull of the code corrections towards zero")
	policyLabels = flag.String("policy.labels", "", "comma-separated labels files of TestTuneRank (-rank.labels): one position each, the labelled move to rank first")
)

// polCand is one candidate of a position: the side to move's code at the
// cell, the opponent's, and the distances to the opponent's last stone
// and to one's own.
type polCand struct {
	code     [2]uint16
	dop, dme uint8
}

type polSample struct {
	side        uint8 // colour to move
	first, n    int32 // candidates cands[first : first+n]
	played      int32 // index of the move played among them
	game        int32
	forcedReply bool // the node answers a threat (a restricted list)
}

// polDistBuckets are the search's distance buckets (orderDistBucket).
const polDistBuckets = orderDistBuckets

func polDist(a, b int) uint8 { return uint8(orderDistBucket(a, b)) }

// polParams: pat[role][side][pattern], class[role][side][class] (role 0
// the mover's own shapes, 1 the opponent's at the same cell), dist[0]
// by distance to the opponent's last stone, dist[1] to one's own. In
// logit units (the score over the fitted temperature).
type polParams struct {
	pat   [2][2][patCount]float64
	class [2][2][p4Count]float64
	dist  [2][polDistBuckets]float64
	code  [2][2][pcodeCount]float64 // corrections (-policy.codes)
}

func (p *polParams) flat() []*float64 {
	var out []*float64
	for r := range p.pat {
		for s := range p.pat[r] {
			for i := range p.pat[r][s] {
				out = append(out, &p.pat[r][s][i])
			}
			for i := range p.class[r][s] {
				out = append(out, &p.class[r][s][i])
			}
		}
	}
	for r := range p.dist {
		for i := range p.dist[r] {
			out = append(out, &p.dist[r][i])
		}
	}
	for r := range p.code {
		for s := range p.code[r] {
			for i := range p.code[r][s] {
				out = append(out, &p.code[r][s][i])
			}
		}
	}
	return out
}

// codeValues expands the parameters to per-code values val[role][side][code].
func (p *polParams) codeValues(tb *tables, val *[2][2][pcodeCount]float64) {
	for r := 0; r < 2; r++ {
		for s := 0; s < 2; s++ {
			for code := 0; code < pcodeCount; code++ {
				v := p.class[r][s][tb.p4[s][code]] + p.code[r][s][code]
				for _, q := range tb.pcodePats[code] {
					v += p.pat[r][s][q]
				}
				val[r][s][code] = v
			}
		}
	}
}

type polData struct {
	samples []polSample
	cands   []polCand
}

func polCollect(tb *tables, games []tuneGame) polData {
	var d polData
	s := polSearcher(tb)
	b := s.b
	for gi, g := range games {
		b.reset(tb, 15)
		for i, m := range g.moves {
			c := cellOf(m)
			if i >= 6 {
				polAdd(&d, s, c, gi)
			}
			b.play(c)
		}
	}
	return d
}

// polCollectLabels adds one sample a labelled position (numbered on from
// first, for the held-out split), the label the move to rank first.
func polCollectLabels(tb *tables, d *polData, labels []rankLabel, first int) {
	s := polSearcher(tb)
	b := s.b
	for i, l := range labels {
		b.reset(tb, 15)
		for _, m := range l.moves {
			b.play(cellOf(m))
		}
		polAdd(d, s, cellOf(l.best), first+i)
	}
}

// polSearcher is a searcher whose board the collectors replay games on.
func polSearcher(tb *tables) *searcher {
	s := newSearcher(DefaultConfig())
	s.b = newBoard(tb, 15)
	return s
}

func polAdd(d *polData, s *searcher, played, game int) {
	b := s.b
	me, op := b.stm, b.stm^1
	if b.cnt[me][p4A]+b.cnt[me][p4B]+b.cnt[op][p4A] > 0 {
		return // settled before any ordering
	}
	l := &s.lists[0]
	kind := s.generate(l)
	if l.n < 2 {
		return
	}
	at := -1
	first := int32(len(d.cands))
	for i := 0; i < l.n; i++ {
		c := int(l.m[i].cell)
		if c == played {
			at = i
		}
		d.cands = append(d.cands, polCand{
			code: [2]uint16{b.pcode[me][c], b.pcode[op][c]},
			dop:  polDist(c, b.lastCell(1)),
			dme:  polDist(c, b.lastCell(2)),
		})
	}
	if at < 0 {
		d.cands = d.cands[:first]
		return
	}
	d.samples = append(d.samples, polSample{side: uint8(me), first: first, n: int32(l.n), played: int32(at), game: int32(game), forcedReply: kind != genAll})
}

// polSide is the table side a colour uses: freestyle-like rules share one.
func polSide(tb *tables, side int) int {
	if tb.restricted {
		return side
	}
	return 0
}

type polStats struct {
	loss         float64
	top1, top3   float64
	top5, top10  float64
	meanRank     float64
	n            int
	quietN       int
	quietTop5    float64
	quietMeanRnk float64
}

// polEval returns the loss and ranks of samples under per-code values,
// adding the gradient of the mean loss to grad when it is not nil.
func polEval(tb *tables, d *polData, samples []polSample, val *[2][2][pcodeCount]float64, dist *[2][polDistBuckets]float64, useDist bool, grad *[2][2][pcodeCount]float64, gdist *[2][polDistBuckets]float64) polStats {
	var st polStats
	logits := make([]float64, 0, 256)
	for _, sm := range samples {
		me := int(sm.side)
		sm0, sm1 := polSide(tb, me), polSide(tb, me^1)
		cs := d.cands[sm.first : sm.first+sm.n]
		logits = logits[:0]
		mx := math.Inf(-1)
		for _, c := range cs {
			v := val[0][sm0][c.code[0]] + val[1][sm1][c.code[1]]
			if useDist {
				v += dist[0][c.dop] + dist[1][c.dme]
			}
			logits = append(logits, v)
			mx = math.Max(mx, v)
		}
		z := 0.0
		for _, v := range logits {
			z += math.Exp(v - mx)
		}
		lp := logits[sm.played]
		st.loss += -(lp - mx - math.Log(z))
		rank := 0
		for j, v := range logits {
			// a tie ranks by the generator's order (the search breaks
			// ties by lower cell, the same for a full board scan)
			if v > lp || (v == lp && j < int(sm.played)) {
				rank++
			}
		}
		st.meanRank += float64(rank)
		if rank < 1 {
			st.top1++
		}
		if rank < 3 {
			st.top3++
		}
		if rank < 5 {
			st.top5++
		}
		if rank < 10 {
			st.top10++
		}
		if !sm.forcedReply {
			st.quietN++
			st.quietMeanRnk += float64(rank)
			if rank < 5 {
				st.quietTop5++
			}
		}
		st.n++
		if grad != nil {
			for j, c := range cs {
				g := math.Exp(logits[j]-mx) / z
				if j == int(sm.played) {
					g--
				}
				grad[0][sm0][c.code[0]] += g
				grad[1][sm1][c.code[1]] += g
				if useDist {
					gdist[0][c.dop] += g
					gdist[1][c.dme] += g
				}
			}
		}
	}
	n := float64(max(st.n, 1))
	st.loss /= n
	st.top1 /= n
	st.top3 /= n
	st.top5 /= n
	st.top10 /= n
	st.meanRank /= n
	st.quietTop5 /= float64(max(st.quietN, 1))
	st.quietMeanRnk /= float64(max(st.quietN, 1))
	return st
}

func (st polStats) String() string {
	return fmt.Sprintf("loss %.4f, first %.1f %%, top 3 %.1f %%, top 5 %.1f %%, top 10 %.1f %%, mean rank %.2f; unforced nodes (%d): top 5 %.1f %%, mean rank %.2f",
		st.loss, 100*st.top1, 100*st.top3, 100*st.top5, 100*st.top10, st.meanRank, st.quietN, 100*st.quietTop5, st.quietMeanRnk)
}

// polHandSet is the search's hand-set order in score units: 4 × the
// mover's code score plus 3 × the opponent's.
func polHandSet(tb *tables, val *[2][2][pcodeCount]float64) {
	for s := 0; s < 2; s++ {
		for code := 0; code < pcodeCount; code++ {
			val[0][s][code] = 4 * float64(tb.score[s][code])
			val[1][s][code] = 3 * float64(tb.score[s][code])
		}
	}
}

func TestTunePolicy(t *testing.T) {
	if !*policy {
		t.Skip("a tool: run with -policy")
	}
	cfg, err := tuneConfig(*policyRule)
	if err != nil {
		t.Fatal(err)
	}
	var ts TableSet
	tb := ts.getFor(cfg)
	games, err := loadEach(*policyGames, cfg.Size, loadTuneGames)
	if err != nil {
		t.Fatal(err)
	}
	labels, err := loadEach(*policyLabels, cfg.Size, loadRankLabels)
	if err != nil {
		t.Fatal(err)
	}
	if len(games)+len(labels) == 0 {
		t.Fatal("no games: give -policy.games or -policy.labels")
	}
	d := polCollect(tb, games)
	polCollectLabels(tb, &d, labels, len(games))
	// Hold out whole games, so positions of one game are not on both
	// sides; a labelled position is a game of its own.
	rng := rand.New(rand.NewPCG(1, 9))
	held := map[int32]bool{}
	for gi := range len(games) + len(labels) {
		if rng.IntN(10) == 0 {
			held[int32(gi)] = true
		}
	}
	var train, test []polSample
	for _, sm := range d.samples {
		if held[sm.game] {
			test = append(test, sm)
		} else {
			train = append(train, sm)
		}
	}
	t.Logf("%d games, %d positions (%d training, %d held out), %d candidates", len(games), len(d.samples), len(train), len(test), len(d.cands))

	// The hand-set order, with the temperature that fits it best.
	var hand [2][2][pcodeCount]float64
	polHandSet(tb, &hand)
	var zero [2][polDistBuckets]float64
	temp := polFitTemp(tb, &d, train, &hand)
	scaled := polScaled(&hand, temp)
	t.Logf("hand-set order (temperature %.1f): held out %v", temp, polEval(tb, &d, test, &scaled, &zero, false, nil, nil))

	// Start from the hand-set values (4 and 3 times the pattern values).
	var p polParams
	for r, mul := range [2]float64{4, 3} {
		for s := 0; s < 2; s++ {
			for q := pattern(0); q < patCount; q++ {
				p.pat[r][s][q] = mul * float64(patValue[q]) / temp
			}
			for c := p4(0); c < p4Count; c++ {
				p.class[r][s][c] = mul * float64(p4Bonus[c]) / temp
			}
		}
	}
	var seen [2][2][pcodeCount]int
	for _, sm := range train {
		for _, c := range d.cands[sm.first : sm.first+sm.n] {
			seen[0][polSide(tb, int(sm.side))][c.code[0]]++
			seen[1][polSide(tb, int(sm.side)^1)][c.code[1]]++
		}
	}
	ps := p.flat()
	m := make([]float64, len(ps))
	v := make([]float64, len(ps))
	const lr, b1, b2 = 0.02, 0.9, 0.999
	var val [2][2][pcodeCount]float64
	for ep := 1; ep <= *policyEpochs; ep++ {
		p.codeValues(tb, &val)
		var gval [2][2][pcodeCount]float64
		var gdist [2][polDistBuckets]float64
		st := polEval(tb, &d, train, &val, &p.dist, *policyDist, &gval, &gdist)
		// back to the parameters
		var g polParams
		for r := 0; r < 2; r++ {
			for s := 0; s < 2; s++ {
				for code := 0; code < pcodeCount; code++ {
					gv := gval[r][s][code]
					if gv == 0 {
						continue
					}
					g.class[r][s][tb.p4[s][code]] += gv
					for _, q := range tb.pcodePats[code] {
						g.pat[r][s][q] += gv
					}
				}
			}
		}
		g.dist = gdist
		if *policyCodes > 0 {
			n := float64(len(train))
			for r := 0; r < 2; r++ {
				for s := 0; s < 2; s++ {
					for code := 0; code < pcodeCount; code++ {
						if seen[r][s][code] >= *policyCodes && tb.p4[s][code] < p4E {
							g.code[r][s][code] = gval[r][s][code] + *policyRidge*n*p.code[r][s][code]
						}
					}
				}
			}
		}
		gs := g.flat()
		n := float64(len(train))
		for i := range ps {
			gi := *gs[i] / n
			m[i] = b1*m[i] + (1-b1)*gi
			v[i] = b2*v[i] + (1-b2)*gi*gi
			mh := m[i] / (1 - math.Pow(b1, float64(ep)))
			vh := v[i] / (1 - math.Pow(b2, float64(ep)))
			*ps[i] -= lr * mh / (math.Sqrt(vh) + 1e-9)
		}
		if ep%50 == 0 || ep == 1 {
			t.Logf("epoch %d: training %v", ep, st)
		}
	}
	p.codeValues(tb, &val)
	t.Logf("learnt order: held out %v", polEval(tb, &d, test, &val, &p.dist, *policyDist, nil, nil))
	src := orderCase(tb, temp, &p, *policyDist)
	fmt.Println(src)
	if *policyOut != "" {
		if err := os.WriteFile(*policyOut, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// polScaled is the hand-set order in logit units at temperature temp.
func polScaled(hand *[2][2][pcodeCount]float64, temp float64) [2][2][pcodeCount]float64 {
	var sc [2][2][pcodeCount]float64
	for r := range hand {
		for s := range hand[r] {
			for c := range hand[r][s] {
				sc[r][s][c] = hand[r][s][c] / temp
			}
		}
	}
	return sc
}

// polFitTemp finds the temperature under which the hand-set scores best
// predict the moves played (a golden-section search on its logarithm).
func polFitTemp(tb *tables, d *polData, samples []polSample, hand *[2][2][pcodeCount]float64) float64 {
	var zero [2][polDistBuckets]float64
	loss := func(lt float64) float64 {
		sc := polScaled(hand, math.Exp(lt))
		return polEval(tb, d, samples, &sc, &zero, false, nil, nil).loss
	}
	lo, hi := math.Log(1.0), math.Log(5000.0)
	const gr = 0.6180339887
	for i := 0; i < 30; i++ {
		a, b := hi-gr*(hi-lo), lo+gr*(hi-lo)
		if loss(a) < loss(b) {
			hi = b
		} else {
			lo = a
		}
	}
	return math.Exp((lo + hi) / 2)
}

// orderCase writes the learnt weights, in score units, as one case of
// tunedOrder.
func orderCase(tb *tables, temp float64, p *polParams, dist bool) string {
	round := func(x float64) int32 { return int32(math.Round(x * temp)) }
	var sb strings.Builder
	fmt.Fprintf(&sb, "\tcase %d: // %s\n\t\treturn orderWeights{\n", tb.variant, tb.rule)
	for _, part := range []struct {
		name, typ string
		get       func(r, s int) []float64
	}{
		{"pat", "patCount", func(r, s int) []float64 { return p.pat[r][s][:] }},
		{"class", "p4Count", func(r, s int) []float64 { return p.class[r][s][:] }},
	} {
		fmt.Fprintf(&sb, "\t\t\t%s: [2][2][%s]int32{", part.name, part.typ)
		for r := 0; r < 2; r++ {
			fmt.Fprintf(&sb, "{%s, %s}", ints(roundAll(part.get(r, polSide(tb, 0)), temp)), ints(roundAll(part.get(r, polSide(tb, 1)), temp)))
			if r == 0 {
				sb.WriteString(", ")
			}
		}
		sb.WriteString("},\n")
	}
	if dist {
		fmt.Fprintf(&sb, "\t\t\tdist: [2][orderDistBuckets]int32{%s, %s},\n", ints(roundAll(p.dist[0][:], temp)), ints(roundAll(p.dist[1][:], temp)))
	}
	var codes []string
	for r := 0; r < 2; r++ {
		for s := 0; s < 2; s++ {
			if s == 1 && !tb.restricted {
				continue
			}
			side := s
			if !tb.restricted {
				side = 2
			}
			for code, x := range p.code[r][s] {
				if v := round(x); v != 0 {
					codes = append(codes, fmt.Sprintf("{%d, %d, %d, %d}", r, side, code, v))
				}
			}
		}
	}
	if len(codes) > 0 {
		fmt.Fprintf(&sb, "\t\t\tcodes: []orderCode{%s},\n", strings.Join(codes, ", "))
	}
	sb.WriteString("\t\t}, true\n")
	return sb.String()
}

func roundAll(v []float64, temp float64) []int32 {
	out := make([]int32, len(v))
	for i, x := range v {
		out[i] = int32(math.Round(x * temp))
	}
	return out
}

// loadEach loads every file of a comma-separated list; a file named but
// missing is an error here, where the loaders take it for "none yet".
func loadEach[T any](list string, size int, load func(string, int) ([]T, error)) ([]T, error) {
	var out []T
	for _, f := range strings.Split(list, ",") {
		if f == "" {
			continue
		}
		if _, err := os.Stat(f); err != nil {
			return nil, fmt.Errorf("policy: %w", err)
		}
		l, err := load(f, size)
		if err != nil {
			return nil, err
		}
		out = append(out, l...)
	}
	return out, nil
}
