package app

import (
	"errors"
	"io/fs"
	"os"
	"strings"
	"testing"

	"gomoku/engine"
)

// answerYes answers the question showing with its first row, as a player
// does: Up (DY 1, as on the board) from the safe answer, then Enter.
func answerYes(t *testing.T, a *App) {
	t.Helper()
	if _, ok := a.scene.(*confirmScene); !ok {
		t.Fatalf("no question showing (scene %T)", a.scene)
	}
	a.Apply(Intent{Kind: MoveCursor, DY: 1})
	a.Apply(Intent{Kind: Place})
}

func movesOf(a *App) string { return engine.FormatMoves(a.Game().Moves()) }

func TestRestartKeyAsksAndKeepIsTheDefault(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8i9j10k11")
	a.Apply(Intent{Kind: Restart})
	v := a.View()
	if v.Menu == nil || v.Menu.Title != "Start this game again?" || v.Menu.Subtitle != "Kept in Recent games" {
		t.Fatalf("R did not ask: %+v", v.Menu)
	}
	if got := v.Menu.Items[1]; !got.Focused || got.Label != "Keep playing" {
		t.Fatalf("the safe answer is not the default: %+v", v.Menu.Items)
	}
	if movesOf(a) != "h8i9j10k11" {
		t.Fatalf("the game changed before the answer: %s", movesOf(a))
	}
	a.Apply(Intent{Kind: Place}) // Enter on the default
	if a.View().Menu != nil || movesOf(a) != "h8i9j10k11" {
		t.Fatalf("Enter on the default lost the game: %s", movesOf(a))
	}
	for _, keep := range []IntentKind{Back, Menu} { // Escape / the pad's B; M closes too
		a.Apply(Intent{Kind: Restart})
		a.Apply(Intent{Kind: keep})
		if a.Screen() != ScreenPlay || a.View().Menu != nil || movesOf(a) != "h8i9j10k11" {
			t.Fatalf("%v at the question: screen %v, moves %s", keep, a.Screen(), movesOf(a))
		}
	}
	a.Apply(Intent{Kind: Restart})
	answerYes(t, a)
	if a.Game().MoveCount() != 0 {
		t.Fatal("Yes did not restart")
	}
	// Even then the Undo right after brings the game back.
	a.Apply(Intent{Kind: Undo})
	if movesOf(a) != "h8i9j10k11" || a.Cursor().String() != "k11" {
		t.Fatalf("Undo after restart: %s, cursor %v", movesOf(a), a.Cursor())
	}
}

func TestRestartDoesNotAskWithNothingToLose(t *testing.T) {
	a := newApp(t, nil)
	a.Apply(Intent{Kind: Restart})
	if a.View().Menu != nil {
		t.Fatal("an empty board asked before restarting")
	}
	playKeys(t, a, "h8a1i8a2j8a3k8a4l8") // Black wins
	a.Apply(Intent{Kind: Restart})
	if a.View().Menu != nil || a.Game().MoveCount() != 0 {
		t.Fatal("a finished game asked before the next one")
	}
	if a.aside != nil {
		t.Fatal("a finished game was kept aside: it is already in Recent games")
	}
}

func TestPasteReplacesAndUndoBringsTheGameBack(t *testing.T) {
	dir := t.TempDir()
	a := newApp(t, inDir(dir))
	playKeys(t, a, "h8i9j10k11")
	a.TakeEffects()
	a.Apply(Intent{Kind: Paste, Text: "a1b2c3d4"})
	if movesOf(a) != "a1b2c3d4" {
		t.Fatalf("paste: %s", movesOf(a))
	}
	txt := strings.ReplaceAll(lineTexts(a.View()), "\n", " ")
	if !strings.Contains(txt, "Your game of 4 moves is in Recent games — Ctrl+Z brings it back") {
		t.Fatalf("the replacement is not said:\n%s", txt)
	}
	paths := runJobs(t, a, JobRecent)
	if len(paths) != 1 {
		t.Fatalf("the replaced game was not written to Recent games: %v", paths)
	}
	a.Apply(Intent{Kind: Undo})
	if movesOf(a) != "h8i9j10k11" || a.Game().ToMove() != engine.Black {
		t.Fatalf("Ctrl+Z after the paste: %s", movesOf(a))
	}
	// Back in play, it leaves Recent games: it is saved there when it ends.
	runJobs(t, a, JobForgetKept)
	if _, err := os.Stat(paths[0]); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("the game back in play is still in Recent games: %v", err)
	}
	if v := a.View(); v.Toast != "Your game is back (4 moves)" || strings.Contains(lineTexts(v), "brings it back") {
		t.Fatalf("toast %q, notice still up:\n%s", v.Toast, lineTexts(v))
	}
	// Undo now means what it always does: take back a move (two players:
	// the other one is asked).
	a.Apply(Intent{Kind: Undo})
	answerYes(t, a)
	if movesOf(a) != "h8i9j10" {
		t.Fatalf("the next Undo: %s", movesOf(a))
	}
}

