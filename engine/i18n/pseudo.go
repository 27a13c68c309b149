package i18n

import (
	"strings"
	"unicode/utf8"
)

// PseudoTag is the pseudo-locale generated from English (en-XA is the
// private-use region set aside for it by convention).
const PseudoTag = "en-XA"

// pseudoAccents maps ASCII letters to accented look-alikes that DejaVu Sans
// draws, so untranslated (hard-coded) text stands out while still readable.
const pseudoFrom = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
const pseudoTo = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"

// pseudoPad is cycled to lengthen each message by about 40%, the growth
// German or Finnish text often needs over English.
const pseudoPad = "ļöŕéɱîþšûɱðöļöŕšîţåɱéţ"

// pseudoText rewrites one English message: letters accented, placeholders
// kept, then " " and padding of 40% of the literal length (at least one
// rune), all in brackets so clipped text shows a missing "]".
func pseudoText(segs []segment) string {
	to := []rune(pseudoTo)
	var b strings.Builder
	b.WriteString("[")
	literal := 0
	for _, s := range segs {
		if s.arg {
			b.WriteString("{" + s.text + "}")
			continue
		}
		for _, r := range s.text {
			literal++
			switch {
			case r == '{' || r == '}':
				b.WriteRune(r)
				b.WriteRune(r) // re-escape
			case r < utf8.RuneSelf && strings.IndexByte(pseudoFrom, byte(r)) >= 0:
				b.WriteRune(to[strings.IndexByte(pseudoFrom, byte(r))])
			default:
				b.WriteRune(r)
			}
		}
	}
	extra := max(1, (literal*4+9)/10)
	pad := []rune(pseudoPad)
	b.WriteString(" ")
	for i := range extra {
		b.WriteRune(pad[i%len(pad)])
	}
	b.WriteString("]")
	return b.String()
}

// pseudoLang builds the en-XA catalog from English. Every message of en is
// valid, so re-parsing its pseudo form cannot fail; a failure would only
// drop that key, which then falls back to English.
func pseudoLang(en *Lang) *Lang {
	l := &Lang{
		info:     Language{Tag: PseudoTag, NativeName: "[Þšéûðö Éñĝļîšĥ]", EnglishName: "Pseudo-locale"},
		plural:   en.plural,
		msgs:     make(map[string]*message, len(en.msgs)),
		fallback: en,
	}
	for key, m := range en.msgs {
		p := &message{}
		if m.forms == nil {
			p.text = pseudoText(m.segs)
			segs, err := parseTemplate(p.text)
			if err != nil {
				continue
			}
			p.segs = segs
		} else {
			p.forms, p.raw = map[string][]segment{}, map[string]string{}
			for form, segs := range m.forms {
				t := pseudoText(segs)
				ps, err := parseTemplate(t)
				if err != nil {
					continue
				}
				p.forms[form], p.raw[form] = ps, t
			}
			if p.forms[formOther] == nil {
				continue
			}
		}
		l.msgs[key] = p
	}
	return l
}
