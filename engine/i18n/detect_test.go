package i18n

import "testing"

func envOf(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestDetect(t *testing.T) {
	c := load(t)
	cases := []struct {
		env  map[string]string
		want string
	}{
		{nil, "en"},
		{map[string]string{"LANG": "C"}, "en"},
		{map[string]string{"LANG": "C.UTF-8"}, "en"},
		{map[string]string{"LANG": "POSIX"}, "en"},
		{map[string]string{"LANG": "en_US.UTF-8"}, "en"},
		{map[string]string{"LANG": "en_GB.UTF-8"}, "en"},
		{map[string]string{"LANG": "zh_TW.UTF-8"}, "zh-Hant"},
		{map[string]string{"LANG": "zh_HK.UTF-8"}, "zh-Hant"},
		{map[string]string{"LANG": "zh_MO"}, "zh-Hant"},
		{map[string]string{"LANG": "zh-Hant"}, "zh-Hant"},
		// No Simplified catalog yet: Traditional reads better than English.
		{map[string]string{"LANG": "zh_CN.UTF-8"}, "zh-Hant"},
		{map[string]string{"LANG": "zh_SG.GB2312"}, "zh-Hant"},
		{map[string]string{"LANG": "zh"}, "zh-Hant"},
		{map[string]string{"LANG": "ko_KR.UTF-8"}, "ko"},
		{map[string]string{"LANG": "ko_KR.eucKR"}, "ko"},
		{map[string]string{"LANG": "ja_JP.UTF-8"}, "ja"},
		{map[string]string{"LANG": "ja_JP.eucJP@mod"}, "ja"},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, "en"},
		{map[string]string{"LANG": "en_XA"}, PseudoTag},
		{map[string]string{"LANG": "garbage!!"}, "en"},
		// LC_ALL beats LC_MESSAGES beats LANG.
		{map[string]string{"LC_ALL": "ja_JP.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8", "LANG": "zh_TW.UTF-8"}, "ja"},
		{map[string]string{"LC_MESSAGES": "ko_KR.UTF-8", "LANG": "zh_TW.UTF-8"}, "ko"},
		{map[string]string{"LC_ALL": "", "LANG": "zh_TW.UTF-8"}, "zh-Hant"},
		{map[string]string{"LC_ALL": "C", "LANG": "ja_JP.UTF-8"}, "en"},
		// LANGUAGE is a priority list, used as gettext does (not with C).
		{map[string]string{"LANG": "de_DE.UTF-8", "LANGUAGE": "fr:ko:ja"}, "ko"},
		{map[string]string{"LANG": "ja_JP.UTF-8", "LANGUAGE": "fr:de"}, "ja"},
		{map[string]string{"LANG": "en_US.UTF-8", "LANGUAGE": "zh_TW:zh"}, "zh-Hant"},
		{map[string]string{"LANG": "C", "LANGUAGE": "ko"}, "en"},
		{map[string]string{"LANGUAGE": "ko"}, "en"},
	}
	for _, tc := range cases {
		if got := c.Detect(envOf(tc.env)); got != tc.want {
			t.Errorf("Detect(%v) = %q, want %q", tc.env, got, tc.want)
		}
	}
	if got := c.Detect(nil); got != English {
		t.Errorf("Detect(nil) = %q", got)
	}
}

func TestLocaleTag(t *testing.T) {
	cases := map[string]string{
		"zh_TW.UTF-8":   "zh-Hant-TW",
		"zh_CN.GB18030": "zh-Hans-CN",
		"ZH-hant":       "zh-Hant",
		"zh-Hans-TW":    "zh-Hans-TW",
		"sr_RS@latin":   "sr-Latn-RS",
		"ko_KR.eucKR":   "ko-KR",
		"ja":            "ja",
		"en_us":         "en-US",
		"es_419":        "es-419",
		"C":             "",
		"POSIX":         "",
		"C.UTF-8":       "",
		"":              "",
		"  ":            "",
		"1":             "",
		"x":             "",
		"en_US!":        "",
	}
	for in, want := range cases {
		if got := LocaleTag(in); got != want {
			t.Errorf("LocaleTag(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLangNeverNil(t *testing.T) {
	c := load(t)
	for _, tag := range []string{"", "xx", "ko-KP", "ja-Latn", "zh-Hant-TW", "EN", "en-XA"} {
		l := c.Lang(tag)
		if l == nil {
			t.Fatalf("Lang(%q) = nil", tag)
		}
		if l.T(KeyAppTitle) == Placeholder {
			t.Errorf("Lang(%q) cannot say the title", tag)
		}
	}
	if got := c.Lang("ko-KP").Tag(); got != "ko" {
		t.Errorf("ko-KP → %q", got)
	}
}

func FuzzLocaleTag(f *testing.F) {
	for _, s := range []string{"zh_TW.UTF-8", "sr_RS@latin", "C", "en-XA", "zh-Hans-CN", "a_b_c_d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tag := LocaleTag(s)
		if again := LocaleTag(tag); again != tag {
			t.Fatalf("LocaleTag(%q) = %q, but LocaleTag(%q) = %q", s, tag, tag, again)
		}
	})
}
