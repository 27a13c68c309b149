package render

import (
	"fmt"
	"slices"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
)

type spriteKind uint8

const (
	spriteStoneBlack spriteKind = iota + 1
	spriteStoneWhite
	spriteLast
	spriteGlow
	spriteInvalid
	spriteButton
	spriteRipple
)

// spriteKey names one generated image by kind and the sizes it depends on.
type spriteKey struct {
	kind spriteKind
	a, b int
	c    int
}

type spriteEntry struct {
	tex  *sdl.Texture
	w, h int
	half int // centre pixel of square sprites
	used uint64
}

// upload turns a raster into a texture.
func (r *Renderer) upload(ras *raster, blend bool) (*sdl.Texture, error) {
	if ras.w <= 0 || ras.h <= 0 {
		return nil, fmt.Errorf("render: empty image %dx%d", ras.w, ras.h)
	}
	// Opaque images go up as XRGB8888, the usual window-surface format, so
	// the software renderer copies them with memcpy instead of converting
	// every pixel.
	format := uint32(sdl.PIXELFORMAT_RGB888)
	if blend {
		format = sdl.PIXELFORMAT_ARGB8888
	}
	tex, err := r.sr.CreateTexture(format, sdl.TEXTUREACCESS_STATIC, int32(ras.w), int32(ras.h))
	if err != nil {
		return nil, fmt.Errorf("render: create texture %dx%d: %w", ras.w, ras.h, err)
	}
	if err := tex.UpdateRGBA(nil, ras.pix, ras.w); err != nil {
		tex.Destroy()
		return nil, fmt.Errorf("render: upload texture: %w", err)
	}
	mode := sdl.BlendMode(sdl.BLENDMODE_NONE)
	if blend {
		mode = sdl.BLENDMODE_BLEND
	}
	if err := tex.SetBlendMode(mode); err != nil {
		tex.Destroy()
		return nil, fmt.Errorf("render: texture blend mode: %w", err)
	}
	return tex, nil
}

// sprite returns the cached texture for k, building it with art on a miss.
func (r *Renderer) sprite(k spriteKey, art func() *raster) (*spriteEntry, error) {
	if e, ok := r.sprites[k]; ok {
		e.used = r.frame
		return e, nil
	}
	ras := art()
	tex, err := r.upload(ras, true)
	if err != nil {
		return nil, err
	}
	e := &spriteEntry{tex: tex, w: ras.w, h: ras.h, half: ras.w / 2, used: r.frame}
	r.sprites[k] = e
	return e, nil
}

// drawCentered copies a square sprite so its centre pixel lands on (x, y).
func (r *Renderer) drawCentered(e *spriteEntry, x, y int) error {
	dst := sdl.Rect{X: int32(x - e.half), Y: int32(y - e.half), W: int32(e.w), H: int32(e.h)}
	return r.copy(e.tex, nil, &dst)
}

func (r *Renderer) stone(c engine.Color, d int) (*spriteEntry, error) {
	kind := spriteStoneBlack
	if c == engine.White {
		kind = spriteStoneWhite
	}
	d = max(d, 2)
	st := r.pal.style
	return r.sprite(spriteKey{kind: kind, a: d, c: st.id}, func() *raster { return themedStoneArt(c, d, st.stones) })
}

// backdropEntry is the static background for one layout.
type backdropEntry struct {
	layout app.Layout
	tex    *sdl.Texture
}

// boardEntry is the static board (wood, grid, stars, coordinates) for one
// layout and labelling.
type boardEntry struct {
	layout     app.Layout
	stars      []engine.Point
	cols, rows []string
	coords     bool
	theme      app.Theme
	geom       boardGeom
	tex        *sdl.Texture
}

func (e *boardEntry) matches(v *app.View) bool {
	return e.layout == v.Layout && e.coords == v.ShowCoords && e.theme == themeOf(v) && slices.Equal(e.stars, v.StarPoints) &&
		slices.Equal(e.cols, v.Columns) && slices.Equal(e.rows, v.Rows)
}
