package app

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/puzzle"
	"gomoku/engine/store"
)

// openPuzzlesFromTitle goes to the title screen and picks Puzzles there,
// as a player would with the keys.
func openPuzzlesFromTitle(t *testing.T, a *App) *puzzlesScene {
	t.Helper()
	a.openTitle()
	shownMenu(a).focusID(rowPuzzles)
	a.Apply(Intent{Kind: Place})
	s, ok := a.scene.(*puzzlesScene)
	if !ok || a.Screen() != ScreenPuzzles {
		t.Fatalf("Puzzles row opened %v", a.Screen())
	}
	if s.sess == nil {
		t.Fatalf("no puzzle shown:\n%s", lineTexts(a.View()))
	}
	return s
}

// waitPuzzle runs frames until the engine has answered the last move or
// hint (the check runs on its own goroutine; a minute is far beyond any).
func waitPuzzle(t *testing.T, a *App, s *puzzlesScene) {
	t.Helper()
	now := a.now
	for end := time.Now().Add(time.Minute); s.job != nil; {
		if time.Now().After(end) {
			t.Fatal("the engine never answered")
		}
		time.Sleep(time.Millisecond)
		now = now.Add(16 * time.Millisecond)
		a.Update(now)
	}
}

// playPuzzleKeys walks the cursor to p with arrows and presses Enter.
func playPuzzleKeys(t *testing.T, a *App, s *puzzlesScene, p engine.Point) {
	t.Helper()
	for i := 0; i < 4*engine.MaxSize && s.cursor != p; i++ {
		dx, dy := sign(p.X-s.cursor.X), sign(p.Y-s.cursor.Y)
		a.Apply(Intent{Kind: MoveCursor, DX: dx, DY: dy})
	}
	a.Apply(Intent{Kind: Place})
	waitPuzzle(t, a, s)
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// savedScores decodes the last best.json the app asked to write.
func savedScores(t *testing.T, a *App) (store.Scores, bool) {
	t.Helper()
	var s store.Scores
	found := false
	for _, e := range a.TakeEffects() {
		if e.Kind == EffectSave && filepath.Base(e.Path) == store.BestFile {
			if err := json.Unmarshal(e.Data, &s); err != nil {
				t.Fatal(err)
			}
			found = true
		}
	}
	return s, found
}

// TestPuzzleSolvedRaisesTheRatingAndIsSaved: the player plays the one
// winning first move, the engine defends, the player follows the win
// until five; the panel says solved, the rating rises, best.json gets the
// rating and the solved ID, and a game started from that file shows them
// in the statistics and does not offer the puzzle again.
func TestPuzzleSolvedRaisesTheRatingAndIsSaved(t *testing.T) {
	a := newApp(t, nil)
	s := openPuzzlesFromTitle(t, a)
	p := s.sess.Puzzle()
	txt := lineTexts(a.View())
	side := map[engine.Color]string{engine.Black: "Black", engine.White: "White"}[p.ToMove()]
	if !strings.Contains(txt, side+" to play and win by") {
		t.Fatalf("the goal is not said:\n%s", txt)
	}
	a.TakeEffects()
	mv := p.Solution[0]
	for i := 0; i < p.Length; i++ {
		before := len(s.moves)
		playPuzzleKeys(t, a, s, mv)
		if !s.last.Correct {
			t.Fatalf("move %d %v was judged wrong", i+1, mv)
		}
		if s.state == puzzle.Solved {
			break
		}
		if len(s.moves) != before+2 || s.moves[len(s.moves)-1] != s.last.Reply {
			t.Fatalf("the engine's defence is not on the board: %v", s.moves[before:])
		}
		mv = s.last.Line[0]
	}
	if s.state != puzzle.Solved {
		t.Fatalf("not solved after %d moves: %v", p.Length, s.state)
	}
	txt = lineTexts(a.View())
	if !strings.Contains(txt, "Solved!") {
		t.Fatalf("the panel does not say solved:\n%s", txt)
	}
	// It says why: the five on the board, or the four that can't be
	// stopped — never "five" without one.
	five := s.sess.Game().Over()
	if five != strings.Contains(txt, "Five in a row") || !five && !strings.Contains(txt, "Solved — ") {
		t.Fatalf("five on the board %v, the panel says:\n%s", five, txt)
	}
	saved, ok := savedScores(t, a)
	if !ok {
		t.Fatal("best.json was not written")
	}
	ps := saved.Puzzles[p.Rule.String()]
	if ps == nil || ps.Elo <= puzzle.StartRating || ps.Solved != 1 || len(ps.IDs) != 1 || ps.IDs[0] != p.ID {
		t.Fatalf("saved puzzle score %+v", ps)
	}

	data, err := saved.Encode()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := store.WriteFile(filepath.Join(dir, store.BestFile), data); err != nil {
		t.Fatal(err)
	}
	loaded, err := store.LoadScores(dir, t0)
	if err != nil {
		t.Fatal(err)
	}
	b := newApp(t, func(o *Options) { o.Scores = loaded })
	b.openStats(b.play)
	if v := b.View(); !strings.Contains(menuTexts(v), "rating "+itoa(ps.Elo)+" · 1 solved") {
		t.Fatalf("statistics do not show the puzzle rating:\n%s", menuTexts(v))
	}
	s2 := openPuzzlesFromTitle(t, b)
	if s2.sess.Puzzle().ID == p.ID {
		t.Fatalf("the solved puzzle %s was offered again", p.ID)
	}
}

// menuTexts is every row of the menu shown, label and value.
func menuTexts(v View) string {
	if v.Menu == nil {
		return ""
	}
	var out []string
	for _, it := range v.Menu.Items {
		out = append(out, it.Label+": "+it.Value)
	}
	return strings.Join(out, "\n")
}

// TestPuzzleWrongMoveIsRefuted: a move that lets the win go is answered
// by the engine, its refutation drawn as numbered ghost stones, the
// rating drops; Enter retries from the puzzle's position.
func TestPuzzleWrongMoveIsRefuted(t *testing.T) {
	a := newApp(t, nil)
	s := openPuzzlesFromTitle(t, a)
	p := s.sess.Puzzle()
	a.TakeEffects()
	playPuzzleKeys(t, a, s, emptyCorner(t, s))
	if s.state != puzzle.Failed || s.last.Correct {
		t.Fatalf("a corner move was not refuted: %v", s.state)
	}
	v := a.View()
	if !strings.Contains(lineTexts(v), "Refuted") {
		t.Fatalf("the panel does not say refuted:\n%s", lineTexts(v))
	}
	if len(v.Sequence) == 0 || v.Sequence[0].N != 1 || v.Sequence[0].Color != p.ToMove() {
		t.Fatalf("the refutation is not drawn: %+v (reply %v line %v, moves %v)", v.Sequence, s.last.Reply, s.last.Line, engine.FormatMoves(s.moves))
	}
	if !v.HasLast || v.LastMove != s.last.Reply {
		t.Fatal("the engine's reply is not marked")
	}
	saved, ok := savedScores(t, a)
	if ps := saved.Puzzles[p.Rule.String()]; !ok || ps == nil || ps.Elo >= puzzle.StartRating || ps.Failed != 1 || len(ps.IDs) != 0 {
		t.Fatalf("saved puzzle score after a failure: %+v", ps)
	}
	a.Apply(Intent{Kind: Place})
	if s.state != puzzle.Playing || len(s.moves) != len(p.Moves) || len(a.View().Sequence) != 0 {
		t.Fatal("Enter did not retry from the puzzle's position")
	}
}

// emptyCorner is an empty corner of the puzzle's board: far from any
// fight, never a winning move.
func emptyCorner(t *testing.T, s *puzzlesScene) engine.Point {
	t.Helper()
	n := s.sess.Puzzle().Size
	b := boardOf(n, s.moves)
	for _, p := range []engine.Point{{X: 0, Y: 0}, {X: n - 1, Y: 0}, {X: 0, Y: n - 1}, {X: n - 1, Y: n - 1}} {
		if b.At(p) == engine.Empty {
			return p
		}
	}
	t.Fatal("no empty corner")
	return engine.Point{}
}

// TestPuzzleHintAndButtons: the hint marks a winning move (and the solve
// that follows is not rated); the Next button brings another puzzle and
// Back returns to the title.
func TestPuzzleHintAndButtons(t *testing.T) {
	a := newApp(t, nil)
	s := openPuzzlesFromTitle(t, a)
	first := s.sess.Puzzle()
	a.Apply(Intent{Kind: Hint})
	waitPuzzle(t, a, s)
	v := a.View()
	if !v.ShowHint || v.Hint != first.Solution[0] {
		t.Fatalf("hint %v shown=%v, the one winning first move is %v", v.Hint, v.ShowHint, first.Solution[0])
	}
	click := func(id ButtonID) {
		for _, b := range a.View().Buttons {
			if b.ID == id {
				a.Apply(Intent{Kind: PointerDown, X: b.Rect.X + b.Rect.W/2, Y: b.Rect.Y + b.Rect.H/2})
				return
			}
		}
		t.Fatalf("no button %d", id)
	}
	click(ButtonPuzzleNext)
	if s.sess.Puzzle().ID == first.ID {
		t.Fatal("Next showed the same puzzle")
	}
	click(ButtonPuzzleBack)
	if a.Screen() != ScreenTitle {
		t.Fatalf("Back went to %v", a.Screen())
	}
}
