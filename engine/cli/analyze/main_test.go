package analyze

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func run(t testing.TB, stdin string, args ...string) (string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Main(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), code
}

func TestCommandLinePositions(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
		code int
	}{
		{"replay", []string{"--rule", "renju", "--size", "15", "--moves", "h8i9j10"},
			`{"rule":"renju","size":15,"renju_opening":{"name":"Chōsei","code":"1I","kanji":"長星","label":"Chōsei (1I)"},"stones":3,"to_move":"white","result":{"status":"ongoing"},"forbidden":[]}`, 0},
		{"forbidden points of the side to move", []string{"--rule=renju", "--moves", "h9a1g8a3i8a5h7a7"},
			`{"rule":"renju","size":15,"stones":8,"to_move":"black","result":{"status":"ongoing"},"forbidden":["h8"],"forbidden_kinds":{"h8":"double-three"}}`, 0},
		{"illegal forbidden move", []string{"--rule", "renju", "--moves", "h9a1g8a3i8a5h7a7h8o15"},
			`{"rule":"renju","size":15,"stones":8,"to_move":"black","result":{"status":"ongoing"},"forbidden":["h8"],"forbidden_kinds":{"h8":"double-three"},"illegal":{"index":9,"point":"h8","reason":"double-three","message":"engine: h8 is forbidden for black (double-three)"}}`, 0},
		{"tournament renju loss", []string{"--rule", "renju", "--forbidden-loses", "--moves", "h9a1g8a3i8a5h7a7h8"},
			`{"rule":"renju","size":15,"stones":9,"to_move":"white","result":{"status":"win","winner":"white","reason":"forbidden-move","forbidden":"double-three"},"forbidden":[]}`, 0},
		{"win", []string{"--moves", "h8a1i8a2j8a3k8a4l8"},
			`{"rule":"freestyle","size":15,"stones":9,"to_move":"white","result":{"status":"win","winner":"black","reason":"five","line":["h8","i8","j8","k8","l8"]},"forbidden":[]}`, 0},
		{"set-up position", []string{"--rule", "renju", "--black", "h9,g8,i8,h7", "--white", "a1,a2,a3,a4"},
			`{"rule":"renju","size":15,"stones":8,"to_move":"black","result":{"status":"ongoing"},"forbidden":["h8"],"forbidden_kinds":{"h8":"double-three"}}`, 0},
		{"set-up win", []string{"--rule", "standard", "--black", "a1,b2,c3,d4,e5", "--white", "o1,o2,o3,o4", "--to-move", "white"},
			`{"rule":"standard","size":15,"stones":9,"to_move":"white","result":{"status":"win","winner":"black","reason":"five","line":["a1","b2","c3","d4","e5"]},"forbidden":[]}`, 0},
		{"omok white", []string{"--rule", "omok", "--size", "9", "--black", "a1,a3,a5,a7,a9", "--white", "d5,e6,e4,f5", "--to-move", "white"},
			`{"rule":"omok","size":9,"stones":9,"to_move":"white","result":{"status":"ongoing"},"forbidden":["e5"],"forbidden_kinds":{"e5":"double-three"}}`, 0},
		{"no playable point", []string{"--rule", "renju", "--size", "6", "--moves", "a5f5a1f2d4c3c4f4d3b2b1b6e5b4d6a3a6b3d1d2c2a2f1a4f6c6c1e4e2c5e3f3e6d5"},
			`{"rule":"renju","size":6,"stones":34,"to_move":"black","result":{"status":"draw","reason":"no-playable-point"},"forbidden":[]}`, 0},
		{"occupied", []string{"--moves", "h8h8"},
			`{"error":"move 2 (h8): engine: point is occupied: h8","rule":"freestyle","size":15,"stones":1,"to_move":"white","result":{"status":"ongoing"},"forbidden":[],"illegal":{"index":2,"point":"h8","reason":"occupied","message":"engine: point is occupied: h8"}}`, 1},
		{"off the board", []string{"--size", "9", "--moves", "h8j10"},
			`{"error":"engine: move string: j10 at offset 2 is off the 9×9 board","rule":"freestyle","size":9}`, 1},
		{"unknown rule", []string{"--rule", "gomoku", "--moves", "h8"},
			`{"error":"engine: unknown rule \"gomoku\" (want one of freestyle, standard, renju, caro, omok)"}`, 2},
		{"set-up clash", []string{"--black", "h8", "--white", "h8"},
			`{"error":"--white: h8 is occupied","rule":"freestyle","size":15}`, 1},
		{"pro opening", []string{"--rule", "renju", "--opening", "pro", "--moves", "h8h9i9"},
			`{"rule":"renju","size":15,"opening":"pro","stones":2,"to_move":"black","result":{"status":"ongoing"},"forbidden":[],"illegal":{"index":3,"point":"i9","reason":"opening","message":"engine: opening: i9: under pro Black's second stone must be at least 3 intersections from the centre"}}`, 0},
		{"soosorv8 third stone outside the 5×5", []string{"--rule", "renju", "--opening", "soosorv8", "--moves", "h8h9l12"},
			`{"rule":"renju","size":15,"opening":"soosorv8","stones":2,"to_move":"black","result":{"status":"ongoing"},"forbidden":[],"illegal":{"index":3,"point":"l12","reason":"opening","message":"engine: opening: l12: under soosorv8 the third stone must go inside the central 5×5, so that the first three stones make one of the 26 openings"}}`, 0},
		{"yamaguchi named opening, 5th anywhere", []string{"--rule", "renju", "--opening", "yamaguchi", "--moves", "h8h9i9a1b2c3"},
			`{"rule":"renju","size":15,"opening":"yamaguchi","renju_opening":{"name":"Kagetsu","code":"4D","kanji":"花月","label":"Kagetsu (4D)"},"stones":6,"to_move":"black","result":{"status":"ongoing"},"forbidden":[]}`, 0},
		{"taraguchi10 4th stone outside the 7×7", []string{"--rule", "renju", "--opening", "taraguchi10", "--moves", "h8i9j10l12"},
			`{"rule":"renju","size":15,"opening":"taraguchi10","renju_opening":{"name":"Chōsei","code":"1I","kanji":"長星","label":"Chōsei (1I)"},"stones":3,"to_move":"white","result":{"status":"ongoing"},"forbidden":[],"illegal":{"index":4,"point":"l12","reason":"opening","message":"engine: opening: l12: under taraguchi10 stone 4 must go inside the central 7×7"}}`, 0},
		{"taraguchi10 5th far away is a kept offer", []string{"--rule", "renju", "--opening", "taraguchi10", "--moves", "h8i9j10k11a1"},
			`{"rule":"renju","size":15,"opening":"taraguchi10","renju_opening":{"name":"Chōsei","code":"1I","kanji":"長星","label":"Chōsei (1I)"},"stones":5,"to_move":"white","result":{"status":"ongoing"},"forbidden":[]}`, 0},
		{"opening named in any orientation without a rule", []string{"--moves", "c3d3d2"},
			`{"rule":"freestyle","size":15,"renju_opening":{"name":"Kagetsu","code":"4D","kanji":"花月","label":"Kagetsu (4D)"},"stones":3,"to_move":"white","result":{"status":"ongoing"},"forbidden":[]}`, 0},
	}
	for _, tc := range tests {
		out, code := run(t, "", tc.args...)
		if strings.TrimSpace(out) != tc.want || code != tc.code {
			t.Errorf("%s:\n got  %s (exit %d)\n want %s (exit %d)", tc.name, strings.TrimSpace(out), code, tc.want, tc.code)
		}
	}
}

