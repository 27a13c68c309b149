package loop

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/input/internal/xwin"
)

// TestFullscreenOnBareX presses F11 twice in the real loop on an X server
// with no window manager (a kiosk): the window must really cover the
// display, the game must lay out for the display's size, and the second
// F11 must give the window back its size and place. SDL's video driver is
// chosen once per process, so the X part runs in a child test process on
// a private Xvfb; without Xvfb the test is skipped (.ci/run installs it).
func TestFullscreenOnBareX(t *testing.T) {
	if os.Getenv("GOMOKU_BARE_X_CHILD") != "" {
		bareXChild(t)
		return
	}
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Skip("no Xvfb on this machine")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	server := exec.Command(xvfb, "-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp")
	server.ExtraFiles = []*os.File{w}
	if err := server.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { server.Process.Kill(); server.Wait() })
	number := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		number <- strings.TrimSpace(line)
	}()
	var display string
	select {
	case display = <-number:
	case <-time.After(30 * time.Second):
		t.Fatal("Xvfb did not start")
	}
	child := exec.Command(os.Args[0], "-test.run", "^TestFullscreenOnBareX$", "-test.v")
	child.Env = append(os.Environ(), "GOMOKU_BARE_X_CHILD=1", "SDL_VIDEODRIVER=x11", "DISPLAY=:"+display)
	out, err := child.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS") {
		t.Fatalf("child on :%s: %v\n%s", display, err, out)
	}
}

func bareXChild(t *testing.T) {
	s := newSession(t)
	s.win.Show()
	s.pump()
	if managed, known := xwin.Managed(s.win); !known || managed {
		t.Fatalf("window manager: managed=%v known=%v, want a bare X server", managed, known)
	}
	before, ok := xwin.Geometry(s.win)
	if !ok {
		t.Fatal("the X server cannot say where the window is")
	}
	s.key(sdl.K_F11, 0)
	s.pump()
	got, _ := xwin.Geometry(s.win)
	if got.W != 1920 || got.H != 1080 || got.X != 0 || got.Y != 0 {
		t.Fatalf("full screen: the window is %+v on the server, want the whole 1920×1080 display", got)
	}
	if l := s.l.App.View().Layout; l.Width != 1920 || l.Height != 1080 {
		t.Fatalf("full screen: the game lays out for %d×%d", l.Width, l.Height)
	}
	s.key(sdl.K_F11, 0)
	s.pump()
	got, _ = xwin.Geometry(s.win)
	if got != before {
		t.Fatalf("back from full screen: the window is %+v, was %+v", got, before)
	}
	if l := s.l.App.View().Layout; l.Width != before.W || l.Height != before.H {
		t.Fatalf("back from full screen: the game lays out for %d×%d, the window is %d×%d", l.Width, l.Height, before.W, before.H)
	}
}
