// Package bench is the fixed set of positions behind `gomoku bench` (the
// command itself is in engine/cli): it searches them to a fixed depth and
// reports nodes, time and speed. The total node count is a regression
// signature: any change to the search or the evaluation changes it, and the
// same build always prints the same number. It owns the positions only;
// flags and printing are engine/cli's.
package bench
