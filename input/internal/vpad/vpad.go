package vpad

/*
#cgo pkg-config: sdl2
#include <SDL2/SDL.h>
#include <stdlib.h>

typedef struct {
	Uint16 low, high;
	int count;
} vpad_rumble;

static int vpad_rumble_cb(void *userdata, Uint16 low, Uint16 high) {
	vpad_rumble *r = (vpad_rumble *)userdata;
	r->low = low;
	r->high = high;
	r->count++;
	return 0;
}

// vpad_attach attaches a virtual pad with as many buttons and axes as a
// game controller has and one hat. It returns the device index or -1.
static int vpad_attach(Uint16 vendor, Uint16 product, const char *name, vpad_rumble *r) {
	SDL_VirtualJoystickDesc d;
	SDL_zero(d);
	d.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
	d.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
	d.naxes = SDL_CONTROLLER_AXIS_MAX;
	d.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
	d.nhats = 1; // for mappings that put the d-pad on a hat
	d.vendor_id = vendor;
	d.product_id = product;
	d.name = name;
	d.userdata = r;
	d.Rumble = vpad_rumble_cb;
	return SDL_JoystickAttachVirtualEx(&d);
}

// vpad_button presses or releases the joystick element that the pad's
// mapping binds to controller button b; *hat carries the hat's bits.
static int vpad_button(SDL_Joystick *joy, SDL_GameController *gc, int b, int down, Uint8 *hat) {
	SDL_GameControllerButtonBind bind = SDL_GameControllerGetBindForButton(gc, (SDL_GameControllerButton)b);
	switch (bind.bindType) {
	case SDL_CONTROLLER_BINDTYPE_BUTTON:
		return SDL_JoystickSetVirtualButton(joy, bind.value.button, down ? SDL_PRESSED : SDL_RELEASED);
	case SDL_CONTROLLER_BINDTYPE_HAT:
		if (down) {
			*hat |= (Uint8)bind.value.hat.hat_mask;
		} else {
			*hat &= (Uint8)~bind.value.hat.hat_mask;
		}
		return SDL_JoystickSetVirtualHat(joy, bind.value.hat.hat, *hat);
	case SDL_CONTROLLER_BINDTYPE_AXIS:
		return SDL_JoystickSetVirtualAxis(joy, bind.value.axis, down ? 32767 : -32768);
	default:
		return SDL_SetError("controller button %d is not mapped", b);
	}
}

static int vpad_axis(SDL_Joystick *joy, SDL_GameController *gc, int a, Sint16 v) {
	SDL_GameControllerButtonBind bind = SDL_GameControllerGetBindForAxis(gc, (SDL_GameControllerAxis)a);
	if (bind.bindType != SDL_CONTROLLER_BINDTYPE_AXIS) {
		return SDL_SetError("controller axis %d is not on a joystick axis", a);
	}
	return SDL_JoystickSetVirtualAxis(joy, bind.value.axis, v);
}

static int vpad_index_of(SDL_JoystickID id) {
	int i, n = SDL_NumJoysticks();
	for (i = 0; i < n; i++) {
		if (SDL_JoystickGetDeviceInstanceID(i) == id) {
			return i;
		}
	}
	return -1;
}
*/
import "C"

import (
	"errors"
	"fmt"
	"unsafe"

	"github.com/veandco/go-sdl2/sdl"
)

// Pad is one attached virtual controller.
type Pad struct {
	id  C.SDL_JoystickID
	joy *C.SDL_Joystick
	// gc looks up the mapping's bindings. It is opened at the first
	// press, not at Attach: a pad may be attached before the game brings
	// up SDL's game-controller subsystem (which loads the mappings), and
	// opening it here would bring that up behind the game's back.
	gc     *C.SDL_GameController
	hat    C.Uint8
	name   *C.char
	rumble *C.vpad_rumble
	// last rumble, kept when the C record is freed at Detach
	low, high uint16
	count     int
}

