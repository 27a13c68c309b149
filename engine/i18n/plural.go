package i18n

import (
	"fmt"
	"sort"
)

// Plural form names, as in CLDR. A plural message must have "other"; the
// rest are used only where the catalog's rule selects them.
const (
	formZero  = "zero"
	formOne   = "one"
	formTwo   = "two"
	formFew   = "few"
	formMany  = "many"
	formOther = "other"
)

func validForm(f string) bool {
	switch f {
	case formZero, formOne, formTwo, formFew, formMany, formOther:
		return true
	}
	return false
}

// pluralRule picks the form for a count. The rules are the common CLDR
// families for integers, named in each catalog's "plural" field, so a new
// language needs only a data file.
type pluralRule func(n int64) string

// pluralRules maps the catalog's "plural" names to rules. It is built on
// each call (it is tiny) so the package keeps no mutable state.
func pluralRules() map[string]pluralRule {
	return map[string]pluralRule{
		// none: Chinese, Japanese, Korean, Vietnamese, Thai, Indonesian…
		"none": func(int64) string { return formOther },
		// one: English, German, Dutch, Swedish, Italian, Spanish…
		"one": func(n int64) string {
			if n == 1 {
				return formOne
			}
			return formOther
		},
		// zero-one: French, Brazilian Portuguese, Hindi (0 and 1 are "one").
		"zero-one": func(n int64) string {
			if n == 0 || n == 1 {
				return formOne
			}
			return formOther
		},
		// slavic: Russian, Ukrainian, Belarusian, Serbian, Croatian, Bosnian.
		"slavic": func(n int64) string {
			d, h := n%10, n%100
			switch {
			case d == 1 && h != 11:
				return formOne
			case d >= 2 && d <= 4 && (h < 12 || h > 14):
				return formFew
			}
			return formMany
		},
		// polish: Polish.
		"polish": func(n int64) string {
			d, h := n%10, n%100
			switch {
			case n == 1:
				return formOne
			case d >= 2 && d <= 4 && (h < 12 || h > 14):
				return formFew
			}
			return formMany
		},
		// czech: Czech, Slovak.
		"czech": func(n int64) string {
			switch {
			case n == 1:
				return formOne
			case n >= 2 && n <= 4:
				return formFew
			}
			return formOther
		},
	}
}

// lookupPluralRule returns the named rule or an error listing the choices.
func lookupPluralRule(name string) (pluralRule, error) {
	rules := pluralRules()
	if r, ok := rules[name]; ok {
		return r, nil
	}
	names := make([]string, 0, len(rules))
	for k := range rules {
		names = append(names, k)
	}
	sort.Strings(names)
	return nil, fmt.Errorf("unknown plural rule %q (want one of %v)", name, names)
}

// choose applies the rule to n (negative counts as positive) and falls back
// to "other" when the message lacks the selected form.
func choose(r pluralRule, n int64, forms map[string][]segment) []segment {
	if n < 0 {
		n = -n
	}
	if n < 0 { // the most negative int64
		n = 0
	}
	if s, ok := forms[r(n)]; ok {
		return s
	}
	return forms[formOther]
}
