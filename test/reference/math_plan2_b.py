# Reference values for the examples of the second plan's math tools 8–14 (matrix-rref-calculator,
# tank-volume-calculator, lottery-odds-calculator, long-division-calculator, linear-interpolation,
# cartesian-polar-converter, sudoku-solver): run `python3 test/reference/math_plan2_b.py [slug …]` (Python 3.11, numpy,
# sympy). It prints one JSON object: tool slug -> list of {inputs, result}, pasted as the tools' `examples`.
#
# Each block computes independently of the TypeScript code: sympy's Matrix.rref on Rationals (cross-checked by a
# Fraction Gauss–Jordan here); the segment and cap formulas with math.acos/math.pi in the tool's documented order of
# operations; math.comb for the lottery (asserting the published Powerball and EuroMillions odds, TOOLS-PLAN-2 §6);
# Python integers for long division (cross-checked with divmod); numpy.interp inside the range; math.atan2/sin/cos for
# coordinates; a plain backtracking search in row order, digits ascending, for sudoku (which finds the
# lexicographically smallest solution first).
import json
import math
import sys
from fractions import Fraction

import numpy as np
import sympy

out = {}


def clean(x):
    """Integral floats as ints (JSON 2.0 and 2 are the same number to the tests), no -0."""
    if isinstance(x, float) and x == 0:
        return 0
    if isinstance(x, float) and x.is_integer() and abs(x) < 2 ** 53:
        return int(x)
    return x


def cleanv(v):
    if isinstance(v, dict):
        return {k: cleanv(x) for k, x in v.items()}
    if isinstance(v, list):
        return [cleanv(x) for x in v]
    return clean(v)


def add(slug, inputs, result):
    out.setdefault(slug, []).append({"inputs": inputs, "result": cleanv(result)})


# --- matrix-rref-calculator -------------------------------------------------------------------------------------------

def entry(v):
    """A JSON number as the rational of its shortest decimal (repr), a string "p/q" as a Fraction."""
    if isinstance(v, str):
        return Fraction(v.replace(" ", ""))
    return Fraction(repr(v)) if isinstance(v, float) else Fraction(v)


def gauss_jordan(rows):
    m = [list(r) for r in rows]
    pivots, r = [], 0
    for c in range(len(m[0])):
        p = next((i for i in range(r, len(m)) if m[i][c] != 0), None)
        if p is None:
            continue
        m[r], m[p] = m[p], m[r]
        pv = m[r][c]
        m[r] = [x / pv for x in m[r]]
        for i in range(len(m)):
            if i != r and m[i][c] != 0:
                f = m[i][c]
                m[i] = [a - f * b for a, b in zip(m[i], m[r])]
        pivots.append(c)
        r += 1
        if r == len(m):
            break
    return m, pivots


def frac_text(f):
    f = sympy.Rational(f)
    return str(f.p) if f.q == 1 else f"{f.p}/{f.q}"


def rref_case(matrix):
    exact = [[entry(v) for v in row] for row in matrix]
    sm = sympy.Matrix([[sympy.Rational(x.numerator, x.denominator) for x in row] for row in exact])
    reduced, pivots = sm.rref()
    mine, mine_pivots = gauss_jordan(exact)
    assert list(pivots) == mine_pivots
    assert all(sympy.Rational(mine[i][j].numerator, mine[i][j].denominator) == reduced[i, j] for i in range(sm.rows) for j in range(sm.cols))
    rank = len(pivots)
    add("matrix-rref-calculator", {"matrix": matrix}, {
        "rref": [[frac_text(reduced[i, j]) for j in range(sm.cols)] for i in range(sm.rows)],
        "rank": rank,
        "pivotColumns": list(pivots),
        "nullity": sm.cols - rank,
        "isInvertible": sm.rows == sm.cols and rank == sm.rows,
    })


rref_case([[2, 4, 6], [1, 3, 5]])
assert out["matrix-rref-calculator"][0]["result"]["rref"] == [["1", "0", "-1"], ["0", "1", "2"]]  # TOOLS-PLAN-2 reference
rref_case([[2, 1, -1, 8], [-3, -1, 2, -11], [-2, 1, 2, -3]])  # x = 2, y = 3, z = −1 (the Gaussian elimination article)
rref_case([["1/2", 1.5, "-3/4", 2], [1, 3, "-3/2", 4], [0.1, "2/3", 0, "5/7"]])
rref_case([[0, 3], [4, 0.5]])


