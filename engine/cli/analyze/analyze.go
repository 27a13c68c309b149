package analyze

import (
	"errors"
	"fmt"

	"gomoku/engine"
)

// report is the JSON object printed for one position. Field order is the
// print order.
type report struct {
	Input          int               `json:"input,omitempty"`
	Error          string            `json:"error,omitempty"`
	Rule           string            `json:"rule,omitempty"`
	Size           int               `json:"size,omitempty"`
	Opening        string            `json:"opening,omitempty"`
	RenjuOpening   *renjuOpeningJSON `json:"renju_opening,omitempty"`
	Stones         *int              `json:"stones,omitempty"`
	ToMove         string            `json:"to_move,omitempty"`
	Result         *resultJSON       `json:"result,omitempty"`
	Forbidden      *[]string         `json:"forbidden,omitempty"`
	ForbiddenKinds map[string]string `json:"forbidden_kinds,omitempty"`
	Illegal        *illegalJSON      `json:"illegal,omitempty"`
}

// renjuOpeningJSON names which of the 26 renju openings the first three
// moves make, in any orientation.
type renjuOpeningJSON struct {
	Name  string `json:"name"`
	Code  string `json:"code"`
	Kanji string `json:"kanji"`
	Label string `json:"label"`
}

type resultJSON struct {
	Status    string   `json:"status"`
	Winner    string   `json:"winner,omitempty"`
	Reason    string   `json:"reason,omitempty"`
	Line      []string `json:"line,omitempty"`
	Forbidden string   `json:"forbidden,omitempty"`
}

type illegalJSON struct {
	Index   int    `json:"index"`
	Point   string `json:"point"`
	Reason  string `json:"reason"`
	Message string `json:"message"`
}

// analyze judges one request. Bad input gives a report whose Error is set
// and whose other fields say as much as was understood.
func analyze(o options) report {
	if err := o.cfg.Validate(); err != nil {
		return report{Error: err.Error()}
	}
	r := report{Rule: o.cfg.Rule.String(), Size: o.cfg.Size}
	if o.cfg.Opening != engine.OpeningNone {
		r.Opening = o.cfg.Opening.String()
	}
	switch {
	case o.hasMoves:
		replay(o, &r)
	case o.setup:
		setup(o, &r)
	default:
		r.Error = "no position: give --moves or --black/--white"
	}
	return r
}

// replay plays the moves with every legality check and stops at the first
// illegal one. Opening prompts are answered automatically (the colours of
// the stones do not depend on the answer); under the RIF rules the 5th move
// is taken as the offer White kept (see answerOpening).
func replay(o options, r *report) {
	pts, err := engine.ParseMoves(o.moves, o.cfg.Size)
	if err != nil {
		r.Error = err.Error()
		return
	}
	g, err := engine.NewGame(o.cfg)
	if err != nil {
		r.Error = err.Error()
		return
	}
	for i, p := range pts {
		if err := answerOpening(g, p); err != nil {
			r.Error = err.Error()
			return
		}
		if err := g.Play(p); err != nil {
			r.Illegal = &illegalJSON{Index: i + 1, Point: p.String(), Reason: illegalReason(err), Message: err.Error()}
			if errors.Is(err, engine.ErrOccupied) || errors.Is(err, engine.ErrGameOver) {
				r.Error = fmt.Sprintf("move %d (%v): %v", i+1, p, err)
			}
			break
		}
	}
	if op, ok := engine.OpeningOf(g.Moves()); ok {
		r.RenjuOpening = &renjuOpeningJSON{Name: op.Name, Code: op.Code(), Kanji: op.Kanji, Label: op.String()}
	}
	b := g.Board()
	describe(r, o.cfg, &b, g.ToMove(), g.Result())
}

func illegalReason(err error) string {
	var fe *engine.ForbiddenError
	switch {
	case errors.As(err, &fe):
		return fe.Kind.String()
	case errors.Is(err, engine.ErrOpening):
		return "opening"
	case errors.Is(err, engine.ErrOccupied):
		return "occupied"
	case errors.Is(err, engine.ErrGameOver):
		return "game-over"
	}
	return "illegal"
}

