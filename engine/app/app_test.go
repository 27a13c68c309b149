package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/store"
)

var t0 = time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)

func newApp(t *testing.T, mod func(*Options)) *App {
	t.Helper()
	o := Options{Settings: DefaultSettings(), Width: 1280, Height: 800, Now: t0, ConfigDir: "/cfg"}
	if mod != nil {
		mod(&o)
	}
	a, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// keyTo walks the cursor to p with arrow intents, as a keyboard player would.
func keyTo(a *App, p engine.Point) {
	for i := 0; i < 4*engine.MaxSize && a.Cursor() != p; i++ {
		keyStep(a, p)
	}
}

func keyStep(a *App, p engine.Point) {
	if a.Cursor().X < p.X {
		a.Apply(Intent{Kind: MoveCursor, DX: 1})
	}
	if a.Cursor().X > p.X {
		a.Apply(Intent{Kind: MoveCursor, DX: -1})
	}
	if a.Cursor().Y < p.Y {
		a.Apply(Intent{Kind: MoveCursor, DY: 1})
	}
	if a.Cursor().Y > p.Y {
		a.Apply(Intent{Kind: MoveCursor, DY: -1})
	}
}

// playKeys plays a move string with the arrow keys and Space.
func playKeys(t *testing.T, a *App, moves string) {
	t.Helper()
	pts, err := engine.ParseMoves(moves, a.Game().Config().Size)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pts {
		keyTo(a, p)
		a.Apply(Intent{Kind: Place})
	}
}

// flatText is the panel's text with wrapped lines joined again.
func flatText(v View) string { return strings.ReplaceAll(lineTexts(v), "\n", " ") }

func lineTexts(v View) string {
	var s []string
	for _, l := range v.Lines {
		s = append(s, l.Text)
	}
	return strings.Join(s, "\n")
}

func TestStartsEmptyWithCursorOnCentreAndBlackToMove(t *testing.T) {
	a := newApp(t, nil)
	v := a.View()
	if v.Cursor != (engine.Point{X: 7, Y: 7}) || v.Cursor.String() != "h8" {
		t.Fatalf("cursor %v, want h8", v.Cursor)
	}
	txt := lineTexts(v)
	for _, want := range []string{"Black to move", "Move 0", "Best: —", "Freestyle · 15×15"} {
		if !strings.Contains(txt, want) {
			t.Errorf("panel lacks %q:\n%s", want, txt)
		}
	}
}

func TestCursorClampsAtEdges(t *testing.T) {
	a := newApp(t, nil)
	for i := 0; i < 30; i++ {
		a.Apply(Intent{Kind: MoveCursor, DX: -1})
		a.Apply(Intent{Kind: MoveCursor, DY: 1})
	}
	if got := a.Cursor().String(); got != "a15" {
		t.Fatalf("cursor %s, want a15 (clamped, no wrap)", got)
	}
	for i := 0; i < 30; i++ {
		a.Apply(Intent{Kind: MoveCursor, DX: 1})
		a.Apply(Intent{Kind: MoveCursor, DY: -1})
	}
	if got := a.Cursor().String(); got != "o1" {
		t.Fatalf("cursor %s, want o1", got)
	}
}

func TestOccupiedPlacementIsANoOpWithACue(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8")
	a.TakeEffects()
	a.Apply(Intent{Kind: Place}) // cursor still on h8
	if n := a.Game().MoveCount(); n != 1 {
		t.Fatalf("move count %d after occupied placement, want 1", n)
	}
	if a.Game().ToMove() != engine.White {
		t.Fatal("turn advanced on an occupied point")
	}
	v := a.View()
	if !v.ShowInvalid || v.Invalid.String() != "h8" {
		t.Fatalf("no invalid cue on h8: %+v", v.Invalid)
	}
	effects := a.TakeEffects()
	if len(effects) != 1 || effects[0].Kind != EffectCue {
		t.Fatalf("effects %+v, want one cue", effects)
	}
	a.Update(t0.Add(time.Second))
	if a.View().ShowInvalid {
		t.Fatal("invalid cue did not expire")
	}
}

func TestBlackWinsFreezesAndRecordsBest(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8a1i8a2j8a3k8a4l8")
	v := a.View()
	if !v.Over || len(v.WinLine) != 5 {
		t.Fatalf("over=%v line=%v", v.Over, v.WinLine)
	}
	if engine.FormatMoves(v.WinLine) != "h8i8j8k8l8" {
		t.Fatalf("win line %v", engine.FormatMoves(v.WinLine))
	}
	txt := lineTexts(v)
	for _, want := range []string{"Black wins!", "Won in 5 moves — new best!", "Best: 5 moves", "Move 9"} {
		if !strings.Contains(txt, want) {
			t.Errorf("panel lacks %q:\n%s", want, txt)
		}
	}
	var save *Effect
	for _, e := range a.TakeEffects() {
		if e.Kind == EffectSave && filepath.Base(e.Path) == store.BestFile {
			e := e
			save = &e
		}
	}
	if save == nil || save.Path != filepath.Join("/cfg", store.BestFile) {
		t.Fatalf("no save of best.json: %+v", save)
	}
	var s store.Scores
	if err := json.Unmarshal(save.Data, &s); err != nil {
		t.Fatal(err)
	}
	if best, _ := s.BestFor(a.Kind()); best != 5 || s.History[0].Winner != "black" {
		t.Fatalf("saved %+v", s)
	}
	// Frozen: nothing more is placed, by key or by click.
	a.Apply(Intent{Kind: Place})
	x, y := a.View().Layout.Grid.Center(engine.Point{X: 3, Y: 3})
	a.Apply(Intent{Kind: PointerDown, X: int(x), Y: int(y)})
	if a.Game().MoveCount() != 9 {
		t.Fatalf("board not frozen after the win: %d moves", a.Game().MoveCount())
	}
	// Tab focuses the game-over buttons; Enter on the first rematches.
	a.Apply(Intent{Kind: FocusPanel})
	if bs := a.View().Buttons; bs[0].ID != ButtonRematch || !bs[0].Focused {
		t.Fatalf("game-over buttons %+v", bs)
	}
	a.Apply(Intent{Kind: Place})
	if a.Game().MoveCount() != 0 || a.Game().Over() {
		t.Fatal("Rematch did not start a new round")
	}
}

func TestWhiteWinIsCountedInWhiteStones(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "a1h8a3i9a5j10a7k11a9l12")
	if r := a.Game().Result(); r.Winner != engine.White {
		t.Fatalf("result %+v", r)
	}
	if !strings.Contains(lineTexts(a.View()), "Won in 5 moves") {
		t.Fatal("white's count must be white's stones")
	}
}

