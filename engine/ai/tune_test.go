package ai

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"gomoku/engine"
)

// The evaluation tuner, a reproducible training tool rather than a test:
//
//	go test ./engine/ai -run TestTune -tune -tune.rule renju -v [-tune.out FILE]
//
// plays self-play games of the current engine under the rule (fixed node
// limits, openings drawn from a fixed seed, so the same build always
// produces the same games), takes the quiet positions of those games with
// the game's result, and fits the evaluation weights (evalWeights) by
// Texel's method: the logistic of the static evaluation should predict the
// result. It prints the weights as the Go case of tunedWeights and, with
// -tune.out, writes that case to FILE for evalweights_tuned.go.
var (
	tune       = flag.Bool("tune", false, "run TestTune, the evaluation tuner (slow; a tool)")
	tuneRule   = flag.String("tune.rule", "freestyle", "rule to tune: freestyle, standard, renju, caro, omok or standard-restricted")
	tuneGames  = flag.Int("tune.games", 600, "self-play games")
	tuneNodes  = flag.Uint64("tune.nodes", 8000, "node limit per self-play move")
	tuneJobs   = flag.Int("tune.jobs", 2, "self-play games at once")
	tuneSeed   = flag.Uint64("tune.seed", 1, "seed of the self-play openings")
	tuneEpochs = flag.Int("tune.epochs", 3000, "gradient steps of the fit")
	tuneOut    = flag.String("tune.out", "", "file to write the tuned Go case to")
	tuneSave   = flag.String("tune.save", "", "file to keep the self-play games in: read if it exists, written otherwise")
	tuneCodes  = flag.Bool("tune.codes", false, "also fit a correction for every Pattern4 code (Rapfi-style table)")
	tuneMasks  = flag.Bool("tune.masks", false, "also fit a correction for every threat mask (which threat classes each side can make)")
	tuneRidge  = flag.Float64("tune.ridge", 1e-8, "pull of the code corrections towards zero")
	// One phase of the game alone, to learn weights for the opening or
	// the later game (docs/opponents.md in git history, *Weights per phase*): positions
	// with at least minstones and fewer than maxstones stones.
	tuneMinStones = flag.Int("tune.minstones", 0, "fit only positions with at least this many stones")
	tuneMaxStones = flag.Int("tune.maxstones", 0, "fit only positions with fewer stones than this (0: no bound)")
)

// inPhase says whether a sample's position (ply+1 stones) is in the
// phase -tune.minstones and -tune.maxstones select.
func inPhase(s tuneSample) bool {
	n := int(s.ply) + 1
	return n >= *tuneMinStones && (*tuneMaxStones == 0 || n < *tuneMaxStones)
}

// tuneConfig maps -tune.rule to a configuration and its table variant.
func tuneConfig(name string) (engine.Config, error) {
	if name == "standard-restricted" {
		return engine.Config{Size: 15, Rule: engine.Standard, RestrictBlack: true}, nil
	}
	for _, r := range engine.Rules() {
		if strings.EqualFold(r.String(), name) {
			return engine.Config{Size: 15, Rule: r}, nil
		}
	}
	return engine.Config{}, fmt.Errorf("unknown rule %q", name)
}

// tuneGame is one self-play game: its moves and the result for Black
// (1 win, 0 loss, 0.5 draw).
type tuneGame struct {
	moves  []engine.Point
	result float64
}

// selfPlay plays n games under cfg, each from three to five random stones
// near the centre (game i's opening depends only on seed and i).
func selfPlay(t *testing.T, cfg engine.Config, n, jobs int, nodes, seed uint64) []tuneGame {
	games := make([]tuneGame, n)
	var ts TableSet
	inParallel(n, jobs, func() *Searcher { return NewSearcher(DefaultConfig(), &ts) }, func(e *Searcher, i int) {
		games[i] = playTuneGame(e, cfg, nodes, rand.New(rand.NewPCG(seed, uint64(i))))
	}, func(handed int) {
		if handed%100 == 0 {
			t.Logf("%d games", handed)
		}
	})
	return games
}

