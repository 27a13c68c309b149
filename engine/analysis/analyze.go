package analysis

import (
	"context"
	"errors"
	"fmt"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// DefaultDepth is the search depth per position of a review: a 60-move
// game takes a few seconds on one desktop core (BenchmarkAnalyze60).
const DefaultDepth = 6

// keepWinMoves, keepVCFMoves and keepWinNodes bound the check that a move
// kept a forced win the mover had: any threat line up to ten attacking
// moves, or, when the win was a VCF, fours up to thirty (the engine's own
// root VCF bound).
const (
	keepWinMoves = 10
	keepVCFMoves = 30
	keepWinNodes = 200_000
)

// Game is what is analysed: the kind of board and the moves, Black first.
type Game struct {
	Rule  engine.Rule
	Size  int
	Moves []engine.Point
}

// Options bound the work per position. Depth 0 means DefaultDepth; Time,
// when set, also caps each position's search (results then depend on the
// machine's speed and are cached under the time too).
type Options struct {
	Depth int
	Time  time.Duration
}

func (o Options) depth() int {
	if o.Depth <= 0 {
		return DefaultDepth
	}
	return o.Depth
}

// Position is the engine's view of one position of the game.
type Position struct {
	Ply    int // moves played before it
	ToMove engine.Color
	// Over: the game ended here (Winner is Empty for a draw).
	Over   bool
	Winner engine.Color
	// Score and Mate are the search's evaluation for the side to move
	// (Mate > 0: it wins in Mate of its own moves; < 0: it loses).
	Score int
	Mate  int
	// Black is Black's win chance (0–1).
	Black float64
	// Best is the engine's move and Line its main line (NoPoint and nil
	// when the game is over).
	Best engine.Point
	Line []engine.Point
	// Win is the kind of forced win the threat solver proved for the side
	// to move (0 when none was, or the win was found by the search).
	Win ai.Threat
}

// Move is one move of the game, graded.
type Move struct {
	Ply   int // 1 for the first move
	Move  engine.Point
	Color engine.Color
	// Before and After are Black's win chance before and after the move.
	Before, After float64
	// Drop is how much the mover's own win chance fell (negative: rose).
	Drop float64
	// Best is the engine's move in the position before, Line its main
	// line (a variation to show next to the move played).
	Best     engine.Point
	Line     []engine.Point
	Severity Severity
	Reason   Reason
}

// Report is a whole game's analysis.
type Report struct {
	Key       Key
	Positions []Position // len(Moves)+1: before every move, and the end
	Moves     []Move
}

// Progress is reported after each position, and once more when the
// passes that trace a loss back to its move (defence.go, backward.go) are
// done: Total is the number of positions plus one, so a bar reaches its end
// only with the report.
type Progress struct {
	Done, Total int
	Position    Position
}

// Analyzer reviews games, reusing its engine's tables between positions.
// It is not safe for concurrent use: a screen keeps one per goroutine.
type Analyzer struct {
	tables ai.TableSet
	eng    *ai.Searcher
	cache  Cache
}

// New returns an analyzer; cache may be nil (no caching).
func New(cache Cache) *Analyzer {
	a := &Analyzer{cache: cache}
	a.eng = ai.NewSearcher(ai.DefaultConfig().WithoutAspiration(), &a.tables)
	return a
}

// Analyze reviews g. A cached report is returned at once (progress is then
// called once, with every position done). A cancelled analysis returns
// ctx.Err() and caches nothing. A move the rules refuse is an error.
func (a *Analyzer) Analyze(ctx context.Context, g Game, opt Options, progress func(Progress)) (Report, error) {
	key := KeyOf(g, opt)
	total := len(g.Moves) + 2
	if a.cache != nil {
		if r, ok, err := a.cache.Get(key); err != nil {
			return Report{}, err
		} else if ok {
			if progress != nil {
				progress(Progress{Done: total, Total: total, Position: r.Positions[len(r.Positions)-1]})
			}
			return r, nil
		}
	}
	r, err := a.analyze(ctx, g, opt, progress)
	if err != nil {
		return Report{}, err
	}
	r.Key = key
	if a.cache != nil {
		if err := a.cache.Put(key, r); err != nil {
			return r, err
		}
	}
	return r, nil
}

func (a *Analyzer) analyze(ctx context.Context, g Game, opt Options, progress func(Progress)) (Report, error) {
	game, err := engine.NewGame(engine.Config{Size: g.Size, Rule: g.Rule})
	if err != nil {
		return Report{}, fmt.Errorf("analysis: %w", err)
	}
	positions := len(g.Moves) + 1
	total := positions + 1 // the passes after the positions
	r := Report{Positions: make([]Position, 0, positions)}
	for ply := 0; ply < positions; ply++ {
		if ply > 0 {
			if err := game.Play(g.Moves[ply-1]); err != nil {
				return Report{}, fmt.Errorf("analysis: move %d: %w", ply, err)
			}
		}
		p, err := a.position(ctx, game, opt)
		if err != nil {
			return Report{}, err
		}
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		r.Positions = append(r.Positions, p)
		if progress != nil {
			progress(Progress{Done: ply + 1, Total: total, Position: p})
		}
	}
	if err := a.deepen(ctx, g, opt, &r); err != nil {
		return Report{}, err
	}
	for i, mv := range g.Moves {
		m, err := a.grade(ctx, g, opt, i, mv, r.Positions[i], &r.Positions[i+1])
		if err != nil {
			return Report{}, err
		}
		r.Moves = append(r.Moves, m)
	}
	if err := a.findDefences(ctx, g, &r); err != nil { // defence.go
		return Report{}, err
	}
	if err := a.findDeepDefences(ctx, g, opt, &r); err != nil { // backward.go
		return Report{}, err
	}
	settle(&r)
	if progress != nil && ctx.Err() == nil {
		progress(Progress{Done: total, Total: total, Position: r.Positions[len(r.Positions)-1]})
	}
	return r, ctx.Err()
}

// position evaluates the game's current position.
func (a *Analyzer) position(ctx context.Context, g *engine.Game, opt Options) (Position, error) {
	p := Position{Ply: g.MoveCount(), ToMove: g.ToMove(), Best: engine.NoPoint()}
	if g.Over() {
		p.Over = true
		p.Black = 0.5
		if res := g.Result(); res.Status == engine.Won {
			p.Winner = res.Winner
			p.Black = 0
			if res.Winner == engine.Black {
				p.Black = 1
			}
		}
		return p, nil
	}
	return a.evaluate(ctx, ai.PositionOf(g), p, opt)
}

// evaluate searches pos and fills in p's evaluation (p has the ply and
// the side to move).
func (a *Analyzer) evaluate(ctx context.Context, pos ai.Position, p Position, opt Options) (Position, error) {
	info, err := a.search(ctx, pos, opt, forcedChain)
	if errors.Is(err, ai.ErrNoMove) {
		p.Over, p.Black = true, 0.5 // nowhere left to play: a draw
		return p, nil
	}
	if err != nil {
		return Position{}, fmt.Errorf("analysis: move %d: %w", p.Ply, err)
	}
	p.Score, p.Mate, p.Best, p.Line = info.Score, info.Mate, info.Move, info.PV
	switch info.Source {
	case "five", "vcf":
		p.Win = ai.VCF
	case "vct":
		p.Win = ai.VCT
	}
	p.Black = blackChance(p.ToMove, WinChance(p.Score, p.Mate))
	return p, nil
}

// grade classifies move i (mv) from the positions before and after it.
// When the solver proves that the move kept a win the search after it did
// not see, the position after is marked lost for its side to move, so the
// graph shows the win and the next move is not blamed for it.
func (a *Analyzer) grade(ctx context.Context, g Game, opt Options, i int, mv engine.Point, before Position, after *Position) (Move, error) {
	mover := before.ToMove
	m := Move{Ply: i + 1, Move: mv, Color: mover, Before: before.Black, After: after.Black,
		Best: before.Best, Line: before.Line}
	own := ownChance(mover)
	f := facts{
		lostBefore: before.Mate < 0,
		lostAfter:  !after.Over && after.Mate > 0,
		hadWin:     before.Mate > 0,
	}
	f.wins = (after.Over && after.Winner == mover) || (!after.Over && after.Mate < 0)
	if f.hadWin && !f.wins && !after.Over {
		// The search after the move may not re-prove a slower win the
		// move kept; the solver, asked about this very move, can.
		pos := ai.Position{Size: g.Size, Rule: g.Rule, Moves: g.Moves[:i]}
		proof, err := a.eng.SolveAfter(ctx, pos, mv, ai.VCT, keepWinMoves, keepWinNodes)
		if err == nil && !proof.Won() && before.Win == ai.VCF {
			// A long VCF goes beyond the VCT bound: follow it as fours.
			proof, err = a.eng.SolveAfter(ctx, pos, mv, ai.VCF, keepVCFMoves, keepWinNodes)
		}
		if err != nil {
			return Move{}, fmt.Errorf("analysis: move %d: %w", i+1, err)
		}
		f.wins = proof.Won()
		if !f.wins && after.Best != engine.NoPoint() {
			// Beyond the solver's bounds: the win counts as kept when the
			// engine's own best defence still loses to a proved win.
			played := append(append([]engine.Point(nil), g.Moves[:i]...), mv)
			in, err := a.lossAfter(ctx, Game{Rule: g.Rule, Size: g.Size, Moves: played}, i+1, after.Best, opt)
			if err != nil {
				return Move{}, err
			}
			f.wins = in > 0
			proof.Line = make([]engine.Point, 2*in+1) // only its length counts below
		}
		if f.wins {
			after.Mate = -max(1, proof.Moves()-1)
			after.Black = blackChance(after.ToMove, 0)
			m.After = after.Black
		}
	}
	if f.wins {
		f.hadWin = false
	}
	switch {
	case mv == before.Best:
		// The engine's own choice: it saw nothing better, so a fall
		// after it is left for the passes to explain (defence.go,
		// backward.go: they look only at moves graded good); settle.go
		// flags what they leave unexplained.
		f = facts{wins: true}
	case f.lostAfter && !f.lostBefore:
		// A missed defence needs a defence: if the engine's best move
		// loses too, the position was likely lost already — not proved
		// (another move may hold), so the move is left for the defence
		// pass (defence.go) to settle with the solver.
		in, err := a.lossAfter(ctx, g, i, before.Best, opt)
		if err != nil {
			return Move{}, err
		}
		f.lostBefore = in > 0
	}
	m.Drop = own(before.Black) - own(after.Black)
	m.Severity, m.Reason = classify(own(before.Black), own(after.Black), f)
	return m, nil
}

// deeperBy is how much deeper deepen looks at a position whose own best
// move, played, fell by BlunderDrop or more.
const deeperBy = 2

// deepen looks again, deeperBy plies deeper, at each position from which
// the engine's own best move was played and the mover's chance still fell
// by BlunderDrop or more: a fall the search did not see coming is most
// often its horizon, and the deeper look usually sees it in the position
// before — where the graph then falls, on the move that let it in. The
// deeper evaluation replaces the first (its best move and line too), so
// the graph shows one evaluation per position.
func (a *Analyzer) deepen(ctx context.Context, g Game, opt Options, r *Report) error {
	deeper := Options{Depth: opt.depth() + deeperBy, Time: opt.Time}
	for i, mv := range g.Moves {
		before, after := r.Positions[i], r.Positions[i+1]
		own := ownChance(before.ToMove)
		if before.Over || before.Mate != 0 || after.Mate != 0 || after.Over || mv != before.Best || own(before.Black)-own(after.Black) < BlunderDrop {
			continue
		}
		pos := ai.Position{Size: g.Size, Rule: g.Rule, Moves: g.Moves[:i]}
		p, err := a.evaluate(ctx, pos, Position{Ply: before.Ply, ToMove: before.ToMove, Best: engine.NoPoint()}, deeper)
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		r.Positions[i] = p
	}
	return nil
}

// forcedChain bounds how many forced blocks in a row search follows.
const forcedChain = 12

// search is the engine's search, except that a position with a single
// forced move (the block of a four, the only candidate), which the engine
// answers without scoring, is scored from the position after that move.
func (a *Analyzer) search(ctx context.Context, pos ai.Position, opt Options, chain int) (ai.Info, error) {
	info, err := a.eng.Search(ctx, pos, ai.Limits{Depth: opt.depth(), Time: opt.Time})
	// "block" is the block of a four; "fallback" without a completed
	// iteration is a position with a single candidate move (or a search
	// cancelled before it began, which ends at the next ctx check).
	forced := info.Source == "block" || (info.Source == "fallback" && info.Depth == 0 && info.Mate == 0)
	if err != nil || !forced || chain == 0 || ctx.Err() != nil {
		return info, err
	}
	next := pos
	next.Moves = append(append([]engine.Point(nil), pos.Moves...), info.Move)
	after, err := a.search(ctx, next, opt, chain-1)
	if errors.Is(err, ai.ErrNoMove) {
		return info, nil // the block filled the board: a draw, score 0
	}
	if err != nil {
		return info, err
	}
	info.Score = -after.Score
	switch {
	case after.Mate > 0: // the opponent still wins, in as many moves
		info.Mate = -after.Mate
	case after.Mate < 0: // we win, one move later (the block)
		info.Mate = -after.Mate + 1
	default:
		info.Mate = 0
	}
	info.PV = append([]engine.Point{info.Move}, after.PV...)
	return info, nil
}

// lossAfter is in how many moves the opponent wins, by a proved line,
// when move i of g is replaced by alt (0: no win proved).
func (a *Analyzer) lossAfter(ctx context.Context, g Game, i int, alt engine.Point, opt Options) (int, error) {
	if alt == engine.NoPoint() {
		return 0, nil
	}
	pos := ai.Position{Size: g.Size, Rule: g.Rule, Moves: append(append([]engine.Point(nil), g.Moves[:i]...), alt)}
	info, err := a.search(ctx, pos, opt, forcedChain)
	if errors.Is(err, ai.ErrNoMove) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("analysis: move %d: %w", i+1, err)
	}
	return max(info.Mate, 0), nil
}

func blackChance(toMove engine.Color, w float64) float64 {
	if toMove == engine.Black {
		return w
	}
	return 1 - w
}
