#!/usr/bin/env python3
"""Independent oracle for the examples of src/tools/everyday/*.ts.

Run: python3 test/reference/everyday.py   (prints every example's expected result as JSON, keyed by tool)

Exact rational arithmetic (fractions.Fraction) from the decimal strings of the inputs; money rounded half up (ties
away from zero) to cents once per result; other figures are the float nearest the exact value.
Unit definitions: international mile 1.609344 km, US gallon 3.785411784 L, imperial gallon 4.54609 L (NIST SP 811
Appendix B / Weights and Measures Act 1985), yard 0.9144 m, foot 0.3048 m.
"""
import json
import math
from decimal import Decimal, ROUND_HALF_UP, getcontext
from fractions import Fraction as F

from pure_rand import Xoroshiro128Plus

getcontext().prec = 60


def q(x):
    return F(str(x))


def money(fr):
    # half up to cents, on the exact rational value
    cents = (abs(fr) * 100 + F(1, 2)).__floor__()
    return float(F(cents if fr >= 0 else -cents, 100))


out = {}

# ---------- gpa-calculator ----------
STD = {"A+": 4, "A": 4, "A-": q(3.7), "B+": q(3.3), "B": 3, "B-": q(2.7), "C+": q(2.3), "C": 2, "C-": q(1.7),
       "D+": q(1.3), "D": 1, "D-": q(0.7), "F": 0}


def gpa(courses, scale=STD):
    pts = sum(q(scale[g]) * q(c) if isinstance(g, str) else q(g) * q(c) for g, c in courses)
    cr = sum(q(c) for _, c in courses)
    g = pts / cr
    return {"gpa": float(g), "gpaRounded": money(g), "totalCredits": float(cr), "qualityPoints": float(pts)}


out["gpa-calculator"] = [
    gpa([("A", 3), ("B+", 4), ("A-", 3), ("C", 2)]),
    gpa([(3.67, 3), ("P", 4), ("A", 1.5)], {"A": 4, "P": 3, "F": 0}),
]

# ---------- grade-calculator ----------
CUTS = [(97, "A+"), (93, "A"), (90, "A-"), (87, "B+"), (83, "B"), (80, "B-"), (77, "C+"), (73, "C"), (70, "C-"),
        (67, "D+"), (63, "D"), (60, "D-")]


def grade(items):
    w = sum(q(i[2]) for i in items)
    s = sum(q(i[2]) * q(i[0]) / q(i[1]) for i in items)
    p = s * 100 / w
    letter = next((l for c, l in CUTS if p >= c), "F")
    return {"weightedPercent": float(p), "letterGrade": letter, "weightCovered": float(w)}


out["grade-calculator"] = [
    grade([(88, 100, 20), (42, 50, 30), (91.5, 100, 25)]),
    grade([(18, 20, 40), (71, 100, 60)]),
]

# ---------- final-grade-calculator ----------
def final(cur, wp, target):
    w = q(wp) / 100
    r = (q(target) - q(cur) * (1 - w)) / w
    return {"requiredFinalPercent": float(r), "achievable": r <= 100}


out["final-grade-calculator"] = [final(85, 30, 90), final(72.5, 25, 80), final(78, 20, 70)]

# ---------- fuel-cost-calculator ----------
MI = q("1.609344")
GAL = {"l": F(1), "gal": q("3.785411784"), "gal-uk": q("4.54609")}


def fuel(d, du, e, eu, price, pu, people=1):
    km = q(d) * (MI if du == "mi" else 1)
    if eu == "l/100km":
        liters = km * q(e) / 100
    elif eu == "km/l":
        liters = km / q(e)
    else:
        liters = km / MI / q(e) * GAL["gal" if eu == "mpg" else "gal-uk"]
    f = liters / GAL[pu]
    cost = f * q(price)
    return {"fuelNeeded": float(f), "fuelUnit": pu, "cost": money(cost), "costPerPerson": money(cost / people)}


out["fuel-cost-calculator"] = [
    fuel(450, "km", 6.5, "l/100km", 1.789, "l", 3),
    fuel(300, "mi", 28, "mpg", 3.49, "gal"),
    fuel(100, "mi", 15, "km/l", 1.5, "l", 2),
]

# ---------- electricity-cost-calculator ----------
def electricity(w, h, d, price):
    kwh = q(w) * q(h) * q(d) / 1000
    return {"kWh": float(kwh), "cost": money(kwh * q(price))}


out["electricity-cost-calculator"] = [electricity(1500, 3, 30, 0.17), electricity(65, 8.5, 365, 0.3125)]

# ---------- unit-price-comparison ----------
UNIT = {"g": F(1), "kg": F(1000), "ml": F(1), "l": F(1000), "fl-oz": q("29.5735295625"), "gal": q("3785.411784")}


