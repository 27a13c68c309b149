package loop

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

// replyEngine answers at once with the first free point of a list.
type replyEngine struct{}

func (replyEngine) Think(ctx context.Context, req app.ThinkRequest) (engine.Point, error) {
	g, err := engine.Replay(req.Config, req.History)
	if err != nil {
		return engine.Point{}, err
	}
	for _, s := range []string{"i9", "j10", "g7", "k11", "f6", "l12"} {
		p, _ := engine.ParsePoint(s, req.Config.Size)
		if g.At(p) == engine.Empty {
			return p, nil
		}
	}
	return engine.Point{}, errors.New("no move")
}

// focusMenu presses Down (then Up) until the menu focuses the item.
func (s *session) focusMenu(label string) {
	s.t.Helper()
	for _, key := range []sdl.Keycode{sdl.K_DOWN, sdl.K_UP} {
		for i := 0; i < 20; i++ {
			v := s.l.App.View()
			if v.Menu == nil {
				s.t.Fatal("no menu open")
			}
			for _, it := range v.Menu.Items {
				if it.Focused && it.Label == label {
					return
				}
			}
			s.key(key, 0)
		}
	}
	s.t.Fatalf("menu item %q never got the focus", label)
}

// waitDeadline bounds waitFor. It is generous on purpose: under -race on a
// busy 2-core machine the engine's goroutine and the writer can take
// seconds, and a wait that gives up early is a flaky test, not a finding.
const waitDeadline = 2 * time.Minute

// waitFor runs the real loop until cond holds. Each step sleeps in SDL's
// own wait (SDL_WaitEventTimeout), which any event ends at once; the
// engine's answer and finished writes are polled every step, as in the
// game. The test clock stands still: waiting costs no game time.
func (s *session) waitFor(what string, cond func() bool) {
	s.t.Helper()
	for deadline := time.Now().Add(waitDeadline); !cond(); {
		if time.Now().After(deadline) {
			s.t.Fatalf("still waiting for %s after %v", what, waitDeadline)
		}
		if err := s.l.Step(10 * time.Millisecond); err != nil {
			s.t.Fatal(err)
		}
	}
}

func TestKilledMidGameRelaunchRestoresEverything(t *testing.T) {
	dir := t.TempDir()
	s := newSessionIn(t, dir, replyEngine{}, false)
	// Launch goes straight to the board; open the menu, pick New game.
	s.key(sdl.K_m, 0)
	s.focusMenu("New game")
	s.key(sdl.K_RETURN, 0)
	if s.l.App.Screen() != app.ScreenNewGame {
		t.Fatalf("screen %v, want the new-game screen", s.l.App.Screen())
	}
	// New-game screen: Start is focused. Go to the top (Mode), choose
	// "Against the computer", then the clock row: 60 s per move.
	s.focusMenu("Mode")
	s.key(sdl.K_RIGHT, 0)
	s.focusMenu("Clock")
	s.key(sdl.K_RIGHT, 0)
	s.key(sdl.K_RIGHT, 0)
	s.focusMenu("Start")
	s.key(sdl.K_RETURN, 0)
	setup := s.l.App.Setup()
	if setup.Mode != app.ModeVsComputer || setup.Clock != app.ClockMove60 || s.l.App.Screen() != app.ScreenPlay {
		t.Fatalf("new game %+v on screen %v", setup, s.l.App.Screen())
	}
	// A few moves against the computer.
	for _, m := range []string{"h8", "h9"} {
		s.play(m, sdl.K_SPACE)
		s.waitFor("the computer's move", func() bool { return !s.l.App.Thinking() && s.l.App.Game().ToMove() == engine.Black })
	}
	s.now = s.now.Add(5 * time.Second) // the running clock is saved every 5 s
	s.pump()
	s.key(sdl.K_F11, 0) // a setting changes too: full screen
	s.waitFor("the autosave", func() bool { return !s.l.Saving() })
	before := s.l.App.View()
	beforeLines := panelText(s.l.App)
	wantMoves := engine.FormatMoves(s.l.App.Game().Moves())
	// The process dies here: no quit, no flush.
	s.done()

	r := newSessionIn(t, dir, replyEngine{}, true)
	r.now = s.now
	r.pump()
	g := r.l.App.Game()
	if got := engine.FormatMoves(g.Moves()); got != wantMoves {
		t.Fatalf("relaunch shows %s, want %s", got, wantMoves)
	}
	after := r.l.App.View()
	if after.Board != before.Board || after.ToMove != before.ToMove || after.Cursor != before.Cursor {
		t.Fatal("position, turn or cursor differ after relaunch")
	}
	if r.l.App.Setup() != setup {
		t.Fatalf("setup %+v, want %+v", r.l.App.Setup(), setup)
	}
	if !r.l.App.Settings().Fullscreen {
		t.Fatal("the full-screen setting was lost")
	}
	// The clock comes back paused, and says so, until the player acts.
	paused := "Clocks paused — press a key to go on\n"
	still := func(got string) bool {
		// Paused, the clock shows its time without the running mark.
		return strings.Replace(got, paused, "", 1) == strings.ReplaceAll(beforeLines, " ◂", "")
	}
	if got := panelText(r.l.App); !still(got) || !strings.Contains(got, paused) {
		t.Fatalf("panel (clocks) differ:\n%s\nwant:\n%s", got, beforeLines)
	}
	r.now = r.now.Add(30 * time.Second)
	r.pump()
	if got := panelText(r.l.App); !still(got) {
		t.Fatalf("the restored clock ran before the player was back:\n%s", got)
	}
	r.key(sdl.K_LEFT, 0)
	r.now = r.now.Add(3 * time.Second)
	r.pump()
	if got := panelText(r.l.App); strings.Contains(got, paused) || still(got) || !strings.Contains(got, "◂") {
		t.Fatalf("a key did not start the restored clock again:\n%s", got)
	}
}
