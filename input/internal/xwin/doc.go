// Package xwin asks the X server itself where a window is and how large it
// is. SDL only knows what it asked for: without a window manager (a kiosk,
// a bare X session on a Pi) a request for full screen is never carried out,
// yet SDL reports the window at the display's size, and the game would draw
// a 1080p frame into a window that is still 800×600. Comparing SDL's idea
// with the server's tells the frame loop when it must do the job itself.
//
// It links libX11, which SDL's own X11 driver needs anyway; on any other
// video driver (Wayland, KMSDRM, offscreen) it answers "unknown".
package xwin
