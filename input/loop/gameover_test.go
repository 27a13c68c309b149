package loop

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

// The losing player, still trying to move after the winning stone,
// presses Up then Space: the final board stays (the cursor moves, to
// look), and only Tab then Space starts the rematch, on a board with no
// stale "the game is over" toast.
func TestFinalBoardSurvivesUpThenSpace(t *testing.T) {
	s := newSession(t)
	s.play("h8a1i8a2j8a3k8a4l8", sdl.K_SPACE)
	a := s.l.App
	if !a.Game().Over() {
		t.Fatal("Black's five did not end the game")
	}
	at := a.Cursor()
	s.key(sdl.K_UP, 0)
	s.key(sdl.K_SPACE, 0)
	if !a.Game().Over() || a.Game().MoveCount() != 9 {
		t.Fatalf("Up, Space wiped the final board: %d moves, over %v", a.Game().MoveCount(), a.Game().Over())
	}
	if a.Cursor().Y != at.Y+1 || !a.View().ShowCursor {
		t.Fatalf("Up after the game did not move the board cursor: %v -> %v", at, a.Cursor())
	}
	if a.View().Toast == "" {
		t.Fatal("Space on the finished board did not say how to go on")
	}
	s.key(sdl.K_TAB, 0)
	if bs := a.View().Buttons; !bs[0].Focused || a.View().ShowCursor {
		t.Fatal("Tab did not move the focus into the game-over buttons")
	}
	s.key(sdl.K_SPACE, 0)
	if a.Game().Over() || a.Game().MoveCount() != 0 {
		t.Fatal("Tab, Space did not start the rematch")
	}
	if toast := a.View().Toast; toast != "" {
		t.Fatalf("the old board's toast %q stayed on the new board", toast)
	}
}

// lineEngine plays along the top row, a15 to e15, whatever happens.
type lineEngine struct{}

func (lineEngine) Think(ctx context.Context, req app.ThinkRequest) (engine.Point, error) {
	g, err := engine.Replay(req.Config, req.History)
	if err != nil {
		return engine.Point{}, err
	}
	for _, m := range []string{"a15", "b15", "c15", "d15", "e15"} {
		p, _ := engine.ParsePoint(m, req.Config.Size)
		if g.At(p) == engine.Empty {
			return p, nil
		}
	}
	return engine.Point{}, errors.New("row full")
}

// Against the computer the panel says "The computer wins" (not "White
// wins!"), and Ctrl+Z, as the help line promises, takes the game back to
// the player's last move.
func TestLossToTheComputerIsSaidAndCanBeUndone(t *testing.T) {
	s := newSessionWith(t, t.TempDir(), lineEngine{}, true, func(o *app.Options) {
		o.Resume = nil
		o.Settings.Setup = app.Setup{Mode: app.ModeVsComputer, Game: engine.DefaultConfig(), HumanFirst: true}
	})
	a := s.l.App
	for _, m := range []string{"h8", "h9", "h10", "h11", "a1"} {
		s.play(m, sdl.K_SPACE)
		s.waitFor("the computer's move", func() bool { return a.Game().Over() || a.Game().ToMove() == engine.Black })
	}
	if r := a.Game().Result(); r.Status != engine.Won || r.Winner != engine.White {
		t.Fatalf("the computer did not win: %+v", r)
	}
	txt := panelText(a)
	if !strings.Contains(txt, "The computer wins") || strings.Contains(txt, "White wins") {
		t.Fatalf("the result is not said from the player's side:\n%s", txt)
	}
	s.key(sdl.K_z, sdl.KMOD_LCTRL)
	g := a.Game()
	if g.Over() || g.MoveCount() != 8 || g.ToMove() != engine.Black {
		t.Fatalf("Ctrl+Z after the loss: over %v, %d moves, %v to move; want the player's move again", g.Over(), g.MoveCount(), g.ToMove())
	}
	if last, _ := g.LastMove(); engine.FormatMoves([]engine.Point{last}) != "d15" {
		t.Fatalf("last stone after undo %v, want d15", last)
	}
}

// Backing out of a menu opened from the in-game menu with two quick
// Escapes lands on the board, not on the boss screen; two quick Escapes
// with nothing to close still hide the game.
func TestBackingOutOfNestedMenusNeverShowsTheBoss(t *testing.T) {
	s := newSession(t)
	s.play("h8", sdl.K_SPACE)
	a := s.l.App
	s.key(sdl.K_m, 0)
	s.focusMenu("Settings")
	s.key(sdl.K_RETURN, 0)
	if a.Screen() != app.ScreenSettings {
		t.Fatalf("screen %v, want the settings", a.Screen())
	}
	s.key(sdl.K_ESCAPE, 0) // settings → board
	s.key(sdl.K_ESCAPE, 0) // within the boss window: one more Back
	if a.Boss() {
		t.Fatal("backing out of the settings showed the boss screen")
	}
	if a.Screen() != app.ScreenPlay || a.View().Menu != nil {
		t.Fatalf("not back on the board: screen %v", a.Screen())
	}
	s.key(sdl.K_ESCAPE, 0)
	s.key(sdl.K_ESCAPE, 0)
	if !a.Boss() {
		t.Fatal("Esc Esc on the bare board did not show the boss screen")
	}
}