func TestWorseWinKeepsBest(t *testing.T) {
	a := newApp(t, func(o *Options) {
		o.Scores.Record(store.Win{Moves: 5, Kind: "two-player freestyle 15x15"})
	})
	playKeys(t, a, "h8a1i8a2j8a3k8a5a7a9l8")
	txt := lineTexts(a.View())
	if !strings.Contains(txt, "Best: 5 moves") || strings.Contains(txt, "new best") {
		t.Fatalf("a 6-move win must not beat 5:\n%s", txt)
	}
}

func TestRestartClearsEverything(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8a1i8a2j8a3k8a4l8")
	keyTo(a, engine.Point{X: 2, Y: 2})
	a.Apply(Intent{Kind: Restart})
	v := a.View()
	if v.Over || a.Game().MoveCount() != 0 || v.Cursor.String() != "h8" || v.ToMove != engine.Black {
		t.Fatalf("restart left state: over=%v moves=%d cursor=%v", v.Over, a.Game().MoveCount(), v.Cursor)
	}
	if v.Board.Count(engine.Empty) != 225 {
		t.Fatal("board not cleared")
	}
	txt := lineTexts(v)
	if strings.Contains(txt, "wins") || strings.Contains(txt, "Won in") || !strings.Contains(txt, "Move 0") {
		t.Fatalf("message not removed:\n%s", txt)
	}
	if !strings.Contains(txt, "Best: 5 moves") {
		t.Fatal("restart must keep the best result")
	}
}

func TestBossKeyHidesAndRestoresExactly(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8i9")
	keyTo(a, engine.Point{X: 3, Y: 4})
	before := a.View()
	a.Apply(Intent{Kind: BossKey})
	v := a.View()
	if !v.Boss || len(v.Sheet.Rows) == 0 || len(v.Lines) != 0 || len(v.Buttons) != 0 {
		t.Fatalf("boss view shows game elements: %+v", v.Lines)
	}
	// Keys typed at the boss screen must not touch the game.
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	a.Apply(Intent{Kind: Place})
	a.Apply(Intent{Kind: Restart})
	a.Apply(Intent{Kind: BossKey})
	after := a.View()
	if after.Boss || lineTexts(after) != lineTexts(before) || after.Cursor != before.Cursor || after.Board != before.Board {
		t.Fatal("boss key round trip changed the game")
	}
}

