package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/record"
)

// lastNotice is the newest notice queued for the panel.
func lastNotice(a *App) string {
	if len(a.notices) == 0 {
		return ""
	}
	return a.notices[len(a.notices)-1].text
}

// effectsOf takes the pending effects of one kind.
func effectsOf(a *App, kind EffectKind) []Effect {
	var out []Effect
	for _, e := range a.TakeEffects() {
		if e.Kind == kind {
			out = append(out, e)
		}
	}
	return out
}

// runJobs runs the queued jobs as the loop's writer would and reports
// their outcomes back.
func runJobs(t *testing.T, a *App, name string) []string {
	t.Helper()
	var paths []string
	for _, e := range effectsOf(a, EffectJob) {
		path, err := e.Job()
		a.JobDone(e.Name, path, err)
		if err != nil {
			t.Fatalf("job %s: %v", e.Name, err)
		}
		if e.Name == name {
			paths = append(paths, path)
		}
	}
	return paths
}

func inDir(dir string) func(*Options) { return func(o *Options) { o.ConfigDir = dir } }

func TestCopyPutsTheMovesOnTheClipboard(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8i9j10")
	a.TakeEffects()
	a.Apply(Intent{Kind: Copy})
	es := effectsOf(a, EffectClipboard)
	if len(es) != 1 || es[0].Text != "h8i9j10" {
		t.Fatalf("clipboard effects %+v", es)
	}
	if v := a.View(); v.Toast != "Copied 3 moves to the clipboard" {
		t.Fatalf("toast %q", v.Toast)
	}
}

func TestPasteSetsUpThePositionOrSaysWhatIsWrong(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "a1")
	for _, tc := range []struct{ text, said string }{
		{"", "The clipboard holds no text"},
		// Text that is no game says what would be one; "the file is
		// damaged" would mislead (there is no file).
		{"hello there, friend", "That text is not a game or a position. Paste moves like h8 i9 j10, or an SGF, .psq or .pos record"},
		{"h8h8", "Move 2 of the pasted game (h8) cannot be played here; nothing was changed"},
		{"(;GM[1]SZ[19];B[jj])", "The pasted record is cut short, damaged or not a five-in-a-row game; nothing was changed"}, // a Go record
	} {
		a.Apply(Intent{Kind: Paste, Text: tc.text})
		// A short word is a toast; why a text is no game, and what
		// would be one, is a notice the panel shows at full size.
		got := a.View().Toast
		if tc.text != "" {
			got = lastNotice(a)
		}
		if got != tc.said {
			t.Errorf("paste %q: %q, want %q", tc.text, got, tc.said)
		}
		if engine.FormatMoves(a.Game().Moves()) != "a1" {
			t.Fatalf("a bad paste %q changed the game to %v", tc.text, a.Game().Moves())
		}
	}
	a.Apply(Intent{Kind: Paste, Text: " h8 i9, j10 "})
	if got := engine.FormatMoves(a.Game().Moves()); got != "h8i9j10" || a.Game().ToMove() != engine.White {
		t.Fatalf("pasted game %s, to move %v", got, a.Game().ToMove())
	}
	if v := a.View(); v.Toast != "Pasted a position of 3 moves" || v.Cursor.String() != "j10" {
		t.Fatalf("toast %q cursor %v", v.Toast, v.Cursor)
	}
	// An SGF keeps its board size; the kind of game stays the player's.
	a.Apply(Intent{Kind: Paste, Text: "(;FF[4]GM[4]SZ[19];B[jj];W[kk])"})
	if a.Game().Config().Size != 19 || a.Game().MoveCount() != 2 || a.Game().Config().Rule != engine.Freestyle {
		t.Fatalf("SGF paste: size %d, %d moves", a.Game().Config().Size, a.Game().MoveCount())
	}
	if a.View().Size != 19 {
		t.Fatal("the board drawn is not 19×19")
	}
}

func TestPastedWonGameIsShownFinishedWithoutAResult(t *testing.T) {
	a := newApp(t, nil)
	a.Apply(Intent{Kind: Paste, Text: "h8a1i8a2j8a3k8a4l8"})
	if !a.Game().Over() {
		t.Fatal("the pasted five did not end the game")
	}
	if s := a.Scores(); len(s.Best) != 0 || strings.Contains(lineTexts(a.View()), "new best") {
		t.Fatalf("a pasted win counted as a best result: %+v", s.Best)
	}
	if len(effectsOf(a, EffectJob)) != 0 {
		t.Fatal("a pasted game was kept as a recent game")
	}
}

func TestScreenshotIsRequestedNextToTheGames(t *testing.T) {
	a := newApp(t, nil)
	a.Apply(Intent{Kind: Screenshot})
	es := effectsOf(a, EffectScreenshot)
	if len(es) != 1 {
		t.Fatalf("effects %+v", es)
	}
	dir, name := filepath.Split(es[0].Path)
	if filepath.Clean(dir) != filepath.Join("/cfg", GamesDir) || !strings.HasPrefix(name, "screenshot-") || filepath.Ext(name) != ".png" {
		t.Fatalf("screenshot path %q", es[0].Path)
	}
	a.JobDone(JobScreenshot, es[0].Path, nil)
	if v := a.View(); v.Toast != "Saved to "+es[0].Path {
		t.Fatalf("toast %q", v.Toast)
	}
}

