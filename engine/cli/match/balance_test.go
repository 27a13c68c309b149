package match

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// TestEmpiricalBalance plays every start of GOMOKU_STARTS (a file of move
// strings, one per line) between pairs of nearly equal engines, both
// colours each, and prints the starts no pair decided by colour alone
// (the same colour winning both games). Run with GOMOKU_STARTS=file.
func TestEmpiricalBalance(t *testing.T) {
	path := os.Getenv("GOMOKU_STARTS")
	if path == "" {
		t.Skip("set GOMOKU_STARTS to a file of starts")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var starts []string
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.Trim(strings.TrimSpace(l), `",`); l != "" {
			starts = append(starts, l)
		}
	}
	cfg := engine.Config{Size: 15, Rule: engine.Freestyle}
	pairs := [][2]string{{"default", "default-t90"}, {"default-avg", "default"}, {"default-t110", "default-vcf"}}
	lim := ai.Limits{Depth: 6}
	out := make([]string, len(starts))
	var wg sync.WaitGroup
	jobs := make(chan int)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tables := &ai.TableSet{}
			for i := range jobs {
				op, err := engine.ParseMoves(starts[i], 15)
				if err != nil {
					t.Error(err)
					continue
				}
				decided := 0
				res := ""
				for _, pr := range pairs {
					a, _ := ParseContestant(pr[0], lim)
					b, _ := ParseContestant(pr[1], lim)
					sa, _ := newSide(a, tables, cfg)
					sb, _ := newSide(b, tables, cfg)
					w1, _, _ := playGame(context.Background(), cfg, op, sa, sb, 1)
					w2, _, _ := playGame(context.Background(), cfg, op, sb, sa, 2)
					res += fmt.Sprintf("%v%v ", w1, w2)
					if w1 == w2 && w1 != engine.Empty {
						decided++
					}
				}
				out[i] = fmt.Sprintf("%d %q // %s", decided, starts[i], res)
			}
		}()
	}
	for i := range starts {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	for _, l := range out {
		fmt.Println(l)
	}
}
