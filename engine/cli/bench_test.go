package cli

import (
	"bytes"
	"strings"
	"testing"
)

func TestBenchPrintsSignature(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := Bench([]string{"-depth", "3"}, nil, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	if !strings.Contains(out.String(), "signature ") {
		t.Fatalf("no signature in %q", out.String())
	}
	if rc := Bench([]string{"-depth", "x"}, nil, &out, &errb); rc == 0 {
		t.Fatal("bad flag accepted")
	}
}