# --- tank-volume-calculator -------------------------------------------------------------------------------------------

LITERS = {"m": 1000, "cm": 0.001, "mm": 0.000001, "in": 0.016387064, "ft": 28.316846592}
GALLON = 3.785411784


def tank(inputs):
    shape, unit, h = inputs["shape"], inputs.get("unit", "m"), inputs.get("fillHeight")
    d = inputs.get("diameter", 0)
    r = d / 2
    filled = None
    if shape == "horizontal-cylinder":
        L = inputs["length"]
        total = r * r * math.pi * L
        if h is not None:
            filled = max(0.0, (r * r * math.acos((r - h) / r) - (r - h) * math.sqrt(h * (2 * r - h))) * L)
    elif shape == "vertical-cylinder":
        total = math.pi * r * r * inputs["height"]
        if h is not None:
            filled = math.pi * r * r * h
    elif shape == "rectangular":
        total = inputs["length"] * inputs["width"] * inputs["height"]
        if h is not None:
            filled = inputs["length"] * inputs["width"] * h
    else:
        total = (4 * math.pi * r * r * r) / 3
        if h is not None:
            filled = (math.pi * h * h * (3 * r - h)) / 3
    liters = LITERS[unit]
    total_l = total * liters
    filled_l = None if filled is None else filled * liters
    add("tank-volume-calculator", inputs, {
        "totalVolume": total,
        "filledVolume": filled,
        "fillPercent": None if filled is None else (filled / total) * 100,
        "totalLiters": total_l,
        "filledLiters": filled_l,
        "totalUsGallons": total_l / GALLON,
        "filledUsGallons": None if filled_l is None else filled_l / GALLON,
    })


tank({"shape": "rectangular", "length": 2, "width": 1, "height": 1.5, "fillHeight": 1})
assert out["tank-volume-calculator"][0]["result"]["totalLiters"] == 3000 and out["tank-volume-calculator"][0]["result"]["filledLiters"] == 2000
tank({"shape": "horizontal-cylinder", "diameter": 48, "length": 120, "fillHeight": 12, "unit": "in"})
tank({"shape": "sphere", "diameter": 3, "fillHeight": 1})
tank({"shape": "vertical-cylinder", "diameter": 100, "height": 200, "unit": "cm"})
# Cross-check the segment formula against numeric integration of the chord width (to 1e-9 relative).
seg = out["tank-volume-calculator"][1]["result"]["filledVolume"]
ys = np.linspace(-24, -12, 200001)
assert abs(np.trapezoid(2 * np.sqrt(np.maximum(0, 24 * 24 - ys * ys)), ys) * 120 - seg) / seg < 1e-8


# --- lottery-odds-calculator ------------------------------------------------------------------------------------------

def lottery(inputs):
    n, k = inputs["poolSize"], inputs["picks"]
    m = inputs.get("bonusPoolSize", 0)
    j = inputs.get("bonusPicks", 1) if m else 0
    total = math.comb(n, k) * math.comb(m, j)
    tiers = []
    for a in range(k, -1, -1):
        for b in range(j, -1, -1):
            ways = math.comb(k, a) * math.comb(n - k, k - a) * math.comb(j, b) * math.comb(m - j, j - b)
            if ways:
                tiers.append({"mainMatches": a, "bonusMatches": b, "ways": str(ways), "oddsOneIn": float(Fraction(total, ways))})
    add("lottery-odds-calculator", inputs, {"totalCombinations": str(total), "jackpotProbability": float(Fraction(1, total)), "tiers": tiers})
    return total


assert lottery({"poolSize": 69, "picks": 5, "bonusPoolSize": 26, "bonusPicks": 1}) == 292201338  # Powerball
assert lottery({"poolSize": 50, "picks": 5, "bonusPoolSize": 12, "bonusPicks": 2}) == 139838160  # EuroMillions
assert lottery({"poolSize": 49, "picks": 6}) == 13983816  # Lotto 6/49


