package app

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/record"
)

// gamesPage is how many games the list shows at once: every row stays
// large enough to read and to hit, and a controller pages with one row.
const gamesPage = 8

// Folders the game list can show, in the order of its Folder row.
const (
	folderSaved = iota
	folderRecent
)

// gamesScene is the game list (Open game, Recent games): which folder,
// which page, and the files found (read on a goroutine; the frame loop
// only polls). Choosing a game reviews it; Back from the review comes
// back here.
type gamesScene struct {
	subMenu
	folder  int
	page    int
	entries []record.Entry
	err     error
	job     *listJob
}

type listResult struct {
	entries []record.Entry
	err     error
}

// listJob reads a folder of records on its own goroutine: a folder of
// many games on a slow card must not hold up a frame.
type listJob struct {
	done chan listResult
}

func startList(dir string) *listJob {
	j := &listJob{done: make(chan listResult, 1)}
	go func() {
		defer func() {
			if r := recover(); r != nil {
				j.done <- listResult{err: fmt.Errorf("app: listing %s: %v", dir, r)}
			}
		}()
		es, err := record.List(dir)
		j.done <- listResult{entries: es, err: err}
	}()
	return j
}

func (j *listJob) poll() (listResult, bool) {
	select {
	case r := <-j.done:
		return r, true
	default:
		return listResult{}, false
	}
}

// openGames shows the game list of a folder; Back returns to from.
func (a *App) openGames(folder int, from scene) {
	a.cancelThink()
	g := &gamesScene{subMenu: subMenu{from: from}, folder: folder}
	g.list(a)
	a.show(g)
}

func (*gamesScene) screen() Screen { return ScreenGames }

func (g *gamesScene) update(a *App, in Intent) { a.menuIntent(g, in) }

// enter shows the list afresh, the focus on the folder row (coming back
// from a reviewed game).
func (g *gamesScene) enter(a *App) { g.build(a, false) }

// list (re)reads the current folder in the background.
func (g *gamesScene) list(a *App) {
	dir := GamesDir
	if g.folder == folderRecent {
		dir = RecentDir
	}
	g.entries, g.err, g.page = nil, nil, 0
	g.job = startList(a.recordsDir(dir))
}

// tick collects a finished listing.
func (g *gamesScene) tick(a *App) {
	if g.job == nil {
		return
	}
	res, ok := g.job.poll()
	if !ok {
		return
	}
	g.job = nil
	g.entries, g.err = res.entries, res.err
	g.build(a, true)
	g.focusFirstGame()
	a.dirty = true
}

// wake polls the listing every frame while it runs.
func (g *gamesScene) wake(a *App) time.Time {
	if g.job != nil {
		return a.frame()
	}
	return time.Time{}
}

// focusFirstGame puts the focus on the page's first game that can be
// opened, if any.
func (g *gamesScene) focusFirstGame() {
	for i, it := range g.m.items {
		if it.id == rowGame && g.m.focusable(i) {
			g.m.focus = i
			return
		}
	}
}

// build makes the list's menu: the folder row, a page of games (newest
// first; unreadable files listed with their error, read-only), paging rows
// and Back. keepFocus keeps the focus on the same row.
func (g *gamesScene) build(a *App, keepFocus bool) {
	var focus *menuItem
	if keepFocus {
		focus = g.m.focused()
	}
	items := []menuItem{{
		id: rowFolder, label: a.t(i18n.KeyGamesFolder),
		options:  []string{a.t(i18n.KeyGamesSaved), a.t(i18n.KeyMenuRecentGames)},
		selected: g.folder,
	}}
	pages := max((len(g.entries)+gamesPage-1)/gamesPage, 1)
	g.page = clamp(g.page, 0, pages-1)
	switch {
	case g.job != nil:
		items = append(items, menuItem{info: true, label: a.t(i18n.KeyGamesLoading)})
	case g.err != nil:
		items = append(items, menuItem{info: true, label: a.t(i18n.KeyErrorList, "error", g.err)})
	case len(g.entries) == 0:
		items = append(items, menuItem{info: true, label: a.t(i18n.KeyGamesNone)})
	}
	first := g.page * gamesPage
	for i := first; i < min(first+gamesPage, len(g.entries)); i++ {
		items = append(items, entryItem(a, i, g.entries[i]))
	}
	if g.page > 0 {
		items = append(items, menuItem{id: rowNewer, label: a.t(i18n.KeyGamesNewer)})
	}
	if g.page < pages-1 {
		items = append(items, menuItem{id: rowOlder, label: a.t(i18n.KeyGamesOlder)})
	}
	items = append(items, menuItem{id: rowBack, label: a.t(i18n.KeyButtonBack)})
	m := &menu{title: a.t(i18n.KeyMenuOpenGame), items: items}
	if pages > 1 {
		m.subtitle = a.t(i18n.KeyGamesPage, "n", g.page+1, "total", pages)
	}
	m.fixFocus()
	if focus != nil {
		m.focusArg(focus.id, focus.arg)
	}
	g.m = *m
}