// setup builds a position from stone lists, without history checks.
func setup(o options, r *report) {
	b, err := engine.NewBoard(o.cfg.Size)
	if err != nil {
		r.Error = err.Error()
		return
	}
	for _, side := range []struct {
		list string
		col  engine.Color
	}{{o.black, engine.Black}, {o.white, engine.White}} {
		pts, err := engine.ParseMoves(side.list, o.cfg.Size)
		if err != nil {
			r.Error = fmt.Sprintf("--%v: %v", side.col, err)
			return
		}
		for _, p := range pts {
			if b.At(p) != engine.Empty {
				r.Error = fmt.Sprintf("--%v: %v is occupied", side.col, p)
				return
			}
			b.Set(p, side.col)
		}
	}
	toMove := o.toMove
	nb, nw := b.Count(engine.Black), b.Count(engine.White)
	if toMove == engine.Empty {
		switch nb - nw {
		case 0:
			toMove = engine.Black
		case 1:
			toMove = engine.White
		default:
			r.Error = fmt.Sprintf("%d black and %d white stones: say who moves with --to-move", nb, nw)
			return
		}
	}
	res, err := judge(o.cfg, &b, toMove)
	if err != nil {
		r.Error = err.Error()
		return
	}
	describe(r, o.cfg, &b, toMove, res)
}

// judge finds the result of a set-up position: a winning line anywhere, a
// full board, or no playable point for the side to move.
func judge(cfg engine.Config, b *engine.Board, toMove engine.Color) (engine.Result, error) {
	var res engine.Result
	n := b.Size()
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			p := engine.Point{X: x, Y: y}
			line := cfg.WinningLine(b, p)
			if line == nil {
				continue
			}
			col := b.At(p)
			if res.Status == engine.Won && res.Winner != col {
				return res, fmt.Errorf("both sides have a winning line (%v and %v)", res.Line[0], p)
			}
			if res.Status != engine.Won {
				reason := engine.ReasonFive
				if len(line) > 5 {
					reason = engine.ReasonOverline
				}
				res = engine.Result{Status: engine.Won, Winner: col, Line: line, Reason: reason}
			}
		}
	}
	if res.Status == engine.Won {
		return res, nil
	}
	empty := b.Count(engine.Empty)
	switch {
	case empty == 0:
		res = engine.Result{Status: engine.Draw, Reason: engine.ReasonBoardFull}
	case cfg.Restricted(toMove) && len(cfg.ForbiddenPoints(b, toMove)) == empty:
		res = engine.Result{Status: engine.Draw, Reason: engine.ReasonNoPlayablePoint}
	}
	return res, nil
}

// describe fills the position part of the report.
func describe(r *report, cfg engine.Config, b *engine.Board, toMove engine.Color, res engine.Result) {
	n := b.Size()*b.Size() - b.Count(engine.Empty)
	r.Stones = &n
	r.ToMove = toMove.String()
	rj := &resultJSON{Status: res.Status.String()}
	if res.Status == engine.Won {
		rj.Winner = res.Winner.String()
	}
	if res.Reason != engine.ReasonNone {
		rj.Reason = res.Reason.String()
	}
	for _, p := range res.Line {
		rj.Line = append(rj.Line, p.String())
	}
	if res.Reason == engine.ReasonForbidden {
		rj.Forbidden = res.Forbidden.String()
	}
	r.Result = rj
	list := []string{}
	r.Forbidden = &list
	if res.Status != engine.Playing {
		return
	}
	for _, f := range cfg.ForbiddenPoints(b, toMove) {
		if r.ForbiddenKinds == nil {
			r.ForbiddenKinds = map[string]string{}
		}
		list = append(list, f.Point.String())
		r.ForbiddenKinds[f.Point.String()] = f.Kind.String()
	}
}
