// Package sdlevent pushes SDL events for tests without go-sdl2's
// sdl.PushEvent, which reads past the end of the event it is given.
//
// go-sdl2 v0.4.40 (sdl/events.go:1185, cEvent, called from PushEvent at
// line 1215) converts a pointer to the Go event struct — a KeyboardEvent
// is 32 bytes — into a *CEvent, the 56-byte SDL_Event union, and hands it
// to SDL_PushEvent, which copies sizeof(SDL_Event) bytes from it: 24 bytes
// beyond the Go object are read. Under -race (which turns on checkptr) the
// conversion dies with "checkptr: converted pointer straddles multiple
// allocations". Push instead copies the event's own bytes into a whole
// SDL_Event and pushes that.
//
// It is an ordinary package because cgo is not allowed in _test.go files;
// only tests import it. It links the same libSDL2 as go-sdl2 (pkg-config
// sdl2), so pushed events arrive through go-sdl2's PollEvent.
package sdlevent