func TestReplacedGameIsInRecentGames(t *testing.T) {
	a := newApp(t, inDir(t.TempDir()))
	playKeys(t, a, "h8i9j10k11")
	a.Apply(Intent{Kind: Paste, Text: "a1b2c3d4"})
	runJobs(t, a, JobRecent)
	a.openGames(folderRecent, a.play)
	waitList(t, a)
	shownMenu(a).focusID(rowGame)
	a.Apply(Intent{Kind: Place})
	if a.Screen() != ScreenReview || engine.FormatMoves(a.shownRecord().Moves) != "h8i9j10k11" {
		t.Fatalf("Recent games does not hold the replaced game: %v", a.Screen())
	}
}

func TestAMoveOnTheNewBoardEndsTheWayBack(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8i9j10k11")
	a.Apply(Intent{Kind: Paste, Text: "a1b2c3d4"})
	playKeys(t, a, "e5")
	if strings.Contains(spoken(a.View()), "brings it back") {
		t.Fatal("the notice still promises Ctrl+Z brings the old game back")
	}
	a.Apply(Intent{Kind: Undo})
	answerYes(t, a)
	if movesOf(a) != "a1b2c3d4" {
		t.Fatalf("Undo after a move on the pasted board: %s", movesOf(a))
	}
}

func TestNewGameAsksAndNoReturnsToTheChoices(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8i9j10k11")
	a.Apply(Intent{Kind: NewGame})
	shownMenu(a).focusID(rowStart)
	a.Apply(Intent{Kind: Place})
	if v := a.View(); v.Menu == nil || v.Menu.Title != "Start a new game?" {
		t.Fatalf("Start did not ask: %+v", v.Menu)
	}
	a.Apply(Intent{Kind: Back})
	if a.Screen() != ScreenNewGame || movesOf(a) != "h8i9j10k11" {
		t.Fatalf("Back at the question: screen %v, moves %s", a.Screen(), movesOf(a))
	}
	a.Apply(Intent{Kind: Place})
	answerYes(t, a)
	if a.Screen() != ScreenPlay || a.Game().MoveCount() != 0 {
		t.Fatal("Yes did not start the new game")
	}
	a.Apply(Intent{Kind: Undo})
	if movesOf(a) != "h8i9j10k11" {
		t.Fatalf("Undo after a new game: %s", movesOf(a))
	}
}

func TestComputerGameComesBackWithItsSetup(t *testing.T) {
	e := &fakeEngine{}
	a := vsComputer(t, e, nil)
	now := t0
	playAgainst(t, a, &now, "h8", "h9")
	before := movesOf(a)
	a.Apply(Intent{Kind: Paste, Text: "a1b2c3"}) // the computer (White) is to move
	waitComputer(t, a, &now)
	if a.Game().MoveCount() != 4 {
		t.Fatalf("the computer did not answer the paste: %s", movesOf(a))
	}
	a.Apply(Intent{Kind: Undo})
	if movesOf(a) != before || a.Setup().Mode != ModeVsComputer {
		t.Fatalf("Undo after the computer answered the paste: %s, want %s", movesOf(a), before)
	}
}

func TestEditorPlayFromHereKeepsTheGame(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8i9j10k11")
	e := openEditorFromTitle(t, a)
	editStones(t, a, e, "a1", "b2")
	pressEditorButton(t, a, e, ButtonEditorTwoPlayer)
	if a.Screen() != ScreenPlay || movesOf(a) != "a1b2" {
		t.Fatalf("play from here: screen %v, moves %s", a.Screen(), movesOf(a))
	}
	a.Apply(Intent{Kind: Undo})
	if movesOf(a) != "h8i9j10k11" {
		t.Fatalf("Undo after play from here: %s", movesOf(a))
	}
}

// A position the editor cannot play out says why in the player's words
// (which stone, in the order they are played), and the game in play stays.
func TestEditorSaysWhichStoneCannotBePlayed(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.Setup.Game.Rule = engine.Renju })
	playKeys(t, a, "h8i9")
	e := openEditorFromTitle(t, a)
	// In the order the stones are played out (row by row), Black's e6
	// comes last and makes two open threes: forbidden under Renju.
	editStones(t, a, e, "e4e5c6d6e6", "o1a15b15c15")
	pressEditorButton(t, a, e, ButtonEditorToMove)
	pressEditorButton(t, a, e, ButtonEditorTwoPlayer)
	want := "Cannot play this position out: move 9 (e6) cannot be played under the rules"
	if got := a.View().Toast; got != want {
		t.Fatalf("toast %q, want %q", got, want)
	}
	if movesOf(a) != "h8i9" {
		t.Fatalf("a refused play-out changed the game: %s", movesOf(a))
	}
}