func TestSaveWritesANewGameFileEachTime(t *testing.T) {
	dir := t.TempDir()
	a := newApp(t, inDir(dir))
	a.Apply(Intent{Kind: SaveGame})
	if v := a.View(); v.Toast != "No moves to save yet" {
		t.Fatalf("empty game: toast %q", v.Toast)
	}
	playKeys(t, a, "h8i9j10")
	a.TakeEffects()
	a.Apply(Intent{Kind: SaveGame})
	first := runJobs(t, a, JobSaveGame)
	a.Apply(Intent{Kind: SaveGame})
	second := runJobs(t, a, JobSaveGame)
	if len(first) != 1 || len(second) != 1 || first[0] == second[0] {
		t.Fatalf("saves %v then %v: want two different files", first, second)
	}
	if filepath.Dir(first[0]) != filepath.Join(dir, GamesDir) || filepath.Ext(first[0]) != ".sgf" {
		t.Fatalf("saved to %s", first[0])
	}
	if !strings.Contains(filepath.Base(first[0]), "Player_1_vs_Player_2") {
		t.Fatalf("file name %s does not name the players", first[0])
	}
	g, err := record.Load(first[0])
	if err != nil || engine.FormatMoves(g.Moves) != "h8i9j10" || g.Black != "Player 1" {
		t.Fatalf("saved game %+v, %v", g, err)
	}
	if v := a.View(); v.Toast != "Saved to "+second[0] {
		t.Fatalf("toast %q", v.Toast)
	}
}

func TestFinishedGamesAreKeptInRecent(t *testing.T) {
	dir := t.TempDir()
	a := newApp(t, inDir(dir))
	playKeys(t, a, "h8a1i8a2j8a3k8a4l8")
	paths := runJobs(t, a, JobRecent)
	if len(paths) != 1 || filepath.Dir(paths[0]) != filepath.Join(dir, RecentDir) {
		t.Fatalf("recent saves %v", paths)
	}
	g, err := record.Load(paths[0])
	if err != nil || g.Result.Outcome != record.BlackWins || len(g.Moves) != 9 {
		t.Fatalf("recent game %+v, %v", g, err)
	}
}

// waitList runs frames until the game list has been read.
func waitList(t *testing.T, a *App) {
	t.Helper()
	now := t0
	for i := 0; i < 1000; i++ {
		if g, ok := a.scene.(*gamesScene); !ok || g.job == nil {
			return
		}
		now = now.Add(16 * time.Millisecond)
		a.Update(now)
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the game list was never read")
}

func menuLabels(v View) []string {
	var out []string
	for _, it := range v.Menu.Items {
		out = append(out, it.Label+"|"+it.Value)
	}
	return out
}

func writeFile(t *testing.T, path, data string, mod time.Time) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, mod, mod); err != nil {
		t.Fatal(err)
	}
}

func TestGameListShowsUnreadableFilesAndOpensGamesInReview(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, GamesDir)
	writeFile(t, filepath.Join(games, "old.sgf"), "(;FF[4]GM[4]SZ[19]PB[Ann]PW[Bo]RE[W+];B[jj];W[kk];B[jk])", t0.Add(-2*time.Hour))
	writeFile(t, filepath.Join(games, "broken.psq"), "(;FF[4]GM[4]SZ[15];B[hh", t0.Add(-time.Hour))
	a := newApp(t, inDir(dir))
	a.openTitle()
	shownMenu(a).focusID(rowOpen)
	a.Apply(Intent{Kind: Place})
	if a.Screen() != ScreenGames {
		t.Fatalf("screen %v", a.Screen())
	}
	if got := strings.Join(menuLabels(a.View()), "\n"); !strings.Contains(got, "Loading…") {
		t.Fatalf("no Loading row while reading:\n%s", got)
	}
	waitList(t, a)
	v := a.View()
	rows := menuLabels(v)
	// Folder, newest first: the broken file, then the good game; Back.
	if len(rows) != 4 || !strings.HasPrefix(rows[1], "broken|Unreadable: ") || !strings.HasPrefix(rows[2], "old|") {
		t.Fatalf("rows:\n%s", strings.Join(rows, "\n"))
	}
	if strings.Contains(rows[1], dir) || strings.Contains(rows[1], "record:") {
		t.Fatalf("the error row repeats the path or prefixes: %q", rows[1])
	}
	if !strings.Contains(rows[2], "Ann – Bo") || !strings.Contains(rows[2], "3 moves") || !strings.Contains(rows[2], "White won") {
		t.Fatalf("game row %q", rows[2])
	}
	if v.Menu.Items[1].Focused || !v.Menu.Items[2].Focused {
		t.Fatal("the unreadable file must be read-only and the game focused")
	}
	a.Apply(Intent{Kind: MoveCursor, DY: 1}) // Up skips the unreadable row
	a.Apply(Intent{Kind: MoveCursor, DY: -1})
	a.Apply(Intent{Kind: Place})
	if a.Screen() != ScreenReview {
		t.Fatalf("screen %v after opening a game", a.Screen())
	}
	v = a.View()
	if v.Size != 19 || len(v.Order) != 3 || !strings.Contains(lineTexts(v), "Ann – Bo") {
		t.Fatalf("review of the opened game: size %d, %d stones\n%s", v.Size, len(v.Order), lineTexts(v))
	}
	a.Apply(Intent{Kind: Back})
	if a.Screen() != ScreenGames || a.View().Menu == nil {
		t.Fatal("Back from review did not return to the list")
	}
	a.Apply(Intent{Kind: Back})
	if a.Screen() != ScreenTitle {
		t.Fatalf("Back from the list went to %v, want the title", a.Screen())
	}
}

