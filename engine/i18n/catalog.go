package i18n

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
)

//go:embed catalogs/*.json
var embedded embed.FS

// English is the reference language: the fallback for every missing key.
const English = "en"

// Placeholder is shown instead of a message that no catalog has, and
// instead of a placeholder whose argument was not passed, so a player
// never sees a raw key or "{name}".
const Placeholder = "…"

// ErrCatalog is matched (errors.Is) by every error about a catalog file.
var ErrCatalog = errors.New("i18n: bad catalog")

// Language describes one catalog for a language menu.
type Language struct {
	Tag         string // BCP 47, as the file name: "zh-Hant"
	NativeName  string // in the language itself: "繁體中文"
	EnglishName string // "Traditional Chinese"
}

// Catalogs is every loaded language. It is immutable once loaded, apart
// from each Lang's record of missing keys, and safe for concurrent use.
type Catalogs struct {
	langs  map[string]*Lang // by tag, including the pseudo-locale
	menu   []*Lang          // real languages, menu order
	en     *Lang
	pseudo *Lang
}

// catalogFile is the JSON shape of catalogs/<tag>.json.
type catalogFile struct {
	Tag         string                     `json:"tag"`
	Name        string                     `json:"name"`
	EnglishName string                     `json:"english_name"`
	Order       int                        `json:"order"`
	Plural      string                     `json:"plural"`
	Messages    map[string]json.RawMessage `json:"messages"`
	Notes       map[string]string          `json:"notes"`
}

// Load reads the catalogs embedded in the binary.
func Load() (*Catalogs, error) {
	return LoadFS(embedded, "catalogs")
}

// LoadFS reads every *.json file in dir of fsys as a catalog. en.json must
// be there; a file that does not parse, or whose tag does not match its
// name, fails the whole load so a broken catalog is caught by the tests.
func LoadFS(fsys fs.FS, dir string) (*Catalogs, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("i18n: reading catalogs: %w", err)
	}
	c := &Catalogs{langs: map[string]*Lang{}}
	orders := map[*Lang]int{}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		data, err := fs.ReadFile(fsys, path.Join(dir, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("i18n: reading %s: %w", e.Name(), err)
		}
		l, order, err := parseCatalog(strings.TrimSuffix(e.Name(), ".json"), data)
		if err != nil {
			return nil, err
		}
		if _, dup := c.langs[l.info.Tag]; dup {
			return nil, fmt.Errorf("%w: %s: tag %s loaded twice", ErrCatalog, e.Name(), l.info.Tag)
		}
		c.langs[l.info.Tag] = l
		c.menu = append(c.menu, l)
		orders[l] = order
	}
	c.en = c.langs[English]
	if c.en == nil {
		return nil, fmt.Errorf("%w: no %s.json in %s", ErrCatalog, English, dir)
	}
	for _, l := range c.menu {
		if l != c.en {
			l.fallback = c.en
		}
	}
	sort.SliceStable(c.menu, func(i, j int) bool {
		a, b := c.menu[i], c.menu[j]
		if orders[a] != orders[b] {
			return orders[a] < orders[b]
		}
		return a.info.Tag < b.info.Tag
	})
	if _, taken := c.langs[PseudoTag]; !taken {
		c.pseudo = pseudoLang(c.en)
		c.langs[PseudoTag] = c.pseudo
	}
	return c, nil
}

// parseCatalog checks and parses one file; name is its file name without
// ".json" and must equal its tag.
func parseCatalog(name string, data []byte) (*Lang, int, error) {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: %s.json: %s", ErrCatalog, name, fmt.Sprintf(format, a...))
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f catalogFile
	if err := dec.Decode(&f); err != nil {
		return nil, 0, bad("%v", err)
	}
	if f.Tag != name || canonicalTag(f.Tag) != f.Tag {
		return nil, 0, bad("tag %q must equal the file name and be canonical (%q)", f.Tag, canonicalTag(name))
	}
	if f.Name == "" || f.EnglishName == "" {
		return nil, 0, bad("name and english_name are required")
	}
	rule, err := lookupPluralRule(f.Plural)
	if err != nil {
		return nil, 0, bad("%v", err)
	}
	l := &Lang{
		info:   Language{Tag: f.Tag, NativeName: f.Name, EnglishName: f.EnglishName},
		plural: rule,
		msgs:   make(map[string]*message, len(f.Messages)),
	}
	for key := range f.Notes {
		if _, ok := f.Messages[key]; !ok {
			return nil, 0, bad("note for unknown key %q", key)
		}
	}
	for key, raw := range f.Messages {
		if !validKey(key) {
			return nil, 0, bad("bad key %q (want lower-case words joined by . or _)", key)
		}
		m, err := parseMessage(raw)
		if err != nil {
			return nil, 0, bad("%s: %v", key, err)
		}
		l.msgs[key] = m
	}
	return l, f.Order, nil
}

// validKey accepts dotted lower-case identifiers such as "status.to_move.black".
func validKey(k string) bool {
	if k == "" || k[0] == '.' || k[len(k)-1] == '.' || strings.Contains(k, "..") {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '.') {
			return false
		}
	}
	return true
}

// message is one catalog entry: a single text, or plural forms.
type message struct {
	text  string               // when forms is nil
	segs  []segment            // parsed text
	forms map[string][]segment // plural form → parsed text
	raw   map[string]string    // plural form → text as written
}

func parseMessage(raw json.RawMessage) (*message, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		segs, err := parseTemplate(s)
		if err != nil {
			return nil, err
		}
		if strings.TrimSpace(s) == "" {
			return nil, errors.New("empty message")
		}
		return &message{text: s, segs: segs}, nil
	}
	var forms map[string]string
	if err := json.Unmarshal(raw, &forms); err != nil {
		return nil, errors.New("a message is a string or an object of plural forms")
	}
	if _, ok := forms[formOther]; !ok {
		return nil, errors.New(`plural forms need "other"`)
	}
	m := &message{forms: map[string][]segment{}, raw: forms}
	for form, text := range forms {
		if !validForm(form) {
			return nil, fmt.Errorf("unknown plural form %q", form)
		}
		if strings.TrimSpace(text) == "" {
			return nil, fmt.Errorf("empty %q form", form)
		}
		segs, err := parseTemplate(text)
		if err != nil {
			return nil, fmt.Errorf("%q form: %w", form, err)
		}
		m.forms[form] = segs
	}
	return m, nil
}

// texts returns every text of the message (one, or each plural form).
func (m *message) texts() []string {
	if m.forms == nil {
		return []string{m.text}
	}
	out := make([]string, 0, len(m.raw))
	for _, t := range m.raw {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}

// Languages lists the real languages in menu order (English first). The
// pseudo-locale is left out: it is for testing, reached by its tag.
func (c *Catalogs) Languages() []Language {
	out := make([]Language, 0, len(c.menu))
	for _, l := range c.menu {
		out = append(out, l.info)
	}
	return out
}

// Keys lists every English key, sorted.
func (c *Catalogs) Keys() []string {
	keys := make([]string, 0, len(c.en.msgs))
	for k := range c.en.msgs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Lang returns the catalog that best serves tag (see Match); never nil.
func (c *Catalogs) Lang(tag string) *Lang {
	return c.langs[c.Match(tag)]
}

// English returns the reference catalog.
func (c *Catalogs) English() *Lang { return c.en }
