package analyze

import (
	"fmt"
	"strconv"
	"strings"

	"gomoku/engine"
)

// options is one analysis request. The command line fills the defaults;
// each standard-input line starts from them and overrides what it names.
type options struct {
	cfg      engine.Config
	moves    string
	hasMoves bool
	black    string
	white    string
	setup    bool // --black or --white given
	toMove   engine.Color
	help     bool
}

func defaultOptions() options {
	return options{cfg: engine.Config{Size: engine.DefaultSize, Rule: engine.Freestyle}}
}

// position drops the position part of o, keeping the settings, so that
// standard-input lines inherit only --rule, --size and the like.
func (o options) settings() options {
	return options{cfg: o.cfg}
}

// parseArgs reads flags in the forms --name value, --name=value, -name value;
// boolean flags may stand alone. Values hold no spaces.
func parseArgs(args []string, o options) (options, error) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") || a == "-" || a == "--" {
			return o, fmt.Errorf("unexpected argument %q", a)
		}
		name := strings.TrimLeft(a, "-")
		value, hasValue := "", false
		if k := strings.IndexByte(name, '='); k >= 0 {
			name, value, hasValue = name[:k], name[k+1:], true
		}
		next := func() (string, error) {
			if hasValue {
				return value, nil
			}
			if i+1 >= len(args) {
				return "", fmt.Errorf("flag --%s needs a value", name)
			}
			i++
			return args[i], nil
		}
		boolean := func() (bool, error) {
			if !hasValue {
				return true, nil
			}
			b, err := strconv.ParseBool(value)
			if err != nil {
				return false, fmt.Errorf("flag --%s: %q is not true or false", name, value)
			}
			return b, nil
		}
		var err error
		var v string
		switch name {
		case "h", "help":
			o.help = true
		case "rule":
			if v, err = next(); err == nil {
				o.cfg.Rule, err = engine.ParseRule(v)
			}
		case "size":
			if v, err = next(); err == nil {
				o.cfg.Size, err = strconv.Atoi(v)
				if err != nil || o.cfg.Size < engine.MinSize || o.cfg.Size > engine.MaxSize {
					err = fmt.Errorf("--size %q: want a number from %d to %d", v, engine.MinSize, engine.MaxSize)
				}
			}
		case "opening":
			if v, err = next(); err == nil {
				o.cfg.Opening, err = engine.ParseOpening(v)
			}
		case "restrict-black":
			o.cfg.RestrictBlack, err = boolean()
		case "forbidden-loses":
			o.cfg.ForbiddenLoses, err = boolean()
		case "moves":
			o.moves, err = next()
			o.hasMoves = true
		case "black":
			o.black, err = next()
			o.setup = true
		case "white":
			o.white, err = next()
			o.setup = true
		case "to-move":
			if v, err = next(); err == nil {
				switch strings.ToLower(v) {
				case "black", "b", "x":
					o.toMove = engine.Black
				case "white", "w", "o":
					o.toMove = engine.White
				default:
					err = fmt.Errorf("--to-move %q: want black or white", v)
				}
			}
		default:
			err = fmt.Errorf("unknown flag %q", a)
		}
		if err != nil {
			return o, err
		}
	}
	if o.hasMoves && o.setup {
		return o, fmt.Errorf("give either --moves or --black/--white, not both")
	}
	if o.toMove != engine.Empty && !o.setup {
		return o, fmt.Errorf("--to-move goes with --black/--white")
	}
	return o, nil
}
