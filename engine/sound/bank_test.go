package sound

import (
	"bytes"
	"testing"
	"time"
)

var testRates = []int{DefaultSampleRate, 44100}

func TestEveryCueExistsWithItsLength(t *testing.T) {
	want := map[Cue][2]time.Duration{
		Place:          {80 * time.Millisecond, 120 * time.Millisecond},
		Invalid:        {120 * time.Millisecond, 180 * time.Millisecond},
		Win:            {600 * time.Millisecond, 800 * time.Millisecond},
		Lose:           {400 * time.Millisecond, 600 * time.Millisecond},
		Draw:           {300 * time.Millisecond, 600 * time.Millisecond},
		Menu:           {20 * time.Millisecond, 40 * time.Millisecond},
		MenuSelect:     {25 * time.Millisecond, 60 * time.Millisecond},
		Hint:           {300 * time.Millisecond, 800 * time.Millisecond},
		TimeoutWarning: {80 * time.Millisecond, 200 * time.Millisecond},
	}
	for _, rate := range testRates {
		b := NewBank(rate)
		if got := b.Cues(); len(got) != len(want) {
			t.Errorf("rate %d: Names() = %v, want the %d cues %v", rate, got, len(want), want)
		}
		for name, r := range want {
			pcm, ok := b.Cue(name)
			if !ok {
				t.Errorf("rate %d: cue %q missing", rate, name)
				continue
			}
			d := time.Duration(len(pcm)/BytesPerSample) * time.Second / time.Duration(rate)
			if d < r[0] || d > r[1] {
				t.Errorf("rate %d: %q lasts %v, want %v..%v", rate, name, d, r[0], r[1])
			}
			if b.Duration(name) != d {
				t.Errorf("rate %d: Duration(%q) = %v, PCM says %v", rate, name, b.Duration(name), d)
			}
		}
	}
}

func TestCuesAreCleanAndNeverTooLoud(t *testing.T) {
	for _, rate := range testRates {
		b := NewBank(rate)
		for _, name := range b.Cues() {
			pcm, _ := b.Cue(name)
			s := samplesOf(t, pcm)
			if p := peakOf(s); p > MaxPeak || p < 0.2 {
				t.Errorf("rate %d: %q peaks at %.3f of full scale, want 0.2..%.1f", rate, name, p, MaxPeak)
			}
			// The first and last millisecond must be near silence so a
			// cue never starts or stops with a click.
			ms := rate / 1000
			for _, edge := range [][]float64{s[:ms], s[len(s)-ms:]} {
				if p := peakOf(edge[:1]); p > 0.001 {
					t.Errorf("rate %d: %q edge sample is %.4f, want 0", rate, name, p)
				}
			}
			if p := peakOf(s[len(s)-ms:]); p > 0.02 {
				t.Errorf("rate %d: %q ends at %.4f in its last ms, want a fade to ~0", rate, name, p)
			}
		}
	}
}

func TestCuesSoundDifferent(t *testing.T) {
	b := NewBank(DefaultSampleRate)
	names := b.Cues()
	type feat struct{ zcr, centroid float64 }
	f := map[Cue]feat{}
	for _, n := range names {
		pcm, _ := b.Cue(n)
		s := samplesOf(t, pcm)
		f[n] = feat{zcr(s, DefaultSampleRate), centroid(s, DefaultSampleRate)}
		t.Logf("%-16s %4v zcr %6.0f/s centroid %5.0f Hz", n, b.Duration(n), f[n].zcr, f[n].centroid)
	}
	for i, a := range names {
		for _, c := range names[i+1:] {
			pa, _ := b.Cue(a)
			pc, _ := b.Cue(c)
			if bytes.Equal(pa, pc) {
				t.Errorf("%q and %q are the same sound", a, c)
			}
			fa, fc := f[a], f[c]
			if near(fa.zcr, fc.zcr, 0.03) && near(fa.centroid, fc.centroid, 0.03) {
				t.Errorf("%q and %q have the same pitch and brightness (%v, %v)", a, c, fa, fc)
			}
		}
	}
	if b.Duration(Win) <= b.Duration(Place) {
		t.Errorf("win (%v) should last longer than place (%v)", b.Duration(Win), b.Duration(Place))
	}
	if f[MenuSelect].centroid <= f[Menu].centroid {
		t.Errorf("menu-select (centroid %.0f Hz) should be brighter than menu (%.0f Hz)", f[MenuSelect].centroid, f[Menu].centroid)
	}
	if f[Invalid].centroid >= f[Place].centroid {
		t.Errorf("invalid (centroid %.0f Hz) should be duller than place (%.0f Hz)", f[Invalid].centroid, f[Place].centroid)
	}
}

