// Package bench is the `gomoku bench` subcommand: it searches a fixed set of
// positions to a fixed depth and prints nodes, time and speed. The total
// node count is a regression signature: any change to the search or the
// evaluation changes it, and the same build always prints the same number.
package bench
