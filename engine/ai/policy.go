package ai

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
)

// The move-ordering tuner (gomoku policy): the search orders a node's
// moves by what each cell's patterns are worth to the side to move and to
// the opponent. With move-count pruning a quiet node searches only its
// first few moves, so that order decides what is searched at all. Policy
// learns it from the moves a deep search played in self-play games (the
// games files of gomoku tune -save): a softmax over a position's
// candidates, whose logits are the ordering scores, fitted so the move
// played ranks first. The learnt order comes out as a case of tunedOrder,
// for orderweights_tuned.go.

// PolicyOptions are the move-ordering tuner's settings.
type PolicyOptions struct {
	// Rule is the rule of the games, as TuneOptions.Rule.
	Rule string
	// Games are games files in gomoku tune's -save format.
	Games []string
	// Epochs is the fit's number of gradient steps.
	Epochs int
	// Dist also learns a term for the distance to the last two stones.
	Dist bool
	// Codes, when > 0, also learns a correction for each code seen at
	// least that often, pulled towards zero by Ridge.
	Codes int
	Ridge float64
	// Progress, when not nil, is told what the tuner is doing.
	Progress func(format string, args ...any)
}

// PolicyResult is what a fit found.
type PolicyResult struct {
	// Case is the learnt order as a case of tunedOrder.
	Case string
	// Hand and Learnt are how the hand-set and the learnt order rank the
	// moves played in the held-out games.
	Hand, Learnt PolicyStats
}

func (o *PolicyOptions) logf(format string, args ...any) {
	if o.Progress != nil {
		o.Progress(format, args...)
	}
}

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
	code  [2][2][pcodeCount]float64 // corrections (PolicyOptions.Codes)
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

// PolicyStats is how an order ranks the moves played: the mean loss of
// the softmax, how often the move played is first, in the first 3, 5 and
// 10, its mean rank; and the same for the nodes that answer no threat.
type PolicyStats struct {
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
func polEval(tb *tables, d *polData, samples []polSample, val *[2][2][pcodeCount]float64, dist *[2][polDistBuckets]float64, useDist bool, grad *[2][2][pcodeCount]float64, gdist *[2][polDistBuckets]float64) PolicyStats {
	var st PolicyStats
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

func (st PolicyStats) String() string {
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

// Policy fits the move order to the games of o.Games.
func Policy(o PolicyOptions) (PolicyResult, error) {
	cfg, err := tuneConfig(o.Rule)
	if err != nil {
		return PolicyResult{}, err
	}
	var ts TableSet
	tb := ts.getFor(cfg)
	var games []tuneGame
	for _, f := range o.Games {
		if _, err := os.Stat(f); err != nil {
			return PolicyResult{}, fmt.Errorf("policy: %w", err)
		}
		gs, err := loadTuneGames(f, cfg.Size)
		if err != nil {
			return PolicyResult{}, err
		}
		games = append(games, gs...)
	}
	d := polCollect(tb, games)
	// Hold out whole games, so positions of one game are not on both
	// sides.
	rng := rand.New(rand.NewPCG(1, 9))
	held := map[int32]bool{}
	for gi := range len(games) {
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
	o.logf("%d games, %d positions (%d training, %d held out), %d candidates", len(games), len(d.samples), len(train), len(test), len(d.cands))
	if len(train) == 0 || len(test) == 0 {
		return PolicyResult{}, errors.New("policy: too few positions to fit and judge (give more games)")
	}

	// The hand-set order, with the temperature that fits it best.
	var hand [2][2][pcodeCount]float64
	polHandSet(tb, &hand)
	var zero [2][polDistBuckets]float64
	temp := polFitTemp(tb, &d, train, &hand)
	scaled := polScaled(&hand, temp)
	r := PolicyResult{Hand: polEval(tb, &d, test, &scaled, &zero, false, nil, nil)}
	o.logf("hand-set order (temperature %.1f): held out %v", temp, r.Hand)

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
	for ep := 1; ep <= o.Epochs; ep++ {
		p.codeValues(tb, &val)
		var gval [2][2][pcodeCount]float64
		var gdist [2][polDistBuckets]float64
		st := polEval(tb, &d, train, &val, &p.dist, o.Dist, &gval, &gdist)
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
		if o.Codes > 0 {
			n := float64(len(train))
			for r := 0; r < 2; r++ {
				for s := 0; s < 2; s++ {
					for code := 0; code < pcodeCount; code++ {
						if seen[r][s][code] >= o.Codes && tb.p4[s][code] < p4E {
							g.code[r][s][code] = gval[r][s][code] + o.Ridge*n*p.code[r][s][code]
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
			o.logf("epoch %d of %d: training %v", ep, o.Epochs, st)
		}
	}
	p.codeValues(tb, &val)
	r.Learnt = polEval(tb, &d, test, &val, &p.dist, o.Dist, nil, nil)
	o.logf("learnt order: held out %v", r.Learnt)
	r.Case = orderCase(tb, temp, &p, o.Dist)
	return r, nil
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
