package analyze

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestLongInputLineIsCappedAndNotEchoed: one 1 MB line used to be read
// whole and echoed back in full in the error. It is now refused with its
// length and a short prefix, and the lines around it still count.
func TestLongInputLineIsCappedAndNotEchoed(t *testing.T) {
	long := "--moves " + strings.Repeat("h8", 500000)
	exact := "--moves h8" + strings.Repeat(" ", maxLine-len("--moves h8"))
	in := "--moves h8\n" + long + "\n" + exact + "\n--moves h8i9\n" + long
	out, code := run(t, in)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if len(out) > 2000 {
		t.Fatalf("%d bytes of output: the long line was echoed", len(out))
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d outputs, want 5:\n%s", len(lines), out)
	}
	for i, want := range []string{"", "line is 1000008 bytes, longer than the 65536 allowed", "", "", "line is 1000008 bytes"} {
		var r report
		if err := json.Unmarshal([]byte(lines[i]), &r); err != nil {
			t.Fatal(err)
		}
		if r.Input != i+1 || (want == "") != (r.Error == "") || !strings.Contains(r.Error, want) {
			t.Errorf("output %d: %s", i+1, lines[i])
		}
	}
}

// TestErrorsQuoteOnlyAPrefix: an error quoting a long token (a stray
// argument of 60 KB) is cut, on the command line and on stdin.
func TestErrorsQuoteOnlyAPrefix(t *testing.T) {
	junk := strings.Repeat("é", 30000)
	out, code := run(t, junk+"\n")
	if code != 1 || len(out) > 600 || !strings.Contains(out, "bytes in all") {
		t.Fatalf("exit %d, %d bytes: %.300s", code, len(out), out)
	}
	out, code = run(t, "", junk)
	if code != 2 || len(out) > 600 || !strings.Contains(out, "bytes in all") {
		t.Fatalf("command line: exit %d, %d bytes: %.300s", code, len(out), out)
	}
}
