package render

import (
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/app"
	"gomoku/engine/puzzle"
)

// settle runs frames until the engine working for the screen (a puzzle's
// defence, the editor's solver) has answered and the view shows it.
func settle(t testing.TB, a *app.App) {
	t.Helper()
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	for end := time.Now().Add(time.Minute); ; {
		now = now.Add(16 * time.Millisecond)
		a.Update(now)
		if !a.View().Thinking {
			return
		}
		if time.Now().After(end) {
			t.Fatal("the engine never answered")
		}
		time.Sleep(time.Millisecond)
	}
}

// openFromTitle goes to the title screen through the in-game menu and
// picks a row there by its label.
func openFromTitle(t testing.TB, a *app.App, label string) {
	t.Helper()
	a.Apply(app.Intent{Kind: app.Menu})
	focusMenu(t, a, "Quit to title")
	a.Apply(app.Intent{Kind: app.Place})
	focusMenu(t, a, label)
	a.Apply(app.Intent{Kind: app.Place})
}

// keyTo walks the board cursor to p with the arrows.
func keyTo(a *app.App, p engine.Point) {
	for range 4 * engine.MaxSize {
		c := a.View().Cursor
		if c == p {
			return
		}
		a.Apply(app.Intent{Kind: app.MoveCursor, DX: cmp(p.X, c.X), DY: cmp(p.Y, c.Y)})
	}
}

func cmp(a, b int) int {
	switch {
	case a > b:
		return 1
	case a < b:
		return -1
	}
	return 0
}

// firstPuzzle is the puzzle a new player is offered under the rule.
func firstPuzzle(t testing.TB, rule engine.Rule) puzzle.Puzzle {
	t.Helper()
	ps, err := puzzle.Load(rule)
	if err != nil {
		t.Fatal(err)
	}
	return ps[puzzle.Pick(ps, puzzle.NewRating(), nil)]
}

// TestGoldenPuzzles: a puzzle in progress (the right first move played
// and the engine's defence on the board), a wrong move refuted (the
// defence's line as numbered ghost stones), and the board editor with the
// solver's line.
func TestGoldenPuzzles(t *testing.T) {
	cases := []struct {
		name  string
		setup func(t testing.TB, a *app.App)
	}{
		{"puzzle_in_progress", func(t testing.TB, a *app.App) {
			p := firstPuzzle(t, engine.Freestyle)
			openFromTitle(t, a, "Puzzles")
			keyTo(a, p.Solution[0])
			a.Apply(app.Intent{Kind: app.Place})
			settle(t, a)
		}},
		{"puzzle_refuted", func(t testing.TB, a *app.App) {
			openFromTitle(t, a, "Puzzles")
			keyTo(a, engine.Point{X: 0, Y: 0})
			a.Apply(app.Intent{Kind: app.Place})
			settle(t, a)
		}},
		{"editor_solver", func(t testing.TB, a *app.App) {
			// The first shipped freestyle VCF puzzle, set up by hand.
			var p puzzle.Puzzle
			ps, err := puzzle.Load(engine.Freestyle)
			if err != nil {
				t.Fatal(err)
			}
			for _, q := range ps {
				if q.Kind == ai.VCF {
					p = q
					break
				}
			}
			openFromTitle(t, a, "Board editor")
			for i, pt := range p.Moves {
				keyTo(a, pt)
				a.Apply(app.Intent{Kind: app.Place})
				if i%2 == 1 {
					a.Apply(app.Intent{Kind: app.Place}) // a second press: white
				}
			}
			if p.ToMove() == engine.White {
				clickButton(t, a, app.ButtonEditorToMove)
			}
			a.Apply(app.Intent{Kind: app.Hint})
			settle(t, a)
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := newAppWith(t, app.DefaultSettings(), 1280, 800)
			tc.setup(t, a)
			v := a.View()
			img, err := Snapshot(v)
			if err != nil {
				t.Fatalf("Snapshot: %v", err)
			}
			checkGoldenRegion(t, tc.name, img, v, wholeFrame)
		})
	}
}
