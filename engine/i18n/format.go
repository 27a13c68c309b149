package i18n

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// errTemplate is matched by every malformed-message error from parseTemplate.
var errTemplate = errors.New("malformed message")

// segment is a piece of a parsed message: literal text, or (when arg is set)
// a placeholder to be replaced by the argument of that name.
type segment struct {
	text string
	arg  bool
}

// parseTemplate splits a message into literal text and {name} placeholders.
// Names are ASCII letters, digits and underscores; "{{" and "}}" stand for
// literal braces; anything else with a brace is an error, so a catalog with
// a typo is rejected when it is loaded instead of showing "{colr" to a player.
func parseTemplate(s string) ([]segment, error) {
	var segs []segment
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			segs = append(segs, segment{text: lit.String()})
			lit.Reset()
		}
	}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '{' && i+1 < len(s) && s[i+1] == '{':
			lit.WriteByte('{')
			i += 2
		case c == '}' && i+1 < len(s) && s[i+1] == '}':
			lit.WriteByte('}')
			i += 2
		case c == '{':
			end := strings.IndexByte(s[i+1:], '}')
			if end < 0 {
				return nil, fmt.Errorf("%w: unclosed { at byte %d", errTemplate, i)
			}
			name := s[i+1 : i+1+end]
			if !validName(name) {
				return nil, fmt.Errorf("%w: bad placeholder {%s} at byte %d", errTemplate, name, i)
			}
			flush()
			segs = append(segs, segment{text: name, arg: true})
			i += end + 2
		case c == '}':
			return nil, fmt.Errorf("%w: stray } at byte %d", errTemplate, i)
		default:
			lit.WriteByte(c)
			i++
		}
	}
	flush()
	return segs, nil
}

func validName(name string) bool {
	if name == "" || len(name) > 32 {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// args is the name → value view of T's key/value argument list.
type args []any

// lookup finds the value for name; later pairs win, like a map literal.
// A trailing key without a value, or a non-string key, is ignored.
func (a args) lookup(name string) (any, bool) {
	var v any
	found := false
	for i := 0; i+1 < len(a); i += 2 {
		if k, ok := a[i].(string); ok && k == name {
			v, found = a[i+1], true
		}
	}
	return v, found
}

// count reads the plural-selecting argument n as an integer.
func (a args) count() (int64, bool) {
	v, ok := a.lookup("n")
	if !ok {
		return 0, false
	}
	switch n := v.(type) {
	case int:
		return int64(n), true
	case int8:
		return int64(n), true
	case int16:
		return int64(n), true
	case int32:
		return int64(n), true
	case int64:
		return n, true
	case uint:
		return int64(n), true
	case uint8:
		return int64(n), true
	case uint16:
		return int64(n), true
	case uint32:
		return int64(n), true
	case uint64:
		if n > 1<<62 {
			return 1 << 62, true
		}
		return int64(n), true
	}
	return 0, false
}

// render fills the placeholders of segs. A placeholder with no argument is
// shown as "…" and reported through missing, never as its raw name.
func render(segs []segment, a args, missing func(name string)) string {
	if len(segs) == 1 && !segs[0].arg {
		return segs[0].text // most messages: no copy, no allocation
	}
	var b strings.Builder
	for _, s := range segs {
		if !s.arg {
			b.WriteString(s.text)
			continue
		}
		v, ok := a.lookup(s.text)
		if !ok {
			missing(s.text)
			b.WriteString(Placeholder)
			continue
		}
		b.WriteString(valueString(v))
	}
	return b.String()
}

// valueString formats one argument. Integers are plain decimal (no digit
// grouping: the game's numbers are move counts and board sizes).
func valueString(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case nil:
		return ""
	}
	// fmt calls Error and String for us and survives a nil receiver that
	// panics in them.
	return fmt.Sprint(v)
}
