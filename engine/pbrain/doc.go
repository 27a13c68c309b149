// Package pbrain speaks the Gomocup "pbrain" protocol (Piskvork's text
// protocol on stdin/stdout) so the engine can play in Gomocup managers
// such as Piskvork or GomocupJudge. Main is the whole program; `make brain`
// builds it as bin/pbrain-gomoku.
package pbrain
