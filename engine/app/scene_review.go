package app

import (
	"time"

	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/record"
	"gomoku/engine/sound"
)

// reviewScene steps through a game's moves: the game just finished, or
// any record opened from a file, the game list or the command line, with
// its variations. The move list has the focus at first: ←/→ step along
// the line shown, ↑/↓ switch to the other variations at the move shown,
// Home/End jump to the line's start or end, P plays on from the position
// as a new game, H asks the engine, Back leaves a variation for the line
// it came from and then the review. Enter (pad A) puts a cursor on the
// board instead: arrows move it and Enter plays there, a variation
// (review_branch.go).
type reviewScene struct {
	moves []engine.Point // the main line
	at    int            // stones shown, along line
	cfg   engine.Config
	// rec is the record being reviewed; nil for the game just played.
	rec *record.Game
	// name is the file the record came from, shown in the panel.
	name string
	// from is where Back returns: the game list, or nil for the board;
	// ret, when set, overrides it (the board editor).
	from *gamesScene
	ret  scene
	// setup > 0: the first setup moves are a position set up in the
	// board editor, in no real order (review_position.go).
	setup int
	// The engine's hint, for the position (its moves) hintPos; hintFor
	// is the position asked about.
	hint             engine.Point
	hintPos, hintFor string
	think            *thinkJob
	// an is the whole-game analysis (review_analysis.go).
	an reviewAnalysis
	// tree is the main line with every variation, line the one being
	// stepped through (tree itself on the main line; review_tree.go).
	tree, line *reviewLine
	// onBoard: the board has the focus, with the cursor at cursor.
	onBoard bool
	cursor  engine.Point
	// list is the move list as last drawn (review_list.go).
	list moveListState
	// compact: the panel is short for its text (view).
	compact bool
}

// record is the reviewed game as a record, for saving and copying.
func (r *reviewScene) record() *record.Game {
	rec := record.NewGame(r.cfg.Size, r.cfg.Rule)
	rec.Moves = append(rec.Moves, r.moves...)
	if r.rec != nil {
		rec = r.rec.Clone()
	}
	rec.Variations = r.tree.variations()
	return rec
}

// openReview shows the finished game from its last move.
func (a *App) openReview() {
	a.cancelThink()
	ms := a.game.Moves()
	t := newReviewTree(ms, nil)
	a.show(&reviewScene{moves: ms, at: len(ms), cfg: movesOnly(a.game.Config()), tree: t, line: t})
}

// openRecord reviews a record, from its last move. Back returns to the
// game list from, or to the board when from is nil.
func (a *App) openRecord(rec *record.Game, name string, from *gamesScene) {
	a.cancelThink()
	t := newReviewTree(rec.Moves, rec.Variations)
	a.show(&reviewScene{
		moves: rec.Moves, at: len(rec.Moves), rec: rec, name: name, from: from,
		cfg: movesOnly(withBoard(a.setup.Game, rec.Size, rec.Rule)), tree: t, line: t,
	})
}

func (*reviewScene) screen() Screen { return ScreenReview }
func (*reviewScene) live() bool     { return false }

func (r *reviewScene) update(a *App, in Intent) {
	a.dirty = true
	if r.onBoard && r.boardIntent(a, in) {
		return
	}
	switch in.Kind {
	case MoveCursor:
		switch {
		case in.DX != 0 && r.stepLine(in.DX):
		case in.DX != 0:
			r.goTo(r.line, r.at+in.DX)
		case in.DY != 0:
			r.switchBranch(a, -in.DY) // up the list: the previous one
			return
		}
		a.cue(sound.Menu)
	case StepFirst:
		r.goTo(r.line, 0)
		a.cue(sound.Menu)
	case StepLast:
		r.goTo(r.line, r.line.end())
		a.cue(sound.Menu)
	case Undo:
		r.goTo(r.line, r.at-1)
	case Redo:
		r.goTo(r.line, r.at+1)
	case Place:
		r.focusBoard(a)
	case PlayOn:
		r.continueFrom(a, r.shown())
	case Hint:
		r.askHint(a)
	case Analyse, FocusPanel:
		// The pad's top button is the panel's action: after a game it
		// reaches the game-over buttons, here it analyses the game.
		r.analyse(a)
	case Menu:
		r.openMenu(a) // scene_review_menu.go
	case Back:
		if r.line != r.tree {
			r.upLevel() // Back first returns from a variation to its line
			break
		}
		if r.an.line > 0 || r.an.job != nil && !r.an.job.cacheOnly {
			r.analyse(a) // Back first leaves the line or stops the analysis
			break
		}
		r.back(a)
	case PointerMove:
		a.pointerX, a.pointerY, a.pointerIn = in.X, in.Y, true
	case PointerDown:
		r.pointerDown(a, in.X, in.Y)
	}
}

