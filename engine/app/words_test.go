package app

import (
	"strings"
	"testing"

	"gomoku/engine"
)

// panelLine finds the panel line that says text.
func panelLine(t *testing.T, v View, text string) TextLine {
	t.Helper()
	for _, l := range v.Lines {
		if l.Text == text {
			return l
		}
	}
	t.Fatalf("no line %q in the panel:\n%s", text, lineTexts(v))
	return TextLine{}
}

// Against the computer with Swap2 the computer's choice is said as what it
// means for the person, not as the menu label "Play White".
func TestComputersSwap2ChoiceIsSaidFromThePlayersSide(t *testing.T) {
	e := &fakeEngine{}
	a := vsComputer(t, e, func(o *Options) { o.Settings.Setup.Game.Opening = engine.OpeningSwap2 })
	now := t0
	playKeys(t, a, "h8i9j10")
	now = now.Add(16e6)
	a.Update(now)
	if got := a.View().Toast; got != "The computer takes White — you play Black" {
		t.Fatalf("after the computer's choice: toast %q", got)
	}
	waitComputer(t, a, &now)
	if !strings.Contains(lineTexts(a.View()), "Your move (Black)") {
		t.Fatalf("the panel does not agree:\n%s", lineTexts(a.View()))
	}
}

// When the person makes the opening choice against the computer, the
// prompt is theirs, not "Player 2: choose".
func TestOpeningChoiceAgainstTheComputerIsYours(t *testing.T) {
	e := &fakeEngine{}
	a := vsComputer(t, e, func(o *Options) {
		o.Settings.Setup.Game.Opening = engine.OpeningSwap2
		o.Settings.Setup.HumanFirst = false
	})
	now := t0
	for i := 0; i < 3 && a.View().Menu == nil; i++ {
		waitComputer(t, a, &now)
	}
	m := a.View().Menu
	if m == nil || m.Title != "Your choice" || len(m.Items) != 3 {
		t.Fatalf("the person's Swap2 choice: %+v", m)
	}
	two := newApp(t, func(o *Options) { o.Settings.Setup.Game.Opening = engine.OpeningSwap2 })
	playKeys(t, two, "h8i9j10")
	if m := two.View().Menu; m == nil || m.Title != "Player 2: choose" {
		t.Fatalf("two players: %+v", m)
	}
}

// A loss to the computer is not drawn in the winner's green; a win is.
func TestResultColourIsFromThePlayersSide(t *testing.T) {
	e := &fakeEngine{}
	a := vsComputer(t, e, nil)
	now := t0
	playAgainst(t, a, &now, "h8")
	resignByMenu(t, a)
	if l := panelLine(t, a.View(), "You resigned — the computer wins"); l.Style != StyleAlert || l.Stone != engine.Black {
		t.Fatalf("a loss is drawn in style %v beside %v, want the alert colour beside the person's Black", l.Style, l.Stone)
	}
	w := vsComputer(t, e, nil)
	playAgainst(t, w, &now, "a1", "a2", "a3", "a4", "a5") // the computer plays i9 j10 g7 k11
	if l := panelLine(t, w.View(), "You win!"); l.Style != StyleGood {
		t.Fatalf("a win is drawn in style %v, want the good colour", l.Style)
	}
}

// Six in a row under Standard and a blocked five under Caro end nothing;
// the player is told why rather than left wondering.
func TestALineThatDoesNotWinIsExplained(t *testing.T) {
	for _, tc := range []struct {
		rule  engine.Rule
		moves string
		want  string
	}{
		{engine.Standard, "h8a1i8a3j8a5l8a7m8a9k8", "Six in a row doesn't win in Standard: only exactly five does"},
		{engine.Caro, "h8g8i8m8j8a1k8a2l8", "A five blocked at both ends doesn't win in Caro"},
	} {
		a := newApp(t, func(o *Options) { o.Settings.Setup.Game.Rule = tc.rule })
		playKeys(t, a, tc.moves)
		if a.Game().Over() {
			t.Fatalf("%v: %s ended the game", tc.rule, tc.moves)
		}
		if got := spoken(a.View()); !strings.Contains(got, tc.want) {
			t.Errorf("%v: not explained:\n%s", tc.rule, got)
		}
		if len(a.problems) != 0 {
			t.Errorf("%v: a rule's explanation was listed as a problem", tc.rule)
		}
	}
}

// Menu hints name only keys that do something there: How to play has
// nothing to change with ←/→ and nothing to choose with ↑/↓.
func TestMenuHintsNameOnlyKeysThatWork(t *testing.T) {
	a := newApp(t, nil)
	a.openHowTo(a.play)
	if f := a.View().Menu.Footer; f != "Enter select · Esc back" {
		t.Fatalf("How to play's hint %q", f)
	}
	a.openNewGame(a.play)
	if f := a.View().Menu.Footer; !strings.Contains(f, "←/→ change") {
		t.Fatalf("the new-game screen's hint %q lost ←/→", f)
	}
	a.openGameMenu()
	if f := a.View().Menu.Footer; f != "↑/↓ choose · Enter select · Esc back" {
		t.Fatalf("the game menu's hint %q", f)
	}
}
