package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
)

// device is a connected game controller and the seat it plays for.
type device struct {
	id     int
	name   string
	family string
	seat   engine.Seat
}

// deviceAdded greets a controller and, in a two-player game, gives the
// second pad the second seat so each person keeps their own controller.
func (a *App) deviceAdded(in Intent) {
	for _, d := range a.devices {
		if d.id == in.Device {
			return
		}
	}
	d := device{id: in.Device, name: in.Name, family: in.Family}
	a.devices = append(a.devices, d)
	a.assignSeats()
	a.setToast(a.t(i18n.KeyToastPadJoined, "name", in.Name))
	if a.setup.Mode == ModeTwoPlayer && len(a.devices) == 2 {
		// Say who is who: each pad now plays only its own colour.
		first, second := a.devices[0], a.devices[1]
		a.setToast(a.t(i18n.KeyToastPadPlaysBlack, "name", first.name) + " · " +
			a.t(i18n.KeyToastPadPlaysWhite, "name", second.name))
	}
}

func (a *App) deviceRemoved(in Intent) {
	for i, d := range a.devices {
		if d.id == in.Device {
			a.devices = append(a.devices[:i], a.devices[i+1:]...)
			a.assignSeats()
			a.setToast(a.t(i18n.KeyToastPadLeft, "name", d.name))
			return
		}
	}
}

// assignSeats: with two or more pads, the first plays seat one and the
// second seat two; with one pad it drives whoever is to move.
func (a *App) assignSeats() {
	for i := range a.devices {
		a.devices[i].seat = engine.NoSeat
		if len(a.devices) >= 2 && i < 2 {
			a.devices[i].seat = engine.Seat(i + 1)
		}
	}
}

// ownsTurn reports whether input from dev may act for the player to move.
// The keyboard and mouse always may; a pad with a seat only on its turn.
func (a *App) ownsTurn(dev int) bool {
	if dev == KeyboardMouse || a.setup.Mode != ModeTwoPlayer {
		return true
	}
	for _, d := range a.devices {
		if d.id == dev {
			t := a.game.Turn()
			if d.seat == engine.NoSeat || t.Seat == engine.NoSeat || d.seat == t.Seat {
				return true
			}
			a.setToast(a.t(i18n.KeyStatusNotYourTurn) + " — " + a.textToMove(a.game.ToMove()))
			return false
		}
	}
	return true
}

// rumble shakes the pads on a win (strong) or a loss (weak).
func (a *App) rumble(strong bool) {
	if !a.settings.Rumble {
		return
	}
	for _, d := range a.devices {
		a.emit(Effect{Kind: EffectRumble, Device: d.id, Strong: strong})
	}
}
