package i18n

// Test-only helpers: what placeholders a message uses.

// names is the union of the placeholders over every form.
func (m *message) names() map[string]bool {
	if m.forms == nil {
		return placeholders(m.segs)
	}
	all := map[string]bool{}
	for _, segs := range m.forms {
		for n := range placeholders(segs) {
			all[n] = true
		}
	}
	return all
}

// placeholders lists the distinct placeholder names of a parsed message.
func placeholders(segs []segment) map[string]bool {
	names := map[string]bool{}
	for _, s := range segs {
		if s.arg {
			names[s.text] = true
		}
	}
	return names
}
