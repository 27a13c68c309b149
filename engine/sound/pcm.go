package sound

import (
	"encoding/binary"
	"math"
)

// encode converts float samples in [-1, 1] to signed 16-bit little-endian
// PCM, rounding to nearest and clamping anything outside the range.
func encode(samples []float64) []byte {
	out := make([]byte, len(samples)*BytesPerSample)
	for i, v := range samples {
		binary.LittleEndian.PutUint16(out[i*BytesPerSample:], uint16(toInt16(v*math.MaxInt16)))
	}
	return out
}

func toInt16(v float64) int16 {
	v = math.Round(v)
	switch {
	case v > math.MaxInt16:
		return math.MaxInt16
	case v < math.MinInt16:
		return math.MinInt16
	case v != v: // NaN
		return 0
	}
	return int16(v)
}

// Gain maps a volume setting in 0..1 to an amplitude factor.
//
// The curve is volume squared. Perceived loudness grows roughly with
// amplitude to the power 0.6, so a linear slider crowds all the audible
// change into its bottom quarter; squaring spreads it out (half the slider
// is about -12 dB, a tenth is -40 dB) while keeping 0 exactly silent and
// 1 exactly the original. Out-of-range and NaN volumes are clamped to 0..1.
func Gain(volume float64) float64 {
	if !(volume > 0) { // also catches NaN
		return 0
	}
	if volume >= 1 {
		return 1
	}
	return volume * volume
}

// Scale returns a new PCM buffer (mono or interleaved S16LE) with every
// sample multiplied by Gain(volume). Volume 0 gives silence of the same
// length, volume 1 an exact copy. A trailing odd byte, which is not a
// whole sample, is dropped.
func Scale(pcm []byte, volume float64) []byte {
	n := len(pcm) &^ 1
	out := make([]byte, n)
	g := Gain(volume)
	switch g {
	case 0:
		return out
	case 1:
		copy(out, pcm[:n])
		return out
	}
	for i := 0; i < n; i += BytesPerSample {
		s := int16(binary.LittleEndian.Uint16(pcm[i:]))
		binary.LittleEndian.PutUint16(out[i:], uint16(toInt16(float64(s)*g)))
	}
	return out
}
