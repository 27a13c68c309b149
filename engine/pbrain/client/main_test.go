package client

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"gomoku/engine/pbrain"
)

// helperEnv selects what the re-executed test binary plays: "server" is
// the project's own pbrain engine, anything else one of the fakes below.
const helperEnv = "GOMOKU_PBRAIN_CLIENT_HELPER"

// TestMain turns the test binary into an external engine when started
// with helperEnv set, so tests need no other executable.
func TestMain(m *testing.M) {
	switch mode := os.Getenv(helperEnv); mode {
	case "":
		os.Exit(m.Run())
	case "server":
		os.Exit(pbrain.Serve(os.Stdin, os.Stdout))
	default:
		os.Exit(fake(mode))
	}
}

// fake is a misbehaving engine: it accepts START and answers every move
// request according to mode.
func fake(mode string) int {
	in := bufio.NewScanner(os.Stdin)
	var answered time.Time // "deaf": when it last gave a move
	moves := 0
	for in.Scan() {
		cmd := strings.Fields(strings.TrimSpace(in.Text()))
		if len(cmd) == 0 {
			continue
		}
		switch strings.ToUpper(cmd[0]) {
		case "START":
			fmt.Println("OK")
		case "RESTART":
			if mode == "norestart" {
				fmt.Println("UNKNOWN RESTART")
				continue
			}
			fmt.Println("OK")
		case "END":
			if mode == "hang" {
				continue // a hung engine ignores END too
			}
			return 0
		case "BEGIN", "TURN", "DONE":
			switch mode {
			case "occupied":
				fmt.Println("7,7")
			case "offboard":
				fmt.Println("15,3")
			case "garbage":
				fmt.Println("MESSAGE thinking hard")
				fmt.Println("I resign, good game")
			case "error":
				fmt.Println("ERROR out of memory")
			case "hang":
				time.Sleep(time.Hour)
			case "crash":
				fmt.Fprintln(os.Stderr, "panic: boom")
				return 3
			case "deaf":
				// Like Rapfi: a command that comes right after the
				// engine's own move is lost.
				if time.Since(answered) < 20*time.Millisecond {
					continue
				}
				fmt.Printf("%d,0\n", moves%15)
				moves++
				answered = time.Now()
			case "chatty", "norestart":
				fmt.Println("MESSAGE hello\r\nDEBUG x\r\nUNKNOWN foo")
				fmt.Print("0,0\r")
			}
		}
	}
	return 0
}

// helper returns options that start this test binary as an engine.
func helper(mode string) Options {
	return Options{
		Path:     os.Args[0],
		Args:     []string{"-test.run=^$"},
		Env:      []string{helperEnv + "=" + mode},
		Size:     15,
		TurnTime: 100 * time.Millisecond,
		Grace:    500 * time.Millisecond,
	}
}
