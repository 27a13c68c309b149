package sound

import "math"

// The building blocks below work on float64 samples in [-1, 1]. Tones use
// a two-term recurrence instead of math.Sin per sample, which keeps
// building the whole bank well under a millisecond per cue.

// newBuf returns silence lasting the given number of seconds.
func newBuf(sampleRate int, seconds float64) []float64 {
	return make([]float64, int(math.Round(seconds*float64(sampleRate))))
}

// partial describes one sine component of a note relative to its
// fundamental: frequency ratio, relative amplitude, and how much faster
// than the fundamental it decays (higher partials die first on real
// instruments, which is what makes a tone sound struck rather than
// electronic).
type partial struct {
	ratio, amp, decay float64
}

// addTone adds a sine that starts at phase zero (so it enters without a
// step), rises over attack seconds and then decays exponentially with time
// constant tau (tau <= 0 holds the level). Frequencies too close to Nyquist
// are skipped rather than aliased.
func addTone(buf []float64, sampleRate int, start, freq, amp, tau, attack float64) {
	sr := float64(sampleRate)
	if freq <= 0 || freq >= 0.45*sr || amp == 0 {
		return
	}
	first := int(math.Round(start * sr))
	if first < 0 || first >= len(buf) {
		return
	}
	// The damped sine amp*r^n*sin(n*w) obeys
	// y[n+1] = 2r*cos(w)*y[n] - r^2*y[n-1], so each sample costs two
	// multiplies and no transcendental call.
	w := 2 * math.Pi * freq / sr
	r, last := 1.0, len(buf)
	if tau > 0 {
		r = math.Exp(-1 / (tau * sr))
		// Stop at -80 dB: far below anything audible after the mix.
		last = min(last, first+int(tau*sr*math.Log(1e4))+1)
	}
	a1, a2 := 2*r*math.Cos(w), r*r
	prev, cur := amp*math.Sin(-w)/r, 0.0
	out := buf[first:last]
	attackN := min(int(attack*sr), len(out))
	for n := 0; n < attackN; n++ {
		out[n] += cur * (0.5 - 0.5*math.Cos(math.Pi*float64(n)/float64(attackN)))
		prev, cur = cur, a1*cur-a2*prev
	}
	// Past the attack, even and odd samples each follow their own
	// recurrence with step 2w; running the two chains side by side lets the
	// CPU overlap them, which halves the time of the bank's hottest loop.
	b1, b2 := 2*r*r*math.Cos(2*w), a2*a2
	e0, e1 := (a1*prev-cur)/a2, cur // y[n-2], y[n]
	o0, o1 := prev, a1*cur-a2*prev  // y[n-1], y[n+1]
	n := attackN
	for ; n+1 < len(out); n += 2 {
		out[n] += e1
		out[n+1] += o1
		e0, e1 = e1, b1*e1-b2*e0
		o0, o1 = o1, b1*o1-b2*o0
	}
	if n < len(out) {
		out[n] += e1
	}
}

// addNote adds a note made of partials over the fundamental f0.
func addNote(buf []float64, sampleRate int, start, f0, amp, tau, attack float64, parts []partial) {
	for _, p := range parts {
		t := tau
		if p.decay > 0 {
			t = tau / p.decay
		}
		addTone(buf, sampleRate, start, f0*p.ratio, amp*p.amp, t, attack)
	}
}

// noise is a small xorshift64* generator: every recipe seeds its own, so
// cues are reproducible and nothing global is touched.
type noise struct{ s uint64 }

func newNoise(seed uint64) *noise {
	if seed == 0 {
		seed = 0x9E3779B97F4A7C15
	}
	return &noise{s: seed}
}

// next returns a uniform sample in [-1, 1).
func (r *noise) next() float64 {
	r.s ^= r.s >> 12
	r.s ^= r.s << 25
	r.s ^= r.s >> 27
	v := r.s * 0x2545F4914F6CDD1D
	return float64(v>>11)/float64(1<<52) - 1
}

// biquad is an RBJ band-pass filter with 0 dB peak gain: it shapes white
// noise into the narrow "knock" band of a hard object hitting wood.
type biquad struct {
	b0, b1, b2, a1, a2 float64
	x1, x2, y1, y2     float64
}

func bandPass(sampleRate int, centre, q float64) *biquad {
	w := 2 * math.Pi * centre / float64(sampleRate)
	alpha := math.Sin(w) / (2 * q)
	a0 := 1 + alpha
	return &biquad{
		b0: alpha / a0,
		b2: -alpha / a0,
		a1: -2 * math.Cos(w) / a0,
		a2: (1 - alpha) / a0,
	}
}

func (f *biquad) step(x float64) float64 {
	y := f.b0*x + f.b1*f.x1 + f.b2*f.x2 - f.a1*f.y1 - f.a2*f.y2
	f.x2, f.x1 = f.x1, x
	f.y2, f.y1 = f.y1, y
	return y
}

// addBurst adds filtered noise that decays with time constant tau from
// start; it is the contact transient of a tap or click.
func addBurst(buf []float64, sampleRate int, start, amp, tau float64, f *biquad, r *noise) {
	sr := float64(sampleRate)
	first := int(math.Round(start * sr))
	if first < 0 || first >= len(buf) || tau <= 0 {
		return
	}
	decay := math.Exp(-1 / (tau * sr))
	env := amp
	// Run well past the audible end so the filter's own ring-down is kept.
	for i := first; i < len(buf) && env > 1e-5*amp; i++ {
		buf[i] += env * f.step(r.next())
		env *= decay
	}
}

// finish fades both ends to exact zero with raised-cosine ramps and scales
// the cue so its loudest sample sits at peak (a fraction of full scale).
func finish(buf []float64, sampleRate int, fadeIn, fadeOut, peak float64) []float64 {
	sr := float64(sampleRate)
	fade := func(n int, at func(i int) int) {
		if n < 1 {
			n = 1
		}
		if n > len(buf) {
			n = len(buf)
		}
		for i := 0; i < n; i++ {
			buf[at(i)] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(n))
		}
	}
	fade(int(fadeIn*sr), func(i int) int { return i })
	fade(int(fadeOut*sr), func(i int) int { return len(buf) - 1 - i })
	m := 0.0
	for _, v := range buf {
		if v > m {
			m = v
		} else if -v > m {
			m = -v
		}
	}
	if m > 0 {
		g := peak / m
		for i := range buf {
			buf[i] *= g
		}
	}
	return buf
}
