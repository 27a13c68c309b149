package record

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
)

// Files as other programs write them load with the right moves, players,
// rule and result.
func TestImportFromOtherPrograms(t *testing.T) {
	tests := []struct {
		file         string
		opt          Options
		format       Format
		size         int
		rule         engine.Rule
		moves        string
		black, white string
		event        string
		result       Result
		date         time.Time
		vars         string // "at:moves …", one digit for at; ">at:moves" is a branch of the one before
	}{
		{file: "piskvork_crlf.psq", format: FormatPSQ, size: 20, moves: "j11k10i10k12l9",
			black: "pbrain-embryo.exe", white: "pbrain-yixin.exe"},
		{file: "alphazero.psq", format: FormatPSQ, opt: Options{Rule: engine.Renju}, size: 15, rule: engine.Freestyle,
			moves: "h8i7i9g7j10", black: "AlphaZero 1", white: "AlphaZero 2", result: Result{Outcome: WhiteWins}},
		{file: "minimal.psq", format: FormatPSQ, opt: Options{Rule: engine.Omok}, size: 15, rule: engine.Omok, moves: "h8i8"},
		{file: "variations.sgf", format: FormatSGF, size: 15, rule: engine.Renju, moves: "h8i9j7i7j8i6k9",
			black: "Black ] player", white: `White\Name`, event: "Test game", result: Result{Outcome: WhiteWins, Reason: Resign},
			date: time.Date(2024, 5, 1, 0, 0, 0, 0, time.UTC),
			// Each variation along its own first line, with its own
			// branches (d12 instead of c13); k5 (the second at move 7)
			// replaces k9.
			vars: "4:a15b14c13 >2:d12 6:k5"},
		{file: "renlib.pos", format: FormatPOS, opt: Options{Rule: engine.Renju}, size: 15, rule: engine.Renju, moves: "h8i9j10g8k11"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			path := filepath.Join("testdata", "import", tt.file)
			data, err := ReadCapped(path)
			if err != nil {
				t.Fatal(err)
			}
			if f := Detect(path, data); f != tt.format {
				t.Fatalf("Detect = %v, want %v", f, tt.format)
			}
			if f := Detect("", data); f != tt.format {
				t.Fatalf("Detect without a name = %v, want %v", f, tt.format)
			}
			g, err := LoadWith(path, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			want := &Game{Size: tt.size, Rule: tt.rule, Black: tt.black, White: tt.white, Event: tt.event, Result: tt.result, Date: tt.date}
			want.Moves, _ = engine.ParseMoves(tt.moves, tt.size)
			for _, v := range strings.Fields(tt.vars) {
				at, line, _ := strings.Cut(v, ":")
				pts, _ := engine.ParseMoves(line, tt.size)
				if at[0] == '>' {
					last := &want.Variations[len(want.Variations)-1]
					last.Variations = append(last.Variations, Variation{At: int(at[1] - '0'), Moves: pts})
					continue
				}
				want.Variations = append(want.Variations, Variation{At: int(at[0] - '0'), Moves: pts})
			}
			g.Times = nil // checked separately
			if d := sameGame(want, g); d != "" {
				t.Fatal(d)
			}
			if _, err := g.Replay(); err != nil {
				t.Fatalf("does not replay: %v", err)
			}
		})
	}
}

func TestPSQKeepsThinkingTimes(t *testing.T) {
	g, err := Load(filepath.Join("testdata", "import", "piskvork_crlf.psq"))
	if err != nil {
		t.Fatal(err)
	}
	want := []time.Duration{0, 234 * time.Millisecond, 1875 * time.Millisecond, 406 * time.Millisecond, 2031 * time.Millisecond}
	if len(g.Times) != len(want) {
		t.Fatalf("times %v, want %v", g.Times, want)
	}
	for i := range want {
		if g.Times[i] != want[i] {
			t.Fatalf("times %v, want %v", g.Times, want)
		}
	}
}

