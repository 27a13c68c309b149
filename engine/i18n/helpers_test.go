package i18n

import "testing"

func load(t testing.TB) *Catalogs {
	t.Helper()
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	return c
}
