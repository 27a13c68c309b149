package render

import (
	"fmt"
	"strings"

	"github.com/veandco/go-sdl2/sdl"
	"github.com/veandco/go-sdl2/ttf"

	"gomoku/engine/app"
	"gomoku/fonts"
)

// langKind is what the renderer needs to know of the language: which font
// is primary (Latin or CJK) and whether CJK text takes Japanese forms.
type langKind uint8

const (
	langOther langKind = iota
	langCJK
	langJapanese
)

func langOf(tag string) langKind {
	switch {
	case tag == "ja" || strings.HasPrefix(tag, "ja-"):
		return langJapanese
	case fonts.UsesCJK(tag):
		return langCJK
	}
	return langOther
}

// How many frames a cached texture may go unused before it is freed. Text
// that is on screen is used every frame, so a few frames is plenty; sprites
// are costlier to rebuild and small, so they stay longer.
const (
	textKeepFrames   = 4
	spriteKeepFrames = 30
	fontKeepFrames   = 120
)

// Renderer draws views onto an *sdl.Renderer. Only the goroutine that owns
// the sdl.Renderer (the main, OS-locked one) may use it.
type Renderer struct {
	sr    *sdl.Renderer
	pal   palette
	theme app.Theme
	frame uint64

	// latin is the set of characters DejaVu Sans draws; text with others
	// uses the CJK subset of the current language (lang).
	latin fonts.Charset
	cjk   fonts.Charset
	lang  langKind

	fonts    map[fontKey]*fontEntry
	texts    map[textKey]*textEntry
	sprites  map[spriteKey]*spriteEntry
	backdrop *backdropEntry
	board    *boardEntry
	layer    *layerEntry

	// ttfRenders counts TTF rasterisations, so tests can check that a
	// steady frame does none.
	ttfRenders int
	// onText, when set (by tests), hears every string drawn and the size
	// the player sees it at.
	onText func(s string, px int, kind textKind)
	closed bool
}

// New prepares a renderer for r. It initialises SDL_ttf itself (TTF_Init is
// reference-counted, and Close calls TTF_Quit once), so callers need not.
// The fonts are opened lazily per pixel size; New checks once that the
// embedded fonts load.
func New(r *sdl.Renderer) (*Renderer, error) {
	if r == nil {
		return nil, fmt.Errorf("render: new: nil sdl renderer")
	}
	if err := ttf.Init(); err != nil {
		return nil, fmt.Errorf("render: ttf init: %w", err)
	}
	latin, err := fonts.ReadCharset(fonts.Regular())
	if err != nil {
		return nil, fmt.Errorf("render: font charset: %w", err)
	}
	cjk, err := fonts.ReadCharset(fonts.CJK("zh-Hant"))
	if err != nil {
		return nil, fmt.Errorf("render: CJK font charset: %w", err)
	}
	rr := &Renderer{
		latin:   latin,
		cjk:     cjk,
		sr:      r,
		pal:     themePalette(app.ThemeWood),
		theme:   app.ThemeWood,
		fonts:   map[fontKey]*fontEntry{},
		texts:   map[textKey]*textEntry{},
		sprites: map[spriteKey]*spriteEntry{},
	}
	for _, bold := range []bool{false, true} {
		if _, err := rr.font(12, bold); err != nil {
			rr.Close()
			return nil, err
		}
	}
	return rr, nil
}

// Close frees every texture and font. The sdl.Renderer stays the caller's.
func (r *Renderer) Close() {
	if r == nil || r.closed {
		return
	}
	r.Invalidate()
	r.closed = true
	for k, f := range r.fonts {
		f.f.Close()
		delete(r.fonts, k)
	}
	ttf.Quit()
}

// dropStatic frees the per-layout textures.
func (r *Renderer) dropStatic() {
	if r.backdrop != nil {
		r.backdrop.tex.Destroy()
		r.backdrop = nil
	}
	if r.board != nil {
		r.board.tex.Destroy()
		r.board = nil
	}
	if r.layer != nil {
		r.layer.tex.Destroy()
		r.layer = nil
	}
}

