package i18n

import (
	"errors"
	"reflect"
	"sort"
	"strings"
	"testing"
	"testing/fstest"
)

// Every shipped language must say everything English says: a key missing
// here would show up as English text in the middle of a Korean screen.
func TestEveryCatalogHasEveryEnglishKey(t *testing.T) {
	c := load(t)
	for _, lang := range c.Languages() {
		l := c.Lang(lang.Tag)
		var missing, extra []string
		for _, k := range c.Keys() {
			if !l.Has(k) {
				missing = append(missing, k)
			}
		}
		for k := range l.msgs {
			if !c.en.Has(k) {
				extra = append(extra, k)
			}
		}
		sort.Strings(extra)
		if len(missing) > 0 {
			t.Errorf("%s lacks %d English keys: %s", lang.Tag, len(missing), strings.Join(missing, ", "))
		}
		if len(extra) > 0 {
			t.Errorf("%s has keys English does not (renamed or stale?): %s", lang.Tag, strings.Join(extra, ", "))
		}
	}
}

func TestShippedLanguages(t *testing.T) {
	c := load(t)
	want := []Language{
		{"en", "English", "English"},
		{"zh-Hant", "繁體中文", "Traditional Chinese"},
		{"ko", "한국어", "Korean"},
		{"ja", "日本語", "Japanese"},
	}
	if got := c.Languages(); !reflect.DeepEqual(got, want) {
		t.Errorf("Languages() = %v, want %v", got, want)
	}
}

// A translation must use exactly the placeholders English uses: a dropped
// {n} loses the number, an invented {count} shows "…".
func TestPlaceholdersMatchEnglish(t *testing.T) {
	c := load(t)
	for _, lang := range c.Languages() {
		l := c.Lang(lang.Tag)
		for _, k := range c.Keys() {
			m := l.msgs[k]
			if m == nil {
				continue // reported by TestEveryCatalogHasEveryEnglishKey
			}
			if got, want := sortedNames(m.names()), sortedNames(c.en.msgs[k].names()); !reflect.DeepEqual(got, want) {
				t.Errorf("%s %s: placeholders %v, English has %v", lang.Tag, k, got, want)
			}
		}
	}
}

