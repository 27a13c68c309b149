package audio

import (
	"errors"
	"runtime"
	"testing"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/sound"
)

// Each test runs all its SDL calls on one locked OS thread, as the game's
// frame loop does.

// openDummy opens a player on the dummy driver; the caller defers Close so
// it runs on the same locked thread.
func openDummy(t *testing.T) *Speaker {
	t.Helper()
	p, err := Open(sound.NewBank(sound.DefaultSampleRate))
	if err != nil {
		t.Fatalf("Open with the dummy driver: %v", err)
	}
	if p == nil {
		t.Fatal("Open returned no error and no player")
	}
	return p
}

func TestPlayQueuesTheCue(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	p := openDummy(t)
	defer p.Close()
	if err := p.Play(sound.Place, 1); err != nil {
		t.Fatalf("Play: %v", err)
	}
	if n := sdl.GetQueuedAudioSize(p.dev); n == 0 {
		t.Error("nothing queued right after Play")
	}
}

func TestSilentRequestsQueueNothing(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	p := openDummy(t)
	defer p.Close()
	if err := p.Play(sound.Cue(200), 1); !errors.Is(err, ErrUnknownCue) {
		t.Errorf("Play(unknown) = %v, want ErrUnknownCue", err)
	}
	for _, v := range []float64{0, -1} {
		if err := p.Play(sound.Win, v); err != nil {
			t.Errorf("Play at volume %v: %v", v, err)
		}
	}
	if n := sdl.GetQueuedAudioSize(p.dev); n != 0 {
		t.Errorf("%d bytes queued after an unknown cue and muted ones, want 0", n)
	}
}

// A burst of cues must not pile up: what is queued stays within the
// backlog limit plus the newest cue, so sound keeps pace with the game.
func TestBacklogIsDropped(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	p := openDummy(t)
	defer p.Close()
	bank := sound.NewBank(sound.DefaultSampleRate)
	win, _ := bank.Cue(sound.Win)
	for range 6 {
		if err := p.Play(sound.Win, 1); err != nil {
			t.Fatalf("Play: %v", err)
		}
	}
	limit := p.maxBacklog + uint32(len(win))
	if n := sdl.GetQueuedAudioSize(p.dev); n > limit {
		t.Errorf("%d bytes queued after six wins, want at most %d (%v + one cue)", n, limit, MaxBacklog)
	}
	p.Stop()
	if n := sdl.GetQueuedAudioSize(p.dev); n != 0 {
		t.Errorf("%d bytes still queued after Stop", n)
	}
}

func TestNilAndClosedSpeakersAreSilent(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var p *Speaker
	if err := p.Play(sound.Place, 1); err != nil {
		t.Errorf("nil Play: %v", err)
	}
	p.Stop()
	p.Close()

	q := openDummy(t)
	defer q.Close()
	q.Close()
	if err := q.Play(sound.Place, 1); err != nil {
		t.Errorf("Play after Close: %v", err)
	}
	q.Stop()
	q.Close()
}

func TestOpenWithoutBank(t *testing.T) {
	p, err := Open(nil)
	if err == nil || p != nil {
		t.Errorf("Open(nil) = %v, %v; want nil and an error", p, err)
	}
}

// With no working audio driver the game must carry on silently: Open
// reports why, and the player it returns accepts calls and does nothing.
func TestNoAudioDeviceMeansSilence(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if sdl.WasInit(sdl.INIT_AUDIO) != 0 {
		t.Fatal("audio subsystem still initialised by an earlier test; the driver cannot be swapped")
	}
	t.Setenv("SDL_AUDIODRIVER", "nosuchdriver")
	p, err := Open(sound.NewBank(sound.DefaultSampleRate))
	if err == nil {
		p.Close()
		t.Fatal("Open succeeded with a driver that does not exist")
	}
	t.Logf("Open error, as the game would log it: %v", err)
	if p != nil {
		t.Errorf("Open returned a player (%v) along with its error", p)
	}
	if err := p.Play(sound.Place, 1); err != nil {
		t.Errorf("Play on the silent player: %v", err)
	}
	p.Stop()
	p.Close()
	if sdl.WasInit(sdl.INIT_AUDIO) != 0 {
		t.Error("a failed Open left the audio subsystem initialised")
	}
}

// The game opens audio after its window; both must coexist and closing
// audio must leave video running.
func TestOpenAfterVideo(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if err := sdl.InitSubSystem(sdl.INIT_VIDEO); err != nil {
		t.Skipf("no video driver here: %v", err)
	}
	defer sdl.QuitSubSystem(sdl.INIT_VIDEO)
	p, err := Open(sound.NewBank(sound.DefaultSampleRate))
	if err != nil {
		t.Fatalf("Open after video init: %v", err)
	}
	if err := p.Play(sound.MenuSelect, 0.5); err != nil {
		t.Errorf("Play: %v", err)
	}
	p.Close()
	if sdl.WasInit(sdl.INIT_VIDEO) == 0 {
		t.Error("closing audio shut video down")
	}
}
