#!/bin/sh
# Runs inside the test VM, chrooted into the host's tree (read-only; /run is a tmpfs).
#   guest.sh CONF    CONF (written by scripts/test-kernel) sets FLICK_ROOT, FLICK_BIN
#                    and FLICK_XCTEST (the host's XCTest bundle); the recording
#                    folders to replay are listed one per line in /run/flick-recordings.list.
# Prints "PASS name" / "FAIL name" per step and a final "guest: N passed, N failed";
# exits 1 when a step failed.
. "$1"
export HOME=/run TMPDIR=/run
cd "$FLICK_ROOT" || exit 2
passed=0
failed=0

step() {
  name=$1
  shift
  started=$(date +%s)
  if "$@"; then
    echo "PASS $name ($(($(date +%s) - started)) s)"
    passed=$((passed + 1))
  else
    echo "FAIL $name (exit $?, $(($(date +%s) - started)) s)"
    failed=$((failed + 1))
  fi
}

step "/dev/uinput is a character device" test -c /dev/uinput
step "flick --help runs from the host build" sh -c '"$0" --help >/dev/null' "$FLICK_BIN"

# The uinput XCTests, which skip on the host: here none may skip.
xctests() {
  "$FLICK_XCTEST" FlickEvdevTests.VirtualTouchscreenTests >/run/xctest.log 2>&1
  status=$?
  grep -E "^Test Case .*(failed|skipped)|error:" /run/xctest.log
  summary=$(grep -E "Executed [0-9]+ tests?" /run/xctest.log | tail -n 1)
  echo "  $summary"
  [ "$status" -eq 0 ] || return 1
  case "$summary" in
    *"Executed 0 tests"* | *"tests skipped"* | *"test skipped"*) return 1 ;;
  esac
  return 0
}
step "VirtualTouchscreen XCTests on uinput" xctests

# The live source against uinput devices: replay, overflow, unplug, discovery.
selftest() {
  set --
  while IFS= read -r folder; do
    [ -n "$folder" ] && set -- "$@" --recordings "$folder"
  done </run/flick-recordings.list
  "$FLICK_BIN" kernel-selftest "$@" 2>/run/selftest.err
  status=$?
  # Warnings the live source logs (SYN_DROPPED, unplug) are expected; show the rest.
  grep -v -e "SYN_DROPPED" -e "device gone" /run/selftest.err | head -n 20
  return $status
}
step "flick kernel-selftest" selftest

echo "guest: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
