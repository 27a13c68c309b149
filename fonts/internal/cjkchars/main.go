// Command cjkchars prints every character the game's message catalogs use,
// plus printable ASCII, as UTF-8 text: the input of pyftsubset --text-file
// when fonts/subset.sh cuts the CJK font down to what the game can show.
//
//	go run ./fonts/internal/cjkchars > chars.txt
package main

import (
	"fmt"
	"os"
	"strings"

	"gomoku/engine/i18n"
)

func main() {
	c, err := i18n.Load()
	if err != nil {
		fmt.Fprintln(os.Stderr, "cjkchars:", err)
		os.Exit(1)
	}
	var b strings.Builder
	for r := rune(0x20); r < 0x7f; r++ {
		b.WriteRune(r)
	}
	for _, r := range c.Runes() {
		if r > 0x7e {
			b.WriteRune(r)
		}
	}
	b.WriteByte('\n')
	if _, err := os.Stdout.WriteString(b.String()); err != nil {
		fmt.Fprintln(os.Stderr, "cjkchars:", err)
		os.Exit(1)
	}
}
