package input

import "gomoku/engine/app"

// FamilyKeyboard is the prompt family for the keyboard and mouse
// (app.KeyboardMouse); controllers use the Family of their DeviceAdded.
const FamilyKeyboard = "keyboard"

// PromptLabel names the button that performs action on a device of the
// given family, as printed on that hardware, for prompts such as
// "B  Place stone". Buttons are positional (see StartControllers): Place is
// always the bottom face button, which Xbox labels A, PlayStation Cross and
// Nintendo B. Unknown families get the generic (Xbox-style) names SDL uses;
// actions without a button give "".
//
// It is pure Go and imports nothing from SDL, so the app may call it (or
// the table may move into engine/app) when it builds its view.
func PromptLabel(family string, action app.IntentKind) string {
	t := promptTable(family)
	switch action {
	case app.MoveCursor:
		return t.move
	case app.Place:
		return t.south
	case app.Back:
		return t.east
	case app.Hint:
		return t.west
	case app.Menu:
		return t.start
	case app.Undo:
		return t.lb
	case app.Redo:
		return t.rb
	}
	return ""
}

// prompts is one family's labels by button position.
type prompts struct {
	move, south, east, west, start, lb, rb string
}

func promptTable(family string) prompts {
	switch family {
	case FamilyXbox:
		return prompts{move: "D-pad", south: "A", east: "B", west: "X", start: "Menu", lb: "LB", rb: "RB"}
	case FamilyPlayStation:
		// Words rather than the ✕ ○ □ symbols: they read in any font and
		// to a screen reader.
		return prompts{move: "D-pad", south: "Cross", east: "Circle", west: "Square", start: "Options", lb: "L1", rb: "R1"}
	case FamilyNintendo:
		// Positional: the bottom button (Place) is labelled B on Nintendo
		// pads, the right one A, the left one Y.
		return prompts{move: "+Control Pad", south: "B", east: "A", west: "Y", start: "+", lb: "L", rb: "R"}
	case FamilyKeyboard:
		return prompts{move: "Arrows", south: "Space", east: "Backspace", west: "H", start: "F10", lb: "Ctrl+Z", rb: "Ctrl+Y"}
	}
	return prompts{move: "D-pad", south: "A", east: "B", west: "X", start: "Start", lb: "LB", rb: "RB"}
}
