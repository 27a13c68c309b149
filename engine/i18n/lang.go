package i18n

import (
	"sort"
	"sync"
)

// Lang is one language's messages. T is safe for concurrent use.
type Lang struct {
	info     Language
	plural   pluralRule
	msgs     map[string]*message
	fallback *Lang // English, for every other catalog

	mu      sync.Mutex
	missing map[string]bool
}

// Info describes the language (tag and names).
func (l *Lang) Info() Language {
	if l == nil {
		return Language{}
	}
	return l.info
}

// Tag is the language's BCP 47 tag ("en", "zh-Hant").
func (l *Lang) Tag() string { return l.Info().Tag }

// Has reports whether this catalog itself (not its fallback) has key.
func (l *Lang) Has(key string) bool {
	if l == nil {
		return false
	}
	_, ok := l.msgs[key]
	return ok
}

// T returns the message for key with its placeholders filled from kv, a
// list of name/value pairs in the style of log/slog:
//
//	l.T("status.best", "n", 5)           // "Best: 5 moves"
//	l.T("error.save_result", "error", err)
//
// The integer argument named n also picks the plural form. A key this
// catalog lacks is taken from English; a key English lacks too, or a
// placeholder without its argument, is shown as Placeholder. Either case is
// recorded (see Missing) and never panics.
func (l *Lang) T(key string, kv ...any) string {
	if l == nil {
		return Placeholder
	}
	m, from := l.msgs[key], l
	if m == nil {
		l.note(key)
		if l.fallback != nil {
			m, from = l.fallback.msgs[key], l.fallback
		}
		if m == nil {
			return Placeholder
		}
	}
	a := args(kv)
	segs := m.segs
	if m.forms != nil {
		n, _ := a.count()
		segs = choose(from.plural, n, m.forms)
	}
	return render(segs, a, func(name string) { l.note(key + " {" + name + "}") })
}

func (l *Lang) note(what string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.missing == nil {
		l.missing = map[string]bool{}
	}
	l.missing[what] = true
}

// Missing lists, sorted, what T could not show as the catalog intended since
// the Lang was loaded: keys this catalog lacks ("menu.resume"), and
// placeholders called without an argument ("status.move {n}"). The game can
// log it; tests assert it stays empty.
func (l *Lang) Missing() []string {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]string, 0, len(l.missing))
	for k := range l.missing {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
