package render

import (
	"fmt"

	"github.com/veandco/go-sdl2/sdl"
	"github.com/veandco/go-sdl2/ttf"

	"gomoku/fonts"
)

// faceRun is a stretch of a line drawn with one typeface.
type faceRun struct {
	text string
	face face
}

// cjkFace is the CJK subset for the current language's glyph forms.
func (r *Renderer) cjkFace() face {
	if r.lang == langJapanese {
		return faceCJKJapanese
	}
	return faceCJK
}

// runsFor cuts a line into runs by typeface. The language's own font is
// primary (DejaVu Sans for Latin languages, the CJK subset for Chinese,
// Korean and Japanese); a character it lacks is drawn by the other one, so
// Latin text keeps its own font inside a Chinese line and a language name
// like 日本語 shows in an English menu.
func (r *Renderer) runsFor(s string) []faceRun {
	primary, secondary := faceLatin, r.cjkFace()
	pcs, scs := r.latin, r.cjk
	if r.lang != langOther {
		primary, secondary = secondary, primary
		pcs, scs = scs, pcs
	}
	var out []faceRun
	for _, run := range fonts.SplitRuns(s, pcs, scs) {
		fc := primary
		if run.Fallback {
			fc = secondary
		}
		out = append(out, faceRun{run.Text, fc})
	}
	if len(out) == 0 {
		out = append(out, faceRun{s, primary})
	}
	return out
}

// runsWidth measures the runs at px.
func (r *Renderer) runsWidth(runs []faceRun, px int, bold bool) (int, error) {
	w := 0
	for _, run := range runs {
		f, err := r.faceFont(run.face, px, bold)
		if err != nil {
			return 0, err
		}
		rw, _, err := f.SizeUTF8(run.text)
		if err != nil {
			return 0, fmt.Errorf("render: measure text: %w", err)
		}
		w += rw
	}
	return w, nil
}

// fitRuns is the largest size at most px (down to minTextPx) at which the
// runs fit in maxW.
func (r *Renderer) fitRuns(runs []faceRun, px int, bold bool, maxW int) (int, error) {
	if maxW <= 0 || maxW > maxTextW {
		maxW = maxTextW
	}
	w, err := r.runsWidth(runs, px, bold)
	if err != nil || w <= maxW {
		return px, err
	}
	for p := min(px-1, px*maxW/max(w, 1)+1); p >= minTextPx; p-- {
		w, err := r.runsWidth(runs, p, bold)
		if err != nil {
			return 0, err
		}
		if w <= maxW {
			return p, nil
		}
	}
	return minTextPx, nil
}

// renderRuns rasterises the runs side by side on one surface, on a common
// baseline.
func (r *Renderer) renderRuns(runs []faceRun, px int, bold bool, col sdl.Color) (*sdl.Surface, error) {
	type piece struct {
		s      *sdl.Surface
		ascent int
	}
	var pieces []piece
	defer func() {
		for _, p := range pieces {
			p.s.Free()
		}
	}()
	w, ascent, descent := 0, 0, 0
	for _, run := range runs {
		f, err := r.faceFont(run.face, px, bold)
		if err != nil {
			return nil, err
		}
		s, err := f.RenderUTF8Blended(run.text, col)
		if err != nil {
			return nil, fmt.Errorf("render: render text %q: %w", run.text, err)
		}
		r.ttfRenders++
		a := f.Ascent()
		pieces = append(pieces, piece{s, a})
		w += int(s.W)
		ascent = max(ascent, a)
		descent = max(descent, int(s.H)-a)
	}
	out, err := sdl.CreateRGBSurfaceWithFormat(0, int32(max(w, 1)), int32(max(ascent+descent, 1)), 32, uint32(sdl.PIXELFORMAT_ARGB8888))
	if err != nil {
		return nil, fmt.Errorf("render: text surface: %w", err)
	}
	x := 0
	for _, p := range pieces {
		// Copy the glyphs' alpha as it is: blending onto the transparent
		// surface would darken anti-aliased edges.
		if err := p.s.SetBlendMode(sdl.BLENDMODE_NONE); err != nil {
			out.Free()
			return nil, fmt.Errorf("render: text blend: %w", err)
		}
		dst := sdl.Rect{X: int32(x), Y: int32(ascent - p.ascent), W: p.s.W, H: p.s.H}
		if err := p.s.Blit(nil, out, &dst); err != nil {
			out.Free()
			return nil, fmt.Errorf("render: compose text: %w", err)
		}
		x += int(p.s.W)
	}
	return out, nil
}

// lineFont is the font whose height sets the line box: the primary face's.
func (r *Renderer) lineFont(runs []faceRun, px int, bold bool) (*ttf.Font, error) {
	return r.faceFont(runs[0].face, px, bold)
}
