package app

// Apply carries out one intent.
func (a *App) Apply(in Intent) {
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
	if a.recordIntent(in) {
		return
	}
	if a.clockHeld && a.scene == scene(a.play) && in.Kind != PointerMove && in.Kind != PointerLeave {
		// The player is back at the restored game: its clock goes on.
		a.clockHeld = false
		a.dirty = true
	}
	a.scene.update(a, in)
}
