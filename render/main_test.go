package render

import (
	"os"
	"testing"
)

// TestMain pins SDL to headless drivers so a plain `go test ./render/`
// works on a machine without a display. Snapshot itself needs none of
// them (it draws into a memory surface); they matter for anything that
// opens a window.
func TestMain(m *testing.M) {
	for k, v := range map[string]string{
		"SDL_VIDEODRIVER":              "offscreen",
		"SDL_RENDER_DRIVER":            "software",
		"SDL_FRAMEBUFFER_ACCELERATION": "0",
		"SDL_AUDIODRIVER":              "dummy",
	} {
		if _, ok := os.LookupEnv(k); !ok {
			os.Setenv(k, v)
		}
	}
	os.Exit(m.Run())
}
