# Reference values for the examples of src/tools/science/*.ts: python3 test/reference/science.py [slug …]
# (Python 3.11; standard library only). It prints, per tool, the JSON list of {inputs, result} pasted as `examples`. Each block computes one tool's examples independently of the TypeScript code;
# the printed JSON is pasted into the tools' `examples`. Floating-point formulas are written in the same operation
# order as the tools so the doubles agree exactly; where a published value exists it is cited next to the case.
import json
import math
import re
from decimal import Decimal, ROUND_HALF_UP, getcontext
from fractions import Fraction

getcontext().prec = 50
out = {}

# --- ohms-law-calculator: V = I·R, P = V·I -------------------------------------------------------------------
def ohm(v=None, i=None, r=None, p=None):
    if v is not None and r is not None:
        i = v / r; p = v * v / r
    elif v is not None and i is not None:
        r = v / i; p = v * i
    elif v is not None and p is not None:
        i = p / v; r = v * v / p
    elif i is not None and r is not None:
        v = i * r; p = i * i * r
    elif i is not None and p is not None:
        v = p / i; r = p / (i * i)
    else:
        v = math.sqrt(p * r); i = math.sqrt(p / r)
    return {"voltage": v, "current": i, "resistance": r, "power": p}

out["ohms-law-calculator"] = [
    {"inputs": {"voltage": 12, "resistance": 4.7}, "result": ohm(v=12, r=4.7)},
    {"inputs": {"current": 0.02, "power": 0.5}, "result": ohm(i=0.02, p=0.5)},
    {"inputs": {"resistance": 8, "power": 100}, "result": ohm(r=8, p=100)},
]

# --- resistor-color-code: IEC 60062:2016 table, typed again here -------------------------------------------
COLOR_DIGITS = ["black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey", "white"]
MULT = {**{c: n for n, c in enumerate(COLOR_DIGITS)}, "gold": -1, "silver": -2, "pink": -3}
TOL = {"brown": (1, "F"), "red": (2, "G"), "green": (0.5, "D"), "blue": (0.25, "C"), "violet": (0.1, "B"),
       "grey": (0.01, "L"), "orange": (0.05, "W"), "yellow": (0.02, "P"), "gold": (5, "J"), "silver": (10, "K")}
TCR = {"black": 250, "brown": 100, "red": 50, "orange": 15, "yellow": 25, "green": 20, "blue": 10, "violet": 5, "grey": 1}

def fmt_decimal(d):
    s = format(d.normalize(), "f")
    return s

def describe_resistor(value, tol, letter, tc, bands):
    prefix, scale = "", Decimal(1)
    for sym, e in (("G", 9), ("M", 6), ("k", 3)):
        if value >= Decimal(10) ** e:
            prefix, scale = sym, Decimal(10) ** e
            break
    tol_s = ("%g" % tol)
    formatted = f"{fmt_decimal(value / scale)} {prefix}Ω ±{tol_s}%" + ("" if tc is None else f" {tc} ppm/K")
    return {"resistanceOhms": float(value), "tolerancePercent": tol, "toleranceLetter": letter,
            "temperatureCoefficient": tc, "formatted": formatted, "bands": bands}

def decode(bands):
    n = 2 if len(bands) <= 4 else 3
    digits = int("".join(str(COLOR_DIGITS.index(b)) for b in bands[:n]))
    value = Decimal(digits).scaleb(MULT[bands[n]])
    tol, letter = TOL[bands[n + 1]] if len(bands) > 3 else (20, "M")
    tc = TCR[bands[5]] if len(bands) == 6 else None
    return describe_resistor(value, tol, letter, tc, bands)

