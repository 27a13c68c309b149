package render

import (
	"encoding/binary"
	"fmt"

	"github.com/veandco/go-sdl2/sdl"
	"github.com/veandco/go-sdl2/ttf"

	"gomoku/fonts"
)

// minTextPx is the smallest size text is shrunk to when it does not fit;
// below it the texture is squeezed instead, so it still never overflows.
// The layouts give every text room at app.MinTextPx or more, so neither
// happens on a screen the readability test walks.
const minTextPx = 7

// maxTextW caps a text texture's width even with no MaxW, so a runaway
// string cannot ask for a texture no GPU accepts (or hundreds of MB).
const maxTextW = 8192

type fontKey struct {
	px   int
	bold bool
	face face
}

// face is a typeface family: DejaVu Sans for Latin text, or one of the two
// Noto Sans CJK subsets (Japanese glyph forms differ from Chinese ones).
type face uint8

const (
	faceLatin face = iota
	faceCJK
	faceCJKJapanese
)

type fontEntry struct {
	f    *ttf.Font
	used uint64
}

// font opens (or reuses) the Latin UI font at px pixels.
func (r *Renderer) font(px int, bold bool) (*ttf.Font, error) {
	return r.faceFont(faceLatin, px, bold)
}

func faceData(f face, bold bool) []byte {
	lang := "zh-Hant"
	if f == faceCJKJapanese {
		lang = "ja"
	}
	switch {
	case f == faceLatin && bold:
		return fonts.Bold()
	case f == faceLatin:
		return fonts.Regular()
	case bold:
		return fonts.CJKBold(lang)
	}
	return fonts.CJK(lang)
}

// faceFont opens (or reuses) a typeface at px pixels.
func (r *Renderer) faceFont(fc face, px int, bold bool) (*ttf.Font, error) {
	px = max(px, 1)
	k := fontKey{px, bold, fc}
	if e, ok := r.fonts[k]; ok {
		e.used = r.frame
		return e.f, nil
	}
	data := faceData(fc, bold)
	rw, err := sdl.RWFromMem(data)
	if err != nil {
		return nil, fmt.Errorf("render: font source: %w", err)
	}
	// freesrc=1: the font owns rw and frees it on Close. The bytes are
	// embedded in the binary and never move.
	f, err := ttf.OpenFontRW(rw, 1, px)
	if err != nil {
		return nil, fmt.Errorf("render: open font %dpx: %w", px, err)
	}
	r.fonts[k] = &fontEntry{f: f, used: r.frame}
	return f, nil
}

// textKey identifies one rendered string. MaxW is part of it because text
// that must fit is rendered at a smaller size.
type textKey struct {
	s    string
	px   int
	bold bool
	col  sdl.Color
	maxW int
	lang langKind
}

type textEntry struct {
	tex   *sdl.Texture
	w, h  int // texture size
	lineH int // font height at the requested size, for vertical centring
	px    int // the size it was rendered at, after shrinking to fit
	used  uint64
}

// textKind says what a drawn text is, for the readability check: labels
// on stones (move numbers) are sized to the stone, everything else is text
// a player reads.
type textKind uint8

const (
	textReading textKind = iota
	textOnStone
)

// placed is the size t is shown at within maxW: squeezed to maxW when even
// the smallest size is too wide. It reports the drawn size to the
// readability hook (tests), which sees what the player sees.
func (r *Renderer) placed(t *textEntry, s string, maxW int, kind textKind) (w, h int) {
	w, h = t.w, t.h
	px := t.px
	if maxW > 0 && w > maxW {
		h = h * maxW / w
		px = px * maxW / w
		w = maxW
	}
	if r.onText != nil {
		r.onText(s, px, kind)
	}
	return w, h
}

// text returns the texture for s, rendered at px or, when maxW > 0 and it
// would be wider, at the largest smaller size that fits.
func (r *Renderer) text(s string, px int, bold bool, col sdl.Color, maxW int) (*textEntry, error) {
	k := textKey{s, px, bold, col, maxW, r.lang}
	if e, ok := r.texts[k]; ok {
		e.used = r.frame
		return e, nil
	}
	runs := r.runsFor(s)
	lf, err := r.lineFont(runs, px, bold)
	if err != nil {
		return nil, err
	}
	lineH := lf.Height()
	var surf *sdl.Surface
	fitPx := px
	if len(runs) == 1 {
		fit, p, err := r.fitFont(lf, runs[0].face, s, px, bold, maxW)
		if err != nil {
			return nil, err
		}
		fitPx = p
		surf, err = fit.RenderUTF8Blended(s, col)
		if err != nil {
			return nil, fmt.Errorf("render: render text %q: %w", s, err)
		}
		r.ttfRenders++
	} else {
		p, err := r.fitRuns(runs, px, bold, maxW)
		if err != nil {
			return nil, err
		}
		fitPx = p
		if surf, err = r.renderRuns(runs, p, bold, col); err != nil {
			return nil, err
		}
	}
	defer surf.Free()
	tex, err := r.sr.CreateTextureFromSurface(surf)
	if err != nil {
		return nil, fmt.Errorf("render: text texture: %w", err)
	}
	if err := tex.SetBlendMode(sdl.BLENDMODE_BLEND); err != nil {
		tex.Destroy()
		return nil, fmt.Errorf("render: text blend mode: %w", err)
	}
	e := &textEntry{tex: tex, w: int(surf.W), h: int(surf.H), lineH: lineH, px: fitPx, used: r.frame}
	r.texts[k] = e
	return e, nil
}

