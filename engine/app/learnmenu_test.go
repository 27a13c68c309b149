package app

import "testing"

// TestLearnMenuReachesPuzzlesAndEditor: from a game, Menu → Learn… opens
// Puzzles and the board editor (and How to play); Back from either comes
// back to the board with the game as it was, and Back from the submenu
// to the in-game menu with Learn… focused.
func TestLearnMenuReachesPuzzlesAndEditor(t *testing.T) {
	for _, tc := range []struct {
		row  rowID
		want Screen
	}{{rowPuzzles, ScreenPuzzles}, {rowEditor, ScreenEditor}, {rowHowTo, ScreenHowTo}} {
		a := newApp(t, nil)
		playKeys(t, a, "h8a1")
		a.Apply(Intent{Kind: Menu})
		shownMenu(a).focusID(rowLearn)
		a.Apply(Intent{Kind: Place})
		if _, ok := a.scene.(*learnMenuScene); !ok {
			t.Fatalf("Learn… opened %T", a.scene)
		}
		shownMenu(a).focusID(tc.row)
		a.Apply(Intent{Kind: Place})
		if a.Screen() != tc.want {
			t.Fatalf("row %v opened %v, want %v", tc.row, a.Screen(), tc.want)
		}
		a.Apply(Intent{Kind: Back})
		if a.Screen() != ScreenPlay || a.Game().MoveCount() != 2 {
			t.Fatalf("Back from %v: %v with %d moves", tc.want, a.Screen(), a.Game().MoveCount())
		}
	}
	a := newApp(t, nil)
	a.Apply(Intent{Kind: Menu})
	shownMenu(a).focusID(rowLearn)
	a.Apply(Intent{Kind: Place})
	a.Apply(Intent{Kind: Back})
	if _, ok := a.scene.(*gameMenuScene); !ok || shownMenu(a).focused().id != rowLearn {
		t.Fatalf("Back from Learn… went to %T", a.scene)
	}
}
