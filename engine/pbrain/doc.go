// Package pbrain speaks the Gomocup "pbrain" protocol (Piskvork's text
// protocol on stdin/stdout) so the engine can play in Gomocup managers
// such as Piskvork or GomocupJudge. Serve is a whole protocol session on
// stdin/stdout; `make brain` builds the program as bin/pbrain-gomoku, which
// serves from its first line because of its name (engine/cli). It owns the
// protocol's parsing and answers; the search itself is engine/ai's. The
// manager's lines are read on a goroutine of their own (inbox.go), so END
// and the analysis boards' STOP and YXSTOP are obeyed while the engine
// thinks: END exits at once, STOP answers with the best move so far.
package pbrain
