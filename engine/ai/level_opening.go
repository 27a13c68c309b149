package ai

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"gomoku/engine"
)

// The levels' opening: a person answers next to the stones, not the same
// way every game, and not with a move a review of the game would call a
// mistake. For a level's first five moves of each side (while fewer than
// openingStones stones are on the board) the level does not play its own
// search's move: it judges the moves near the stones as the game review
// does (package analysis: the default engine six plies deep, the score
// turned into a win chance) and draws one, with the game's seed, from
// those that keep nearly the best chance, weighted by that chance. The
// weaker levels' deliberate slips (Level.noise, Level.blunder) come only
// after it, in the middle game.

// openingStones: a level's first five moves of each side are played on a
// board of fewer than ten stones.
const openingStones = 10

// reviewDepth is the depth the review searches each position at
// (analysis.DefaultDepth): the opening judge searches as deep so that it
// grades a move as the review will.
const reviewDepth = 6

// reviewScale is the review's win-chance scale (analysis.WinScale): a
// score s is a chance of 1/(1+e^(-s/150)).
const reviewScale = 150.0

// reviewVCTMoves and reviewVCTNodes bound the review's check for a
// missed defence (analysis' defenceMoves and defenceNodes): a forced win
// of at most ten attacking moves the opponent has after the move.
const (
	reviewVCTMoves = 10
	reviewVCTNodes = 100_000
)

// reviewDeepMoves and reviewDeepNodes are the review's deeper bounds
// (analysis' backward pass: backMoves, backProofNodes).
const (
	reviewDeepMoves = 14
	reviewDeepNodes = 300_000
)

// openingMostDrop is the most win chance, as the review measures it
// (before the move against after it), that a move the level draws may
// give up. The review calls a drop of 0.15 a mistake; 0.10 keeps a
// margin for a review made with other settings.
const openingMostDrop = 0.10

// openingCandidates is how many moves near the stones the judge scores,
// in its own order (its best move first), unless none of them is safe.
const openingCandidates = 12

// openingSpread is how widely a level varies its opening moves, in the
// mover's win chance: a move is drawn from those within margin of the
// best one scored, with weight e^(-(best-chance)/temp), halved for a point
// two lines away from every stone rather than next to one (people answer
// next to the stones). The zero spread (Master) plays its search's move.
type openingSpread struct {
	margin, temp float64
	// own, when set, is the weight of the level's own search's move, if
	// the review would accept it, whatever the judge thinks of it: the
	// stronger levels search deeper than the judge, and their own
	// opening is what made them stronger than the level below.
	own float64
}

// reviewChance is the review's win chance for the side to move of a
// search's result (analysis.WinChance).
func reviewChance(info Info) float64 {
	switch {
	case info.Mate > 0:
		return 1
	case info.Mate < 0:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(info.Score)/reviewScale))
}

// stoneCount is how many stones pos has on the board.
func (pos *Position) stoneCount() int {
	if len(pos.Setup) > 0 {
		return len(pos.Setup)
	}
	return len(pos.Moves)
}

// with is pos with the side to move's stone added at p.
func (pos *Position) with(p engine.Point) Position {
	next := *pos
	if len(pos.Setup) > 0 {
		next.Setup = append(append([]Stone(nil), pos.Setup...), Stone{P: p, Color: pos.ToMove})
		next.ToMove = pos.ToMove.Opponent()
		return next
	}
	next.Moves = append(append([]engine.Point(nil), pos.Moves...), p)
	return next
}

// judgeEngine is a fresh engine of the review's kind. A fresh one for
// every move: what the search and its threat solvers keep from earlier
// searches can tip a choice between moves of equal score, and a level's
// move must depend on the position and the seed alone (games played one
// after the other or side by side are the same games).
func (p *LevelPlayer) judgeEngine() *Searcher {
	return NewSearcher(DefaultConfig().WithoutAspiration(), &p.tables)
}

