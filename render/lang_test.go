package render

import (
	"testing"

	"github.com/veandco/go-sdl2/ttf"

	"gomoku/engine/app"
	"gomoku/engine/i18n"
	"gomoku/fonts"
)

// langApp starts a game that speaks lang.
func langApp(t testing.TB, lang string, w, h int) *app.App {
	t.Helper()
	settings := app.DefaultSettings()
	settings.Language = lang
	settings.Animations = false // goldens show the board at rest
	a, err := app.New(app.Options{Settings: settings, Width: w, Height: h})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestGoldenLanguages pins the board and the menu in Traditional Chinese
// and Korean: the CJK subset font must draw them, not missing-glyph boxes.
func TestGoldenLanguages(t *testing.T) {
	for _, lang := range []string{"zh-Hant", "ko", "ja"} {
		t.Run(lang, func(t *testing.T) {
			a := langApp(t, lang, 1280, 800)
			play(t, a, midGame)
			img, err := Snapshot(a.View())
			if err != nil {
				t.Fatal(err)
			}
			checkGoldenRegion(t, "board-"+lang, img, a.View(), panelOnly)
			a.Apply(app.Intent{Kind: app.Menu})
			img, err = Snapshot(a.View())
			if err != nil {
				t.Fatal(err)
			}
			checkGolden(t, "menu-"+lang, img, goldenTolerance(1280, 800))
		})
	}
}

// TestEveryCatalogStringHasGlyphs asks SDL_ttf, for every rune of every
// message in every language, whether the font the renderer picks for that
// message provides it (TTF_GlyphIsProvided32), in both weights.
func TestEveryCatalogStringHasGlyphs(t *testing.T) {
	if err := ttf.Init(); err != nil {
		t.Fatal(err)
	}
	defer ttf.Quit()
	cat, err := i18n.Load()
	if err != nil {
		t.Fatal(err)
	}
	latin, err := fonts.ReadCharset(fonts.Regular())
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range cat.Languages() {
		l := cat.Lang(lang.Tag)
		cjk, err := fonts.ReadCharset(fonts.CJK(lang.Tag))
		if err != nil {
			t.Fatal(err)
		}
		r := &Renderer{latin: latin, cjk: cjk, lang: langOf(lang.Tag)}
		need := map[face]map[rune][]string{}
		for _, key := range cat.Keys() {
			msg := l.T(key, "n", 2, "name", "Pad", "time", "1:00", "kind", "x", "rule", "x", "size", 15,
				"error", "x", "file", "x", "path", "x", "point", "h8", "won", 1, "lost", 1, "drawn", 1,
				"total", 9, "stick", "x", "a", "A", "start", "x", "x", "X", "lb", "x", "rb", "x", "b", "B")
			for _, run := range r.runsFor(msg) {
				if need[run.face] == nil {
					need[run.face] = map[rune][]string{}
				}
				for _, c := range run.text {
					if c != ' ' {
						need[run.face][c] = append(need[run.face][c], key)
					}
				}
			}
		}
		for fc, runes := range need {
			var list []rune
			for c := range runes {
				list = append(list, c)
			}
			for _, bold := range []bool{false, true} {
				miss, err := MissingGlyphs(faceData(fc, bold), list)
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range miss {
					t.Errorf("%s (bold %v): no glyph for %q, used by %v", lang.Tag, bold, c, runes[c])
				}
			}
		}
	}
}

// TestGoldenPseudoLocale720p pins the longest texts the game can meet (the
// en-XA pseudo-locale, about 40% longer than English) at 720p: every line
// and row must still fit its box (the renderer shrinks what would not).
func TestGoldenPseudoLocale720p(t *testing.T) {
	a := langApp(t, "en-XA", 1280, 720)
	play(t, a, midGame)
	img, err := Snapshot(a.View())
	if err != nil {
		t.Fatal(err)
	}
	checkGoldenRegion(t, "board-en-XA-720p", img, a.View(), panelOnly)
	a.Apply(app.Intent{Kind: app.NewGame})
	img, err = Snapshot(a.View())
	if err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "newgame-en-XA-720p", img, goldenTolerance(1280, 720))
}

// TestMixedScriptsUseEachScriptsFont: in an English menu the language names
// keep DejaVu for Latin and take the CJK subset for their own script; in a
// Chinese line an accented Latin name falls back to DejaVu.
func TestMixedScriptsUseEachScriptsFont(t *testing.T) {
	latin, _ := fonts.ReadCharset(fonts.Regular())
	cjk, _ := fonts.ReadCharset(fonts.CJK("zh-Hant"))
	en := &Renderer{latin: latin, cjk: cjk, lang: langOf("en")}
	runs := en.runsFor("Language: 日本語")
	if len(runs) != 2 || runs[0].face != faceLatin || runs[1].face != faceCJK || runs[1].text != "日本語" {
		t.Fatalf("English line runs %+v", runs)
	}
	zh := &Renderer{latin: latin, cjk: cjk, lang: langOf("zh-Hant")}
	runs = zh.runsFor("黑子 Zoë!")
	var faces []face
	for _, r := range runs {
		faces = append(faces, r.face)
	}
	if len(runs) != 3 || faces[0] != faceCJK || faces[1] != faceLatin || runs[1].text != "ë" || faces[2] != faceCJK {
		t.Fatalf("Chinese line runs %+v", runs)
	}
	ja := &Renderer{latin: latin, cjk: cjk, lang: langOf("ja")}
	if r := ja.runsFor("黒の番"); len(r) != 1 || r[0].face != faceCJKJapanese {
		t.Fatalf("Japanese line runs %+v", r)
	}
}