def encode(ohms, tol, count, tc=None):
    n = 2 if count == 4 else 3
    d = Decimal(repr(ohms)).normalize()
    sign, digs, exp = d.as_tuple()
    assert len(digs) <= n
    digs = list(digs) + [0] * (n - len(digs)); exp -= n - len(d.as_tuple()[1])
    mult = [c for c, e in MULT.items() if e == exp][0]
    bands = [COLOR_DIGITS[x] for x in digs] + [mult]
    letter = "M"
    if tol != 20:
        c = [c for c, t in TOL.items() if t[0] == tol][0]; bands.append(c); letter = TOL[c][1]
    if tc is not None:
        bands.append([c for c, t in TCR.items() if t == tc][0])
    return describe_resistor(d, tol, letter, tc, bands)

def band_case(bands):
    return {"inputs": {"bands": bands}, "result": decode(bands)}

out["resistor-color-code"] = [
    band_case(["yellow", "violet", "red", "gold"]),                   # 47 × 100 = 4.7 kΩ ±5 %
    band_case(["brown", "black", "black", "brown", "brown", "red"]),  # 100 × 10 = 1 kΩ ±1 %, 50 ppm/K
    band_case(["orange", "orange", "silver"]),                        # 33 × 0.01 = 0.33 Ω ±20 %
    {"inputs": {"resistanceOhms": 4700}, "result": encode(4700, 5, 4)},
    {"inputs": {"resistanceOhms": 249000, "tolerancePercent": 1}, "result": encode(249000, 1, 5)},
    {"inputs": {"resistanceOhms": 0.47, "tolerancePercent": 2, "temperatureCoefficient": 100}, "result": encode(0.47, 2, 6, 100)},
]

# --- molar-mass-calculator: an independent tokenizer + stack parser; IUPAC abridged 2021 values typed again ---
AW = {
 "H": "1.0080", "He": "4.0026", "Li": "6.94", "Be": "9.0122", "B": "10.81", "C": "12.011", "N": "14.007", "O": "15.999",
 "F": "18.998", "Ne": "20.180", "Na": "22.990", "Mg": "24.305", "Al": "26.982", "Si": "28.085", "P": "30.974", "S": "32.06",
 "Cl": "35.45", "Ar": "39.95", "K": "39.098", "Ca": "40.078", "Sc": "44.956", "Ti": "47.867", "V": "50.942", "Cr": "51.996",
 "Mn": "54.938", "Fe": "55.845", "Co": "58.933", "Ni": "58.693", "Cu": "63.546", "Zn": "65.38", "Ga": "69.723",
 "Ge": "72.630", "As": "74.922", "Se": "78.971", "Br": "79.904", "Kr": "83.798", "Rb": "85.468", "Sr": "87.62",
 "Y": "88.906", "Zr": "91.224", "Nb": "92.906", "Mo": "95.95", "Ru": "101.07", "Rh": "102.91", "Pd": "106.42",
 "Ag": "107.87", "Cd": "112.41", "In": "114.82", "Sn": "118.71", "Sb": "121.76", "Te": "127.60", "I": "126.90",
 "Xe": "131.29", "Cs": "132.91", "Ba": "137.33", "La": "138.91", "Ce": "140.12", "Pr": "140.91", "Nd": "144.24",
 "Sm": "150.36", "Eu": "151.96", "Gd": "157.25", "Tb": "158.93", "Dy": "162.50", "Ho": "164.93", "Er": "167.26",
 "Tm": "168.93", "Yb": "173.05", "Lu": "174.97", "Hf": "178.49", "Ta": "180.95", "W": "183.84", "Re": "186.21",
 "Os": "190.23", "Ir": "192.22", "Pt": "195.08", "Au": "196.97", "Hg": "200.59", "Tl": "204.38", "Pb": "207.2",
 "Bi": "208.98", "Th": "232.04", "Pa": "231.04", "U": "238.03",
}

