package input

import (
	"strings"
	"testing"
)

const dbSample = `# Game Controller DB for SDL in 2.0.16 format
# Source: https://github.com/mdqinc/SDL_GameControllerDB

# Linux
03000000aaaa0000bbbb000000000000,Test Pad,a:b0,b:b1,x:b2,y:b3,platform:Linux,
   
03000000cccc0000dddd000000000000,Windows Pad,a:b0,b:b1,platform:Windows,
03000000eeee0000ffff000000000000,Hand Written,a:b0,b:b1,
03000000aaaa0000cccc000000000000,Mac Pad,a:b0,platform:Mac OS X,
`

func TestMappingLinesKeepsThisPlatformOnly(t *testing.T) {
	got := mappingLines([]byte(dbSample), "Linux")
	var names []string
	for _, l := range got {
		names = append(names, strings.Split(l.text, ",")[1])
	}
	if strings.Join(names, "|") != "Test Pad|Hand Written" {
		t.Fatalf("lines for Linux: %q", names)
	}
	if got[0].num != 5 || got[1].num != 8 {
		t.Fatalf("line numbers %d, %d; want 5, 8", got[0].num, got[1].num)
	}
	if mac := mappingLines([]byte(dbSample), "mac os x"); len(mac) != 2 || !strings.Contains(mac[0].text, "Hand Written") {
		t.Fatalf("platform match must ignore case: %+v", mac)
	}
}

func FuzzMappingLines(f *testing.F) {
	f.Add([]byte(dbSample), "Linux")
	f.Add([]byte("\r\n#\n,platform:,\nplatform:Linux"), "")
	f.Fuzz(func(t *testing.T, data []byte, platform string) {
		last := 0
		for _, l := range mappingLines(data, platform) {
			if l.text == "" || l.text[0] == '#' || strings.ContainsAny(l.text, "\r\n") {
				t.Fatalf("bad line %q", l.text)
			}
			if l.num < last || l.num < 1 {
				t.Fatalf("line number %d after %d", l.num, last)
			}
			last = l.num
			if p, ok := mappingPlatform(l.text); ok && !strings.EqualFold(p, platform) {
				t.Fatalf("line for %q kept for %q", p, platform)
			}
		}
	})
}