// Invalidate forgets every cached texture, so the next Draw rebuilds them.
// Call it on sdl.RENDER_TARGETS_RESET or sdl.RENDER_DEVICE_RESET, when the
// driver may have lost texture contents (Direct3D does; GL does not).
func (r *Renderer) Invalidate() {
	if r == nil || r.closed {
		return
	}
	for k, t := range r.texts {
		t.tex.Destroy()
		delete(r.texts, k)
	}
	for k, s := range r.sprites {
		s.tex.Destroy()
		delete(r.sprites, k)
	}
	r.dropStatic()
}

// Draw clears the output and draws the whole frame for v. The caller
// presents it.
func (r *Renderer) Draw(v app.View) error {
	if r == nil || r.closed {
		return fmt.Errorf("render: draw: renderer is closed")
	}
	r.frame++
	r.lang = langOf(v.Lang)
	err := r.drawFrame(&v)
	r.evict()
	return err
}

func (r *Renderer) drawFrame(v *app.View) error {
	if v.Layout.Width <= 0 || v.Layout.Height <= 0 {
		return fmt.Errorf("render: draw: empty layout %dx%d", v.Layout.Width, v.Layout.Height)
	}
	r.useTheme(themeOf(v))
	if v.Boss {
		return r.drawBoss(v)
	}
	if err := r.drawBackdrop(v); err != nil {
		return err
	}
	if err := r.drawBoard(v); err != nil {
		return err
	}
	if err := r.drawPieces(v); err != nil {
		return err
	}
	if err := r.drawOverlays(v); err != nil {
		return err
	}
	if err := r.drawThreats(v); err != nil { // live.go
		return err
	}
	if err := r.drawSequence(v); err != nil { // sequence.go
		return err
	}
	if err := r.drawLive(v); err != nil { // live.go
		return err
	}
	if err := r.drawPanel(v); err != nil {
		return err
	}
	if err := r.drawAnalysis(v); err != nil { // review: graph.go
		return err
	}
	if err := r.drawMoveList(v); err != nil { // review: movelist.go
		return err
	}
	if err := r.drawToast(v); err != nil {
		return err
	}
	if err := r.drawMagnifier(v); err != nil { // touch: magnifier.go
		return err
	}
	if err := r.drawMenu(v); err != nil {
		return err
	}
	return r.drawDiagrams(v)
}

// evict frees textures that went unused for a while, so a long session
// with many window sizes and messages does not grow without bound.
func (r *Renderer) evict() {
	for k, t := range r.texts {
		if t.used+textKeepFrames < r.frame {
			t.tex.Destroy()
			delete(r.texts, k)
		}
	}
	for k, s := range r.sprites {
		if s.used+spriteKeepFrames < r.frame {
			s.tex.Destroy()
			delete(r.sprites, k)
		}
	}
	for k, f := range r.fonts {
		if f.used+fontKeepFrames < r.frame {
			f.f.Close()
			delete(r.fonts, k)
		}
	}
}

func (r *Renderer) setColor(c sdl.Color) error {
	if err := r.sr.SetDrawColor(c.R, c.G, c.B, c.A); err != nil {
		return fmt.Errorf("render: set draw colour: %w", err)
	}
	mode := sdl.BlendMode(sdl.BLENDMODE_NONE)
	if c.A < 255 {
		mode = sdl.BLENDMODE_BLEND
	}
	if err := r.sr.SetDrawBlendMode(mode); err != nil {
		return fmt.Errorf("render: set blend mode: %w", err)
	}
	return nil
}

func (r *Renderer) fillRects(c sdl.Color, rects ...sdl.Rect) error {
	if len(rects) == 0 {
		return nil
	}
	if err := r.setColor(c); err != nil {
		return err
	}
	if err := r.sr.FillRects(rects); err != nil {
		return fmt.Errorf("render: fill rects: %w", err)
	}
	return nil
}

func (r *Renderer) copy(tex *sdl.Texture, src, dst *sdl.Rect) error {
	if err := r.sr.Copy(tex, src, dst); err != nil {
		return fmt.Errorf("render: copy texture: %w", err)
	}
	return nil
}
