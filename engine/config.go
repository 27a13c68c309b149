package engine

import "fmt"

// Config fixes the kind of game. The zero value of every field added after
// Size and Rule means "off", so Config{Size: 15, Rule: Renju} is plain renju.
// Config is a comparable value: two games with equal Configs play the same
// rules.
type Config struct {
	Size int
	Rule Rule

	// RestrictBlack is the house setting "restrictions for Black" (seed 001,
	// Qdan): with Freestyle or Standard, Black may not make an overline, a
	// double four or a double three, judged exactly as in Renju, and a move
	// that makes exactly five is always allowed. Such points are unplayable
	// (never a loss). With it on, Black wins only with exactly five, whatever
	// the overline setting. The house setting "overline wins" is the choice
	// between Freestyle (on) and Standard (off). Renju always restricts Black
	// by itself; Renju, Caro and Omok reject the field (Normalize clears it).
	RestrictBlack bool

	// ForbiddenLoses is tournament renju: a forbidden move by Black is placed
	// and loses at once (White wins, Result.Reason is ReasonForbidden)
	// instead of being refused. Renju only.
	ForbiddenLoses bool

	// Opening is the opening rule (None, Pro, Long Pro, Swap, Swap2).
	Opening Opening

	// SwapStarter swaps the player who starts (the first player) after each
	// game, i.e. on every Restart.
	SwapStarter bool
}

// DefaultConfig is freestyle on 15×15, what a first launch plays.
func DefaultConfig() Config { return Config{Size: DefaultSize, Rule: Freestyle} }

// Normalize is the one place that decides which rule options go with which
// rule: it switches off the options c.Rule cannot have (restrictions for
// Black outside freestyle and standard, forbidden-move-loses outside
// renju), then validates. Menus, the command line, pasted records and
// restored settings all pass through it, so they cannot disagree.
func (c Config) Normalize() (Config, error) {
	if !c.Rule.HasHouseRestrictions() {
		c.RestrictBlack = false
	}
	if !c.Rule.HasForbiddenLoses() {
		c.ForbiddenLoses = false
	}
	return c, c.Validate()
}

// Validate reports a configuration the engine cannot play, including a rule
// option its rule cannot have (Normalize switches those off instead).
func (c Config) Validate() error {
	if c.Size < MinSize || c.Size > MaxSize {
		return fmt.Errorf("engine: board size %d out of range %d–%d", c.Size, MinSize, MaxSize)
	}
	if !c.Rule.Valid() {
		return fmt.Errorf("engine: unknown rule %d", c.Rule)
	}
	if c.RestrictBlack && !c.Rule.HasHouseRestrictions() {
		return fmt.Errorf("engine: restrictions for black apply to freestyle and standard, not %v", c.Rule)
	}
	if c.ForbiddenLoses && !c.Rule.HasForbiddenLoses() {
		return fmt.Errorf("engine: forbidden-move-loses applies to renju only, not %v", c.Rule)
	}
	if !c.Opening.Valid() {
		return fmt.Errorf("engine: unknown opening %d", c.Opening)
	}
	if r := c.Opening.zoneRadius(); r > 0 {
		ctr := Center(c.Size)
		if c.Size-1-ctr.X < r {
			return fmt.Errorf("engine: the %v opening needs a board of at least %d×%d", c.Opening, 2*r, 2*r)
		}
	}
	return nil
}

// restriction says which forbidden-move rules bind a colour.
type restriction uint8

const (
	// unrestricted: every empty point is playable.
	unrestricted restriction = iota
	// renjuStyle: overline, double four and double three (with the recursive
	// check that a three's open-four point is itself playable).
	renjuStyle
	// omokStyle: double three only, without the recursive check.
	omokStyle
)

func (c Config) restriction(col Color) restriction {
	switch {
	case c.Rule == Omok && col != Empty:
		return omokStyle
	case col == Black && (c.Rule == Renju || (c.RestrictBlack && (c.Rule == Freestyle || c.Rule == Standard))):
		return renjuStyle
	}
	return unrestricted
}

// Restricted reports whether some points can be forbidden for col under c:
// the UI shows ✕ marks only on such a side's turn.
func (c Config) Restricted(col Color) bool { return c.restriction(col) != unrestricted }

// exactFive reports whether col wins only with exactly five (an overline does
// not win). Caro is handled separately, its rule depending on blocked ends.
func (c Config) exactFive(col Color) bool {
	switch c.Rule {
	case Standard, Omok:
		return true
	case Renju:
		return col == Black
	case Freestyle:
		return col == Black && c.RestrictBlack
	}
	return false
}

// wins decides whether one run of colour col is a winning line.
func (c Config) wins(ln run, col Color) bool {
	if c.Rule == Caro {
		return c.Rule.wins(ln, col)
	}
	n := ln.length()
	if c.exactFive(col) {
		return n == 5
	}
	return n >= 5
}

// NoWin is why a line of five or more through the newest stone did not
// win: what a player who expected a win needs to be told.
type NoWin uint8

const (
	// NoWinNone: the stone made no line of five or more, or it won.
	NoWinNone NoWin = iota
	// NoWinOverline: six or more in a row where only exactly five wins.
	NoWinOverline
	// NoWinBlockedFive: under Caro, a five with an opponent stone at
	// both ends.
	NoWinBlockedFive
)

// LineWithoutWin reports whether the stone at p made a line of five or
// more that the configuration does not count as a win, and why.
func (c Config) LineWithoutWin(b *Board, p Point) NoWin {
	col := b.At(p)
	if col == Empty || c.WinningLine(b, p) != nil {
		return NoWinNone
	}
	for _, d := range Directions() {
		switch n := runThrough(b, p, d, col).length(); {
		case n > 5:
			return NoWinOverline
		case n == 5:
			return NoWinBlockedFive // only Caro refuses an exact five
		}
	}
	return NoWinNone
}

// WinningLine returns the stones of a winning line through p (the newest
// stone) under the whole configuration, house settings included, ordered
// along the axis, or nil when p does not win. An exact five is preferred to
// an overline when one move makes both.
func (c Config) WinningLine(b *Board, p Point) []Point {
	col := b.At(p)
	if col == Empty {
		return nil
	}
	var best []Point
	for _, d := range Directions() {
		ln := runThrough(b, p, d, col)
		if !c.wins(ln, col) {
			continue
		}
		if best != nil && ln.length() >= len(best) {
			continue
		}
		best = make([]Point, 0, ln.length())
		for i := -ln.neg; i <= ln.pos; i++ {
			best = append(best, Point{p.X + i*d.X, p.Y + i*d.Y})
		}
	}
	return best
}
