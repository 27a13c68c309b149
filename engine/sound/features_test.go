package sound

import (
	"encoding/binary"
	"math"
	"testing"
)

// Helpers that measure what a listener would notice: length, loudness,
// pitch (zero-crossing rate) and brightness (spectral centroid).

func samplesOf(t testing.TB, pcm []byte) []float64 {
	t.Helper()
	if len(pcm)%BytesPerSample != 0 {
		t.Fatalf("PCM length %d is not a whole number of samples", len(pcm))
	}
	out := make([]float64, len(pcm)/BytesPerSample)
	for i := range out {
		out[i] = float64(int16(binary.LittleEndian.Uint16(pcm[i*2:]))) / 32768
	}
	return out
}

func peakOf(s []float64) float64 {
	m := 0.0
	for _, v := range s {
		m = math.Max(m, math.Abs(v))
	}
	return m
}

// window cuts s between two times in seconds.
func window(s []float64, rate int, from, to float64) []float64 {
	a := min(max(int(from*float64(rate)), 0), len(s))
	b := min(max(int(to*float64(rate)), a), len(s))
	return s[a:b]
}

// zcr is the zero-crossing rate in crossings per second; for a clean tone
// it is twice the frequency.
func zcr(s []float64, rate int) float64 {
	if len(s) < 2 {
		return 0
	}
	n := 0
	for i := 1; i < len(s); i++ {
		if (s[i-1] < 0) != (s[i] < 0) {
			n++
		}
	}
	return float64(n) * float64(rate) / float64(len(s)-1)
}

// centroid is the magnitude-weighted mean frequency of the first 4096
// samples, computed with Goertzel filters on a 50 Hz grid up to 12 kHz.
func centroid(s []float64, rate int) float64 {
	if len(s) > 4096 {
		s = s[:4096]
	}
	var num, den float64
	for f := 50.0; f <= 12000; f += 50 {
		k := 2 * math.Cos(2*math.Pi*f/float64(rate))
		var s1, s2 float64
		for _, x := range s {
			s1, s2 = x+k*s1-s2, s1
		}
		mag := math.Sqrt(math.Max(s1*s1+s2*s2-k*s1*s2, 0))
		num += f * mag
		den += mag
	}
	if den == 0 {
		return 0
	}
	return num / den
}