func playTuneGame(e *Searcher, cfg engine.Config, nodes uint64, rng *rand.Rand) tuneGame {
	g, err := engine.NewGame(cfg)
	if err != nil {
		panic(err)
	}
	for _, p := range randomOpening(cfg, rng) {
		if err := g.Play(p); err != nil {
			panic(err)
		}
	}
	for !g.Over() && g.MoveCount() < 150 {
		info, err := e.Search(context.Background(), PositionOf(g), Limits{Nodes: nodes})
		if err != nil || g.Play(info.Move) != nil {
			break
		}
	}
	res := 0.5
	switch g.Result().Winner {
	case engine.Black:
		res = 1
	case engine.White:
		res = 0
	}
	return tuneGame{moves: g.Moves(), result: res}
}

// randomOpening draws three to five stones near the centre that the rule
// accepts (the openings of both tuners' games).
func randomOpening(cfg engine.Config, rng *rand.Rand) []engine.Point {
	g, err := engine.NewGame(cfg)
	if err != nil {
		panic(err)
	}
	c := engine.Center(cfg.Size)
	for k := 3 + rng.IntN(3); g.MoveCount() < k; {
		p := engine.Point{X: c.X + rng.IntN(7) - 3, Y: c.Y + rng.IntN(7) - 3}
		g.Play(p) // refused points (occupied, forbidden) are drawn again
	}
	return g.Moves()
}

// tuneParam is one tunable weight: a pattern or class value of one side,
// a threat term, the fit-only colour term, or (with -tune.codes) the
// correction of one Pattern4 code of one side.
type tuneParam struct {
	kind, side, index int // kind 0 pattern, 1 class, 2 threat, 3 colour, 4 code, 5 mask
}

// tunable lists what the tuner fits. Patterns and classes that mean a
// five, an open four or a four-three are tactics the search resolves, and
// seldom seen in quiet positions: they keep their hand-set values, and so
// do the codes of such cells.
func tunable(tb *tables, codes, masks bool) []tuneParam {
	sides := 1
	if tb.restricted {
		sides = 2
	}
	var ps []tuneParam
	for side := 0; side < sides; side++ {
		for p := patB1; p <= patB4; p++ {
			ps = append(ps, tuneParam{0, side, int(p)})
		}
		for c := p4L; c <= p4D; c++ {
			ps = append(ps, tuneParam{1, side, int(c)})
		}
	}
	for i := 0; i < numThreats; i++ {
		ps = append(ps, tuneParam{2, 0, i})
	}
	// Fit only, not part of the evaluation: Black's advantage of moving
	// first, which would otherwise bend the other weights. (A constant for
	// one side to move changes no choice of the search.)
	ps = append(ps, tuneParam{3, 0, 0})
	if masks {
		// Quiet positions have no open four to make for either side.
		four := 1<<(p4B-maskFirst) | 1<<(int(p4B-maskFirst)+maskClassCount)
		for m := 0; m < threatMaskCount; m++ {
			if m&four == 0 {
				ps = append(ps, tuneParam{5, 0, m})
			}
		}
	}
	if codes {
		for side := 0; side < sides; side++ {
			for code := 0; code < pcodeCount; code++ {
				if cl := tb.p4[side][code]; cl != p4Forbid && cl <= p4D {
					ps = append(ps, tuneParam{4, side, code})
				}
			}
		}
	}
	return ps
}

func (p tuneParam) get(w *evalWeights) *int32 {
	switch p.kind {
	case 0:
		return &w.pat[p.side][p.index]
	case 1:
		return &w.class[p.side][p.index]
	case 2:
		return &w.threat[p.index]
	case 4:
		return &w.code[p.side][p.index]
	case 5:
		return &w.mask[p.index]
	}
	return new(int32) // the colour term: fitted, then dropped
}

// tuneSample is one quiet position: the evaluation is offset + Σ val·θ[idx].
type tuneSample struct {
	idx    []int32
	val    []float64
	offset float64
	result float64 // for the side to move
	// game and ply locate the position (after ply+1 moves of games[game]),
	// for labelling it with a search (-tune.label).
	game, ply int32
}

