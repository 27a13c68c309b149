package fonts

import (
	"encoding/binary"
	"errors"
	"testing"
)

// The CJK subsets must draw every script the catalogs use, DejaVu the
// Latin (and accented pseudo-locale) text; neither may claim a character it
// cannot draw.
func TestCharsetOfEmbeddedFonts(t *testing.T) {
	cases := []struct {
		name    string
		font    []byte
		has     string
		hasNot  string
		atLeast int
	}{
		{"DejaVu Sans", Regular(), "Aé—…·×ŕĝ", "五오あ", 3000},
		{"DejaVu Sans Bold", Bold(), "Aé—…·×", "五", 3000},
		{"CJK TC", CJK("zh-Hant"), "A~五子棋黑白落和局老闆鍵오목흑백五目並べ黒引き分け。：", "龍é", 500},
		{"CJK TC bold", CJKBold("ko"), "A五오あ", "龍", 500},
		{"CJK JP", CJK("ja"), "A五子棋黑오목五目並べ黒引き分け、", "龍", 500},
		{"CJK JP bold", CJKBold("ja-JP"), "A五오あ", "龍", 500},
	}
	for _, c := range cases {
		cs, err := ReadCharset(c.font)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for _, r := range c.has {
			if !cs.Has(r) {
				t.Errorf("%s lacks %q", c.name, r)
			}
		}
		for _, r := range c.hasNot {
			if cs.Has(r) {
				t.Errorf("%s claims %q", c.name, r)
			}
		}
		if cs.Len() < c.atLeast {
			t.Errorf("%s covers %d characters, want at least %d", c.name, cs.Len(), c.atLeast)
		}
	}
}

func TestCJKFacesDiffer(t *testing.T) {
	if &CJK("ja")[0] == &CJK("zh-Hant")[0] || &CJKBold("ja")[0] == &CJK("ja")[0] {
		t.Error("Japanese, Chinese and bold faces should be distinct fonts")
	}
	if &CJK("ko")[0] != &CJK("zh-Hant")[0] {
		t.Error("Korean should share the TC face")
	}
}

// sfnt builds a one-table font around a cmap holding the given subtables
// (each platform 3, with its encoding).
func sfnt(subtables map[uint16][]byte) []byte {
	var cmap []byte
	cmap = binary.BigEndian.AppendUint16(cmap, 0)
	cmap = binary.BigEndian.AppendUint16(cmap, uint16(len(subtables)))
	off := 4 + 8*len(subtables)
	var body []byte
	for _, enc := range []uint16{1, 10} {
		st, ok := subtables[enc]
		if !ok {
			continue
		}
		cmap = binary.BigEndian.AppendUint16(cmap, 3)
		cmap = binary.BigEndian.AppendUint16(cmap, enc)
		cmap = binary.BigEndian.AppendUint32(cmap, uint32(off+len(body)))
		body = append(body, st...)
	}
	cmap = append(cmap, body...)
	var f []byte
	f = append(f, 0, 1, 0, 0)
	f = binary.BigEndian.AppendUint16(f, 1)
	f = append(f, 0, 0, 0, 0, 0, 0)
	f = append(f, "cmap"...)
	f = binary.BigEndian.AppendUint32(f, 0)
	f = binary.BigEndian.AppendUint32(f, 28)
	f = binary.BigEndian.AppendUint32(f, uint32(len(cmap)))
	return append(f, cmap...)
}

type seg4 struct {
	start, end, delta uint16
	glyphs            []uint16 // non-nil: idRangeOffset into these
}

func format4Table(segs []seg4) []byte {
	segs = append(segs, seg4{start: 0xFFFF, end: 0xFFFF, delta: 1})
	n := len(segs)
	u16 := func(b []byte, v uint16) []byte { return binary.BigEndian.AppendUint16(b, v) }
	var t []byte
	t = u16(t, 4)
	t = u16(t, 0) // length, unchecked
	t = u16(t, 0)
	t = u16(t, uint16(2*n))
	t = append(t, 0, 0, 0, 0, 0, 0)
	for _, s := range segs {
		t = u16(t, s.end)
	}
	t = u16(t, 0)
	for _, s := range segs {
		t = u16(t, s.start)
	}
	for _, s := range segs {
		t = u16(t, s.delta)
	}
	var glyphs []uint16
	for i, s := range segs {
		if s.glyphs == nil {
			t = u16(t, 0)
			continue
		}
		// distance from this idRangeOffset entry to its glyphs
		t = u16(t, uint16(2*(n-i)+2*len(glyphs)))
		glyphs = append(glyphs, s.glyphs...)
	}
	for _, g := range glyphs {
		t = u16(t, g)
	}
	return t
}

