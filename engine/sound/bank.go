package sound

// DefaultSampleRate is the rate the game builds its bank at. 48 kHz is the
// native rate of nearly every current output device, so SDL rarely has to
// resample.
const DefaultSampleRate = 48000

// Sample rates outside this range are clamped: below it the cues' highest
// partials would alias away, above it nothing audible is gained.
const (
	minSampleRate = 8000
	maxSampleRate = 192000
)

// MaxPeak is the loudest any cue gets, as a fraction of full scale.
const MaxPeak = 0.8

// BytesPerSample is the size of one mono signed 16-bit sample.
const BytesPerSample = 2

// Bank holds every cue rendered once as PCM. It is read-only after
// NewBank, so one Bank may be shared freely.
type Bank struct {
	rate int
	cues map[Cue][]byte
}

// NewBank synthesises all cues at sampleRate (clamped to 8–192 kHz; use
// SampleRate to learn the rate actually used).
func NewBank(sampleRate int) *Bank {
	sampleRate = min(max(sampleRate, minSampleRate), maxSampleRate)
	rs := recipes()
	b := &Bank{rate: sampleRate, cues: make(map[Cue][]byte, len(rs))}
	for _, r := range rs {
		b.cues[r.cue] = encode(r.synth(sampleRate))
	}
	return b
}

// SampleRate is the rate, in Hz, of every cue in the bank.
func (b *Bank) SampleRate() int {
	if b == nil {
		return 0
	}
	return b.rate
}

// Cue returns a copy of cue c's PCM (mono, S16LE), and false for a value
// that is not one of the constants. The copy may be modified by the caller.
func (b *Bank) Cue(c Cue) ([]byte, bool) {
	if b == nil {
		return nil, false
	}
	pcm, ok := b.cues[c]
	if !ok {
		return nil, false
	}
	return append([]byte(nil), pcm...), true
}
