package match

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"gomoku/engine/ai"
	"gomoku/engine/pbrain"
)

// helperEnv makes the re-executed test binary an external engine: our
// own pbrain server, or one that answers every move with garbage.
const helperEnv = "GOMOKU_MATCH_PBRAIN_HELPER"

func TestMain(m *testing.M) {
	switch os.Getenv(helperEnv) {
	case "":
		os.Exit(m.Run())
	case "server":
		os.Exit(pbrain.Serve(os.Stdin, os.Stdout))
	default:
		var out bytes.Buffer
		for range 64 {
			out.WriteString("OK\nI resign\n")
		}
		os.Stdout.Write(out.Bytes())
		io.Copy(io.Discard, os.Stdin) // live until END closes stdin
		os.Exit(0)
	}
}

func externalSpec() string { return "pbrain:" + os.Args[0] + " -test.run=^$" }

// Our level against our own engine run as an external pbrain process:
// the match completes and every game has a result.
func TestMatchAgainstExternalEngine(t *testing.T) {
	t.Setenv(helperEnv, "server")
	var out, errb bytes.Buffer
	rc := Main([]string{"-a", "beginner", "-b", externalSpec(), "-games", "2", "-time", "50ms", "-v"}, nil, &out, &errb)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	t.Log("\n" + out.String())
	if !strings.Contains(out.String(), "2 games") || strings.Contains(out.String(), "illegal") {
		t.Fatalf("output %q", out.String())
	}
}

// An engine that answers nonsense loses every game by forfeit and the
// match still finishes.
func TestMatchForfeitsBrokenEngine(t *testing.T) {
	t.Setenv(helperEnv, "garbage")
	var out, errb bytes.Buffer
	rc := Main([]string{"-a", "beginner", "-b", externalSpec(), "-games", "2", "-time", "50ms", "-v"}, nil, &out, &errb)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	if !strings.Contains(out.String(), "+2 -0 =0") || !strings.Contains(out.String(), "forfeits") {
		t.Fatalf("output %q", out.String())
	}
}

func TestParseExternalPlayer(t *testing.T) {
	p, err := ParseContestant("PBrain:/opt/Engines/pbrain-X --fast", ai.Limits{Time: time.Second})
	if err != nil || p.ext == nil || p.Name != "pbrain-X" || p.ext.Path != "/opt/Engines/pbrain-X" || fmt.Sprint(p.ext.Args) != "[--fast]" {
		t.Fatalf("got %+v, %v", p, err)
	}
	if _, err := ParseContestant("pbrain:", ai.Limits{Time: time.Second}); err == nil {
		t.Fatal("empty command accepted")
	}
}