func sortedNames(m map[string]bool) []string {
	out := []string{}
	for n := range m {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// The English catalog reproduces, word for word, what engine/app/text.go
// shows, so switching the app to the catalog changes nothing for an
// English player (and no golden screenshot).
func TestEnglishMatchesTodaysText(t *testing.T) {
	en := load(t).English()
	cases := []struct {
		key  string
		args []any
		want string
	}{
		{KeyAppTitle, nil, "Gomoku"},
		{KeyButtonPlace, nil, "Place stone"},
		{KeyButtonRestart, nil, "Restart"},
		{KeyStatusBestNone, nil, "Best: —"},
		{KeyStatusDraw, nil, "Draw — the board is full"},
		{KeyStatusGameOverHint, nil, "Press R or Restart for a new round"},
		{KeyPanelRuleSize, []any{"rule", en.T(KeyRuleRenju), "size", 15}, "Renju · 15×15"},
		{KeyPanelRuleSize, []any{"rule", en.T(KeyRuleFreestyle), "size", 19}, "Freestyle · 19×19"},
		{KeyStatusToMoveBlack, nil, "Black to move"},
		{KeyStatusToMoveWhite, nil, "White to move"},
		{KeyStatusWinsBlack, nil, "Black wins!"},
		{KeyStatusWinsWhite, nil, "White wins!"},
		{KeyStatusMove, []any{"n", 0}, "Move 0"},
		{KeyStatusMove, []any{"n", 42}, "Move 42"},
		{KeyStatusBest, []any{"n", 1}, "Best: 1 move"},
		{KeyStatusBest, []any{"n", 9}, "Best: 9 moves"},
		{KeyStatusWonIn, []any{"n", 9}, "Won in 9 moves"},
		{KeyStatusWonInNewBest, []any{"n", 9}, "Won in 9 moves — new best!"},
		{KeyErrorSaveResult, []any{"error", errors.New("disk full")}, "Could not save the result: disk full"},
		{KeyErrorBestUnreadable, []any{"file", "best.json"}, "best.json is unreadable and was kept untouched"},
		{KeyKeysMovePlace, nil, "Arrows move · Space/Enter place"},
		{KeyKeysClickRestart, nil, "Click places · R restart"},
		{KeyKeysBossFullscreen, nil, "Esc Esc boss key · F11 full screen"},
		{KeyBossTitle, nil, "Q3 budget review.xlsx"},
		{KeyBossColCostCentre, nil, "Cost centre"},
		{KeyBossRowTotal, nil, "Total"},
		{KeyForbiddenDoubleThree, nil, "double-three"},
		{KeyForbiddenDoubleFour, nil, "double-four"},
		{KeyForbiddenOverline, nil, "overline"},
		{KeyOpeningSwapPrompt, nil, "Choose your colour"},
		{KeyOpeningChoicePlaceTwo, nil, "Place two more stones"},
		// Strings of the menus and screens being added to the app.
		{KeyStatusComputerThinking, nil, "Computer is thinking…"},
		{KeyStatusNothingToUndo, nil, "Nothing to take back"},
		{KeyStatusConfirmPlace, nil, "Press again to place"},
		{KeyStatusYourMoveWhite, nil, "Your move (White)"},
		{KeyNewgameColourBlack, nil, "Black (moves first)"},
		{KeyForbiddenForBlack, []any{"kind", en.T(KeyForbiddenDoubleThree)}, "Forbidden for Black: double-three"},
		{KeyConfirmResignBlack, nil, "Resign as Black?"},
		{KeyOpeningPlayerChooses, []any{"n", 2}, "Player 2: choose"},
		{KeyOpeningPlaceBlack, []any{"n", 3}, "Opening: place Black (3 left)"},
		{KeyStatsWld, []any{"won", 3, "lost", 1, "drawn", 0}, "3 won · 1 lost · 0 drawn"},
		{KeyOverForbiddenBlack, nil, "Black played a forbidden point — White wins"},
		{KeyOverTimeoutWhite, nil, "White ran out of time — Black wins"},
		{KeyOverResignedBlack, nil, "Black resigned — White wins"},
		{KeyToastPadJoined, []any{"name", "Xbox Controller"}, "Xbox Controller connected"},
		{KeyClockBlack, []any{"time", "4:59"}, "Black 4:59"},
		{KeyClockPerMove, []any{"n", 30}, "30 s per move"},
		{KeyClockPerGame, []any{"n", 10}, "10 min per game"},
		{KeyErrorEngine, []any{"error", errors.New("timeout")}, "The computer failed to move: timeout"},
		{KeySettingsTheme, nil, "Board and stones"},
		{KeyThemeColourBlind, nil, "Colour-blind safe"},
		{KeyMenuFooter, nil, "↑/↓ choose · ←/→ change · Enter select · Esc back"},
	}
	for _, c := range cases {
		if got := en.T(c.key, c.args...); got != c.want {
			t.Errorf("T(%s, %v) = %q, want %q", c.key, c.args, got, c.want)
		}
	}
	if m := en.Missing(); len(m) > 0 {
		t.Errorf("Missing() = %v after only valid lookups", m)
	}
}

func TestTranslationsSpeakTheSeedsWords(t *testing.T) {
	c := load(t)
	cases := []struct{ tag, key, want string }{
		{"zh-Hant", KeyButtonPlace, "落子"},
		{"zh-Hant", KeyButtonRestart, "重新開始"},
		{"zh-Hant", KeyKeysBossFullscreen, "Esc Esc 老闆鍵 · F11 全螢幕"},
		{"zh-Hant", KeyStatusDraw, "和局 — 棋盤已滿"},
		{"zh-Hant", KeyForbiddenOverline, "長連"},
		{"ko", KeyAppTitle, "오목"},
		{"ko", KeyForbiddenDoubleThree, "쌍삼"},
		{"ko", KeyStatusWinsBlack, "흑 승리!"},
		{"ja", KeyForbiddenDoubleFour, "四四"},
		{"ja", KeyStatusToMoveWhite, "白の番"},
	}
	for _, tc := range cases {
		if got := c.Lang(tc.tag).T(tc.key); got != tc.want {
			t.Errorf("%s %s = %q, want %q", tc.tag, tc.key, got, tc.want)
		}
	}
	// CJK have no plural: the same form for 1 and 5.
	if got := c.Lang("ja").T(KeyStatusBest, "n", 1); got != "ベスト：1手" {
		t.Errorf("ja best 1 = %q", got)
	}
	if got := c.Lang("zh-Hant").T(KeyStatusMove, "n", 17); got != "第 17 步" {
		t.Errorf("zh-Hant move 17 = %q", got)
	}
}

// testFS is a catalog directory for behaviour the shipped catalogs do not
// show (a missing key, other plural rules).
func testFS(files map[string]string) fstest.MapFS {
	fs := fstest.MapFS{}
	for name, body := range files {
		fs["cat/"+name] = &fstest.MapFile{Data: []byte(body)}
	}
	return fs
}

const testEnglish = `{"tag":"en","name":"English","english_name":"English","plural":"one","messages":{
	"greet":"Hello, {who}!",
	"stones":{"one":"{n} stone","other":"{n} stones"},
	"only_en":"English only"}}`

func TestMissingKeyFallsBackToEnglishAndIsRecorded(t *testing.T) {
	c, err := LoadFS(testFS(map[string]string{
		"en.json": testEnglish,
		"xx.json": `{"tag":"xx","name":"Ikso","english_name":"Xx","plural":"none","messages":{
			"greet":"Hei {who}","stones":"{n} kivi"}}`,
	}), "cat")
	if err != nil {
		t.Fatal(err)
	}
	xx := c.Lang("xx")
	if got := xx.T("greet", "who", "Ann"); got != "Hei Ann" {
		t.Errorf("greet = %q", got)
	}
	if got := xx.T("stones", "n", 1); got != "1 kivi" {
		t.Errorf("stones = %q", got)
	}
	if got := xx.T("only_en"); got != "English only" {
		t.Errorf("missing key = %q, want the English text", got)
	}
	if got := xx.T("nowhere.at_all"); got != Placeholder {
		t.Errorf("unknown key = %q, want %q (never the raw key)", got, Placeholder)
	}
	if got := xx.T("greet"); got != "Hei "+Placeholder {
		t.Errorf("missing argument = %q", got)
	}
	want := []string{"greet {who}", "nowhere.at_all", "only_en"}
	if got := xx.Missing(); !reflect.DeepEqual(got, want) {
		t.Errorf("Missing() = %q, want %q", got, want)
	}
	if got := c.English().T("nowhere.at_all"); got != Placeholder {
		t.Errorf("English unknown key = %q", got)
	}
	if got := c.English().Missing(); !reflect.DeepEqual(got, []string{"nowhere.at_all"}) {
		t.Errorf("English Missing() = %q", got)
	}
	var nilLang *Lang
	if got := nilLang.T("greet"); got != Placeholder {
		t.Errorf("nil Lang T = %q", got)
	}
}

func TestPluralRules(t *testing.T) {
	forms := `{"one":"{n} one","few":"{n} few","many":"{n} many","other":"{n} other"}`
	cat := func(tag, rule string) string {
		return `{"tag":"` + tag + `","name":"n","english_name":"e","plural":"` + rule + `","messages":{"x":` + forms + `}}`
	}
	c, err := LoadFS(testFS(map[string]string{
		"en.json": cat("en", "one"), "ja.json": cat("ja", "none"), "fr.json": cat("fr", "zero-one"),
		"ru.json": cat("ru", "slavic"), "pl.json": cat("pl", "polish"), "cs.json": cat("cs", "czech"),
	}), "cat")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		tag  string
		n    int
		want string
	}{
		{"en", 1, "one"}, {"en", 0, "other"}, {"en", 2, "other"}, {"en", -1, "one"},
		{"ja", 1, "other"},
		{"fr", 0, "one"}, {"fr", 1, "one"}, {"fr", 2, "other"},
		{"ru", 1, "one"}, {"ru", 21, "one"}, {"ru", 11, "many"}, {"ru", 3, "few"}, {"ru", 13, "many"}, {"ru", 24, "few"}, {"ru", 5, "many"},
		{"pl", 1, "one"}, {"pl", 21, "many"}, {"pl", 22, "few"}, {"pl", 12, "many"},
		{"cs", 1, "one"}, {"cs", 4, "few"}, {"cs", 5, "other"},
	}
	for _, tc := range cases {
		if got := c.Lang(tc.tag).T("x", "n", tc.n); !strings.HasSuffix(got, " "+tc.want) {
			t.Errorf("%s n=%d: %q, want form %s", tc.tag, tc.n, got, tc.want)
		}
	}
	// Other integer types count too, and no n means "other".
	en := c.Lang("en")
	if got := en.T("x", "n", uint8(1)); got != "1 one" {
		t.Errorf("uint8 n = %q", got)
	}
	if got := en.T("x", "n", int64(1)); got != "1 one" {
		t.Errorf("int64 n = %q", got)
	}
	if got := en.T("x"); got != Placeholder+" other" {
		t.Errorf("no n = %q", got)
	}
}

func TestLoadRejectsBrokenCatalogs(t *testing.T) {
	bad := map[string]string{
		"tag differs from file": `{"tag":"de","name":"x","english_name":"x","plural":"one","messages":{}}`,
		"unknown field":         `{"tag":"xx","name":"x","english_name":"x","plural":"one","mesages":{}}`,
		"unknown plural rule":   `{"tag":"xx","name":"x","english_name":"x","plural":"dual","messages":{}}`,
		"no name":               `{"tag":"xx","english_name":"x","plural":"one","messages":{}}`,
		"unclosed placeholder":  `{"tag":"xx","name":"x","english_name":"x","plural":"one","messages":{"a":"{n"}}`,
		"stray brace":           `{"tag":"xx","name":"x","english_name":"x","plural":"one","messages":{"a":"a}b"}}`,
		"bad placeholder name":  `{"tag":"xx","name":"x","english_name":"x","plural":"one","messages":{"a":"{n m}"}}`,
		"plural without other":  `{"tag":"xx","name":"x","english_name":"x","plural":"one","messages":{"a":{"one":"x"}}}`,
		"unknown plural form":   `{"tag":"xx","name":"x","english_name":"x","plural":"one","messages":{"a":{"other":"x","lots":"y"}}}`,
		"empty message":         `{"tag":"xx","name":"x","english_name":"x","plural":"one","messages":{"a":" "}}`,
		"number message":        `{"tag":"xx","name":"x","english_name":"x","plural":"one","messages":{"a":5}}`,
		"upper-case key":        `{"tag":"xx","name":"x","english_name":"x","plural":"one","messages":{"Menu.Quit":"x"}}`,
		"not JSON":              `tag = xx`,
		"note for unknown key":  `{"tag":"xx","name":"x","english_name":"x","plural":"one","messages":{"a":"b"},"notes":{"c":"d"}}`,
	}
	for name, body := range bad {
		_, err := LoadFS(testFS(map[string]string{"en.json": testEnglish, "xx.json": body}), "cat")
		if !errors.Is(err, ErrCatalog) {
			t.Errorf("%s: err = %v, want ErrCatalog", name, err)
		}
	}
	if _, err := LoadFS(testFS(map[string]string{"xx.json": strings.ReplaceAll(testEnglish, `"en"`, `"xx"`)}), "cat"); !errors.Is(err, ErrCatalog) {
		t.Errorf("no en.json: err = %v, want ErrCatalog", err)
	}
	if _, err := LoadFS(testFS(nil), "nothing-here"); err == nil {
		t.Error("missing directory: no error")
	}
}

// A catalog dropped into the directory is picked up with no code change.
func TestDroppedInCatalogIsDiscovered(t *testing.T) {
	c, err := LoadFS(testFS(map[string]string{
		"en.json":      testEnglish,
		"fr.json":      `{"tag":"fr","name":"Français","english_name":"French","order":5,"plural":"zero-one","messages":{"stones":{"one":"{n} pierre","other":"{n} pierres"}}}`,
		"README.txt":   "not a catalog",
		"zh-Hans.json": `{"tag":"zh-Hans","name":"简体中文","english_name":"Simplified Chinese","order":1,"plural":"none","messages":{"greet":"你好，{who}！"}}`,
	}), "cat")
	if err != nil {
		t.Fatal(err)
	}
	var tags []string
	for _, l := range c.Languages() {
		tags = append(tags, l.Tag)
	}
	if want := []string{"en", "zh-Hans", "fr"}; !reflect.DeepEqual(tags, want) {
		t.Errorf("menu order %v, want %v", tags, want)
	}
	if got := c.Lang("fr_FR.UTF-8").T("stones", "n", 0); got != "0 pierre" {
		t.Errorf("French 0 stones = %q", got)
	}
	if got := c.Lang("zh_CN").T("greet", "who", "安"); got != "你好，安！" {
		t.Errorf("zh_CN greet = %q", got)
	}
}

func TestTemplateSyntax(t *testing.T) {
	cases := []struct {
		in   string
		want string // rendered with a=1, b_2=two
	}{
		{"plain", "plain"},
		{"{a}", "1"},
		{"x{a}y{b_2}z", "x1ytwoz"},
		{"{{a}} {{", "{a} {"},
		{"}}{a}{{", "}1{"},
		{"{missing}", Placeholder},
		{"한국어 {a}수", "한국어 1수"},
	}
	for _, c := range cases {
		segs, err := parseTemplate(c.in)
		if err != nil {
			t.Errorf("parse %q: %v", c.in, err)
			continue
		}
		got := render(segs, args{"a", 1, "b_2", "two"}, func(string) {})
		if got != c.want {
			t.Errorf("render %q = %q, want %q", c.in, got, c.want)
		}
	}
	for _, in := range []string{"{", "}", "{}", "{a", "a}", "{a b}", "{é}", "{{a}"} {
		if _, err := parseTemplate(in); err == nil {
			t.Errorf("parse %q: no error", in)
		}
	}
}

type nilStringer struct{ s *string }

func (n *nilStringer) String() string { return *n.s }

func TestArgumentValues(t *testing.T) {
	segs, err := parseTemplate("[{v}]")
	if err != nil {
		t.Fatal(err)
	}
	var typedNil *nilStringer
	cases := []struct {
		args args
		want string
	}{
		{args{"v", 7}, "[7]"},
		{args{"v", int64(-3)}, "[-3]"},
		{args{"v", 2.5}, "[2.5]"},
		{args{"v", errors.New("boom")}, "[boom]"},
		{args{"v", nil}, "[]"},
		{args{"v", "a", "v", "b"}, "[b]"},    // the last pair wins
		{args{"v"}, "[" + Placeholder + "]"}, // key without value
		{args{3, "x"}, "[" + Placeholder + "]"},
	}
	for _, c := range cases {
		if got := render(segs, c.args, func(string) {}); got != c.want {
			t.Errorf("%v: %q, want %q", c.args, got, c.want)
		}
	}
	// A Stringer that panics on a nil receiver must not take the game down.
	if got := render(segs, args{"v", typedNil}, func(string) {}); got == "" {
		t.Error("typed nil Stringer rendered nothing")
	}
}

func FuzzTemplate(f *testing.F) {
	for _, s := range []string{"Best: {n} moves", "{{n}}", "{", "a}b", "{n}{n}{m}", "黑子獲勝！", "{a_b1}"} {
		f.Add(s, "5")
	}
	f.Fuzz(func(t *testing.T, tmpl, value string) {
		segs, err := parseTemplate(tmpl)
		if err != nil {
			return
		}
		names := placeholders(segs)
		var kv args
		for n := range names {
			kv = append(kv, n, value)
		}
		missing := 0
		out := render(segs, kv, func(string) { missing++ })
		if missing != 0 {
			t.Fatalf("%q: %d placeholders missing with every argument given", tmpl, missing)
		}
		// With no placeholders, rendering just unescapes the braces.
		if len(names) == 0 {
			want := strings.NewReplacer("{{", "{", "}}", "}").Replace(tmpl)
			if out != want {
				t.Fatalf("%q rendered %q, want %q", tmpl, out, want)
			}
		}
		// The pseudo-locale rewrite of a valid message is valid and keeps
		// its placeholders.
		p, err := parseTemplate(pseudoText(segs))
		if err != nil {
			t.Fatalf("pseudo of %q does not parse: %v", tmpl, err)
		}
		if !reflect.DeepEqual(placeholders(p), names) {
			t.Fatalf("pseudo of %q changed placeholders", tmpl)
		}
	})
}

func FuzzParseCatalog(f *testing.F) {
	f.Add([]byte(testEnglish))
	f.Add([]byte(`{"tag":"xx","name":"x","english_name":"x","plural":"slavic","messages":{"a":{"few":"{n}","other":"{n}"}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, _, err := parseCatalog("xx", data)
		if err != nil {
			return
		}
		for k := range l.msgs {
			_ = l.T(k, "n", 3)
		}
	})
}
