package i18n

import "strings"

// canonicalTag tidies a BCP 47 tag (or a POSIX-style "ll_CC"): subtags are
// joined by '-', the language is lower case, a four-letter script is title
// case ("Hant") and a region upper case ("TW"). It returns "" for text that
// does not start with a 2–8 letter language subtag.
func canonicalTag(s string) string {
	parts := strings.FieldsFunc(strings.TrimSpace(s), func(r rune) bool { return r == '-' || r == '_' })
	if len(parts) == 0 || !isAlpha(parts[0]) || len(parts[0]) < 2 || len(parts[0]) > 8 {
		return ""
	}
	for i, p := range parts {
		switch {
		case !isAlnum(p) || len(p) > 8:
			return ""
		case i == 0:
			parts[i] = strings.ToLower(p)
		case len(p) == 4 && isAlpha(p):
			parts[i] = strings.ToUpper(p[:1]) + strings.ToLower(p[1:])
		case len(p) == 2 && isAlpha(p), len(p) == 3 && isDigits(p):
			parts[i] = strings.ToUpper(p)
		default:
			parts[i] = strings.ToLower(p)
		}
	}
	return strings.Join(parts, "-")
}

func isAlpha(s string) bool {
	return allBytes(s, func(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' })
}

func isDigits(s string) bool { return allBytes(s, func(c byte) bool { return c >= '0' && c <= '9' }) }

func isAlnum(s string) bool {
	return allBytes(s, func(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' || c >= '0' && c <= '9' })
}

func allBytes(s string, ok func(byte) bool) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !ok(s[i]) {
			return false
		}
	}
	return true
}

// LocaleTag turns a POSIX locale name ("zh_TW.UTF-8", "sr_RS@latin",
// "ko_KR.eucKR") or a BCP 47 tag into a canonical BCP 47 tag. Chinese gets
// its script from the region when none is given: TW, HK and MO write
// Traditional (zh-Hant-TW), CN, SG and MY Simplified (zh-Hans-CN). "C",
// "POSIX", an empty value or garbage give "".
func LocaleTag(locale string) string {
	s := strings.TrimSpace(locale)
	mod := ""
	if i := strings.IndexByte(s, '@'); i >= 0 {
		s, mod = s[:i], strings.ToLower(s[i+1:])
	}
	if i := strings.IndexByte(s, '.'); i >= 0 {
		s = s[:i]
	}
	if s == "C" || s == "POSIX" {
		return ""
	}
	tag := canonicalTag(s)
	if tag == "" {
		return ""
	}
	parts := strings.Split(tag, "-")
	script := ""
	if len(parts) > 1 && len(parts[1]) == 4 && isAlpha(parts[1]) {
		script = parts[1]
	}
	if script == "" {
		switch mod {
		case "latin":
			script = "Latn"
		case "cyrillic":
			script = "Cyrl"
		}
		if parts[0] == "zh" && len(parts) > 1 {
			switch parts[1] {
			case "TW", "HK", "MO":
				script = "Hant"
			case "CN", "SG", "MY":
				script = "Hans"
			}
		}
		if script != "" {
			parts = append([]string{parts[0], script}, parts[1:]...)
		}
	}
	return strings.Join(parts, "-")
}

// Match returns the tag of the loaded catalog that best serves tag (a BCP
// 47 tag or POSIX locale name): the tag itself, then shorter prefixes of it
// (zh-Hant-TW → zh-Hant → zh), then any catalog of the same language (so
// zh-Hans, with no Simplified catalog, gets Traditional Chinese rather than
// English), then English.
func (c *Catalogs) Match(tag string) string {
	if t, ok := c.match(LocaleTag(tag)); ok {
		return t
	}
	return English
}

// Find is Match without the fall-back to English: it reports false when no
// loaded catalog serves tag, so a command line can refuse an unknown
// language instead of quietly showing English.
func (c *Catalogs) Find(tag string) (string, bool) { return c.match(LocaleTag(tag)) }

func (c *Catalogs) match(tag string) (string, bool) {
	if tag == "" {
		return "", false
	}
	parts := strings.Split(tag, "-")
	for n := len(parts); n > 0; n-- {
		t := strings.Join(parts[:n], "-")
		if _, ok := c.langs[t]; ok {
			return t, true
		}
	}
	for _, l := range c.menu {
		if strings.SplitN(l.info.Tag, "-", 2)[0] == parts[0] {
			return l.info.Tag, true
		}
	}
	return "", false
}

// Detect picks the language for a first launch from the environment the
// way gettext does: the locale is the first non-empty of LC_ALL,
// LC_MESSAGES and LANG; a C or POSIX (or unset) locale means English; else
// the colon-separated LANGUAGE priority list is tried first ("zh_TW:ja"),
// then the locale itself, each through Match. It returns a loaded tag.
// Pass os.Getenv; a nil env means English.
func (c *Catalogs) Detect(env func(string) string) string {
	if env == nil {
		return English
	}
	locale := ""
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if locale = strings.TrimSpace(env(v)); locale != "" {
			break
		}
	}
	tag := LocaleTag(locale)
	if tag == "" {
		return English
	}
	for _, item := range strings.Split(env("LANGUAGE"), ":") {
		if t, ok := c.match(LocaleTag(item)); ok {
			return t
		}
	}
	return c.Match(tag)
}
