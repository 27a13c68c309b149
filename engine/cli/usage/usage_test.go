package usage

import (
	"bytes"
	"flag"
	"strings"
	"testing"
)

func exampleCommand() (Command, *flag.FlagSet) {
	c := Command{Name: "draw", Args: "--out FILE", Summary: "Draws.", Examples: []string{"gomoku draw -o x.png"}}
	fs := c.FlagSet()
	fs.String("out", "", "the PNG `file` to write")
	Alias(fs, "o", "out")
	fs.Int("depth", 4, "search depth")
	fs.Int("ply", 0, "show the position after this move")
	fs.Bool("live", true, "draw the live evaluation")
	fs.Bool("q", false, "quiet")
	fs.String("rule", "freestyle", "the rule set, one of a long list of names that goes on past the end of the line")
	return c, fs
}

// The flags read as a person would write them: short names with one
// dash beside their long form, a word for the value, defaults in words
// and only where there is one, wrapped within 80 columns.
func TestFlagsAreListedInPlainWords(t *testing.T) {
	c, fs := exampleCommand()
	var b bytes.Buffer
	c.Write(&b, fs)
	out := b.String()
	for _, want := range []string{
		"usage: gomoku draw --out FILE\n\nDraws.\n",
		"\n  -o, --out FILE  the PNG file to write\n",
		"\n  --depth N       search depth (default: 4)\n",
		"\n  --live          draw the live evaluation (default: on)\n",
		"\n  --ply N         show the position after this move\n",
		"\n  -q              quiet\n",
		"\n  --rule RULE     the rule set, one of a long list of names that goes on past\n                  the end of the line (default: freestyle)\n",
		"\nexamples:\n  gomoku draw -o x.png\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("usage lacks %q:\n%s", want, out)
		}
	}
}

func TestParseAnswersHelpAndMistakes(t *testing.T) {
	for _, tc := range []struct {
		args          []string
		status        int
		ok            bool
		stdout, first string
	}{
		{[]string{"-o", "x.png"}, 0, true, "", ""},
		{[]string{"--help"}, 0, false, "usage: gomoku draw", ""},
		{[]string{"-h"}, 0, false, "usage: gomoku draw", ""},
		{[]string{"--nope"}, 2, false, "", "gomoku draw: unknown flag --nope (--help lists the flags)"},
		{[]string{"-x"}, 2, false, "", "gomoku draw: unknown flag -x (--help lists the flags)"},
		{[]string{"--depth"}, 2, false, "", "gomoku draw: --depth needs a value"},
		{[]string{"--depth", "deep"}, 2, false, "", `gomoku draw: --depth "deep": not a whole number`},
		{[]string{"--live=maybe"}, 2, false, "", `gomoku draw: --live "maybe": want true or false`},
	} {
		c, fs := exampleCommand()
		var stdout, stderr bytes.Buffer
		status, ok := c.Parse(fs, tc.args, &stdout, &stderr)
		first, rest, _ := strings.Cut(stderr.String(), "\n")
		if status != tc.status || ok != tc.ok || !strings.HasPrefix(stdout.String(), tc.stdout) || first != tc.first {
			t.Errorf("%q: status %d ok %v, stdout %q, first line %q", tc.args, status, ok, stdout.String(), first)
		}
		if tc.first != "" && !strings.Contains(rest, "usage: gomoku draw") {
			t.Errorf("%q: no usage after the error: %q", tc.args, stderr.String())
		}
	}
}
