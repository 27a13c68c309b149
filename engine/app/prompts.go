package app

// Controller families, for button prompts (Intent.Family). FamilyKeyboard
// is the keyboard and mouse (KeyboardMouse).
const (
	FamilyXbox        = "xbox"
	FamilyPlayStation = "playstation"
	FamilyNintendo    = "nintendo"
	FamilyGeneric     = "generic"
	FamilyKeyboard    = "keyboard"
)

// PromptLabel names the button that performs action on a device of the
// given family, as printed on that hardware, for prompts such as
// "B  Place stone". Buttons are positional (see StartControllers): Place is
// always the bottom face button, which Xbox labels A, PlayStation Cross and
// Nintendo B. Unknown families get the generic (Xbox-style) names SDL uses;
// actions without a button give "".
//
// Button names are what is printed on the hardware, the same in every
// language, so they are data here rather than catalog messages.
func PromptLabel(family string, action IntentKind) string {
	t := promptTable(family)
	switch action {
	case MoveCursor:
		return t.move
	case Place:
		return t.south
	case Back:
		return t.east
	case Hint:
		return t.west
	case FocusPanel:
		return t.north
	case Menu:
		return t.start
	case Undo:
		return t.lb
	case Redo:
		return t.rb
	}
	return ""
}

// prompts is one family's labels by button position.
type prompts struct {
	move, south, east, west, north, start, lb, rb string
}

func promptTable(family string) prompts {
	switch family {
	case FamilyXbox:
		return prompts{move: "D-pad", south: "A", east: "B", west: "X", north: "Y", start: "Menu", lb: "LB", rb: "RB"}
	case FamilyPlayStation:
		// Words rather than the ✕ ○ □ symbols: they read in any font and
		// to a screen reader.
		return prompts{move: "D-pad", south: "Cross", east: "Circle", west: "Square", north: "Triangle", start: "Options", lb: "L1", rb: "R1"}
	case FamilyNintendo:
		// Positional: the bottom button (Place) is labelled B on Nintendo
		// pads, the right one A, the left one Y.
		return prompts{move: "+Control Pad", south: "B", east: "A", west: "Y", north: "X", start: "+", lb: "L", rb: "R"}
	case FamilyKeyboard:
		return prompts{move: "Arrows", south: "Space", east: "Backspace", west: "H", north: "Tab", start: "F10", lb: "Ctrl+Z", rb: "Ctrl+Y"}
	}
	return prompts{move: "D-pad", south: "A", east: "B", west: "X", north: "Y", start: "Start", lb: "LB", rb: "RB"}
}
