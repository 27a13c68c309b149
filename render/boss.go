package render

import (
	"fmt"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// drawBoss paints the boss screen: a plain spreadsheet filling the whole
// window, with nothing that recalls the game. The sheet's contents come
// from the view; only its proportions are decided here.
func (r *Renderer) drawBoss(v *app.View) error {
	l := v.Layout
	sh := &v.Sheet
	W, H := l.Width, l.Height
	px := max(app.MinTextPx, min(H/50, W/70, 28))
	titleH := px * 5 / 2
	rowH := px * 7 / 4
	pad := px / 2
	if err := r.setColor(r.pal.bossBg); err != nil {
		return err
	}
	if err := r.sr.Clear(); err != nil {
		return fmt.Errorf("render: clear: %w", err)
	}

	// Column widths: the row-number column is narrow, the others fit
	// their widest cell; past the data the grid goes on with default
	// widths to the window's edge, as an open sheet would.
	ncols := len(sh.Columns)
	for _, row := range sh.Rows {
		ncols = max(ncols, len(row))
	}
	widths := make([]int, ncols)
	for c := range widths {
		w := px * 6
		if c == 0 {
			w = px * 3
		}
		type cell struct {
			s   string
			col sdl.Color
		}
		var cells []cell
		if c < len(sh.Columns) {
			cells = append(cells, cell{sh.Columns[c], r.pal.bossHeadText})
		}
		for _, row := range sh.Rows {
			if c < len(row) {
				col := r.pal.bossText
				if c == 0 {
					col = r.pal.bossHeadText
				}
				cells = append(cells, cell{row[c], col})
			}
		}
		for _, cl := range cells {
			if cl.s == "" {
				continue
			}
			t, err := r.text(cl.s, px, false, cl.col, 0)
			if err != nil {
				return err
			}
			w = max(w, t.w+2*pad+px)
		}
		widths[c] = w
	}
	gridTop := titleH
	headerBottom := gridTop + rowH
	rowHeader := px * 3
	if ncols > 0 {
		rowHeader = widths[0]
	}

	// Backgrounds: the title bar, the column-letter row and the row-number
	// column.
	if err := r.fillRects(r.pal.bossTitleBar, sdl.Rect{W: int32(W), H: int32(titleH)}); err != nil {
		return err
	}
	if err := r.fillRects(r.pal.bossHeader,
		sdl.Rect{Y: int32(gridTop), W: int32(W), H: int32(rowH)},
		sdl.Rect{Y: int32(headerBottom), W: int32(rowHeader), H: int32(H - headerBottom)},
	); err != nil {
		return err
	}

	// Grid lines.
	var lines []sdl.Rect
	for y := headerBottom + rowH; y < H; y += rowH {
		lines = append(lines, sdl.Rect{Y: int32(y), W: int32(W), H: 1})
	}
	x := 0
	for c := 0; x < W; c++ {
		if c < ncols {
			x += widths[c]
		} else {
			x += px * 6
		}
		lines = append(lines, sdl.Rect{X: int32(x), Y: int32(gridTop), W: 1, H: int32(H - gridTop)})
	}
	if err := r.fillRects(r.pal.bossGrid, lines...); err != nil {
		return err
	}
	if err := r.fillRects(r.pal.bossEdge,
		sdl.Rect{Y: int32(titleH - 1), W: int32(W), H: 1},
		sdl.Rect{Y: int32(headerBottom), W: int32(W), H: 1},
		sdl.Rect{X: int32(rowHeader), Y: int32(gridTop), W: 1, H: int32(H - gridTop)},
	); err != nil {
		return err
	}

	// Title, then headers and cells.
	if _, err := r.drawText(sh.Title, px, (titleH-lineBox(px))/2, px, false, r.pal.bossText, W-2*px); err != nil {
		return err
	}
	x = 0
	for c := range ncols {
		w := widths[c]
		if c < len(sh.Columns) {
			if err := r.drawTextCentered(sh.Columns[c], x+w/2, gridTop+rowH/2, px, false, r.pal.bossHeadText, 0); err != nil {
				return err
			}
		}
		for i, row := range sh.Rows {
			if c >= len(row) || row[c] == "" {
				continue
			}
			y := headerBottom + i*rowH
			if y >= H {
				break
			}
			if err := r.drawCell(row[c], c == 0, x, y, w, rowH, px, pad); err != nil {
				return err
			}
		}
		x += w
	}
	return nil
}

// drawCell places one cell's text as a spreadsheet would: row numbers
// centred, numbers right-aligned, words left-aligned.
func (r *Renderer) drawCell(s string, header bool, x, y, w, h, px, pad int) error {
	if header {
		return r.drawTextCentered(s, x+w/2, y+h/2, px, false, r.pal.bossHeadText, 0)
	}
	t, err := r.text(s, px, false, r.pal.bossText, 0)
	if err != nil {
		return err
	}
	tx := x + pad
	if numeric(s) {
		tx = x + w - pad - t.w
	}
	_, err = r.drawText(s, tx, y+(h-t.lineH)/2, px, false, r.pal.bossText, 0)
	return err
}

// lineBox approximates the font's line height for px, for centring before a
// font is open (DejaVu Sans: about 1.16 em).
func lineBox(px int) int { return px * 116 / 100 }

func numeric(s string) bool {
	digits := 0
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == ',' || c == '.' || c == '-' || c == '%':
		default:
			return false
		}
	}
	return digits > 0
}