# --- long-division-calculator -----------------------------------------------------------------------------------------

def long_division(dividend, divisor, places=0):
    a, b = abs(int(dividend)), abs(int(divisor))
    digits = dividend.lstrip("+-")  # leading zeros are brought down like any digit
    steps, partial, int_part, frac_part = [], 0, "", ""

    def step():
        nonlocal partial
        q = partial // b
        steps.append({"partialDividend": str(partial), "quotientDigit": q, "product": str(q * b), "remainder": str(partial - q * b)})
        partial -= q * b
        return str(q)

    for i, ch in enumerate(digits):
        partial = partial * 10 + int(ch)
        if int_part or partial >= b or i == len(digits) - 1:
            int_part += step()
    for _ in range(places):
        partial *= 10
        frac_part += step()
    shown = int_part + ("." + frac_part if places else "")
    # Cross-checks: the digits are floor(|a|·10^places / |b|), the last remainder is what is left at that scale.
    q, rem = divmod(a * 10 ** places, b)
    assert shown.replace(".", "").lstrip("0") == (str(q) if q else "") and rem == partial
    negative = (dividend.startswith("-")) != (divisor.startswith("-"))
    sign = "-" if negative and q != 0 else ""
    inputs = {"dividend": dividend, "divisor": divisor}
    if places:
        inputs["decimalPlaces"] = places
    add("long-division-calculator", inputs, {"quotient": sign + shown, "remainder": str(partial), "steps": steps})


long_division("7894", "23")
assert [(s["partialDividend"], s["quotientDigit"], s["product"], s["remainder"]) for s in out["long-division-calculator"][0]["result"]["steps"]] == [
    ("78", 3, "69", "9"), ("99", 4, "92", "7"), ("74", 3, "69", "5")]  # TOOLS-PLAN-2 reference
long_division("-22", "7", 4)
long_division("5", "12", 2)
long_division("1020", "-10")


# --- linear-interpolation ---------------------------------------------------------------------------------------------

def interp(points, x, extrapolate=None):
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    outside = x < xs[0] or x > xs[-1]
    if x == xs[-1]:
        seg = len(points) - 2
    else:
        seg = max(0, min(len(points) - 2, int(np.searchsorted(xs, x, side="right")) - 1))
    if outside:
        slope = (ys[seg + 1] - ys[seg]) / (xs[seg + 1] - xs[seg])
        y = slope * (x - xs[seg]) + ys[seg]
    else:
        y = float(np.interp(x, xs, ys))
    inputs = {"points": points, "x": x}
    if extrapolate is not None:
        inputs["extrapolate"] = extrapolate
    add("linear-interpolation", inputs, {"y": y, "segmentIndex": seg, "extrapolated": outside})


interp([[1, 2], [3, 6]], 2)
assert out["linear-interpolation"][0]["result"]["y"] == 4  # TOOLS-PLAN-2 reference
interp([[0, 0], [1, 0.8], [2, 0.9], [4, 1.5], [7, 1.6]], 3.3)
interp([[0, 0], [1, 0.8], [2, 0.9], [4, 1.5], [7, 1.6]], 7)
interp([[1, 2], [3, 6]], 5, True)


# --- cartesian-polar-converter ----------------------------------------------------------------------------------------

def normalize(t):
    t = math.fmod(t, 360.0)
    if t > 180:
        t -= 360
    elif t <= -180:
        t += 360
    return t + 0.0