// openingMove is level's move in the opening, and whether it chose one
// (false: the level is past its opening or has no spread, and plays its
// own search). A forced move, or a win or loss the judge proves, is the
// judge's move; otherwise a draw among the near moves that keep nearly
// the best chance. Candidates are judged by nodes and depth, not by time,
// so the choice is the same on every machine; a caller's deadline (ctx)
// cuts the judging short, the judge's own best first, so there is always
// a move.
func (p *LevelPlayer) openingMove(ctx context.Context, pos Position, level Level, seed uint64) (Info, bool, error) {
	if level.spread.temp <= 0 || pos.stoneCount() >= openingStones {
		return Info{}, false, nil
	}
	start := time.Now()
	j := p.judgeEngine()
	before, err := j.judgeSearch(ctx, pos, reviewChain)
	if err != nil || before.Source != "search" || before.Mate != 0 {
		return before, err == nil, err
	}
	cands := j.nearRootMoves(maxCands)
	own := engine.NoPoint()
	if level.spread.own > 0 {
		info, err := p.engine(level).Search(ctx, pos, level.limits)
		if err != nil {
			return info, false, err
		}
		own = info.Move
		cands = j.withSecond(cands, own)
	}
	chance := reviewChance(before)
	var ok []judged
	rescue := judged{p: before.Move, chance: -1} // the least bad move, if none is safe
	for i, c := range cands {
		// Past the first candidates only while none is safe: a
		// position where the judge's favourites all lose needs the
		// counter-attack further down its list.
		if len(ok) > 0 && (i >= openingCandidates || ctx.Err() != nil) {
			break
		}
		next := pos.with(c.p)
		after, err := j.judgeSearch(ctx, next, reviewChain)
		if ctx.Err() != nil {
			break // cut short: its score is not the review's
		}
		if err != nil || after.Mate > 0 {
			// A win for the opponent: the review blames even the judge's
			// own best move for a loss another move avoids.
			continue
		}
		mine := 1 - reviewChance(after)
		m := judged{p: c.p, chance: mine, far: c.far, own: c.p == own, score: -after.Score}
		if mine > rescue.chance {
			rescue = m
		}
		if c.p != before.Move && chance-mine > openingMostDrop {
			continue
		}
		// The review also asks the threat solver whether the opponent
		// now has a forced win that another move would have stopped
		// (analysis' defence pass, with these bounds).
		threat, err := j.Solve(ctx, next, VCT, reviewVCTMoves, reviewVCTNodes)
		if ctx.Err() != nil {
			break
		}
		if err != nil || threat.Won() {
			continue
		}
		ok = append(ok, m)
	}
	// The review's backward pass looks deeper for a forced win the move
	// let in; the drawn move is checked to its bounds, and another drawn
	// if it fails (one deep check a move, mostly).
	rng := rand.New(rand.NewPCG(seed, uint64(pos.stoneCount())*0x9e3779b97f4a7c15+0x6f70656e)) // "open"
	for len(ok) > 0 {
		pick := drawOpening(ok, level.spread, rng)
		threat, err := j.Solve(ctx, pos.with(ok[pick].p), VCT, reviewDeepMoves, reviewDeepNodes)
		if ctx.Err() == nil && (err != nil || threat.Won()) {
			rescue = judged{p: before.Move, chance: -1} // it may be the rescue too
			ok = slices.Delete(ok, pick, pick+1)
			continue
		}
		info := before
		info.Move, info.Score, info.Source = ok[pick].p, ok[pick].score, "opening"
		info.Mate, info.PV = 0, []engine.Point{ok[pick].p}
		info.Elapsed = time.Since(start)
		return info, true, nil
	}
	info := before
	if rescue.chance >= 0 {
		info.Move, info.Score, info.PV = rescue.p, rescue.score, []engine.Point{rescue.p}
	}
	return info, true, nil
}

// judged is a candidate opening move the judge scored: the mover's win
// chance after it, its score, and whether it lies two lines from every
// stone.
type judged struct {
	p      engine.Point
	chance float64
	far    bool
	own    bool // the level's own search chose it
	score  int
}

