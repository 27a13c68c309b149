package client

import (
	"fmt"
	"testing"
)

func TestParseAnswer(t *testing.T) {
	for _, tc := range []struct {
		line string
		kind Kind
		x, y int
		bad  bool
	}{
		{line: "7,7", kind: Move, x: 7, y: 7},
		{line: " 14 , 0 ", kind: Move, x: 14, y: 0},
		{line: "OK", kind: OK},
		{line: "ok", kind: OK},
		{line: "MESSAGE depth 5", kind: Chatter},
		{line: "DEBUG x", kind: Chatter},
		{line: "SUGGEST 3,3", kind: Chatter},
		{line: `name="x", version="1"`, kind: Chatter},
		{line: "UNKNOWN RESTART", kind: Unknown},
		{line: "ERROR bad size", kind: Error},
		{line: "-1,3", bad: true},
		{line: "7,7,1", bad: true},
		{line: "7", bad: true},
		{line: "0x7,7", bad: true},
		{line: "99999,1", bad: true},
		{line: "OK then", bad: true},
		{line: "I resign", bad: true},
		{line: "", bad: true},
	} {
		a, err := ParseAnswer(tc.line)
		if tc.bad {
			if err == nil {
				t.Errorf("%q accepted as %+v", tc.line, a)
			}
			continue
		}
		if err != nil || a.Kind != tc.kind || a.X != tc.x || a.Y != tc.y {
			t.Errorf("%q: got %+v, %v", tc.line, a, err)
		}
	}
}

func FuzzParseAnswer(f *testing.F) {
	for _, s := range []string{"7,7", "OK", "ERROR x", "MESSAGE m", "UNKNOWN", "1,2,3", " 3 , 4 ", "name=\"a\"", "\x00,\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAnswer(s)
		if err != nil {
			return
		}
		if a.Kind == Move {
			if a.X < 0 || a.Y < 0 || a.X > 9999 || a.Y > 9999 {
				t.Fatalf("%q: coordinates %d,%d", s, a.X, a.Y)
			}
			b, err := ParseAnswer(fmt.Sprintf("%d,%d", a.X, a.Y))
			if err != nil || b != a {
				t.Fatalf("%q: round trip %+v, %v", s, b, err)
			}
		}
	})
}