// pointerDown is a click or tap: on a button, the graph, the move list or
// the board (a variation's move there).
func (r *reviewScene) pointerDown(a *App, x, y int) {
	a.pointerX, a.pointerY, a.pointerIn = x, y, true
	for _, b := range r.buttons(a) {
		if b.Rect.Contains(x, y) && b.Enabled {
			r.step(a, b.ID)
			return
		}
	}
	switch {
	case r.graphClick(x, y), r.listClick(x, y):
		a.cue(sound.Menu)
	default:
		if p, ok := a.layout.Grid.PointAt(x, y); ok {
			r.cursor = p
			r.playBranch(a, p)
		}
	}
}

// back returns where the review was opened from.
func (r *reviewScene) back(a *App) {
	if r.ret != nil {
		a.show(r.ret)
		return
	}
	if r.from != nil {
		a.show(r.from)
		return
	}
	a.show(a.play)
}

// continueFrom starts a new game of the current kind, on the reviewed
// game's board and rule, from its first moves.
func (r *reviewScene) continueFrom(a *App, moves []engine.Point) {
	s := a.setup
	s.Game = withBoard(s.Game, r.cfg.Size, r.cfg.Rule)
	r.cancelHint()
	if err := a.startFrom(s, moves); err != nil {
		a.failed(i18n.KeyErrorGeneric, err)
	}
}

// askHint asks the engine for the best move in the shown position.
func (r *reviewScene) askHint(a *App) {
	if a.opts.Computer == nil {
		a.setToast(a.t(i18n.KeyReviewNoHint))
		return
	}
	if r.think != nil {
		return
	}
	shown := r.shown()
	r.hintFor = engine.FormatMoves(shown)
	req := ThinkRequest{
		Config: r.cfg, History: engine.History{Moves: shown},
		Level: max(len(a.opts.Levels)-1, 0), Limit: hintLimit, Seed: a.opts.Seed,
	}
	r.think = startThink(a.opts.Computer, req, true, len(shown), a.now)
	a.setToast(a.t(i18n.KeyStatusHintWait))
}

// tick shows the hint once the engine answers, if the same position is
// still shown.
func (r *reviewScene) tick(a *App) {
	r.tickAnalysis(a)
	if r.think == nil {
		return
	}
	res, ok := r.think.poll()
	if !ok {
		return
	}
	r.think = nil
	a.dirty = true
	shown := r.shown()
	switch {
	case engine.FormatMoves(shown) != r.hintFor:
		return // stepped meanwhile: the answer is for another position
	case res.err != nil:
		a.failed(i18n.KeyErrorEngine, res.err)
	default:
		r.hint, r.hintPos = res.move, r.hintFor
		toMove := engine.Black
		if len(shown)%2 == 1 {
			toMove = engine.White
		}
		a.setToast(a.textHint(res, toMove))
		a.cue(sound.Hint)
	}
}

// wake polls the hint every frame while the engine thinks.
func (r *reviewScene) wake(a *App) time.Time {
	if r.think != nil {
		return a.frame()
	}
	return r.wakeAnalysis(a)
}

// leave stops a hint search and the analysis: their answers would be for
// a screen that is gone.
func (r *reviewScene) leave(a *App) {
	if m, ok := a.scene.(*reviewMenuScene); ok && m.r == r {
		return // its menu, over it: the work goes on
	}
	r.cancelHint()
	r.cancelAnalysis()
}

func (r *reviewScene) cancelHint() {
	if r.think != nil {
		r.think.cancel()
		r.think = nil
	}
}

// board is the position shown and its stones in order. It is built stone
// by stone, not replayed through the rules: every move was legal when
// played, and a replay would stop early at an overline that did not end
// the game under this rule.
func (r *reviewScene) board() (engine.Board, []engine.Point) {
	b, _ := engine.NewBoard(r.cfg.Size)
	shown := r.shown()
	for i, p := range shown {
		c := engine.Black
		if i%2 == 1 {
			c = engine.White
		}
		b.Set(p, c)
	}
	return b, shown
}

// view shows the position with move numbers, and the panel says what is
// being reviewed, which move is shown and which keys do what. A panel
// short for its text drops the title and shares lines (compact); one
// whose wrapped lines leave the analysis no room for its graph is drawn
// compact too, since the graph is what the review is for.
func (r *reviewScene) view(a *App, v *View) {
	l := a.layout
	before := *v
	r.viewAs(a, v, l.Panel.H-r.liveRoom(a) < 20*l.TextPx)
	if !r.compact && v.Graph == nil && r.setup == 0 && (r.an.report != nil || r.an.job != nil && !r.an.job.cacheOnly) {
		*v = before
		r.viewAs(a, v, true)
	}
}

