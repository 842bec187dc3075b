#!/usr/bin/env bash
# The host's side of the real-kernel tier's demo steps. The guest asks over its second
# serial port; the host compares images with the headless replay's snapshots within the
# golden tolerance (FlickDemoTests.DemoKioskComparisonTests, run on the host: seconds, not
# a minute of a debug XCTest under emulation) and answers:
#   "SHOT NAME"     what the virtual display scans out now (QEMU's screendump over QMP, PNG),
#                   against NAME.png of REFERENCE_DIR;
#   "SHOT last TURN" the same for a panel showing the interface turned TURN degrees
#                   clockwise: turned back, against the last snapshot of REFERENCE_DIR-turned
#                   (the headless replay of the turned interface);
#   "SHOT NAME TURN gpu" either of those for a frame the GPU backend drew: pixels on the
#                   software backend's edges are not counted (GL's sampling);
#   "COMPARE DIR"   the live snapshots the guest wrote into DIR of the shared folder
#                   (SHARED_DIR on the host, writable by the guest over virtio-9p), against
#                   every snapshot of REFERENCE_DIR.
#
#   screendump.sh SERIAL_PORT QMP_PORT WORK_DIR REFERENCE_DIR XCTEST_BUNDLE SHARED_DIR
#
# Answer, one line: "MATCH summary", "DIFF summary" or "ERROR reason". Ends when the guest
# closes the port (the VM powered off).
set -uo pipefail
serial_port=$1 qmp_port=$2 work=$3 reference=$4 xctest=$5 shared=$6
mkdir -p "$work/live" "$work/reference"

# Opens fd 3 on QEMU's TCP server at $1, retrying while QEMU starts (up to 60 s).
connect() {
  local tries=600
  while ((tries-- > 0)); do
    if exec 3<>"/dev/tcp/127.0.0.1/$1"; then return 0; fi 2>/dev/null
    sleep 0.1
  done
  return 1
}

# Sends one QMP command on fd 4 and reads lines until its answer (events may come first).
qmp() {
  printf '%s\n' "$1" >&4
  local line
  while IFS= read -r -t 30 line <&4; do
    case "$line" in
      *'"return"'*) return 0 ;;
      *'"error"'*) echo "$line"; return 1 ;;
    esac
  done
  echo "no answer from QMP"
  return 1
}

# Compares the PNGs of folder $1 with those of folder $2 (the same names) within the golden
# tolerance, logging to $3, the live ones turned back by $4 degrees, drawn by the backend $5
# (software or gpu); prints the answer line.
compare_folders() {
  local log=$3 turn=${4:-0} backend=${5:-software} status summary
  FLICK_KIOSK_LIVE="$1" FLICK_KIOSK_REFERENCE="$2" FLICK_KIOSK_TURN="$turn" FLICK_KIOSK_BACKEND="$backend" \
    "$xctest" FlickDemoTests.DemoKioskComparisonTests/testLiveSnapshotsMatchTheHeadlessReplay >"$log" 2>&1
  status=$?
  summary=$(grep -o "kiosk snapshot .*" "$log" | tr '\n' ';' | sed 's/;$//')
  [[ -n "$summary" ]] || summary=$(grep -m 1 "error:" "$log" || tail -n 1 "$log")
  if [[ $status -eq 0 ]] && ! grep -q skipped "$log"; then echo "MATCH $summary"; else echo "DIFF $summary"; fi
}

# Takes the screen as $1.png and compares it with the headless $1.png; prints the answer.
# With a turn ($2, degrees), against the last snapshot of the turned replay; $3 the backend
# that drew it (software, the default, or gpu).
shot() {
  local name=$1 turn=${2:-0} backend=${3:-software} references=$reference reply png
  if [[ $turn != 0 ]]; then
    references="$reference-turned"
    name=$(cd "$references" 2>/dev/null && ls -1 ./*.png | sort | tail -n 1)
    name=${name#./}
    name=${name%.png}
    [[ -n "$name" ]] || { echo "ERROR no snapshots of the turned replay in $references"; return; }
  fi
  png="$work/live/$name.png"
  [[ -f "$references/$name.png" ]] || { echo "ERROR no headless snapshot $name.png to compare with"; return; }
  rm -f "$png"
  if ! exec 4<>"/dev/tcp/127.0.0.1/$qmp_port"; then echo "ERROR cannot reach QEMU's QMP socket"; return; fi
  IFS= read -r -t 30 reply <&4 # the greeting
  if ! reply=$(qmp '{"execute":"qmp_capabilities"}') \
    || ! reply=$(qmp "{\"execute\":\"screendump\",\"arguments\":{\"filename\":\"$png\",\"format\":\"png\"}}"); then
    exec 4>&-
    echo "ERROR screendump: $reply"
    return
  fi
  exec 4>&-
  [[ -s "$png" ]] || { echo "ERROR screendump wrote nothing"; return; }
  rm -f "$work/reference/"*.png "$work/live/"*.diff.png
  find "$work/live" -name '*.png' ! -name "$name.png" -delete
  cp "$references/$name.png" "$work/reference/"
  compare_folders "$work/live" "$work/reference" "$work/compare-$name.log" "$turn" "$backend"
}

# Compares the snapshots in folder $1 of the shared folder with every one of REFERENCE_DIR;
# prints the answer line.
compare() {
  [[ -d "$shared/$1" ]] || { echo "ERROR no folder $1 in the shared folder"; return; }
  compare_folders "$shared/$1" "$reference" "$work/compare-$1.log"
}

connect "$serial_port" || { echo "screendump: QEMU's second serial port never listened" >&2; exit 1; }
while IFS= read -r line <&3; do
  line=${line%$'\r'}
  case "$line" in
    "SHOT "*)
      # shellcheck disable=SC2086 # NAME, an optional TURN and BACKEND
      answer=$(shot ${line#SHOT })
      echo "screendump: ${line#SHOT }: $answer" >&2
      printf '%s\n' "$answer" >&3
      ;;
    "COMPARE "*)
      answer=$(compare "${line#COMPARE }")
      echo "screendump: ${line#COMPARE }: $answer" >&2
      printf '%s\n' "$answer" >&3
      ;;
    "") ;;
    *) printf 'ERROR unknown request\n' >&3 ;;
  esac
done
