package loop

import (
	"strconv"
	"strings"
	"testing"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
	"gomoku/engine/puzzle"
)

// toTitleRow goes from the board to the title screen by the in-game menu
// and focuses a row there, with keys.
func (s *session) toTitleRow(label string) {
	s.t.Helper()
	s.key(sdl.K_m, 0)
	s.focusMenu("Quit to title")
	s.key(sdl.K_RETURN, 0)
	s.focusMenu(label)
}

func (s *session) panel() string {
	var out []string
	for _, l := range s.l.App.View().Lines {
		out = append(out, l.Text)
	}
	return strings.Join(out, "\n")
}

// TestPuzzleByKeyboardIsRatedAndRemembered: from the title screen a new
// player gets the puzzle nearest 1200, plays a corner (refuted: the panel
// says so and the defence is drawn), retries with R and solves it by
// following the win while the engine defends; after a relaunch from the
// same folder the statistics show the new rating and the puzzle is not
// offered again.
func TestPuzzleByKeyboardIsRatedAndRemembered(t *testing.T) {
	dir := t.TempDir()
	s := newSessionIn(t, dir, nil, true)
	ps, err := puzzle.Load(engine.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[puzzle.Pick(ps, puzzle.NewRating(), nil)]
	s.toTitleRow("Puzzles")
	s.key(sdl.K_RETURN, 0)
	if s.l.App.Screen() != app.ScreenPuzzles {
		t.Fatalf("screen %v, want Puzzles", s.l.App.Screen())
	}
	idle := func() bool { return !s.l.App.View().Thinking }

	s.walkTo(engine.Point{X: 0, Y: 0})
	s.key(sdl.K_RETURN, 0)
	s.waitFor("the refutation", idle)
	if !strings.Contains(s.panel(), "Refuted") || len(s.l.App.View().Sequence) == 0 {
		t.Fatalf("a1 was not refuted:\n%s", s.panel())
	}
	s.key(sdl.K_r, 0)

	mv := p.Solution[0]
	for range p.Length {
		s.walkTo(mv)
		s.key(sdl.K_RETURN, 0)
		s.waitFor("the engine's defence", idle)
		v := s.l.App.View()
		if strings.Contains(s.panel(), "Solved") {
			break
		}
		if !strings.Contains(s.panel(), "Good move") || !v.HasLast {
			t.Fatalf("after %v:\n%s", mv, s.panel())
		}
		// The player finds the next attack with a hint (H), as one would
		// when stuck; the hint marks it on the board.
		s.key(sdl.K_h, 0)
		s.waitFor("the hint", func() bool { return s.l.App.View().ShowHint })
		mv = s.l.App.View().Hint
	}
	if !strings.Contains(s.panel(), "Solved") {
		t.Fatalf("not solved:\n%s", s.panel())
	}
	rating := puzzle.NewRating().After(p.Rating, false) // the refuted first try counted
	s.waitFor("best.json", func() bool { return !s.l.Saving() })
	s.done()

	s2 := newSessionIn(t, dir, nil, true)
	s2.toTitleRow("Statistics")
	s2.key(sdl.K_RETURN, 0)
	found := false
	for _, it := range s2.l.App.View().Menu.Items {
		if strings.HasPrefix(it.Label, "Puzzles") && it.Value == "rating "+strconv.Itoa(rating.Elo)+" · 1 solved" {
			found = true
		}
	}
	if !found {
		t.Fatalf("the statistics after a relaunch lack the rating %d:\n%+v", rating.Elo, s2.l.App.View().Menu.Items)
	}
	s2.key(sdl.K_ESCAPE, 0)
	s2.focusMenu("Puzzles")
	s2.key(sdl.K_RETURN, 0)
	if s2.l.App.Screen() != app.ScreenPuzzles || showsPuzzle(s2, p) {
		t.Fatalf("the solved puzzle %s was offered again", p.ID)
	}
}

// showsPuzzle reports whether the board shows exactly the puzzle's
// position.
func showsPuzzle(s *session, p puzzle.Puzzle) bool {
	b := s.l.App.View().Board
	if b.Count(engine.Black)+b.Count(engine.White) != len(p.Moves) {
		return false
	}
	for i, m := range p.Moves {
		want := engine.Black
		if i%2 == 1 {
			want = engine.White
		}
		if b.At(m) != want {
			return false
		}
	}
	return true
}