func (r *reviewScene) viewAs(a *App, v *View, compact bool) {
	b, order := r.board()
	v.Board, v.Order, v.MoveNumbers = b, order, true
	if len(order) > 0 {
		v.LastMove, v.HasLast = order[len(order)-1], true
	}
	l := a.layout
	pad := max(l.TextPx/2, 4)
	x, y, w := l.Panel.X+pad, l.Panel.Y+pad, l.Panel.W-2*pad
	// Lines too long for the panel wrap rather than shrink.
	add := func(text string, px int, style TextStyle) {
		if style == StyleTitle {
			px = headingPx(text, px, MinTextPx*4/3, w)
		}
		for _, part := range wrapText(text, px, w) {
			v.Lines = append(v.Lines, TextLine{Text: part, X: x, Y: y, Px: px, MaxW: w, Style: style})
			y += px * 3 / 2
		}
	}
	r.compact = compact
	if !r.compact {
		add(a.t(i18n.KeyOverReview), l.TitlePx, StyleTitle)
	}
	switch {
	case r.setup > 0:
		add(a.t(i18n.KeyReviewSetup, "n", r.setup), l.TextPx, StyleBody)
		add(a.t(i18n.KeyPanelRuleSize, "rule", a.ruleName(r.cfg.Rule), "size", r.cfg.Size), l.TextPx, StyleMuted)
	case r.rec != nil:
		r.recordLines(a, add)
	default:
		add(a.textRuleLine(a.setup), l.TextPx, StyleMuted)
	}
	if name, ok := a.namedOpening(r.cfg, r.moves); ok && r.setup == 0 && !r.compact {
		add(name, l.TextPx, StyleMuted) // rif_text.go: "Kagetsu (4D)"
	}
	movePx := l.TextPx * 5 / 4
	if r.compact && l.Portrait {
		movePx = l.TextPx
	}
	add(a.t(i18n.KeyStatusMove, "n", r.at)+" / "+itoa(r.line.end()), movePx, StyleBody)
	v.Buttons = r.buttonsAt(a, y)
	y = v.Buttons[len(v.Buttons)-1].Rect.Y + v.Buttons[len(v.Buttons)-1].Rect.H + l.TextPx/2
	if r.hintPos != "" && r.hintPos == engine.FormatMoves(order) && r.hint.In(r.cfg.Size) && v.Board.At(r.hint) == engine.Empty {
		v.Hint, v.ShowHint = r.hint, true
	}
	if r.onBoard {
		v.Cursor, v.ShowCursor = r.cursor, true
		v.ToMove = engine.Black
		if len(order)%2 == 1 {
			v.ToMove = engine.White
		}
	}
	// The analysis (verdict, graph) comes first; the key help follows
	// as far as the panel has room, so a narrow portrait panel keeps the
	// graph rather than the reminder of the keys.
	r.analysisView(a, v)
	for _, ln := range v.Lines {
		y = max(y, ln.Y+ln.Px*3/2)
	}
	if v.Graph != nil {
		y = max(y, v.Graph.Rect.Y+v.Graph.Rect.H+pad)
	}
	bottom := l.Panel.Y + l.Panel.H - pad
	y = r.moveListView(a, v, y, bottom-r.liveRoom(a))
	help := i18n.KeyReviewHelp
	if r.onBoard {
		help = i18n.KeyReviewHelpBoard
	}
	for _, h := range wrapLines(append(splitHelp(a.t(help)), splitHelp(a.t(i18n.KeyReviewHelpMore))...), l.SmallPx, w) {
		if y+l.SmallPx*3/2 > bottom {
			break
		}
		add(h, l.SmallPx, StyleMuted)
	}
}

// recordLines are the review panel's lines about an opened record: its
// file, players and result, rule and size.
func (r *reviewScene) recordLines(a *App, add func(string, int, TextStyle)) {
	l := a.layout
	if r.name != "" && !r.compact {
		add(r.name, l.SmallPx, StyleMuted)
	}
	// Players and result share a line: the panel's height is for the
	// graph and the move list.
	who := a.textPlayers(r.rec.Black, r.rec.White) + " · " + a.textOutcome(r.rec.Result.Outcome)
	rule := a.t(i18n.KeyPanelRuleSize, "rule", a.ruleName(r.cfg.Rule), "size", r.cfg.Size)
	if r.compact {
		// One line: the rule goes when it would need a second (the
		// board shows its size).
		if both := who + " · " + rule; len(wrapText(both, l.TextPx, l.Panel.W-2*max(l.TextPx/2, 4))) == 1 {
			who = both
		}
		add(who, l.TextPx, StyleBody)
		return
	}
	add(who, l.TextPx, StyleBody)
	add(rule, l.TextPx, StyleMuted)
}