func (s *tuneSample) eval(theta []float64) float64 {
	v := s.offset
	for i, j := range s.idx {
		v += s.val[i] * theta[j]
	}
	return v
}

// features replays the games and describes every quiet position (from
// the eighth stone on, neither side with a five or an open four to make,
// in the phase of -tune.minstones and -tune.maxstones) in terms of the
// tunable weights, exactly as evaluate computes it.
func features(games []tuneGame, tb *tables, ps []tuneParam) []tuneSample {
	d := newDescriber(tb, ps)
	var out []tuneSample
	b := newBoard(tb, 15)
	for gi, g := range games {
		b.reset(tb, 15)
		for i, m := range g.moves {
			b.play(cellOf(m))
			if i < 7 || i == len(g.moves)-1 {
				continue
			}
			if !tuneQuiet(b) {
				continue
			}
			s := tuneSample{game: int32(gi), ply: int32(i)}
			if !inPhase(s) {
				continue
			}
			if b.stm == 0 {
				s.result = g.result
			} else {
				s.result = 1 - g.result
			}
			s.idx, s.val, s.offset = d.describe(b)
			out = append(out, s)
		}
	}
	return out
}

// tuneQuiet says whether the Texel fits use a position: neither side has
// a five or an open four to make, so the evaluation, not a threat, decides.
func tuneQuiet(b *board) bool {
	return b.cnt[0][p4A]+b.cnt[0][p4B]+b.cnt[1][p4A]+b.cnt[1][p4B] == 0
}

// winChance is a score's chance of winning through the fit's logistic
// (scale its K), a proven result (Info.Mate's sign) 1 or 0.
func winChance(score, mate int, scale float64) float64 {
	switch {
	case mate > 0:
		return 1
	case mate < 0:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(score)/scale))
}

// describer writes a position's evaluation as offset + Σ val·θ[idx] over
// the tunable weights ps.
type describer struct {
	tb      *tables
	index   map[tuneParam]int
	codes   bool
	acc     []float64
	touched []int32
}

func newDescriber(tb *tables, ps []tuneParam) *describer {
	d := &describer{tb: tb, index: map[tuneParam]int{}, acc: make([]float64, len(ps))}
	for i, p := range ps {
		d.index[p] = i
	}
	d.codes = ps[len(ps)-1].kind == 4
	return d
}

func (d *describer) add(j int, v float64) {
	if d.acc[j] == 0 {
		d.touched = append(d.touched, int32(j))
	}
	d.acc[j] += v
	if d.acc[j] == 0 {
		d.acc[j] = 1e-300 // stays listed; harmless
	}
}

// damped says whether fillP4 damped the evaluation of a code (its sum
// above 300), where it is no longer linear in the weights.
func (d *describer) damped(side int, code uint16) bool {
	w := &d.tb.w
	e := int(w.class[side][d.tb.p4[side][code]]) + int(w.code[side][code])
	for _, p := range d.tb.pcodePats[code] {
		e += int(w.pat[side][p])
	}
	return e > 300
}

