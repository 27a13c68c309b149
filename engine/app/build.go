package app

import "gomoku/engine"

// View builds the snapshot the renderer draws: the parts every screen
// shares (board size and labels, theme, the toast, the boss sheet), then
// whatever the current scene shows.
func (a *App) View() View {
	cfg := a.game.Config()
	cfg.Size = a.boardSize()
	v := View{
		Layout:      a.layout,
		Theme:       a.settings.Theme,
		Boss:        a.boss,
		Size:        cfg.Size,
		StarPoints:  engine.StarPoints(cfg.Size),
		Columns:     columnLabels(cfg.Size),
		Rows:        rowLabels(cfg.Size),
		ShowCoords:  a.settings.Coordinates,
		MoveNumbers: a.settings.MoveNumbers,
		Toast:       a.toast,
		Lang:        a.tr.Tag(),
	}
	if a.boss {
		v.Sheet = a.bossSheet()
		return v
	}
	a.scene.view(a, &v)
	a.liveView(&v)
	a.threatView(&v)
	v.Magnifier = a.magnifierView()
	return v
}

func columnLabels(size int) []string {
	out := make([]string, size)
	for i := range out {
		out[i] = string(rune('a' + i))
	}
	return out
}

func rowLabels(size int) []string {
	out := make([]string, size)
	for i := range out {
		out[i] = itoa(i + 1)
	}
	return out
}
