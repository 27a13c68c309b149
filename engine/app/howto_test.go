package app

import (
	"strings"
	"testing"

	"gomoku/engine"
)

// How to play, from the title and from the in-game menu, shows the rule in
// force as diagrams that are true on the real rules: every diagram's win
// line is a real five for that rule, and every crossed-out point is one
// the rule forbids (or one that does not win), in every language.
func TestHowToPlayDrawsTheRuleInForce(t *testing.T) {
	// The rule's own diagrams, then the four words (open three,
	// four-three, VCF, VCT: TestHowToPlayExplainsTheWords).
	want := map[engine.Rule]int{engine.Freestyle: 2 + 4, engine.Standard: 2 + 4, engine.Renju: 4 + 4, engine.Omok: 2 + 4, engine.Caro: 2 + 4}
	for rule, n := range want {
		for _, lang := range []string{"en", "zh-Hant", "ko", "ja"} {
			a := newApp(t, func(o *Options) {
				o.Settings.Setup.Game.Rule = rule
				o.Settings.Language = lang
			})
			a.Apply(Intent{Kind: Menu})
			shownMenu(a).focusID(rowLearn)
			a.Apply(Intent{Kind: Place})
			shownMenu(a).focusID(rowHowTo)
			a.Apply(Intent{Kind: Place})
			if a.Screen() != ScreenHowTo {
				t.Fatalf("%v: the menu did not open How to play", rule)
			}
			v := a.View()
			if len(v.Diagrams) != n {
				t.Fatalf("%v %s: %d diagrams, want %d", rule, lang, len(v.Diagrams), n)
			}
			for _, d := range v.Diagrams {
				if d.Caption == "" || len(d.Lines) == 0 || d.Rect.W < 40 {
					t.Errorf("%v %s: diagram %q not laid out (%+v)", rule, lang, d.Caption, d.Rect)
				}
				checkDiagram(t, rule, d)
			}
			a.Apply(Intent{Kind: Back})
			if a.Screen() != ScreenPlay {
				t.Fatalf("Back from How to play went to %v", a.Screen())
			}
		}
	}
}

// checkDiagram replays the diagram on a real game of the rule: the win line
// wins when its middle stone is played last, a cross does not win for Black (it
// is refused, or leaves the game going).
func checkDiagram(t *testing.T, rule engine.Rule, d Diagram) {
	t.Helper()
	cfg := engine.Config{Size: 15, Rule: rule}
	// Place the stones alternately, Black's last stone last, on a 15×15
	// board (the 7×7 diagram in its corner).
	play := func(extra engine.Point, withExtra bool) (*engine.Game, error) {
		g, err := engine.NewGame(cfg)
		if err != nil {
			return nil, err
		}
		bs, ws := d.Black, d.White
		if len(d.Win) > 0 {
			bs = without(bs, d.Win[len(d.Win)/2])
		}
		far := []engine.Point{{X: 14, Y: 14}, {X: 14, Y: 12}, {X: 12, Y: 14}, {X: 14, Y: 10}, {X: 10, Y: 14}, {X: 12, Y: 10}}
		for i := 0; i < max(len(bs), len(ws)); i++ {
			b := far[i%len(far)]
			if i < len(bs) {
				b = bs[i]
			} else {
				far = far[1:]
			}
			if err := g.Play(b); err != nil {
				return nil, err
			}
			w := engine.Point{X: 13, Y: 13 - i}
			if i < len(ws) {
				w = ws[i]
			}
			if err := g.Play(w); err != nil {
				return nil, err
			}
		}
		if withExtra {
			return g, g.Play(extra)
		}
		return g, nil
	}
	if len(d.Win) > 0 {
		g, err := play(d.Win[len(d.Win)/2], true)
		if err != nil || g.Result().Status != engine.Won {
			t.Errorf("%v %q: the win line does not win (%v)", rule, d.Caption, err)
		}
	}
	for _, c := range d.Cross {
		if contains(d.Black, c) {
			// Caro: the crossed five is on the board already, and the
			// game must still be going.
			if g, err := play(c, false); err != nil || g.Over() {
				t.Errorf("%v %q: the crossed stones won (%v)", rule, d.Caption, err)
			}
			continue
		}
		g, err := play(c, true)
		if err == nil && g.Result().Status == engine.Won && g.Result().Winner == engine.Black {
			t.Errorf("%v %q: Black playing the crossed point %v wins", rule, d.Caption, c)
		}
	}
}

func without(ps []engine.Point, p engine.Point) []engine.Point {
	var out []engine.Point
	for _, q := range ps {
		if q != p {
			out = append(out, q)
		}
	}
	return out
}

func contains(ps []engine.Point, p engine.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// The words the analysis and the puzzles use are explained in How to play,
// each beside a picture that is the shape it names (for Black, under
// freestyle): an open three, a four and an open three made together, a
// four (a VCF's move), an open three (a VCT's threat).
func TestHowToPlayExplainsTheWords(t *testing.T) {
	a := newApp(t, nil)
	h := &howToScene{rule: engine.Freestyle}
	ds := h.termDiagrams(a)
	want := []struct {
		caption     string
		fours, open int // Black's fours and open threes on the picture
	}{
		{"Open three", 0, 1},
		{"Four-three", 1, 1},
		{"VCF", 1, 0},
		{"VCT", 0, 1},
	}
	if len(ds) != len(want) {
		t.Fatalf("%d word diagrams, want %d", len(ds), len(want))
	}
	cfg := engine.Config{Size: 15, Rule: engine.Freestyle}
	for i, w := range want {
		d := ds[i]
		if !strings.HasPrefix(d.Caption, w.caption) {
			t.Errorf("diagram %d: caption %q, want it to start %q", i, d.Caption, w.caption)
		}
		b, _ := engine.NewBoard(15)
		for _, p := range d.Black {
			b.Set(p, engine.Black)
		}
		for _, p := range d.White {
			b.Set(p, engine.White)
		}
		fours, open := 0, 0
		for _, th := range cfg.Threats(&b) {
			switch {
			case th.Color != engine.Black:
			case th.Kind == engine.Four:
				fours++
			case th.Kind == engine.OpenThree:
				open++
			}
		}
		if fours != w.fours || open != w.open {
			t.Errorf("%s: Black has %d fours and %d open threes, want %d and %d", w.caption, fours, open, w.fours, w.open)
		}
	}
}
