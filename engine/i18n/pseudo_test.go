package i18n

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// literalLen counts the runes a message shows besides its arguments.
func literalLen(t *testing.T, s string) int {
	t.Helper()
	segs, err := parseTemplate(s)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, sg := range segs {
		if !sg.arg {
			n += utf8.RuneCountInString(sg.text)
		}
	}
	return n
}

// The pseudo-locale must be longer than English everywhere — by about 40%,
// the growth of German or Finnish — so a layout that fits it fits real
// translations, and bracketed so a clipped end is visible.
func TestPseudoLocaleIsLongerAndBracketed(t *testing.T) {
	c := load(t)
	p := c.Lang(PseudoTag)
	if p.Tag() != PseudoTag {
		t.Fatalf("Lang(%s) = %s", PseudoTag, p.Tag())
	}
	for _, k := range c.Keys() {
		if !p.Has(k) {
			t.Errorf("pseudo lacks %s", k)
			continue
		}
		en, ps := c.en.msgs[k], p.msgs[k]
		for _, form := range []string{"", formOne, formOther} {
			ens, pss := en.text, ps.text
			if form != "" {
				if en.forms == nil {
					continue
				}
				ens, pss = en.raw[form], ps.raw[form]
			} else if en.forms != nil {
				continue
			}
			e, q := literalLen(t, ens), literalLen(t, pss)
			if q*10 < e*14 {
				t.Errorf("%s %s: %q (%d) not 40%% longer than %q (%d)", k, form, pss, q, ens, e)
			}
			if !strings.HasPrefix(pss, "[") || !strings.HasSuffix(pss, "]") {
				t.Errorf("%s: %q not bracketed", k, pss)
			}
		}
	}
	got := p.T(KeyStatusBest, "n", 5)
	if got != "[Ɓéšţ: 5 ɱöṽéš ļöŕéɱ]" {
		t.Errorf("pseudo best 5 = %q", got)
	}
	if got := p.T(KeyStatusBest, "n", 1); !strings.Contains(got, "ɱöṽé ") {
		t.Errorf("pseudo keeps English plural forms: %q", got)
	}
	if m := p.Missing(); len(m) > 0 {
		t.Errorf("pseudo missing %v", m)
	}
	for _, l := range c.Languages() {
		if l.Tag == PseudoTag {
			t.Error("the pseudo-locale should not be offered in the language menu")
		}
	}
}
