package packaging

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"

	"gomoku/engine/cli"
	"gomoku/engine/i18n"
)

// The man page must document every flag the game accepts and every
// subcommand: a flag added to the program and not to gomoku.6 fails here.
func TestManPageDocumentsEveryFlagAndCommand(t *testing.T) {
	page, err := os.ReadFile("gomoku.6")
	if err != nil {
		t.Fatal(err)
	}
	man := strings.ReplaceAll(string(page), `\-`, "-")
	// Where -h and help write (stdout or stderr) does not matter here.
	var usage, help bytes.Buffer
	if code := cli.Run([]string{"gomoku", "-h"}, strings.NewReader(""), &usage, &usage, cli.Hooks{}); code != 0 {
		t.Fatalf("gomoku -h exited %d", code)
	}
	flags := regexp.MustCompile(`(?m)^  (?:-\w, )?--?([a-z-]+)`).FindAllStringSubmatch(usage.String(), -1)
	if len(flags) < 5 {
		t.Fatalf("found only %d flags in gomoku -h:\n%s", len(flags), usage.String())
	}
	for _, f := range flags {
		if !strings.Contains(man, "--"+f[1]) {
			t.Errorf("gomoku.6 does not document --%s", f[1])
		}
	}
	if code := cli.Run([]string{"gomoku", "help"}, strings.NewReader(""), &help, &help, cli.Hooks{}); code != 0 {
		t.Fatalf("gomoku help exited %d", code)
	}
	cmds := regexp.MustCompile(`(?m)^  gomoku ([a-z]+) `).FindAllStringSubmatch(help.String(), -1)
	if len(cmds) < 5 {
		t.Fatalf("found only %d commands in gomoku help:\n%s", len(cmds), help.String())
	}
	for _, c := range cmds {
		if !strings.Contains(man, ".B "+c[1]+"\n") {
			t.Errorf("gomoku.6 has no entry for the %s command", c[1])
		}
	}
}

// The menu entry's translated names are the game's own title in each
// catalog, so the desktop menu and the title screen agree.
func TestDesktopEntryNamesMatchTheCatalogs(t *testing.T) {
	data, err := os.ReadFile("gomoku.desktop")
	if err != nil {
		t.Fatal(err)
	}
	entry := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			entry[k] = v
		}
	}
	for key, want := range map[string]string{"Exec": "gomoku", "Icon": "gomoku", "Categories": "Game;BoardGame;", "Type": "Application"} {
		if entry[key] != want {
			t.Errorf("%s=%q, want %q", key, entry[key], want)
		}
	}
	cat, err := i18n.Load()
	if err != nil {
		t.Fatal(err)
	}
	for key, tag := range map[string]string{"Name": "en", "Name[ja]": "ja", "Name[ko]": "ko", "Name[zh_TW]": "zh-Hant"} {
		if want := cat.Lang(tag).T(i18n.KeyAppTitle); entry[key] != want {
			t.Errorf("%s=%q, the %s catalog's title is %q", key, entry[key], tag, want)
		}
	}
}
