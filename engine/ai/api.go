package ai

import (
	"context"
	"errors"
	"fmt"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai/nnue"
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
	// Config, when its Size is set, is the whole kind of game: rule, house
	// settings (restrictions for Black, forbidden move loses) and opening
	// rule; it then overrides Size and Rule. Without it the game is Size
	// and Rule with no house settings (the Gomocup protocol's case).
	Config engine.Config
	Size   int
	Rule   engine.Rule
	// Moves are the moves played so far, Black first, alternating.
	Moves []engine.Point
	// Setup, when not empty, replaces Moves: the stones are placed in this
	// order with their own colours (as the Gomocup BOARD command does) and
	// ToMove says who plays next.
	Setup  []Stone
	ToMove engine.Color
}

// PositionOf captures a game's configuration and moves.
func PositionOf(g *engine.Game) Position {
	c := g.Config()
	return Position{Config: c, Size: c.Size, Rule: c.Rule, Moves: g.Moves()}
}

// config is the position's whole game configuration.
func (pos *Position) config() engine.Config {
	if pos.Config.Size != 0 {
		return pos.Config
	}
	return engine.Config{Size: pos.Size, Rule: pos.Rule}
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
	// Soft, when set below Time, is the time the search aims for (a
	// match clock keeps the rest); Time stays the limit it never passes.
	// Without it the search deepens until Time (see timeman.go).
	Soft time.Duration
	// Progress, when set, is called on the searching goroutine with the
	// best move so far: once the root moves are ordered, after every
	// iteration, and when a root move beats the best one within an
	// iteration. A caller with a hard deadline, such as the Gomocup brain,
	// can answer from it without waiting for the search to return.
	Progress func(Info)
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

// Searcher holds the rule tables, transposition table and search buffers so
// consecutive searches reuse them. It is not safe for concurrent use; give
// each goroutine its own Searcher (they may share a *TableSet).
type Searcher struct {
	cfg     Config
	tables  *TableSet
	s       *searcher
	b       board
	helpers []*helper
	// zone, when zoned, limits where the next stone may go (the Pro and
	// Long Pro openings' first and third stones).
	zone  engine.Zone
	zoned bool
}

// NewSearcher returns an engine with the given configuration. tables may be
// nil (the engine then builds its own, about 0.15 s per rule used); so
// do tables built for another evaluation (Config.HandEval, EarlierEval,
// edited weights).
func NewSearcher(cfg Config, tables *TableSet) *Searcher {
	earlier := cfg.EarlierEval && !cfg.HandEval // the hand-set weights win
	if tables == nil || tables.hand != cfg.HandEval || tables.earlier != earlier || tables.edits != cfg.edits {
		tables = &TableSet{hand: cfg.HandEval, earlier: earlier, edits: cfg.edits}
	}
	if cfg.HashMB <= 0 {
		cfg.HashMB = 1
	}
	return &Searcher{cfg: cfg, tables: tables, s: newSearcher(cfg)}
}

// Config returns the engine's configuration.
func (e *Searcher) Config() Config { return e.cfg }

// load sets the engine's board to pos, checking every stone.
func (e *Searcher) load(pos Position) error {
	cfg := pos.config()
	if err := cfg.Validate(); err != nil {
		return fmt.Errorf("ai: %w", err)
	}
	size := cfg.Size
	b := &e.b
	b.reset(e.tables.getFor(cfg), size)
	if e.cfg.Net && size*size <= nnue.MaxCells {
		b.setNet(b.t.net)
	}
	e.zoned = false
	place := func(p engine.Point, side int) error {
		if !p.In(size) {
			return fmt.Errorf("ai: stone %v is off the %d×%d board", p, size, size)
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
	if cfg.Opening == engine.OpeningPro || cfg.Opening == engine.OpeningLongPro {
		// The opening's placement limit comes from package engine itself,
		// so the two can never disagree about it.
		g, err := engine.NewGame(cfg)
		if err == nil {
			err = g.PlayAll(pos.Moves)
		}
		if err != nil {
			return fmt.Errorf("ai: the moves break the %v opening: %w", cfg.Opening, err)
		}
		e.zone, e.zoned = g.OpeningZone()
	}
	return nil
}

// Search finds a move for the side to move of pos within lim. It always
// returns a legal move when one exists, even if ctx is already cancelled.
// The result depends only on pos, lim (when limited by nodes or depth) and
// the configuration.
func (e *Searcher) Search(ctx context.Context, pos Position, lim Limits) (Info, error) {
	if err := e.load(pos); err != nil {
		return Info{}, err
	}
	// Every search starts from an empty table: the search depends on pos
	// and lim alone.
	e.s.tt.clear()
	e.s.zone, e.s.zoned = e.zone, e.zoned
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

// Forbidden reports whether the side to move of pos may not play p: a Renju
// forbidden point for Black (overline, double four, double three with the
// recursive false-three rule) or an Omok double three. A five is never
// forbidden. Occupied or off-board points are errors.
func (e *Searcher) Forbidden(pos Position, p engine.Point) (bool, error) {
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
