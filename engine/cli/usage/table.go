package usage

import (
	"fmt"
	"io"
	"strings"
)

// lineWidth is where help text wraps: a terminal's usual 80 columns.
const lineWidth = 80

// glue joins two words that wrapping must not part, "(default: 20)";
// it is printed as a space.
const glue = "\x01"

// Row is one line of a two-column listing: a flag or a command on the
// left, what it does on the right.
type Row struct{ Name, Text string }

// WriteTable lists rows indented by two spaces, the texts in one column
// and wrapped to 80 columns under themselves. A name too wide for the
// column (more than a third of the line) puts its text on the next line.
func WriteTable(w io.Writer, rows []Row) {
	col := 0
	for _, r := range rows {
		if len(r.Name) <= lineWidth/3 {
			col = max(col, len(r.Name))
		}
	}
	indent := strings.Repeat(" ", 2+col+2)
	for _, r := range rows {
		lines := wrap(r.Text, lineWidth-len(indent))
		for i, l := range lines {
			lines[i] = strings.ReplaceAll(l, glue, " ")
		}
		if len(r.Name) > col {
			fmt.Fprintf(w, "  %s\n", r.Name)
		} else {
			fmt.Fprintf(w, "  %-*s  %s\n", col, r.Name, lines[0])
			lines = lines[1:]
		}
		for _, l := range lines {
			fmt.Fprintf(w, "%s%s\n", indent, l)
		}
	}
}

// wrap breaks text at spaces into lines of at most width characters
// (a single longer word stands on a line of its own). Width counts runes.
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		switch {
		case line == "":
			line = word
		case len([]rune(line))+1+len([]rune(word)) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	return append(lines, line)
}
