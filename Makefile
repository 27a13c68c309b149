# gomoku — five-in-a-row on SDL2.
#   make run    build and play (installs missing SDL2 packages itself)
#   make test   vet, format check and every test, headless
#   make build  write bin/gomoku

GO      ?= go
BIN     := bin
PKGS    := ./...
# Headless SDL for tests: no display, no GPU, no audio device needed.
HEADLESS := SDL_VIDEODRIVER=offscreen SDL_RENDER_DRIVER=software \
            SDL_FRAMEBUFFER_ACCELERATION=0 SDL_AUDIODRIVER=dummy
SYSTEM_PKGS := libsdl2-dev libsdl2-ttf-dev pkg-config

.PHONY: run build test deps bench clean fmt

run: build
	./$(BIN)/gomoku $(ARGS)

build: deps
	$(GO) build -o $(BIN)/gomoku .

test: deps
	@unformatted="$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))"; \
	if [ -n "$$unformatted" ]; then echo "gofmt needed on:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet $(PKGS)
	$(HEADLESS) $(GO) test -count=1 -timeout 25m $(PKGS)

bench: deps
	$(HEADLESS) $(GO) test -run '^$$' -bench . -benchmem $(PKGS)

fmt:
	gofmt -w $$(git ls-files '*.go')

# deps installs the SDL2 development packages when pkg-config cannot find
# them: directly as root, through sudo otherwise.
deps:
	@if pkg-config --exists sdl2 SDL2_ttf 2>/dev/null; then exit 0; fi; \
	echo "Installing $(SYSTEM_PKGS) (SDL2 and SDL2_ttf development files)…"; \
	if [ "$$(id -u)" = 0 ]; then SUDO=; \
	elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
	else echo "error: SDL2 development files are missing and neither root nor sudo is available."; \
	     echo "Install them yourself: apt-get install $(SYSTEM_PKGS)"; exit 1; fi; \
	if ! command -v apt-get >/dev/null 2>&1; then \
	     echo "error: apt-get not found; install SDL2 and SDL2_ttf development files (with pkg-config) for your system."; exit 1; fi; \
	$$SUDO apt-get update && \
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(SYSTEM_PKGS) || \
	{ echo "error: installing $(SYSTEM_PKGS) failed"; exit 1; }; \
	pkg-config --exists sdl2 SDL2_ttf || { echo "error: pkg-config still cannot find sdl2 and SDL2_ttf"; exit 1; }

clean:
	rm -rf $(BIN)
