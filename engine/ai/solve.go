package ai

import (
	"context"
	"fmt"
	"time"

	"gomoku/engine"
)

// Threat is a kind of forced win the threat solvers prove.
type Threat uint8

const (
	// VCF is a win by continuous fours: every attacking move makes a four.
	VCF Threat = iota + 1
	// VCT is a win by continuous threats: fours and threes (any move after
	// which, were the defender to pass, a VCF would win).
	VCT
)

func (t Threat) String() string {
	switch t {
	case VCF:
		return "vcf"
	case VCT:
		return "vct"
	}
	return fmt.Sprintf("threat(%d)", uint8(t))
}

// ParseThreat reads a kind as String writes it ("vcf", "vct").
func ParseThreat(s string) (Threat, error) {
	for _, t := range []Threat{VCF, VCT} {
		if s == t.String() {
			return t, nil
		}
	}
	return 0, fmt.Errorf("ai: unknown threat kind %q", s)
}

// Proof is a threat solver's answer.
type Proof struct {
	// Line is the winning main line, attacker and defender moves
	// alternating, attacker first (the defender's moves follow the longest
	// resistance); nil when no win was found.
	Line []engine.Point
	// Exhausted reports that the node budget or the context ran out
	// before the search was complete: without a line it is no proof that
	// there is no win.
	Exhausted bool
	Nodes     uint64
}

// Won reports whether a win was proved.
func (p Proof) Won() bool { return p.Line != nil }

// Moves is the number of attacking moves of the line (the last one makes
// five or a four that cannot be stopped).
func (p Proof) Moves() int { return (len(p.Line) + 1) / 2 }

// Solve looks for a win of the given kind for the side to move of pos with
// at most maxMoves attacking moves, within a budget of solver nodes. The
// solvers are exact: a line is a proof (every defence that could matter was
// tried), and a failure that did not exhaust the budget proves there is no
// such win within maxMoves.
func (e *Searcher) Solve(ctx context.Context, pos Position, kind Threat, maxMoves int, nodes uint64) (Proof, error) {
	return e.solve(ctx, pos, kind, maxMoves, nodes, nil)
}

// SolveAfter is Solve for the lines that start with first: it proves (or
// refutes) that first, played by the side to move of pos, begins a win of
// that kind within maxMoves attacking moves, first included. A first move
// that is occupied, off the board or forbidden is an error.
func (e *Searcher) SolveAfter(ctx context.Context, pos Position, first engine.Point, kind Threat, maxMoves int, nodes uint64) (Proof, error) {
	return e.solve(ctx, pos, kind, maxMoves, nodes, &first)
}

func (e *Searcher) solve(ctx context.Context, pos Position, kind Threat, maxMoves int, nodes uint64, first *engine.Point) (Proof, error) {
	if kind != VCF && kind != VCT {
		return Proof{}, fmt.Errorf("ai: unknown threat kind %d", kind)
	}
	if err := e.load(pos); err != nil {
		return Proof{}, err
	}
	b := &e.b
	s := e.s
	s.b, s.ctx, s.stop, s.nodes = b, ctx, false, 0
	s.hardNode, s.deadline = 0, time.Time{}
	if s.vct == nil {
		s.vct = newVCTSolver(b)
	}
	v := s.vct
	v.b, v.vcf.b, v.s = b, b, s
	v.deadline = time.Time{}
	me := b.stm
	c := noCell
	if first != nil {
		if !first.In(pos.Size) {
			return Proof{}, fmt.Errorf("ai: %v is off the board", *first)
		}
		c = cellOf(*first)
		if b.piece[c] != cEmpty {
			return Proof{}, fmt.Errorf("ai: %v is occupied", *first)
		}
		if !b.legal(c, me) {
			return Proof{}, fmt.Errorf("ai: %v is forbidden", *first)
		}
		if b.cls[me][c] == p4A {
			return Proof{Line: []engine.Point{*first}}, nil // it makes five
		}
		if maxMoves < 1 {
			return Proof{}, nil
		}
	}
	if kind == VCF {
		return v.vcf.prove(maxMoves, nodes, c), nil
	}
	v.begin(nodes)
	var ok bool
	if c == noCell {
		ok = v.deepen(maxMoves, func(d int) bool { return v.attack(d, 0) })
	} else {
		b.play(c)
		ok = v.deepen(maxMoves, func(d int) bool { return v.defend(d-1, 1) })
		b.undo()
	}
	p := Proof{Exhausted: v.stopped, Nodes: v.nodes}
	if ok {
		p.Exhausted = false
		p.Line = v.mainLine(0)
		if c != noCell {
			p.Line = append([]engine.Point{pointOf(c)}, v.mainLine(1)...)
		}
	}
	return p, nil
}

// prove runs the VCF solver with a fresh failure table, from the root or,
// when first is a cell, through the four at first.
func (v *vcfSolver) prove(maxMoves int, nodeLimit uint64, first int) Proof {
	v.newGen()
	var ok bool
	if first == noCell {
		ok = v.run(maxMoves, nodeLimit)
	} else {
		v.nodes, v.limit = 0, nodeLimit
		for d := 1; d <= maxMoves && !ok && v.nodes < v.limit; d++ {
			if d > 12 {
				d = maxMoves // long VCFs are found by the failure table
			}
			v.n = 0
			ok = v.tryFour(first, d, 0)
		}
	}
	p := Proof{Nodes: v.nodes}
	if !ok {
		p.Exhausted = v.nodes >= v.limit
		return p
	}
	p.Line = make([]engine.Point, v.n)
	for i := range p.Line {
		p.Line[i] = pointOf(int(v.line[i]))
	}
	return p
}

// Untimed returns the level without its time limit: bounded by depth only,
// the lower levels then choose the same move for the same position and seed
// on any machine under any load (tools that must be reproducible, such as
// the puzzle generator's rating of how often a weak level finds a move).
func (l Level) Untimed() Level {
	l.limits.Time = 0
	return l
}
