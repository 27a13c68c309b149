package ai

import (
	"fmt"
	"math"
	"strings"

	"gomoku/engine"
)

// tuneParam is one tunable weight: a pattern or class value of one side,
// a threat term, the fit-only colour term, or (with Codes) the
// correction of one Pattern4 code of one side.
type tuneParam struct {
	kind, side, index int // kind 0 pattern, 1 class, 2 threat, 3 colour, 4 code
}

// tunable lists what the tuner fits. Patterns and classes that mean a
// five, an open four or a four-three are tactics the search resolves, and
// seldom seen in quiet positions: they keep their hand-set values, and so
// do the codes of such cells.
func tunable(tb *tables, codes bool) []tuneParam {
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
	}
	return new(int32) // the colour term: fitted, then dropped
}

// tuneSample is one quiet position: the evaluation is offset + Σ val·θ[idx].
type tuneSample struct {
	idx    []int32
	val    []float64
	offset float64
	result float64 // for the side to move
	// game and ply locate the position (after ply+1 moves of games[game]).
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
// in the phase of o's MinStones and MaxStones) in terms of the tunable
// weights, exactly as evaluate computes it.
func features(games []tuneGame, tb *tables, ps []tuneParam, o *TuneOptions) []tuneSample {
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
			if !o.inPhase(s) {
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
func fit(samples []tuneSample, ps []tuneParam, theta0 []float64, o *TuneOptions) ([]float64, float64) {
	k := fitK(samples, theta0)
	o.logf("K %.1f, loss of the starting weights %.5f", k, tuneLoss(samples, theta0, k))
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
	o.logf("%d weights to fit", nfree)
	theta := append([]float64(nil), theta0...)
	m := make([]float64, len(theta))
	v := make([]float64, len(theta))
	grad := make([]float64, len(theta))
	const (
		lr     = 1.0
		b1, b2 = 0.9, 0.999
	)
	for ep := 1; ep <= o.Epochs; ep++ {
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
				gj += 2 * o.Ridge * theta[j]
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
			o.logf("epoch %d of %d: loss %.5f", ep, o.Epochs, tuneLoss(samples, theta, k))
		}
	}
	return theta, k
}

// tunedCase puts fitted weights into the table's own and writes them as
// one case of evalweights_tuned.go.
func tunedCase(tb *tables, ps []tuneParam, theta []float64, rule string) string {
	w := tb.w
	for i, p := range ps {
		*p.get(&w) = int32(math.Round(theta[i]))
	}
	if !tb.restricted {
		w.pat[1], w.class[1], w.code[1] = w.pat[0], w.class[0], w.code[0]
	}
	return weightsCase(tb.variant, rule, w)
}

// weightsCase formats w as one case of tunedWeights.
func weightsCase(variant int, name string, w evalWeights) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "\tcase %d: // %s\n\t\treturn withCodes(evalWeights{\n", variant, name)
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
