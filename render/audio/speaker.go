package audio

import (
	"errors"
	"fmt"
	"time"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/sound"
)

// ErrUnknownCue is returned by Play for a cue the bank does not hold.
var ErrUnknownCue = errors.New("audio: unknown cue")

// MaxBacklog is how much queued sound Play tolerates before it discards
// the backlog: a cue should start with the event that caused it, not
// after a pile-up of earlier ones.
const MaxBacklog = 500 * time.Millisecond

// deviceSamples is SDL's buffer size in sample frames: about 10 ms at
// 48 kHz, short enough that a stone's click lands with the stone.
const deviceSamples = 512

// Speaker plays cues on one SDL audio device. The zero of *Speaker (nil) is
// a valid silent player.
type Speaker struct {
	dev        sdl.AudioDeviceID
	bank       *sound.Bank
	maxBacklog uint32 // bytes
}

// Open initialises SDL audio and opens the default output device for
// bank's cues. On failure it returns a nil (silent) Speaker and an error
// worth one log line; the audio subsystem is left as it was found.
// Close undoes both steps.
func Open(bank *sound.Bank) (*Speaker, error) {
	if bank == nil {
		return nil, errors.New("audio: open: no sound bank")
	}
	if err := sdl.InitSubSystem(sdl.INIT_AUDIO); err != nil {
		return nil, fmt.Errorf("audio: init: %w", err)
	}
	want := sdl.AudioSpec{
		Freq:     int32(bank.SampleRate()),
		Format:   sdl.AUDIO_S16LSB,
		Channels: 1,
		Samples:  deviceSamples,
	}
	var got sdl.AudioSpec
	// allowedChanges 0: SDL converts to the device's real format, so the
	// bank's bytes are always valid input.
	dev, err := sdl.OpenAudioDevice("", false, &want, &got, 0)
	if err != nil {
		sdl.QuitSubSystem(sdl.INIT_AUDIO)
		return nil, fmt.Errorf("audio: open device (driver %q): %w", sdl.GetCurrentAudioDriver(), err)
	}
	sdl.PauseAudioDevice(dev, false)
	backlog := uint32(MaxBacklog.Seconds()*float64(bank.SampleRate())) * sound.BytesPerSample
	return &Speaker{dev: dev, bank: bank, maxBacklog: backlog}, nil
}

// Play queues cue c at volume (0..1, see sound.Gain for the
// curve) and returns at once. Volume 0 plays nothing. It returns
// ErrUnknownCue for a cue the bank lacks and a wrapped SDL error if the
// queue refused the data; both are worth logging, neither stops the game.
func (p *Speaker) Play(c sound.Cue, volume float64) error {
	if p == nil || p.dev == 0 {
		return nil
	}
	pcm, ok := p.bank.Cue(c)
	if !ok {
		return fmt.Errorf("%w %q", ErrUnknownCue, c)
	}
	if sound.Gain(volume) == 0 {
		return nil
	}
	pcm = sound.Scale(pcm, volume)
	if sdl.GetQueuedAudioSize(p.dev) > p.maxBacklog {
		sdl.ClearQueuedAudio(p.dev)
	}
	if err := sdl.QueueAudio(p.dev, pcm); err != nil {
		return fmt.Errorf("audio: play %q: %w", c, err)
	}
	return nil
}

// Stop drops everything still queued, e.g. when the game is paused or
// the window loses focus.
func (p *Speaker) Stop() {
	if p == nil || p.dev == 0 {
		return
	}
	sdl.ClearQueuedAudio(p.dev)
}

// Close closes the device and releases the audio subsystem reference
// taken by Open. Afterwards the Speaker is silent, like a nil one, and
// further Close calls do nothing.
func (p *Speaker) Close() {
	if p == nil || p.dev == 0 {
		return
	}
	sdl.CloseAudioDevice(p.dev)
	p.dev = 0
	sdl.QuitSubSystem(sdl.INIT_AUDIO)
}
