package loop

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/veandco/go-sdl2/sdl"
	"github.com/veandco/go-sdl2/ttf"

	"gomoku/engine"
	"gomoku/engine/app"
	"gomoku/engine/store"
	"gomoku/input/internal/sdlevent"
	"gomoku/render"
)

func TestMain(m *testing.M) {
	for k, v := range map[string]string{
		"SDL_VIDEODRIVER": "offscreen", "SDL_RENDER_DRIVER": "software",
		"SDL_FRAMEBUFFER_ACCELERATION": "0", "SDL_AUDIODRIVER": "dummy",
	} {
		if os.Getenv(k) == "" {
			os.Setenv(k, v)
		}
	}
	os.Exit(m.Run())
}

// session is the real game loop on an offscreen window, driven by SDL
// events pushed into SDL's own queue, with a clock the test advances.
type session struct {
	t    testing.TB
	l    *Loop
	now  time.Time
	dir  string
	win  *sdl.Window
	ren  *sdl.Renderer
	done func()
}

func newSession(t *testing.T) *session {
	return newSessionIn(t, t.TempDir(), nil, true)
}

// newSessionIn starts the game the way main does: everything it knows comes
// from the config folder dir. graceful=false ends the session like a killed
// process: no flush, no goodbye.
func newSessionIn(t testing.TB, dir string, eng app.Computer, graceful bool) *session {
	return newSessionWith(t, dir, eng, graceful, nil)
}

// newSessionWith is newSessionIn with the app's options adjusted by edit
// (nil: as main would set them up from dir).
func newSessionWith(t testing.TB, dir string, eng app.Computer, graceful bool, edit func(*app.Options)) *session {
	t.Helper()
	runtime.LockOSThread()
	if err := sdl.Init(sdl.INIT_VIDEO | sdl.INIT_EVENTS); err != nil {
		t.Fatal(err)
	}
	if err := ttf.Init(); err != nil {
		t.Fatal(err)
	}
	win, err := sdl.CreateWindow("test", 0, 0, 1280, 800, sdl.WINDOW_HIDDEN)
	if err != nil {
		t.Fatal(err)
	}
	ren, err := sdl.CreateRenderer(win, -1, sdl.RENDERER_SOFTWARE)
	if err != nil {
		t.Fatal(err)
	}
	painter, err := render.New(ren)
	if err != nil {
		t.Fatal(err)
	}
	s := &session{t: t, now: time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC), dir: dir, win: win, ren: ren}
	levels := []string{"Beginner", "Master"}
	boot := app.LoadBoot(dir, s.now, len(levels))
	for _, p := range boot.Problems {
		t.Logf("boot: %v", p)
	}
	opts := app.Options{
		Settings: boot.Settings, Scores: boot.Scores, Resume: boot.Resume, Problems: boot.Problems,
		ConfigDir: dir, Width: 1280, Height: 800, Now: s.now,
		Computer: eng, Levels: levels, LevelTimes: []time.Duration{50 * time.Millisecond, 100 * time.Millisecond},
	}
	if edit != nil {
		edit(&opts)
	}
	a, err := app.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	s.l = New(win, ren, painter, a, store.NewSaver())
	s.l.Clock = func() time.Time { return s.now }
	s.l.Log = func(msg string) { t.Log(msg) }
	once := false
	s.done = func() {
		if once {
			return
		}
		once = true
		if graceful {
			s.l.Flush()
		}
		painter.Close()
		ren.Destroy()
		win.Destroy()
		ttf.Quit()
		sdl.Quit()
		runtime.UnlockOSThread()
	}
	t.Cleanup(s.done)
	sdl.FlushEvents(sdl.FIRSTEVENT, sdl.LASTEVENT)
	return s
}

// push queues an event. sdlevent.Push, not sdl.PushEvent: go-sdl2's reads
// past the end of the Go event and dies under -race (see sdlevent).
func (s *session) push(ev sdl.Event) {
	s.t.Helper()
	if err := sdlevent.Push(ev); err != nil {
		s.t.Fatal(err)
	}
}

// pump runs frames until SDL's queue is empty, advancing the clock a frame
// each time.
func (s *session) pump() {
	s.t.Helper()
	for i := 0; i < 1000; i++ {
		s.now = s.now.Add(16 * time.Millisecond)
		if err := s.l.Step(0); err != nil {
			s.t.Fatal(err)
		}
		sdl.PumpEvents()
		if n, _ := sdl.PeepEvents(make([]sdl.Event, 1), sdl.PEEKEVENT, sdl.FIRSTEVENT, sdl.LASTEVENT); n == 0 {
			return
		}
	}
	s.t.Fatal("event queue never drained")
}

