// Command gomoku is a five-in-a-row game on SDL2.
//
// Usage:
//
//	gomoku [flags]                 play (see -h for flags)
//	gomoku help                    list the subcommands
//
// main only starts SDL and wires the packages together: the command line
// lives in engine/cli, the game in engine/ (rules, app), input/, render/.
package main

import (
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/veandco/go-sdl2/sdl"
	"github.com/veandco/go-sdl2/ttf"

	"gomoku/engine/app"
	"gomoku/engine/cli"
	"gomoku/engine/sound"
	"gomoku/engine/store"
	"gomoku/input/loop"
	"gomoku/render"
	"gomoku/render/audio"
)

func init() {
	// SDL wants every call from the thread that initialised it; pin main's
	// goroutine to the main OS thread.
	runtime.LockOSThread()
}

func main() {
	start := time.Now()
	hooks := cli.Hooks{
		Render: render.SnapshotPNG,
		Play:   func(g cli.Game) error { return play(g, start) },
	}
	os.Exit(cli.Run(os.Args, os.Stdin, os.Stdout, os.Stderr, hooks))
}

// play opens the window and runs the frame loop until the player quits.
func play(g cli.Game, start time.Time) error {
	sdl.SetHint(sdl.HINT_VIDEO_ALLOW_SCREENSAVER, "1")
	if err := sdl.Init(sdl.INIT_VIDEO | sdl.INIT_EVENTS); err != nil {
		return fmt.Errorf("SDL init: %w", err)
	}
	defer sdl.Quit()
	if err := ttf.Init(); err != nil {
		return fmt.Errorf("SDL_ttf init: %w", err)
	}
	defer ttf.Quit()

	win, ren, err := openWindow(g)
	if err != nil {
		return err
	}
	defer win.Destroy()
	defer ren.Destroy()
	painter, err := render.New(ren)
	if err != nil {
		return err
	}
	defer painter.Close()
	player, err := audio.Open(sound.NewBank(sound.DefaultSampleRate))
	if err != nil {
		fmt.Fprintf(os.Stderr, "gomoku: playing without sound: %v\n", err)
	}
	defer player.Close()

	ow, oh, err := ren.GetOutputSize()
	if err != nil {
		return fmt.Errorf("output size: %w", err)
	}
	opts := g.Options
	opts.Width, opts.Height = int(ow), int(oh)
	a, err := app.New(opts)
	if err != nil {
		return err
	}
	l := loop.New(win, ren, painter, a, store.NewSaver())
	l.Audio = player
	defer l.Flush()
	// Controllers are optional: a machine where SDL's controller subsystem
	// fails still plays with keyboard and mouse.
	if err := l.StartControllers(opts.ConfigDir); err != nil {
		fmt.Fprintf(os.Stderr, "gomoku: controllers: %v\n", err)
	}
	defer l.Input.CloseControllers()
	if os.Getenv("GOMOKU_STARTUP_PROBE") != "" {
		// Diagnostics: time from process start to the first frame on
		// screen, then exit (used to check the 300 ms start-up budget).
		l.Drawn = func() {
			fmt.Fprintf(os.Stderr, "gomoku: first frame after %v\n", time.Since(start).Round(time.Millisecond))
			l.Stop()
		}
	}
	return l.Run()
}

// openWindow creates a resizable, HiDPI-aware window at 80% of the display
// (or the size asked for) and an accelerated vsynced renderer, falling back
// to the software renderer where no accelerated one works.
func openWindow(g cli.Game) (*sdl.Window, *sdl.Renderer, error) {
	w, h := int32(g.Width), int32(g.Height)
	if w <= 0 || h <= 0 {
		w, h = 1280, 800
		if mode, err := sdl.GetDesktopDisplayMode(0); err == nil && mode.W > 0 && mode.H > 0 {
			w, h = mode.W*8/10, mode.H*8/10
		}
	}
	flags := uint32(sdl.WINDOW_RESIZABLE | sdl.WINDOW_ALLOW_HIGHDPI)
	if g.Fullscreen {
		flags |= sdl.WINDOW_FULLSCREEN_DESKTOP
	}
	win, err := sdl.CreateWindow("Gomoku", sdl.WINDOWPOS_CENTERED, sdl.WINDOWPOS_CENTERED, w, h, flags)
	if err != nil {
		return nil, nil, fmt.Errorf("create window: %w", err)
	}
	win.SetMinimumSize(320, 240)
	if err := render.SetWindowIcon(win); err != nil {
		fmt.Fprintf(os.Stderr, "gomoku: %v\n", err) // a blank icon is no reason to stop
	}
	ren, err := sdl.CreateRenderer(win, -1, sdl.RENDERER_ACCELERATED|sdl.RENDERER_PRESENTVSYNC)
	if err != nil {
		ren, err = sdl.CreateRenderer(win, -1, sdl.RENDERER_SOFTWARE)
	}
	if err != nil {
		win.Destroy()
		return nil, nil, fmt.Errorf("create renderer: %w", err)
	}
	ren.SetDrawBlendMode(sdl.BLENDMODE_BLEND)
	return win, ren, nil
}
