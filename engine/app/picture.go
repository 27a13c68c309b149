package app

// MaxPictureSide bounds a view's pixel size for headless pictures (gomoku
// render, screenshots), so a bad size cannot ask for gigabytes.
const MaxPictureSide = 16384
