package loop

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
	"gomoku/engine/record"
	"gomoku/input/internal/vpad"
)

// nestedSGF is a game (h8 i9 j10 k11 l12 m13) with a variation after move
// 2 (a1 a2 a3) that has its own variation (b2 b3 instead of a2 a3).
const nestedSGF = "(;GM[4]SZ[15]RU[freestyle];B[hh];W[ig](;B[jf];W[ke];B[ld];W[mc])(;B[ao](;W[an];B[am])(;W[bn];B[bm])))"

func reviewSession(t *testing.T) *session {
	t.Helper()
	rec, err := record.ReadWith([]byte(nestedSGF), record.FormatSGF, record.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := newSessionWith(t, t.TempDir(), nil, true, func(o *app.Options) { o.Open, o.OpenName = rec, "nested.sgf" })
	if s.l.App.Screen() != app.ScreenReview {
		t.Fatalf("screen %v, want the review", s.l.App.Screen())
	}
	return s
}

func (s *session) shown() string { return engine.FormatMoves(s.l.App.View().Order) }

func (s *session) wantShown(step, want string) {
	s.t.Helper()
	if got := s.shown(); got != want {
		s.t.Fatalf("after %s the board shows %s, want %s", step, got, want)
	}
}

// savedVariations saves the reviewed game with Ctrl+S, or with the pad p
// through the review's menu (Start, Save game), and reads the file back.
func (s *session) savedVariations(p *vpad.Pad) []record.Variation {
	s.t.Helper()
	if p == nil {
		s.key(sdl.K_s, sdl.KMOD_LCTRL)
	} else {
		s.tap(p, sdl.CONTROLLER_BUTTON_START)
		s.padToRow(p, "Save game")
		s.tap(p, sdl.CONTROLLER_BUTTON_A)
	}
	s.waitFor("the saved game", func() bool { return strings.HasPrefix(s.toast(), "Saved to ") })
	data, err := os.ReadFile(strings.TrimPrefix(s.toast(), "Saved to "))
	if err != nil {
		s.t.Fatal(err)
	}
	g, err := record.ReadWith(data, record.FormatSGF, record.Options{})
	if err != nil {
		s.t.Fatal(err)
	}
	return g.Variations
}

func formatVars(vs []record.Variation) string {
	var b strings.Builder
	for _, v := range vs {
		b.WriteString(itoaTest(v.At) + ":" + engine.FormatMoves(v.Moves))
		if len(v.Variations) > 0 {
			b.WriteString("(" + formatVars(v.Variations) + ")")
		}
		b.WriteString(" ")
	}
	return strings.TrimSpace(b.String())
}

func itoaTest(n int) string { return strconv.Itoa(n) }

// TestReviewVariationsByKeyboard: in a record with a variation and a
// variation inside it, Home, the arrows and ↓ walk into the variation and
// into its own; Esc climbs back a level at a time; Enter puts the cursor
// on the board, where the arrows and Enter play a new variation and go on
// with it; the saved file keeps all of them, nested.
func TestReviewVariationsByKeyboard(t *testing.T) {
	s := reviewSession(t)
	s.wantShown("opening", "h8i9j10k11l12m13")
	s.key(sdl.K_HOME, 0)
	s.wantShown("Home", "")
	for range 3 {
		s.key(sdl.K_RIGHT, 0)
	}
	s.wantShown("→ → →", "h8i9j10")
	s.key(sdl.K_DOWN, 0)
	s.wantShown("↓ (the variation)", "h8i9a1")
	s.key(sdl.K_RIGHT, 0)
	s.wantShown("→ in the variation", "h8i9a1a2")
	s.key(sdl.K_DOWN, 0)
	s.wantShown("↓ (its own variation)", "h8i9a1b2")
	s.key(sdl.K_END, 0)
	s.wantShown("End", "h8i9a1b2b3")
	s.key(sdl.K_UP, 0) // b3 has no other move: nothing changes
	s.wantShown("↑ without variations", "h8i9a1b2b3")
	s.key(sdl.K_ESCAPE, 0)
	s.wantShown("Esc (up a level)", "h8i9a1")
	s.now = s.now.Add(time.Second) // no boss key: the Escapes are apart
	s.key(sdl.K_ESCAPE, 0)
	s.wantShown("Esc (the main line)", "h8i9")
	s.key(sdl.K_RIGHT, 0)
	s.wantShown("→ on the main line", "h8i9j10")
	s.key(sdl.K_LEFT, 0)

	s.key(sdl.K_RETURN, 0) // the cursor on the board, at i9
	if v := s.l.App.View(); !v.ShowCursor || v.Cursor.String() != "i9" {
		t.Fatalf("Enter: cursor %v shown %v", v.Cursor, v.ShowCursor)
	}
	s.key(sdl.K_UP, 0)
	s.key(sdl.K_UP, 0)
	s.key(sdl.K_RETURN, 0) // i11
	s.wantShown("Enter on i11", "h8i9i11")
	s.key(sdl.K_LEFT, 0)
	s.key(sdl.K_RETURN, 0) // h11
	s.wantShown("Enter on h11", "h8i9i11h11")
	s.key(sdl.K_z, sdl.KMOD_LCTRL) // a step back, the branch kept
	s.wantShown("Ctrl+Z", "h8i9i11")
	s.now = s.now.Add(time.Second)
	s.key(sdl.K_ESCAPE, 0) // the focus back to the list
	if s.l.App.View().ShowCursor {
		t.Fatal("Esc left the cursor on the board")
	}
	s.key(sdl.K_RIGHT, 0)
	s.wantShown("→ along the new variation", "h8i9i11h11")
	s.now = s.now.Add(time.Second)
	if got, want := formatVars(s.savedVariations(nil)), "2:a1a2a3(1:b2b3) 2:i11h11"; got != want {
		t.Fatalf("saved variations %s, want %s", got, want)
	}
}

// TestReviewVariationsByPad: the same walk with a controller only — the
// d-pad steps (←/→) and switches variations (↓), A puts the cursor on the
// board and plays there, LB steps back, B gives the focus back to the
// list and then climbs a level, Start opens the review's menu, whose Save
// game keeps them all — and a click on the move list jumps to a move.
func TestReviewVariationsByPad(t *testing.T) {
	s := reviewSession(t)
	s.startPads()
	p := s.attach("Xbox Controller", 0x045e, 0x028e)
	for range 3 {
		s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_LEFT)
	}
	s.wantShown("d-pad ← ← ←", "h8i9j10")
	s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_DOWN)
	s.wantShown("d-pad ↓", "h8i9a1")
	s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_RIGHT)
	s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_DOWN)
	s.wantShown("d-pad → ↓", "h8i9a1b2")
	s.tap(p, sdl.CONTROLLER_BUTTON_B)
	s.wantShown("B (up a level)", "h8i9a1")
	s.tap(p, sdl.CONTROLLER_BUTTON_A)
	c1, _ := engine.ParsePoint("c1", 15)
	s.padWalk(p, c1)
	s.tap(p, sdl.CONTROLLER_BUTTON_A)
	s.wantShown("A on c1", "h8i9a1c1")
	s.tap(p, sdl.CONTROLLER_BUTTON_LEFTSHOULDER)
	s.wantShown("LB", "h8i9a1")
	s.tap(p, sdl.CONTROLLER_BUTTON_B) // the list again
	s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_RIGHT)
	s.wantShown("d-pad → along the new one", "h8i9a1c1")
	s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_UP) // c1 → b2 → a2, round the fork
	s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_UP)
	s.wantShown("d-pad ↑ ↑", "h8i9a1a2")
	s.tap(p, sdl.CONTROLLER_BUTTON_B)
	s.wantShown("B (the main line)", "h8i9")
	if got, want := formatVars(s.savedVariations(p)), "2:a1a2a3(1:b2b3 1:c1)"; got != want {
		t.Fatalf("saved variations %s, want %s", got, want)
	}

	ml := s.l.App.View().MoveList
	if ml == nil || len(ml.Cells) != 6 {
		t.Fatalf("move list %+v", ml)
	}
	c := ml.Cells[3].Rect // "4 k11"
	id, _ := s.win.GetID()
	s.push(&sdl.MouseButtonEvent{Type: sdl.MOUSEBUTTONDOWN, WindowID: id, Button: sdl.BUTTON_LEFT, State: sdl.PRESSED, Clicks: 1,
		X: int32(c.X + c.W/2), Y: int32(c.Y + c.H/2)})
	s.pump()
	s.wantShown("a click on move 4", "h8i9j10k11")
	if v := s.l.App.View(); !v.MoveList.Cells[3].Current || v.MoveList.Cells[4].Current {
		t.Fatal("the list does not mark move 4 as the one shown")
	}
}
