package record

import (
	"os"
	"path/filepath"
	"testing"

	"gomoku/engine"
)

// fileSeeds returns every golden and import sample with the extension.
func fileSeeds(f *testing.F, ext string) [][]byte {
	var out [][]byte
	for _, dir := range []string{"golden", "import"} {
		paths, err := filepath.Glob(filepath.Join("testdata", dir, "*"+ext))
		if err != nil {
			f.Fatal(err)
		}
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			out = append(out, data)
		}
	}
	return out
}

func addFileSeeds(f *testing.F, ext string) {
	for _, data := range fileSeeds(f, ext) {
		f.Add(data)
	}
}

// checkFixpoint is the property every reader fuzz test checks: whatever a
// reader accepts is a valid game that writes and reads back to itself.
func checkFixpoint(t *testing.T, data []byte, format Format, opt Options) {
	g, err := ReadWith(data, format, opt)
	if err != nil {
		if g != nil {
			t.Fatalf("error %v with a game", err)
		}
		return
	}
	if err := g.Validate(); err != nil {
		t.Fatalf("read an invalid game: %v", err)
	}
	out, err := Write(g, format)
	if err != nil {
		t.Fatalf("cannot write what was read: %v", err)
	}
	again := Options{Rule: opt.Rule, Size: g.Size}
	back, err := ReadWith(out, format, again)
	if err != nil {
		t.Fatalf("cannot read what was written: %v\n%q", err, out)
	}
	if d := sameGame(Normalize(g, format, again), back); d != "" {
		t.Fatalf("write/read changed the game: %s\n%q", d, out)
	}
	// Replaying may reject the moves, but must not panic.
	_, _ = back.Replay()
}

func FuzzReadPSQ(f *testing.F) {
	addFileSeeds(f, ".psq")
	f.Add([]byte("Piskvorky 5x5, 0:0, 0\n1,1,0\n5,5,1\nhomo-1\n3,4,5\n-1\n0,omok\n"))
	f.Add([]byte("Piskvorky 20x15, 0:0, 0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkFixpoint(t, data, FormatPSQ, Options{Rule: engine.Caro})
	})
}

func FuzzReadSGF(f *testing.F) {
	addFileSeeds(f, ".sgf")
	f.Add([]byte("(;GM[4]SZ[7]AB[aa:ab]AW[ga][gb];B[dd])"))
	f.Add([]byte("(;GM[4]RU[Soosõrv-8]PB[a\\]b\\\nc]DT[2024-05]RE[W+T];B[hh](;W[ii])(;W[jj]))"))
	f.Add([]byte("(;FF[3]GaMe[4]SiZe[19]Black[j10];White[tt])"))
	f.Add([]byte("(;GM[4]SZ[15]RU[renju]XO[soosorv8]XC[3:swap][4:offers-2][4:stay][4:offer:j5];B[hh];W[ig];B[ih];W[jj])"))
	f.Add([]byte("(;GM[4]SZ[15];B[hh];W[ig](;B[jf](;W[ke])(;W[aa]))(;B[gi];W[gh]))"))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkFixpoint(t, data, FormatSGF, Options{})
	})
}

func FuzzReadPOS(f *testing.F) {
	addFileSeeds(f, ".pos")
	f.Add([]byte{0})
	f.Add([]byte{2, 112, 112})
	f.Add([]byte{1, 225})
	f.Fuzz(func(t *testing.T, data []byte) {
		checkFixpoint(t, data, FormatPOS, Options{Rule: engine.Renju})
	})
}

func FuzzReadMoves(f *testing.F) {
	for _, data := range fileSeeds(f, ".txt") {
		f.Add(data, uint8(15), uint8(0), uint8(0))
	}
	f.Add([]byte("H8, i9; j10\n"), uint8(15), uint8(0), uint8(0))
	f.Add([]byte("h8p15"), uint8(15), uint8(LettersAuto), uint8(RowsFromTop))
	f.Add([]byte("z26a1"), uint8(0), uint8(LettersSkipI), uint8(0))
	f.Fuzz(func(t *testing.T, data []byte, size, cols, rows uint8) {
		opt := Options{Size: int(size) % 30, Columns: Columns(cols % 3), Rows: Rows(rows % 2)}
		pts, n, err := ParseMoves(string(data), MoveOptions{Size: opt.Size, Columns: opt.Columns, Rows: opt.Rows})
		if err == nil {
			for _, p := range pts {
				if !p.In(n) {
					t.Fatalf("%v is off the %d board", p, n)
				}
			}
			if len(pts) > n*n {
				t.Fatalf("%d moves on %d", len(pts), n)
			}
		}
		checkFixpoint(t, data, FormatMoves, opt)
	})
}

// Detecting and reading any file, under any name, never panics.
func FuzzDetectRead(f *testing.F) {
	for _, ext := range []string{".sgf", ".psq", ".pos", ".txt"} {
		f.Add("game"+ext, []byte("(;GM[4];B[hh])"))
	}
	f.Add("", []byte("\x02\x70\x71"))
	f.Add("x", []byte("Piskvorky 15x15, 0:0, 0\n8,8,0\n"))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		format := Detect(name, data)
		if format == FormatUnknown {
			return
		}
		if g, err := Read(data, format); err == nil {
			_, _ = g.Replay()
		}
	})
}