func format12Table(groups [][3]uint32) []byte {
	var t []byte
	t = binary.BigEndian.AppendUint16(t, 12)
	t = append(t, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
	t = binary.BigEndian.AppendUint32(t, uint32(len(groups)))
	for _, g := range groups {
		for _, v := range g {
			t = binary.BigEndian.AppendUint32(t, v)
		}
	}
	return t
}

func TestReadCharsetFormats(t *testing.T) {
	f4 := format4Table([]seg4{
		{start: 'A', end: 'C', delta: 10},                                 // A B C
		{start: 'x', end: 'z', glyphs: []uint16{5, 0, 7}},                 // x z (y is .notdef)
		{start: 0x4E00, end: 0x4E01, delta: uint16(0x10000 - 0x4E00 + 3)}, // 一 丁
		{start: 'a', end: 'b', delta: 1},                                  // out of order: skipped
	})
	f12 := format12Table([][3]uint32{
		{0x1F600, 0x1F601, 40}, // two emoji
		{'0', '2', 0},          // '0' is .notdef, 1 2 are real
	})
	cases := []struct {
		name        string
		font        []byte
		has, hasNot string
	}{
		{"format 4", sfnt(map[uint16][]byte{1: f4}), "ABCxz一丁", "DywabZ😀"},
		{"format 12 preferred", sfnt(map[uint16][]byte{1: f4, 10: f12}), "😀😁12", "0A3"},
	}
	for _, c := range cases {
		cs, err := ReadCharset(c.font)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for _, r := range c.has {
			if !cs.Has(r) {
				t.Errorf("%s: lacks %q", c.name, r)
			}
		}
		for _, r := range c.hasNot {
			if cs.Has(r) {
				t.Errorf("%s: claims %q", c.name, r)
			}
		}
	}
}

func TestReadCharsetRejects(t *testing.T) {
	good := sfnt(map[uint16][]byte{1: format4Table([]seg4{{start: 'A', end: 'A', delta: 1}})})
	bad := map[string][]byte{
		"empty":      nil,
		"not a font": []byte("GIF89a......................"),
		"collection": append([]byte("ttcf"), good[4:]...),
		"truncated":  good[:len(good)-10],
		"no cmap":    append(append([]byte{}, good[:12]...), []byte("glyf\x00\x00\x00\x00\x00\x00\x00\x1c\x00\x00\x00\x00")...),
		"no unicode": sfnt(map[uint16][]byte{}),
	}
	for name, data := range bad {
		if _, err := ReadCharset(data); !errors.Is(err, ErrFont) {
			t.Errorf("%s: err = %v, want ErrFont", name, err)
		}
	}
}

func FuzzReadCharset(f *testing.F) {
	f.Add(sfnt(map[uint16][]byte{1: format4Table([]seg4{{start: 'A', end: 'Z', delta: 1}, {start: 'a', end: 'c', glyphs: []uint16{1, 0, 2}}})}))
	f.Add(sfnt(map[uint16][]byte{10: format12Table([][3]uint32{{0x20, 0x7E, 1}, {0x4E00, 0x9FFF, 100}})}))
	f.Add([]byte("OTTO\x00\x01"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, err := ReadCharset(data)
		if err != nil {
			return
		}
		for i := 1; i < len(cs.ranges); i++ {
			if cs.ranges[i].lo <= cs.ranges[i-1].hi+1 || cs.ranges[i].lo > cs.ranges[i].hi {
				t.Fatalf("ranges not sorted and merged: %v", cs.ranges)
			}
		}
	})
}

func BenchmarkCharsetHas(b *testing.B) {
	cs, err := ReadCharset(CJK("zh-Hant"))
	if err != nil {
		b.Fatal(err)
	}
	const text = "黑子獲勝！Esc Esc 老闆鍵 · F11 全螢幕"
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, r := range text {
			cs.Has(r)
		}
	}
}

func TestUsesCJK(t *testing.T) {
	for tag, want := range map[string]bool{"zh-Hant": true, "zh": true, "ja": true, "ja_JP": true, "ko": true, "en": false, "en-XA": false, "kok": false, "fr": false, "": false} {
		if got := UsesCJK(tag); got != want {
			t.Errorf("UsesCJK(%q) = %v", tag, got)
		}
	}
}

func BenchmarkReadCharset(b *testing.B) {
	for _, f := range []struct {
		name string
		data []byte
	}{{"DejaVu", Regular()}, {"CJK", CJK("zh-Hant")}} {
		b.Run(f.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := ReadCharset(f.data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
