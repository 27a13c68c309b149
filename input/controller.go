package input

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// pad is one open game controller.
type pad struct {
	ctrl   *sdl.GameController
	device int // app.Intent.Device: SDL instance ID + 1
	name   string
	family string
	// Held directions from the d-pad and from the left stick, kept apart
	// so letting go of one while the other still points the same way keeps
	// the direction held.
	dpad  [4]bool
	stick [2]axisState // x, y
	rep   repeater
}

// Controller describes a connected controller.
type Controller struct {
	Device       int
	Name, Family string
}

// pads owns the open controllers, keyed by SDL instance ID.
type pads struct {
	open map[sdl.JoystickID]*pad
}

// StartControllers brings up SDL's joystick and game-controller subsystems
// (call it once, after sdl.Init, on the SDL thread), loads
// mappingDir/gamecontrollerdb.txt when present (mappingDir "" skips that),
// and opens every controller already plugged in. It returns their
// DeviceAdded intents. A broken mapping file is reported in err but the
// controllers still start; err from the subsystem itself means no
// controllers this session, and the keyboard and mouse still work.
//
// Face buttons are positional: SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS is
// set to "0" so the bottom button is always A (Place) and the right one B
// (Back), on a Nintendo pad too, whose bottom button is labelled B. Button
// prompts name each family's own label for the button (see PromptLabel).
func (m *Mapper) StartControllers(mappingDir string) ([]app.Intent, error) {
	sdl.SetHint(sdl.HINT_GAMECONTROLLER_USE_BUTTON_LABELS, "0")
	if err := sdl.InitSubSystem(sdl.INIT_JOYSTICK | sdl.INIT_GAMECONTROLLER); err != nil {
		return nil, fmt.Errorf("input: game controllers: %w", err)
	}
	var errs []error
	if mappingDir != "" {
		if _, err := LoadMappings(mappingDir); err != nil {
			errs = append(errs, err)
		}
	}
	var out []app.Intent
	for i := 0; i < sdl.NumJoysticks(); i++ {
		out = append(out, m.pads.add(i)...)
	}
	return out, errors.Join(errs...)
}

// CloseControllers closes every open controller; call it before sdl.Quit.
func (m *Mapper) CloseControllers() {
	for id, p := range m.pads.open {
		p.ctrl.Close()
		delete(m.pads.open, id)
	}
}

// Controllers lists the connected controllers, oldest first.
func (m *Mapper) Controllers() []Controller {
	out := make([]Controller, 0, len(m.pads.open))
	for _, p := range m.pads.sorted() {
		out = append(out, Controller{Device: p.device, Name: p.name, Family: p.family})
	}
	return out
}

// add opens the controller at device index i unless it is open already
// (SDL announces controllers present at start-up with events too, and an
// index may be stale by the time its event is read).
func (ps *pads) add(i int) []app.Intent {
	if !sdl.IsGameController(i) {
		return nil
	}
	id := sdl.JoystickGetDeviceInstanceID(i)
	if id < 0 || ps.open[id] != nil {
		return nil
	}
	ctrl := sdl.GameControllerOpen(i)
	if ctrl == nil {
		return nil
	}
	joy := ctrl.Joystick()
	if joy == nil || joy.InstanceID() != id {
		ctrl.Close()
		return nil
	}
	name := ctrl.Name()
	if name == "" {
		name = "Controller"
	}
	p := &pad{ctrl: ctrl, device: int(id) + 1, name: name, family: familyOf(ctrl.Vendor(), name)}
	if ps.open == nil {
		ps.open = make(map[sdl.JoystickID]*pad)
	}
	ps.open[id] = p
	return []app.Intent{{Kind: app.DeviceAdded, Device: p.device, Name: p.name, Family: p.family}}
}

func (ps *pads) remove(id sdl.JoystickID) []app.Intent {
	p := ps.open[id]
	if p == nil {
		return nil
	}
	p.ctrl.Close()
	delete(ps.open, id)
	return []app.Intent{{Kind: app.DeviceRemoved, Device: p.device, Name: p.name, Family: p.family}}
}

// event handles controller events; events from a controller that is not
// open (one just unplugged) give nothing.
func (ps *pads) event(ev sdl.Event, now time.Time) []app.Intent {
	switch e := ev.(type) {
	case *sdl.ControllerDeviceEvent:
		switch e.Type {
		case sdl.CONTROLLERDEVICEADDED:
			return ps.add(int(e.Which)) // Which is a device index here
		case sdl.CONTROLLERDEVICEREMOVED:
			return ps.remove(e.Which) // and an instance ID here
		}
	case *sdl.ControllerButtonEvent:
		if p := ps.open[e.Which]; p != nil {
			return p.button(sdl.GameControllerButton(e.Button), e.Type == sdl.CONTROLLERBUTTONDOWN, now)
		}
	case *sdl.ControllerAxisEvent:
		if p := ps.open[e.Which]; p != nil {
			return p.axis(sdl.GameControllerAxis(e.Axis), e.Value, now)
		}
	}
	return nil
}

