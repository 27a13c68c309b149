package ai

import (
	"math"
	"math/rand/v2"
	"testing"

	"gomoku/engine"
)

// The tuners fit weights to positions described as offset + Σ val·θ; the
// fit is only worth something if that sum is what the search's evaluate
// returns. Random positions of 8 to 60 stones near the centre, freestyle
// and renju, with the tuned weights and with the threat terms in play.
func TestDescribeMatchesEvaluate(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, rule := range []engine.Rule{engine.Freestyle, engine.Renju} {
		tb := testTables.get(rule)
		ps := tunable(tb, false, false)
		d := newDescriber(tb, ps)
		theta := make([]float64, len(ps))
		w := tb.w
		for i, p := range ps {
			theta[i] = float64(*p.get(&w))
			if p.kind == 3 {
				theta[i] = 0 // the colour term is the fit's, not evaluate's
			}
		}
		checked := 0
		for game := 0; game < 300; game++ {
			b := newBoard(tb, 15)
			n := 8 + rng.IntN(53)
			for b.n < n {
				c := cellOf(engine.Point{X: 3 + rng.IntN(9), Y: 3 + rng.IntN(9)})
				if b.piece[c] == cEmpty {
					b.play(c)
				}
			}
			idx, val, off := d.describe(b)
			s := tuneSample{idx: idx, val: val, offset: off}
			want := b.evaluate(true, 100)
			if want >= 8000 || want <= -8000 {
				continue // clamped
			}
			if got := s.eval(theta); math.Abs(got-float64(want)) > 2 {
				t.Fatalf("%v, %d stones: described %.2f, evaluate %d", rule, b.n, got, want)
			}
			checked++
		}
		if checked < 250 {
			t.Fatalf("%v: only %d positions checked", rule, checked)
		}
	}
}
