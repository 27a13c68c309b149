package sound

import (
	"bytes"
	"math"
	"testing"
)

func TestScale(t *testing.T) {
	pcm, _ := NewBank(DefaultSampleRate).Cue(Win)
	if got := Scale(pcm, 1); !bytes.Equal(got, pcm) {
		t.Error("Scale(1) changed the sound")
	}
	for _, v := range []float64{0, -0.5, math.NaN()} {
		got := Scale(pcm, v)
		if len(got) != len(pcm) || peakOf(samplesOf(t, got)) != 0 {
			t.Errorf("Scale(%v) should be silence of the same length", v)
		}
	}
	if got := Scale(pcm, 7); !bytes.Equal(got, pcm) {
		t.Error("Scale above 1 should clamp to the original")
	}
	full := peakOf(samplesOf(t, pcm))
	prev := full
	for _, v := range []float64{0.9, 0.7, 0.5, 0.3, 0.1} {
		p := peakOf(samplesOf(t, Scale(pcm, v)))
		if p >= prev {
			t.Errorf("volume %.1f peaks at %.4f, not quieter than the step above (%.4f)", v, p, prev)
		}
		prev = p
	}
	// Half the slider is clearly quieter but still plainly audible.
	half := 20 * math.Log10(peakOf(samplesOf(t, Scale(pcm, 0.5)))/full)
	if half > -9 || half < -15 {
		t.Errorf("volume 0.5 is %.1f dB, want about -12 dB", half)
	}
}

func TestScaleDoesNotAlias(t *testing.T) {
	pcm := []byte{0x00, 0x40, 0x00, 0xc0}
	out := Scale(pcm, 1)
	out[0] = 1
	if pcm[0] != 0 {
		t.Error("Scale(1) returned the input slice itself")
	}
	if got := Scale([]byte{1, 2, 3}, 1); len(got) != 2 {
		t.Errorf("odd byte should be dropped, got %d bytes", len(got))
	}
	if got := Scale(nil, 0.5); len(got) != 0 {
		t.Error("Scale(nil) should be empty")
	}
}

func TestScaleClampsAndRounds(t *testing.T) {
	// -32768 scaled by 1/4 (volume 0.5) is exactly -8192.
	got := Scale([]byte{0x00, 0x80}, 0.5)
	if got[0] != 0x00 || got[1] != 0xe0 {
		t.Errorf("Scale(-32768, 0.5) = % x, want 00 e0", got)
	}
}

func FuzzScale(f *testing.F) {
	f.Add([]byte{0x00, 0x80, 0xff, 0x7f}, 0.5)
	f.Add([]byte{1}, 1.0)
	f.Fuzz(func(t *testing.T, pcm []byte, v float64) {
		out := Scale(pcm, v)
		if len(out) != len(pcm)&^1 {
			t.Fatalf("len %d -> %d", len(pcm), len(out))
		}
		in, o := samplesOf(t, pcm[:len(out)]), samplesOf(t, out)
		for i := range o {
			if math.Abs(o[i]) > math.Abs(in[i])+1.0/32768 {
				t.Fatalf("sample %d got louder: %v -> %v", i, in[i], o[i])
			}
		}
	})
}
