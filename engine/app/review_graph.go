package app

import (
	"gomoku/engine"
	"gomoku/engine/analysis"
	"gomoku/engine/i18n"
)

// GraphView is the evaluation graph of an analysed game, drawn in the
// panel under the review's text: Black's win chance before every move and
// at the end, the position shown marked, flagged moves marked.
type GraphView struct {
	Rect Rect
	// Black has one win chance (0–1) per position, len(moves)+1; empty
	// while the analysis runs.
	Black []float64
	// At is the position shown (stones on the board).
	At int
	// Flags are the flagged moves (ply, 1 for the first move).
	Flags []GraphFlag
	// Busy: the analysis is running; Progress is how far (0–1).
	Busy     bool
	Progress float64
}

// GraphFlag marks a mistake or blunder on the graph.
type GraphFlag struct {
	Ply     int
	Blunder bool
}

// Ghost is a see-through numbered stone: the engine's better move and its
// line at a flagged move.
type Ghost struct {
	Point  engine.Point
	Color  engine.Color
	Number int
}

// maxGhosts bounds the line drawn on the board: beyond a few moves the
// numbers crowd the position more than they teach.
const maxGhosts = 8

// analysisView adds the graph, the verdict on the move shown and the
// engine's better line to the review.
func (r *reviewScene) analysisView(a *App, v *View) {
	l := a.layout
	top := l.Panel.Y
	for _, ln := range v.Lines {
		top = max(top, ln.Y+ln.Px*3/2)
	}
	for _, b := range v.Buttons {
		if b.Rect.Y <= top { // the step buttons under the move counter
			top = max(top, b.Rect.Y+b.Rect.H+max(l.TextPx/2, 4))
		}
	}
	line := func(text string, px int, style TextStyle) {
		v.Lines = append(v.Lines, TextLine{Text: text, X: v.Lines[0].X, Y: top, Px: px, MaxW: v.Lines[0].MaxW, Style: style})
		top += px * 3 / 2
	}
	r.list.area = Rect{}
	if len(v.Lines) == 0 {
		return
	}
	mainAt, _ := r.mainAt()
	switch {
	case r.line != r.tree:
		r.branchView(a, line)
	case r.an.line > 0:
		line(a.t(i18n.KeyAnalysisInLine, "n", r.an.line, "total", len(r.lineMoves(r.an.lineAt))), l.TextPx, StyleGood)
	case r.an.report != nil:
		r.verdictLines(a, line, mainAt)
	}
	g := &GraphView{At: mainAt, Busy: r.an.job != nil && !r.an.job.cacheOnly}
	if r.an.line > 0 {
		g.At = r.an.lineAt
	}
	if g.Busy {
		g.Progress = r.an.job.progress()
	}
	if r.setup > 0 && !g.Busy {
		// A set-up position's moves are in no real order: no graph of
		// them, the verdict on the position says it all.
		r.an.graph = Rect{}
		r.ghosts(v)
		return
	}
	if r.an.report == nil && !g.Busy {
		line(a.t(i18n.KeyAnalysisHelp), l.SmallPx, StyleMuted)
		r.an.graph = Rect{}
		return
	}
	pad := max(l.TextPx/2, 4)
	bottom := l.Panel.Y + l.Panel.H - pad - r.liveRoom(a)
	for _, b := range v.Buttons {
		if b.Rect.Y >= top && b.Rect.Y < bottom {
			bottom = b.Rect.Y - pad
		}
	}
	// The move list (review_list.go) keeps a few rows under the graph;
	// in portrait, where the panel is wide and short, it goes beside it.
	side := l.Portrait
	reserve := minListRows*listRowH(l.SmallPx) + pad
	if bottom-top-pad-reserve < 3*l.SmallPx {
		reserve = listRowH(l.SmallPx) + pad // a tight panel: one row, and a graph
	}
	h := min(bottom-top-pad-reserve, max(l.Panel.H/5, 3*l.TextPx))
	if side {
		h = min(bottom-top-pad, max(l.Panel.H/3, 3*l.TextPx))
	}
	if h < 2*l.SmallPx {
		r.an.graph = Rect{}
		return // no room: the verdict lines still say it
	}
	g.Rect = Rect{X: v.Lines[0].X, Y: top + pad/2, W: v.Lines[0].MaxW, H: h}
	if side {
		g.Rect.W = v.Lines[0].MaxW * 11 / 20
		r.list.area = Rect{X: g.Rect.X + g.Rect.W + pad, Y: g.Rect.Y, W: v.Lines[0].MaxW - g.Rect.W - pad, H: h}
	}
	if r.an.report != nil {
		for _, p := range r.an.report.Positions {
			g.Black = append(g.Black, p.Black)
		}
		for _, m := range r.an.report.Moves {
			if m.Severity == analysis.Mistake || m.Severity == analysis.Blunder {
				g.Flags = append(g.Flags, GraphFlag{Ply: m.Ply, Blunder: m.Severity == analysis.Blunder})
			}
		}
	}
	r.an.graph = g.Rect
	v.Graph = g
	r.ghosts(v)
}

