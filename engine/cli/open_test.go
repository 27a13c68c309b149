package cli

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"gomoku/engine/app"
)

// gomoku --open missing.sgf tells the player in the window, in their
// language, not only on stderr; the game starts anyway.
func TestOpenMissingFileSaysSoInTheWindow(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.sgf")
	for lang, want := range map[string]string{
		"en": "there is no such file",
		"ja": "ファイルがありません",
	} {
		var errb bytes.Buffer
		g, err := prepare([]string{"--config-dir", t.TempDir(), "--lang", lang, "--open", missing}, &bytes.Buffer{}, &errb)
		if err != nil {
			t.Fatal(err)
		}
		g.Options.Width, g.Options.Height = 1280, 800
		a, err := app.New(g.Options)
		if err != nil {
			t.Fatal(err)
		}
		var panel strings.Builder
		for _, l := range a.View().Lines {
			panel.WriteString(l.Text)
		}
		// Wrapped lines, read as one text (spaces aside).
		text := strings.ReplaceAll(panel.String(), " ", "")
		if !strings.Contains(text, strings.ReplaceAll(want, " ", "")) || !strings.Contains(text, "missing.sgf") {
			t.Errorf("%s: the window does not say the file is missing:\n%s", lang, panel.String())
		}
		if !strings.Contains(errb.String(), "missing.sgf") {
			t.Errorf("%s: stderr lacks the file: %q", lang, errb.String())
		}
	}
}
