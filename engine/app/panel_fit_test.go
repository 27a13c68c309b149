package app

import "testing"

// After a game the panel's buttons are drawn at one size: a label that
// would not fit half a row ("Review moves", in every language and the
// pseudo-locale) gets a full row instead of being squeezed, all labels
// share one size, and no two buttons overlap, at 1280×800, 1920×1080 and 800×600.
func TestGameOverButtonsAreNotSqueezed(t *testing.T) {
	for _, lang := range []string{"en", "zh-Hant", "ko", "ja", "en-XA"} {
		for _, size := range [][2]int{{1280, 800}, {1920, 1080}, {800, 600}} {
			a := newApp(t, func(o *Options) {
				o.Settings.Language = lang
				o.Width, o.Height = size[0], size[1]
			})
			playKeys(t, a, "h8a1i8a2j8a3k8a4l8")
			bs := a.View().Buttons
			for i, b := range bs {
				if b.Px != bs[0].Px {
					t.Errorf("%s %v: %q drawn at %d px, its neighbours at %d", lang, size, b.Label, b.Px, bs[0].Px)
				}
				if w := textWidth(b.Label, b.Px) * 11 / 10; w > b.Rect.W-b.Px*6/5 {
					t.Errorf("%s %v: %q (about %d px) squeezed into %d px", lang, size, b.Label, w, b.Rect.W)
				}
				for _, c := range bs[i+1:] {
					r := c.Rect
					if b.Rect.X < r.X+r.W && r.X < b.Rect.X+b.Rect.W && b.Rect.Y < r.Y+r.H && r.Y < b.Rect.Y+b.Rect.H {
						t.Errorf("%s %v: %q overlaps %q", lang, size, b.Label, c.Label)
					}
				}
			}
		}
	}
}
