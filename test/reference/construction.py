#!/usr/bin/env python3
"""Independent oracle for the examples of src/tools/construction/{roof-pitch,stair,board-foot,landscape-material,btu,
drywall,brick,fence}-calculator.ts (TOOLS-PLAN-2 §4, Home & construction).

Run: python3 test/reference/construction.py   (prints every example's expected result as JSON, keyed by tool)

Exact rational arithmetic (fractions.Fraction) from the decimal strings of the inputs (repr, the shortest round-trip
string, as JavaScript's String); counts are ceilings of exact values (TOOLS-PLAN-2 §3 point 8); money half up to
cents once; other figures are float(exact) (the nearest double), or math.sqrt / math.atan / math.tan of such a double
where the formula is irrational. Unit definitions (NIST SP 811 App. B): ft 0.3048 m, in 0.0254 m, yd 0.9144 m,
short ton 907.18474 kg, BTU_IT/h 0.29307107 W. The plan's reference values are asserted.
"""
import json
import math
from fractions import Fraction as F


def q(x):
    return F(repr(x)) if isinstance(x, float) else F(x)


def half_up(fr, places=2):
    scale = 10 ** places
    return F(math.floor(fr * scale + F(1, 2)), scale)


def ceil(fr):
    return math.ceil(fr)


out = {}

# ---------- roof-pitch-calculator ----------
FT2_PER_M2 = 1 / F("0.3048") ** 2


def pitch_text(r12):
    h = half_up(r12)
    cents = math.floor(h * 100)
    whole, frac = divmod(cents, 100)
    frac = ("%02d" % frac).rstrip("0")
    return "%d%s/12" % (whole, "." + frac if frac else "")


