package i18n

import (
	"sync"
	"testing"
)

// The app rebuilds its view every frame, so T runs a dozen times a frame.
func BenchmarkT(b *testing.B) {
	c := load(b)
	l := c.Lang("zh-Hant")
	b.Run("plain", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_ = l.T(KeyStatusToMoveBlack)
		}
	})
	b.Run("placeholders", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_ = l.T(KeyPanelRuleSize, "rule", "連珠", "size", 15)
		}
	})
	b.Run("plural", func(b *testing.B) {
		en := c.English()
		for i := 0; i < b.N; i++ {
			_ = en.T(KeyStatusBest, "n", i)
		}
	})
}

func BenchmarkLoad(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Load(); err != nil {
			b.Fatal(err)
		}
	}
}

// T is called from the game loop and possibly from a worker reporting an
// error; run it concurrently (meaningful under go test -race).
func TestConcurrentT(t *testing.T) {
	c := load(t)
	l := c.Lang("ko")
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				_ = l.T(KeyStatusMove, "n", i+g)
				_ = l.T("no.such.key")
				_ = l.Missing()
			}
		}()
	}
	wg.Wait()
	if got := l.Missing(); len(got) != 1 || got[0] != "no.such.key" {
		t.Errorf("Missing() = %v", got)
	}
}
