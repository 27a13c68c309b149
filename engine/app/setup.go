package app

import (
	"fmt"
	"strings"
	"time"

	"gomoku/engine"
)

// Mode is who plays.
type Mode uint8

const (
	// ModeTwoPlayer: two people share this device.
	ModeTwoPlayer Mode = iota
	// ModeVsComputer: one person against the engine.
	ModeVsComputer
	// ModeComputerVsComputer: the engine plays both sides, for
	// demonstrations, with a visible pause between moves.
	ModeComputerVsComputer
	modeCount
)

// modeNames are the modes' stable identifiers in files.
func modeNames() [modeCount]string {
	return [...]string{"two-player", "vs-computer", "computer-vs-computer"}
}

func (m Mode) String() string {
	if m < modeCount {
		return modeNames()[m]
	}
	return fmt.Sprintf("mode(%d)", uint8(m))
}

// MarshalText writes the mode's identifier.
func (m Mode) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a mode identifier.
func (m *Mode) UnmarshalText(b []byte) error {
	for i, n := range modeNames() {
		if strings.EqualFold(string(b), n) {
			*m = Mode(i)
			return nil
		}
	}
	return fmt.Errorf("app: unknown mode %q", b)
}

// Clock is the time control.
type Clock uint8

const (
	ClockOff Clock = iota
	ClockMove30
	ClockMove60
	ClockGame5
	ClockGame10
	clockCount
)

// clockNames are the time controls' stable identifiers in files.
func clockNames() [clockCount]string {
	return [...]string{"off", "30s-per-move", "60s-per-move", "5min-per-game", "10min-per-game"}
}

func (c Clock) String() string {
	if c < clockCount {
		return clockNames()[c]
	}
	return fmt.Sprintf("clock(%d)", uint8(c))
}

// MarshalText writes the clock's identifier.
func (c Clock) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a clock identifier.
func (c *Clock) UnmarshalText(b []byte) error {
	for i, n := range clockNames() {
		if strings.EqualFold(string(b), n) {
			*c = Clock(i)
			return nil
		}
	}
	return fmt.Errorf("app: unknown clock %q", b)
}

// budget is the time a player has: per move, or for the whole game.
func (c Clock) budget() (d time.Duration, perMove bool) {
	switch c {
	case ClockMove30:
		return 30 * time.Second, true
	case ClockMove60:
		return 60 * time.Second, true
	case ClockGame5:
		return 5 * time.Minute, false
	case ClockGame10:
		return 10 * time.Minute, false
	}
	return 0, false
}

// Setup is what the new-game screen chooses. The last choices are
// remembered in the settings so a new game of the same kind is two presses
// away.
type Setup struct {
	Mode Mode          `json:"mode"`
	Game engine.Config `json:"game"`
	// HumanFirst: against the computer, the person is the first player
	// (Black unless an opening rule swaps colours).
	HumanFirst bool `json:"human_first"`
	// Level indexes the engine's levels, weakest first.
	Level int   `json:"level"`
	Clock Clock `json:"clock"`
}

// DefaultSetup is a first launch: two players, freestyle 15×15, no clock.
func DefaultSetup() Setup {
	return Setup{Mode: ModeTwoPlayer, Game: engine.DefaultConfig(), HumanFirst: true, Level: 1}
}

// Validate rejects a setup the game cannot start.
func (s Setup) Validate(levels int) error {
	if s.Mode >= modeCount {
		return fmt.Errorf("app: unknown mode %d", s.Mode)
	}
	if s.Clock >= clockCount {
		return fmt.Errorf("app: unknown clock %d", s.Clock)
	}
	if s.Mode != ModeTwoPlayer && (s.Level < 0 || s.Level >= max(levels, 1)) {
		return fmt.Errorf("app: level %d out of range", s.Level)
	}
	return s.Game.Validate()
}

// computerSeat reports whether seat s is played by the engine.
func (s Setup) computerSeat(seat engine.Seat) bool {
	switch s.Mode {
	case ModeComputerVsComputer:
		return true
	case ModeVsComputer:
		human := engine.SeatOne
		if !s.HumanFirst {
			human = engine.SeatTwo
		}
		return seat != human
	}
	return false
}

// Kind names the kind of game, the key best results are kept under.
func (s Setup) Kind() string {
	return fmt.Sprintf("%s %s %dx%d", s.Mode, s.Game.Rule, s.Game.Size, s.Game.Size)
}
