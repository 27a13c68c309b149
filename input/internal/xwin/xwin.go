package xwin

/*
#cgo pkg-config: x11 sdl2
#include <X11/Xlib.h>
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

// x11Window finds win's X display and window. The SDL_SysWMinfo lives
// here, in C, at SDL's own size (72 bytes with SDL 2.26): go-sdl2 v0.4.40's
// Window.GetWMInfo hands SDL a 32-byte Go struct for it (syswm.go:64, a
// 24-byte union where SDL's is 64), so a driver with more to say than
// X11's 16 bytes (Wayland: up to eight pointers) writes past the Go object;
// under -race checkptr refuses the conversion (syswm.go:109). It returns 0
// when win is not an X11 window.
static int x11Window(void *win, void **dpy, unsigned long *xw) {
	SDL_SysWMinfo info;
	SDL_VERSION(&info.version);
	if (!SDL_GetWindowWMInfo((SDL_Window *)win, &info) || info.subsystem != SDL_SYSWM_X11) {
		return 0;
	}
	*dpy = info.info.x11.display;
	*xw = info.info.x11.window;
	return *dpy != NULL;
}

// geometry fills the window's size and its position on the root window;
// it returns 0 when the server cannot tell.
static int geometry(void *dpy, unsigned long win, int *x, int *y, int *w, int *h) {
	Display *d = (Display *)dpy;
	XWindowAttributes a;
	Window child;
	if (!XGetWindowAttributes(d, (Window)win, &a)) {
		return 0;
	}
	if (!XTranslateCoordinates(d, (Window)win, a.root, 0, 0, x, y, &child)) {
		return 0;
	}
	*w = a.width;
	*h = a.height;
	return 1;
}

// hasManager reports whether an EWMH window manager runs on win's screen:
// such a manager names its check window on the root window.
static int hasManager(void *dpy, unsigned long win) {
	Display *d = (Display *)dpy;
	XWindowAttributes a;
	if (!XGetWindowAttributes(d, (Window)win, &a)) {
		return -1;
	}
	Atom check = XInternAtom(d, "_NET_SUPPORTING_WM_CHECK", True);
	if (check == None) {
		return 0;
	}
	Atom type;
	int format;
	unsigned long n, after;
	unsigned char *data = NULL;
	if (XGetWindowProperty(d, a.root, check, 0, 1, False, AnyPropertyType, &type, &format, &n, &after, &data) != Success) {
		return -1;
	}
	if (data != NULL) {
		XFree(data);
	}
	return n > 0 ? 1 : 0;
}
*/
import "C"

import (
	"unsafe"

	"github.com/veandco/go-sdl2/sdl"
)

// Rect is a window's place on the screen, in X pixels.
type Rect struct{ X, Y, W, H int }

// x11 is an X display and window.
type x11 struct {
	Display unsafe.Pointer
	Window  C.ulong
}

// display returns win's X display and window, or false when win is not an
// X11 window. (*sdl.Window is SDL's own SDL_Window pointer.)
func display(win *sdl.Window) (x11, bool) {
	var x x11
	if C.x11Window(unsafe.Pointer(win), &x.Display, &x.Window) == 0 {
		return x11{}, false
	}
	return x, true
}

// Managed reports whether a window manager looks after win's screen (known
// is false when win is not on X11, or the server would not say). Without
// one, nobody carries out SDL's requests for full screen.
func Managed(win *sdl.Window) (managed, known bool) {
	x, ok := display(win)
	if !ok {
		return false, false
	}
	switch C.hasManager(x.Display, x.Window) {
	case 1:
		return true, true
	case 0:
		return false, true
	}
	return false, false
}

// Geometry returns where the X server has win, and false when win is not
// an X11 window or the server cannot say.
func Geometry(win *sdl.Window) (Rect, bool) {
	xd, ok := display(win)
	if !ok {
		return Rect{}, false
	}
	var x, y, w, h C.int
	if C.geometry(xd.Display, xd.Window, &x, &y, &w, &h) == 0 {
		return Rect{}, false
	}
	return Rect{X: int(x), Y: int(y), W: int(w), H: int(h)}, true
}
