package ai

// Threat-sequence cases under Renju (facts from quintet's mate-solver
// tests, re-expressed here). maxMoves counts the attacker's moves including
// the final five; 0 means unbounded. first is the first move of the
// published solution ("" when no win exists within maxMoves).
var mateCases = []struct {
	id           int
	kind         string
	black, white string
	attacker     int // 0 Black, 1 White
	maxMoves     int
	win          bool
	first        string
	solution     string
}{
	{1, "VCF", "l14 e13 h13 h12 i11 g10 h10 k10 j9 h8 i8", "i14 g13 k12 h11 l11 i10 f9 h9 i9 l9 j8", 0, 12, true, "j12", "j12 k13 g9 f8 g6 h7 g8 g7 g12 g11 f12 i12 d12 e12 f10 e11 e10 d10 f11 d9 f14 f13 c11"},
	{2, "VCF", "l14 e13 h13 h12 i11 g10 h10 k10 j9 h8 i8", "i14 g13 k12 h11 l11 i10 f9 h9 i9 l9 j8", 0, 11, false, "", ""},
	{3, "VCF", "k13 m12 m11 j10 g9 i9 j9 m9 g8 h8", "l14 j12 l12 i11 h10 i10 l10 h9 f8", 1, 5, true, "l13", "l13 l11 k12 j11 i12 h12 i13 i14 h14"},
	{4, "VCF", "k13 m12 m11 j10 g9 i9 j9 m9 g8 h8", "l14 j12 l12 i11 h10 i10 l10 h9 f8", 1, 4, false, "", ""},
	{5, "VCF", "b15 f15 h15 m15 d14 h14 i14 n14 o14 c13 m13 o13 a12 c11 n11 b10 n10 o10 b9 d9 l9 a8 h8 h6 a5 e5 o5 b4 d4 i4 i3 j3 a2 j2 n2 d1 g1 k1 o1", "c15 e15 i15 j15 k15 l15 n15 o15 g14 j14 m14 a13 e12 f12 n12 o12 o11 a10 c10 d10 a9 g9 b8 c8 d8 j8 o8 a7 b7 o7 a6 g6 i6 o6 j5 h4 g3 m2 h1", 0, 0, true, "f6", "f6 g7 c3 b2 e1 d2 c1 f1 a1 b1 a4 a3 c4 e4 c5 c2 c6 c7 d5 b5 e6 b3 d6 b6 g8 f7 d7 d3 f5 g5 g4 h3 f8 e7 i8 e8 f2 e3 f3 f4 h5 e2 h7 h9 l1 k2 m1 n1 i1 j1 i2 i5 h2 g2 k5 j4 l4 m3 m5 k3 l5 n5 l3 l2 l6 l7 m6 k4 j6 i7 k6 n6 m4 j7 m7 m8 n8 o9 n7 n9 o2 n3 o3 o4 k7 n4 k9 k8 m9 l8 j9 i9 k10 l11 m10 l10 m12 m11 l13 k14 k13 n13 k11 k12 j10 l12 i13 j13 j12 g15 i11 l14 h12 g13 h11 h13 g11 j11 e11 f11 i10 i12 g10 h10 e9 f10 f9 c9 d11 e10 b11 a11 b13 b12 f13 g12 d13 e13 d12 d15 b14 a15 e14 c12 c14"},
	{6, "VCF", "h8 j8 k8 i7 l7 i6", "h9 l8 j7 k6 i5 l5", 0, 0, true, "i8", "i8 g8 i10 i9 j9"},
	{7, "VCT", "h10 h9 j9 h8 i7", "i11 i9 g8 j8 h7", 0, 4, true, "f10", "f10 g9 i10 g10 h11 h12 g12"},
	{8, "VCT", "h10 h9 j9 h8 i7", "i11 i9 g8 j8 h7", 0, 3, false, "", ""},
	{9, "VCT", "h10 h9 j9 h8 i7", "i11 i9 g8 j8 h7", 0, 4, true, "f10", "f10 g9 i10 g10 h11 h12 g12"},
	{10, "VCT", "h10 h9 j9 h8 i7", "i11 i9 g8 j8 h7", 0, 4, true, "f10", "f10 g9 i10 g10 h11 h12 g12"},
	{11, "VCT", "h10 h9 j9 h8 i7", "i11 i9 g8 j8 h7", 0, 4, true, "f10", "f10 g9 i10"},
	{12, "VCT", "g10 j10 g9 h8", "h9 i9 i7", 1, 4, true, "i10", "i10 i6 i11 i8 j11 j8 g8"},
	{13, "VCT", "g10 j10 g9 h8", "h9 i9 i7", 1, 3, false, "", ""},
	{14, "VCT", "g10 j10 g9 h8", "h9 i9 i7", 1, 4, true, "i10", "i10 i6 i11 i8 j11 j8 g8"},
	{15, "VCT", "g10 j10 g9 h8", "h9 i9 i7", 1, 4, true, "i10", "i10 i6 i11 i8 j11 j8 g8"},
	{16, "VCT", "g10 j10 g9 h8", "h9 i9 i7", 1, 4, true, "i10", "i10 i8 f7 e6 j11"},
	{17, "VCT", "j11 h10 f9 i9 f8 h8 i8 h7", "i10 d9 e9 h9 j8 i7 g6", 1, 4, true, "f7", "f7 e8 g8 e6 g5 g7 h6"},
	{18, "VCT", "j11 h10 f9 i9 f8 h8 i8 h7", "i10 d9 e9 h9 j8 i7 g6", 1, 3, false, "", ""},
	{19, "VCT", "j11 h10 f9 i9 f8 h8 i8 h7", "i10 d9 e9 h9 j8 i7 g6", 1, 4, true, "f7", "f7 e8 g8 e6 g5 g7 h6"},
	{20, "VCT", "j11 h10 f9 i9 f8 h8 i8 h7", "i10 d9 e9 h9 j8 i7 g6", 1, 4, true, "f7", "f7 e8 g8 e6 g5 g7 h6"},
	{21, "VCT", "j11 h10 f9 i9 f8 h8 i8 h7", "i10 d9 e9 h9 j8 i7 g6", 1, 4, true, "f7", "f7 c10 e6 g8 e8 h5 e7"},
	{22, "VCT", "h8 h6 j6 g5 i5", "i10 i9 h7 i6 h5", 0, 4, true, "j8", "j8 i7 i8 g8 l8 k8 k7"},
	{23, "VCT", "h8 h6 j6 g5 i5", "i10 i9 h7 i6 h5", 0, 3, false, "", ""},
	{24, "VCT", "h8 h6 j6 g5 i5", "i10 i9 h7 i6 h5", 0, 4, true, "j8", "j8 i7 i8 g8 l8 k8 k7"},
	{25, "VCT", "h8 h6 j6 g5 i5", "i10 i9 h7 i6 h5", 0, 4, true, "j8", "j8 i7 i8 g8 l8 k8 k7"},
	{26, "VCT", "h8 h6 j6 g5 i5", "i10 i9 h7 i6 h5", 0, 4, true, "j8", "j8 i7 i8 g8 l8 k8 k7"},
	{27, "VCT", "h12 h11 i11 f10 g10 h10 e9 j9 g8 h8", "i13 g11 i10 j10 f9 g9 h9 i9 d8 f8", 0, 7, true, "g12", "g12 e10 f12 i12 h14 h13 f14 g13 f13 f11 e14 d15 g14"},
	{28, "VCT", "h12 h11 i11 f10 g10 h10 e9 j9 g8 h8", "i13 g11 i10 j10 f9 g9 h9 i9 d8 f8", 0, 6, false, "", ""},
	{29, "VCT", "h12 h11 i11 f10 g10 h10 e9 j9 g8 h8", "i13 g11 i10 j10 f9 g9 h9 i9 d8 f8", 0, 7, false, "", ""},
	{30, "VCT", "h12 h11 i11 f10 g10 h10 e9 j9 g8 h8", "i13 g11 i10 j10 f9 g9 h9 i9 d8 f8", 0, 7, true, "g12", "g12 e10 f12 i12 h14 h13 f14 g13 f13 f11 e14 d15 g14"},
	{31, "VCT", "h12 h11 i11 f10 g10 h10 e9 j9 g8 h8", "i13 g11 i10 j10 f9 g9 h9 i9 d8 f8", 0, 7, true, "g12", "g12 e10 f12 i12 h14 h13 f14 g13 f13 f11 e14 d15 g14"},
	{32, "VCT", "h12 h11 i11 f10 g10 h10 e9 j9 g8 h8", "i13 g11 i10 j10 f9 g9 h9 i9 d8 f8", 0, 7, true, "g12", "g12 e10 f12 i12 h14 h13 f14 g13 f13 f11 e14 d15 g14"},
	{33, "VCT", "h8 i8 h7 j6 g5 h5", "h9 i7 h6 i6 i5", 1, 5, true, "j4", "j4 g7 i4 i3 e6 g4 g6"},
	{34, "VCT", "h8 i8 h7 j6 g5 h5", "h9 i7 h6 i6 i5", 1, 4, false, "", ""},
	{35, "VCT", "h8 i8 h7 j6 g5 h5", "h9 i7 h6 i6 i5", 1, 5, true, "j4", "j4 k3 i4 i3 f8 g7 e6 g9 g6"},
	{36, "VCT", "h8 i8 h7 j6 g5 h5", "h9 i7 h6 i6 i5", 1, 5, true, "j4", "j4 k3 i4 i3 f8 g7 e6 g9 g6"},
	{37, "VCT", "h8 i8 h7 j6 g5 h5", "h9 i7 h6 i6 i5", 1, 5, true, "k3", "k3 g7 i3 i4 l2 j4 l3 k2 j3"},
	{38, "VCT", "g11 i11 j11 h9 j9 h8 h6 i6 j6", "h11 h10 i10 g9 i9 i8 h7 j7 g6", 0, 14, true, "j10", "j10 j12 l8 k9 k7 i5 l9 l7 m8 k10 m9 n10 m7 m6 n8 e4 f5 k8 l6 k6 k5"},
	{39, "VCT", "g11 e10 i10 j10 g9 l9 m9 f8 h8 i8 h7 i7 g6 k6 l6 d5 g4 h4", "f10 g10 h10 l10 h9 i9 j9 k9 g8 j8 k8 f7 k7 e6 j6 f5 i5", 1, 15, true, "k11", "k11 k10 n12 m11 n8 h5 h6 l8 j5 j7 m5 l4 m6 n5 l5 k5 j3 f3 i6 e2 d1 k4 j4 j2 k3"},
	{40, "VCT", "g10 i10 j10 f9 j9 h8 j8 i7 i6 j6 k6 i5", "i11 f10 g9 h9 i9 i8 k8 h7 j7 l7 h6 k5", 0, 12, true, "j12", "j12 j11 k10 h10 l10 m10 k7 l8 k11 m9 i12 f8 e7 l9 n11 l6 l5 e8 h11 j13 g12 f13 h12"},
	{41, "VCT", "f8 h8 g7 g5", "g8 f7 h7 h6", 0, 255, true, "f6", "f6 e5 e7 d8 g9 h10 f10 e11 h4 i3 j6 i7 i5 g3 d6 c5 j5 h5 j8 j9 i9 j10 j4 j7 k7 l8 m5 l6 k4 i4 j3 j2 k5 l5 k6"},
}
