package app

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/puzzle"
)

// openEditorFromTitle picks Board editor on the title screen.
func openEditorFromTitle(t *testing.T, a *App) *editorScene {
	t.Helper()
	a.openTitle()
	shownMenu(a).focusID(rowEditor)
	a.Apply(Intent{Kind: Place})
	e, ok := a.scene.(*editorScene)
	if !ok || a.Screen() != ScreenEditor {
		t.Fatalf("Board editor row opened %v", a.Screen())
	}
	return e
}

// editStones sets stones with the arrows and Enter, as a keyboard player
// would: one press makes a point black, two white.
func editStones(t *testing.T, a *App, e *editorScene, black, white string) {
	t.Helper()
	for presses, moves := range map[int]string{1: black, 2: white} {
		pts, err := engine.ParseMoves(moves, e.cfg.Size)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pts {
			for i := 0; i < 4*engine.MaxSize && e.cursor != p; i++ {
				a.Apply(Intent{Kind: MoveCursor, DX: sign(p.X - e.cursor.X), DY: sign(p.Y - e.cursor.Y)})
			}
			for range presses {
				a.Apply(Intent{Kind: Place})
			}
		}
	}
}

// pressEditorButton moves the focus to the panel with Menu, walks it to
// the button with the arrows and presses Enter, as with a pad.
func pressEditorButton(t *testing.T, a *App, e *editorScene, id ButtonID) {
	t.Helper()
	a.Apply(Intent{Kind: Menu})
	for i := 0; i < 20 && e.focus >= 0 && e.buttons(a)[e.focus].ID != id; i++ {
		a.Apply(Intent{Kind: MoveCursor, DX: 1})
	}
	if e.focus < 0 || e.buttons(a)[e.focus].ID != id {
		t.Fatalf("no button %d to focus", id)
	}
	a.Apply(Intent{Kind: Place})
	if a.scene == scene(e) && e.focus >= 0 {
		a.Apply(Intent{Kind: Back}) // the focus back on the board
	}
}

// TestEditedPositionIsPlayedOut: stones set by keys, White to move, then
// Two players: a new game starts from that position with White to move.
func TestEditedPositionIsPlayedOut(t *testing.T) {
	a := newApp(t, nil)
	e := openEditorFromTitle(t, a)
	editStones(t, a, e, "h8i9j10", "h9i10")
	if e.board.Count(engine.Black) != 3 || e.board.Count(engine.White) != 2 {
		t.Fatalf("board after editing: %d black, %d white", e.board.Count(engine.Black), e.board.Count(engine.White))
	}
	pressEditorButton(t, a, e, ButtonEditorCheck)
	if !strings.Contains(lineTexts(a.View()), "both sides need as many stones") {
		t.Fatalf("3 black and 2 white with Black to move passed the check:\n%s", lineTexts(a.View()))
	}
	pressEditorButton(t, a, e, ButtonEditorToMove)
	pressEditorButton(t, a, e, ButtonEditorTwoPlayer)
	if a.Screen() != ScreenPlay {
		t.Fatalf("Two players went to %v: %s", a.Screen(), a.toast)
	}
	if len(a.Game().Moves()) != 5 || a.Game().ToMove() != engine.White {
		t.Fatalf("the game starts from %v, %v to move", a.Game().Moves(), a.Game().ToMove())
	}
	b := a.Game().Board()
	for _, s := range []string{"h8", "i9", "j10"} {
		p, _ := engine.ParsePoint(s, 15)
		if b.At(p) != engine.Black {
			t.Fatalf("%s is not black in the game", s)
		}
	}
	playKeys(t, a, "k11")
	if len(a.Game().Moves()) != 6 {
		t.Fatal("White could not play in the new game")
	}
}

// TestEditorRefusesAPositionWithAFive: five black stones in a row are a
// game already over: the check says so and marks it, and the position is
// neither played out nor solved.
func TestEditorRefusesAPositionWithAFive(t *testing.T) {
	a := newApp(t, nil)
	e := openEditorFromTitle(t, a)
	editStones(t, a, e, "d4e4f4g4h4", "d6e6f6g6h6")
	pressEditorButton(t, a, e, ButtonEditorTwoPlayer)
	if a.Screen() != ScreenEditor {
		t.Fatalf("a position with a five was played out: %v", a.Screen())
	}
	v := a.View()
	if !strings.Contains(lineTexts(v), "already has a winning line") || !v.ShowInvalid {
		t.Fatalf("the five is not reported:\n%s", lineTexts(v))
	}
	a.Apply(Intent{Kind: Hint})
	if e.solve != nil {
		t.Fatal("the solver was asked about a finished position")
	}
}