func TestStandardInputLines(t *testing.T) {
	in := strings.Join([]string{
		"--moves h8i9",
		"",
		"# a comment",
		"--rule omok --moves h8",
		"--size 9 --moves e5",
		"--rule nonsense --moves h8",
		"garbage",
		"--black h8 --white h8",
		"--moves h8 --black i9",
		"--to-move white --moves h8",
		"--black h8,i8,j8 --white a1",
		"--size=4 --moves a1",
		"--moves h8\r",
	}, "\n")
	out, code := run(t, in, "--rule", "renju")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []struct {
		input int
		rule  string
		size  int
		err   bool
	}{
		{1, "renju", 15, false},
		{4, "omok", 15, false},
		{5, "renju", 9, false},
		{6, "", 0, true},
		{7, "", 0, true},
		{8, "renju", 15, true},
		{9, "", 0, true},
		{10, "", 0, true},
		{11, "", 15, true},
		{12, "", 0, true},
		{13, "renju", 15, false},
	}
	if len(lines) != len(want) {
		t.Fatalf("%d output lines, want %d:\n%s", len(lines), len(want), out)
	}
	for i, w := range want {
		var r report
		if err := json.Unmarshal([]byte(lines[i]), &r); err != nil {
			t.Fatalf("line %d is not JSON: %v", i+1, err)
		}
		if r.Input != w.input || (r.Error != "") != w.err || (w.rule != "" && r.Rule != w.rule) || (w.size != 0 && r.Size != w.size) {
			t.Errorf("output %d: %s", i+1, lines[i])
		}
	}
}

func TestUsage(t *testing.T) {
	if out, code := run(t, "", "--help"); code != 0 || !strings.Contains(out, "usage: gomoku analyze") {
		t.Errorf("--help: exit %d, %q", code, out)
	}
	if _, code := run(t, "", "--rule"); code != 2 {
		t.Errorf("flag without value: exit %d", code)
	}
	if _, code := run(t, "", "extra"); code != 2 {
		t.Errorf("stray argument: exit %d", code)
	}
}

func FuzzAnalyzeLine(f *testing.F) {
	for _, s := range []string{
		"--moves h8i9j10",
		"--rule renju --moves h9a1g8a3i8a5h7a7h8",
		"--rule=omok --size=9 --black e5,d4 --white a1 --to-move white",
		"--opening swap2 --rule renju --moves h8i9j8k8l8m8n8",
		"--opening taraguchi10 --rule renju --moves h8i9j10k11a1b2",
		"--opening soosorv8 --rule renju --moves h8h9i9i8j7",
		"--restrict-black --rule standard --moves h8",
		"--forbidden-loses=false --rule caro --moves a1",
		"--size 26 --moves z26a1",
		"--black --white",
		"-- - --=",
		"\x00\xff--moves",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		r := analyzeLine(line, defaultOptions().settings())
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatalf("marshal: %v", err)
		}
		var back report
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("output is not JSON: %s", b)
		}
		if r.Error == "" && r.Result == nil {
			t.Fatalf("neither error nor result for %q: %s", line, b)
		}
	})
}

func BenchmarkAnalyzeRenjuLine(b *testing.B) {
	line := "--rule renju --moves h8h9i8g8i9i10j10k11g7j7h6f8e8g9g10"
	base := defaultOptions().settings()
	for b.Loop() {
		analyzeLine(line, base)
	}
}
