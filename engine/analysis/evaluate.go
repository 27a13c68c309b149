package analysis

import (
	"context"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// Evaluate is one position's evaluation, exactly as Analyze gives each
// position of a game (the same search, forced blocks followed, the same
// win-chance scale), for a position that is not a whole game: the one on
// screen while a game is played or a board is edited. pos may be a set-up
// position (Setup and ToMove). The caller knows whether the game is over;
// a board with no legal point left is a draw (Over, 0.5). Nothing is
// cached.
func (a *Analyzer) Evaluate(ctx context.Context, pos ai.Position, opt Options) (Position, error) {
	p := Position{Ply: len(pos.Moves), ToMove: engine.Black, Best: engine.NoPoint()}
	switch {
	case len(pos.Setup) > 0:
		p.Ply, p.ToMove = len(pos.Setup), pos.ToMove
	case len(pos.Moves)%2 == 1:
		p.ToMove = engine.White
	}
	return a.evaluate(ctx, pos, p, opt)
}