// describe returns the terms of evaluate(true, 100) on b, whose last
// stone it takes back and plays again.
func (d *describer) describe(b *board) (idx []int32, val []float64, offset float64) {
	tb, index := d.tb, d.index
	me, op := b.stm, b.stm^1
	// evaluate: ((now + before the last stone)/2 + threats)/2
	addCells := func() {
		for y := 0; y < 15; y++ {
			for x := 0; x < 15; x++ {
				c := cellOf(engine.Point{X: x, Y: y})
				if b.piece[c] != cEmpty {
					continue
				}
				for side := 0; side < 2; side++ {
					sign := 0.25
					if side == op {
						sign = -0.25
					}
					ws := 0
					if tb.restricted {
						ws = side
					}
					code := b.pcode[side][c]
					cl := tb.p4[side][code]
					if cl == p4Forbid {
						continue
					}
					if d.damped(side, code) {
						// fillP4 damps big values: such a cell is a
						// constant here, exact, not a linear term.
						offset += sign * float64(tb.eval[side][code])
						continue
					}
					if j, ok := index[tuneParam{1, ws, int(cl)}]; ok {
						d.add(j, sign)
					} else {
						offset += sign * float64(tb.w.class[side][cl])
					}
					for _, p := range tb.pcodePats[code] {
						if j, ok := index[tuneParam{0, ws, int(p)}]; ok {
							d.add(j, sign)
						} else {
							offset += sign * float64(tb.w.pat[side][p])
						}
					}
					if j, ok := index[tuneParam{4, ws, int(code)}]; ok {
						d.add(j, sign)
					} else if d.codes {
						offset += sign * float64(tb.w.code[side][code])
					}
				}
			}
		}
	}
	addCells()
	cm, co := &b.cnt[me], &b.cnt[op]
	if cm[p4C]+cm[p4F]+cm[p4G] > 0 {
		d.add(index[tuneParam{2, 0, threatOwnStrong}], 0.5)
	} else if cm[p4H]+cm[p4D] > 0 {
		d.add(index[tuneParam{2, 0, threatOwnThree}], 0.5)
	}
	if co[p4B] > 0 {
		d.add(index[tuneParam{2, 0, threatOppFour}], -0.5)
	}
	if co[p4C]+co[p4F] > 0 {
		d.add(index[tuneParam{2, 0, threatOppStrong}], -0.5)
	}
	m := threatMask(cm, co)
	if j, ok := index[tuneParam{5, 0, m}]; ok {
		d.add(j, 0.5)
	} else {
		offset += 0.5 * float64(tb.w.mask[m])
	}
	if me == 0 {
		d.add(index[tuneParam{3, 0, 0}], 1)
	} else {
		d.add(index[tuneParam{3, 0, 0}], -1)
	}
	last := b.lastCell(1)
	b.undo()
	addCells() // same me and op: the position before the last stone
	b.play(last)
	for _, j := range d.touched {
		idx = append(idx, j)
		val = append(val, d.acc[j])
		d.acc[j] = 0
	}
	d.touched = d.touched[:0]
	return idx, val, offset
}

// tuneLoss is the mean squared error of the predicted score.
func tuneLoss(samples []tuneSample, theta []float64, k float64) float64 {
	sum := 0.0
	for i := range samples {
		d := samples[i].result - 1/(1+math.Exp(-samples[i].eval(theta)/k))
		sum += d * d
	}
	return sum / float64(len(samples))
}

// fitK is the scale K of the logistic that best fits the weights theta0.
func fitK(samples []tuneSample, theta0 []float64) float64 {
	k, best := 100.0, math.Inf(1)
	for kk := 20.0; kk <= 2000; kk *= 1.05 {
		if l := tuneLoss(samples, theta0, kk); l < best {
			k, best = kk, l
		}
	}
	return k
}

// fit finds the scale K for the starting weights, then the weights (Adam
// on the squared error). Code corrections are fitted only where the codes
// occur in at least minSeen positions, and are pulled towards zero
// (ridge) so that rare ones stay small.
func fit(t *testing.T, samples []tuneSample, ps []tuneParam, theta0 []float64, epochs int) ([]float64, float64) {
	k := fitK(samples, theta0)
	t.Logf("K %.1f, loss of the starting weights %.5f", k, tuneLoss(samples, theta0, k))
	const minSeen = 100
	seen := make([]int, len(ps))
	for i := range samples {
		for _, j := range samples[i].idx {
			seen[j]++
		}
	}
	free := make([]bool, len(ps))
	nfree := 0
	for j, p := range ps {
		free[j] = p.kind < 4 || seen[j] >= minSeen
		if free[j] {
			nfree++
		}
	}
	t.Logf("%d weights to fit", nfree)
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
		for i := range samples {
			s := &samples[i]
			p := 1 / (1 + math.Exp(-s.eval(theta)/k))
			g := -2 * (s.result - p) * p * (1 - p) / k
			for n, j := range s.idx {
				grad[j] += g * s.val[n]
			}
		}
		for j := range theta {
			if !free[j] {
				continue
			}
			gj := grad[j] / float64(len(samples))
			if ps[j].kind >= 4 {
				gj += 2 * *tuneRidge * theta[j]
			}
			m[j] = b1*m[j] + (1-b1)*gj
			v[j] = b2*v[j] + (1-b2)*gj*gj
			mh := m[j] / (1 - math.Pow(b1, float64(ep)))
			vh := v[j] / (1 - math.Pow(b2, float64(ep)))
			theta[j] -= lr * mh / (math.Sqrt(vh) + 1e-12)
			if ps[j].kind < 3 {
				theta[j] = max(theta[j], 0) // no shape is worth less than nothing
			}
		}
		if ep%500 == 0 {
			t.Logf("epoch %d: loss %.5f", ep, tuneLoss(samples, theta, k))
		}
	}
	return theta, k
}