func TestClickPlacesOrSelects(t *testing.T) {
	for _, clickToPlace := range []bool{true, false} {
		a := newApp(t, func(o *Options) { o.Settings.ClickToPlace = clickToPlace })
		p := engine.Point{X: 2, Y: 12}
		x, y := a.View().Layout.Grid.Center(p)
		a.Apply(Intent{Kind: PointerMove, X: int(x) + 5, Y: int(y) - 2}) // the mouse moving in
		a.Apply(Intent{Kind: PointerMove, X: int(x) + 3, Y: int(y) - 2})
		if v := a.View(); !v.ShowHover || v.Hover != p || v.HoverColor != engine.Black {
			t.Fatalf("hover %v/%v, want c13", v.Hover, v.ShowHover)
		}
		a.Apply(Intent{Kind: PointerDown, X: int(x) + 3, Y: int(y) - 2})
		if a.Cursor() != p {
			t.Fatalf("click did not move the cursor to c13: %v", a.Cursor())
		}
		placed := a.Game().At(p) == engine.Black
		if placed != clickToPlace {
			t.Fatalf("clickToPlace=%v but placed=%v", clickToPlace, placed)
		}
		if !clickToPlace {
			var place Button
			for _, b := range a.View().Buttons {
				if b.ID == ButtonPlace {
					place = b
				}
			}
			a.Apply(Intent{Kind: PointerDown, X: place.Rect.X + 5, Y: place.Rect.Y + 5})
			if a.Game().At(p) != engine.Black {
				t.Fatal("Place stone button did not place at the cursor")
			}
		}
		if a.View().ShowHover {
			t.Fatal("no ghost stone over an occupied point")
		}
	}
}

func TestClickOffTheGridDoesNothing(t *testing.T) {
	a := newApp(t, nil)
	a.Apply(Intent{Kind: PointerDown, X: 1, Y: 1})
	if a.Game().MoveCount() != 0 || a.Cursor().String() != "h8" {
		t.Fatal("a click outside the board changed the game")
	}
}

func TestRestartButton(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8i9")
	for _, b := range a.View().Buttons {
		if b.ID == ButtonRestart {
			a.Apply(Intent{Kind: PointerDown, X: b.Rect.X + 2, Y: b.Rect.Y + 2})
		}
	}
	answerYes(t, a)
	if a.Game().MoveCount() != 0 {
		t.Fatal("Restart button did not clear the board")
	}
}

func TestSaveFailureIsShownAndGameGoesOn(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8a1i8a2j8a3k8a4l8")
	a.Saved("/cfg/"+store.BestFile, fmt.Errorf("open /cfg/best.json: %w", fs.ErrPermission))
	txt := lineTexts(a.View())
	if !strings.Contains(strings.ReplaceAll(txt, "\n", " "), "Could not save: permission was refused") {
		t.Fatalf("no save failure message:\n%s", txt)
	}
	a.Apply(Intent{Kind: Restart})
	playKeys(t, a, "h8")
	if a.Game().MoveCount() != 1 {
		t.Fatal("game did not go on after a failed save")
	}
}

func TestLockedScoresAreNeverOverwritten(t *testing.T) {
	a := newApp(t, func(o *Options) { o.ScoresLocked = true })
	playKeys(t, a, "h8a1i8a2j8a3k8a4l8")
	for _, e := range a.TakeEffects() {
		if e.Kind == EffectSave && filepath.Base(e.Path) == store.BestFile {
			t.Fatal("saved over an unreadable best.json")
		}
	}
	if !strings.Contains(lineTexts(a.View()), "kept untouched") {
		t.Fatal("player not told the result was not saved")
	}
}

func TestStartupNoticeShownThenExpires(t *testing.T) {
	a := newApp(t, func(o *Options) {
		o.Problems = []Problem{{File: "best.json", Err: &store.CorruptError{Path: "/cfg/best.json", Err: errors.New("invalid JSON"), Aside: "/cfg/x.corrupt"}}}
	})
	if !strings.Contains(spoken(a.View()), "Your best results could not be read (the file is damaged); new results are kept from now on, and the damaged file is kept as x.corrupt") {
		t.Fatal("start-up notice missing")
	}
	if d, ok := a.NextWake(); !ok || d <= 0 {
		t.Fatal("a notice must schedule its own expiry")
	}
	a.Update(t0.Add(time.Minute))
	if strings.Contains(lineTexts(a.View()), "corrupt") {
		t.Fatal("notice never expires")
	}
}

func TestStartingPositionFromMoves(t *testing.T) {
	pts, _ := engine.ParseMoves("h8i9h9", 15)
	a := newApp(t, func(o *Options) { o.Moves = pts })
	v := a.View()
	if v.Board.At(pts[2]) != engine.Black || v.ToMove != engine.White || v.LastMove.String() != "h9" {
		t.Fatalf("position not set up: last=%v", v.LastMove)
	}
	if _, err := New(Options{Settings: DefaultSettings(), Moves: append(pts, pts[0])}); err == nil {
		t.Fatal("an illegal starting position must be refused")
	}
}

var errTest = errors.New("invalid JSON; kept as settings.json.corrupt-x")
