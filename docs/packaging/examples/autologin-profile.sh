# Start gomoku when the player logs in on tty1 (console autologin).
# 1. sudo raspi-config  ->  System Options -> Boot / Auto Login -> Console Autologin
# 2. append this file to ~/.profile:
#      cat /usr/share/doc/gomoku/examples/autologin-profile.sh >> ~/.profile
# Menu -> Quit returns to the shell prompt on tty1; log out (Ctrl+D) and
# autologin starts the game again. Other consoles (Ctrl+Alt+F2, ssh) are not
# affected.
if [ "$(tty)" = /dev/tty1 ] && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  SDL_VIDEODRIVER=kmsdrm SDL_RENDER_DRIVER=opengles2 /usr/games/gomoku --fullscreen
fi
