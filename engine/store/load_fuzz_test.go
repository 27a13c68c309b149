package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzLoadScores: whatever best.json holds, LoadScores either returns
// scores that validate and survive a write and a reload unchanged, or
// reports a *CorruptError with the file set aside and its bytes kept.
func FuzzLoadScores(f *testing.F) {
	f.Add([]byte(`{"version":1,"best":{"k":7},"history":[{"moves":7,"winner":"black","kind":"k"}],"levels":{"Master":{"won":1}}}`))
	f.Add([]byte(`{"version":1,"levels":{"x":null}}`))
	f.Add([]byte(`{"version":1,"best":{"k":0}}`))
	f.Add([]byte("\xef\xbb\xbf{}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		path := filepath.Join(dir, BestFile)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := LoadScores(dir, testNow)
		if err != nil {
			var ce *CorruptError
			if !errors.As(err, &ce) || !ce.KeptAside() {
				t.Fatalf("error %v is not a file set aside", err)
			}
			if kept, _ := os.ReadFile(ce.Aside); string(kept) != string(data) {
				t.Fatal("the file set aside lost its bytes")
			}
			return
		}
		if err := s.validate(); err != nil {
			t.Fatalf("loaded scores do not validate: %v", err)
		}
		enc, err := s.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if err := WriteFile(path, enc); err != nil {
			t.Fatal(err)
		}
		again, err := LoadScores(dir, testNow)
		if err != nil {
			t.Fatalf("scores the game wrote do not load: %v", err)
		}
		if enc2, _ := again.Encode(); string(enc2) != string(enc) {
			t.Fatalf("a reload changed the scores:\n%s\n%s", enc, enc2)
		}
	})
}
