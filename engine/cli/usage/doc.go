// Package usage gives every gomoku subcommand the same command-line
// manners: -h, -help and --help print the command's usage on stdout and
// exit 0; a bad flag or argument prints one line saying what is wrong,
// then the usage, on stderr, and exits 2. The usage always reads the same
// way: a synopsis, a sentence of what the command does, its flags with
// their defaults in plain words, and examples.
//
// A subcommand describes itself in a Command, makes its flags with
// Command.FlagSet and parses them with Command.Parse; the rest (help,
// errors, exit statuses) is done here. It knows nothing of the game.
package usage