def molar(formula):
    order, totals = [], {}
    for part in re.split(r"[·.*]", formula.replace(" ", "")):
        m = re.match(r"\d+", part)
        coef = int(m.group()) if m else 1
        part = part[m.end():] if m else part
        stack = [[]]  # each frame: list of (element, count)
        for tok in re.findall(r"[A-Z][a-z]?\d*|[(\[]|[)\]]\d*", part):
            if tok in "([":
                stack.append([])
            elif tok[0] in ")]":
                n = int(tok[1:] or 1)
                inner = stack.pop()
                stack[-1].extend((e, c * n) for e, c in inner)
            else:
                e = re.match(r"[A-Z][a-z]?", tok).group(); n = int(tok[len(e):] or 1)
                stack[-1].append((e, n))
        for e, c in stack[0]:
            if e not in totals:
                order.append(e); totals[e] = 0
            totals[e] += c * coef
    mass = {e: Decimal(AW[e]) * totals[e] for e in order}
    total = sum(mass.values(), Decimal(0))
    return {"molarMass": float(total), "composition": [
        {"element": e, "count": totals[e],
         "massPercent": float((mass[e] * 100 / total).quantize(Decimal("0.0001"), rounding=ROUND_HALF_UP))} for e in order]}

# H2O = 2 × 1.008 + 15.999 = 18.015 (TOOLS-PLAN §4); CuSO4·5H2O textbook 249.68–249.69 g/mol.
out["molar-mass-calculator"] = [{"inputs": {"formula": f}, "result": molar(f)} for f in ("H2O", "CuSO4·5H2O", "K4[Fe(CN)6]", "Ca(OH)2")]

# --- series-parallel-calculator: plain left-to-right loops (not math.fsum, not sum(), which compensates in 3.12+) --
def add_up(xs):
    t = 0.0
    for x in xs:
        t += x
    return t

def combine(component, values, arrangement):
    adds = (component == "capacitor") == (arrangement == "parallel")
    total = add_up(values) if adds else 1 / add_up([1 / x for x in values])
    return {"total": total, "unit": {"resistor": "Ω", "capacitor": "F", "inductor": "H"}[component],
            "formula": "Σx" if adds else "1 / Σ(1/x)"}

out["series-parallel-calculator"] = [
    {"inputs": {"component": c, "values": v, "arrangement": a}, "result": combine(c, v, a)}
    for c, v, a in (("resistor", [100, 220, 470], "series"), ("resistor", [100, 220, 470], "parallel"),
                    ("capacitor", [1e-6, 4.7e-6], "series"), ("inductor", [0.01, 0.022], "parallel"))
]
# Cross-check with exact fractions: 100 ∥ 220 ∥ 470 = 1/(1/100 + 1/220 + 1/470) = 51700/862 Ω.
assert abs(out["series-parallel-calculator"][1]["result"]["total"] - float(Fraction(51700, 862))) < 1e-12

# --- voltage-divider ---------------------------------------------------------------------------------------
def divider(vin, r1, r2=None, target=None):
    if target is not None:
        r2 = r1 * target / (vin - target); vout = target
    else:
        vout = vin * r2 / (r1 + r2)
    return {"vout": vout, "current": vin / (r1 + r2), "ratio": r2 / (r1 + r2), "r1": r1, "r2": r2}

out["voltage-divider"] = [
    {"inputs": {"vin": 12, "r1": 10000, "r2": 4700}, "result": divider(12, 10000, 4700)},
    {"inputs": {"vin": 5, "r1": 10000, "targetVout": 3.3}, "result": divider(5, 10000, target=3.3)},
]

# --- led-resistor-calculator: E12 / E24 from IEC 60063, typed again; next value at or above R ---------------
E12 = [1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2]
E24 = [1.0, 1.1, 1.2, 1.3, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1]

def at_or_above(r, series):
    exact = Fraction(r) * (1 - Fraction(1, 10**9))  # a hair below: float noise must not skip a series value
    for decade in range(-3, 12):
        for m in series:
            cand = Fraction(Decimal(str(m)).scaleb(decade))
            if cand >= exact:
                return float(cand)

def led(vs, vf, ma, count=1, arrangement="series"):
    drop = vs - count * vf if arrangement == "series" else vs - vf
    total_ma = ma if arrangement == "series" else count * ma
    i = total_ma / 1000
    r = drop / i
    return {"resistanceOhms": r, "nearestE12": at_or_above(r, E12), "nearestE24": at_or_above(r, E24),
            "powerWatts": drop * i, "totalCurrentMa": total_ma}

