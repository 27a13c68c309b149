package app

import (
	"strings"
	"testing"

	"gomoku/engine"
	"gomoku/engine/i18n"
)

func TestLanguageSettingSwitchesEveryLabel(t *testing.T) {
	a := newApp(t, nil)
	a.Apply(Intent{Kind: Menu})
	shownMenu(a).focusID(rowSettings)
	a.Apply(Intent{Kind: Place})
	shownMenu(a).focusID(rowLanguage)
	for a.Language() != "zh-Hant" {
		a.Apply(Intent{Kind: MoveCursor, DX: 1})
		if a.Language() == "en" {
			t.Fatal("zh-Hant not offered")
		}
	}
	if v := a.View(); v.Menu == nil || v.Menu.Title == "Settings" {
		t.Fatal("settings screen not rebuilt in Chinese")
	}
	a.Apply(Intent{Kind: Back})
	txt := lineTexts(a.View())
	if !strings.Contains(txt, "黑") || strings.Contains(txt, "Black to move") {
		t.Fatalf("panel not in Chinese:\n%s", txt)
	}
	if a.Settings().Language != "zh-Hant" {
		t.Fatal("language not remembered")
	}
}

// TestEveryLanguageShowsNoPlaceholders plays through the screens in every
// language and checks no text fell back to the "…" placeholder.
func TestEveryLanguageShowsNoPlaceholders(t *testing.T) {
	cat, err := i18n.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range cat.Languages() {
		t.Run(lang.Tag, func(t *testing.T) {
			a := newApp(t, func(o *Options) {
				o.Catalogs = cat
				o.Settings.Language = lang.Tag
				o.Settings.Setup.Clock = ClockGame5
				o.Settings.Setup.Game.Rule = engine.Renju
			})
			var texts []string
			collect := func() {
				v := a.View()
				for _, l := range v.Lines {
					texts = append(texts, l.Text)
				}
				for _, b := range v.Buttons {
					texts = append(texts, b.Label)
				}
				if v.Menu != nil {
					texts = append(texts, v.Menu.Title, v.Menu.Footer)
					for _, it := range v.Menu.Items {
						texts = append(texts, it.Label, it.Value)
					}
				}
				texts = append(texts, v.Toast)
			}
			collect()
			playKeys(t, a, "h9a1g8a3i8a5h7a7")
			keyTo(a, engine.Point{X: 7, Y: 7})
			a.Apply(Intent{Kind: Place}) // forbidden: toast
			collect()
			for _, open := range []func(){
				func() { a.Apply(Intent{Kind: Menu}) },
				func() { a.openNewGame(a.play) },
				func() { a.openSettings(a.play) },
				func() { a.openStats(a.play) },
				func() { a.openTitle() },
			} {
				open()
				collect()
			}
			for _, s := range texts {
				if strings.Contains(s, i18n.Placeholder) && !strings.HasSuffix(s, "…") {
					t.Errorf("placeholder in %q", s)
				}
			}
			if miss := a.tr.Missing(); len(miss) > 0 {
				t.Errorf("missing in %s: %v", lang.Tag, miss)
			}
		})
	}
}
