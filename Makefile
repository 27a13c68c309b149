# gomoku — five-in-a-row on SDL2.
#   make run    build and play (installs missing SDL2 packages itself)
#   make test   vet, format check and every test, headless; then make race
#   make race   the packages with goroutines under go test -race
#   make build  write bin/gomoku
#   make brain  write bin/pbrain-gomoku (the Gomocup engine)
#   make pi          bin/gomoku-linux-arm64 for a Raspberry Pi (cross-compiled; installs what it needs)
#   make pi-armhf    bin/gomoku-linux-armhf for 32-bit Raspberry Pi OS (Pi 2 and newer)
#   make test-arm64  every test as arm64 code under qemu
#   make deb         Debian packages for amd64, arm64 and armhf in bin/deb/
#   make test-armhf  the armhf package's binary draws a position under qemu
#   make lint   staticcheck and deadcode (pinned versions, run through go run); part of make test
#   make fonts  cut the CJK font subsets to the message catalogs again

GO      ?= go
BIN     := bin
PKGS    := ./...
# Headless SDL for tests: no display, no GPU, no audio device needed.
HEADLESS := SDL_VIDEODRIVER=offscreen SDL_RENDER_DRIVER=software \
            SDL_FRAMEBUFFER_ACCELERATION=0 SDL_AUDIODRIVER=dummy
SYSTEM_PKGS := libsdl2-dev libsdl2-ttf-dev pkg-config

.PHONY: run build brain test race deps bench clean fmt fonts lint

run: build
	./$(BIN)/gomoku $(ARGS)

build: deps
	$(GO) build -o $(BIN)/gomoku .

# The Gomocup protocol engine: the same program, named as managers expect
# (pbrain-*), starting in its pbrain mode.
brain: deps
	$(GO) build -o $(BIN)/pbrain-gomoku .

test: deps
	@unformatted="$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))"; \
	if [ -n "$$unformatted" ]; then echo "gofmt needed on:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet $(PKGS)
	@$(MAKE) --no-print-directory lint
	$(HEADLESS) $(GO) test -count=1 -timeout 25m $(PKGS)
	@$(MAKE) --no-print-directory race

# race runs the packages that start goroutines under the race detector
# (which also turns on checkptr), with -short. Some run only the tests that
# exercise their goroutines: the rest of engine/ai is single-threaded search
# and takes minutes under -race, and the time-limited games of the match
# harness and the protocol client play differently when -race slows them
# (a timing assumption, not a race).
RACE_PKGS := ./engine/store ./engine/pbrain ./engine/app/... ./engine/i18n ./input/loop ./input/internal/sdlevent
race: deps
	$(HEADLESS) $(GO) test -race -short -count=1 -timeout 15m $(RACE_PKGS)
	$(HEADLESS) $(GO) test -race -short -count=1 -timeout 10m -run 'Thread|Cancel' ./engine/ai
	$(HEADLESS) $(GO) test -race -short -count=1 -timeout 10m -run 'Forfeits|Chatter|Cancel|StartErrors' ./engine/pbrain/client
	$(HEADLESS) $(GO) test -race -short -count=1 -timeout 10m -run 'BadStep|Threads|Forfeits' ./engine/cli/match

# Pinned analysers, fetched through the Go module proxy on first use.
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
DEADCODE    := golang.org/x/tools/cmd/deadcode@v0.52.0

# lint: no staticcheck finding; no function unreachable even from tests; and
# every function only tests reach is listed, with why, in
# .ci/deadcode-test-only.txt (so a new one has to be explained or removed).
lint: deps
	$(GO) run $(STATICCHECK) ./...
	@mkdir -p $(BIN); out="$$($(GO) run $(DEADCODE) -test ./...)" || exit 1; \
	if [ -n "$$out" ]; then echo "deadcode: unreachable even from tests:"; echo "$$out"; exit 1; fi
	@$(GO) run $(DEADCODE) ./... | sed -E 's/:[0-9]+:[0-9]+: unreachable func: / /' | sort > $(BIN)/.deadcode-test-only; \
	grep -v '^#' .ci/deadcode-test-only.txt | sed -E 's/[[:space:]]+#.*//' | grep . | sort > $(BIN)/.deadcode-allowed; \
	new="$$(comm -23 $(BIN)/.deadcode-test-only $(BIN)/.deadcode-allowed)"; \
	if [ -n "$$new" ]; then echo "deadcode: reachable only from tests, and not explained in .ci/deadcode-test-only.txt:"; echo "$$new"; exit 1; fi; \
	stale="$$(comm -13 $(BIN)/.deadcode-test-only $(BIN)/.deadcode-allowed)"; \
	if [ -n "$$stale" ]; then echo "deadcode: .ci/deadcode-test-only.txt lists functions the game now uses or that are gone:"; echo "$$stale"; exit 1; fi

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

FONT_PKGS := fonttools fonts-noto-cjk

