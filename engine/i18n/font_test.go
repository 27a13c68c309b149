package i18n

import (
	"sort"
	"strings"
	"testing"

	"gomoku/fonts"
)

// Every character a catalog can show must be in the font that draws it:
// the CJK subset (both faces, both weights) for Chinese, Korean and
// Japanese, DejaVu Sans for the others and the pseudo-locale. A character
// missing from the CJK subset means fonts/subset.sh must be run again.
func TestEveryCharacterIsInItsFont(t *testing.T) {
	c := load(t)
	charset := func(name string, data []byte) fonts.Charset {
		cs, err := fonts.ReadCharset(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return cs
	}
	latin := []fonts.Charset{charset("DejaVu", fonts.Regular()), charset("DejaVu Bold", fonts.Bold())}
	langs := append(c.Languages(), c.Lang(PseudoTag).Info())
	for _, lang := range langs {
		l := c.Lang(lang.Tag)
		sets, fontName := latin, "DejaVu Sans"
		if fonts.UsesCJK(lang.Tag) {
			sets = []fonts.Charset{charset("CJK", fonts.CJK(lang.Tag)), charset("CJK bold", fonts.CJKBold(lang.Tag))}
			fontName = "the CJK subset (run fonts/subset.sh)"
		}
		lacking := map[rune][]string{}
		for key, m := range l.msgs {
			for _, text := range m.texts() {
				for _, r := range text {
					for _, cs := range sets {
						if !cs.Has(r) {
							lacking[r] = append(lacking[r], key)
							break
						}
					}
				}
			}
		}
		for r, keys := range lacking {
			sort.Strings(keys)
			t.Errorf("%s: %q (U+%04X) is not in %s; used by %s", lang.Tag, r, r, fontName, strings.Join(keys, ", "))
		}
	}
	// The language menu shows every native name, in any language.
	cjk := charset("CJK", fonts.CJK("zh-Hant"))
	for _, lang := range langs {
		for _, r := range lang.NativeName {
			if !latin[0].Has(r) && !cjk.Has(r) {
				t.Errorf("native name %q: %q is in no font", lang.NativeName, r)
			}
		}
	}
}

// The subset should hold what the catalogs need and little more: a stale,
// oversized subset (or one cut from the wrong list) shows up here.
func TestCJKSubsetIsSmall(t *testing.T) {
	total := 0
	for _, tag := range []string{"zh-Hant", "ja"} {
		total += len(fonts.CJK(tag)) + len(fonts.CJKBold(tag))
	}
	if total > 2<<20 {
		t.Errorf("CJK subsets total %d bytes, over the 2 MiB budget", total)
	}
	c := load(t)
	cs, err := fonts.ReadCharset(fonts.CJK("zh-Hant"))
	if err != nil {
		t.Fatal(err)
	}
	if need := len(c.Runes()) + 95; cs.Len() > need+50 {
		t.Errorf("CJK subset has %d characters, the catalogs need about %d: regenerate it with fonts/subset.sh", cs.Len(), need)
	}
	t.Logf("CJK subsets: %d bytes, %d characters", total, cs.Len())
}
