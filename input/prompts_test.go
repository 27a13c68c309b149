package input

import (
	"testing"

	"gomoku/engine/app"
)

func TestPromptLabels(t *testing.T) {
	cases := []struct {
		family string
		action app.IntentKind
		want   string
	}{
		// The bottom face button places on every pad; each family names it
		// its own way.
		{FamilyXbox, app.Place, "A"},
		{FamilyPlayStation, app.Place, "Cross"},
		{FamilyNintendo, app.Place, "B"},
		{FamilyGeneric, app.Place, "A"},
		{FamilyXbox, app.Back, "B"},
		{FamilyPlayStation, app.Back, "Circle"},
		{FamilyNintendo, app.Back, "A"},
		{FamilyXbox, app.Hint, "X"},
		{FamilyPlayStation, app.Hint, "Square"},
		{FamilyNintendo, app.Hint, "Y"},
		{FamilyXbox, app.Menu, "Menu"},
		{FamilyPlayStation, app.Menu, "Options"},
		{FamilyNintendo, app.Menu, "+"},
		{FamilyXbox, app.Undo, "LB"},
		{FamilyPlayStation, app.Redo, "R1"},
		{FamilyNintendo, app.Undo, "L"},
		{FamilyKeyboard, app.Place, "Space"},
		{"no such family", app.Place, "A"},
		{FamilyXbox, app.Quit, ""},
	}
	for _, c := range cases {
		if got := PromptLabel(c.family, c.action); got != c.want {
			t.Errorf("PromptLabel(%q, %v) = %q, want %q", c.family, c.action, got, c.want)
		}
	}
	for _, f := range []string{FamilyXbox, FamilyPlayStation, FamilyNintendo, FamilyGeneric, FamilyKeyboard} {
		for _, a := range []app.IntentKind{app.MoveCursor, app.Place, app.Back, app.Hint, app.Menu, app.Undo, app.Redo} {
			if PromptLabel(f, a) == "" {
				t.Errorf("%s has no label for %v", f, a)
			}
		}
	}
}