def sin_deg(t):
    if math.fmod(t, 90.0) == 0:
        return [0, 1, 0, -1][int(t // 90) % 4]
    return math.sin((t * math.pi) / 180)


def cos_deg(t):
    if math.fmod(t, 90.0) == 0:
        return [1, 0, -1, 0][int(t // 90) % 4]
    return math.cos((t * math.pi) / 180)


def atan2_deg(y, x):
    t = (math.atan2(y, x) * 180) / math.pi
    return 180.0 if t == -180 else t


def convert(inputs):
    frm = inputs["from"]
    if frm == "cartesian":
        x, y, z = inputs["x"], inputs["y"], inputs.get("z", 0)
        rho = math.sqrt(x * x + y * y)
        theta = atan2_deg(y, x)
        r = math.sqrt(x * x + y * y + z * z)
        phi = atan2_deg(rho, z)
    else:
        theta = normalize(inputs["thetaDegrees"])
        if frm == "spherical":
            r, phi = inputs["r"], inputs["phiDegrees"]
            rho, z = r * sin_deg(phi), r * cos_deg(phi)
        else:
            rho = inputs["r"] if frm == "polar" else inputs["rho"]
            z = 0 if frm == "polar" else inputs["z"]
            r = rho if z == 0 else math.sqrt(rho * rho + z * z)
            phi = atan2_deg(rho, z)
        x, y = rho * cos_deg(theta), rho * sin_deg(theta)
    # Cross-check against cmath.rect / math.hypot to 1e-12.
    assert abs(complex(x, y) - __import__("cmath").rect(rho, math.radians(theta))) <= 1e-12 * max(1, rho)
    assert abs(math.hypot(x, y, z) - r) <= 1e-12 * max(1, r)
    add("cartesian-polar-converter", inputs, {
        "cartesian": {"x": x, "y": y, "z": z},
        "polar": {"r": rho, "thetaDegrees": theta},
        "cylindrical": {"rho": rho, "thetaDegrees": theta, "z": z},
        "spherical": {"r": r, "thetaDegrees": theta, "phiDegrees": phi},
    })


convert({"from": "cartesian", "x": 1, "y": 1})
assert round(out["cartesian-polar-converter"][0]["result"]["polar"]["r"], 5) == 1.41421 and out["cartesian-polar-converter"][0]["result"]["polar"]["thetaDegrees"] == 45
convert({"from": "cartesian", "x": -3, "y": 0, "z": 4})
convert({"from": "polar", "r": 2, "thetaDegrees": 390})
convert({"from": "spherical", "r": 10, "thetaDegrees": -135, "phiDegrees": 60})


# --- sudoku-solver ----------------------------------------------------------------------------------------------------

def sudoku(puzzle):
    g = [0 if c in "0." else int(c) for c in puzzle]
    solutions = []

    def ok(i, d):
        r, c = divmod(i, 9)
        br, bc = r // 3 * 3, c // 3 * 3
        return all(g[r * 9 + k] != d and g[k * 9 + c] != d for k in range(9)) and all(
            g[(br + a) * 9 + bc + b] != d for a in range(3) for b in range(3))

    def solve(i):
        while i < 81 and g[i]:
            i += 1
        if i == 81:
            solutions.append("".join(map(str, g)))
            return
        for d in range(1, 10):
            if len(solutions) >= 2:
                return
            if ok(i, d):
                g[i] = d
                solve(i + 1)
                g[i] = 0

    solve(0)
    add("sudoku-solver", {"puzzle": puzzle}, {
        "solved": bool(solutions),
        "solution": solutions[0] if solutions else None,
        "unique": len(solutions) == 1,
        "givens": sum(1 for c in puzzle if c not in "0."),
    })


sudoku("530070000600195000098000060800060003400803001700020006060000280000419005000080079")
assert out["sudoku-solver"][0]["result"]["solution"] == "534678912672195348198342567859761423426853791713924856961537284287419635345286179"  # the "Sudoku" article
sudoku("." * 81)
sudoku("12345678." + "........9" + "0" * 63)
# The article's solution with its first row and a 2×2 "deadly pattern" emptied (rows 7–8, columns 4 and 9 hold 5/4
# and 4/5): two solutions, and the smaller one swaps the rectangle (a 4 before the 5 in row 7).
solution = list("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
for i in list(range(9)) + [6 * 9 + 3, 6 * 9 + 8, 7 * 9 + 3, 7 * 9 + 8]:
    solution[i] = "."
sudoku("".join(solution))
assert out["sudoku-solver"][3]["result"]["solution"][54:72] == "961437285287519634" and not out["sudoku-solver"][3]["result"]["unique"]

slugs = sys.argv[1:] or list(out)
print(json.dumps({s: out[s] for s in slugs}, ensure_ascii=False))
