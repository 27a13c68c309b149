package cli

import (
	"bytes"
	"strings"
	"testing"
)

// runGame runs the game's command line with a window that only records
// that it was asked for.
func runGame(t *testing.T, args ...string) (code int, stdout, stderr string, opened bool) {
	t.Helper()
	var out, errb bytes.Buffer
	hooks := Hooks{Play: func(Game) error { opened = true; return nil }}
	code = Run(append([]string{"gomoku"}, args...), strings.NewReader(""), &out, &errb, hooks)
	return code, out.String(), errb.String(), opened
}

func TestHelpGoesToStdoutAndListsTheSubcommands(t *testing.T) {
	for _, flag := range []string{"--help", "-h", "-help"} {
		code, out, errOut, opened := runGame(t, flag)
		if code != 0 || opened {
			t.Fatalf("%s: exit %d, window opened %v", flag, code, opened)
		}
		for _, want := range []string{"render", "analyze", "convert", "pbrain", "bench", "match", "-fullscreen", "-lang"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: stdout lacks %q:\n%s", flag, want, out)
			}
		}
		if errOut != "" {
			t.Errorf("%s: stderr %q, want nothing", flag, errOut)
		}
	}
	if code, out, _, _ := runGame(t, "help"); code != 0 || !strings.Contains(out, "gomoku match") {
		t.Errorf("gomoku help: exit %d, %q", code, out)
	}
}

func TestUnknownLanguageIsRefusedWithTheList(t *testing.T) {
	code, _, errOut, opened := runGame(t, "--config-dir", t.TempDir(), "--lang", "xx")
	if code == 0 || opened {
		t.Fatalf("--lang xx: exit %d, window opened %v", code, opened)
	}
	for _, want := range []string{`"xx"`, "en", "zh-Hant", "ko", "ja"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr %q lacks %q", errOut, want)
		}
	}
	// A regional tag of a language the game has is fine.
	if code, _, errOut, opened := runGame(t, "--config-dir", t.TempDir(), "--lang", "ko_KR.UTF-8"); code != 0 || !opened {
		t.Errorf("--lang ko_KR.UTF-8: exit %d, opened %v, %s", code, opened, errOut)
	}
}

func TestBadFlagIsReportedOnceWithAPointerToHelp(t *testing.T) {
	code, out, errOut, opened := runGame(t, "--no-such-flag")
	if code == 0 || opened || out != "" {
		t.Fatalf("exit %d, opened %v, stdout %q", code, opened, out)
	}
	if strings.Count(errOut, "no-such-flag") != 1 || !strings.Contains(errOut, "--help") {
		t.Errorf("stderr %q", errOut)
	}
}
