package input

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
	"gomoku/input/internal/vpad"
)

// padRig is SDL's joystick layer with virtual pads, headless. Every SDL
// call stays on the test's locked OS thread.
type padRig struct {
	t   *testing.T
	m   *Mapper
	now time.Time
}

func newPadRig(t *testing.T, attachFirst ...func()) *padRig {
	t.Helper()
	runtime.LockOSThread()
	// Without a focused window (headless), SDL drops controller events
	// unless background events are allowed.
	sdl.SetHint(sdl.HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
	if err := sdl.Init(sdl.INIT_EVENTS | sdl.INIT_JOYSTICK); err != nil {
		t.Fatal(err)
	}
	r := &padRig{t: t, m: NewMapper(), now: t0}
	t.Cleanup(func() {
		r.m.CloseControllers()
		sdl.Quit()
		runtime.UnlockOSThread()
	})
	for _, f := range attachFirst {
		f()
	}
	return r
}

func (r *padRig) start(dir string) []app.Intent {
	r.t.Helper()
	in, err := r.m.StartControllers(dir)
	if err != nil {
		r.t.Fatal(err)
	}
	return in
}

func (r *padRig) attach(name string, vendor, product uint16) *vpad.Pad {
	r.t.Helper()
	p, err := vpad.Attach(name, vendor, product)
	if err != nil {
		r.t.Fatal(err)
	}
	return p
}

// until pumps SDL's events through the mapper until ok accepts what has
// arrived, or fails after two seconds of real time: virtual pad changes
// arrive at SDL's next pump, not at once.
func (r *padRig) until(what string, ok func([]app.Intent) bool) []app.Intent {
	r.t.Helper()
	var got []app.Intent
	deadline := time.Now().Add(2 * time.Second)
	for {
		sdl.PumpEvents()
		for ev := sdl.PollEvent(); ev != nil; ev = sdl.PollEvent() {
			got = append(got, r.m.Event(ev, r.now)...)
		}
		if ok(got) {
			return got
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("%s: never arrived; got %+v", what, got)
		}
		time.Sleep(time.Millisecond)
	}
}

// drain pumps a few times and returns whatever intents came.
func (r *padRig) drain() []app.Intent {
	var got []app.Intent
	for i := 0; i < 5; i++ {
		sdl.PumpEvents()
		for ev := sdl.PollEvent(); ev != nil; ev = sdl.PollEvent() {
			got = append(got, r.m.Event(ev, r.now)...)
		}
		time.Sleep(time.Millisecond)
	}
	return got
}

func has(kind app.IntentKind) func([]app.Intent) bool {
	return func(in []app.Intent) bool {
		for _, i := range in {
			if i.Kind == kind {
				return true
			}
		}
		return false
	}
}

func only(t *testing.T, in []app.Intent, kind app.IntentKind) app.Intent {
	t.Helper()
	var found []app.Intent
	for _, i := range in {
		if i.Kind == kind {
			found = append(found, i)
		}
	}
	if len(found) != 1 {
		t.Fatalf("want exactly one %v, got %+v", kind, in)
	}
	return found[0]
}

// press taps a button: down (waiting for its intent when it has one), up.
func (r *padRig) press(p *vpad.Pad, b sdl.GameControllerButton, want app.IntentKind) app.Intent {
	r.t.Helper()
	if err := p.Button(b, true); err != nil {
		r.t.Fatal(err)
	}
	got := only(r.t, r.until("button down", has(want)), want)
	if err := p.Button(b, false); err != nil {
		r.t.Fatal(err)
	}
	if extra := r.drain(); len(extra) != 0 {
		r.t.Fatalf("releasing gave %+v", extra)
	}
	return got
}

func TestPluggedInPadAnnouncesItsFamily(t *testing.T) {
	cases := []struct {
		name            string
		vendor, product uint16
		family          string
	}{
		{"Xbox One Controller", 0x045e, 0x02ea, FamilyXbox},
		{"PS4 Controller", 0x054c, 0x09cc, FamilyPlayStation},
		{"Nintendo Switch Pro Controller", 0x057e, 0x2009, FamilyNintendo},
		{"USB Gamepad", 0x0079, 0x0011, FamilyGeneric},
	}
	r := newPadRig(t)
	r.start("")
	for _, c := range cases {
		p := r.attach(c.name, c.vendor, c.product)
		in := only(t, r.until(c.name, has(app.DeviceAdded)), app.DeviceAdded)
		if in.Family != c.family || in.Name != c.name || in.Device != p.InstanceID()+1 {
			t.Errorf("%s: DeviceAdded %+v, want family %s, device %d", c.name, in, c.family, p.InstanceID()+1)
		}
	}
	if n := len(r.m.Controllers()); n != len(cases) {
		t.Fatalf("%d controllers open, want %d", n, len(cases))
	}
}

func TestPadPresentAtStartIsOpenedOnce(t *testing.T) {
	var p *vpad.Pad
	r := newPadRig(t)
	p = r.attach("Xbox 360 Controller", 0x045e, 0x028e)
	in := r.start("")
	if len(in) != 1 || in[0].Kind != app.DeviceAdded || in[0].Device != p.InstanceID()+1 || in[0].Family != FamilyXbox {
		t.Fatalf("start gave %+v", in)
	}
	// SDL also queues an added event for it; it must not open it twice.
	if extra := r.drain(); len(extra) != 0 {
		t.Fatalf("the start-up event added it again: %+v", extra)
	}
	if n := len(r.m.Controllers()); n != 1 {
		t.Fatalf("%d controllers open, want 1", n)
	}
}

func TestPadButtonMap(t *testing.T) {
	r := newPadRig(t)
	r.start("")
	p := r.attach("Xbox One Controller", 0x045e, 0x02ea)
	r.until("added", has(app.DeviceAdded))
	dev := p.InstanceID() + 1
	for _, c := range []struct {
		b    sdl.GameControllerButton
		want app.IntentKind
	}{
		{sdl.CONTROLLER_BUTTON_A, app.Place},
		{sdl.CONTROLLER_BUTTON_B, app.Back},
		{sdl.CONTROLLER_BUTTON_X, app.Hint},
		{sdl.CONTROLLER_BUTTON_Y, app.FocusPanel},
		{sdl.CONTROLLER_BUTTON_START, app.Menu},
		{sdl.CONTROLLER_BUTTON_BACK, app.Menu},
		{sdl.CONTROLLER_BUTTON_LEFTSHOULDER, app.Undo},
		{sdl.CONTROLLER_BUTTON_RIGHTSHOULDER, app.Redo},
	} {
		if in := r.press(p, c.b, c.want); in.Device != dev {
			t.Errorf("button %d: %v from device %d, want %d", c.b, c.want, in.Device, dev)
		}
	}
	for _, c := range []struct {
		b      sdl.GameControllerButton
		dx, dy int
	}{
		{sdl.CONTROLLER_BUTTON_DPAD_UP, 0, 1},
		{sdl.CONTROLLER_BUTTON_DPAD_DOWN, 0, -1},
		{sdl.CONTROLLER_BUTTON_DPAD_LEFT, -1, 0},
		{sdl.CONTROLLER_BUTTON_DPAD_RIGHT, 1, 0},
	} {
		in := r.press(p, c.b, app.MoveCursor)
		if in.DX != c.dx || in.DY != c.dy || in.Device != dev {
			t.Errorf("d-pad %d: %+v, want (%d,%d) from %d", c.b, in, c.dx, c.dy, dev)
		}
	}
	// The stick clicks do nothing.
	for _, b := range []sdl.GameControllerButton{sdl.CONTROLLER_BUTTON_LEFTSTICK} {
		if err := p.Button(b, true); err != nil {
			t.Fatal(err)
		}
		if got := r.drain(); len(got) != 0 {
			t.Errorf("button %d gave %+v", b, got)
		}
	}
}

// steps counts the cursor steps Tick gives at r.now + d.
func (r *padRig) steps(d time.Duration) int {
	return len(r.m.Tick(r.now.Add(d)))
}

func TestHeldDpadRepeatsLikeArrowKeys(t *testing.T) {
	r := newPadRig(t)
	r.start("")
	p := r.attach("Xbox One Controller", 0x045e, 0x02ea)
	r.until("added", has(app.DeviceAdded))
	if err := p.Button(sdl.CONTROLLER_BUTTON_DPAD_LEFT, true); err != nil {
		t.Fatal(err)
	}
	r.until("press", has(app.MoveCursor)) // one step at once
	if n := r.steps(repeatDelay - time.Millisecond); n != 0 {
		t.Fatalf("%d repeats before the delay", n)
	}
	if d, ok := r.m.NextWake(r.now); !ok || d != repeatDelay {
		t.Fatalf("NextWake = %v, %v; want %v", d, ok, repeatDelay)
	}
	// 250 ms, then every 50 ms: at 400 ms that is 250, 300, 350, 400.
	in := r.m.Tick(r.now.Add(repeatDelay + 3*repeatInterval))
	if len(in) != 4 || in[0].DX != -1 || in[0].Device != p.InstanceID()+1 {
		t.Fatalf("repeats %+v, want 4 steps left from the pad", in)
	}
	if err := p.Button(sdl.CONTROLLER_BUTTON_DPAD_LEFT, false); err != nil {
		t.Fatal(err)
	}
	r.drain()
	if n := r.steps(time.Second); n != 0 {
		t.Fatalf("%d steps after release", n)
	}
}

func TestStickDeadZoneAndRepeat(t *testing.T) {
	r := newPadRig(t)
	r.start("")
	p := r.attach("PS4 Controller", 0x054c, 0x09cc)
	r.until("added", has(app.DeviceAdded))
	axis := func(a sdl.GameControllerAxis, pct int) {
		t.Helper()
		if err := p.Axis(a, int16(pct*32767/100)); err != nil {
			t.Fatal(err)
		}
	}
	// A small deflection does nothing, now or later.
	axis(sdl.CONTROLLER_AXIS_LEFTX, 30)
	if got := r.drain(); len(got) != 0 {
		t.Fatalf("30%% deflection gave %+v", got)
	}
	if n := r.steps(time.Second); n != 0 {
		t.Fatalf("30%% deflection repeated %d times", n)
	}
	// Past the dead zone: one step right at once, repeats on the clock.
	axis(sdl.CONTROLLER_AXIS_LEFTX, 70)
	in := only(t, r.until("push right", has(app.MoveCursor)), app.MoveCursor)
	if in.DX != 1 || in.DY != 0 {
		t.Fatalf("stick right moved %+v", in)
	}
	if n := r.steps(repeatDelay + repeatInterval); n != 2 {
		t.Fatalf("held stick gave %d repeats by 300 ms, want 2", n)
	}
	// Eased back to 40%: still held (release is at 35%), no new press.
	axis(sdl.CONTROLLER_AXIS_LEFTX, 40)
	if got := r.drain(); len(got) != 0 {
		t.Fatalf("easing off gave %+v", got)
	}
	if n := r.steps(repeatDelay + 2*repeatInterval); n != 1 {
		t.Fatalf("stick at 40%% after a push gave %d repeats, want it still held", n)
	}
	axis(sdl.CONTROLLER_AXIS_LEFTX, 20)
	r.drain()
	if n := r.steps(time.Second); n != 0 {
		t.Fatalf("centred stick still repeats (%d)", n)
	}
	// Up is negative Y in SDL and up the board in the game.
	axis(sdl.CONTROLLER_AXIS_LEFTY, -90)
	in = only(t, r.until("push up", has(app.MoveCursor)), app.MoveCursor)
	if in.DX != 0 || in.DY != 1 {
		t.Fatalf("stick up moved %+v", in)
	}
	// The d-pad pointing the same way while the stick is held adds no
	// step, and letting go of the d-pad keeps the stick's hold.
	if err := p.Button(sdl.CONTROLLER_BUTTON_DPAD_UP, true); err != nil {
		t.Fatal(err)
	}
	if got := r.drain(); len(got) != 0 {
		t.Fatalf("d-pad up while the stick points up gave %+v", got)
	}
	if err := p.Button(sdl.CONTROLLER_BUTTON_DPAD_UP, false); err != nil {
		t.Fatal(err)
	}
	r.drain()
	if n := r.steps(repeatDelay); n != 1 {
		t.Fatalf("stick hold lost when the d-pad was released: %d repeats", n)
	}
}

func TestUnpluggedPadIsClosedAndIgnored(t *testing.T) {
	r := newPadRig(t)
	r.start("")
	p := r.attach("Xbox One Controller", 0x045e, 0x02ea)
	r.until("added", has(app.DeviceAdded))
	id := p.InstanceID()
	if err := p.Button(sdl.CONTROLLER_BUTTON_DPAD_RIGHT, true); err != nil {
		t.Fatal(err)
	}
	r.until("press", has(app.MoveCursor))
	if err := p.Detach(); err != nil {
		t.Fatal(err)
	}
	in := only(t, r.until("removed", has(app.DeviceRemoved)), app.DeviceRemoved)
	if in.Device != id+1 || in.Family != FamilyXbox {
		t.Fatalf("DeviceRemoved %+v", in)
	}
	if len(r.m.Controllers()) != 0 {
		t.Fatal("the unplugged pad is still listed")
	}
	// The d-pad was held when it went: nothing keeps moving.
	if n := r.steps(time.Second); n != 0 {
		t.Fatalf("an unplugged pad's held d-pad repeated %d times", n)
	}
	// Late events for it (already queued, or forged) are ignored.
	for _, ev := range []sdl.Event{
		&sdl.ControllerButtonEvent{Type: sdl.CONTROLLERBUTTONDOWN, Which: sdl.JoystickID(id), Button: uint8(sdl.CONTROLLER_BUTTON_A), State: sdl.PRESSED},
		&sdl.ControllerAxisEvent{Type: sdl.CONTROLLERAXISMOTION, Which: sdl.JoystickID(id), Axis: uint8(sdl.CONTROLLER_AXIS_LEFTX), Value: 32767},
		&sdl.ControllerDeviceEvent{Type: sdl.CONTROLLERDEVICEREMOVED, Which: sdl.JoystickID(id)},
		&sdl.ControllerDeviceEvent{Type: sdl.CONTROLLERDEVICEADDED, Which: 99},
	} {
		if got := r.m.Event(ev, r.now); len(got) != 0 {
			t.Errorf("%T for the unplugged pad gave %+v", ev, got)
		}
	}
	if err := p.Button(sdl.CONTROLLER_BUTTON_A, true); err == nil {
		t.Error("pressing a detached virtual pad did not report an error")
	}
	if err := r.m.Rumble(id+1, 1, time.Second); err != nil {
		t.Errorf("rumble on an unplugged pad: %v", err)
	}
}

func TestTwoPadsCarryTheirOwnDevice(t *testing.T) {
	r := newPadRig(t)
	r.start("")
	a := r.attach("Xbox One Controller", 0x045e, 0x02ea)
	r.until("first", has(app.DeviceAdded))
	b := r.attach("PS4 Controller", 0x054c, 0x09cc)
	r.until("second", has(app.DeviceAdded))
	pa := r.press(a, sdl.CONTROLLER_BUTTON_A, app.Place)
	pb := r.press(b, sdl.CONTROLLER_BUTTON_A, app.Place)
	if pa.Device == pb.Device || pa.Device != a.InstanceID()+1 || pb.Device != b.InstanceID()+1 {
		t.Fatalf("places from devices %d and %d; want %d and %d", pa.Device, pb.Device, a.InstanceID()+1, b.InstanceID()+1)
	}
	// Both holding a direction: each pad's repeats carry its own device.
	if err := a.Button(sdl.CONTROLLER_BUTTON_DPAD_UP, true); err != nil {
		t.Fatal(err)
	}
	if err := b.Button(sdl.CONTROLLER_BUTTON_DPAD_DOWN, true); err != nil {
		t.Fatal(err)
	}
	r.until("both moves", func(in []app.Intent) bool { return len(in) == 2 })
	devs := map[int]int{}
	for _, in := range r.m.Tick(r.now.Add(repeatDelay)) {
		devs[in.Device] += in.DY
	}
	if devs[a.InstanceID()+1] != 1 || devs[b.InstanceID()+1] != -1 {
		t.Fatalf("repeats by device %v", devs)
	}
}

func TestRumble(t *testing.T) {
	r := newPadRig(t)
	r.start("")
	a := r.attach("Xbox One Controller", 0x045e, 0x02ea)
	r.until("first", has(app.DeviceAdded))
	b := r.attach("PS4 Controller", 0x054c, 0x09cc)
	r.until("second", has(app.DeviceAdded))
	if err := r.m.Rumble(a.InstanceID()+1, 0.5, 200*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if low, high, n := a.Rumble(); n != 1 || low != 0x7fff || high != 0x7fff {
		t.Fatalf("pad a rumble %#x %#x ×%d, want half strength once", low, high, n)
	}
	if _, _, n := b.Rumble(); n != 0 {
		t.Fatal("rumbling pad a shook pad b")
	}
	if err := r.m.Rumble(app.KeyboardMouse, 1, time.Second); err != nil {
		t.Fatalf("rumble on the keyboard: %v", err)
	}
}

func TestMappingFileIsLoaded(t *testing.T) {
	dir := t.TempDir()
	db := "# test\n" +
		"03000000aaaa0000bbbb000000000000,Test Pad,a:b0,b:b1,platform:" + "Linux" + ",\n" +
		"03000000cccc0000dddd000000000000,Windows Pad,a:b0,b:b1,platform:Windows,\n" +
		"this is not a mapping\n"
	if err := os.WriteFile(filepath.Join(dir, MappingFile), []byte(db), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newPadRig(t)
	if runtime.GOOS != "linux" {
		t.Skip("the sample mapping is for Linux")
	}
	_, err := r.m.StartControllers(dir)
	if err == nil || !strings.Contains(err.Error(), "line 4") {
		t.Fatalf("a bad line must be reported with its number, got %v", err)
	}
	if m := sdl.GameControllerMappingForGUID(sdl.JoystickGetGUIDFromString("03000000aaaa0000bbbb000000000000")); !strings.Contains(m, "Test Pad") {
		t.Fatalf("the Linux mapping was not added: %q", m)
	}
	if m := sdl.GameControllerMappingForGUID(sdl.JoystickGetGUIDFromString("03000000cccc0000dddd000000000000")); m != "" {
		t.Fatalf("a Windows mapping was added: %q", m)
	}
	// Controllers still work after a partly bad file.
	p := r.attach("Xbox One Controller", 0x045e, 0x02ea)
	if in := only(t, r.until("added", has(app.DeviceAdded)), app.DeviceAdded); in.Device != p.InstanceID()+1 {
		t.Fatalf("added %+v", in)
	}
}

func TestMissingMappingFileIsFine(t *testing.T) {
	r := newPadRig(t)
	if _, err := r.m.StartControllers(t.TempDir()); err != nil {
		t.Fatal(err)
	}
	if n, err := LoadMappings(filepath.Join(t.TempDir(), "nowhere")); n != 0 || err != nil {
		t.Fatalf("LoadMappings on a missing folder = %d, %v", n, err)
	}
}

func TestFocusLossStopsPadRepeat(t *testing.T) {
	r := newPadRig(t)
	r.start("")
	p := r.attach("Xbox One Controller", 0x045e, 0x02ea)
	r.until("added", has(app.DeviceAdded))
	if err := p.Button(sdl.CONTROLLER_BUTTON_DPAD_UP, true); err != nil {
		t.Fatal(err)
	}
	r.until("press", has(app.MoveCursor))
	// The release may happen while another window has focus and never
	// reach us: losing focus lets go of everything.
	r.m.Event(&sdl.WindowEvent{Type: sdl.WINDOWEVENT, Event: sdl.WINDOWEVENT_FOCUS_LOST}, r.now)
	if n := r.steps(time.Second); n != 0 {
		t.Fatalf("%d repeats after focus was lost", n)
	}
}
