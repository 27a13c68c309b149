package fonts

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
)

// ErrFont is matched (errors.Is) by every error about unreadable font data.
var ErrFont = errors.New("fonts: bad font data")

// Charset is the set of characters a font has glyphs for, read from its
// cmap table. The renderer can use it to pick a font per character without
// asking SDL_ttf glyph by glyph, and the tests use it to prove every
// catalog character is drawable.
type Charset struct {
	ranges []runeRange // sorted, non-overlapping
}

type runeRange struct{ lo, hi rune } // inclusive

// Has reports whether the font maps r to a real glyph (not .notdef).
func (c Charset) Has(r rune) bool {
	i := sort.Search(len(c.ranges), func(i int) bool { return c.ranges[i].hi >= r })
	return i < len(c.ranges) && c.ranges[i].lo <= r
}

// Len is the number of characters in the set.
func (c Charset) Len() int {
	n := 0
	for _, r := range c.ranges {
		n += int(r.hi-r.lo) + 1
	}
	return n
}

// ReadCharset parses the cmap of a TrueType or OpenType font (not a
// collection). It uses the full-Unicode subtable (format 12) when there is
// one and the BMP subtable (format 4) otherwise.
func ReadCharset(font []byte) (Charset, error) {
	cmap, err := findTable(font, "cmap")
	if err != nil {
		return Charset{}, err
	}
	if len(cmap) < 4 {
		return Charset{}, fmt.Errorf("%w: cmap too short", ErrFont)
	}
	n := int(be16(cmap[2:]))
	best, bestRank := -1, 0
	for i := range n {
		rec := 4 + 8*i
		if rec+8 > len(cmap) {
			return Charset{}, fmt.Errorf("%w: cmap records truncated", ErrFont)
		}
		platform, encoding := be16(cmap[rec:]), be16(cmap[rec+2:])
		off := int(be32(cmap[rec+4:]))
		if off < 0 || off+2 > len(cmap) {
			continue
		}
		format := be16(cmap[off:])
		rank := 0
		switch {
		case format == 12 && (platform == 3 && encoding == 10 || platform == 0):
			rank = 2
		case format == 4 && (platform == 3 && (encoding == 1 || encoding == 10) || platform == 0):
			rank = 1
		}
		if rank > bestRank {
			best, bestRank = off, rank
		}
	}
	if best < 0 {
		return Charset{}, fmt.Errorf("%w: no Unicode cmap subtable", ErrFont)
	}
	var ranges []runeRange
	if bestRank == 2 {
		ranges, err = format12(cmap[best:])
	} else {
		ranges, err = format4(cmap[best:])
	}
	if err != nil {
		return Charset{}, err
	}
	return Charset{ranges: normalize(ranges)}, nil
}

// findTable returns the bytes of the table named tag.
func findTable(font []byte, tag string) ([]byte, error) {
	if len(font) < 12 {
		return nil, fmt.Errorf("%w: too short", ErrFont)
	}
	switch string(font[:4]) {
	case "\x00\x01\x00\x00", "OTTO", "true":
	default:
		return nil, fmt.Errorf("%w: not a TrueType/OpenType font", ErrFont)
	}
	n := int(be16(font[4:]))
	for i := range n {
		rec := 12 + 16*i
		if rec+16 > len(font) {
			return nil, fmt.Errorf("%w: table directory truncated", ErrFont)
		}
		if string(font[rec:rec+4]) != tag {
			continue
		}
		off, length := uint64(be32(font[rec+8:])), uint64(be32(font[rec+12:]))
		if off+length > uint64(len(font)) {
			return nil, fmt.Errorf("%w: %s table out of bounds", ErrFont, tag)
		}
		return font[off : off+length], nil
	}
	return nil, fmt.Errorf("%w: no %s table", ErrFont, tag)
}

// format4 reads a segment-mapping subtable (BMP only).
func format4(t []byte) ([]runeRange, error) {
	if len(t) < 14 {
		return nil, fmt.Errorf("%w: cmap format 4 too short", ErrFont)
	}
	seg := int(be16(t[6:])) / 2
	ends, starts, deltas, offsets := 14, 16+2*seg, 16+4*seg, 16+6*seg
	if offsets+2*seg > len(t) {
		return nil, fmt.Errorf("%w: cmap format 4 truncated", ErrFont)
	}
	var out []runeRange
	prevEnd := rune(-1)
	for i := range seg {
		end, start := rune(be16(t[ends+2*i:])), rune(be16(t[starts+2*i:]))
		delta, ro := be16(t[deltas+2*i:]), int(be16(t[offsets+2*i:]))
		// Segments are sorted and disjoint in a valid font; skipping any
		// that are not keeps the work to at most 65,536 codes.
		if start > end || start <= prevEnd || start == 0xFFFF {
			continue
		}
		prevEnd = end
		for c := start; c <= end; c++ {
			var g uint16
			if ro == 0 {
				g = uint16(c) + delta
			} else {
				at := offsets + 2*i + ro + 2*int(c-start)
				if at+2 > len(t) {
					break
				}
				if g = be16(t[at:]); g != 0 {
					g += delta
				}
			}
			if g == 0 {
				continue
			}
			if k := len(out) - 1; k >= 0 && out[k].hi == c-1 {
				out[k].hi = c
			} else {
				out = append(out, runeRange{c, c})
			}
		}
	}
	return out, nil
}

// format12 reads a segmented-coverage subtable (all planes).
func format12(t []byte) ([]runeRange, error) {
	if len(t) < 16 {
		return nil, fmt.Errorf("%w: cmap format 12 too short", ErrFont)
	}
	n := uint64(be32(t[12:]))
	if 16+12*n > uint64(len(t)) {
		return nil, fmt.Errorf("%w: cmap format 12 truncated", ErrFont)
	}
	out := make([]runeRange, 0, n)
	for i := range int(n) {
		g := t[16+12*i:]
		lo, hi, glyph := be32(g), be32(g[4:]), be32(g[8:])
		if lo > hi || hi > 0x10FFFF {
			continue
		}
		if glyph == 0 { // the first code maps to .notdef
			if lo == hi {
				continue
			}
			lo++
		}
		out = append(out, runeRange{rune(lo), rune(hi)})
	}
	return out, nil
}

// normalize sorts and merges ranges so Has can binary-search them.
func normalize(rs []runeRange) []runeRange {
	sort.Slice(rs, func(i, j int) bool { return rs[i].lo < rs[j].lo })
	var out []runeRange
	for _, r := range rs {
		if k := len(out) - 1; k >= 0 && r.lo <= out[k].hi+1 {
			out[k].hi = max(out[k].hi, r.hi)
			continue
		}
		out = append(out, r)
	}
	return out
}

func be16(b []byte) uint16 { return binary.BigEndian.Uint16(b) }
func be32(b []byte) uint32 { return binary.BigEndian.Uint32(b) }
