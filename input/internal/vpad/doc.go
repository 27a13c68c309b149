// Package vpad attaches virtual game controllers through SDL's virtual
// joystick API so tests can press buttons and push sticks without
// hardware. It is an ordinary package (cgo is not allowed in _test.go
// files) that only tests import; the game never does.
//
// go-sdl2 v0.4.40 has no wrappers for virtual joysticks. This package
// links the same libSDL2 as go-sdl2 (pkg-config sdl2), so pads attached
// here show up in go-sdl2's events. SDL must be initialised with the
// joystick subsystem first, and every call must come from the thread that
// pumps SDL's events.
package vpad
