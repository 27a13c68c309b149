package analyze

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"gomoku/engine"
	"gomoku/engine/cli/usage"
)

// Usage is what "gomoku analyze --help" prints. Its flags are read by
// parseArgs (they may also stand on each standard-input line), so they
// are listed here by hand.
func Usage() usage.Command {
	var d strings.Builder
	d.WriteString("settings (also allowed on each standard-input line, overriding these):\n")
	usage.WriteTable(&d, []usage.Row{
		{Name: "--rule RULE", Text: engine.RuleNames(", ") + " (default: freestyle)"},
		{Name: "--size N", Text: fmt.Sprintf("board size, %d–%d (default: %d)", engine.MinSize, engine.MaxSize, engine.DefaultSize)},
		{Name: "--opening OPENING", Text: engine.OpeningNames(", ") + ": placement checks of the opening (default: none)"},
		{Name: "--restrict-black", Text: "house rule: Black's renju restrictions under freestyle or standard"},
		{Name: "--forbidden-loses", Text: "tournament renju: a forbidden move loses"},
	})
	d.WriteString("\nposition:\n")
	usage.WriteTable(&d, []usage.Row{
		{Name: "--moves MOVES", Text: "moves replayed in order with every legality check, e.g. h8i9j10"},
		{Name: "--black POINTS", Text: "Black's stones of a set-up position, e.g. h8,j10 (no history checks)"},
		{Name: "--white POINTS", Text: "White's stones of a set-up position"},
		{Name: "--to-move COLOUR", Text: "black or white: who moves in the set-up position"},
	})
	d.WriteString(`
With no position, every non-blank standard-input line holds one request
(flags as above; lines starting with # are skipped). Bad input gives an
object with an "error" field. The exit status is 2 for a bad command line,
1 when any request was bad input, else 0.`)
	return usage.Command{
		Name:    "analyze",
		Args:    "[settings] [--moves MOVES | --black POINTS --white POINTS]",
		Summary: "Judges positions under a rule set, in JSON.",
		Details: d.String(),
		Examples: []string{
			"gomoku analyze --rule renju --moves h8i9j10",
			"gomoku analyze --size 9 --black e5,d4 --white a1 --to-move white",
			"printf -- '--moves h8\\n--rule caro --moves h8i9\\n' | gomoku analyze",
		},
	}
}

// Main runs "gomoku analyze". args exclude the program and subcommand names.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	base, err := parseArgs(args, defaultOptions())
	if err != nil {
		// Still one JSON object, so scripts reading stdout see the error.
		msg := shortError(err.Error())
		if b, jerr := json.Marshal(report{Error: msg}); jerr == nil {
			fmt.Fprintf(stdout, "%s\n", b)
		}
		return Usage().Fail(stderr, nil, "%s", msg)
	}
	if base.help {
		Usage().Write(stdout, nil)
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