def least_k_with_square_at_least(x):
    # the least integer k >= 0 with k*k >= x (x an exact Fraction), by integer square root
    n, d = x.numerator, x.denominator
    k = math.isqrt(n // d)
    while F(k * k) < x:
        k += 1
    while k > 0 and F((k - 1) ** 2) >= x:
        k -= 1
    return k


def roof(rise=None, run=None, angle=None, L=None, W=None, overhang=0, unit="ft"):
    if rise is not None:
        ratio = q(rise) / q(run if run is not None else 12)
        r12 = ratio * 12
        slope = float(ratio)
        ang = math.atan(slope) * 180 / math.pi
        m2 = 1 + ratio * ratio
        rise12 = float(r12)
        pct = float(r12 * 100 / 12)
    else:
        ang = angle
        t = math.tan(angle * math.pi / 180)
        r12 = q(12 * t)
        m2 = q(1 + t * t)
        rise12 = float(r12)
        pct = float(r12 * 100 / 12)
    res = {"pitch": pitch_text(r12), "risePer12": rise12, "angleDegrees": ang, "slopePercent": pct,
           "rafterMultiplier": math.sqrt(float(m2)), "roofArea": None, "squares": None, "bundles": None}
    if L is not None:
        plan = (q(L) + 2 * q(overhang)) * (q(W) + 2 * q(overhang))
        plan_ft2 = plan if unit == "ft" else plan * FT2_PER_M2
        res["roofArea"] = math.sqrt(float(plan * plan * m2))
        res["squares"] = math.sqrt(float(plan_ft2 ** 2 * m2 / 10000))
        res["bundles"] = least_k_with_square_at_least(9 * plan_ft2 ** 2 * m2 / 10000)
    return res


r = roof(rise=6, L=50, W=30)
assert r["pitch"] == "6/12" and round(r["angleDegrees"], 3) == 26.565 and r["slopePercent"] == 50
assert round(r["roofArea"], 2) == 1677.05 and round(r["squares"], 2) == 16.77 and r["bundles"] == 51
out["roof-pitch-calculator"] = [
    {"inputs": {"rise": 6, "footprintLength": 50, "footprintWidth": 30}, "result": r},
    {"inputs": {"rise": 9, "run": 12, "footprintLength": 12, "footprintWidth": 8, "overhang": 0.5, "unit": "m"},
     "result": roof(rise=9, run=12, L=12, W=8, overhang=0.5, unit="m")},
    {"inputs": {"rise": 3.5, "run": 8}, "result": roof(rise=3.5, run=8)},
    {"inputs": {"angleDegrees": 30, "footprintLength": 40, "footprintWidth": 24, "overhang": 1.5},
     "result": roof(angle=30, L=40, W=24, overhang=1.5)},
]

# ---------- stair-calculator ----------
IRC = {"in": (F(31, 4), F(10)), "mm": (F("196.85"), F(254))}


def stair(total, unit="in", max_riser=None, tread=None):
    irc_riser, irc_tread = IRC[unit]
    rise = q(total)
    mr = irc_riser if max_riser is None else q(max_riser)
    t = irc_tread if tread is None else q(tread)
    n = ceil(rise / mr)
    h = rise / n
    run = (n - 1) * t
    return {"risers": n, "riserHeight": float(h), "treads": n - 1, "totalRun": float(run),
            "stringerLength": math.sqrt(float(rise ** 2 + run ** 2)), "angleDegrees": math.atan(float(h / t)) * 180 / math.pi,
            "meetsIrc": h <= irc_riser and t >= irc_tread, "comfortValue": float(2 * h + t)}


s = stair(108)
assert s["risers"] == 14 and round(s["riserHeight"], 3) == 7.714 and s["treads"] == 13 and s["totalRun"] == 130
assert round(s["stringerLength"], 2) == 169.01
s2 = stair(2700, "mm", 180, 280)
assert s2["risers"] == 15  # 2700 / 180 is exactly 15: no extra step
s3 = stair(31, tread=11)
assert s3["risers"] == 4  # 31 / 7.75 is exactly 4
out["stair-calculator"] = [
    {"inputs": {"totalRise": 108}, "result": s},
    {"inputs": {"totalRise": 2700, "unit": "mm", "maxRiserHeight": 180, "treadDepth": 280}, "result": s2},
    {"inputs": {"totalRise": 31, "treadDepth": 11}, "result": s3},
    {"inputs": {"totalRise": 40, "maxRiserHeight": 8.25, "treadDepth": 9}, "result": stair(40, max_riser=8.25, tread=9)},
]

# ---------- board-foot-calculator ----------
def board(pieces, price=None):
    lines = [q(p[0]) * q(p[1]) * q(p[2]) * (p[3] if len(p) > 3 else 1) / 12 for p in pieces]
    total = sum(lines, F(0))
    return {"pieces": [{"boardFeet": float(x)} for x in lines], "totalBoardFeet": float(total),
            "cost": None if price is None else float(half_up(total * q(price)))}


b = board([(2, 4, 8)])
assert round(b["totalBoardFeet"], 3) == 5.333
b3 = board([(1, 2, 9)], 1.23)
assert b3["cost"] == 1.85  # 1.5 × 1.23 = 1.845 exactly, half up
out["board-foot-calculator"] = [
    {"inputs": {"pieces": [{"thicknessIn": 2, "widthIn": 4, "lengthFt": 8}]}, "result": b},
    {"inputs": {"pieces": [{"thicknessIn": 2, "widthIn": 6, "lengthFt": 10, "quantity": 12},
                           {"thicknessIn": 1, "widthIn": 8, "lengthFt": 6, "quantity": 5},
                           {"thicknessIn": 1.5, "widthIn": 7.25, "lengthFt": 12}], "pricePerBoardFoot": 3.85},
     "result": board([(2, 6, 10, 12), (1, 8, 6, 5), (1.5, 7.25, 12)], 3.85)},
    {"inputs": {"pieces": [{"thicknessIn": 1, "widthIn": 2, "lengthFt": 9}], "pricePerBoardFoot": 1.23}, "result": b3},
]

# ---------- landscape-material-calculator ----------
M = {"ft": F("0.3048"), "m": F(1), "in": F("0.0254"), "cm": F("0.01")}
BAG = {"ft3": F("0.3048") ** 3, "l": F(1, 1000), "m3": F(1)}
YD3 = F("0.9144") ** 3
SHORT_TON = F("907.18474")
PI40 = F("3.1415926535897932384626433832795028841971")  # the tool's π to 40 decimals
assert abs(PI40 - F(math.pi)) < F(1, 10 ** 15)
DENSITY = {"gravel": 1600, "crushed-stone": 1600, "pea-gravel": 1520, "sand": 1600, "topsoil": 1250, "mulch": 400,
           "asphalt": 2243}


def landscape(shape="rectangle", length=None, width=None, diameter=None, area=None, lu="ft", depth=None, du="in",
              material="gravel", density=None, waste=0, bag=None, bag_unit="ft3"):
    m = M[lu]
    if shape == "rectangle":
        surface = q(length) * m * q(width) * m
    elif shape == "circle":
        surface = PI40 * (q(diameter) * m) ** 2 / 4
    else:
        surface = q(area) * m * m
    vol = surface * q(depth) * M[du] * (1 + q(waste) / 100)
    kg = vol * (DENSITY[material] if density is None else q(density))
    return {"volumeM3": float(vol), "volumeYd3": float(vol / YD3), "volumeFt3": float(vol / BAG["ft3"]),
            "weightKg": float(kg), "weightTonnes": float(kg / 1000), "weightShortTons": float(kg / SHORT_TON),
            "bags": None if bag is None else ceil(vol / (q(bag) * BAG[bag_unit]))}


l1 = landscape(length=12, width=12, depth=4)
assert round(l1["volumeYd3"], 4) == 1.7778 and round(l1["weightShortTons"], 3) == 2.397
l3 = landscape(shape="area", area=54, depth=2, material="topsoil", bag=0.75)
assert l3["bags"] == 12  # 9 ft³ in 0.75 ft³ bags, exactly
out["landscape-material-calculator"] = [
    {"inputs": {"length": 12, "width": 12, "depth": 4}, "result": l1},
    {"inputs": {"shape": "circle", "diameter": 3, "lengthUnit": "m", "depth": 7.5, "depthUnit": "cm", "material": "mulch",
                "wastePercent": 10, "bagVolume": 50, "bagUnit": "l"},
     "result": landscape(shape="circle", diameter=3, lu="m", depth=7.5, du="cm", material="mulch", waste=10, bag=50, bag_unit="l")},
    {"inputs": {"shape": "area", "area": 54, "depth": 2, "material": "topsoil", "bagVolume": 0.75}, "result": l3},
    {"inputs": {"length": 20, "width": 3.5, "lengthUnit": "m", "depth": 5, "depthUnit": "cm", "densityKgPerM3": 1750,
                "wastePercent": 5},
     "result": landscape(length=20, width=3.5, lu="m", depth=5, du="cm", density=1750, waste=5)},
]

# ---------- btu-calculator ----------
CHART = [(100, 150, 5000), (150, 250, 6000), (250, 300, 7000), (300, 350, 8000), (350, 400, 9000),
         (400, 450, 10000), (450, 550, 12000), (550, 700, 14000), (700, 1000, 18000), (1000, 1200, 21000),
         (1200, 1400, 23000), (1400, 1500, 24000), (1500, 2000, 30000), (2000, 2500, 34000)]


def btu(area, unit="ft2", sun="normal", occupants=2, kitchen=False):
    ft2 = q(area) if unit == "ft2" else q(area) * FT2_PER_M2
    assert ft2 <= 2500
    base = 5000 if ft2 < 100 else next(b for lo, hi, b in CHART if lo <= ft2 < hi or (hi == 2500 and ft2 == 2500))
    factor = {"normal": F(1), "shaded": F(9, 10), "sunny": F(11, 10)}[sun]
    total = factor * base + 600 * max(0, occupants - 2) + (4000 if kitchen else 0)
    return {"baseBtu": base, "btuPerHour": float(total), "tons": float(total / 12000),
            "kilowatts": float(total * F("0.29307107") / 1000)}


assert btu(400, sun="sunny")["btuPerHour"] == 11000
assert btu(449.99)["baseBtu"] == 10000 and btu(450)["baseBtu"] == 12000
out["btu-calculator"] = [
    {"inputs": {"area": 400, "sun": "sunny"}, "result": btu(400, sun="sunny")},
    {"inputs": {"area": 30, "unit": "m2", "occupants": 4, "kitchen": True}, "result": btu(30, "m2", occupants=4, kitchen=True)},
    {"inputs": {"area": 1000, "sun": "shaded"}, "result": btu(1000, sun="shaded")},
]

# ---------- drywall-calculator ----------
def drywall(wall, ceiling=0, openings=0, w=4, l=8, waste=10):
    net = q(wall) + q(ceiling) - q(openings)
    sheet = q(w) * q(l)
    return {"netArea": float(net), "sheetArea": float(sheet), "sheets": ceil(net * (1 + q(waste) / 100) / sheet)}


assert drywall(400)["sheets"] == 14
d3 = drywall(36.5, 12, 3.5, 1.2, 2.4, 15.2)
assert d3["sheets"] == 18  # 45 × 1.152 / 2.88 is exactly 18
out["drywall-calculator"] = [
    {"inputs": {"wallArea": 400}, "result": drywall(400)},
    {"inputs": {"wallArea": 352, "ceilingArea": 144, "openingsArea": 58, "sheetLength": 12, "wastePercent": 15},
     "result": drywall(352, 144, 58, l=12, waste=15)},
    {"inputs": {"wallArea": 36.5, "ceilingArea": 12, "openingsArea": 3.5, "sheetWidth": 1.2, "sheetLength": 2.4,
                "wastePercent": 15.2}, "result": d3},
]

# ---------- brick-calculator ----------
def bricks(wall, L, H, j, openings=0, unit="imperial", waste=5):
    net = q(wall) - q(openings)
    per = F(144 if unit == "imperial" else 1000000) / ((q(L) + q(j)) * (q(H) + q(j)))
    return {"netArea": float(net), "bricksPerUnitArea": float(per), "bricks": ceil(net * per * (1 + q(waste) / 100))}


k1 = bricks(100, 7.625, 2.25, 0.375)
assert round(k1["bricksPerUnitArea"], 3) == 6.857 and k1["bricks"] == 720
k2 = bricks(105, 7.625, 2.25, 0.375, waste=10)
assert k2["bricks"] == 792  # TOOLS-PLAN-2 §3.8: doubles would give 793
assert math.ceil(105 * (144 / 21) * 1.1) == 793
out["brick-calculator"] = [
    {"inputs": {"wallArea": 100, "brickLength": 7.625, "brickHeight": 2.25, "mortarJoint": 0.375}, "result": k1},
    {"inputs": {"wallArea": 105, "brickLength": 7.625, "brickHeight": 2.25, "mortarJoint": 0.375, "wastePercent": 10}, "result": k2},
    {"inputs": {"wallArea": 24, "openingsArea": 3.6, "unit": "metric", "brickLength": 215, "brickHeight": 65, "mortarJoint": 10},
     "result": bricks(24, 215, 65, 10, openings=3.6, unit="metric")},
]

# ---------- fence-calculator ----------
def fence(length, spacing, rails=2, pw=None, gap=0, unit="imperial"):
    n = ceil(q(length) / q(spacing))
    small = 12 if unit == "imperial" else 100
    return {"sections": n, "posts": n + 1, "rails": n * rails,
            "pickets": None if pw is None else ceil(q(length) * small / (q(pw) + q(gap)))}


f1 = fence(100, 8, pw=3.5, gap=0.5)
assert f1 == {"sections": 13, "posts": 14, "rails": 26, "pickets": 300}
f2 = fence(21.6, 2.4, 3, 9, 3, "metric")
assert f2["sections"] == 9 and math.ceil(21.6 / 2.4) == 10  # exact: 9; doubles: 10
out["fence-calculator"] = [
    {"inputs": {"length": 100, "postSpacing": 8, "picketWidth": 3.5, "picketGap": 0.5}, "result": f1},
    {"inputs": {"length": 21.6, "postSpacing": 2.4, "railsPerSection": 3, "picketWidth": 9, "picketGap": 3, "unit": "metric"}, "result": f2},
    {"inputs": {"length": 50, "postSpacing": 6}, "result": fence(50, 6)},
]

print(json.dumps(out, indent=1, ensure_ascii=False))