out["led-resistor-calculator"] = [
    {"inputs": {"supplyVoltage": 5, "forwardVoltage": 2, "currentMa": 20}, "result": led(5, 2, 20)},  # 150 Ω, E12 150
    {"inputs": {"supplyVoltage": 12, "forwardVoltage": 3.2, "currentMa": 20, "count": 3}, "result": led(12, 3.2, 20, 3)},
    {"inputs": {"supplyVoltage": 9, "forwardVoltage": 2.1, "currentMa": 15, "count": 4, "arrangement": "parallel"},
     "result": led(9, 2.1, 15, 4, "parallel")},
    {"inputs": {"supplyVoltage": 12, "forwardVoltage": 3.3, "currentMa": 10}, "result": led(12, 3.3, 10)},  # 870 Ω: E12 1 kΩ, E24 910 Ω
]

# --- ideal-gas-law: R = 8.314462618 J/(mol·K) -----------------------------------------------------------------
R = 8.314462618
PRESSURE = {"Pa": 1, "kPa": 1000, "bar": 100000, "atm": 101325, "torr": 101325 / 760, "psi": 0.45359237 * 9.80665 / (0.0254 * 0.0254)}
VOLUME = {"m3": 1, "L": 0.001, "mL": 0.000001}
def to_k(t, u): return t if u == "K" else t + 273.15 if u == "C" else (t - 32) * 5 / 9 + 273.15
def from_k(k, u): return k if u == "K" else k - 273.15 if u == "C" else (k - 273.15) * 9 / 5 + 32

def gas(solve, pressure=None, pu="Pa", volume=None, vu="m3", moles=None, temperature=None, tu="K"):
    p = pressure * PRESSURE[pu] if pressure is not None else None
    v = volume * VOLUME[vu] if volume is not None else None
    n = moles
    t = to_k(temperature, tu) if temperature is not None else None
    if solve == "pressure":
        p = n * R * t / v; value, unit = p / PRESSURE[pu], pu
    elif solve == "volume":
        v = n * R * t / p; value, unit = v / VOLUME[vu], vu
    elif solve == "moles":
        n = p * v / (R * t); value, unit = n, "mol"
    else:
        t = p * v / (n * R); value, unit = from_k(t, tu), tu
    return {"value": value, "unit": unit, "pressurePa": p, "volumeM3": v, "moles": n, "temperatureK": t}

gas_cases = [
    # 1 mol at 0 °C and 1 atm: CODATA 2018 molar volume of an ideal gas (273.15 K, 101.325 kPa) 22.413 969 54… L/mol.
    {"solveFor": "volume", "moles": 1, "temperature": 0, "temperatureUnit": "C", "pressure": 1, "pressureUnit": "atm", "volumeUnit": "L"},
    {"solveFor": "pressure", "moles": 2, "temperature": 300, "volume": 10, "volumeUnit": "L", "pressureUnit": "kPa"},
    {"solveFor": "temperature", "pressure": 14.7, "pressureUnit": "psi", "volume": 1, "moles": 40, "temperatureUnit": "F"},
    {"solveFor": "moles", "pressure": 200000, "volume": 0.05, "temperature": 293.15},
]
def gas_args(c):
    return dict(solve=c["solveFor"], pressure=c.get("pressure"), pu=c.get("pressureUnit", "Pa"), volume=c.get("volume"),
                vu=c.get("volumeUnit", "m3"), moles=c.get("moles"), temperature=c.get("temperature"), tu=c.get("temperatureUnit", "K"))
out["ideal-gas-law"] = [{"inputs": c, "result": gas(**gas_args(c))} for c in gas_cases]
assert abs(out["ideal-gas-law"][0]["result"]["value"] - 22.41396954) < 1e-8

