package app

import (
	"fmt"
	"testing"
	"time"
)

// TestMenuRowsTheScenesReadExist opens every screen that reads its rows
// back by ID (new game, settings, the game list) with and without a
// computer player and a config folder, and runs each reader on every
// value of every choice row. A row read but not built would be a nil
// row here, in a test, rather than a crash in a player's hands. Every menu
// must also name each row once, or a lookup would find the wrong one.
func TestMenuRowsTheScenesReadExist(t *testing.T) {
	for _, c := range []struct {
		name string
		mod  func(*Options)
	}{
		{"two players", func(o *Options) { o.ConfigDir = "" }},
		{"with a computer and files", func(o *Options) {
			o.Computer = &fakeEngine{}
			o.Levels = []string{"Beginner", "Casual", "Master"}
			o.LevelTimes = make([]time.Duration, 3)
			o.ConfigDir = t.TempDir()
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := newApp(t, c.mod)
			read := func(what string, f func()) {
				t.Helper()
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%s: %v", what, r)
					}
				}()
				f()
			}
			// everyValue steps each choice row of the menu on screen
			// through all its values, running the scene's reaction and
			// reader after each step (the language row rebuilds the menu).
			changed := func(reader func(*menu)) func(*menu) {
				return func(m *menu) {
					a.scene.(menuScene).changed(a)
					reader(m)
				}
			}
			everyValue := func(reader func(*menu)) {
				t.Helper()
				for i := range shownMenu(a).items {
					for range shownMenu(a).items[i].options {
						m := shownMenu(a)
						m.focus = i
						m.cycle(1)
						read(fmt.Sprintf("row %d", m.items[i].id), func() { reader(m) })
					}
				}
			}
			a.openNewGame(a.play)
			uniqueRows(t, "new game", shownMenu(a))
			everyValue(changed(func(*menu) { _ = a.scene.(*newGameScene).setup(a) }))

			a.openSettings(a.play)
			uniqueRows(t, "settings", shownMenu(a))
			everyValue(changed(func(*menu) {}))

			a.openGames(folderSaved, a.play)
			waitList(t, a)
			uniqueRows(t, "game list", shownMenu(a))
			everyValue(changed(func(*menu) {}))
			waitList(t, a)

			for _, open := range []struct {
				name string
				f    func()
			}{
				{"title", a.openTitle},
				{"statistics", func() { a.openStats(a.play) }},
				{"game menu", func() { a.startGame(a.setup); a.openGameMenu() }},
				{"undo prompt", func() { a.startGame(a.setup); playKeys(t, a, "h8"); a.askUndo() }},
				{"resign prompt", func() { a.startGame(a.setup); a.askResign() }},
			} {
				open.f()
				if m := shownMenu(a); m != nil {
					uniqueRows(t, open.name, m)
				}
			}
		})
	}
}

func uniqueRows(t *testing.T, name string, m *menu) {
	t.Helper()
	seen := map[[2]int]bool{}
	for _, it := range m.items {
		k := [2]int{int(it.id), it.arg}
		if it.id != rowNone && seen[k] {
			t.Errorf("%s: row %d (arg %d) twice", name, it.id, it.arg)
		}
		seen[k] = true
	}
}

// shownMenu is the menu or prompt on screen, nil on the bare board.
func shownMenu(a *App) *menu {
	if s, ok := a.scene.(menuScene); ok {
		return s.rows()
	}
	return nil
}
