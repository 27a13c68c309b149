package sound

import (
	"sort"
	"time"
)

// Duration is how long cue c plays (0 for an unknown cue).
func (b *Bank) Duration(c Cue) time.Duration {
	if b == nil {
		return 0
	}
	n := len(b.cues[c]) / BytesPerSample
	return time.Duration(n) * time.Second / time.Duration(b.rate)
}

// Cues lists the cues in the bank, in constant order.
func (b *Bank) Cues() []Cue {
	if b == nil {
		return nil
	}
	cues := make([]Cue, 0, len(b.cues))
	for c := range b.cues {
		cues = append(cues, c)
	}
	sort.Slice(cues, func(i, j int) bool { return cues[i] < cues[j] })
	return cues
}