# --- kinematics-calculator: SUVAT in the operation order of the tool ---------------------------------------
def suvat(s=None, u=None, v=None, a=None, t=None):
    rows = []
    if t is None and s is None:
        t = (v - u) / a; rows = [(((v * v - u * u) / (2 * a)), u, v, a, t)]
    elif t is None and a is None:
        t = 2 * s / (u + v); rows = [(s, u, v, (v - u) / t, t)]
    elif t is None:
        known_u = u is not None
        disc = u * u + 2 * a * s if known_u else v * v - 2 * a * s
        root = math.sqrt(disc)
        for other in ([0.0] if root == 0 else [root, -root]):
            ui, vi = (u, other) if known_u else (other, v)
            ti = (vi - ui) / a
            if ti >= 0:
                rows.append((s, ui, vi, a, ti))
    elif s is None and a is None:
        rows = [((u + v) * t / 2, u, v, (v - u) / t, t)]
    elif s is None and v is None:
        rows = [(u * t + a * t * t / 2, u, u + a * t, a, t)]
    elif s is None:
        rows = [(v * t - a * t * t / 2, v - a * t, v, a, t)]
    elif u is not None:
        rows = [(s, u, 2 * s / t - u, 2 * (s - u * t) / (t * t), t)]
    elif v is not None:
        rows = [(s, 2 * s / t - v, v, 2 * (v * t - s) / (t * t), t)]
    else:
        ui = s / t - a * t / 2; rows = [(s, ui, ui + a * t, a, t)]
    names = ["displacement", "initialVelocity", "finalVelocity", "acceleration", "time"]
    given = {"displacement": s, "initialVelocity": u, "finalVelocity": v, "acceleration": a, "time": t}
    return [dict(zip(names, r)) for r in rows]

def kin_case(**given):
    keys = {"s": "displacement", "u": "initialVelocity", "v": "finalVelocity", "a": "acceleration", "t": "time"}
    inputs = {keys[k]: val for k, val in given.items()}
    solved = [n for n in keys.values() if n not in inputs]
    return {"inputs": inputs, "result": {"solvedFor": solved, "solutions": suvat(**given)}}

out["kinematics-calculator"] = [
    kin_case(u=0, a=9.80665, t=3),      # free fall for 3 s: 44.129925 m, 29.41995 m/s
    kin_case(s=10, u=15, a=-9.80665),   # thrown up at 15 m/s: passes 10 m on the way up and again on the way down
    kin_case(s=100, u=20, v=0),         # braking from 20 m/s in 100 m: a = −2 m/s², t = 10 s
]

# --- projectile-motion: standard gravity 9.80665; launch angle converted with math.radians ------------------
def projectile(speed, angle, h=0, g=9.80665):
    if angle == 0: c, sn = 1.0, 0.0
    elif angle == 90: c, sn = 0.0, 1.0
    elif angle == -90: c, sn = 0.0, -1.0
    else:
        rad = math.radians(angle); c, sn = math.cos(rad), math.sin(rad)
    vx, vy = speed * c, speed * sn
    t = (vy + math.sqrt(vy * vy + 2 * g * h)) / g
    rising = vy > 0
    return {"timeOfFlight": t, "range": vx * t, "maxHeight": h + vy * vy / (2 * g) if rising else h,
            "timeToMaxHeight": vy / g if rising else 0}

out["projectile-motion"] = [
    {"inputs": {"speed": 20, "angleDegrees": 45}, "result": projectile(20, 45)},
    {"inputs": {"speed": 30, "angleDegrees": 30, "initialHeight": 1.5}, "result": projectile(30, 30, 1.5)},
    {"inputs": {"speed": 10, "angleDegrees": 0, "initialHeight": 20, "gravity": 1.62}, "result": projectile(10, 0, 20, 1.62)},
]

# --- dilution-calculator ------------------------------------------------------------------------------------
def dilute(c1=None, v1=None, c2=None, v2=None):
    solved = [n for n, x in (("c1", c1), ("v1", v1), ("c2", c2), ("v2", v2)) if x is None][0]
    if c1 is None: c1 = c2 * v2 / v1
    elif v1 is None: v1 = c2 * v2 / c1
    elif c2 is None: c2 = c1 * v1 / v2
    else: v2 = c1 * v1 / c2
    return {"solvedFor": solved, "c1": c1, "v1": v1, "c2": c2, "v2": v2, "solventVolume": v2 - v1}

