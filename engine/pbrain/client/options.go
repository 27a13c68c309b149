package client

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"gomoku/engine"
)

// Options describe an external engine and the games it will play.
type Options struct {
	Path string   // executable
	Args []string // its arguments
	Dir  string   // working directory ("" = the caller's)
	Env  []string // extra environment, appended to the caller's

	Size int
	Rule engine.Rule

	// TurnTime is sent as INFO timeout_turn; MatchTime as timeout_match
	// (0: unlimited), with time_left before every move when it is set.
	TurnTime  time.Duration
	MatchTime time.Duration
	// Grace is how much longer than TurnTime (or than the time left) an
	// answer may take before the engine forfeits; 0 means 2 s, which
	// absorbs scheduling noise on a loaded machine.
	Grace time.Duration
	// Gap is the least time between the engine's last output line and
	// the next command sent to it; 0 means 30 ms (Rapfi ignores a command
	// that arrives right after its own move), a negative value none.
	Gap time.Duration
	// StartTimeout bounds process start-up plus the answer to START;
	// 0 means 30 s (some engines load large tables).
	StartTimeout time.Duration
}

// Name is the engine's label: the executable's base name.
func (o Options) Name() string { return filepath.Base(o.Path) }

// ParseCommand splits "/path/exe arg1 arg2" into Path and Args.
func ParseCommand(cmd string) (path string, args []string, err error) {
	f := strings.Fields(cmd)
	if len(f) == 0 {
		return "", nil, fmt.Errorf("pbrain: empty engine command")
	}
	return f[0], f[1:], nil
}

// ruleBits is the INFO rule bitmask of the Gomocup protocol.
func ruleBits(r engine.Rule) (int, error) {
	switch r {
	case engine.Freestyle:
		return 0, nil
	case engine.Standard:
		return 1, nil
	case engine.Renju:
		return 4, nil
	case engine.Caro:
		return 8, nil
	}
	return 0, fmt.Errorf("pbrain: the protocol has no code for rule %v", r)
}

func (o Options) grace() time.Duration {
	if o.Grace > 0 {
		return o.Grace
	}
	return 2 * time.Second
}

func (o Options) startTimeout() time.Duration {
	if o.StartTimeout > 0 {
		return o.StartTimeout
	}
	return 30 * time.Second
}

func (o Options) gap() time.Duration {
	switch {
	case o.Gap < 0:
		return 0
	case o.Gap == 0:
		return 30 * time.Millisecond
	}
	return o.Gap
}
