package train

import (
	"math"
	"math/rand/v2"

	"gomoku/engine/ai/nnue"
)

const (
	dim    = nnue.Dim
	hidden = nnue.Hidden
	inputs = nnue.Inputs
)

// model is the network in float32, the shape nnue.Net quantises: rows of
// the codes summed per side, clipped to 0..1, a hidden layer clipped to
// 0..1, one output logit.
type model struct {
	embed []float32 // codes × dim
	w1    [hidden][inputs]float32
	b1    [hidden]float32
	w2    [hidden]float32
	b2    [1]float32
}

// params lists every weight slice, for the optimiser.
func (m *model) params() [][]float32 {
	p := [][]float32{m.embed, m.b1[:], m.w2[:], m.b2[:]}
	for h := range m.w1 {
		p = append(p, m.w1[h][:])
	}
	return p
}

// newModel starts from small random weights. The rows start slightly
// positive so the clipped units begin inside 0..1 and learn.
func newModel(codes int, seed uint64) *model {
	rng := rand.New(rand.NewPCG(seed, 3))
	m := &model{embed: make([]float32, codes*dim)}
	for i := range m.embed {
		m.embed[i] = float32(rng.NormFloat64()*0.01 + 0.002)
	}
	for h := range hidden {
		for i := range inputs {
			m.w1[h][i] = float32(rng.NormFloat64() * 0.3)
		}
		m.b1[h] = 0.2
		// Small output weights: the correction starts near zero.
		m.w2[h] = float32(rng.NormFloat64() * 0.03)
	}
	return m
}

// pass is one forward pass, kept for the backward one.
type pass struct {
	acc [inputs]float32 // own then opp, before clipping
	in  [inputs]float32
	pre [hidden]float32
	h   [hidden]float32
	z   float32
}

func clip01(x float32) float32 { return min(max(x, 0), 1) }

// forward computes the output logit. The rows are rounded to the
// engine's fixed point as they are read: a row shared by a hundred empty
// cells multiplies its rounding error a hundredfold, so training sees it
// (the gradient passes the rounding unchanged).
func (m *model) forward(s *sample, p *pass) float32 {
	p.acc = [inputs]float32{}
	for k, f := range s.feat {
		off := 0
		if k >= s.nOwn {
			off = dim
		}
		row := m.embed[int(f.code)*dim : int(f.code)*dim+dim]
		c := float32(f.count)
		for i := range dim {
			p.acc[off+i] += c * roundEmbed(row[i])
		}
	}
	for i := range inputs {
		p.in[i] = clip01(p.acc[i])
	}
	z := m.b2[0]
	for h := range hidden {
		v := m.b1[h]
		for i := range inputs {
			v += m.w1[h][i] * p.in[i]
		}
		p.pre[h] = v
		p.h[h] = clip01(v)
		z += m.w2[h] * p.h[h]
	}
	p.z = z
	return z
}

// backward adds the gradient of the loss, whose derivative by the output
// logit is dz, to g.
func (m *model) backward(s *sample, p *pass, dz float32, g *model) {
	g.b2[0] += dz
	var din [inputs]float32
	for h := range hidden {
		g.w2[h] += dz * p.h[h]
		if p.pre[h] <= 0 || p.pre[h] >= 1 {
			continue
		}
		dh := dz * m.w2[h]
		g.b1[h] += dh
		for i := range inputs {
			g.w1[h][i] += dh * p.in[i]
			din[i] += dh * m.w1[h][i]
		}
	}
	for i := range inputs {
		if p.acc[i] <= 0 || p.acc[i] >= 1 {
			din[i] = 0
		}
	}
	for k, f := range s.feat {
		off := 0
		if k >= s.nOwn {
			off = dim
		}
		row := g.embed[int(f.code)*dim : int(f.code)*dim+dim]
		c := float32(f.count)
		for i := range dim {
			row[i] += c * din[off+i]
		}
	}
}

// adam is the Adam optimiser's state for one model.
type adam struct {
	m, v [][]float32
	t    int
}

func newAdam(m *model) *adam {
	a := &adam{}
	for _, p := range m.params() {
		a.m = append(a.m, make([]float32, len(p)))
		a.v = append(a.v, make([]float32, len(p)))
	}
	return a
}

// step moves the model's weights against the gradient g (a sum over n
// samples) and clears g.
func (a *adam) step(m, g *model, n int, lr float64) {
	const b1, b2, eps = 0.9, 0.999, 1e-8
	a.t++
	c1 := 1 - math.Pow(b1, float64(a.t))
	c2 := 1 - math.Pow(b2, float64(a.t))
	ps, gs := m.params(), g.params()
	for k := range ps {
		p, gr, mm, vv := ps[k], gs[k], a.m[k], a.v[k]
		for i := range p {
			gi := gr[i] / float32(n)
			mm[i] = b1*mm[i] + (1-b1)*gi
			vv[i] = b2*vv[i] + (1-b2)*gi*gi
			p[i] -= float32(lr * float64(mm[i]) / c1 / (math.Sqrt(float64(vv[i])/c2) + eps))
			gr[i] = 0
		}
	}
}

// quantise turns the model into the engine's fixed-point network whose
// output is in the engine's units: scale of them per logit.
func (m *model) quantise(codes int, scale float64) *nnue.Net {
	n := &nnue.Net{Codes: codes, Scale: int32(math.Round(scale)), Embed: make([]int16, len(m.embed))}
	q := func(x float32, one float64, lim float64) float64 {
		return min(max(math.Round(float64(x)*one), -lim), lim)
	}
	for i, x := range m.embed {
		n.Embed[i] = int16(q(x, nnue.EmbedOne, nnue.EmbedMax))
	}
	for h := range hidden {
		for i := range inputs {
			n.W1[h][i] = int16(q(m.w1[h][i], nnue.WeightOne, 32767))
		}
		n.B1[h] = int32(q(m.b1[h], nnue.ActOne*nnue.WeightOne, 1<<30))
		n.W2[h] = int16(q(m.w2[h], nnue.OutOne, 32767))
	}
	n.B2 = int32(q(m.b2[0], nnue.ActOne*nnue.OutOne, 1<<30))
	return n
}

// clampRows keeps the rows within what an accumulator lane can sum.
func (m *model) clampRows() {
	const lim = float32(nnue.EmbedMax) / nnue.EmbedOne
	for i, x := range m.embed {
		m.embed[i] = min(max(x, -lim), lim)
	}
}

// roundEmbed is x as the engine stores a row weight.
func roundEmbed(x float32) float32 {
	return float32(math.Round(float64(x)*nnue.EmbedOne)) / nnue.EmbedOne
}