out["dilution-calculator"] = [
    {"inputs": {"c1": 2, "c2": 0.5, "v2": 100}, "result": dilute(c1=2, c2=0.5, v2=100)},   # 25 mL stock + 75 mL water
    {"inputs": {"c1": 12, "v1": 5, "c2": 0.3}, "result": dilute(c1=12, v1=5, c2=0.3)},
    {"inputs": {"c1": 1, "v1": 0.25, "v2": 1}, "result": dilute(c1=1, v1=0.25, v2=1)},
]

# --- half-life-calculator: N = N0·2^(−t/T); example ratios chosen so the powers are exact and logs agree --------
LN2 = math.log(2)
def half_life(solve, n0=None, n=None, T=None, t=None):
    if solve == "remaining": n = n0 * 2 ** (-t / T)
    elif solve == "initial": n0 = n * 2 ** (t / T)
    elif solve == "halfLife": T = t * LN2 / math.log(n0 / n)
    else: t = T * math.log(n0 / n) / LN2
    value = {"remaining": n, "initial": n0, "halfLife": T, "time": t}[solve]
    return {"value": value, "initial": n0, "remaining": n, "halfLife": T, "time": t,
            "decayConstant": LN2 / T, "meanLifetime": T / LN2}

out["half-life-calculator"] = [
    # Carbon-14, T = 5730 years: after 11460 years a quarter remains.
    {"inputs": {"solveFor": "remaining", "initial": 100, "halfLife": 5730, "time": 11460}, "result": half_life("remaining", n0=100, T=5730, t=11460)},
    {"inputs": {"solveFor": "time", "initial": 80, "remaining": 10, "halfLife": 8.02}, "result": half_life("time", n0=80, n=10, T=8.02)},
    {"inputs": {"solveFor": "halfLife", "initial": 1000, "remaining": 125, "time": 36}, "result": half_life("halfLife", n0=1000, n=125, t=36)},
    {"inputs": {"solveFor": "initial", "remaining": 5, "halfLife": 2, "time": 6}, "result": half_life("initial", n=5, T=2, t=6)},
]

# --- ph-calculator: pKw = 14 (25 °C), in 50-digit decimal ----------------------------------------------------
def ph(**given):
    (name, value), = given.items()
    x = Decimal(repr(value))
    if name == "pH": p = x
    elif name == "pOH": p = 14 - x
    elif name == "hydrogenConcentration": p = -x.log10()
    else: p = 14 + x.log10()
    poh = 14 - p
    return {"pH": float(p), "pOH": float(poh), "hydrogenConcentration": float(Decimal(10) ** -p),
            "hydroxideConcentration": float(Decimal(10) ** -poh),
            "classification": "acidic" if p < 7 else "basic" if p > 7 else "neutral"}

out["ph-calculator"] = [{"inputs": g, "result": ph(**g)} for g in (
    {"pH": 7}, {"hydrogenConcentration": 0.001}, {"hydroxideConcentration": 0.025}, {"pH": 4.5})]

# --- wavelength-frequency: exact SI constants c, h, e; 50-digit decimal ---------------------------------------
C, H, E = Decimal(299792458), Decimal("6.62607015e-34"), Decimal("1.602176634e-19")
def wave(**given):
    (name, value), = given.items()
    x = Decimal(repr(value))
    f = {"wavelength": lambda: C / x, "frequency": lambda: x, "photonEnergyJ": lambda: x / H, "photonEnergyEv": lambda: x * E / H}[name]()
    energy = H * f
    res = {"wavelength": float(C / f), "frequency": float(f), "photonEnergyJ": float(energy), "photonEnergyEv": float(energy / E)}
    res[name] = value
    return res

