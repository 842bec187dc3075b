# Flick: `make demo` runs the main job, `make test` the whole suite. Both install
# what they need first (scripts/setup).
SHELL := /bin/bash
SWIFT ?= swift

.PHONY: setup build release test test-kernel demo clean fuzz

setup:
	@scripts/setup

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release

# XCTest only: its closing "Executed N tests, with M failures" line is the summary.
test:
	@scripts/setup test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

# The real-kernel tier (issue 10): the live libevdev path against uinput devices in a
# QEMU guest. Installs its own packages (scripts/setup kernel); SKIPPED only when it cannot.
test-kernel:
	SWIFT=$(SWIFT) scripts/test-kernel

# Coverage-guided fuzzing (issue 17 §7): each libFuzzer target in Fuzz/ for FUZZ_SECONDS
# (default 60), built with swiftc into .build-fuzz so `make test` is not slowed.
fuzz: setup
	FUZZ_SECONDS=$(or $(FUZZ_SECONDS),60) scripts/fuzz

# With no touchscreen: the built-in tour (Recordings/tour.evemu), in a window when a display
# is present, else headless on virtual time; snapshots in ./demo-snapshots, then exit 0.
demo: release
	$(SWIFT) run -c release --skip-build flick-demo

clean:
	rm -rf .build .build-fuzz