// Bad input is refused with a message that says where and why.
func TestReadErrorsNameThePlace(t *testing.T) {
	tests := []struct {
		name   string
		format Format
		data   string
		want   []string // substrings of the message
	}{
		{"psq no header", FormatPSQ, "8,8,0\n", []string{"line 1", "header"}},
		{"psq empty", FormatPSQ, "", []string{"line 1", "empty"}},
		{"psq not square", FormatPSQ, "Piskvorky 20x15, 0:0, 0\n", []string{"line 1", "not square"}},
		{"psq too big", FormatPSQ, "Piskvorky 30x30, 0:0, 0\n", []string{"line 1", "out of range"}},
		{"psq off board", FormatPSQ, "Piskvorky 15x15, 0:0, 0\n8,8,0\n16,1,0\n", []string{"line 3", "16,1", "off the 15x15"}},
		{"psq negative time", FormatPSQ, "Piskvorky 15x15, 0:0, 0\n8,8,-5\n", []string{"line 2", "negative time"}},
		{"psq too many moves", FormatPSQ, "Piskvorky 5x5, 0:0, 0\n" + strings.Repeat("1,1,0\n", 26), []string{"line 27", "more moves"}},
		{"sgf no tree", FormatSGF, "hello", []string{"line 1", "no game tree"}},
		{"sgf unclosed value", FormatSGF, "(;GM[4]\nPB[Alice", []string{"line 2, column 3", "missing \"]\""}},
		{"sgf unclosed tree", FormatSGF, "(;GM[4];B[hh]", []string{"missing \")\""}},
		{"sgf junk", FormatSGF, "(;GM[4];B[hh] 7)", []string{"line 1, column 15", "unexpected '7'"}},
		{"sgf go game", FormatSGF, "(;GM[1]SZ[19];B[pd])", []string{"GM[1]", "GM[4]"}},
		{"sgf bad size", FormatSGF, "(;GM[4]SZ[40];B[hh])", []string{"column 8", "out of range"}},
		{"sgf rectangular", FormatSGF, "(;GM[4]SZ[15:13])", []string{"not square"}},
		{"sgf unknown rule", FormatSGF, "(;GM[4]RU[Japanese])", []string{"RU[Japanese]"}},
		{"sgf off board", FormatSGF, "(;GM[4]SZ[15]\n;B[hh];W[zz])", []string{"line 2, column 8", "move 2", "off the 15x15"}},
		{"sgf wrong colour", FormatSGF, "(;GM[4];B[hh];B[ii])", []string{"move 2", "white is to move"}},
		{"sgf pass", FormatSGF, "(;GM[4];B[])", []string{"pass"}},
		{"sgf bad setup", FormatSGF, "(;GM[4]AW[hh][ii])", []string{"0 black and 2 white"}},
		{"sgf setup after move", FormatSGF, "(;GM[4];B[hh];AB[ii])", []string{"after move 1"}},
		{"sgf node after variation", FormatSGF, "(;GM[4](;B[hh]);W[ii])", []string{"node after a variation"}},
		{"sgf no value", FormatSGF, "(;GM[4]PB)", []string{"PB has no [value]"}},
		{"pos empty", FormatPOS, "", []string{"byte 0", "empty"}},
		{"pos short", FormatPOS, "\x03\x70\x71", []string{"byte 3", "2 of 3 moves"}},
		{"pos long", FormatPOS, "\x01\x70\x71", []string{"byte 2", "1 bytes after"}},
		{"pos count", FormatPOS, "\xf0", []string{"byte 0", "240"}},
		{"pos off board", FormatPOS, "\x02\x70\xe1", []string{"byte 2", "move 2", "225"}},
		{"moves junk", FormatMoves, "h8 i9 #", []string{"offset 6", "'#'"}},
		{"moves no row", FormatMoves, "h8i", []string{"offset 2", "no row"}},
		{"moves off board", FormatMoves, "h8z30", []string{"off the 26×26"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Read([]byte(tt.data), tt.format)
			if err == nil {
				t.Fatalf("accepted: %+v", g)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Fatalf("error %q does not mention %q", err, w)
				}
			}
		})
	}
}

func TestReadRefusesHugeInput(t *testing.T) {
	big := make([]byte, MaxFileSize+1)
	for _, f := range Formats() {
		if _, err := Read(big, f); !errors.Is(err, ErrTooLarge) {
			t.Errorf("%v: error %v, want ErrTooLarge", f, err)
		}
	}
}

