package app

import (
	"testing"
)

func TestPromptLabels(t *testing.T) {
	cases := []struct {
		family string
		action IntentKind
		want   string
	}{
		// The bottom face button places on every pad; each family names it
		// its own way.
		{FamilyXbox, Place, "A"},
		{FamilyPlayStation, Place, "Cross"},
		{FamilyNintendo, Place, "B"},
		{FamilyGeneric, Place, "A"},
		{FamilyXbox, Back, "B"},
		{FamilyPlayStation, Back, "Circle"},
		{FamilyNintendo, Back, "A"},
		{FamilyXbox, Hint, "X"},
		{FamilyPlayStation, Hint, "Square"},
		{FamilyNintendo, Hint, "Y"},
		{FamilyXbox, Menu, "Menu"},
		{FamilyPlayStation, Menu, "Options"},
		{FamilyNintendo, Menu, "+"},
		{FamilyXbox, Undo, "LB"},
		{FamilyPlayStation, Redo, "R1"},
		{FamilyNintendo, Undo, "L"},
		{FamilyKeyboard, Place, "Space"},
		{"no such family", Place, "A"},
		{FamilyXbox, Quit, ""},
	}
	for _, c := range cases {
		if got := PromptLabel(c.family, c.action); got != c.want {
			t.Errorf("PromptLabel(%q, %v) = %q, want %q", c.family, c.action, got, c.want)
		}
	}
	for _, f := range []string{FamilyXbox, FamilyPlayStation, FamilyNintendo, FamilyGeneric, FamilyKeyboard} {
		for _, a := range []IntentKind{MoveCursor, Place, Back, Hint, Menu, Undo, Redo} {
			if PromptLabel(f, a) == "" {
				t.Errorf("%s has no label for %v", f, a)
			}
		}
	}
}
