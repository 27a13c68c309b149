package app

import "testing"

// On the settings and new-game screens every choice row's label ("Confirm
// each placement", "Against the computer") and value get their room at the
// menu's size, in every language and the pseudo-locale, at 1280×800,
// 1920×1080 and 800×600: nothing is drawn smaller than its neighbours.
func TestMenuRowsAreNotSqueezed(t *testing.T) {
	open := map[string]func(a *App){
		"settings": func(a *App) { a.openSettings(a.play) },
		"new game": func(a *App) { a.Apply(Intent{Kind: NewGame}) },
	}
	for _, lang := range []string{"en", "zh-Hant", "ko", "ja", "en-XA"} {
		for _, size := range [][2]int{{1280, 800}, {1920, 1080}, {800, 600}} {
			for name, show := range open {
				a := newApp(t, func(o *Options) {
					o.Settings.Language = lang
					o.Width, o.Height = size[0], size[1]
					o.Levels = []string{"Beginner", "Master"}
				})
				show(a)
				m := a.View().Menu
				for _, it := range m.Items {
					if !it.Choice {
						continue
					}
					pad := max(6, it.Rect.H*2/5)
					if w := textWidth(it.Label, m.Px) * 11 / 10; w > it.Prev.X-it.Rect.X-pad-4 {
						t.Errorf("%s %v %s: label %q (about %d px) squeezed into %d px", lang, size, name, it.Label, w, it.Prev.X-it.Rect.X-pad-4)
					}
					if w := textWidth(it.Value, m.Px) * 11 / 10; w > it.Next.X-(it.Prev.X+it.Prev.W)-4 {
						t.Errorf("%s %v %s: value %q (about %d px) squeezed into %d px", lang, size, name, it.Value, w, it.Next.X-(it.Prev.X+it.Prev.W)-4)
					}
				}
			}
		}
	}
}
