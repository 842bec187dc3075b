# Flick: `make demo` runs the main job, `make test` the whole suite. Both install
# what they need first (scripts/setup).
SHELL := /bin/bash
SWIFT ?= swift

.PHONY: setup build release test lint format bench test-kernel demo clean

setup:
	@scripts/setup

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release

# XCTest only: its closing "Executed N tests, with M failures" line is the summary.
test: lint
	@scripts/setup test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

# The layers (Package.swift's dependencies equal the imports, pure cores call no OS facility,
# one module per type name), then `swift format lint` against the rules in .swift-format.
lint:
	SWIFT=$(SWIFT) scripts/check-layers
	SWIFT=$(SWIFT) scripts/check-format

# Lays out the Swift files you changed (against main; or FILES="a.swift b.swift") with the
# toolchain's `swift format` and .swift-format. Never the whole tree at once.
FILES ?= $(shell git diff --name-only --diff-filter=AM $$(git merge-base main HEAD) -- '*.swift' 2>/dev/null; git ls-files --others --exclude-standard -- '*.swift')
format:
	@if [ -n "$(strip $(FILES))" ]; then $(SWIFT) format --in-place $(FILES); else echo "make format: no changed Swift files"; fi

# Runs the benchmarks on a release build and rewrites README.md's performance table
# (scripts/bench; about three minutes: the demo tour plays in real time).
bench: release
	SWIFT=$(SWIFT) scripts/bench

# The real-kernel tier (issue 10): the live libevdev path against uinput devices in a
# QEMU guest. Installs its own packages (scripts/setup kernel); SKIPPED only when it cannot.
test-kernel:
	SWIFT=$(SWIFT) scripts/test-kernel

# With no touchscreen: the built-in tour (Recordings/tour.evemu), in a window when a display
# is present, else headless on virtual time; snapshots in ./demo-snapshots, then exit 0.
demo: release
	$(SWIFT) run -c release --skip-build flick-demo

clean:
	rm -rf .build