# fonts cuts the CJK font subsets to the catalogs' characters again; run it
# after changing a catalog (go test ./engine/i18n says when it is needed).
fonts:
	@if ! command -v pyftsubset >/dev/null 2>&1 || \
	    [ ! -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ]; then \
	  echo "Installing $(FONT_PKGS)…"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(FONT_PKGS) || \
	  { echo "error: installing $(FONT_PKGS) failed"; exit 1; }; \
	fi
	sh fonts/subset.sh
	$(GO) test ./engine/i18n ./fonts

# --- Raspberry Pi (docs/manual/raspberry-pi.md) ----------------------------
# make pi          bin/gomoku-linux-arm64  (64-bit Raspberry Pi OS, Pi 3/4/5/Zero 2)
# make pi-armhf    bin/gomoku-linux-armhf  (32-bit Raspberry Pi OS, Pi 2 and newer)
# make test-arm64  the whole test suite, arm64 binaries run under qemu-user
# Cross-compiled with cgo against Debian's multiarch SDL2; the missing
# packages are installed like `make run` does (root, or through sudo).
PI_ENV_arm64 = CGO_ENABLED=1 GOOS=linux GOARCH=arm64 CC=$(PI_CC_arm64) PKG_CONFIG=$(PI_PC_arm64)
PI_ENV_armhf = CGO_ENABLED=1 GOOS=linux GOARCH=arm GOARM=7 CC=$(PI_CC_armhf) PKG_CONFIG=$(PI_PC_armhf)
PI_PKGS_arm64 := gcc-aarch64-linux-gnu libc6-dev-arm64-cross libsdl2-dev:arm64 libsdl2-ttf-dev:arm64
PI_PKGS_armhf := gcc-arm-linux-gnueabihf libc6-dev-armhf-cross libsdl2-dev:armhf libsdl2-ttf-dev:armhf
PI_CC_arm64   := aarch64-linux-gnu-gcc
PI_CC_armhf   := arm-linux-gnueabihf-gcc
PI_PC_arm64   := aarch64-linux-gnu-pkg-config
PI_PC_armhf   := arm-linux-gnueabihf-pkg-config
# qemu-user runs the arm64 test binaries; binfmt_misc is not needed because
# go test -exec calls the emulator directly (-L / finds the arm64 libraries).
QEMU_ARM64    := qemu-aarch64-static -L /

# pi-deps-% stays off .PHONY: make skips pattern rules for phony targets.
.PHONY: pi pi-armhf test-arm64 qemu-deps

pi: pi-deps-arm64
	$(PI_ENV_arm64) $(GO) build -o $(BIN)/gomoku-linux-arm64 .

# armhf links against a sysroot (docs/packaging/sysroot.sh; see deb-armhf).
pi-armhf: armhf-sysroot
	$(ARMHF_ENV) $(GO) build -ldflags="-extldflags '$(ARMHF_EXTLD)'" -o $(BIN)/gomoku-linux-armhf .

test-arm64: pi-deps-arm64 qemu-deps
	$(HEADLESS) $(PI_ENV_arm64) $(GO) test -count=1 -timeout 60m -exec "$(QEMU_ARM64)" $(PKGS)

# pi-deps-<arch> adds the Debian architecture and installs the cross
# compiler and that architecture's SDL2/SDL2_ttf development files.
pi-deps-%:
	@if command -v $(PI_CC_$*) >/dev/null 2>&1 && \
	    $(PI_PC_$*) --exists sdl2 SDL2_ttf 2>/dev/null; then exit 0; fi; \
	if ! command -v apt-get >/dev/null 2>&1; then \
	     echo "error: apt-get not found; cross-building for the Pi needs Debian/Ubuntu multiarch."; exit 1; fi; \
	if [ "$$(id -u)" = 0 ]; then SUDO=; \
	elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
	else echo "error: need root or sudo to install: $(PI_PKGS_$*)"; exit 1; fi; \
	echo "Installing the $* cross toolchain and SDL2 ($(PI_PKGS_$*))…"; \
	$$SUDO dpkg --add-architecture $* && \
	{ $$SUDO apt-get -o DPkg::Lock::Timeout=300 update || echo "warning: apt-get update had errors; installing from the lists it has"; } && \
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y --no-install-recommends $(PI_PKGS_$*) || \
	{ echo "error: installing $(PI_PKGS_$*) failed"; exit 1; }

qemu-deps:
	@if command -v qemu-aarch64-static >/dev/null 2>&1; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then SUDO=; elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
	else echo "error: need root or sudo to install qemu-user-static"; exit 1; fi; \
	{ $$SUDO apt-get -o DPkg::Lock::Timeout=300 update || echo "warning: apt-get update had errors; installing from the lists it has"; } && \
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y --no-install-recommends qemu-user-static || \
	{ echo "error: installing qemu-user-static failed"; exit 1; }

