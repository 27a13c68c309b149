package icon

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
)

// The icon in a unit square: a rounded wooden board, four grid lines each
// way and two stones on neighbouring diagonal points. Few, large shapes so
// it still reads at 16 px.
const (
	boardInset  = 0.03
	boardRadius = 0.16
	edgeWidth   = 0.02
	lineWidth   = 0.028
	stoneRadius = 0.135
	ringWidth   = 0.022
)

// gridAt is where the four lines run each way.
func gridAt() [4]float64 { return [4]float64{0.2, 0.4, 0.6, 0.8} }

// The colours: the game's board (render/palette.go) and stones.
const (
	wood  = 0xe2b668ff
	edge  = 0x96682cff
	line  = 0x3e2c18ff
	black = 0x18181cff
	white = 0xf6f4ecff
	ring  = 0x464038ff
	glint = 0xffffff46
)

// rgba spells a colour constant out.
func rgba(c uint32) color.NRGBA {
	return color.NRGBA{R: uint8(c >> 24), G: uint8(c >> 16), B: uint8(c >> 8), A: uint8(c)}
}

// shape is one filled layer: sdf is the signed distance from (x, y) to its
// outline in unit-square units, negative inside.
type shape struct {
	sdf func(x, y float64) float64
	col color.NRGBA
	svg string
}

func circle(cx, cy, r float64) func(x, y float64) float64 {
	return func(x, y float64) float64 { return math.Hypot(x-cx, y-cy) - r }
}

func roundedSquare(inset, r float64) func(x, y float64) float64 {
	return func(x, y float64) float64 {
		half := 0.5 - inset
		qx := math.Abs(x-0.5) - (half - r)
		qy := math.Abs(y-0.5) - (half - r)
		out := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
		return out + math.Min(math.Max(qx, qy), 0) - r
	}
}

func box(x0, y0, x1, y1 float64) func(x, y float64) float64 {
	return func(x, y float64) float64 {
		dx := math.Max(x0-x, x-x1)
		dy := math.Max(y0-y, y-y1)
		return math.Max(dx, dy)
	}
}

func hex(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

func opacity(c color.NRGBA) string {
	if c.A == 255 {
		return ""
	}
	return fmt.Sprintf(` fill-opacity="%.3f"`, float64(c.A)/255)
}

// shapes lists the icon's layers, bottom first, with their SVG twins (in a
// 512-unit view box).
func shapes() []shape {
	const u = 512.0
	woodColor, edgeColor, lineColor := rgba(wood), rgba(edge), rgba(line)
	blackStone, whiteStone, whiteRing, shine := rgba(black), rgba(white), rgba(ring), rgba(glint)
	f := func(v float64) string { return fmt.Sprintf("%.2f", v*u) }
	var s []shape
	add := func(sdf func(x, y float64) float64, c color.NRGBA, svg string) {
		s = append(s, shape{sdf, c, svg})
	}
	side := 1 - 2*boardInset
	add(roundedSquare(boardInset, boardRadius), edgeColor,
		fmt.Sprintf(`<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s"/>`, f(boardInset), f(boardInset), f(side), f(side), f(boardRadius), hex(edgeColor)))
	in := boardInset + edgeWidth
	add(roundedSquare(in, boardRadius-edgeWidth), woodColor,
		fmt.Sprintf(`<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s"/>`, f(in), f(in), f(1-2*in), f(1-2*in), f(boardRadius-edgeWidth), hex(woodColor)))
	grid := gridAt()
	lo, hi := grid[0], grid[len(grid)-1]
	w := lineWidth / 2
	for _, g := range grid {
		add(box(lo-w, g-w, hi+w, g+w), lineColor,
			fmt.Sprintf(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s"%s/>`, f(lo-w), f(g-w), f(hi-lo+2*w), f(2*w), hex(lineColor), opacity(lineColor)))
		add(box(g-w, lo-w, g+w, hi+w), lineColor,
			fmt.Sprintf(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s"%s/>`, f(g-w), f(lo-w), f(2*w), f(hi-lo+2*w), hex(lineColor), opacity(lineColor)))
	}
	bx, by := grid[1], grid[2]
	wx, wy := grid[2], grid[1]
	disc := func(cx, cy, r float64, c color.NRGBA) {
		add(circle(cx, cy, r), c, fmt.Sprintf(`<circle cx="%s" cy="%s" r="%s" fill="%s"%s/>`, f(cx), f(cy), f(r), hex(c), opacity(c)))
	}
	disc(bx, by, stoneRadius, blackStone)
	disc(bx-stoneRadius*0.35, by-stoneRadius*0.35, stoneRadius*0.3, shine)
	disc(wx, wy, stoneRadius, whiteRing)
	disc(wx, wy, stoneRadius-ringWidth, whiteStone)
	return s
}

// Draw draws the icon n×n pixels large. Each layer's coverage comes from
// its distance field, so edges are smooth at every size without
// supersampling.
func Draw(n int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, n, n))
	layers := shapes()
	for py := 0; py < n; py++ {
		for px := 0; px < n; px++ {
			x, y := (float64(px)+0.5)/float64(n), (float64(py)+0.5)/float64(n)
			var r, g, b, a float64 // premultiplied, 0–1
			for _, l := range layers {
				cov := math.Min(math.Max(0.5-l.sdf(x, y)*float64(n), 0), 1)
				if cov == 0 {
					continue
				}
				la := cov * float64(l.col.A) / 255
				r = float64(l.col.R)/255*la + r*(1-la)
				g = float64(l.col.G)/255*la + g*(1-la)
				b = float64(l.col.B)/255*la + b*(1-la)
				a = la + a*(1-la)
			}
			if a > 0 {
				img.SetNRGBA(px, py, color.NRGBA{
					R: uint8(math.Round(r / a * 255)), G: uint8(math.Round(g / a * 255)),
					B: uint8(math.Round(b / a * 255)), A: uint8(math.Round(a * 255)),
				})
			}
		}
	}
	return img
}

// SVG is the same icon as a scalable SVG document.
func SVG() string {
	var sb strings.Builder
	sb.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	sb.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` + "\n")
	sb.WriteString("<title>Gomoku</title>\n")
	for _, l := range shapes() {
		sb.WriteString(l.svg + "\n")
	}
	sb.WriteString("</svg>\n")
	return sb.String()
}
