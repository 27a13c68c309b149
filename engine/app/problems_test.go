package app

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"
)

// Every problem stays readable after its notice has gone: Menu →
// Problems (2) lists both, newest first, in the player's words with the
// technical detail under them.
func TestProblemsScreenKeepsEveryNotice(t *testing.T) {
	a := newApp(t, func(o *Options) {
		o.Problems = []Problem{
			{File: "settings.json", Err: errors.New("invalid JSON")},
			{File: "missing.sgf", Err: fmt.Errorf("record: open missing.sgf: %w", fs.ErrNotExist)},
		}
	})
	a.Apply(Intent{Kind: Back}) // dismiss the first
	a.Apply(Intent{Kind: Back}) // and the second
	if strings.Contains(spoken(a.View()), "Could not read") {
		t.Fatal("Esc did not dismiss the notices")
	}
	a.Apply(Intent{Kind: Menu})
	shownMenu(a).focusID(rowProblems)
	a.Apply(Intent{Kind: Place})
	if a.Screen() != ScreenProblems {
		t.Fatalf("screen %v, want Problems", a.Screen())
	}
	// Each message, then its detail, wrapped over as many rows as they
	// need (never shrunk).
	var rows []string
	for _, it := range a.View().Menu.Items {
		rows = append(rows, it.Label)
	}
	all := strings.Join(rows, " ")
	missing, settings := strings.Index(all, "missing.sgf: there is no such"), strings.Index(all, "settings.json")
	if missing < 0 || settings < missing || !strings.Contains(all, "file does not exist") ||
		!strings.Contains(all, "invalid JSON") || strings.Index(all, "invalid JSON") < settings {
		t.Fatalf("problems listed: %q", rows)
	}
}

// A failed paste is said in the player's language, without the parser's
// English; the parser's words are kept on the Problems screen.
func TestFailedPasteIsTranslated(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.Language = "ja" })
	a.Apply(Intent{Kind: Paste, Text: "(;GM[1]SZ[15];B[zz"})
	said := lastNotice(a)
	if said == "" || strings.Contains(said, "record") || strings.ContainsAny(said, "abcdefghijklmnopqrstuvwxyz") {
		t.Fatalf("paste failure %q is not in Japanese", said)
	}
	if n := len(a.problems); n != 1 || a.problems[0].detail == "" {
		t.Fatalf("the parser's error was not kept for the Problems screen: %+v", a.problems)
	}
}
