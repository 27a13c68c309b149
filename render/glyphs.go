package render

/*
#cgo pkg-config: SDL2_ttf
#include <SDL2/SDL_ttf.h>

// missing_glyphs opens a font from memory and writes to out the runes it
// does not provide; it returns their count, or -1 if the font cannot open.
static int missing_glyphs(const void *data, int size, const Uint32 *runes, int n, Uint32 *out) {
	SDL_RWops *rw = SDL_RWFromConstMem(data, size);
	if (!rw) return -1;
	TTF_Font *f = TTF_OpenFontRW(rw, 1, 16);
	if (!f) return -1;
	int k = 0;
	for (int i = 0; i < n; i++) {
		if (!TTF_GlyphIsProvided32(f, runes[i])) out[k++] = runes[i];
	}
	TTF_CloseFont(f);
	return k;
}
*/
import "C"

import (
	"fmt"
	"unsafe"
)

// MissingGlyphs reports which of runes the font (TrueType/OpenType bytes)
// does not provide, using SDL_ttf's TTF_GlyphIsProvided32, which go-sdl2
// does not wrap. SDL_ttf must be initialised. Tests use it to prove every
// catalog string can be drawn.
func MissingGlyphs(font []byte, runes []rune) ([]rune, error) {
	if len(font) == 0 || len(runes) == 0 {
		return nil, nil
	}
	in := make([]C.Uint32, len(runes))
	for i, r := range runes {
		in[i] = C.Uint32(r)
	}
	out := make([]C.Uint32, len(runes))
	n := C.missing_glyphs(unsafe.Pointer(&font[0]), C.int(len(font)), &in[0], C.int(len(in)), &out[0])
	if n < 0 {
		return nil, fmt.Errorf("render: open font for glyph check: %s", C.GoString(C.TTF_GetError()))
	}
	miss := make([]rune, n)
	for i := range miss {
		miss[i] = rune(out[i])
	}
	return miss, nil
}
