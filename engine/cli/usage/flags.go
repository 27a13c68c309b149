package usage

import (
	"flag"
	"io"
	"strings"
)

// aliasMark starts the usage string of a flag that is another's short
// name; WriteFlags lists it beside the long one ("-o, --out FILE").
const aliasMark = "\x00alias of "

// Alias makes short another name of the flag long, which must exist.
func Alias(fs *flag.FlagSet, short, long string) {
	fs.Var(fs.Lookup(long).Value, short, aliasMark+long)
}

// WriteFlags lists fs's flags, one a line: the name with a placeholder for
// its value, what it does, and its default when that is not zero, off or
// empty (and the description does not give it already).
func WriteFlags(w io.Writer, fs *flag.FlagSet) {
	aliases := map[string][]string{}
	fs.VisitAll(func(f *flag.Flag) {
		if long, ok := strings.CutPrefix(f.Usage, aliasMark); ok {
			aliases[long] = append(aliases[long], f.Name)
		}
	})
	var rows []Row
	fs.VisitAll(func(f *flag.Flag) {
		if strings.HasPrefix(f.Usage, aliasMark) {
			return
		}
		var names []string
		for _, a := range aliases[f.Name] {
			names = append(names, dashes(a))
		}
		name := strings.Join(append(names, dashes(f.Name)), ", ")
		kind, text := flag.UnquoteUsage(f)
		if v := placeholder(f.Name, kind); v != "" {
			name += " " + v
		}
		if d := plainDefault(f, kind); d != "" && !strings.Contains(text, "(default") {
			text += " (default:" + glue + d + ")"
		}
		rows = append(rows, Row{name, text})
	})
	WriteTable(w, rows)
}

// dashes writes a flag's name as it is usually typed: -v, --depth.
func dashes(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// placeholder names a flag's value: the backquoted word of its usage
// (`file` gives FILE), N for numbers, TIME for durations (100ms, 2s), else
// the flag's own name (--rule RULE), as most command lines do.
func placeholder(name, kind string) string {
	switch kind {
	case "":
		return ""
	case "int", "uint", "int64", "uint64":
		return "N"
	case "float":
		return "X"
	case "duration":
		return "TIME"
	case "string", "value":
		return strings.ToUpper(name)
	}
	return strings.ToUpper(kind)
}

// plainDefault is the default in words, or "" when it is the zero value.
func plainDefault(f *flag.Flag, kind string) string {
	switch d := f.DefValue; {
	case kind == "" && d == "true":
		return "on"
	case d == "" || d == "0" || d == "0s" || d == "false" || d == "[]":
		return ""
	default:
		return d
	}
}
