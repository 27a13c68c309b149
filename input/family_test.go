package input

import "testing"

func TestFamilyOf(t *testing.T) {
	cases := []struct {
		vendor int
		name   string
		want   string
	}{
		{0x045e, "Xbox One Controller", FamilyXbox},
		{0x045e, "", FamilyXbox},
		{0x0e6f, "PDP Xbox One Controller", FamilyXbox},
		{0x054c, "PS4 Controller", FamilyPlayStation},
		{0x054c, "Wireless Controller", FamilyPlayStation},
		{0x1532, "Razer Raiju PS4 Controller", FamilyPlayStation},
		{0, "DualSense Wireless Controller", FamilyPlayStation},
		{0x057e, "Pro Controller", FamilyNintendo},
		{0x0f0d, "HORI Nintendo Switch Pro Controller", FamilyNintendo},
		{0x2dc8, "8BitDo SN30 Pro", FamilyGeneric},
		{0, "", FamilyGeneric},
		{0x1234, "USB Gamepad", FamilyGeneric},
	}
	for _, c := range cases {
		if got := familyOf(c.vendor, c.name); got != c.want {
			t.Errorf("familyOf(%#04x, %q) = %q, want %q", c.vendor, c.name, got, c.want)
		}
	}
}