// entryItem is one game's row: its name, then date, players, moves and
// result; a file that could not be read shows its error instead.
func entryItem(a *App, i int, e record.Entry) menuItem {
	name := strings.TrimSuffix(e.Name, filepath.Ext(e.Name))
	if e.Err != nil || e.Game == nil {
		return menuItem{info: true, label: name, value: a.t(i18n.KeyGamesUnreadable, "error", a.reason(e.Err))}
	}
	return menuItem{id: rowGame, arg: i, label: name, value: textEntry(a, e), card: gameCard(a, e)}
}

// gameCard shows a game as a player remembers it: who played (and the
// computer's level), the result from their side, how long it was and
// when, beside a picture of the final position.
func gameCard(a *App, e record.Entry) *GameCard {
	g := e.Game
	b := boardOf(g.Size, g.Moves)
	c := &GameCard{Size: g.Size, Title: a.textPlayers(g.Black, g.White)}
	for _, p := range g.Moves {
		switch b.At(p) {
		case engine.Black:
			c.Black = append(c.Black, p)
		case engine.White:
			c.White = append(c.White, p)
		}
	}
	if g.Event != "" {
		c.Title += " · " + g.Event
	}
	result := a.textOutcome(g.Result.Outcome)
	you := a.t(i18n.KeySeatYou)
	mine := engine.Empty
	switch {
	case g.Black == you && g.White != you:
		mine = engine.Black
	case g.White == you && g.Black != you:
		mine = engine.White
	}
	if w := g.Result.Outcome.Winner(); mine != engine.Empty && w != engine.Empty {
		c.Won, c.Lost = w == mine, w != mine
		result = a.t(i18n.KeyGamesResultYouLost)
		if c.Won {
			result = a.t(i18n.KeyGamesResultYouWon)
		}
	}
	c.Details = result + " · " + a.t(i18n.KeyStatsMoves, "n", e.Moves) + " · " + entryDate(e)
	return c
}

func entryDate(e record.Entry) string {
	if !e.Date.Equal(e.ModTime) && e.Date.Equal(e.Date.Truncate(24*time.Hour)) {
		return e.Date.Format("2006-01-02") // the record keeps only the day
	}
	return e.Date.Local().Format("2006-01-02 15:04")
}

func textEntry(a *App, e record.Entry) string {
	return a.t(i18n.KeyGamesDetails, "date", entryDate(e), "players", a.textPlayers(e.Black, e.White),
		"moves", a.t(i18n.KeyStatsMoves, "n", e.Moves), "result", a.textOutcome(e.Result.Outcome))
}

func (a *App) textPlayers(black, white string) string {
	if black == "" {
		black = a.t(i18n.KeyColorBlack)
	}
	if white == "" {
		white = a.t(i18n.KeyColorWhite)
	}
	return a.t(i18n.KeyGamesPlayers, "black", black, "white", white)
}

func (a *App) textOutcome(o record.Outcome) string {
	switch o {
	case record.BlackWins:
		return a.t(i18n.KeyGamesResultBlack)
	case record.WhiteWins:
		return a.t(i18n.KeyGamesResultWhite)
	case record.Draw:
		return a.t(i18n.KeyGamesResultDraw)
	}
	return a.t(i18n.KeyGamesResultUnknown)
}

// activate opens a game in review, or turns the page.
func (g *gamesScene) activate(a *App, it *menuItem) {
	switch it.id {
	case rowGame:
		i := it.arg
		if i < 0 || i >= len(g.entries) || g.entries[i].Game == nil {
			return
		}
		e := g.entries[i]
		a.openRecord(e.Game, e.Name, g)
	case rowNewer, rowOlder:
		if it.id == rowNewer {
			g.page--
		} else {
			g.page++
		}
		id := it.id
		g.build(a, true)
		if f := g.m.focused(); f == nil || f.id != id {
			g.focusFirstGame()
		}
	default:
		g.subMenu.activate(a, it)
	}
}

// changed lists the folder the Folder row now names.
func (g *gamesScene) changed(a *App) {
	g.folder = g.m.item(rowFolder).selected
	g.list(a)
	g.build(a, true)
}
