package loop

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
	"gomoku/render"
)

func (s *session) toast() string { return s.l.App.View().Toast }

// TestSaveOpenReviewAndContinueByKeyboard plays a few moves, saves them
// with Ctrl+S, opens the game list from the menu with the arrow keys and
// Enter, steps through the saved game and plays on from its middle.
func TestSaveOpenReviewAndContinueByKeyboard(t *testing.T) {
	s := newSession(t)
	s.play("h8i9j10k11", sdl.K_SPACE)
	s.key(sdl.K_s, sdl.KMOD_LCTRL)
	s.waitFor("the saved game", func() bool { return strings.HasPrefix(s.toast(), "Saved to ") })
	saved := strings.TrimPrefix(s.toast(), "Saved to ")
	if filepath.Dir(saved) != filepath.Join(s.dir, app.GamesDir) || filepath.Ext(saved) != ".sgf" {
		t.Fatalf("saved to %s", saved)
	}
	if _, err := os.Stat(saved); err != nil {
		t.Fatal(err)
	}

	s.key(sdl.K_m, 0)
	s.focusMenu("Open game")
	s.key(sdl.K_RETURN, 0)
	if s.l.App.Screen() != app.ScreenGames {
		t.Fatalf("screen %v, want the game list", s.l.App.Screen())
	}
	stem := strings.TrimSuffix(filepath.Base(saved), ".sgf")
	s.waitFor("the game list", func() bool {
		for _, it := range s.l.App.View().Menu.Items {
			if it.Label == stem {
				return true
			}
		}
		return false
	})
	s.focusMenu(stem)
	s.key(sdl.K_RETURN, 0)
	if s.l.App.Screen() != app.ScreenReview {
		t.Fatalf("screen %v, want review", s.l.App.Screen())
	}
	s.key(sdl.K_LEFT, 0)
	s.key(sdl.K_LEFT, 0)
	s.key(sdl.K_RIGHT, 0)
	v := s.l.App.View()
	if got := engine.FormatMoves(v.Order); got != "h8i9j10" {
		t.Fatalf("review shows %s, want h8i9j10", got)
	}
	k11, _ := engine.ParsePoint("k11", 15)
	j10, _ := engine.ParsePoint("j10", 15)
	if v.Board.At(k11) != engine.Empty || v.Board.At(j10) != engine.Black {
		t.Fatal("the board does not show the position after three moves")
	}
	s.key(sdl.K_p, 0) // P: play on from here
	g := s.l.App.Game()
	if s.l.App.Screen() != app.ScreenPlay || engine.FormatMoves(g.Moves()) != "h8i9j10" || g.ToMove() != engine.White {
		t.Fatalf("continued on %v with %v", s.l.App.Screen(), g.Moves())
	}
	s.play("a1", sdl.K_SPACE)
	if g := s.l.App.Game(); g.MoveCount() != 4 {
		t.Fatalf("%d moves after playing on", g.MoveCount())
	}
}

func TestClipboardCopyAndPasteThroughSDL(t *testing.T) {
	s := newSession(t)
	s.play("h8i9", sdl.K_SPACE)
	s.key(sdl.K_c, sdl.KMOD_LCTRL)
	if got, err := sdl.GetClipboardText(); err != nil || got != "h8i9" {
		t.Fatalf("clipboard %q, %v", got, err)
	}
	if err := sdl.SetClipboardText("a1 b2 c3"); err != nil {
		t.Fatal(err)
	}
	s.key(sdl.K_v, sdl.KMOD_LCTRL)
	if got := engine.FormatMoves(s.l.App.Game().Moves()); got != "a1b2c3" {
		t.Fatalf("pasted game %s", got)
	}
	// The game the paste replaced is in Recent games, and Ctrl+Z brings it
	// back.
	s.waitFor("the replaced game in Recent games", func() bool {
		files, _ := filepath.Glob(filepath.Join(s.dir, app.RecentDir, "*.sgf"))
		return len(files) == 1
	})
	s.key(sdl.K_z, sdl.KMOD_LCTRL)
	if got := engine.FormatMoves(s.l.App.Game().Moves()); got != "h8i9" {
		t.Fatalf("Ctrl+Z after the paste: %s", got)
	}
	s.waitFor("the game back in play to leave Recent games", func() bool {
		files, _ := filepath.Glob(filepath.Join(s.dir, app.RecentDir, "*.sgf"))
		return len(files) == 0
	})
	if err := sdl.SetClipboardText("not a game at all"); err != nil {
		t.Fatal(err)
	}
	s.key(sdl.K_v, sdl.KMOD_LCTRL)
	if got := strings.ReplaceAll(s.panel(), "\n", " "); !strings.Contains(got, "That text is not a game or a position.") || s.l.App.Game().MoveCount() != 2 {
		t.Fatalf("garbage paste: panel %q, %d moves", got, s.l.App.Game().MoveCount())
	}
}

func TestScreenshotIsThePictureOnScreen(t *testing.T) {
	s := newSession(t)
	s.play("h8", sdl.K_SPACE)
	s.key(sdl.K_F12, 0)
	shown := s.l.App.View()
	s.waitFor("the screenshot", func() bool { return strings.HasPrefix(s.toast(), "Saved to ") })
	path := strings.TrimPrefix(s.toast(), "Saved to ")
	if !strings.HasPrefix(filepath.Base(path), "screenshot-") || filepath.Dir(path) != filepath.Join(s.dir, app.GamesDir) {
		t.Fatalf("screenshot at %s", path)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	l := s.l.App.View().Layout
	if b := img.Bounds(); b.Dx() != l.Width || b.Dy() != l.Height {
		t.Fatalf("screenshot %v, window %dx%d", b, l.Width, l.Height)
	}
	// Exactly the frame drawn when F12 was pressed, pixel for pixel.
	want, err := render.Snapshot(shown)
	if err != nil {
		t.Fatal(err)
	}
	diff := 0
	for y := 0; y < l.Height; y++ {
		for x := 0; x < l.Width; x++ {
			r1, g1, b1, _ := img.At(x, y).RGBA()
			r2, g2, b2, _ := want.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 {
				diff++
			}
		}
	}
	if diff > 0 {
		t.Fatalf("%d pixels differ from the frame on screen", diff)
	}
}
