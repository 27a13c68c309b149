package app

// Apply carries out one intent.
func (a *App) Apply(in Intent) {
	if a.touchIntent(in) {
		return
	}
	closed := a.backClosed
	a.backClosed = false
	if in.Kind == BossKey && closed {
		// The boss key is the second of two quick Escapes, the first of
		// which was Back. When that Back closed something (a menu, a
		// prompt, a pending stone, a notice), the player is backing out
		// of nested screens, not hiding the game: this Escape is one more
		// Back. Only a first Escape with nothing to close arms the boss
		// key, so backing out never lands on the spreadsheet.
		in.Kind = Back
	}
	if in.Kind == Back && !a.boss {
		before := a.backState()
		defer func() { a.backClosed = a.backState() != before }()
	}
	switch in.Kind {
	case Quit:
		a.cancelThink()
		a.autosave()
		a.emit(Effect{Kind: EffectQuit})
		return
	case ToggleFullscreen:
		a.settings.Fullscreen = !a.settings.Fullscreen
		a.emit(Effect{Kind: EffectFullscreen, On: a.settings.Fullscreen})
		a.saveSettings()
		return
	case Resize:
		a.opts.Width, a.opts.Height = in.X, in.Y
		a.relayout()
		a.refreshHover()
		a.dirty = true
		return
	case BossKey:
		a.boss = !a.boss
		a.dirty = true
		if a.boss {
			// Silence and stillness: the clocks stop (runClock sees boss).
			a.runClock()
		}
		return
	case NewGame:
		if _, open := a.scene.(*newGameScene); !a.boss && !open {
			a.openNewGame(a.returnPoint())
		}
		return
	case DeviceAdded:
		a.deviceAdded(in)
		return
	case DeviceRemoved:
		a.deviceRemoved(in)
		return
	}
	if a.boss {
		// The boss screen hides the game completely; nothing typed while
		// it shows may change the game underneath.
		return
	}
	if a.recordIntent(in) || a.liveIntent(in) {
		return
	}
	if a.clockHeld && a.scene == scene(a.play) && in.Kind != PointerMove && in.Kind != PointerLeave {
		// The player is back at the restored game: its clock goes on.
		a.clockHeld = false
		a.dirty = true
	}
	a.scene.update(a, in)
}

// backStateKey is what a Back can close: the screen, a pending stone, the
// game-over focus and the notice showing.
type backStateKey struct {
	scene   scene
	pending bool
	over    int
	notices int
}

func (a *App) backState() backStateKey {
	return backStateKey{a.scene, a.play.pendingOK, a.play.overFocus, len(a.notices)}
}
