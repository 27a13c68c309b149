package input

import (
	"fmt"
	"time"
)

// Rumble shakes the controller whose app device number is device at
// strength (0 to 1, both motors) for duration. Controllers without rumble,
// the keyboard and unknown devices are silently left alone: rumble is a
// garnish, never a message the player depends on.
func (m *Mapper) Rumble(device int, strength float64, duration time.Duration) error {
	for _, p := range m.pads.open {
		if p.device == device {
			return p.rumble(strength, duration)
		}
	}
	return nil
}

func (p *pad) rumble(strength float64, duration time.Duration) error {
	if !p.ctrl.HasRumble() {
		return nil
	}
	s := uint16(min(max(strength, 0), 1) * 0xffff)
	ms := uint32(min(max(duration, 0), time.Minute) / time.Millisecond)
	if err := p.ctrl.Rumble(s, s, ms); err != nil {
		return fmt.Errorf("input: rumble %s: %w", p.name, err)
	}
	return nil
}
