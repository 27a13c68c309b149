package analyze

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"gomoku/engine"
)

// usageTemplate's first two verbs are the rule and opening lists.
const usageTemplate = `usage: gomoku analyze [settings] [--moves MOVES | --black POINTS --white POINTS [--to-move black|white]]

Judges positions and prints one JSON object per position.

settings (also allowed on each standard-input line, overriding these):
  --rule %-37s(default freestyle)
  --size N                                    5–26 (default 15)
  --opening %-34splacement checks of the opening (default none)
  --restrict-black                            house rule: Black's renju restrictions under freestyle/standard
  --forbidden-loses                           tournament renju: a forbidden move loses

position:
  --moves h8i9j10        replayed in order with every legality check
  --black h8,j10 --white i9 [--to-move black]   a set-up position, no history checks

With no position, every non-blank standard-input line holds one request
(flags as above; lines starting with # are skipped). Bad input gives an
object with an "error" field. The exit status is 2 for a bad command line,
1 when any request was bad input, else 0.
`

// Main runs "gomoku analyze". args exclude the program and subcommand names.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	base, err := parseArgs(args, defaultOptions())
	if err != nil {
		// Still one JSON object, so scripts reading stdout see the error.
		msg := shortError(err.Error())
		if b, jerr := json.Marshal(report{Error: msg}); jerr == nil {
			fmt.Fprintf(stdout, "%s\n", b)
		}
		fmt.Fprintf(stderr, "gomoku analyze: %s (see --help)\n", msg)
		return 2
	}
	if base.help {
		fmt.Fprintf(stdout, usageTemplate, engine.RuleNames("|"), engine.OpeningNames("|"))
		return 0
	}
	out := bufio.NewWriter(stdout)
	status := 0
	emit := func(r report) {
		if r.Error != "" {
			r.Error = shortError(r.Error)
			status = 1
		}
		b, err := json.Marshal(r)
		if err != nil { // cannot happen for these plain types; still, say so
			fmt.Fprintf(stderr, "gomoku analyze: %v\n", err)
			status = 1
			return
		}
		out.Write(b)
		out.WriteByte('\n')
	}
	if base.hasMoves || base.setup {
		emit(analyze(base))
	} else {
		in := bufio.NewReader(stdin)
		for n := 1; ; n++ {
			raw, length, err := readLine(in, maxLine)
			if length > maxLine {
				emit(report{Input: n, Error: tooLong(raw, length)})
			} else if t := strings.TrimSpace(string(raw)); t != "" && !strings.HasPrefix(t, "#") {
				r := analyzeLine(t, base.settings())
				r.Input = n
				emit(r)
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				fmt.Fprintf(stderr, "gomoku analyze: reading standard input: %v\n", err)
				status = 1
				break
			}
		}
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintf(stderr, "gomoku analyze: %v\n", err)
		return 1
	}
	return status
}

// analyzeLine parses one standard-input line on top of the command-line
// settings and judges it.
func analyzeLine(line string, base options) report {
	o, err := parseArgs(strings.Fields(line), base)
	if err != nil {
		return report{Error: err.Error()}
	}
	if o.help {
		return report{Error: "--help is a command-line flag"}
	}
	return analyze(o)
}
