package i18n

import "sort"

// Runes lists, sorted and once each, every character the real catalogs can
// show: all their messages and native names (the language menu shows every
// name whatever the current language). The CJK font subset is cut to these
// (fonts/subset.sh), so a translation that adds a character needs the font
// regenerated; the tests say which ones are missing. The pseudo-locale is
// left out: its accented Latin is drawn with DejaVu Sans.
func (c *Catalogs) Runes() []rune {
	seen := map[rune]bool{}
	add := func(s string) {
		for _, r := range s {
			seen[r] = true
		}
	}
	for _, l := range c.menu {
		add(l.info.NativeName)
		for _, m := range l.msgs {
			for _, t := range m.texts() {
				add(t)
			}
		}
	}
	out := make([]rune, 0, len(seen))
	for r := range seen {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
