package engine

// Text marshalling lets Config, Rule and Opening appear in JSON files (the
// settings and the autosave) by their stable names rather than numbers that
// would silently change meaning if the enums were ever reordered.

// MarshalText writes the rule's identifier.
func (r Rule) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a rule identifier.
func (r *Rule) UnmarshalText(b []byte) error {
	v, err := ParseRule(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// MarshalText writes the opening's identifier.
func (o Opening) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText reads an opening identifier.
func (o *Opening) UnmarshalText(b []byte) error {
	v, err := ParseOpening(string(b))
	if err != nil {
		return err
	}
	*o = v
	return nil
}
