package match

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"gomoku/engine"
)

// Every named set is a list of distinct legal five-stone starts around h8
// that leave the game open, under every rule a match may be played in;
// the Expert set has at least 20, so 40 games play each start once per
// colour.
func TestOpeningSetsAreLegal(t *testing.T) {
	for _, name := range OpeningSetNames() {
		set, err := openingSet(name)
		if err != nil {
			t.Fatal(err)
		}
		if name == "expert" && len(set) < 20 {
			t.Errorf("expert: %d starts, want at least 20", len(set))
		}
		// Run plays opening (i*7) mod len for pair i: every start comes
		// round once before any repeats only if 7 does not divide len.
		if len(set)%7 == 0 {
			t.Errorf("%s: %d starts, a multiple of 7: a match would skip most", name, len(set))
		}
		seen := map[string]string{}
		for _, s := range set {
			moves, err := engine.ParseMoves(s, 15)
			if err != nil || len(moves) != 5 {
				t.Fatalf("%s: %q: %d moves, %v", name, s, len(moves), err)
			}
			for _, p := range moves {
				if abs(p.X-7) > 3 || abs(p.Y-7) > 3 {
					t.Errorf("%s: %q: %v is more than three points from h8", name, s, p)
				}
			}
			for _, rule := range []engine.Rule{engine.Freestyle, engine.Standard, engine.Renju} {
				g, _ := engine.NewGame(engine.Config{Size: 15, Rule: rule})
				if err := g.PlayAll(moves); err != nil || g.Over() {
					t.Errorf("%s: %q under %v: %v, over %v", name, s, rule, err, g.Over())
				}
			}
			k := canonicalStart(moves)
			if prev, ok := seen[k]; ok {
				t.Errorf("%s: %q is %q turned or mirrored", name, s, prev)
			}
			seen[k] = s
		}
	}
}

// The wide set holds every start of the other two once, less the ones
// colour decides.
func TestWideSet(t *testing.T) {
	wide := wideSet()
	if len(wide) != 36 {
		t.Errorf("wide: %d starts, want 36", len(wide))
	}
	for _, s := range append(append([]string{}, balanced...), expertBalanced...) {
		// A start both sets hold is there under its depth-6 spelling.
		in := slices.Contains(wide, s) || slices.ContainsFunc(wide, func(w string) bool { return sameStart(t, w, s) })
		if in == slices.Contains(colourDecided, s) {
			t.Errorf("%s: in the wide set %v", s, in)
		}
	}
}

func sameStart(t *testing.T, a, b string) bool {
	ma, err1 := engine.ParseMoves(a, 15)
	mb, err2 := engine.ParseMoves(b, 15)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	return canonicalStart(ma) == canonicalStart(mb)
}

func abs(n int) int { return max(n, -n) }

// -openings picks the set the games start from; an unknown name is
// refused before any game is played.
func TestOpeningsFlag(t *testing.T) {
	first := func(args ...string) string {
		var out, errb bytes.Buffer
		args = append([]string{"-a", "first", "-b", "first", "-games", "2", "-depth", "1", "-v"}, args...)
		if rc := Main(args, nil, &out, &errb); rc != 0 {
			t.Fatalf("%v: rc %d: %s", args, rc, errb.String())
		}
		line, _, _ := strings.Cut(out.String(), "\n")
		return line
	}
	for _, c := range []struct {
		args  []string
		start string
	}{
		{nil, balanced[0]},
		{[]string{"-openings", "depth6"}, balanced[0]},
		{[]string{"-openings", "Expert"}, expertBalanced[0]},
		{[]string{"-openings", "wide"}, balanced[0]},
		{[]string{"-openings", "h8f8e9f10j11, h8k11j6k7e11"}, "h8f8e9f10j11"},
	} {
		if line := first(c.args...); !strings.Contains(line, "  "+c.start) {
			t.Errorf("%v: first game %q does not start with %s", c.args, line, c.start)
		}
	}
	var out, errb bytes.Buffer
	if rc := Main([]string{"-openings", "nosuch", "-games", "2"}, nil, &out, &errb); rc != 2 || !strings.Contains(errb.String(), `unknown opening set "nosuch"`) || out.Len() != 0 {
		t.Errorf("-openings nosuch: rc %d, stderr %q, stdout %q", rc, errb.String(), out.String())
	}
	for _, bad := range []string{"h8i9,h8h8", "h8i9,", "h8h9i8i9j8j9k8k9l8"} {
		out.Reset()
		errb.Reset()
		if rc := Main([]string{"-openings", bad, "-games", "2"}, nil, &out, &errb); rc != 2 || !strings.Contains(errb.String(), "match: opening") || out.Len() != 0 {
			t.Errorf("-openings %s: rc %d, stderr %q, stdout %q", bad, rc, errb.String(), out.String())
		}
	}
}

// A list of starts is played whole, even one of seven, which a stride of
// seven would reduce to its first start.
func TestOpeningListPlaysEveryStart(t *testing.T) {
	list := expertBalanced[:7]
	var out, errb bytes.Buffer
	args := []string{"-a", "first", "-b", "first", "-games", "14", "-depth", "1", "-v", "-openings", strings.Join(list, ",")}
	if rc := Main(args, nil, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	for _, s := range list {
		if n := strings.Count(out.String(), "  "+s); n != 2 {
			t.Errorf("%s: played %d times in 14 games, want 2 (one a colour)", s, n)
		}
	}
}