// Attach plugs in a virtual controller with the given USB vendor and
// product IDs (0x054c:0x09cc is a PS4 pad) and name. SDL picks the
// mapping it has for those IDs (an Xbox pad gets its d-pad on a hat, for
// instance), and Button and Axis go through that mapping, so a press of
// CONTROLLER_BUTTON_A arrives as CONTROLLER_BUTTON_A whatever the layout.
func Attach(name string, vendor, product uint16) (*Pad, error) {
	p := &Pad{name: C.CString(name), rumble: (*C.vpad_rumble)(C.calloc(1, C.sizeof_vpad_rumble))}
	idx := C.vpad_attach(C.Uint16(vendor), C.Uint16(product), p.name, p.rumble)
	if idx < 0 {
		p.free()
		return nil, fmt.Errorf("vpad: attach: %s", C.GoString(C.SDL_GetError()))
	}
	p.joy = C.SDL_JoystickOpen(idx)
	if p.joy == nil {
		err := fmt.Errorf("vpad: open: %s", C.GoString(C.SDL_GetError()))
		C.SDL_JoystickDetachVirtual(idx)
		p.free()
		return nil, err
	}
	p.id = C.SDL_JoystickInstanceID(p.joy)
	return p, nil
}

// InstanceID is the SDL joystick instance ID (events' Which).
func (p *Pad) InstanceID() int { return int(p.id) }

// Button sets button b down or up; the event arrives at SDL's next pump.
func (p *Pad) Button(b sdl.GameControllerButton, down bool) error {
	if p.joy == nil {
		return errors.New("vpad: pad is detached")
	}
	if err := p.open(); err != nil {
		return err
	}
	var d C.int
	if down {
		d = 1
	}
	if C.vpad_button(p.joy, p.gc, C.int(b), d, &p.hat) < 0 {
		return fmt.Errorf("vpad: button %d: %s", b, C.GoString(C.SDL_GetError()))
	}
	return nil
}

// Axis sets axis a to v (-32768..32767); the event arrives at SDL's next
// pump.
func (p *Pad) Axis(a sdl.GameControllerAxis, v int16) error {
	if p.joy == nil {
		return errors.New("vpad: pad is detached")
	}
	if err := p.open(); err != nil {
		return err
	}
	if C.vpad_axis(p.joy, p.gc, C.int(a), C.Sint16(v)) < 0 {
		return fmt.Errorf("vpad: axis %d: %s", a, C.GoString(C.SDL_GetError()))
	}
	return nil
}

func (p *Pad) open() error {
	if p.gc != nil {
		return nil
	}
	if C.SDL_WasInit(C.SDL_INIT_GAMECONTROLLER) == 0 {
		return errors.New("vpad: SDL's game-controller subsystem is not running")
	}
	idx := C.vpad_index_of(p.id)
	if idx < 0 {
		return errors.New("vpad: pad not found")
	}
	p.gc = C.SDL_GameControllerOpen(idx)
	if p.gc == nil {
		return fmt.Errorf("vpad: SDL does not see a game controller: %s", C.GoString(C.SDL_GetError()))
	}
	return nil
}

// Rumble returns the last rumble request SDL passed to the pad (motor
// strengths 0..0xffff) and how many requests there were.
func (p *Pad) Rumble() (low, high uint16, count int) {
	if p.rumble != nil {
		p.low, p.high, p.count = uint16(p.rumble.low), uint16(p.rumble.high), int(p.rumble.count)
	}
	return p.low, p.high, p.count
}

// Detach unplugs the pad. Calls on it afterwards return errors.
func (p *Pad) Detach() error {
	if p.joy == nil {
		return errors.New("vpad: pad is detached")
	}
	idx := C.vpad_index_of(p.id)
	var err error
	if idx < 0 || C.SDL_JoystickDetachVirtual(idx) < 0 {
		err = fmt.Errorf("vpad: detach: %s", C.GoString(C.SDL_GetError()))
	}
	if p.gc != nil {
		C.SDL_GameControllerClose(p.gc)
		p.gc = nil
	}
	C.SDL_JoystickClose(p.joy)
	p.joy = nil
	p.Rumble() // keep the last values
	p.free()
	return err
}

func (p *Pad) free() {
	C.free(unsafe.Pointer(p.name))
	p.name = nil
	C.free(unsafe.Pointer(p.rumble))
	p.rumble = nil
}
