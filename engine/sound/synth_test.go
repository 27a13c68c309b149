package sound

import (
	"math"
	"testing"
)

// The fast recurrence in addTone must produce the damped sine it stands
// for, including across the attack and the two-chain loop, or every
// melodic cue would drift out of tune.
func TestAddToneMatchesDampedSine(t *testing.T) {
	const sr = 48000
	for _, c := range []struct{ freq, tau, attack float64 }{
		{440, 0.2, 0.004}, {1000, 0, 0.005}, {185, 0.024, 0.0005}, {3900, 0.005, 0},
	} {
		buf := newBuf(sr, 0.3)
		addTone(buf, sr, 0.01, c.freq, 0.5, c.tau, c.attack)
		w := 2 * math.Pi * c.freq / sr
		attackN := int(c.attack * sr)
		for i, got := range buf {
			n := i - 480
			want := 0.0
			if n >= 0 {
				env := 0.5
				if c.tau > 0 {
					env *= math.Exp(-float64(n) / (c.tau * sr))
				}
				if n < attackN {
					env *= 0.5 - 0.5*math.Cos(math.Pi*float64(n)/float64(attackN))
				}
				want = env * math.Sin(w*float64(n))
			}
			if math.Abs(got-want) > 1e-4 {
				t.Fatalf("%v Hz tau %v: sample %d = %.6f, want %.6f", c.freq, c.tau, i, got, want)
			}
		}
	}
}

func TestToneAboveNyquistIsSkipped(t *testing.T) {
	buf := newBuf(8000, 0.01)
	addTone(buf, 8000, 0, 3900, 1, 0.1, 0)
	if peakOf(buf) != 0 {
		t.Error("a tone near Nyquist should be left out, not aliased")
	}
}
