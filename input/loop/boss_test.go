package loop

import (
	"testing"

	"github.com/veandco/go-sdl2/sdl"
)

// The boss key hides the game in the title bar as well: the window is
// titled after the spreadsheet until the game comes back.
func TestBossKeyRetitlesTheWindow(t *testing.T) {
	s := newSession(t)
	s.pump()
	if got := s.win.GetTitle(); got != gameTitle {
		t.Fatalf("title %q, want %q", got, gameTitle)
	}
	s.key(sdl.K_ESCAPE, 0)
	s.key(sdl.K_ESCAPE, 0)
	s.pump()
	v := s.l.App.View()
	if !v.Boss {
		t.Fatal("Esc Esc did not show the boss screen")
	}
	if got := s.win.GetTitle(); got != v.Sheet.Title || got == gameTitle {
		t.Fatalf("boss screen titled %q, want the sheet's %q", got, v.Sheet.Title)
	}
	s.key(sdl.K_ESCAPE, 0)
	s.key(sdl.K_ESCAPE, 0)
	s.pump()
	if s.l.App.View().Boss {
		t.Fatal("Esc Esc did not leave the boss screen")
	}
	if got := s.win.GetTitle(); got != gameTitle {
		t.Fatalf("back in the game, title %q", got)
	}
}