func TestGameListPagesAndSwitchesToRecent(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < gamesPage+2; i++ {
		writeFile(t, filepath.Join(dir, GamesDir, "g"+itoa(i)+".txt"), "h8i9", t0.Add(time.Duration(i)*time.Minute))
	}
	writeFile(t, filepath.Join(dir, RecentDir, "r.txt"), "h8", t0)
	a := newApp(t, inDir(dir))
	a.openGames(folderSaved, a.play)
	waitList(t, a)
	v := a.View()
	if v.Menu.Subtitle != "Page 1 of 2" || v.Menu.Items[1].Label != "g9" {
		t.Fatalf("first page %q:\n%s", v.Menu.Subtitle, strings.Join(menuLabels(v), "\n"))
	}
	shownMenu(a).focusID(rowOlder)
	a.Apply(Intent{Kind: Place})
	if v := a.View(); v.Menu.Subtitle != "Page 2 of 2" || v.Menu.Items[1].Label != "g1" {
		t.Fatalf("second page:\n%s", strings.Join(menuLabels(v), "\n"))
	}
	shownMenu(a).focusID(rowFolder)
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	waitList(t, a)
	if rows := menuLabels(a.View()); len(rows) != 3 || !strings.HasPrefix(rows[1], "r|") {
		t.Fatalf("recent folder:\n%s", strings.Join(rows, "\n"))
	}
	a.Apply(Intent{Kind: Back})
	if a.Screen() != ScreenPlay {
		t.Fatalf("Back went to %v, want the board", a.Screen())
	}
}

func TestReviewOfAnOpenedGameHintsAndContinues(t *testing.T) {
	e := &fakeEngine{}
	rec := &record.Game{Size: 15, Rule: engine.Freestyle, Black: "Ann", White: "Bo"}
	rec.Moves, _ = engine.ParseMoves("h8a1h9a2h10", 15)
	a := newApp(t, func(o *Options) {
		o.Computer = e
		o.Levels = []string{"Beginner", "Master"}
		o.LevelTimes = []time.Duration{50 * time.Millisecond, 100 * time.Millisecond}
		o.Open, o.OpenName = rec, "ann.sgf"
	})
	if a.Screen() != ScreenReview || len(a.View().Order) != 5 {
		t.Fatalf("--open did not start in review: %v", a.Screen())
	}
	a.Apply(Intent{Kind: StepFirst}) // Home: the start
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	if v := a.View(); engine.FormatMoves(v.Order) != "h8a1" || v.Board.Count(engine.Black) != 1 {
		t.Fatalf("shown %v", v.Order)
	}
	a.Apply(Intent{Kind: Hint})
	now := t0
	for i := 0; i < 500 && a.scene.(*reviewScene).think != nil; i++ {
		now = now.Add(16 * time.Millisecond)
		a.Update(now)
		time.Sleep(time.Millisecond)
	}
	v := a.View()
	if !v.ShowHint || v.Hint.String() != "i9" || v.Toast != "Hint: i9" {
		t.Fatalf("hint %v %v, toast %q", v.Hint, v.ShowHint, v.Toast)
	}
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	if a.View().ShowHint {
		t.Fatal("the hint stayed for another position")
	}
	a.Apply(Intent{Kind: PlayOn}) // play on from the 3 shown stones
	if a.Screen() != ScreenPlay || engine.FormatMoves(a.Game().Moves()) != "h8a1h9" {
		t.Fatalf("continued with %v", a.Game().Moves())
	}
}

func TestReviewWithoutEngineSaysHintsAreOff(t *testing.T) {
	rec := &record.Game{Size: 15, Rule: engine.Renju}
	rec.Moves, _ = engine.ParseMoves("h8", 15)
	a := newApp(t, func(o *Options) { o.Open = rec })
	a.Apply(Intent{Kind: Hint})
	if v := a.View(); v.ShowHint || v.Toast != "Hints need the computer player" {
		t.Fatalf("toast %q", v.Toast)
	}
	a.Apply(Intent{Kind: Back})
	if a.Screen() != ScreenPlay || a.Game().MoveCount() != 0 {
		t.Fatal("Back from an opened game did not return to the game underneath")
	}
}
