package audio

import (
	"os"
	"testing"
)

// TestMain pins SDL to headless drivers: the dummy audio driver accepts
// and consumes queued audio in real time without any sound hardware.
func TestMain(m *testing.M) {
	for k, v := range map[string]string{
		"SDL_AUDIODRIVER": "dummy",
		"SDL_VIDEODRIVER": "offscreen",
	} {
		if _, ok := os.LookupEnv(k); !ok {
			os.Setenv(k, v)
		}
	}
	os.Exit(m.Run())
}