// fitFont returns f itself when s fits in maxW (or maxTextW), or the font
// at the largest smaller size at which it does (down to minTextPx), with
// its size.
func (r *Renderer) fitFont(f *ttf.Font, fc face, s string, px int, bold bool, maxW int) (*ttf.Font, int, error) {
	if maxW <= 0 || maxW > maxTextW {
		maxW = maxTextW
	}
	w, _, err := f.SizeUTF8(s)
	if err != nil {
		return nil, 0, fmt.Errorf("render: measure text: %w", err)
	}
	if w <= maxW {
		return f, px, nil
	}
	// Width grows almost linearly with size: start from the proportional
	// guess and step down until it fits.
	for p := min(px-1, px*maxW/w+1); p >= minTextPx; p-- {
		g, err := r.faceFont(fc, p, bold)
		if err != nil {
			return nil, 0, err
		}
		w, _, err := g.SizeUTF8(s)
		if err != nil {
			return nil, 0, fmt.Errorf("render: measure text: %w", err)
		}
		if w <= maxW {
			return g, p, nil
		}
	}
	g, err := r.faceFont(fc, minTextPx, bold)
	return g, minTextPx, err
}

// drawText draws s with its top-left at (x, y) in a line box of the
// requested size, shrinking it to fit maxW (when > 0). It returns the drawn
// width.
func (r *Renderer) drawText(s string, x, y, px int, bold bool, col sdl.Color, maxW int) (int, error) {
	if s == "" || px <= 0 {
		return 0, nil
	}
	t, err := r.text(s, px, bold, col, maxW)
	if err != nil {
		return 0, err
	}
	// Even the smallest size may be too wide: squeeze rather than spill.
	// (A text wider than maxTextW with no MaxW is simply clipped by the
	// window.)
	w, h := r.placed(t, s, maxW, textReading)
	dst := sdl.Rect{X: int32(x), Y: int32(y + (t.lineH-h)/2), W: int32(w), H: int32(h)}
	return w, r.copy(t.tex, nil, &dst)
}

// drawTextCentered centres s on (cx, cy).
func (r *Renderer) drawTextCentered(s string, cx, cy, px int, bold bool, col sdl.Color, maxW int) error {
	return r.drawKindCentered(s, cx, cy, px, bold, col, maxW, textReading)
}

// drawKindCentered centres s on (cx, cy), reporting it as kind.
func (r *Renderer) drawKindCentered(s string, cx, cy, px int, bold bool, col sdl.Color, maxW int, kind textKind) error {
	if s == "" || px <= 0 {
		return nil
	}
	t, err := r.text(s, px, bold, col, maxW)
	if err != nil {
		return err
	}
	w, h := r.placed(t, s, maxW, kind)
	dst := sdl.Rect{X: int32(cx - w/2), Y: int32(cy - h/2), W: int32(w), H: int32(h)}
	return r.copy(t.tex, nil, &dst)
}

// textArt rasterises s into a Go raster, for text baked into a static
// texture (the board's coordinates).
func (r *Renderer) textArt(s string, px int, bold bool, col sdl.Color) (*raster, error) {
	f, err := r.font(px, bold)
	if err != nil {
		return nil, err
	}
	surf, err := f.RenderUTF8Blended(s, col)
	if err != nil {
		return nil, fmt.Errorf("render: render text %q: %w", s, err)
	}
	defer surf.Free()
	r.ttfRenders++
	if r.onText != nil {
		r.onText(s, px, textReading)
	}
	conv, err := surf.ConvertFormat(sdl.PIXELFORMAT_ARGB8888, 0)
	if err != nil {
		return nil, fmt.Errorf("render: convert text surface: %w", err)
	}
	defer conv.Free()
	w, h, pitch := int(conv.W), int(conv.H), int(conv.Pitch)
	pix := conv.Pixels()
	out := newRaster(w, h)
	for y := range h {
		for x := range w {
			i := y*pitch + 4*x
			if i+4 > len(pix) {
				return nil, fmt.Errorf("render: text surface too short")
			}
			// ARGB8888 is a packed 32-bit format: read it in native order.
			out.pix[y*w+x] = binary.NativeEndian.Uint32(pix[i:])
		}
	}
	return out, nil
}
