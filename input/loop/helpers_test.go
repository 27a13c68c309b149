package loop

// Test-only views of the loop.

// Saving reports whether file writes are still under way.
func (l *Loop) Saving() bool { return l.Saver != nil && l.Saver.Pending() }

// Done reports whether the player asked to quit.
func (l *Loop) Done() bool { return l.quit }
