package ai

import (
	"context"
	"errors"
	"fmt"
	"time"

	"gomoku/engine"
)

// ErrNoMove is returned when the side to move has no legal point left.
var ErrNoMove = errors.New("ai: no legal move")

// Stone is one placed stone of a set-up position.
type Stone struct {
	P     engine.Point
	Color engine.Color
}

// Position is what the engine is asked to play from.
type Position struct {
	Size int
	Rule engine.Rule
	// Moves are the moves played so far, Black first, alternating.
	Moves []engine.Point
	// Setup, when not empty, replaces Moves: the stones are placed in this
	// order with their own colours (as the Gomocup BOARD command does) and
	// ToMove says who plays next.
	Setup  []Stone
	ToMove engine.Color
}

// PositionOf captures a game's size, rule and moves.
func PositionOf(g *engine.Game) Position {
	c := g.Config()
	return Position{Size: c.Size, Rule: c.Rule, Moves: g.Moves()}
}

// Limits bound a search. Zero fields are unlimited; with all three zero the
// search stops at depth 64 (it always stops when ctx is done).
type Limits struct {
	Time  time.Duration
	Nodes uint64
	Depth int
	// Threads is how many threads search together (Lazy SMP: helpers
	// share the hash table, the first thread's result is played). 0 or 1
	// searches on the calling goroutine alone, which is deterministic.
	Threads int
	// Yield runs every thread of the search below normal priority (see
	// yield.go), so the program's other threads — a game's frame loop —
	// get a core the moment they need one. The result is the same.
	Yield bool
}

// Info describes a finished search.
type Info struct {
	Move     engine.Point
	Score    int // centi-pattern units for the side to move; ±(30000-n) is a win/loss in n plies
	Mate     int // >0: the side to move wins in Mate of its own moves; <0: loses; 0: unknown
	Depth    int // last completed iteration
	SelDepth int
	Nodes    uint64
	Elapsed  time.Duration
	PV       []engine.Point
	Source   string // "five", "block", "vcf", "vct", "search", "fallback"
}

// NPS is nodes per second.
func (i Info) NPS() float64 {
	if i.Elapsed <= 0 {
		return 0
	}
	return float64(i.Nodes) / i.Elapsed.Seconds()
}

// Engine holds the rule tables, transposition table and search buffers so
// consecutive searches reuse them. It is not safe for concurrent use; give
// each goroutine its own Engine (they may share a *TableSet).
type Engine struct {
	cfg     Config
	tables  *TableSet
	s       *searcher
	b       board
	helpers []*helper
}

// NewEngine returns an engine with the given configuration. tables may be
// nil (the engine then builds its own, about 0.15 s per rule used).
func NewEngine(cfg Config, tables *TableSet) *Engine {
	if tables == nil {
		tables = &TableSet{}
	}
	if cfg.HashMB <= 0 {
		cfg.HashMB = 1
	}
	return &Engine{cfg: cfg, tables: tables, s: newSearcher(cfg)}
}

// Config returns the engine's configuration.
func (e *Engine) Config() Config { return e.cfg }

// load sets the engine's board to pos, checking every stone.
func (e *Engine) load(pos Position) error {
	if pos.Size < engine.MinSize || pos.Size > engine.MaxSize {
		return fmt.Errorf("ai: board size %d out of range %d–%d", pos.Size, engine.MinSize, engine.MaxSize)
	}
	if !pos.Rule.Valid() {
		return fmt.Errorf("ai: unknown rule %d", pos.Rule)
	}
	b := &e.b
	b.reset(e.tables.get(pos.Rule), pos.Size)
	place := func(p engine.Point, side int) error {
		if !p.In(pos.Size) {
			return fmt.Errorf("ai: stone %v is off the %d×%d board", p, pos.Size, pos.Size)
		}
		c := cellOf(p)
		if b.piece[c] != cEmpty {
			return fmt.Errorf("ai: point %v is occupied twice", p)
		}
		if b.n >= maxMoves {
			return fmt.Errorf("ai: too many stones")
		}
		b.playAs(c, side)
		return nil
	}
	if len(pos.Setup) > 0 {
		for _, st := range pos.Setup {
			if st.Color != engine.Black && st.Color != engine.White {
				return fmt.Errorf("ai: stone %v has no colour", st.P)
			}
			if err := place(st.P, int(st.Color)-1); err != nil {
				return err
			}
		}
		switch pos.ToMove {
		case engine.Black:
			b.stm = 0
		case engine.White:
			b.stm = 1
		default:
			return fmt.Errorf("ai: set-up position needs a side to move")
		}
		return nil
	}
	for i, p := range pos.Moves {
		if err := place(p, i&1); err != nil {
			return fmt.Errorf("ai: move %d: %w", i+1, err)
		}
	}
	return nil
}

// Search finds a move for the side to move of pos within lim. It always
// returns a legal move when one exists, even if ctx is already cancelled.
// The result depends only on pos, lim (when limited by nodes or depth) and
// the configuration.
func (e *Engine) Search(ctx context.Context, pos Position, lim Limits) (Info, error) {
	if err := e.load(pos); err != nil {
		return Info{}, err
	}
	e.s.tt.clear()
	type result struct {
		info Info
		err  error
	}
	run := func() result {
		if lim.Threads > 1 {
			info, err := e.searchThreads(ctx, lim)
			return result{info, err}
		}
		info, err := e.s.root(ctx, &e.b, lim)
		return result{info, err}
	}
	r := result{}
	if lim.Yield {
		r = yielding(run)
	} else {
		r = run()
	}
	return r.info, r.err
}

// Search is a one-shot Engine.Search with DefaultConfig. Prefer an Engine
// for repeated calls: building the rule tables takes a noticeable moment.
func Search(ctx context.Context, pos Position, lim Limits) (Info, error) {
	return NewEngine(DefaultConfig(), nil).Search(ctx, pos, lim)
}

// Forbidden reports whether the side to move of pos may not play p: a Renju
// forbidden point for Black (overline, double four, double three with the
// recursive false-three rule) or an Omok double three. A five is never
// forbidden. Occupied or off-board points are errors.
func (e *Engine) Forbidden(pos Position, p engine.Point) (bool, error) {
	if err := e.load(pos); err != nil {
		return false, err
	}
	if !p.In(pos.Size) {
		return false, fmt.Errorf("ai: %v is off the board", p)
	}
	c := cellOf(p)
	if e.b.piece[c] != cEmpty {
		return false, fmt.Errorf("ai: %v is occupied", p)
	}
	return !e.b.legal(c, e.b.stm), nil
}
