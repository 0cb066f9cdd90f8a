#!/usr/bin/env python3
"""Independent oracle for the examples of src/tools/color/*.ts.

Run: python3 test/reference/color.py   (prints every example's expected result as JSON, keyed by tool)

Sources: WCAG 2.x relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance);
HSL via Python's colorsys; OKLab with the matrices published by Björn Ottosson, "A perceptual color space for image
processing" (2020, https://bottosson.github.io/posts/oklab/); CIEDE2000 as in Sharma, Wu & Dalal (2005), "The
CIEDE2000 color-difference formula: implementation notes, supplementary test data, and mathematical observations",
Color Res. Appl. 30(1):21-30, whose published test pairs are checked below; Machado, Oliveira & Fernandes (2009)
CVD matrices as copied by colorspacious (njsmith/colorspacious, colorspacious/cvd.py) from
https://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html, applied in linear RGB.
"""
import colorsys
import json
import math
from fractions import Fraction

# ---------- sRGB ----------
NAMED_FEW = {"white": "#ffffff", "black": "#000000", "tomato": "#ff6347", "seagreen": "#2e8b57"}


def hex_to_rgb(h):
    h = NAMED_FEW.get(h, h).lstrip("#")
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def clip(v):
    return min(1.0, max(0.0, v))


def byte(v):
    x = clip(v) * 255
    # An example must not sit on a rounding tie, where the last bit of float error decides the hex digit.
    assert abs(x - math.floor(x) - 0.5) > 1e-6, ("tie", x)
    return math.floor(x + 0.5)  # Math.round: half up


def to_hex(rgb):
    return "#" + "".join("%02x" % byte(v) for v in rgb)


def to_lin(c):
    a = abs(c)
    return c / 12.92 if a <= 0.04045 else math.copysign(((a + 0.055) / 1.055) ** 2.4, c)


def from_lin(c):
    a = abs(c)
    return math.copysign(1.055 * a ** (1 / 2.4) - 0.055, c) if a > 0.0031308 else c * 12.92


