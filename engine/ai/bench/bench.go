package bench

import (
	"context"
	"fmt"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// Position is one bench position: a rule, a board size and the moves.
type Position struct {
	Rule  engine.Rule
	Size  int
	Moves string
}

// Positions are the fixed bench set: openings and middle games under every
// rule, both sides to move.
func Positions() []Position {
	return []Position{
		{engine.Freestyle, 15, "h8 i9 i8 g8 j7"},
		{engine.Freestyle, 15, "h8 i9 j8 g8 i7 h6 j10 j9"},
		{engine.Freestyle, 15, "h8 h9 i8 g8 i9 i7 j10 g7 g9 k11"},
		{engine.Freestyle, 20, "j10 k11 k10 i10 l9 m8 j12"},
		{engine.Renju, 15, "h8 i9 j10 i8 i10 g10"},
		{engine.Renju, 15, "h8 i9 i8 g8 j7 j8 k8 h10"},
		{engine.Standard, 15, "h8 i9 h10 i8 i7 g9"},
		{engine.Caro, 15, "h8 i9 g9 i7 i8 j8 g10"},
		{engine.Omok, 15, "h8 h9 i9 g7 j10 k11 i7"},
	}
}

// Result is the outcome of one bench run.
type Result struct {
	Nodes   uint64
	Elapsed time.Duration
	Lines   []string
}

// Run searches every bench position to depth with cfg.
func Run(ctx context.Context, cfg ai.Config, depth int) (Result, error) {
	var res Result
	e := ai.NewSearcher(cfg, &ai.TableSet{})
	for i, bp := range Positions() {
		moves, err := engine.ParseMoves(bp.Moves, bp.Size)
		if err != nil {
			return res, fmt.Errorf("bench: position %d: %w", i+1, err)
		}
		info, err := e.Search(ctx, ai.Position{Size: bp.Size, Rule: bp.Rule, Moves: moves}, ai.Limits{Depth: depth})
		if err != nil {
			return res, fmt.Errorf("bench: position %d: %w", i+1, err)
		}
		res.Nodes += info.Nodes
		res.Elapsed += info.Elapsed
		res.Lines = append(res.Lines, fmt.Sprintf("%2d %-9s %2d %-28s best %-4v score %6d depth %2d/%2d nodes %9d time %7.3fs nps %8.0f",
			i+1, bp.Rule, bp.Size, bp.Moves, info.Move, info.Score, info.Depth, info.SelDepth, info.Nodes, info.Elapsed.Seconds(), info.NPS()))
	}
	return res, nil
}

// DefaultDepth is the bench search depth.
const DefaultDepth = 9