// drawOpening draws one of ok with the spread's weights (at least one
// move, the best, has weight 1; the level's own, sp.own).
func drawOpening(ok []judged, sp openingSpread, rng *rand.Rand) int {
	best := 0.0
	for _, m := range ok {
		best = max(best, m.chance)
	}
	weights := make([]float64, len(ok))
	total := 0.0
	for i, m := range ok {
		var w float64
		switch {
		case m.own:
			w = sp.own
		case best-m.chance > sp.margin:
			continue
		default:
			w = math.Exp(-(best - m.chance) / sp.temp)
			if m.far {
				w /= 2
			}
		}
		weights[i] = w
		total += w
	}
	x := rng.Float64() * total
	for i, w := range weights {
		if x < w {
			return i
		}
		x -= w
	}
	last := len(ok) - 1 // rounding at the top end: the last weighted one
	for weights[last] == 0 {
		last--
	}
	return last
}

// reviewChain bounds how many forced blocks in a row judgeSearch follows
// (analysis' forcedChain).
const reviewChain = 12

// judgeSearch is the review's search of a position: the engine's, except
// that a position with one forced move (the block of a four), which the
// engine answers without a score, is scored from the position after it.
func (e *Searcher) judgeSearch(ctx context.Context, pos Position, chain int) (Info, error) {
	info, err := e.Search(ctx, pos, Limits{Depth: reviewDepth})
	forced := info.Source == "block" || (info.Source == "fallback" && info.Depth == 0 && info.Mate == 0)
	if err != nil || !forced || chain == 0 || ctx.Err() != nil {
		return info, err
	}
	after, err := e.judgeSearch(ctx, pos.with(info.Move), chain-1)
	if errors.Is(err, ErrNoMove) {
		return info, nil // the block filled the board: a draw
	}
	if err != nil {
		return info, err
	}
	info.Score, info.Mate = -after.Score, 0
	switch {
	case after.Mate > 0:
		info.Mate = -after.Mate
	case after.Mate < 0:
		info.Mate = -after.Mate + 1
	}
	return info, nil
}

// nearCandidate is a root move of the last search and whether it lies two
// lines from every stone (not next to one).
type nearCandidate struct {
	p   engine.Point
	far bool
}

// nearRootMoves lists up to n root moves of the last search, in its final
// order, that lie within two lines of a stone; all of them, nearest first,
// when none does (an opening rule that sends a stone far away).
func (e *Searcher) nearRootMoves(n int) []nearCandidate {
	b := &e.b
	l := &e.s.lists[0]
	var out []nearCandidate
	for i := 0; i < l.n && len(out) < n; i++ {
		c := int(l.m[i].cell)
		if d := b.stoneDistance(c); d <= 2 {
			out = append(out, nearCandidate{p: pointOf(c), far: d == 2})
		}
	}
	if len(out) == 0 && l.n > 0 {
		out = append(out, nearCandidate{p: pointOf(int(l.m[0].cell)), far: true})
	}
	return out
}

// withSecond is cands with p (a move the level's own search chose) second,
// right after the judge's best, so it is judged first; cands unchanged when
// p lies further than two lines from every stone.
func (e *Searcher) withSecond(cands []nearCandidate, p engine.Point) []nearCandidate {
	d := e.b.stoneDistance(cellOf(p))
	if d > 2 || len(cands) == 0 {
		return cands
	}
	out := []nearCandidate{cands[0]}
	if cands[0].p != p {
		out = append(out, nearCandidate{p: p, far: d == 2})
	}
	for _, c := range cands[1:] {
		if c.p != p {
			out = append(out, c)
		}
	}
	return out
}

// stoneDistance is how many lines the cell c lies from the nearest stone
// (the larger of the column and row differences); on an empty board, from
// the centre.
func (b *board) stoneDistance(c int) int {
	x, y := c%stride-pad, c/stride-pad
	if b.n == 0 {
		m := b.size / 2
		return max(abs(x-m), abs(y-m))
	}
	d := math.MaxInt
	for i := 0; i < b.n; i++ {
		s := int(b.hist[i].cell)
		d = min(d, max(abs(x-(s%stride-pad)), abs(y-(s/stride-pad))))
	}
	return d
}
