// Package storetest makes the hostile files a reliability test puts where
// the game expects its own — a link to /dev/zero, a FIFO, a folder, a
// 100 MB file — and runs a step under a deadline so a read that would block
// fails the test instead of hanging it. Only tests import it.
package storetest