// Melodic cues move the way their names promise: win rises, lose falls,
// draw stays level.
func TestMelodicContours(t *testing.T) {
	const rate = DefaultSampleRate
	b := NewBank(rate)
	pitch := func(name Cue, from, to float64) float64 {
		pcm, _ := b.Cue(name)
		return zcr(window(samplesOf(t, pcm), rate, from, to), rate) / 2
	}
	for _, c := range []struct {
		name               Cue
		early, late        [2]float64
		minRatio, maxRatio float64
	}{
		{Win, [2]float64{0.01, 0.08}, [2]float64{0.30, 0.45}, 1.5, 2.5},
		{Lose, [2]float64{0.02, 0.18}, [2]float64{0.22, 0.40}, 0.7, 0.9},
		{Draw, [2]float64{0.02, 0.18}, [2]float64{0.22, 0.40}, 0.95, 1.05},
	} {
		e, l := pitch(c.name, c.early[0], c.early[1]), pitch(c.name, c.late[0], c.late[1])
		if r := l / e; r < c.minRatio || r > c.maxRatio {
			t.Errorf("%q: pitch goes %.0f Hz -> %.0f Hz (ratio %.2f), want ratio %.2f..%.2f",
				c.name, e, l, r, c.minRatio, c.maxRatio)
		}
	}
}

func TestBankIsDeterministic(t *testing.T) {
	a, b := NewBank(DefaultSampleRate), NewBank(DefaultSampleRate)
	for _, n := range a.Cues() {
		pa, _ := a.Cue(n)
		pb, _ := b.Cue(n)
		if !bytes.Equal(pa, pb) {
			t.Errorf("%q differs between two banks", n)
		}
	}
}

func TestCueReturnsACopy(t *testing.T) {
	b := NewBank(DefaultSampleRate)
	pcm, _ := b.Cue(Place)
	for i := range pcm {
		pcm[i] = 0x7f
	}
	again, _ := b.Cue(Place)
	if bytes.Equal(pcm, again) {
		t.Error("changing a returned cue changed the bank")
	}
}

func TestUnknownCueAndNilBank(t *testing.T) {
	b := NewBank(DefaultSampleRate)
	if pcm, ok := b.Cue(Cue(200)); ok || pcm != nil {
		t.Errorf("Cue(unknown) = %d bytes, %v; want nil, false", len(pcm), ok)
	}
	if b.Duration(Cue(200)) != 0 {
		t.Error("Duration(unknown) should be 0")
	}
	var nb *Bank
	if _, ok := nb.Cue(Place); ok || nb.Cues() != nil || nb.SampleRate() != 0 || nb.Duration(Place) != 0 {
		t.Error("a nil bank should hold nothing")
	}
}

func TestSampleRateIsClamped(t *testing.T) {
	for _, c := range []struct{ in, want int }{{-1, 8000}, {0, 8000}, {22050, 22050}, {1 << 30, 192000}} {
		if got := NewBank(c.in).SampleRate(); got != c.want {
			t.Errorf("NewBank(%d).SampleRate() = %d, want %d", c.in, got, c.want)
		}
	}
}

func near(a, b, rel float64) bool {
	d := a - b
	if d < 0 {
		d = -d
	}
	return d <= rel*max(a, b)
}

func BenchmarkNewBank(b *testing.B) {
	for b.Loop() {
		NewBank(DefaultSampleRate)
	}
}