def half_up_places(fr, places):
    scale = 10 ** places
    return float(F(math.floor(abs(fr) * scale + F(1, 2)), scale)) * (1 if fr >= 0 else -1)


def unit_prices(items, per_unit, per_q=1):
    prices = [q(p) / (q(n) * UNIT[u]) * UNIT[per_unit] * q(per_q) for _, p, n, u in items]
    lo, hi = min(prices), max(prices)
    return {"items": [{"label": l, "unitPrice": half_up_places(pr, 4)} for (l, *_), pr in zip(items, prices)],
            "per": "%s %s" % (per_q, per_unit), "cheapest": items[prices.index(lo)][0],
            "savingsPercent": float((hi - lo) / hi * 100)}


out["unit-price-comparison"] = [
    unit_prices([("small", 3.49, 500, "g"), ("large", 5.99, 1, "kg")], "kg"),
    unit_prices([("A", 2.5, 12, "fl-oz"), ("B", 4.2, 1, "l"), ("C", 9.99, 1, "gal")], "ml", 100),
]

# ---------- concrete-calculator ----------
# pi to 60 digits (decimal, since Fraction cannot hold it); volumes computed in 60-digit Decimal arithmetic.
PI = Decimal("3.14159265358979323846264338327950288419716939937510582097494")
FT = Decimal("0.3048")
YD3 = Decimal("0.9144") ** 3


def concrete(volume_m3, quantity=1, waste=0, bag=None, density=2400):
    total = volume_m3 * quantity * (1 + Decimal(str(waste)) / 100)
    bags = None if bag is None else int((total * Decimal(str(density)) / Decimal(str(bag))).to_integral_value(rounding="ROUND_CEILING"))
    return {"volumeM3": float(total), "volumeYd3": float(total / YD3), "volumeFt3": float(total / FT ** 3), "bags": bags}


D = lambda x: Decimal(str(x))
out["concrete-calculator"] = [
    concrete(D(4) * D(3) * D("0.1"), waste=10, bag=25),
    concrete(PI * (FT / 2) ** 2 * (10 * FT), quantity=4),
    concrete(D("1.2") * D("0.28") * D("0.18") * (5 * 6 // 2), waste=5, bag=40, density=2200),
]

# ---------- paint-calculator ----------
GAL_L = q("3.785411784")


def paint(unit, area, openings=0, coats=2, per_liter=None, can=None):
    paintable = q(area) - q(openings)
    if unit == "m":
        liters = paintable * coats / q(per_liter or 10)
        gallons = liters / GAL_L
        cans = math.ceil(liters / q(can or 2.5))
    else:
        gallons = paintable * coats / 350
        liters = gallons * GAL_L
        cans = math.ceil(gallons / q(can or 1))
    return {"paintableArea": float(paintable), "liters": float(liters), "gallons": float(gallons), "cans": cans}


walls = lambda l, w, h: 2 * (q(l) + q(w)) * q(h)
out["paint-calculator"] = [
    paint("m", 42, 4.5, 2),
    paint("ft", walls(12, 10, 8) + walls(10, 9, 8), 60),
    paint("m", walls(4, 3.5, 2.5), coats=3, per_liter=12, can=5),
]

# ---------- tile-calculator (exact, in cm or inches) ----------
def tiles(unit, area, w, h, gap=0, waste=10, per_box=None):
    af, gf = (10000, F(1, 10)) if unit == "m" else (144, 1)
    per = (q(w) + q(gap) * gf) * (q(h) + q(gap) * gf)
    n = math.ceil(q(area) * af * (1 + q(waste) / 100) / per)
    return {"tiles": n, "boxes": None if per_box is None else math.ceil(F(n, per_box))}


out["tile-calculator"] = [tiles("m", 12.5, 30, 60, 3, per_box=8), tiles("ft", 120, 12, 12, waste=15)]


# ---------- dice-roller ----------
# pure-rand 8.4.2 xoroshiro128plus and uniformInt's rejection sampling: pure_rand.py beside this script.
def dice(terms, seed):
    """terms: list of (sign, count, sides) or (sign, constant)."""
    rng = Xoroshiro128Plus.from_seed(seed)
    rolls, total, lo, hi = [], 0, 0, 0
    for t in terms:
        if len(t) == 2:
            total += t[0] * t[1]
            lo += t[0] * t[1]
            hi += t[0] * t[1]
            continue
        sign, n, sides = t
        for _ in range(n):
            r = rng.int(1, sides)
            rolls.append(r)
            total += sign * r
        lo += n if sign == 1 else -n * sides
        hi += n * sides if sign == 1 else -n
    return {"rolls": rolls, "total": total, "min": lo, "max": hi}


out["dice-roller"] = [
    dice([(1, 3, 6), (1, 2)], 42),
    dice([(1, 2, 20), (-1, 1, 4), (1, 1, 100)], 7),
]

if __name__ == "__main__":
    print(json.dumps(out, indent=1))
