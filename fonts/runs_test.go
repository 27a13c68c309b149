package fonts

import (
	"reflect"
	"testing"
)

func TestSplitRuns(t *testing.T) {
	latin, err := ReadCharset(Regular())
	if err != nil {
		t.Fatal(err)
	}
	cjk, err := ReadCharset(CJK("zh-Hant"))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		text            string
		primary, second Charset
		want            []Run
	}{
		// English UI: all DejaVu, the language menu's native names in CJK.
		{"Black wins!", latin, cjk, []Run{{"Black wins!", false}}},
		{"Language: 日本語", latin, cjk, []Run{{"Language: ", false}, {"日本語", true}}},
		{"한국어 · 繁體中文", latin, cjk, []Run{{"한국어", true}, {" · ", false}, {"繁體中文", true}}},
		// CJK UI: all Noto (it has ASCII), DejaVu only for what Noto lacks.
		{"Esc Esc 老闆鍵 · F11 全螢幕", cjk, latin, []Run{{"Esc Esc 老闆鍵 · F11 全螢幕", false}}},
		{"無法讀取 José：denied", cjk, latin, []Run{{"無法讀取 Jos", false}, {"é", true}, {"：denied", false}}},
		// Neither font has it: the primary shows its missing-glyph box.
		{"龍", latin, cjk, []Run{{"龍", false}}},
		{"", latin, cjk, nil},
	}
	for _, c := range cases {
		if got := SplitRuns(c.text, c.primary, c.second); !reflect.DeepEqual(got, c.want) {
			t.Errorf("SplitRuns(%q) = %+v, want %+v", c.text, got, c.want)
		}
	}
}