out["wavelength-frequency"] = [{"inputs": g, "result": wave(**g)} for g in (
    {"wavelength": 5.5e-7}, {"frequency": 2.4e9}, {"photonEnergyEv": 1})]
# 1 eV ↔ 241.798 924 2… THz and 1.239 841 984… µm (CODATA 2018 energy equivalents).
assert abs(out["wavelength-frequency"][2]["result"]["frequency"] - 2.417989242e14) < 1e5
assert abs(out["wavelength-frequency"][2]["result"]["wavelength"] - 1.239841984e-6) < 1e-15

# Sanity check of the abridged table against the full CIAAW "Standard Atomic Weights 2021" (ciaaw.org/atomic-weights.htm,
# Z = 1…53, typed from that page): every abridged value lies within one unit of its last digit of the standard value
# (or of the interval, for the elements given as one).
STANDARD_2021 = {
 "H": (1.00784, 1.00811), "He": 4.002602, "Li": (6.938, 6.997), "Be": 9.0121831, "B": (10.806, 10.821),
 "C": (12.0096, 12.0116), "N": (14.00643, 14.00728), "O": (15.99903, 15.99977), "F": 18.998403162, "Ne": 20.1797,
 "Na": 22.98976928, "Mg": (24.304, 24.307), "Al": 26.9815384, "Si": (28.084, 28.086), "P": 30.973761998,
 "S": (32.059, 32.076), "Cl": (35.446, 35.457), "Ar": (39.792, 39.963), "K": 39.0983, "Ca": 40.078, "Sc": 44.955907,
 "Ti": 47.867, "V": 50.9415, "Cr": 51.9961, "Mn": 54.938043, "Fe": 55.845, "Co": 58.933194, "Ni": 58.6934,
 "Cu": 63.546, "Zn": 65.38, "Ga": 69.723, "Ge": 72.630, "As": 74.921595, "Se": 78.971, "Br": (79.901, 79.907),
 "Kr": 83.798, "Rb": 85.4678, "Sr": 87.62, "Y": 88.905838, "Zr": 91.224, "Nb": 92.90637, "Mo": 95.95, "Ru": 101.07,
 "Rh": 102.90549, "Pd": 106.42, "Ag": 107.8682, "Cd": 112.414, "In": 114.818, "Sn": 118.710, "Sb": 121.760,
 "Te": 127.60, "I": 126.90447,
}
for sym, std in STANDARD_2021.items():
    a = Decimal(AW[sym])
    last = Decimal(1).scaleb(a.as_tuple().exponent)  # one unit of the last digit shown
    low, high = (std if isinstance(std, tuple) else (std, std))
    assert Decimal(repr(low)) - last <= a <= Decimal(repr(high)) + last, (sym, a, std)

# Every kinematics solution satisfies all four SUVAT equations.
for case in out["kinematics-calculator"]:
    for r in case["result"]["solutions"]:
        s_, u_, v_, a_, t_ = (r[k] for k in ("displacement", "initialVelocity", "finalVelocity", "acceleration", "time"))
        assert math.isclose(v_, u_ + a_ * t_, abs_tol=1e-9) and math.isclose(s_, u_ * t_ + a_ * t_ * t_ / 2, abs_tol=1e-9)
        assert math.isclose(v_ * v_, u_ * u_ + 2 * a_ * s_, abs_tol=1e-9) and math.isclose(s_, (u_ + v_) * t_ / 2, abs_tol=1e-9)

def clean(x):
    """JSON as the tools give it: integral floats printed as integers (JavaScript has one number type)."""
    if isinstance(x, float) and x.is_integer() and abs(x) < 2**53:
        return int(x)
    if isinstance(x, dict):
        return {k: clean(v) for k, v in x.items()}
    if isinstance(x, list):
        return [clean(v) for v in x]
    return x

import sys
only = sys.argv[1:]
for tool, cases in out.items():
    if only and tool not in only:
        continue
    print(f"// {tool}")
    print(json.dumps(clean(cases), ensure_ascii=False))