// buttonIntent is the controller button map; directions are handled apart.
func buttonIntent(b sdl.GameControllerButton) (app.IntentKind, bool) {
	switch b {
	case sdl.CONTROLLER_BUTTON_A:
		return app.Place, true
	case sdl.CONTROLLER_BUTTON_B:
		return app.Back, true
	case sdl.CONTROLLER_BUTTON_X:
		return app.Hint, true
	case sdl.CONTROLLER_BUTTON_Y:
		return app.FocusPanel, true
	case sdl.CONTROLLER_BUTTON_START, sdl.CONTROLLER_BUTTON_BACK:
		return app.Menu, true
	case sdl.CONTROLLER_BUTTON_LEFTSHOULDER:
		return app.Undo, true
	case sdl.CONTROLLER_BUTTON_RIGHTSHOULDER:
		return app.Redo, true
	}
	return 0, false
}

func dpadDirection(b sdl.GameControllerButton) (int, bool) {
	switch b {
	case sdl.CONTROLLER_BUTTON_DPAD_UP:
		return dirUp, true
	case sdl.CONTROLLER_BUTTON_DPAD_DOWN:
		return dirDown, true
	case sdl.CONTROLLER_BUTTON_DPAD_LEFT:
		return dirLeft, true
	case sdl.CONTROLLER_BUTTON_DPAD_RIGHT:
		return dirRight, true
	}
	return 0, false
}

func (p *pad) button(b sdl.GameControllerButton, down bool, now time.Time) []app.Intent {
	if d, ok := dpadDirection(b); ok {
		was := p.held(d)
		p.dpad[d] = down
		return p.update(d, was, now)
	}
	if k, ok := buttonIntent(b); ok && down {
		return []app.Intent{{Kind: k, Device: p.device}}
	}
	return nil
}

func (p *pad) axis(a sdl.GameControllerAxis, v int16, now time.Time) []app.Intent {
	var i int
	var neg, pos int
	switch a {
	case sdl.CONTROLLER_AXIS_LEFTX:
		i, neg, pos = 0, dirLeft, dirRight
	case sdl.CONTROLLER_AXIS_LEFTY:
		i, neg, pos = 1, dirUp, dirDown // SDL's Y axis grows downwards
	default:
		return nil
	}
	wasNeg, wasPos := p.held(neg), p.held(pos)
	p.stick[i] = p.stick[i].next(v)
	return append(p.update(neg, wasNeg, now), p.update(pos, wasPos, now)...)
}

// held reports whether direction d is held by the d-pad or the stick.
func (p *pad) held(d int) bool {
	if p.dpad[d] {
		return true
	}
	switch d {
	case dirLeft:
		return p.stick[0] < 0
	case dirRight:
		return p.stick[0] > 0
	case dirUp:
		return p.stick[1] < 0
	}
	return p.stick[1] > 0
}

// update presses or releases d in the repeater when its held state changed:
// one step at once on press, repeats from Tick, as with the arrow keys.
func (p *pad) update(d int, was bool, now time.Time) []app.Intent {
	is := p.held(d)
	switch {
	case is && !was:
		if p.rep.press(d, now) {
			dx, dy := dirDelta(d)
			return []app.Intent{{Kind: app.MoveCursor, DX: dx, DY: dy, Device: p.device}}
		}
	case !is && was:
		p.rep.release(d)
	}
	return nil
}

// releaseAll forgets every held direction: button releases that happen
// while the window is in the background never reach us.
func (ps *pads) releaseAll() {
	for _, p := range ps.open {
		p.dpad = [4]bool{}
		p.stick = [2]axisState{}
		p.rep.releaseAll()
	}
}

// sorted returns the open pads by device number (instance IDs only grow,
// so that is the order they were plugged in), keeping repeats from two
// pads in a stable order.
func (ps *pads) sorted() []*pad {
	out := make([]*pad, 0, len(ps.open))
	for _, p := range ps.open {
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b *pad) int { return a.device - b.device })
	return out
}

func (ps *pads) tick(now time.Time, out []app.Intent) []app.Intent {
	for _, p := range ps.sorted() {
		p.rep.due(now, func(d int) {
			dx, dy := dirDelta(d)
			out = append(out, app.Intent{Kind: app.MoveCursor, DX: dx, DY: dy, Device: p.device})
		})
	}
	return out
}

func (ps *pads) nextWake(now time.Time) (time.Duration, bool) {
	var best time.Duration
	found := false
	for _, p := range ps.open {
		if d, ok := p.rep.nextWake(now); ok && (!found || d < best) {
			best, found = d, true
		}
	}
	return best, found
}
