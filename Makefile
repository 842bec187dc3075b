# Flick: `make demo` runs the main job, `make test` the whole suite. Both install
# what they need first (scripts/setup).
SHELL := /bin/bash
SWIFT ?= swift

.PHONY: setup build release build-tests test test-sanitize lint format bench test-kernel demo docs clean fuzz

setup:
	@scripts/setup

build: setup
	$(SWIFT) build

# The Swift runtime linked in statically: only the code an executable reaches is then mapped
# (FlickRender.docc's Memory article). The main queue still works: MainQueueReadiness links
# libdispatch's hooks directly (Sources/CDispatchMainQueue). Product by product: XCTest, which
# FlickTesting's snapshot dependency imports, has no static build.
RELEASE_PRODUCTS := flick flick-demo hello-flick check-in
release: setup
	@for product in $(RELEASE_PRODUCTS); do \
	  $(SWIFT) build -c release --static-swift-stdlib --product $$product || exit 1; \
	done

# XCTest only: its closing "Executed N tests, with M failures" line is the summary.
test: build-tests
	$(SWIFT) test --skip-build --disable-swift-testing
	@scripts/kernel-test/test-ci-policy

# The suite's build, after the lint (`make test` runs it first; .ci/run before it, to build the
# kernel tier's demo alongside the tests).
build-tests: lint
	@scripts/setup test
	$(SWIFT) build --build-tests

# The suite under AddressSanitizer, then under ThreadSanitizer, each in its own
# scratch folder (.build-asan, .build-tsan) so the plain debug build stays as it is. The tile
# and image workers are threads: TSan checks their hand-offs. The whole suite runs with leak
# detection off; the pure cores' tests then run again with it on, less the XCTest and Swift
# runtime reports scripts/lsan.supp names (weak-reference side tables, the test cases and
# suite runs XCTest keeps until exit). FlickRuntimeTests still reports allocations of modules
# unloaded before the check (no stack) and a cycle ApplicationTests makes (its tap action keeps
# GestureEvents, which hold their recognizer); the other edge targets are not checked yet.
test-sanitize:
	@scripts/setup test
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --disable-swift-testing --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp $(SWIFT) test --skip-build --disable-swift-testing \
		--sanitize=address --scratch-path .build-asan --filter '^(FlickInput|FlickGestures|FlickScroll|FlickAnimation|FlickScene|FlickUI)Tests\.'
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test --skip-build --disable-swift-testing --sanitize=thread --scratch-path .build-tsan

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
# (scripts/bench; about eight minutes: the demo tour plays four times in real time).
bench: release
	SWIFT=$(SWIFT) scripts/bench

# The real-kernel tier: the live libevdev path against uinput devices in a
# QEMU guest. Installs its own packages (scripts/setup kernel); SKIPPED only when it cannot.
# KERNEL_FLAGS passes options on (scripts/test-kernel --help).
test-kernel:
	SWIFT=$(SWIFT) scripts/test-kernel $(KERNEL_FLAGS)

# Coverage-guided fuzzing: each libFuzzer target in Fuzz/ for FUZZ_SECONDS
# (default 60), built with swiftc into .build-fuzz so `make test` is not slowed.
fuzz: setup
	FUZZ_SECONDS=$(or $(FUZZ_SECONDS),60) scripts/fuzz

# With no touchscreen: the built-in tour (Recordings/tour.evemu), in a window when a display
# is present, else headless on virtual time; snapshots in ./demo-snapshots, then exit 0.
demo: release
	$(SWIFT) run -c release --skip-build flick-demo

# The DocC catalogs of the library modules (swift-docc-plugin), with any DocC or compiler
# warning an error (scripts/docs); CI runs it after the suite.
docs: setup
	SWIFT=$(SWIFT) scripts/docs

clean:
	rm -rf .build .build-asan .build-tsan .build-fuzz