// verdictLines say how the position stands and what was wrong with the
// move shown.
func (r *reviewScene) verdictLines(a *App, line func(string, int, TextStyle), at int) {
	l := a.layout
	if !r.compact || r.liveRoom(a) == 0 {
		// (A short panel with the live evaluation's line leaves the
		// chance to that line.) Labelled with where it comes from, as
		// the live line is: the two may differ in depth.
		pct := int(r.an.report.Positions[at].Black*100 + 0.5)
		line(a.t(i18n.KeyAnalysisChance, "n", pct, "depth", r.an.report.Key.Depth), l.TextPx, StyleBody)
	}
	m, ok := r.flagged()
	if !ok {
		if lineAt := r.lineFor(at); lineAt > at {
			line(a.t(i18n.KeyAnalysisBest, "best", r.lineMoves(lineAt)[0].String()), l.TextPx, StyleGood)
			if !r.compact {
				line(a.t(i18n.KeyAnalysisLineHelp), l.SmallPx, StyleMuted)
			}
		}
		return
	}
	text, style := a.textFlag(m)
	line(text, l.TextPx, style)
	if !r.compact {
		if why := whyKeys[m.Reason]; why != "" {
			line(a.t(why), l.SmallPx, StyleMuted)
		}
		if m.Best != m.Move {
			line(a.t(i18n.KeyAnalysisLineHelp), l.SmallPx, StyleMuted)
		}
	}
}

// whyKeys say in a line what a flag's reason means, where it is shown.
var whyKeys = map[analysis.Reason]string{
	analysis.ReasonMissedDefence: i18n.KeyAnalysisWhyMissedDefence,
	analysis.ReasonMissedWin:     i18n.KeyAnalysisWhyMissedWin,
	analysis.ReasonSlowerWin:     i18n.KeyAnalysisWhySlowerWin,
}

// textFlag is the verdict on a graded move: "Blunder at l8 — better g8",
// a gentle note for a slower win, or, where the engine had chosen the
// move itself, no better move named.
func (a *App) textFlag(m analysis.Move) (string, TextStyle) {
	args := []any{"move", m.Move.String(), "best", m.Best.String()}
	switch {
	case m.Severity == analysis.Note:
		return a.t(i18n.KeyAnalysisSlower, args...), StyleGood
	case m.Best == m.Move && m.Severity == analysis.Blunder:
		return a.t(i18n.KeyAnalysisBlunderUnseen, args...), StyleAlert
	case m.Best == m.Move:
		return a.t(i18n.KeyAnalysisMistakeUnseen, args...), StyleAlert
	case m.Severity == analysis.Blunder:
		return a.t(i18n.KeyAnalysisBlunder, args...), StyleAlert
	}
	return a.t(i18n.KeyAnalysisMistake, args...), StyleAlert
}

// ghosts shows the engine's better move at a flagged move, or its best
// move at the end of an unfinished game (a position from the board
// editor), and its line, as numbered see-through stones on the empty
// points they would take.
func (r *reviewScene) ghosts(v *View) {
	if r.an.line > 0 {
		return // a line is on the board as stones
	}
	at, ok := r.mainAt()
	if !ok {
		return
	}
	lineAt := r.lineFor(at)
	line := r.lineMoves(lineAt)
	if len(line) == 0 {
		return
	}
	c := engine.Black
	if (lineAt-1)%2 == 1 {
		c = engine.White
	}
	for i, p := range line[:min(len(line), maxGhosts)] {
		if p.In(r.cfg.Size) && v.Board.At(p) == engine.Empty {
			v.Ghosts = append(v.Ghosts, Ghost{Point: p, Color: c, Number: lineAt + i})
		}
		c = c.Opponent()
	}
}

// lineFor is the ply whose move the engine's line at main-line position
// at would play: the flagged move shown (the line replaces it), else, at
// the end of an unfinished game, the next move. 0: none.
func (r *reviewScene) lineFor(at int) int {
	if _, ok := r.flaggedAt(at); ok {
		return at
	}
	if at == len(r.moves) && r.an.report != nil && at < len(r.an.report.Positions) {
		if p := r.an.report.Positions[at]; !p.Over && p.Best.In(r.cfg.Size) {
			return at + 1
		}
	}
	return 0
}

// lineMoves is the engine's line playing ply lineAt (see lineFor), its
// best move first.
func (r *reviewScene) lineMoves(lineAt int) []engine.Point {
	var best engine.Point
	var line []engine.Point
	switch {
	case lineAt == 0:
		return nil
	case lineAt == len(r.moves)+1:
		p := r.an.report.Positions[len(r.moves)]
		best, line = p.Best, p.Line
	default:
		m, ok := r.flaggedAt(lineAt)
		if !ok {
			return nil
		}
		best, line = m.Best, m.Line
	}
	if len(line) == 0 || line[0] != best {
		return []engine.Point{best}
	}
	return line
}