// TestCheckPosition: the legality rules on small cases.
func TestCheckPosition(t *testing.T) {
	for _, c := range []struct {
		name         string
		rule         engine.Rule
		black, white string
		toMove       engine.Color
		want         string
	}{
		{"empty, Black to move", engine.Freestyle, "", "", engine.Black, ""},
		{"one each, White to move", engine.Freestyle, "h8", "h9", engine.White, "editor.count.white"},
		{"white five", engine.Freestyle, "a1c1e1g1j1k1", "h3h4h5h6h7", engine.Black, "editor.five.white"},
		{"overline is a win in freestyle", engine.Freestyle, "a3b3c3d3e3f3", "a1c1e1g1j1", engine.White, "editor.five.black"},
		{"overline is no win but forbidden in renju", engine.Renju, "a3b3c3d3e3f3", "a1c1e1g1j1", engine.White, "editor.overline"},
		{"overline in standard is neither", engine.Standard, "a3b3c3d3e3f3", "a1c1e1g1j1a5", engine.Black, ""},
		{"blocked five in caro is no win", engine.Caro, "b3c3d3e3f3", "a3g3a1c1e1", engine.Black, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, _ := engine.NewBoard(15)
			for col, s := range map[engine.Color]string{engine.Black: c.black, engine.White: c.white} {
				pts, err := engine.ParseMoves(s, 15)
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range pts {
					b.Set(p, col)
				}
			}
			if got := checkPosition(engine.Config{Size: 15, Rule: c.rule}, &b, c.toMove); got.key != c.want {
				t.Fatalf("got %q, want %q", got.key, c.want)
			}
		})
	}
}

// TestEditorSolverDrawsTheLine: a shipped VCF puzzle set up by hand in
// the editor; H asks the solver, which answers "… wins in n moves (VCF):
// … makes …" (n the puzzle's goal, the five included), explains VCF, and
// the line is drawn as numbered ghost stones, the side to move first.
func TestEditorSolverDrawsTheLine(t *testing.T) {
	p := firstPuzzle(t, engine.Freestyle, ai.VCF)
	a := newApp(t, nil)
	e := openEditorFromTitle(t, a)
	var black, white []engine.Point
	for i, m := range p.Moves {
		if i%2 == 0 {
			black = append(black, m)
		} else {
			white = append(white, m)
		}
	}
	editStones(t, a, e, engine.FormatMoves(black), engine.FormatMoves(white))
	if p.ToMove() == engine.White {
		pressEditorButton(t, a, e, ButtonEditorToMove)
	}
	solveInEditor(t, a, e)
	v := a.View()
	side := map[engine.Color]string{engine.Black: "Black", engine.White: "White"}[p.ToMove()]
	if !strings.Contains(lineTexts(v), side+" wins in "+fmt.Sprint(p.Goal())+" moves (VCF): "+p.Solution[0].String()+" makes ") || !strings.Contains(lineTexts(v), "VCF: a win by fours alone") {
		t.Fatalf("the answer is not said:\n%s", lineTexts(v))
	}
	if len(v.Sequence) == 0 || v.Sequence[0].Point != p.Solution[0] || v.Sequence[0].Color != p.ToMove() || v.Sequence[len(v.Sequence)-1].N != len(v.Sequence) {
		t.Fatalf("the line drawn %+v does not start with the puzzle's one winning move %v", v.Sequence, p.Solution[0])
	}
}

// solveInEditor asks the editor's solver (H) and runs frames until it
// answers.
func solveInEditor(t *testing.T, a *App, e *editorScene) {
	t.Helper()
	a.Apply(Intent{Kind: Hint})
	if e.solve == nil {
		t.Fatalf("the solver did not start: %s", a.toast)
	}
	now := a.now
	for end := time.Now().Add(time.Minute); e.solve != nil; {
		if time.Now().After(end) {
			t.Fatal("the solver never answered")
		}
		time.Sleep(time.Millisecond)
		now = now.Add(16 * time.Millisecond)
		a.Update(now)
	}
}

// TestEditorCountsAsPlayersDo: a plain open three j10 k10 l10 with Black
// to move is a win in two of Black's moves — the open four, then five —
// and the editor says so, with what the first move makes and what VCF
// means (it used to say "wins by VCF in 1").
func TestEditorCountsAsPlayersDo(t *testing.T) {
	a := newApp(t, nil)
	e := openEditorFromTitle(t, a)
	editStones(t, a, e, "j10k10l10", "a1a3a5")
	solveInEditor(t, a, e)
	text := lineTexts(a.View())
	for _, want := range []string{"Black wins in 2 moves (VCF): ", " makes an open four", "VCF: a win by fours alone"} {
		if !strings.Contains(text, want) {
			t.Errorf("the editor lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "in 1") {
		t.Errorf("a three counted as a win in 1:\n%s", text)
	}
}

// firstPuzzle is the first shipped puzzle of a rule and kind.
func firstPuzzle(t *testing.T, rule engine.Rule, kind ai.Threat) puzzle.Puzzle {
	t.Helper()
	ps, err := puzzle.Load(rule)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.Kind == kind {
			return p
		}
	}
	t.Fatalf("no %v puzzle for %v", kind, rule)
	return puzzle.Puzzle{}
}
