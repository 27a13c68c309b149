package ai

import "gomoku/engine"

// orderHeldOut are self-play games of the tuner (100 000 nodes a move)
// that the move-ordering tuner (gomoku policy) held out of its fit: the moves a deep search played
// in positions the learnt order never saw.
var orderHeldOut = map[engine.Rule][]string{
	engine.Freestyle: {
		"j11f6k10g5i12h13i10e7d8e5m8l9j10h10m10l10j9j8j12j13k12h4i3h12h9g8l13",
		"i8h6j9g8k8h7i10h11i9i7i11i12l7m6j8h8h9h4h5k9m8l8j7j6i6g4l9",
		"g7h9k11i8i7j7g10j8g9g8h8j6j5i9k6j9j10l9k9k10h7l11m12j11f10e11f7e7i10h10m8k7l6g11",
		"k5k7j11j8l6i7k9j7h7m7l7l8m9i8k8j6j9i5h4i6i4i9",
		"h5h8f7f8j8g9e8g6g5i7j6h10e7e11f10i11j12h9h7h12h11j10d7g7c7b7g10f9e9i9j9f6",
		"e9i10e10h11f9g12f13g8h9g9f10e12f12f11g11d8i13h12d10g10b10c10g13d13c14k8j9g7g6h13e11c9h14",
		"g8e6i6e8i8e9e7f9h8j8i7i9i4i5g9j6f10e11h10f8g7e10e12g10h7f7h9h6h11",
		"e9j8h6f7g8g7h7h8f6j6e6g6e8e7f9d7c7i6e10d11e11e12d9g9b9c9f10d8f11b10a11k5i7f12c8b7g12",
		"k7i6e5e9e6f9f5d9g9d7d5g5c4f7c5b5b3a2c6c9b9c7c2c3e7e4d6f8b6a6f6",
		"i6e9h8g8j6h9k6l6i7g9k5l4i9i10i5i8i4i3g6h6f7h5k7j11k12f9d9h4k4k3k8",
		"f5k9f10h7g6k7g5k8k6l8g4g7h3e6h5k11k10i7j7f7e7i5f3i6g3g2e3d3i3",
		"f10j8j9k7i9k9i7k8k6i8h8l8m8g9k11g7j6l6l9j10m7m5n4l4l5h6j11k10i11h11m10m11j5l10n12i4n9l7m6m9j3n10o11i10h10j4k4i2n7",
		"j9e6e9h6g9f5h9f9h8d7c8h3g4h5h7g5e5j5i5h4h2f6i9k9h10h11e7g6d6i6",
		"i10i7e5h7g8g7j7h9h10h6f10j10h8i8f8j9g6k10l11k9g10e10e8d8i9j8g5l10",
		"j10e7g11f7f9e8g7d9g6c10b11e10e9d10f10b10a10d8h12i13d11c9f6a11",
		"h7i6f9f11f7g7h9f8g6e9h6h8e8h5c10d9i8j9f5e4d7g10c6b5e6d10c11g4g8d5i10",
	},
}
