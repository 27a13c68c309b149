package match

import "gomoku/engine/cli/usage"

// Usage is what "gomoku match --help" prints above the flags.
func Usage() usage.Command {
	return usage.Command{
		Name:    "match",
		Args:    "[flags]",
		Summary: "Plays engines and levels against each other.",
		Details: `Every opening of the set is played twice, colours swapped. A player is
"default" (today's engine), "first" (its first working version), a level
name (Beginner … Master) or "pbrain:/path/to/engine [args]", a Gomocup
engine, which loses by forfeit when it breaks the protocol or the clock.
"default" may carry switches for measuring what a feature is worth, such
as default-vcf (no VCF search at the root), default-j4 (4 threads) or
default-400ms (its own time per move).`,
		Examples: []string{
			"gomoku match -a default -b first --games 40",
			"gomoku match --ladder --games 40 --jobs 2",
			"gomoku match -a Expert -b pbrain:./pbrain-other --time 1s",
		},
	}
}
