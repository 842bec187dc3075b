# Sourced by scripts/setup (kernel section) and scripts/test-kernel: where the real-kernel
# test tier finds, or puts, the Debian kernel it boots under QEMU.
#
# A kernel is usable when its image (vmlinuz-VERSION) and its module tree
# (lib/modules/VERSION with uinput) are both readable. It is looked for, in order:
#   $FLICK_KERNEL_IMAGE       an explicit vmlinuz (its modules in $FLICK_KERNEL_MODULES)
#   /boot, /lib/modules       the installed linux-image-amd64
#   $FLICK_KERNEL_CACHE       a linux-image .deb extracted by scripts/setup when apt-get
#                             could not install it (initramfs hooks failing in containers)

# Where scripts/setup extracts the kernel package when it cannot be installed.
flick_kernel_cache() {
  if [[ -n "${FLICK_KERNEL_CACHE:-}" ]]; then printf '%s\n' "$FLICK_KERNEL_CACHE"
  elif [[ -w /var/cache ]]; then printf '%s\n' /var/cache/flick-kernel
  else printf '%s\n' "${XDG_CACHE_HOME:-$HOME/.cache}/flick-kernel"; fi
}

# Prints "IMAGE<TAB>MODULES_DIR" for the newest usable kernel; fails when there is none.
flick_find_kernel() {
  if [[ -n "${FLICK_KERNEL_IMAGE:-}" ]]; then
    [[ -r "$FLICK_KERNEL_IMAGE" && -d "${FLICK_KERNEL_MODULES:-}" ]] || return 1
    printf '%s\t%s\n' "$FLICK_KERNEL_IMAGE" "$FLICK_KERNEL_MODULES"
    return 0
  fi
  local prefix image version modules
  for prefix in "" "$(flick_kernel_cache)"; do
    # newest version first
    for image in $(ls -1 "$prefix"/boot/vmlinuz-* 2>/dev/null | sort -rV); do
      version=${image##*/vmlinuz-}
      modules="$prefix/lib/modules/$version"
      [[ -r "$image" && -d "$modules/kernel" ]] || continue
      if find "$modules/kernel/drivers/input" -name 'uinput.ko*' 2>/dev/null | grep -q . \
         || grep -qs '/uinput.ko' "$modules/modules.builtin"; then
        printf '%s\t%s\n' "$image" "$modules"
        return 0
      fi
    done
  done
  return 1
}

# Extracts the versioned package linux-image-amd64 depends on into the cache folder,
# without dpkg's maintainer scripts. Needs apt-get and dpkg-deb; no root needed.
flick_extract_kernel() {
  local cache versioned work
  cache=$(flick_kernel_cache)
  versioned=$(apt-cache depends linux-image-amd64 2>/dev/null \
    | awk '/Depends: linux-image-[0-9]/ { print $2; exit }')
  [[ -n "$versioned" ]] || { echo "no versioned linux-image package behind linux-image-amd64" >&2; return 1; }
  work=$(mktemp -d)
  if ! (cd "$work" && apt-get download "$versioned" >"$work/download.log" 2>&1); then
    cat "$work/download.log" >&2
    rm -rf "$work"
    return 1
  fi
  mkdir -p "$cache"
  dpkg-deb -x "$work"/*.deb "$cache" || { rm -rf "$work"; return 1; }
  rm -rf "$work"
  echo "$versioned"
}
