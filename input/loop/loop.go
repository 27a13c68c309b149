package loop

import (
	"fmt"
	"os"
	"time"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
	"gomoku/engine/store"
	"gomoku/input"
	"gomoku/render"
	"gomoku/render/audio"
)

// idleWait bounds a sleep when nothing is scheduled. Events wake the loop
// at once; the bound only keeps background outcomes (file writes) prompt.
const idleWait = 250 * time.Millisecond

// pollWait is the sleep while background work is in flight.
const pollWait = 16 * time.Millisecond

// Loop owns the window, the renderer and the app for the life of the game.
type Loop struct {
	Window   *sdl.Window
	Renderer *sdl.Renderer
	Painter  *render.Renderer
	App      *app.App
	Input    *input.Mapper
	Saver    *store.Saver
	// Audio plays sound cues; nil plays nothing (no audio device).
	Audio *audio.Speaker
	// Clock returns the current time; tests may replace it.
	Clock func() time.Time
	// Log receives problems the player should also see on stderr.
	Log func(msg string)
	// Drawn, when set, is called after each frame is presented (start-up
	// measurement).
	Drawn func()

	fullscreen bool
	// bare: an X server with no window manager, where the loop itself
	// makes the window cover the display (see fullscreen.go).
	bare     bool
	windowed sdl.Rect // the window's place before full screen
	title    string   // what the title bar says now
	quit     bool
	redraw   bool
	// shotPath is where the next frame goes as a PNG (F12); empty when
	// no screenshot is wanted.
	shotPath string
}

// New wires a loop and sizes the app to the renderer's output.
func New(win *sdl.Window, ren *sdl.Renderer, painter *render.Renderer, a *app.App, saver *store.Saver) *Loop {
	l := &Loop{
		Window: win, Renderer: ren, Painter: painter, App: a, Input: input.NewMapper(), Saver: saver,
		Clock:  time.Now,
		Log:    func(msg string) { fmt.Fprintln(os.Stderr, msg) },
		redraw: true,
	}
	l.fullscreen = win.GetFlags()&sdl.WINDOW_FULLSCREEN_DESKTOP == sdl.WINDOW_FULLSCREEN_DESKTOP
	l.title = win.GetTitle()
	l.startFullscreen()
	l.resize()
	// Finger-sized rows from the first frame on a touch screen.
	a.SetTouchScreen(input.HasTouchScreen())
	return l
}

// StartControllers opens game controllers: SDL's controller subsystem, the
// mappings in mappingDir/gamecontrollerdb.txt (when present; "" skips it)
// and every pad already plugged in, whose DeviceAdded intents go to the
// app. Call it once after New, on the SDL thread. Pads plugged in later
// arrive as events. An error is worth logging but not fatal: the keyboard
// and mouse work regardless, and a bad mapping file still leaves SDL's own
// mappings.
func (l *Loop) StartControllers(mappingDir string) error {
	ins, err := l.Input.StartControllers(mappingDir)
	for _, in := range ins {
		l.App.Apply(in)
	}
	return err
}

// Stop ends Run after the current step.
func (l *Loop) Stop() { l.quit = true }

// Run steps until the player quits.
func (l *Loop) Run() error {
	for !l.quit {
		if err := l.Step(idleWait); err != nil {
			return err
		}
	}
	return nil
}

// Step waits up to maxWait for an event (less when something is due),
// handles every queued event, and redraws if the view changed.
func (l *Loop) Step(maxWait time.Duration) error {
	now := l.Clock()
	wait := maxWait
	if d, ok := l.App.NextWake(); ok {
		wait = min(wait, d)
	}
	if d, ok := l.Input.NextWake(now); ok {
		wait = min(wait, d)
	}
	if l.Saver != nil && l.Saver.Pending() {
		wait = min(wait, pollWait)
	}
	ms := int(wait / time.Millisecond)
	if wait > 0 && ms == 0 {
		ms = 1
	}
	var ev sdl.Event
	if ms > 0 {
		ev = sdl.WaitEventTimeout(ms)
	} else {
		ev = sdl.PollEvent()
	}
	now = l.Clock()
	l.App.Update(now)
	for ; ev != nil; ev = sdl.PollEvent() {
		l.handle(ev, now)
	}
	for _, in := range l.Input.Tick(now) {
		l.App.Apply(in)
	}
	l.pollSaves()
	l.runEffects()
	if l.redraw || l.App.Dirty() {
		if err := l.draw(); err != nil {
			return err
		}
	}
	return nil
}

