package sdlevent

/*
#cgo pkg-config: sdl2
#include <SDL2/SDL.h>
*/
import "C"

import (
	"errors"
	"fmt"
	"reflect"
	"unsafe"

	"github.com/veandco/go-sdl2/sdl"
)

// ErrFiltered is an event that an event filter dropped.
var ErrFiltered = errors.New("sdlevent: event filtered out")

// Push adds ev (a pointer to one of go-sdl2's event structs, whose layout
// mirrors the C struct of that event) to SDL's event queue. Events that
// carry Go pointers (a DropEvent's string, a UserEvent's data) cannot be
// copied into C memory and are refused.
func Push(ev sdl.Event) error {
	v := reflect.ValueOf(ev)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("sdlevent: want a pointer to an event struct, got %T", ev)
	}
	t := v.Elem().Type()
	if hasPointers(t) {
		return fmt.Errorf("sdlevent: %v carries Go pointers", t)
	}
	var ce C.SDL_Event
	if t.Size() > unsafe.Sizeof(ce) {
		return fmt.Errorf("sdlevent: %v is %d bytes, larger than SDL_Event", t, t.Size())
	}
	dst := unsafe.Slice((*byte)(unsafe.Pointer(&ce)), unsafe.Sizeof(ce))
	copy(dst, unsafe.Slice((*byte)(v.UnsafePointer()), t.Size()))
	switch n := C.SDL_PushEvent(&ce); {
	case n < 0:
		return fmt.Errorf("sdlevent: %s", C.GoString(C.SDL_GetError()))
	case n == 0:
		return ErrFiltered
	}
	return nil
}

// hasPointers reports whether values of t hold Go pointers.
func hasPointers(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Pointer, reflect.UnsafePointer, reflect.String, reflect.Slice, reflect.Map,
		reflect.Chan, reflect.Func, reflect.Interface:
		return true
	case reflect.Array:
		return hasPointers(t.Elem())
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if hasPointers(t.Field(i).Type) {
				return true
			}
		}
	}
	return false
}