# --- Debian packages (docs/packaging, docs/manual/raspberry-pi.md) ----------
# make deb          bin/deb/gomoku_VERSION_{amd64,arm64,armhf}.deb
# make deb-amd64    (or deb-arm64, deb-armhf) one architecture
# make deb-lint     lintian on the packages built
# make test-armhf   the armhf binary renders a position to PNG under qemu
# The binaries are cross-compiled like make pi; armhf links against a
# sysroot of Debian's armhf packages unpacked under bin/sysroot-armhf
# (docs/packaging/sysroot.sh), so the build machine's dpkg never needs the
# armhf architecture.
DEB_OUT     := $(BIN)/deb
DEB_GOFLAGS := -trimpath -buildmode=pie -ldflags="-s -w -extldflags=-Wl,-z,now"
DEB_TOOLS   := dpkg-dev
ARMHF_SR    := $(abspath $(BIN)/sysroot-armhf)
ARMHF_MA    := arm-linux-gnueabihf
ARMHF_ENV    = CGO_ENABLED=1 GOOS=linux GOARCH=arm GOARM=7 CC=$(PI_CC_armhf) \
               PKG_CONFIG=pkg-config PKG_CONFIG_SYSROOT_DIR=$(ARMHF_SR) \
               PKG_CONFIG_LIBDIR=$(ARMHF_SR)/usr/lib/$(ARMHF_MA)/pkgconfig:$(ARMHF_SR)/usr/share/pkgconfig \
               CGO_CFLAGS="-O2 -g -I$(ARMHF_SR)/usr/include/$(ARMHF_MA)" \
               CGO_LDFLAGS="-Wl,-rpath-link,$(ARMHF_SR)/usr/lib/$(ARMHF_MA) -Wl,-rpath-link,$(ARMHF_SR)/lib/$(ARMHF_MA)"
ARMHF_EXTLD := -Wl,-rpath-link,$(ARMHF_SR)/usr/lib/$(ARMHF_MA)/pulseaudio
QEMU_ARMHF  := qemu-arm-static -L $(ARMHF_SR)

.PHONY: deb deb-amd64 deb-arm64 deb-armhf deb-lint deb-tools test-armhf armhf-sysroot

deb: deb-amd64 deb-arm64 deb-armhf

deb-amd64: deps deb-tools
	$(GO) build $(DEB_GOFLAGS) -o $(BIN)/deb-amd64/gomoku .
	docs/packaging/mkdeb.sh amd64 $(BIN)/deb-amd64/gomoku $(DEB_OUT)

deb-arm64: pi-deps-arm64 deb-tools
	$(PI_ENV_arm64) $(GO) build $(DEB_GOFLAGS) -o $(BIN)/deb-arm64/gomoku .
	docs/packaging/mkdeb.sh arm64 $(BIN)/deb-arm64/gomoku $(DEB_OUT)

# libpulse finds its private libpulsecommon through its RUNPATH, which the
# linker must be told to look for inside the sysroot.
deb-armhf: armhf-sysroot deb-tools
	$(ARMHF_ENV) $(GO) build -trimpath -buildmode=pie \
	  -ldflags="-s -w -extldflags '-Wl,-z,now $(ARMHF_EXTLD)'" -o $(BIN)/deb-armhf/gomoku .
	SYSROOT=$(ARMHF_SR) docs/packaging/mkdeb.sh armhf $(BIN)/deb-armhf/gomoku $(DEB_OUT)

deb-lint: deb-tools
	@command -v lintian >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install APT_PKGS="lintian desktop-file-utils"
	desktop-file-validate docs/packaging/gomoku.desktop
	lintian --info --tag-display-limit 0 $(DEB_OUT)/*.deb

# The armhf binary starts under qemu and draws a position (as make
# test-arm64 does for arm64): the software renderer, offscreen.
test-armhf: deb-armhf qemu-deps
	$(HEADLESS) $(QEMU_ARMHF) $(BIN)/deb-armhf/gomoku render --moves h8i9h9 --out $(BIN)/armhf-render.png
	@file $(BIN)/armhf-render.png

armhf-sysroot: pi-cc-armhf
	@[ -f $(ARMHF_SR)/.done ] || docs/packaging/sysroot.sh armhf $(ARMHF_SR) libsdl2-dev libsdl2-ttf-dev

# pi-cc-armhf installs only the cross compiler (an amd64 package: no
# multiarch needed).
pi-cc-armhf:
	@command -v $(PI_CC_armhf) >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install APT_PKGS="gcc-arm-linux-gnueabihf libc6-dev-armhf-cross"

deb-tools:
	@command -v dpkg-shlibdeps >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install APT_PKGS="$(DEB_TOOLS)"

# apt-install APT_PKGS="…" installs packages as root or through sudo.
apt-install:
	@if [ "$$(id -u)" = 0 ]; then SUDO=; elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
	else echo "error: need root or sudo to install: $(APT_PKGS)"; exit 1; fi; \
	{ $$SUDO apt-get -o DPkg::Lock::Timeout=300 update || echo "warning: apt-get update had errors; installing from the lists it has"; } && \
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y --no-install-recommends $(APT_PKGS) || \
	{ echo "error: installing $(APT_PKGS) failed"; exit 1; }
