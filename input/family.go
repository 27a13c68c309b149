package input

import (
	"strings"

	"gomoku/engine/app"
)

// Controller families, for button prompts (app.Intent.Family).
const (
	FamilyXbox        = app.FamilyXbox
	FamilyPlayStation = app.FamilyPlayStation
	FamilyNintendo    = app.FamilyNintendo
	FamilyGeneric     = app.FamilyGeneric
)

// USB vendor IDs of the three console makers. Their own pads, and licensed
// pads in their mode (8BitDo in Switch mode reports Nintendo's ID), carry
// these.
const (
	vendorMicrosoft = 0x045e
	vendorSony      = 0x054c
	vendorNintendo  = 0x057e
)

// familyOf classifies a controller by USB vendor ID, then by the name SDL
// gives it (which for third-party pads usually names the console: "PDP
// Xbox One Controller", "PS4 Controller"). go-sdl2 v0.4.40 does not wrap
// SDL_GameControllerGetType, and SDL's type table is itself keyed on these
// vendor IDs, so this agrees with it for first-party pads.
func familyOf(vendor int, name string) string {
	switch vendor {
	case vendorMicrosoft:
		return FamilyXbox
	case vendorSony:
		return FamilyPlayStation
	case vendorNintendo:
		return FamilyNintendo
	}
	n := strings.ToLower(name)
	for _, k := range []struct {
		family string
		words  []string
	}{
		{FamilyXbox, []string{"xbox", "x-box", "xinput"}},
		{FamilyPlayStation, []string{"playstation", "dualshock", "dualsense", "ps3", "ps4", "ps5"}},
		{FamilyNintendo, []string{"nintendo", "switch", "joy-con", "wii", "gamecube"}},
	} {
		for _, w := range k.words {
			if strings.Contains(n, w) {
				return k.family
			}
		}
	}
	return FamilyGeneric
}
