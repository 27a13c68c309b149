package match

import (
	"bytes"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"gomoku/engine/ai"
)

func TestOpeningsAreDistinctAndOnBoard(t *testing.T) {
	for _, size := range []int{7, 9, 15, 19} {
		ops, err := OpeningsNamed(DefaultOpenings, size)
		if err != nil {
			t.Fatal(err)
		}
		// 16 distinct starts: a 32-game match never repeats one.
		if len(ops) < 16 {
			t.Fatalf("size %d: only %d openings", size, len(ops))
		}
		seen := map[string]bool{}
		for _, op := range ops {
			k := ""
			for _, p := range op {
				if !p.In(size) {
					t.Fatalf("off board %v", p)
				}
				k += p.String()
			}
			if seen[k] {
				t.Fatalf("duplicate %s", k)
			}
			seen[k] = true
		}
	}
}

func TestShortMatch(t *testing.T) {
	var out, errb bytes.Buffer
	rc := Main([]string{"-a", "default", "-b", "beginner", "-games", "2", "-depth", "2", "-v"}, nil, &out, &errb)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	if !strings.Contains(out.String(), "2 games") {
		t.Fatalf("output %q", out.String())
	}
	if rc := Main([]string{"-a", "nobody"}, nil, &out, &errb); rc != 2 {
		t.Fatalf("bad player accepted: rc %d", rc)
	}
}

// TestLadder plays every level against the one below; it takes many
// minutes, so it only runs with GOMOKU_LADDER=1.
func TestLadder(t *testing.T) {
	if os.Getenv("GOMOKU_LADDER") == "" {
		t.Skip("set GOMOKU_LADDER=1 to run the level ladder")
	}
	var out, errb bytes.Buffer
	if rc := Main([]string{"-ladder", "-games", "20"}, nil, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	t.Log("\n" + out.String())
}

// Games played two at a time are the same games, with the same results,
// as games played one after the other (the levels are seeded and limited
// by depth, so each game is reproducible).
func TestJobsPlayTheSameGames(t *testing.T) {
	games := func(jobs string) (string, []string) {
		var out, errb bytes.Buffer
		if rc := Main([]string{"-ladder", "-step", "Easy", "-games", "6", "-jobs", jobs, "-v"}, nil, &out, &errb); rc != 0 {
			t.Fatalf("-jobs %s: rc %d: %s", jobs, rc, errb.String())
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		score := lines[len(lines)-1]
		played := lines[:len(lines)-1]
		sort.Strings(played)
		return score, played
	}
	s1, g1 := games("1")
	s2, g2 := games("2")
	if s1 != s2 || strings.Join(g1, "\n") != strings.Join(g2, "\n") {
		t.Fatalf("one job:\n%s\n%s\ntwo jobs:\n%s\n%s", strings.Join(g1, "\n"), s1, strings.Join(g2, "\n"), s2)
	}
	if len(g1) != 6 {
		t.Fatalf("%d games logged, want 6", len(g1))
	}
}

func TestBadStepAndJobs(t *testing.T) {
	var out, errb bytes.Buffer
	for _, args := range [][]string{{"-ladder", "-step", "Beginner"}, {"-ladder", "-step", "Grandmaster"}, {"-jobs", "0"}, {"-threads", "0"}} {
		if rc := Main(args, nil, &out, &errb); rc != 2 {
			t.Errorf("%v: rc %d, want 2", args, rc)
		}
	}
}

func TestThreadsFeature(t *testing.T) {
	p, err := ParseContestant("default-j3", ai.Limits{Depth: 2})
	if err != nil || p.limits.Threads != 3 || p.limits.Depth != 2 {
		t.Fatalf("default-j3: %+v, %v", p.limits, err)
	}
	if _, err := ParseContestant("default-j0", ai.Limits{}); err == nil {
		t.Fatal("default-j0 accepted")
	}
}

// A time of its own gives one player time odds; the other keeps -time.
func TestTimeFeature(t *testing.T) {
	lim := ai.Limits{Time: 200 * time.Millisecond, Threads: 1}
	p, err := ParseContestant("default-400ms", lim)
	if err != nil || p.limits.Time != 400*time.Millisecond || p.limits.Threads != 1 {
		t.Fatalf("default-400ms: %+v, %v", p.limits, err)
	}
	q, err := ParseContestant("default", lim)
	if err != nil || q.limits.Time != 200*time.Millisecond {
		t.Fatalf("default: %+v, %v", q.limits, err)
	}
	for _, bad := range []string{"default-0ms", "default--1s", "default-400"} {
		if _, err := ParseContestant(bad, lim); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func TestTunableFeature(t *testing.T) {
	p, err := ParseContestant("default-xlmp=3-xlmrdiv=1.5-c3", ai.Limits{})
	want := ai.DefaultConfig()
	want.CounterThrees = false
	if err == nil {
		err = want.SetTunable("lmp", 3)
	}
	if err == nil {
		err = want.SetTunable("lmrdiv", 1.5)
	}
	if err != nil || p.cfg != want {
		t.Fatalf("default-xlmp=3-xlmrdiv=1.5-c3: %+v, %v", p.cfg, err)
	}
	for _, bad := range []string{"default-xnosuch=1", "default-xlmp=abc", "default-xlmp"} {
		if _, err := ParseContestant(bad, ai.Limits{}); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}