func TestSGFLenientReading(t *testing.T) {
	tests := []struct {
		name, sgf string
		size      int
		rule      engine.Rule
		moves     string
	}{
		{"no GM, no SZ", "(;B[hh];W[ii])", 15, engine.Freestyle, "h8i7"},
		{"notation moves", "(;GM[4]SZ[19];B[j10];W[K11])", 19, engine.Freestyle, "j10k11"},
		{"upper-case letters", "(;GM[4];B[HH];W[II])", 15, engine.Freestyle, "h8i7"},
		{"first move in root", "(;GM[4]SZ[15]B[hh];W[ii])", 15, engine.Freestyle, "h8i7"},
		{"FF3 long names", "(;GaMe[4]SiZe[15]RUle[standard];Black[hh];White[ii])", 15, engine.Standard, "h8i7"},
		{"rectangle setup", "(;GM[4]SZ[7]AB[aa:ab]AW[ga][gb];B[dd])", 7, engine.Freestyle, "a7g7a6g6d4"},
		{"rule alternatives", "(;GM[4]RU[Free-style gomoku])", 15, engine.Freestyle, ""},
		{"rule exact five", "(;GM[4]RU[Exactly five])", 15, engine.Standard, ""},
		{"rule Soosorv", "(;GM[4]RU[Soosõrv-8])", 15, engine.Renju, ""},
		{"rule gomocup code", "(;GM[4]RU[4])", 15, engine.Renju, ""},
		{"collection", "(;GM[4];B[hh])(;GM[4];B[aa])", 15, engine.Freestyle, "h8"},
		{"deep variations", "(;GM[4];B[hh](;W[ii])" + strings.Repeat("(;W[aa]", 100000) + strings.Repeat(")", 100000) + ")", 15, engine.Freestyle, "h8i7"},
		{"BOM and CRLF", "\xef\xbb\xbf(;GM[4]\r\nSZ[15]\r\n;B[hh]\r\n)", 15, engine.Freestyle, "h8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Read([]byte(tt.sgf), FormatSGF)
			if err != nil {
				t.Fatal(err)
			}
			if g.Size != tt.size || g.Rule != tt.rule || engine.FormatMoves(g.Moves) != tt.moves {
				t.Fatalf("got %dx%d %v %s, want %dx%d %v %s", g.Size, g.Size, g.Rule, engine.FormatMoves(g.Moves), tt.size, tt.size, tt.rule, tt.moves)
			}
		})
	}
}

func TestSGFResults(t *testing.T) {
	tests := map[string]Result{
		"B+":       {Outcome: BlackWins},
		"W+R":      {Outcome: WhiteWins, Reason: Resign},
		"B+Time":   {Outcome: BlackWins, Reason: Time},
		"w+f":      {Outcome: WhiteWins, Reason: Forfeit},
		"0":        {Outcome: Draw},
		"Draw":     {Outcome: Draw},
		"?":        {},
		"Void":     {},
		"whatever": {},
	}
	for re, want := range tests {
		g, err := Read([]byte("(;GM[4]RE["+re+"])"), FormatSGF)
		if err != nil {
			t.Fatal(err)
		}
		if g.Result != want {
			t.Errorf("RE[%s] = %v, want %v", re, g.Result, want)
		}
	}
}

func TestDetect(t *testing.T) {
	tests := []struct {
		name, data string
		want       Format
	}{
		{"game.sgf", "(;GM[4];B[hh])", FormatSGF},
		{"game.psq", "Piskvorky 15x15, 0:0, 0\n", FormatPSQ},
		{"game.txt", "Piskvorky 15x15, 0:0, 0\n", FormatPSQ}, // content wins over a wrong name
		{"game.SGF", "", FormatSGF},
		{"game.pos", "\x00", FormatPOS},
		{"", "\x02\x70\x71", FormatPOS},
		{"", "h8 i9 j10\n", FormatMoves},
		{"clip", "H8, I9", FormatMoves},
		{"", "\x02\x70", FormatUnknown},
		{"notes.doc", "hello world!", FormatUnknown},
	}
	for _, tt := range tests {
		if got := Detect(tt.name, []byte(tt.data)); got != tt.want {
			t.Errorf("Detect(%q, %q) = %v, want %v", tt.name, tt.data, got, tt.want)
		}
	}
}

// A pasted game is recognised whatever program it was copied from.
func TestParsePasted(t *testing.T) {
	tests := map[string]Format{
		"h8 i9 j10":                        FormatMoves,
		"(;GM[4]SZ[15];B[hh];W[ig];B[jf])": FormatSGF,
		"Piskvorky 15x15, 0:0, 0\n8,8,0\n9,7,0\n10,6,0\n": FormatPSQ,
	}
	for text, want := range tests {
		g, f, err := Parse([]byte(text), Options{})
		if err != nil || f != want || len(g.Moves) != 3 {
			t.Errorf("Parse(%q) = %v, %v, %v", text, g, f, err)
		}
	}
	if _, _, err := Parse([]byte("hello!"), Options{}); !errors.Is(err, ErrUnknownFormat) {
		t.Errorf("Parse of prose: %v", err)
	}
}