func (l *Loop) handle(ev sdl.Event, now time.Time) {
	if we, ok := ev.(*sdl.WindowEvent); ok {
		switch we.Event {
		case sdl.WINDOWEVENT_SIZE_CHANGED, sdl.WINDOWEVENT_RESIZED:
			l.resize()
		case sdl.WINDOWEVENT_EXPOSED, sdl.WINDOWEVENT_RESTORED, sdl.WINDOWEVENT_SHOWN:
			l.redraw = true
		}
	}
	if ev.GetType() == sdl.RENDER_TARGETS_RESET || ev.GetType() == sdl.RENDER_DEVICE_RESET {
		l.redraw = true
	}
	for _, in := range l.Input.Event(ev, now) {
		l.App.Apply(in)
	}
}

// resize tells the app the renderer's output size in pixels (not the
// window's size in screen points: they differ on HiDPI displays).
func (l *Loop) resize() {
	ow, oh, err := l.Renderer.GetOutputSize()
	if err != nil {
		l.Log(fmt.Sprintf("gomoku: output size: %v", err))
		return
	}
	ww, wh := l.Window.GetSize()
	if ww > 0 && wh > 0 {
		l.Input.SetScale(float64(ow)/float64(ww), float64(oh)/float64(wh))
	}
	l.Input.SetOutputSize(int(ow), int(oh)) // fingers arrive as fractions of it
	l.App.Apply(app.Intent{Kind: app.Resize, X: int(ow), Y: int(oh)})
	l.redraw = true
}

func (l *Loop) pollSaves() {
	if l.Saver == nil {
		return
	}
	for _, o := range l.Saver.Poll() {
		l.report(o)
	}
}

// report hands one finished write or job back to the app.
func (l *Loop) report(o store.Written) {
	if o.Err != nil {
		l.Log(fmt.Sprintf("gomoku: %v", o.Err))
	}
	if o.Job != "" {
		l.App.JobDone(o.Job, o.Path, o.Err)
		return
	}
	l.App.Saved(o.Path, o.Err)
}

func (l *Loop) runEffects() {
	for _, e := range l.App.TakeEffects() {
		if l.recordEffect(e) {
			continue
		}
		switch e.Kind {
		case app.EffectQuit:
			l.quit = true
		case app.EffectFullscreen:
			l.setFullscreen(e.On)
		case app.EffectSave:
			if l.Saver == nil {
				l.App.Saved(e.Path, fmt.Errorf("saving is disabled"))
				continue
			}
			l.Saver.Save(e.Path, e.Data)
		case app.EffectCue:
			if err := l.Audio.Play(e.Cue, e.Volume); err != nil {
				l.Log(fmt.Sprintf("gomoku: sound: %v", err))
			}
		case app.EffectRumble:
			strength, d := 0.35, 250*time.Millisecond
			if e.Strong {
				strength, d = 0.8, 450*time.Millisecond
			}
			if err := l.Input.Rumble(e.Device, strength, d); err != nil {
				l.Log(fmt.Sprintf("gomoku: rumble: %v", err))
			}
		}
	}
}

func (l *Loop) draw() error {
	v := l.App.View()
	if err := l.Painter.Draw(v); err != nil {
		return fmt.Errorf("loop: draw: %w", err)
	}
	l.setTitle(v)
	if l.shotPath != "" {
		l.takeShot()
	}
	l.Renderer.Present()
	l.App.MarkDrawn()
	l.redraw = false
	if l.Drawn != nil {
		l.Drawn()
	}
	return nil
}

// Flush stops background work and waits for queued file writes, reporting
// their outcomes. Call it once when the loop has ended.
func (l *Loop) Flush() {
	l.App.Close()
	if l.Saver == nil {
		return
	}
	for _, o := range l.Saver.Close() {
		l.report(o)
	}
	l.Saver = nil
}
