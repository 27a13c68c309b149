package record

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
)

func TestFileNameIsSafeEverywhere(t *testing.T) {
	now := time.Date(2026, 11, 30, 14, 31, 5, 0, time.UTC)
	tests := []struct {
		black, white string
		want         string
	}{
		{"Alice", "Bob", "2026-11-30_143105_Alice_vs_Bob"},
		{"", "", "2026-11-30_143105_Black_vs_White"},
		{`a/b\c:d*e?f"g<h>i|j`, "CON", "2026-11-30_143105_a_b_c_d_e_f_g_h_i_j_vs_CON"},
		{"  ..hidden.. ", "Lê Văn 五子棋", "2026-11-30_143105_hidden_vs_Lê_Văn_五子棋"},
		{"\x00\n\t", "yixin.exe", "2026-11-30_143105_Black_vs_yixin.exe"},
		{strings.Repeat("x", 100), "Bob", "2026-11-30_143105_" + strings.Repeat("x", maxNameRunes) + "_vs_Bob"},
	}
	for _, tt := range tests {
		got := FileName(&Game{Black: tt.black, White: tt.white}, now)
		if got != tt.want {
			t.Errorf("FileName(%q, %q) = %q, want %q", tt.black, tt.white, got, tt.want)
		}
		if strings.ContainsAny(got, `/\:*?"<>| `) || strings.HasSuffix(got, ".") {
			t.Errorf("%q is not safe on every OS", got)
		}
	}
}

func TestSaveListLoad(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games") // Save creates it
	g := sampleGame(t)
	paths := map[string]bool{}
	for _, f := range Formats() {
		p, err := Save(dir, g, f)
		if err != nil {
			t.Fatal(err)
		}
		if filepath.Ext(p) != f.Ext() || paths[p] {
			t.Fatalf("bad or repeated path %s", p)
		}
		paths[p] = true
	}
	// Same second, same players: the second save must not replace the first.
	p2, err := Save(dir, g, FormatSGF)
	if err != nil {
		t.Fatal(err)
	}
	if paths[p2] {
		t.Fatalf("second save reused %s", p2)
	}
	if err := os.WriteFile(filepath.Join(dir, "broken.sgf"), []byte("(;GM[4];B[zz]"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.md"), []byte("not a game"), 0o644); err != nil {
		t.Fatal(err)
	}
	entries, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 6 {
		t.Fatalf("listed %d entries, want 6 (4 formats, a second sgf, the broken file)", len(entries))
	}
	broken := 0
	for _, e := range entries {
		if e.Err != nil {
			broken++
			if e.Name != "broken.sgf" || e.Game != nil || !strings.Contains(e.Err.Error(), "broken.sgf") {
				t.Errorf("bad broken entry %+v", e)
			}
			continue
		}
		if e.Moves != 9 || e.Game == nil {
			t.Errorf("%s: %d moves", e.Name, e.Moves)
		}
		if e.Format == FormatSGF && (e.Black != "Alice" || e.White != "Bob" || e.Result.Outcome != BlackWins || e.Date.Year() != 2026) {
			t.Errorf("%s: %+v", e.Name, e)
		}
	}
	if broken != 1 {
		t.Fatalf("%d broken entries, want 1", broken)
	}
	if leftovers, _ := filepath.Glob(filepath.Join(dir, ".*")); len(leftovers) != 0 {
		t.Fatalf("temporary files left: %v", leftovers)
	}
}

func TestListMissingFolderIsEmpty(t *testing.T) {
	entries, err := List(filepath.Join(t.TempDir(), "never-saved"))
	if err != nil || len(entries) != 0 {
		t.Fatalf("got %v, %v", entries, err)
	}
}

func TestSaveFileReplacesAtomically(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.sgf")
	g := sampleGame(t)
	if err := SaveFile(path, g, FormatSGF); err != nil {
		t.Fatal(err)
	}
	g2 := gameOf(t, 19, engine.Standard, "j10")
	if err := SaveFile(path, g2, FormatSGF); err != nil {
		t.Fatal(err)
	}
	back, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if back.Size != 19 || len(back.Moves) != 1 {
		t.Fatalf("got %+v", back)
	}
	// A missing folder is created, as for every file the game writes.
	deep := filepath.Join(t.TempDir(), "no", "such", "dir", "x.sgf")
	if err := SaveFile(deep, g, FormatSGF); err != nil {
		t.Fatalf("saving into a missing folder: %v", err)
	}
	if _, err := Load(deep); err != nil {
		t.Fatal(err)
	}
}

func TestPruneKeepsNewest(t *testing.T) {
	dir := t.TempDir()
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < 25; i++ {
		p := filepath.Join(dir, "game"+string(rune('a'+i))+".sgf")
		if err := os.WriteFile(p, []byte("(;GM[4])"), 0o644); err != nil {
			t.Fatal(err)
		}
		mt := base.Add(time.Duration(i) * time.Hour)
		if err := os.Chtimes(p, mt, mt); err != nil {
			t.Fatal(err)
		}
	}
	other := filepath.Join(dir, "readme.md")
	if err := os.WriteFile(other, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	removed, err := Prune(dir, RecentKeep)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 5 {
		t.Fatalf("removed %v", removed)
	}
	for _, p := range removed {
		name := filepath.Base(p)
		if name > "gamee.sgf" {
			t.Errorf("removed a newer game %s", name)
		}
	}
	if _, err := os.Stat(other); err != nil {
		t.Errorf("prune touched a non-record file: %v", err)
	}
}

func TestSaveRecent(t *testing.T) {
	dir := t.TempDir()
	g := sampleGame(t)
	for i := 0; i < 4; i++ {
		if _, err := SaveRecent(dir, g, 3); err != nil {
			t.Fatal(err)
		}
	}
	entries, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 3 {
		t.Fatalf("%d games kept, want 3", len(entries))
	}
}