def luminance(rgb):
    r, g, b = (to_lin(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


# ---------- OKLab (Ottosson 2020) ----------
def lin_to_oklab(r, g, b):
    l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
    m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
    s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
    l, m, s = (math.copysign(abs(x) ** (1 / 3), x) for x in (l, m, s))
    return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)


def oklab_to_lin(L, a, b):
    l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
    m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
    s = (L - 0.0894841775 * a - 1.2914855480 * b) ** 3
    return (4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)


def srgb_to_oklab(rgb):
    return lin_to_oklab(*(to_lin(c) for c in rgb))


def oklab_to_srgb(lab):
    return tuple(from_lin(c) for c in oklab_to_lin(*lab))


out = {}

# ---------- contrast-checker ----------
def contrast(fg, bg, alpha=1.0):
    seen_fg = tuple(f * alpha + b * (1 - alpha) for f, b in zip(fg, bg))
    l1, l2 = luminance(seen_fg), luminance(bg)
    ratio = (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    return {"ratio": ratio, "aaNormal": ratio >= 4.5, "aaLarge": ratio >= 3, "aaaNormal": ratio >= 7,
            "aaaLarge": ratio >= 4.5, "uiComponents": ratio >= 3, "foregroundHex": to_hex(seen_fg), "backgroundHex": to_hex(bg)}


out["contrast-checker"] = [
    contrast(hex_to_rgb("#777777"), hex_to_rgb("#ffffff")),  # plan §4: 4.478 (WebAIM pages quote #767676 → 4.54)
    contrast(hex_to_rgb("#767676"), hex_to_rgb("#ffffff")),
    contrast((0, 0, 0), hex_to_rgb("#3a6fa5"), 0.4),
]

# ---------- color-palette-generator ----------
def palette_hsl(hexcolor, offsets=None, mono=None):
    h, l, s = colorsys.rgb_to_hls(*hex_to_rgb(hexcolor))
    if mono:
        return [to_hex(colorsys.hls_to_rgb(h, 0.1 + 0.8 * i / (mono - 1), s)) for i in range(mono)]
    return [to_hex(colorsys.hls_to_rgb(((h * 360 + o) % 360) / 360, l, s)) for o in offsets]


def palette_oklch(hexcolor, offsets=None, mono=None):
    L, a, b = srgb_to_oklab(hex_to_rgb(hexcolor))
    C, H = math.hypot(a, b), math.degrees(math.atan2(b, a)) % 360

    def at(deg, light):
        return to_hex(oklab_to_srgb((light, C * math.cos(math.radians(deg)), C * math.sin(math.radians(deg)))))
    if mono:
        return [at(H, 0.1 + 0.8 * i / (mono - 1)) for i in range(mono)]
    return [at(H + o, L) for o in offsets]


out["color-palette-generator"] = [
    {"colors": palette_hsl("#ff0000", [0, 120, 240])},
    {"colors": palette_hsl("#2a7ab0", [-30, 0, 30, 60])},
    {"colors": palette_oklch("#3366cc", [0, 150, 210])},
    {"colors": palette_hsl("seagreen", mono=3)},
]

# ---------- tints-shades-generator ----------
def mix_list(hexcolor, steps, space):
    base = hex_to_rgb(hexcolor)
    res = {}
    for key, target in (("tints", (1, 1, 1)), ("shades", (0, 0, 0)), ("tones", (128 / 255,) * 3)):
        lst = []
        for k in range(1, steps + 1):
            t = k / (steps + 1)
            if space == "srgb":
                lst.append(to_hex(tuple(a + (b - a) * t for a, b in zip(base, target))))
            else:
                A, B = srgb_to_oklab(base), srgb_to_oklab(target)
                lst.append(to_hex(oklab_to_srgb(tuple(a + (b - a) * t for a, b in zip(A, B)))))
        res[key] = lst
    return res


out["tints-shades-generator"] = [mix_list("#3366cc", 4, "srgb"), mix_list("tomato", 2, "oklab")]

# ---------- cmyk-converter (naive formula, exact fractions, half-up to 2 decimals) ----------
def half_up(fr):
    return math.floor(fr + Fraction(1, 2))


def to_cmyk(R, G, B):
    M = max(R, G, B)
    share = lambda v: 0 if M == 0 else float(Fraction(half_up(Fraction(10000 * (M - v), M)), 100))
    k = float(Fraction(half_up(Fraction(10000 * (255 - M), 255)), 100))
    return {"c": share(R), "m": share(G), "y": share(B), "k": k, "hex": "#%02x%02x%02x" % (R, G, B), "rgb": "rgb(%d, %d, %d)" % (R, G, B)}


def from_cmyk(c, m, y, k):
    ch = lambda v: half_up(Fraction(255 * (100 - v) * (100 - k), 10000))
    R, G, B = ch(c), ch(m), ch(y)
    return {"c": c, "m": m, "y": y, "k": k, "hex": "#%02x%02x%02x" % (R, G, B), "rgb": "rgb(%d, %d, %d)" % (R, G, B)}


out["cmyk-converter"] = [to_cmyk(0x33, 0x66, 0xcc), to_cmyk(200, 150, 100), from_cmyk(0, 50, 100, 20)]

# ---------- color-mixer ----------
def mix(colors, space):
    rgbs = [hex_to_rgb(c) for c, _ in colors]
    ws = [w for _, w in colors]
    tot = sum(ws)
    avg = lambda vals: sum(v * w for v, w in zip(vals, ws)) / tot
    if space == "srgb":
        m = tuple(avg([c[i] for c in rgbs]) for i in range(3))
    elif space == "linear-srgb":
        lins = [tuple(to_lin(v) for v in c) for c in rgbs]
        m = tuple(from_lin(avg([c[i] for c in lins])) for i in range(3))
    else:
        labs = [srgb_to_oklab(c) for c in rgbs]
        L = avg([c[0] for c in labs])
        if space == "oklab":
            m = oklab_to_srgb((L, avg([c[1] for c in labs]), avg([c[2] for c in labs])))
        else:
            ch = [math.hypot(c[1], c[2]) for c in labs]
            C = avg(ch)
            x = sum(w * math.cos(math.atan2(c[2], c[1])) for c, w, k in zip(labs, ws, ch) if k >= 1e-4)
            y = sum(w * math.sin(math.atan2(c[2], c[1])) for c, w, k in zip(labs, ws, ch) if k >= 1e-4)
            H = math.atan2(y, x)
            m = oklab_to_srgb((L, C * math.cos(H), C * math.sin(H)))
    return {"hex": to_hex(m), "rgb": "rgb(%d, %d, %d)" % tuple(byte(v) for v in m)}


NAMED_FEW.update({"gold": "#ffd700", "teal": "#008080", "coral": "#ff7f50"})
out["color-mixer"] = [
    mix([("#ff0000", 1), ("#0000ff", 2)], "srgb"),
    mix([("#ff0000", 1), ("#0000ff", 1)], "linear-srgb"),
    mix([("gold", 3), ("teal", 1)], "oklab"),
    mix([("#e63946", 1), ("#457b9d", 2), ("white", 1)], "oklch"),
]

# ---------- gradient-generator ----------
def gradient(stops, steps, space, longer=False):
    rgbs = [hex_to_rgb(c) for c in stops]
    n = len(stops) - 1
    res = []
    for k in range(steps):
        pos = k * n / (steps - 1)
        i = min(math.floor(pos), n - 1)
        t = pos - i
        A, B = rgbs[i], rgbs[i + 1]
        if space == "srgb":
            c = tuple(a + (b - a) * t for a, b in zip(A, B))
        elif space == "linear-srgb":
            c = tuple(from_lin(to_lin(a) + (to_lin(b) - to_lin(a)) * t) for a, b in zip(A, B))
        else:
            la, lb = srgb_to_oklab(A), srgb_to_oklab(B)
            if space == "oklab":
                c = oklab_to_srgb(tuple(a + (b - a) * t for a, b in zip(la, lb)))
            else:
                c1, c2 = math.hypot(la[1], la[2]), math.hypot(lb[1], lb[2])
                h1, h2 = math.degrees(math.atan2(la[2], la[1])), math.degrees(math.atan2(lb[2], lb[1]))
                d = h2 - h1
                if not longer:
                    d = d - 360 if d > 180 else d + 360 if d < -180 else d
                else:
                    d = d - 360 if 0 < d < 180 else d + 360 if -180 < d <= 0 else d
                h = math.radians(h1 + d * t)
                C = c1 + (c2 - c1) * t
                c = oklab_to_srgb((la[0] + (lb[0] - la[0]) * t, C * math.cos(h), C * math.sin(h)))
        res.append(to_hex(c))
    return {"colors": res, "css": "linear-gradient(to right, %s)" % ", ".join(res)}


out["gradient-generator"] = [
    gradient(["#ff0000", "#0000ff"], 4, "srgb"),
    gradient(["#000000", "#ffffff"], 3, "linear-srgb"),
    gradient(["#2a9d8f", "#e9c46a", "#e76f51"], 6, "oklab"),
    gradient(["#e63946", "#457b9d"], 4, "oklch", longer=True),
]

# ---------- CIELAB (D65) and ΔE ----------
import numpy as np

# sRGB → XYZ from the primaries' and D65 white's chromaticities (IEC 61966-2-1 / CSS Color 4 derivation).
_xy = np.array([[0.64, 0.33], [0.30, 0.60], [0.15, 0.06]])
_P = np.array([[x / y, 1.0, (1 - x - y) / y] for x, y in _xy]).T
_W = np.array([0.3127 / 0.3290, 1.0, (1 - 0.3127 - 0.3290) / 0.3290])
_M = _P * np.linalg.solve(_P, _W)


def srgb_to_lab(rgb):
    X, Y, Z = _M @ np.array([to_lin(c) for c in rgb])
    eps, kap = 216 / 24389, 24389 / 27
    f = lambda t: t ** (1 / 3) if t > eps else (kap * t + 16) / 116
    fx, fy, fz = f(X / _W[0]), f(Y / _W[1]), f(Z / _W[2])
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def de76(l1, l2):
    return math.dist(l1, l2)


def de94(l1, l2):
    c1, c2 = math.hypot(l1[1], l1[2]), math.hypot(l2[1], l2[2])
    dl, dc = l1[0] - l2[0], c1 - c2
    dh2 = (l1[1] - l2[1]) ** 2 + (l1[2] - l2[2]) ** 2 - dc ** 2
    return math.sqrt(dl ** 2 + dc ** 2 / (1 + 0.045 * c1) ** 2 + dh2 / (1 + 0.015 * c1) ** 2)


def de2000(lab1, lab2):
    """CIEDE2000 following Sharma, Wu & Dalal (2005), equations (1)-(22), kL = kC = kH = 1."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    Cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    G = 0.5 * (1 - math.sqrt(Cbar ** 7 / (Cbar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + G) * a1, (1 + G) * a2
    C1p, C2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = 0 if C1p == 0 else math.degrees(math.atan2(b1, a1p)) % 360
    h2p = 0 if C2p == 0 else math.degrees(math.atan2(b2, a2p)) % 360
    dLp, dCp = L2 - L1, C2p - C1p
    if C1p * C2p == 0:
        dhp = 0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    elif h2p - h1p > 180:
        dhp = h2p - h1p - 360
    else:
        dhp = h2p - h1p + 360
    dHp = 2 * math.sqrt(C1p * C2p) * math.sin(math.radians(dhp / 2))
    Lbp, Cbp = (L1 + L2) / 2, (C1p + C2p) / 2
    if C1p * C2p == 0:
        hbp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbp = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hbp = (h1p + h2p + 360) / 2
    else:
        hbp = (h1p + h2p - 360) / 2
    T = (1 - 0.17 * math.cos(math.radians(hbp - 30)) + 0.24 * math.cos(math.radians(2 * hbp))
         + 0.32 * math.cos(math.radians(3 * hbp + 6)) - 0.20 * math.cos(math.radians(4 * hbp - 63)))
    dtheta = 30 * math.exp(-(((hbp - 275) / 25) ** 2))
    Rc = 2 * math.sqrt(Cbp ** 7 / (Cbp ** 7 + 25 ** 7))
    Sl = 1 + 0.015 * (Lbp - 50) ** 2 / math.sqrt(20 + (Lbp - 50) ** 2)
    Sc, Sh = 1 + 0.045 * Cbp, 1 + 0.015 * Cbp * T
    Rt = -math.sin(math.radians(2 * dtheta)) * Rc
    return math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh))


def r4(x):
    v = x * 10000
    assert abs(v - math.floor(v) - 0.5) > 1e-4, ("4-decimal tie", x)
    return math.floor(v + 0.5) / 10000


# Sharma, Wu & Dalal (2005), Table 1 (pairs 1, 7, 17, 25): the implementation above must reproduce them.
SHARMA = [((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425), ((50, 0, 0), (50, -1, 2), 2.3669),
          ((50, 2.5, 0), (73, 25, -18), 27.1492), ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644)]
for p, q2, expected in SHARMA:
    assert r4(de2000(p, q2)) == expected, (p, q2, de2000(p, q2))

NAMED_FEW.update({"coral": "#ff7f50"})
out["color-difference"] = [{"deltaE": e, "formula": "ciede2000"} for _, _, e in SHARMA] + [
    {"deltaE": r4(de76(srgb_to_lab(hex_to_rgb("#ff0000")), srgb_to_lab(hex_to_rgb("#ff4500")))), "formula": "cie76"},
    {"deltaE": r4(de94(srgb_to_lab(hex_to_rgb("tomato")), srgb_to_lab(hex_to_rgb("coral")))), "formula": "cie94"},
    {"deltaE": r4(de2000(srgb_to_lab(hex_to_rgb("tomato")), srgb_to_lab(hex_to_rgb("coral")))), "formula": "ciede2000"},
    {"deltaE": r4(math.dist(srgb_to_oklab(hex_to_rgb("#3366cc")), srgb_to_oklab(hex_to_rgb("#6633cc")))), "formula": "oklab"},
]

# ---------- color-name-finder ----------
# CSS Color 4 named colors, from webcolors (ubernostrum/webcolors, src/webcolors/_definitions.py, _CSS3_NAMES_TO_HEX),
# which checks them against the W3C CSS Color module.
CSS_NAMES = {
    "aliceblue": "#f0f8ff", "antiquewhite": "#faebd7", "aqua": "#00ffff", "aquamarine": "#7fffd4", "azure": "#f0ffff",
    "beige": "#f5f5dc", "bisque": "#ffe4c4", "black": "#000000", "blanchedalmond": "#ffebcd", "blue": "#0000ff",
    "blueviolet": "#8a2be2", "brown": "#a52a2a", "burlywood": "#deb887", "cadetblue": "#5f9ea0", "chartreuse": "#7fff00",
    "chocolate": "#d2691e", "coral": "#ff7f50", "cornflowerblue": "#6495ed", "cornsilk": "#fff8dc", "crimson": "#dc143c",
    "cyan": "#00ffff", "darkblue": "#00008b", "darkcyan": "#008b8b", "darkgoldenrod": "#b8860b", "darkgray": "#a9a9a9",
    "darkgrey": "#a9a9a9", "darkgreen": "#006400", "darkkhaki": "#bdb76b", "darkmagenta": "#8b008b",
    "darkolivegreen": "#556b2f", "darkorange": "#ff8c00", "darkorchid": "#9932cc", "darkred": "#8b0000",
    "darksalmon": "#e9967a", "darkseagreen": "#8fbc8f", "darkslateblue": "#483d8b", "darkslategray": "#2f4f4f",
    "darkslategrey": "#2f4f4f", "darkturquoise": "#00ced1", "darkviolet": "#9400d3", "deeppink": "#ff1493",
    "deepskyblue": "#00bfff", "dimgray": "#696969", "dimgrey": "#696969", "dodgerblue": "#1e90ff", "firebrick": "#b22222",
    "floralwhite": "#fffaf0", "forestgreen": "#228b22", "fuchsia": "#ff00ff", "gainsboro": "#dcdcdc",
    "ghostwhite": "#f8f8ff", "gold": "#ffd700", "goldenrod": "#daa520", "gray": "#808080", "grey": "#808080",
    "green": "#008000", "greenyellow": "#adff2f", "honeydew": "#f0fff0", "hotpink": "#ff69b4", "indianred": "#cd5c5c",
    "indigo": "#4b0082", "ivory": "#fffff0", "khaki": "#f0e68c", "lavender": "#e6e6fa", "lavenderblush": "#fff0f5",
    "lawngreen": "#7cfc00", "lemonchiffon": "#fffacd", "lightblue": "#add8e6", "lightcoral": "#f08080",
    "lightcyan": "#e0ffff", "lightgoldenrodyellow": "#fafad2", "lightgray": "#d3d3d3", "lightgrey": "#d3d3d3",
    "lightgreen": "#90ee90", "lightpink": "#ffb6c1", "lightsalmon": "#ffa07a", "lightseagreen": "#20b2aa",
    "lightskyblue": "#87cefa", "lightslategray": "#778899", "lightslategrey": "#778899", "lightsteelblue": "#b0c4de",
    "lightyellow": "#ffffe0", "lime": "#00ff00", "limegreen": "#32cd32", "linen": "#faf0e6", "magenta": "#ff00ff",
    "maroon": "#800000", "mediumaquamarine": "#66cdaa", "mediumblue": "#0000cd", "mediumorchid": "#ba55d3",
    "mediumpurple": "#9370db", "mediumseagreen": "#3cb371", "mediumslateblue": "#7b68ee", "mediumspringgreen": "#00fa9a",
    "mediumturquoise": "#48d1cc", "mediumvioletred": "#c71585", "midnightblue": "#191970", "mintcream": "#f5fffa",
    "mistyrose": "#ffe4e1", "moccasin": "#ffe4b5", "navajowhite": "#ffdead", "navy": "#000080", "oldlace": "#fdf5e6",
    "olive": "#808000", "olivedrab": "#6b8e23", "orange": "#ffa500", "orangered": "#ff4500", "orchid": "#da70d6",
    "palegoldenrod": "#eee8aa", "palegreen": "#98fb98", "paleturquoise": "#afeeee", "palevioletred": "#db7093",
    "papayawhip": "#ffefd5", "peachpuff": "#ffdab9", "peru": "#cd853f", "pink": "#ffc0cb", "plum": "#dda0dd",
    "powderblue": "#b0e0e6", "purple": "#800080", "rebeccapurple": "#663399", "red": "#ff0000", "rosybrown": "#bc8f8f",
    "royalblue": "#4169e1", "saddlebrown": "#8b4513", "salmon": "#fa8072", "sandybrown": "#f4a460", "seagreen": "#2e8b57",
    "seashell": "#fff5ee", "sienna": "#a0522d", "silver": "#c0c0c0", "skyblue": "#87ceeb", "slateblue": "#6a5acd",
    "slategray": "#708090", "slategrey": "#708090", "snow": "#fffafa", "springgreen": "#00ff7f", "steelblue": "#4682b4",
    "tan": "#d2b48c", "teal": "#008080", "thistle": "#d8bfd8", "tomato": "#ff6347", "turquoise": "#40e0d0",
    "violet": "#ee82ee", "wheat": "#f5deb3", "white": "#ffffff", "whitesmoke": "#f5f5f5", "yellow": "#ffff00",
    "yellowgreen": "#9acd32",
}
assert len(CSS_NAMES) == 148


def nearest_name(rgb):
    hx = to_hex(rgb)
    lab = srgb_to_lab(hex_to_rgb(hx))
    best = min(sorted(CSS_NAMES), key=lambda n: de2000(lab, srgb_to_lab(hex_to_rgb(CSS_NAMES[n]))))
    d = de2000(lab, srgb_to_lab(hex_to_rgb(CSS_NAMES[best])))
    return {"name": best, "hex": CSS_NAMES[best], "deltaE": r4(d) if d > 1e-9 else 0.0, "exact": CSS_NAMES[best] == hx}


out["color-name-finder"] = [
    nearest_name(hex_to_rgb("#00ffff")),
    nearest_name(hex_to_rgb("#3366cc")),
    nearest_name(colorsys.hls_to_rgb(350 / 360, 0.45, 0.8)),
]

# ---------- color-blindness-simulator (Machado 2009, colorspacious' copy of the published matrices) ----------
MACHADO = {
    "protan": [
        [[1.000000, 0.000000, -0.000000], [0.000000, 1.000000, 0.000000], [-0.000000, -0.000000, 1.000000]],
        [[0.856167, 0.182038, -0.038205], [0.029342, 0.955115, 0.015544], [-0.002880, -0.001563, 1.004443]],
        [[0.734766, 0.334872, -0.069637], [0.051840, 0.919198, 0.028963], [-0.004928, -0.004209, 1.009137]],
        [[0.630323, 0.465641, -0.095964], [0.069181, 0.890046, 0.040773], [-0.006308, -0.007724, 1.014032]],
        [[0.539009, 0.579343, -0.118352], [0.082546, 0.866121, 0.051332], [-0.007136, -0.011959, 1.019095]],
        [[0.458064, 0.679578, -0.137642], [0.092785, 0.846313, 0.060902], [-0.007494, -0.016807, 1.024301]],
        [[0.385450, 0.769005, -0.154455], [0.100526, 0.829802, 0.069673], [-0.007442, -0.022190, 1.029632]],
        [[0.319627, 0.849633, -0.169261], [0.106241, 0.815969, 0.077790], [-0.007025, -0.028051, 1.035076]],
        [[0.259411, 0.923008, -0.182420], [0.110296, 0.804340, 0.085364], [-0.006276, -0.034346, 1.040622]],
        [[0.203876, 0.990338, -0.194214], [0.112975, 0.794542, 0.092483], [-0.005222, -0.041043, 1.046265]],
        [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
    ],
    "deutan": [
        [[1.000000, 0.000000, -0.000000], [0.000000, 1.000000, 0.000000], [-0.000000, -0.000000, 1.000000]],
        [[0.866435, 0.177704, -0.044139], [0.049567, 0.939063, 0.011370], [-0.003453, 0.007233, 0.996220]],
        [[0.760729, 0.319078, -0.079807], [0.090568, 0.889315, 0.020117], [-0.006027, 0.013325, 0.992702]],
        [[0.675425, 0.433850, -0.109275], [0.125303, 0.847755, 0.026942], [-0.007950, 0.018572, 0.989378]],
        [[0.605511, 0.528560, -0.134071], [0.155318, 0.812366, 0.032316], [-0.009376, 0.023176, 0.986200]],
        [[0.547494, 0.607765, -0.155259], [0.181692, 0.781742, 0.036566], [-0.010410, 0.027275, 0.983136]],
        [[0.498864, 0.674741, -0.173604], [0.205199, 0.754872, 0.039929], [-0.011131, 0.030969, 0.980162]],
        [[0.457771, 0.731899, -0.189670], [0.226409, 0.731012, 0.042579], [-0.011595, 0.034333, 0.977261]],
        [[0.422823, 0.781057, -0.203881], [0.245752, 0.709602, 0.044646], [-0.011843, 0.037423, 0.974421]],
        [[0.392952, 0.823610, -0.216562], [0.263559, 0.690210, 0.046232], [-0.011910, 0.040281, 0.971630]],
        [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
    ],
    "tritan": [
        [[1.000000, 0.000000, -0.000000], [0.000000, 1.000000, 0.000000], [-0.000000, -0.000000, 1.000000]],
        [[0.926670, 0.092514, -0.019184], [0.021191, 0.964503, 0.014306], [0.008437, 0.054813, 0.936750]],
        [[0.895720, 0.133330, -0.029050], [0.029997, 0.945400, 0.024603], [0.013027, 0.104707, 0.882266]],
        [[0.905871, 0.127791, -0.033662], [0.026856, 0.941251, 0.031893], [0.013410, 0.148296, 0.838294]],
        [[0.948035, 0.089490, -0.037526], [0.014364, 0.946792, 0.038844], [0.010853, 0.193991, 0.795156]],
        [[1.017277, 0.027029, -0.044306], [-0.006113, 0.958479, 0.047634], [0.006379, 0.248708, 0.744913]],
        [[1.104996, -0.046633, -0.058363], [-0.032137, 0.971635, 0.060503], [0.001336, 0.317922, 0.680742]],
        [[1.193214, -0.109812, -0.083402], [-0.058496, 0.979410, 0.079086], [-0.002346, 0.403492, 0.598854]],
        [[1.257728, -0.139648, -0.118081], [-0.078003, 0.975409, 0.102594], [-0.003316, 0.501214, 0.502102]],
        [[1.278864, -0.125333, -0.153531], [-0.084748, 0.957674, 0.127074], [-0.000989, 0.601151, 0.399838]],
        [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
    ],
}
CVD_TYPES = ["protanopia", "deuteranopia", "tritanopia", "protanomaly", "deuteranomaly", "tritanomaly", "achromatopsia"]


def cvd(hexcolor, kind, severity=0.6):
    lin = np.array([to_lin(c) for c in hex_to_rgb(hexcolor)])
    if kind == "achromatopsia":
        y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
        out_lin = [y, y, y]
    else:
        s = 1.0 if kind.endswith("opia") else severity
        low = min(math.floor(s * 10), 9)
        f = s * 10 - low
        table = MACHADO[{"prot": "protan", "deut": "deutan", "trit": "tritan"}[kind[:4]]]
        m = (1 - f) * np.array(table[low]) + f * np.array(table[low + 1])
        out_lin = [clip(v) for v in m @ lin]
    return {"color": hexcolor, "type": kind, "hex": to_hex(tuple(from_lin(v) for v in out_lin))}


out["color-blindness-simulator"] = [
    {"results": [cvd("#ff0000", "deuteranopia"), cvd("#00ff00", "deuteranopia")]},
    {"results": [cvd("#e63946", "protanomaly", 0.45)]},
    {"results": [cvd("#3a86ff", t) for t in CVD_TYPES]},
]

# ---------- color-scale-generator (fixed OKLCH lightness per stop, chroma bisected into sRGB) ----------
SCALE_L = {50: 0.97, 100: 0.93, 200: 0.88, 300: 0.81, 400: 0.71, 500: 0.62, 600: 0.55, 700: 0.49, 800: 0.42, 900: 0.38, 950: 0.28}


def in_gamut(lab):
    return all(-1e-6 <= v <= 1 + 1e-6 for v in oklab_to_srgb(lab))


def scale(rgb, stops=tuple(SCALE_L)):
    L, a, b = srgb_to_oklab(rgb)
    C, H = math.hypot(a, b), math.atan2(b, a)
    res = {}
    for st in sorted(stops):
        l = SCALE_L[st]
        c = C
        if not in_gamut((l, c * math.cos(H), c * math.sin(H))):
            lo, hi = 0.0, C
            for _ in range(30):
                mid = (lo + hi) / 2
                if in_gamut((l, mid * math.cos(H), mid * math.sin(H))):
                    lo = mid
                else:
                    hi = mid
            c = lo
        res[str(st)] = to_hex(oklab_to_srgb((l, c * math.cos(H), c * math.sin(H))))
    base_stop = min(SCALE_L, key=lambda st: (abs(SCALE_L[st] - L), st))
    return {"scale": res, "baseStop": base_stop}


def oklch_to_srgb(L, C, h):
    return oklab_to_srgb((L, C * math.cos(math.radians(h)), C * math.sin(math.radians(h))))


out["color-scale-generator"] = [
    scale(hex_to_rgb("#3b82f6")),
    scale(tuple(clip(v) for v in oklch_to_srgb(0.6, 0.15, 150)), (100, 500, 900)),
]

if __name__ == "__main__":
    print(json.dumps(out, indent=1))
