package loop

import (
	"context"
	"sort"
	"testing"
	"time"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
	"gomoku/engine/app/aiplayer"
)

// BenchmarkKeyLatencyWhileMasterThinks measures what a player feels while
// the strongest level searches: the time from an arrow key entering SDL's
// queue to the frame that shows the moved cursor being presented, in the
// real loop on the real clock with the real engine (all its threads). One
// sample per iteration; p50, p99 and the worst are reported as metrics:
//
//	go test ./input/loop -run '^$' -bench KeyLatency -benchtime 200x
//
// The Idle case is the same with an engine that waits out its time
// without computing: what the frame loop costs on this machine by itself.
func BenchmarkKeyLatencyWhileMasterThinks(b *testing.B) {
	c := aiplayer.New()
	b.Run("Master", func(b *testing.B) { keyLatency(b, c) })
	b.Run("Idle", func(b *testing.B) { keyLatency(b, idleEngine{c}) })
}

// idleEngine thinks for its whole time limit without using the processor,
// then answers as the real engine would in no time at all.
type idleEngine struct{ c *aiplayer.Computer }

func (e idleEngine) Think(ctx context.Context, req app.ThinkRequest) (engine.Point, error) {
	<-ctx.Done()
	req.Limit = time.Millisecond
	return e.c.Think(context.Background(), req)
}

func keyLatency(b *testing.B, eng app.Computer) {
	c := aiplayer.New()
	names := c.Names()
	s := newSessionWith(b, b.TempDir(), eng, true, func(o *app.Options) {
		o.Levels, o.LevelTimes = names, c.Times()
		o.Resume = nil
		o.Settings.Setup = app.Setup{Mode: app.ModeVsComputer, Game: engine.DefaultConfig(), HumanFirst: true, Level: len(names) - 1}
	})
	s.l.Clock = time.Now
	s.win.SetSize(1920, 1080) // a TV's frame: the most pixels to draw
	s.l.resize()
	a := s.l.App
	id, _ := s.win.GetID()
	var samples []time.Duration
	dx := 1
	b.ResetTimer()
	for len(samples) < b.N {
		if !a.Thinking() {
			s.humanMove(id)
			continue
		}
		before := a.Cursor()
		if before.X == 0 || before.X == 14 {
			dx = -dx
		}
		sym := sdl.Keycode(sdl.K_RIGHT)
		if dx < 0 {
			sym = sdl.K_LEFT
		}
		shown := time.Duration(-1)
		start := time.Now()
		s.l.Drawn = func() {
			if shown < 0 && a.Cursor() != before {
				shown = time.Since(start)
			}
		}
		s.pushKey(id, sym)
		for shown < 0 && a.Thinking() {
			if err := s.l.Step(idleWait); err != nil {
				b.Fatal(err)
			}
		}
		s.l.Drawn = nil
		if shown >= 0 {
			samples = append(samples, shown)
		}
		time.Sleep(40 * time.Millisecond) // a player's key rate, not a flood
	}
	b.StopTimer()
	sort.Slice(samples, func(i, j int) bool { return samples[i] < samples[j] })
	q := func(f float64) float64 {
		return float64(samples[min(len(samples)-1, int(f*float64(len(samples))))]) / 1e6
	}
	b.ReportMetric(q(0.50), "p50-ms")
	b.ReportMetric(q(0.99), "p99-ms")
	b.ReportMetric(q(1), "max-ms")
}

// pushKey presses and releases a key without running the loop.
func (s *session) pushKey(id uint32, sym sdl.Keycode) {
	for _, typ := range []uint32{sdl.KEYDOWN, sdl.KEYUP} {
		s.push(&sdl.KeyboardEvent{Type: typ, WindowID: id, State: sdl.PRESSED,
			Keysym: sdl.Keysym{Sym: sym, Scancode: sdl.GetScancodeFromKey(sym)}})
	}
}

// humanMove plays the person's turn on the real clock: a restart after a
// finished game, else a click on the empty point nearest the cursor and
// Space, then frames until the computer has started (or the game ended).
func (s *session) humanMove(id uint32) {
	a := s.l.App
	if a.Game().Over() {
		s.pushKey(id, sdl.K_r)
	} else if a.Game().ToMove() == a.Game().ColorOf(engine.SeatOne) {
		p := nearestEmpty(a.Game(), a.Cursor())
		x, y := a.View().Layout.Grid.Center(p)
		s.push(&sdl.MouseButtonEvent{Type: sdl.MOUSEBUTTONDOWN, WindowID: id, Button: sdl.BUTTON_LEFT, State: sdl.PRESSED, Clicks: 1, X: int32(x), Y: int32(y)})
		s.pushKey(id, sdl.K_SPACE)
	}
	for i := 0; i < 20; i++ {
		if err := s.l.Step(pollWait); err != nil {
			s.t.Fatal(err)
		}
	}
}

func nearestEmpty(g *engine.Game, from engine.Point) engine.Point {
	n := g.Config().Size
	for r := 0; r < n; r++ {
		for y := from.Y - r; y <= from.Y+r; y++ {
			for x := from.X - r; x <= from.X+r; x++ {
				p := engine.Point{X: x, Y: y}
				if x >= 0 && y >= 0 && x < n && y < n && g.At(p) == engine.Empty {
					return p
				}
			}
		}
	}
	return from
}
