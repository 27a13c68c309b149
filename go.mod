module gomoku

go 1.26.8

require github.com/veandco/go-sdl2 v0.4.40
