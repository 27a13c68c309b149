package app

// boardPosition is the position being edited. The engine only looks at
// one the editor's check accepts (no five on the board, stone counts
// that fit the side to move); the check runs once per new position.
func (e *editorScene) boardPosition(*App) (boardPosition, bool) {
	bp := newBoardPosition(e.position(), e.board, e.toMove, true)
	cfg, board, toMove := e.cfg, e.board, e.toMove
	bp.legal = func() bool { return checkPosition(cfg, &board, toMove).key == "" }
	return bp, true
}

func (*editorScene) analysisBoard() bool { return true }