// key presses and releases one key, as a player tapping it.
func (s *session) key(sym sdl.Keycode, mod sdl.Keymod) {
	id, _ := s.win.GetID()
	for _, typ := range []uint32{sdl.KEYDOWN, sdl.KEYUP} {
		state := uint8(sdl.PRESSED)
		if typ == sdl.KEYUP {
			state = sdl.RELEASED
		}
		s.push(&sdl.KeyboardEvent{Type: typ, WindowID: id, State: state,
			Keysym: sdl.Keysym{Sym: sym, Scancode: sdl.GetScancodeFromKey(sym), Mod: uint16(mod)}})
	}
	s.pump()
}

// moveTo walks the cursor with arrow keys and places with the given key.
func (s *session) play(moves string, place sdl.Keycode) {
	pts, err := engine.ParseMoves(moves, 15)
	if err != nil {
		s.t.Fatal(err)
	}
	for _, p := range pts {
		for s.l.App.Cursor().X < p.X {
			s.key(sdl.K_RIGHT, 0)
		}
		for s.l.App.Cursor().X > p.X {
			s.key(sdl.K_LEFT, 0)
		}
		for s.l.App.Cursor().Y < p.Y {
			s.key(sdl.K_UP, 0)
		}
		for s.l.App.Cursor().Y > p.Y {
			s.key(sdl.K_DOWN, 0)
		}
		s.key(place, 0)
	}
}

func panelText(a *app.App) string {
	var b strings.Builder
	for _, l := range a.View().Lines {
		b.WriteString(l.Text + "\n")
	}
	return b.String()
}

func TestWholeGameWonByBlackWritesBest(t *testing.T) {
	s := newSession(t)
	// Black builds a diagonal, White scatters; Space and Enter both place.
	s.play("d4a15e5", sdl.K_SPACE)
	s.play("b15", sdl.K_RETURN)
	s.play("f6c15g7d15", sdl.K_SPACE)
	s.play("h8", sdl.K_KP_ENTER)
	g := s.l.App.Game()
	r := g.Result()
	if r.Status != engine.Won || r.Winner != engine.Black || engine.FormatMoves(r.Line) != "d4e5f6g7h8" {
		t.Fatalf("result %+v", r)
	}
	if txt := panelText(s.l.App); !strings.Contains(txt, "Black wins!") || !strings.Contains(txt, "new best") {
		t.Fatalf("winner not shown:\n%s", txt)
	}
	// The board is frozen: further keys place nothing.
	s.key(sdl.K_SPACE, 0)
	s.key(sdl.K_RETURN, 0)
	if g.MoveCount() != 9 {
		t.Fatalf("a stone was placed after the win: %d moves", g.MoveCount())
	}
	s.l.Flush()
	scores, err := store.LoadScores(s.dir, s.now)
	if err != nil {
		t.Fatal(err)
	}
	if best, ok := scores.BestFor(s.l.App.Kind()); !ok || best != 5 {
		t.Fatalf("best.json best = %d, %v; want 5", best, ok)
	}
	if _, err := os.Stat(filepath.Join(s.dir, store.BestFile)); err != nil {
		t.Fatal(err)
	}
}

func TestOccupiedPointIsANoOp(t *testing.T) {
	s := newSession(t)
	s.key(sdl.K_SPACE, 0)
	s.key(sdl.K_SPACE, 0)
	g := s.l.App.Game()
	if g.MoveCount() != 1 || g.ToMove() != engine.White {
		t.Fatalf("moves=%d toMove=%v after placing twice on h8", g.MoveCount(), g.ToMove())
	}
}

func TestBossKeyRoundTrip(t *testing.T) {
	s := newSession(t)
	s.play("h8i9", sdl.K_SPACE)
	before := s.l.App.View()
	s.key(sdl.K_ESCAPE, 0)
	if s.l.App.Boss() {
		t.Fatal("a single Escape must not show the boss screen")
	}
	s.key(sdl.K_ESCAPE, 0)
	if !s.l.App.Boss() {
		t.Fatal("Escape twice within 500 ms did not show the boss screen")
	}
	s.key(sdl.K_UP, 0)
	s.key(sdl.K_SPACE, 0)
	s.key(sdl.K_ESCAPE, 0)
	s.key(sdl.K_ESCAPE, 0)
	after := s.l.App.View()
	if s.l.App.Boss() || after.Board != before.Board || after.Cursor != before.Cursor {
		t.Fatal("the boss key round trip did not restore the exact game")
	}
}

