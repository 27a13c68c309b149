package cli

import (
	"flag"
	"fmt"
	"io"

	"gomoku/engine"
	"gomoku/engine/cli/usage"
	"gomoku/engine/record"
	"gomoku/engine/store"
)

func convertUsage() usage.Command {
	return usage.Command{
		Name:    "convert",
		Args:    "[flags] IN OUT",
		Summary: "Converts game records: SGF, .psq, .pos, move strings.",
		Details: `Formats come from the file extensions (.sgf .psq .pos .txt); use - for
standard input or output, with --from or --to. RenLib's .pos holds 15x15
games only. The moves are replayed through the rules first, so a broken
record is reported instead of converted. The folder of OUT must exist.`,
		Examples: []string{
			"gomoku convert game.psq game.sgf",
			"echo h8i9j10 | gomoku convert --from moves --rule renju - game.sgf",
		},
	}
}

// Convert is the "gomoku convert" command. It returns the exit status: 0 on
// success, 1 when the input cannot be read, checked or written, 2 for a
// usage error.
func Convert(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := convertUsage()
	fs := c.FlagSet()
	from := fs.String("from", "", "input `format`: sgf, psq, pos or moves (default: from IN)")
	to := fs.String("to", "", "output `format`: sgf, psq, pos or moves (default: from OUT)")
	ruleName := fs.String("rule", "", "rule for inputs that do not name one (moves, pos, psq or sgf without a rule): "+engine.RuleNames(", "))
	size := fs.Int("size", 0, "board size of a move string (default: 15, or larger if the moves need it)")
	goLetters := fs.Bool("go-letters", false, "move string columns skip the letter i, as in Go (RenLib can show this)")
	fromTop := fs.Bool("rows-from-top", false, "move string rows count from the top (RenLib can show this)")
	noVerify := fs.Bool("no-verify", false, "convert without replaying the moves through the rules")
	lenient := fs.Bool("lenient", false, "convert what can be read of a damaged record (a .psq stops at a malformed move line), with a warning")
	pos, err := parseInterspersed(fs, args)
	if status, ok := c.Finish(fs, err, stdout, stderr); !ok {
		return status
	}
	if len(pos) != 2 {
		return c.Fail(stderr, fs, "want IN and OUT, got %d argument(s)", len(pos))
	}
	in, out := pos[0], pos[1]
	opt := record.Options{Size: *size}
	if *ruleName != "" {
		r, err := engine.ParseRule(*ruleName)
		if err != nil {
			return c.Fail(stderr, fs, "--rule: %v", err)
		}
		opt.Rule = r
	}
	if *goLetters {
		opt.Columns = record.LettersSkipI
	}
	if *fromTop {
		opt.Rows = record.RowsFromTop
	}
	inFmt, outFmt := record.FormatUnknown, record.FormatUnknown
	if *from != "" {
		if inFmt, err = record.ParseFormat(*from); err != nil {
			return c.Fail(stderr, fs, "--from: %v", err)
		}
	}
	if *to != "" {
		if outFmt, err = record.ParseFormat(*to); err != nil {
			return c.Fail(stderr, fs, "--to: %v", err)
		}
	} else if outFmt = record.FormatOf(out); outFmt == record.FormatUnknown {
		return c.Fail(stderr, fs, "cannot tell the output format of %q: use --to sgf|psq|pos|moves", out)
	}
	if out != "-" {
		// Before reading: a mistyped folder is said first.
		if err := store.CheckOutputFolder(out); err != nil {
			fmt.Fprintf(stderr, "gomoku convert: %v\n", err)
			return 1
		}
	}
	data, err := readInput(in, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "gomoku convert: %v\n", err)
		return 1
	}
	if inFmt == record.FormatUnknown {
		name := in
		if in == "-" {
			name = ""
		}
		if inFmt = record.Detect(name, data); inFmt == record.FormatUnknown {
			fmt.Fprintf(stderr, "gomoku convert: %s: not a game record I recognise: use --from sgf|psq|pos|moves\n", displayName(in))
			return 1
		}
	}
	g, err := readRecord(data, inFmt, opt, *lenient, displayName(in), stderr)
	if err != nil {
		return 1
	}
	if !*noVerify {
		if _, err := g.Replay(); err != nil {
			fmt.Fprintf(stderr, "gomoku convert: %s: %v (use --no-verify to convert anyway)\n", displayName(in), err)
			return 1
		}
	}
	enc, err := record.Write(g, outFmt)
	if err != nil {
		fmt.Fprintf(stderr, "gomoku convert: %s: %v\n", displayName(out), err)
		return 1
	}
	if out == "-" {
		if _, err := stdout.Write(enc); err != nil {
			fmt.Fprintf(stderr, "gomoku convert: stdout: %v\n", err)
			return 1
		}
		return 0
	}
	if err := store.WriteOutput(out, enc); err != nil {
		fmt.Fprintf(stderr, "gomoku convert: %v\n", err)
		return 1
	}
	return 0
}

// parseInterspersed lets flags come before, between or after the file
// names ("convert in.sgf out.psq --rule renju"), which flag.Parse alone
// does not.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

func readInput(name string, stdin io.Reader) ([]byte, error) {
	if name != "-" {
		return record.ReadCapped(name)
	}
	data, err := io.ReadAll(io.LimitReader(stdin, record.MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("stdin: %w", err)
	}
	if len(data) > record.MaxFileSize {
		return nil, fmt.Errorf("stdin: %w", record.ErrTooLarge)
	}
	return data, nil
}

// readRecord reads strictly. When that fails but a lenient read works (a
// .psq with a malformed move line), --lenient converts what was read with a
// warning naming the loss; without it the error says --lenient exists.
// Errors are reported on stderr.
func readRecord(data []byte, f record.Format, opt record.Options, lenient bool, name string, stderr io.Writer) (*record.Game, error) {
	g, err := record.ReadWith(data, f, opt)
	if err == nil {
		return g, nil
	}
	opt.Lenient = true
	lg, lerr := record.ReadWith(data, f, opt)
	switch {
	case lerr != nil:
		fmt.Fprintf(stderr, "gomoku convert: %s: %v\n", name, err)
		return nil, err
	case lenient:
		fmt.Fprintf(stderr, "gomoku convert: warning: %s: %v; converting the %d moves before it (--lenient)\n", name, err, len(lg.Moves))
		return lg, nil
	}
	fmt.Fprintf(stderr, "gomoku convert: %s: %v (use --lenient to convert the %d moves before it)\n", name, err, len(lg.Moves))
	return nil, err
}

func displayName(name string) string {
	if name == "-" {
		return "stdin"
	}
	return name
}
