package app

import (
	"strconv"
	"strings"
)

func itoa(n int) string { return strconv.Itoa(n) }

// splitHelp breaks a " · "-separated help text into lines of two parts.
func splitHelp(s string) []string {
	parts := strings.Split(s, " · ")
	var out []string
	for i := 0; i < len(parts); i += 2 {
		end := min(i+2, len(parts))
		out = append(out, strings.Join(parts[i:end], " · "))
	}
	return out
}