func TestSlowEscapesAreNotTheBossKey(t *testing.T) {
	s := newSession(t)
	s.key(sdl.K_ESCAPE, 0)
	s.now = s.now.Add(600 * time.Millisecond)
	s.key(sdl.K_ESCAPE, 0)
	if s.l.App.Boss() {
		t.Fatal("two Escapes 600 ms apart toggled the boss screen")
	}
}

func TestRestartKeyAndQuit(t *testing.T) {
	s := newSession(t)
	s.play("h8i9j10k11", sdl.K_SPACE)
	// R asks first; Escape (and Enter on the focused answer) keep the game.
	for _, keep := range []sdl.Keycode{sdl.K_ESCAPE, sdl.K_RETURN} {
		s.key(sdl.K_r, 0)
		if v := s.l.App.View(); v.Menu == nil || s.l.App.Game().MoveCount() != 4 {
			t.Fatalf("R did not ask: %d moves, menu %v", s.l.App.Game().MoveCount(), v.Menu)
		}
		s.key(keep, 0)
		if v := s.l.App.View(); v.Menu != nil || s.l.App.Game().MoveCount() != 4 {
			t.Fatalf("%s at the question: %d moves, menu %v", sdl.GetKeyName(keep), s.l.App.Game().MoveCount(), v.Menu)
		}
		s.now = s.now.Add(time.Second) // not a double Escape
	}
	s.key(sdl.K_r, 0)
	s.key(sdl.K_UP, 0)
	s.key(sdl.K_RETURN, 0)
	if n := s.l.App.Game().MoveCount(); n != 0 || s.l.App.Cursor().String() != "h8" {
		t.Fatalf("R, Up, Enter did not restart: %d moves, cursor %v", n, s.l.App.Cursor())
	}
	s.key(sdl.K_z, sdl.KMOD_LCTRL)
	if got := engine.FormatMoves(s.l.App.Game().Moves()); got != "h8i9j10k11" {
		t.Fatalf("Ctrl+Z right after the restart: %s", got)
	}
	s.key(sdl.K_q, sdl.KMOD_LCTRL)
	if !s.l.Done() {
		t.Fatal("Ctrl+Q did not quit")
	}
}

func TestHeldArrowRepeats(t *testing.T) {
	s := newSession(t)
	id, _ := s.win.GetID()
	s.push(&sdl.KeyboardEvent{Type: sdl.KEYDOWN, WindowID: id, State: sdl.PRESSED, Keysym: sdl.Keysym{Sym: sdl.K_LEFT, Scancode: sdl.SCANCODE_LEFT}})
	s.pump() // the press moves one point at once
	if got := s.l.App.Cursor().String(); got != "g8" {
		t.Fatalf("press moved to %s, want g8", got)
	}
	// Held for 250 ms + 2×50 ms: the repeat delay, then a step every 50 ms.
	for i := 0; i < 22; i++ {
		s.pump()
	}
	if got := s.l.App.Cursor().X; got >= 6 || got < 0 {
		t.Fatalf("holding Left did not auto-repeat: cursor %v", s.l.App.Cursor())
	}
	s.push(&sdl.KeyboardEvent{Type: sdl.KEYUP, WindowID: id, State: sdl.RELEASED, Keysym: sdl.Keysym{Sym: sdl.K_LEFT, Scancode: sdl.SCANCODE_LEFT}})
	s.pump()
	at := s.l.App.Cursor()
	for i := 0; i < 30; i++ {
		s.pump()
	}
	if s.l.App.Cursor() != at {
		t.Fatal("cursor kept moving after the key was released")
	}
	for i := 0; i < 20; i++ {
		s.key(sdl.K_LEFT, 0)
	}
	if s.l.App.Cursor().X != 0 {
		t.Fatal("cursor must clamp at the left edge")
	}
}

func TestMouseClickPlaces(t *testing.T) {
	s := newSession(t)
	id, _ := s.win.GetID()
	x, y := s.l.App.View().Layout.Grid.Center(engine.Point{X: 4, Y: 10})
	s.push(&sdl.MouseMotionEvent{Type: sdl.MOUSEMOTION, WindowID: id, X: int32(x), Y: int32(y)})
	s.push(&sdl.MouseButtonEvent{Type: sdl.MOUSEBUTTONDOWN, WindowID: id, Button: sdl.BUTTON_LEFT, State: sdl.PRESSED, Clicks: 1, X: int32(x), Y: int32(y)})
	s.pump()
	if s.l.App.Game().At(engine.Point{X: 4, Y: 10}) != engine.Black {
		t.Fatal("a click on e11 did not place Black's stone there")
	}
}