func TestTune(t *testing.T) {
	if !*tune {
		t.Skip("a tool: run with -tune")
	}
	cfg, err := tuneConfig(*tuneRule)
	if err != nil {
		t.Fatal(err)
	}
	var ts TableSet
	tb := ts.getFor(cfg)
	ps := tunable(tb, *tuneCodes, *tuneMasks)
	var samples []tuneSample
	var games []tuneGame
	if *tuneTeacher != "" {
		labels, err := loadRankLabels(*tuneTeacher, cfg.Size)
		if err != nil || labels == nil {
			t.Fatalf("-tune.teacher %s: no labels: %v", *tuneTeacher, err)
		}
		samples = teacherSamples(tb, ps, labels, *tuneTeacherScale)
		t.Logf("%d teacher labels", len(labels))
	} else {
		games, err = loadTuneGames(*tuneSave, cfg.Size)
		if err != nil {
			t.Fatal(err)
		}
		if games == nil {
			games = selfPlay(t, cfg, *tuneGames, *tuneJobs, *tuneNodes, *tuneSeed)
			if err := saveTuneGames(*tuneSave, games); err != nil {
				t.Fatal(err)
			}
		}
		wins := [3]int{}
		for _, g := range games {
			wins[int(g.result*2)]++
		}
		t.Logf("%d games: Black %d, White %d, draws %d", len(games), wins[2], wins[0], wins[1])
		// Fit against the weights the games were played with.
		samples = features(games, tb, ps)
	}
	rand.New(rand.NewPCG(*tuneSeed, 7)).Shuffle(len(samples), func(i, j int) { samples[i], samples[j] = samples[j], samples[i] })
	cut := len(samples) * 9 / 10
	train, test := samples[:cut], samples[cut:]
	t.Logf("%d quiet positions (%d for training, %d held out)", len(samples), len(train), len(test))
	theta0 := make([]float64, len(ps))
	w := tb.w
	for i, p := range ps {
		theta0[i] = float64(*p.get(&w))
	}
	if *tuneLabel > 0 && games != nil {
		k := fitK(samples, theta0)
		labelBySearch(t, cfg, games, samples, k, *tuneLabel, *tuneLabelNodes, *tuneJobs)
	}
	theta, k := fit(t, train, ps, theta0, *tuneEpochs)
	for i, p := range ps {
		if p.kind == 3 { // not last with -tune.codes: the codes follow it
			t.Logf("colour term (Black to move): %.0f", theta[i])
		}
	}
	t.Logf("held-out loss: starting weights %.5f, tuned %.5f (K %.1f)", tuneLoss(test, theta0, k), tuneLoss(test, theta, k), k)
	src := tunedCase(tb, ps, theta, *tuneRule)
	fmt.Println(src)
	if *tuneOut != "" {
		if err := os.WriteFile(*tuneOut, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// tunedCase puts fitted weights into the table's own and writes them as
// one case of evalweights_tuned.go.
func tunedCase(tb *tables, ps []tuneParam, theta []float64, rule string) string {
	w := tb.w
	for i, p := range ps {
		*p.get(&w) = int32(math.Round(theta[i]))
	}
	for _, v := range w.mask {
		w.masked = w.masked || v != 0
	}
	if !tb.restricted {
		w.pat[1], w.class[1], w.code[1] = w.pat[0], w.class[0], w.code[0]
	}
	return weightsCase(tb.variant, rule, w)
}

// The games file has one game a line: the result for Black (1, 0 or 0.5),
// a space and the moves (h8i9…).
func saveTuneGames(path string, games []tuneGame) error {
	if path == "" {
		return nil
	}
	var sb strings.Builder
	for _, g := range games {
		fmt.Fprintf(&sb, "%g %s\n", g.result, engine.FormatMoves(g.moves))
	}
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		return fmt.Errorf("tune: %w", err)
	}
	return nil
}

// loadTuneGames reads a games file, or returns nil when there is none.
func loadTuneGames(path string, size int) ([]tuneGame, error) {
	if path == "" {
		return nil, nil
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("tune: %w", err)
	}
	var games []tuneGame
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		res, moves, ok := strings.Cut(line, " ")
		r, err := strconv.ParseFloat(res, 64)
		if !ok || err != nil {
			return nil, fmt.Errorf("tune: %s:%d: bad line", path, i+1)
		}
		pts, err := engine.ParseMoves(moves, size)
		if err != nil {
			return nil, fmt.Errorf("tune: %s:%d: %w", path, i+1, err)
		}
		games = append(games, tuneGame{moves: pts, result: r})
	}
	return games, nil
}

// weightsCase formats w as one case of tunedWeights.
func weightsCase(variant int, name string, w evalWeights) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "\tcase %d: // %s\n\t\treturn withMasks(withCodes(evalWeights{\n", variant, name)
	fmt.Fprintf(&sb, "\t\t\tpat: [2][patCount]int32{%s, %s},\n", ints(w.pat[0][:]), ints(w.pat[1][:]))
	fmt.Fprintf(&sb, "\t\t\tclass: [2][p4Count]int32{%s, %s},\n", ints(w.class[0][:]), ints(w.class[1][:]))
	fmt.Fprintf(&sb, "\t\t\tthreat: [numThreats]int32%s,\n\t\t}, []codeDelta{", ints(w.threat[:]))
	n := 0
	for side := 0; side < 2; side++ {
		for code, v := range w.code[side] {
			if v == 0 || (side == 1 && w.code[1] == w.code[0]) {
				continue
			}
			s := side
			if w.code[1] == w.code[0] {
				s = 2
			}
			if n%6 == 0 {
				sb.WriteString("\n\t\t\t")
			} else {
				sb.WriteString(" ")
			}
			fmt.Fprintf(&sb, "{%d, %d, %d},", s, code, v)
			n++
		}
	}
	sb.WriteString("\n\t\t}), []maskDelta{")
	n = 0
	for m, v := range w.mask {
		if v == 0 {
			continue
		}
		if n%8 == 0 {
			sb.WriteString("\n\t\t\t")
		} else {
			sb.WriteString(" ")
		}
		fmt.Fprintf(&sb, "{%d, %d},", m, v)
		n++
	}
	sb.WriteString("\n\t\t}), true\n")
	return sb.String()
}

func ints(v []int32) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return "{" + strings.Join(s, ", ") + "}"
}

// TestInPhase: -tune.minstones and -tune.maxstones keep exactly the
// positions of their phase (a sample after ply+1 moves has ply+1 stones),
// and with neither set every position is kept.
func TestInPhase(t *testing.T) {
	defer func(lo, hi int) { *tuneMinStones, *tuneMaxStones = lo, hi }(*tuneMinStones, *tuneMaxStones)
	for _, tc := range []struct {
		lo, hi, stones int
		want           bool
	}{
		{0, 0, 8, true}, {0, 0, 120, true},
		{0, 18, 17, true}, {0, 18, 18, false},
		{18, 0, 17, false}, {18, 0, 18, true}, {18, 0, 90, true},
		{10, 14, 9, false}, {10, 14, 10, true}, {10, 14, 13, true}, {10, 14, 14, false},
	} {
		*tuneMinStones, *tuneMaxStones = tc.lo, tc.hi
		if got := inPhase(tuneSample{ply: int32(tc.stones - 1)}); got != tc.want {
			t.Errorf("minstones %d, maxstones %d: position of %d stones kept %v, want %v", tc.lo, tc.hi, tc.stones, got, tc.want)
		}
	}
}
