#!/usr/bin/env python3
"""Draws the demo gallery's images (Demo/Resources/Gallery): procedural landscapes and a
pattern, made for Flick and dedicated to the public domain (CC0). Pure function of this
script: numpy draws, zlib writes the PNG, SDL2_image (IMG_SaveJPG, through ctypes) writes
the JPEGs. Run once; the outputs are committed (under 100 KB in all)."""
import ctypes, os, struct, sys, zlib
import numpy as np

out = os.path.join(os.path.dirname(__file__), "..", "Demo", "Resources", "Gallery")
W, H = 960, 320      # the gallery's photo area is 3:1 (1280 × 420 points)
SS = 2               # supersampling: drawn at 2× and averaged, for smooth edges
y, x = (np.mgrid[0:H * SS, 0:W * SS].astype(np.float64) + 0.5) / SS

def mix(a, b, t):
    t = np.clip(t, 0, 1)[..., None]
    return np.array(a) * (1 - t) + np.array(b) * t

def dunes():
    img = mix((255, 140, 60), (60, 40, 110), (y / H) * 1.6)           # sunset sky
    sun = ((x - 340) ** 2 + (y - 120) ** 2) < 40 ** 2
    img[sun] = (255, 230, 150)
    for k, (base, amp, freq, col) in enumerate([(200, 25, 0.012, (190, 110, 60)),
                                               (240, 20, 0.02, (150, 80, 50)),
                                               (280, 15, 0.03, (110, 55, 40))]):
        ridge = base + amp * np.sin(x * freq + k * 1.7) + 8 * np.sin(x * freq * 3.1)
        shade = mix(col, (np.array(col) * 0.6).tolist(), (y - ridge) / 60)
        img = np.where((y > ridge)[..., None], shade, img)
    return img

def peaks():
    img = mix((120, 180, 235), (225, 240, 250), y / (H * 0.7))          # day sky
    for k, (base, col) in enumerate([(170, (120, 135, 160)), (210, (80, 100, 120)), (260, (40, 80, 60))]):
        ridge = base - 60 * np.abs(((x + 97 * k) % 160) / 80 - 1) ** 0.8 + 10 * np.sin(x * 0.05 + k)
        img = np.where((y > ridge)[..., None], mix(col, (np.array(col) * 0.7).tolist(), (y - ridge) / 120), img)
        if k == 0:
            snow = (y > ridge) & (y < ridge + 14)
            img[snow] = (240, 245, 250)
    lake = y > 292
    img[lake] = img[lake] * 0.5 + np.array((70, 120, 170)) * 0.5
    return img

def tiles():
    w, h = 240, 160
    yy, xx = np.mgrid[0:h, 0:w]
    palette = np.array([(38, 70, 83), (42, 157, 143), (233, 196, 106), (244, 162, 97), (231, 111, 81)])
    cell = ((xx // 40) * 3 + (yy // 40) * 5) % 5
    img = palette[cell].astype(np.float64)
    d = np.hypot(xx % 40 - 20, yy % 40 - 20)
    img[d < 12] = palette[(cell[d < 12] + 2) % 5]
    return img

def downsample(img):
    h, w, c = img.shape
    return img.reshape(h // SS, SS, w // SS, SS, c).mean(axis=(1, 3))

def write_png(path, img):
    h, w, _ = img.shape
    rgb = np.clip(img, 0, 255).astype(np.uint8)
    raw = b"".join(b"\0" + rgb[r].tobytes() for r in range(h))
    chunk = lambda t, d: struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) \
        + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    open(path, "wb").write(data)

sdl = ctypes.CDLL("libSDL2-2.0.so.0")
image = ctypes.CDLL("libSDL2_image-2.0.so.0")
image.IMG_Load.restype = ctypes.c_void_p
image.IMG_SaveJPG.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
JPEG_QUALITY = 80  # our choice: no visible blocks at the gallery's size, ~25 KB a photo
for name, draw in [("dunes", dunes), ("peaks", peaks)]:
    tmp = os.path.join(out, name + ".tmp.png")
    write_png(tmp, downsample(draw()))
    surface = image.IMG_Load(tmp.encode())
    if not surface or image.IMG_SaveJPG(surface, os.path.join(out, name + ".jpg").encode(), JPEG_QUALITY) != 0:
        sys.exit("IMG_SaveJPG failed")
    os.remove(tmp)
write_png(os.path.join(out, "tiles.png"), tiles())
for f in sorted(os.listdir(out)):
    print(f, os.path.getsize(os.path.join(out, f)), "bytes")
