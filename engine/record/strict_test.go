package record

import (
	"strings"
	"testing"

	"gomoku/engine"
)

// TestPSQMalformedMoveLineIsRefusedUnlessLenient: a move line gone wrong
// used to end the move list quietly, so the moves after it vanished from
// a conversion that still succeeded.
func TestPSQMalformedMoveLineIsRefusedUnlessLenient(t *testing.T) {
	for _, bad := range []string{"9,x,0", "9,9", "9,9,0,1", "9 , 9 ,", "7,-"} {
		data := "Piskvorky 15x15, 0:0, 0\n8,8,0\n" + bad + "\n10,10,0\nAlice\nBob\n-1\n1,renju\n"
		_, err := Read([]byte(data), FormatPSQ)
		if err == nil || !strings.Contains(err.Error(), "line 3") || !strings.Contains(err.Error(), "malformed move line") {
			t.Errorf("%q: err %v, want line 3 refused", bad, err)
			continue
		}
		g, err := ReadWith([]byte(data), FormatPSQ, Options{Lenient: true})
		if err != nil || engine.FormatMoves(g.Moves) != "h8" {
			t.Errorf("%q lenient: %v, %v; want the move before it", bad, g, err)
		}
	}
	// Names, markers and result lines are not moves.
	for _, tail := range []string{"Alice\nBob\n-1\n2,Freestyle\n", "1,renju\n", "pbrain-x.exe\n-1\n8,8,0\n", "R2-D2\n"} {
		if _, err := Read([]byte("Piskvorky 15x15, 0:0, 0\n8,8,0\n"+tail), FormatPSQ); err != nil {
			t.Errorf("tail %q refused: %v", tail, err)
		}
	}
}

// TestSGFSizeTooLargeSaysSo: SZ[100000] was "not a number".
func TestSGFSizeTooLargeSaysSo(t *testing.T) {
	for v, want := range map[string]string{
		"100000": "too large: 5–26", "99999999999999999999": "too large: 5–26", "30": "out of range 5–26",
		"15:100000": "too large", "x": "not a number", "": "not a number",
	} {
		_, err := Read([]byte("(;GM[4]SZ["+v+"];B[hh])"), FormatSGF)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("SZ[%s]: %v, want %q", v, err, want)
		}
	}
}
