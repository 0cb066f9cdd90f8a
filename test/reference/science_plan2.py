# Reference values for the examples of the science tools of TOOLS-PLAN-2 §4 (chemical-equation-balancer … specific-heat-
# calculator): python3 test/reference/science_plan2.py [slug …] prints, per tool, the JSON list of {inputs, result} pasted
# as `examples`. Python 3.11 standard library (sympy, when installed, cross-checks the balancing). Each block computes its
# tool's examples independently of the TypeScript code; floating-point formulas are written in the same operation order
# as the tools so the doubles agree exactly; published values (TOOLS-PLAN-2 §4 and §6) are asserted next to the cases.
import json
import math
import re
import sys
from decimal import Decimal, ROUND_HALF_EVEN, Context
from fractions import Fraction

out = {}

# --- a formula parser of its own: tokenizer + stack, hydrate parts with a leading coefficient ----------------------
def atoms(formula):
    order, totals = [], {}
    for part in re.split(r"[·.*]", formula.replace(" ", "")):
        m = re.match(r"\d+", part)
        coef = int(m.group()) if m else 1
        part = part[m.end():] if m else part
        stack = [[]]
        for tok in re.findall(r"[A-Z][a-z]?\d*|[(\[]|[)\]]\d*", part):
            if tok in "([":
                stack.append([])
            elif tok[0] in ")]":
                n = int(tok[1:] or 1)
                inner = stack.pop()
                stack[-1].extend((e, c * n) for e, c in inner)
            else:
                e = re.match(r"[A-Z][a-z]?", tok).group()
                stack[-1].append((e, int(tok[len(e):] or 1)))
        for e, c in stack[0]:
            if e not in totals:
                order.append(e); totals[e] = 0
            totals[e] += c * coef
    return {e: totals[e] for e in order}

# --- chemical-equation-balancer: Gauss–Jordan over Fraction, one-dimensional null space, smallest integers ----------
def balance(equation):
    lhs, rhs = re.split(r"\s*(?:->|=|→)\s*", equation)
    reactants = [s.strip() for s in lhs.split("+")]
    products = [s.strip() for s in rhs.split("+")]
    species = reactants + products
    counts = [atoms(s) for s in species]
    elements = sorted({e for c in counts for e in c})
    m = [[Fraction(c.get(e, 0)) * (1 if j < len(reactants) else -1) for j, c in enumerate(counts)] for e in elements]
    n = len(species)
    # null space by solving with the last coefficient fixed to 1 (unique when the nullity is 1 and it is non-zero)
    a = [row[:-1] + [-row[-1]] for row in m]
    piv_cols, r = [], 0
    for c in range(n - 1):
        p = next((i for i in range(r, len(a)) if a[i][c] != 0), None)
        if p is None:
            continue
        a[r], a[p] = a[p], a[r]
        a[r] = [x / a[r][c] for x in a[r]]
        for i in range(len(a)):
            if i != r and a[i][c] != 0:
                f = a[i][c]
                a[i] = [x - f * y for x, y in zip(a[i], a[r])]
        piv_cols.append(c); r += 1
    assert len(piv_cols) == n - 1 and all(row[-1] == 0 for row in a[r:])
    x = [Fraction(0)] * n
    x[-1] = Fraction(1)
    for i, c in enumerate(piv_cols):
        x[c] = a[i][-1]
    lcm = 1
    for v in x:
        lcm = lcm * v.denominator // math.gcd(lcm, v.denominator)
    ints = [int(v * lcm) for v in x]
    g = 0
    for v in ints:
        g = math.gcd(g, v)
    ints = [v // g for v in ints]
    assert all(v > 0 for v in ints)
    for e in elements:  # atom conservation, directly
        assert sum(k * counts[j].get(e, 0) for j, k in enumerate(ints[:len(reactants)])) == \
            sum(k * counts[len(reactants) + j].get(e, 0) for j, k in enumerate(ints[len(reactants):]))
    try:
        import sympy
        ns = sympy.Matrix([[int(v) for v in row] for row in m]).nullspace()
        assert len(ns) == 1
        v = ns[0] * sympy.ilcm(*[t.q for t in ns[0]])
        v = v / sympy.igcd(*[int(t) for t in v])
        assert [abs(int(t)) for t in v] == ints
    except ImportError:
        pass
    def write(names, ks):
        return " + ".join(("" if k == 1 else str(k)) + s for s, k in zip(names, ks))
    return {"coefficients": ints,
            "balanced": write(reactants, ints[:len(reactants)]) + " = " + write(products, ints[len(reactants):])}

EQUATIONS = [
    "C3H8 + O2 = CO2 + H2O",                                         # TOOLS-PLAN-2 §4: 1, 5, 3, 4
    "Fe + O2 -> Fe2O3",                                               # 4, 3, 2
    "KMnO4 + HCl = KCl + MnCl2 + H2O + Cl2",                          # textbook: 2, 16, 2, 2, 8, 5
    "K4[Fe(CN)6] + H2SO4 + H2O → K2SO4 + FeSO4 + (NH4)2SO4 + CO",    # textbook: 1, 6, 6, 2, 1, 3, 6
    "CuSO4·5H2O = CuSO4 + H2O",                                       # 1, 1, 5
]
out["chemical-equation-balancer"] = [{"inputs": {"equation": e}, "result": balance(e)} for e in EQUATIONS]
assert out["chemical-equation-balancer"][0]["result"]["coefficients"] == [1, 5, 3, 4]
assert out["chemical-equation-balancer"][1]["result"]["balanced"] == "4Fe + 3O2 = 2Fe2O3"
assert out["chemical-equation-balancer"][2]["result"]["coefficients"] == [2, 16, 2, 2, 8, 5]
assert out["chemical-equation-balancer"][3]["result"]["coefficients"] == [1, 6, 6, 2, 1, 3, 6]

# --- molarity-calculator: M = (m / MM) / V; molar masses from the IUPAC 2021 abridged weights typed again -----------
AW = {"H": "1.0080", "O": "15.999", "Na": "22.990", "Cl": "35.45", "Cu": "63.546", "S": "32.06", "K": "39.098", "Mn": "54.938"}
def mm(formula):
    return float(sum((Decimal(AW[e]) * c for e, c in atoms(formula).items()), Decimal(0)))

def molarity(solveFor, molarity=None, massG=None, volumeL=None, molarMass=None):
    if solveFor == "molarity":
        moles = massG / molarMass; molarity = moles / volumeL
    elif solveFor == "mass":
        moles = molarity * volumeL; massG = moles * molarMass
    elif solveFor == "volume":
        moles = massG / molarMass; volumeL = moles / molarity
    else:
        moles = molarity * volumeL; molarMass = massG / moles
    return {"molarity": molarity, "massG": massG, "volumeL": volumeL, "molarMass": molarMass, "moles": moles}

assert mm("NaCl") == 58.44
out["molarity-calculator"] = [
    # TOOLS-PLAN-2 §4: 1 M NaCl (58.44 g/mol) in 1 L → 58.44 g
    {"inputs": {"solveFor": "mass", "molarity": 1, "volumeL": 1, "formula": "NaCl"}, "result": molarity("mass", molarity=1, volumeL=1, molarMass=mm("NaCl"))},
    {"inputs": {"solveFor": "molarity", "massG": 10, "volumeL": 0.25, "formula": "NaOH"}, "result": molarity("molarity", massG=10, volumeL=0.25, molarMass=mm("NaOH"))},
    {"inputs": {"solveFor": "volume", "massG": 12.5, "molarity": 0.1, "formula": "CuSO4·5H2O"}, "result": molarity("volume", massG=12.5, molarity=0.1, molarMass=mm("CuSO4·5H2O"))},
    {"inputs": {"solveFor": "molarMass", "massG": 3.1, "molarity": 0.2, "volumeL": 0.1}, "result": molarity("molarMass", massG=3.1, molarity=0.2, volumeL=0.1)},
]
assert out["molarity-calculator"][0]["result"]["massG"] == 58.44

# --- concentration-converter: 40-digit half-even decimal, then the nearest double --------------------------------
C40 = Context(prec=40, rounding=ROUND_HALF_EVEN)
def D(x):
    return Decimal(repr(x)) if isinstance(x, float) else Decimal(x)
R = "8.314462618"
SOLUTION = {"mol/L": ("amount", "1"), "mmol/L": ("amount", "1e-3"), "umol/L": ("amount", "1e-6"), "g/L": ("mass", "1"),
            "mg/L": ("mass", "1e-3"), "ug/L": ("mass", "1e-6"), "percent-wv": ("mass", "10"),
            "ppm": ("mass", "rho*1e-3"), "ppb": ("mass", "rho*1e-6"), "percent-ww": ("mass", "rho*10")}
GAS = {"ppm": ("fraction", "1"), "ppb": ("fraction", "1e-3"), "percent-v": ("fraction", "1e4"), "mg/m3": ("mass", "1"), "ug/m3": ("mass", "1e-3")}
def size(spec, rho):
    return C40.multiply(rho, Decimal(spec[4:])) if spec.startswith("rho*") else Decimal(spec)

def convert(value, frm, to, medium="solution", molarMass=None, densityGPerMl=1, temperatureC=25, pressurePa=101325):
    units = SOLUTION if medium == "solution" else GAS
    (k1, s1), (k2, s2) = units[frm], units[to]
    rho = D(densityGPerMl)
    base = C40.multiply(D(value), size(s1, rho))
    if k1 != k2:
        m = D(molarMass)
        if medium == "solution":
            base = C40.multiply(base, m) if k1 == "amount" else C40.divide(base, m)
        else:
            kelvin = C40.add(D(temperatureC), Decimal("273.15"))
            vm = C40.multiply(C40.divide(C40.multiply(Decimal(R), kelvin), D(pressurePa)), Decimal(1000))
            base = C40.divide(C40.multiply(base, m), vm) if k1 == "fraction" else C40.divide(C40.multiply(base, vm), m)
    return {"result": float(C40.divide(base, size(s2, rho))), "unit": to}

def conc_case(inputs):
    args = dict(inputs); value = args.pop("value"); frm = args.pop("from"); to = args.pop("to")
    return {"inputs": inputs, "result": convert(value, frm, to, **args)}

out["concentration-converter"] = [
    conc_case({"value": 1, "from": "ppm", "to": "mg/m3", "medium": "gas", "molarMass": 28.0101}),  # CO, 25 °C: 1.14489
    conc_case({"value": 10, "from": "mg/L", "to": "ppm"}),                                          # water: 10 ppm
    conc_case({"value": 0.5, "from": "mol/L", "to": "percent-wv", "molarMass": 58.44}),             # 2.922 %
    conc_case({"value": 40, "from": "ug/m3", "to": "ppb", "medium": "gas", "molarMass": 46.0055, "temperatureC": 20}),
    conc_case({"value": 2, "from": "percent-ww", "to": "mmol/L", "molarMass": 98.079, "densityGPerMl": 1.012}),
]
assert round(out["concentration-converter"][0]["result"]["result"], 5) == 1.14489
assert out["concentration-converter"][1]["result"]["result"] == 10
assert out["concentration-converter"][2]["result"]["result"] == 2.922

# --- heat-index-calculator: NWS (Steadman simple form, Rothfusz regression and its two adjustments) ----------------
def heat_index(temperature, relativeHumidity, unit="F"):
    t = temperature * 9 / 5 + 32 if unit == "C" else temperature
    rh = relativeHumidity
    simple = 0.5 * (t + 61.0 + (t - 68.0) * 1.2 + rh * 0.094)
    if (simple + t) / 2 < 80:
        hi, method = simple, "steadman"
    else:
        method = "rothfusz"
        hi = (-42.379 + 2.04901523 * t + 10.14333127 * rh - 0.22475541 * t * rh - 0.00683783 * t * t - 0.05481717 * rh * rh
              + 0.00122874 * t * t * rh + 0.00085282 * t * rh * rh - 0.00000199 * t * t * rh * rh)
        if rh < 13 and 80 <= t <= 112:
            hi -= ((13 - rh) / 4) * math.sqrt((17 - abs(t - 95)) / 17)
        elif rh > 85 and 80 <= t <= 87:
            hi += ((rh - 85) / 10) * ((87 - t) / 5)
    cat = "none" if hi < 80 else "caution" if hi < 90 else "extreme-caution" if hi < 103 else "danger" if hi < 125 else "extreme-danger"
    return {"heatIndexF": hi, "heatIndexC": (hi - 32) * 5 / 9, "category": cat, "method": method}

def hi_case(inputs):
    return {"inputs": inputs, "result": heat_index(**inputs)}
out["heat-index-calculator"] = [
    hi_case({"temperature": 90, "relativeHumidity": 60}),               # TOOLS-PLAN-2 §6: 99.68 (NWS chart 100)
    hi_case({"temperature": 35, "unit": "C", "relativeHumidity": 50}),
    hi_case({"temperature": 100, "relativeHumidity": 8}),               # low-humidity adjustment
    hi_case({"temperature": 84, "relativeHumidity": 95}),               # high-humidity adjustment
    hi_case({"temperature": 70, "relativeHumidity": 40}),               # simple formula
]
assert round(out["heat-index-calculator"][0]["result"]["heatIndexF"], 2) == 99.68

# --- wind-chill-calculator: NWS/MSC 2001 in °F and mph ---------------------------------------------------------------
def wind_chill(temperature, windSpeed, unit="F", windUnit="mph"):
    t = temperature * 9 / 5 + 32 if unit == "C" else temperature
    v = {"mph": lambda x: x, "kmh": lambda x: x * 1000 / 1609.344, "ms": lambda x: x * 3600 / 1609.344,
         "kn": lambda x: x * 1852 / 1609.344}[windUnit](windSpeed)
    applicable = t <= 50 and v >= 3
    wc = t
    if applicable:
        v16 = math.pow(v, 0.16)
        wc = 35.74 + 0.6215 * t - 35.75 * v16 + 0.4275 * t * v16
    return {"windChillF": wc, "windChillC": (wc - 32) * 5 / 9, "applicable": applicable}

def wc_case(inputs):
    return {"inputs": inputs, "result": wind_chill(**inputs)}
out["wind-chill-calculator"] = [
    wc_case({"temperature": 0, "windSpeed": 15}),                                   # TOOLS-PLAN-2 §6: −19.40 (chart −19)
    wc_case({"temperature": -10, "unit": "C", "windSpeed": 30, "windUnit": "kmh"}),  # −19.49 (the metric MSC form: −19.52)
    wc_case({"temperature": 20, "windSpeed": 10, "windUnit": "ms"}),
    wc_case({"temperature": 60, "windSpeed": 20}),                                  # not applicable above 50 °F
]
assert round(out["wind-chill-calculator"][0]["result"]["windChillF"], 2) == -19.40
assert abs(out["wind-chill-calculator"][1]["result"]["windChillC"] - (13.12 + 0.6215 * -10 - 11.37 * 30 ** 0.16 + 0.3965 * -10 * 30 ** 0.16)) < 0.05

# --- dew-point-calculator: Magnus, Alduchov & Eskridge (1996) a = 17.625, b = 243.04 °C ------------------------------
A, B = 17.625, 243.04
def dew(temperatureC, relativeHumidity=None, dewPointC=None):
    t = temperatureC
    if relativeHumidity is not None:
        rh = relativeHumidity
        gamma = math.log(rh / 100) + (A * t) / (B + t)
        td = (B * gamma) / (A - gamma)
    else:
        td = dewPointC
        rh = 100 * math.exp((A * td) / (B + td) - (A * t) / (B + t))
    return {"dewPointC": td, "dewPointF": td * 9 / 5 + 32, "relativeHumidity": rh, "temperatureC": t}

def dew_case(inputs):
    return {"inputs": inputs, "result": dew(**inputs)}
out["dew-point-calculator"] = [
    dew_case({"temperatureC": 25, "relativeHumidity": 60}),   # TOOLS-PLAN-2 §4: 16.698 °C
    dew_case({"temperatureC": 30, "dewPointC": 20}),
    dew_case({"temperatureC": -5, "relativeHumidity": 85}),
]
assert round(out["dew-point-calculator"][0]["result"]["dewPointC"], 3) == 16.698

# --- element-lookup: rows typed from the NIST Atomic Spectra Database (ground states), IUPAC 2021 abridged atomic
# weights, CRC Handbook Pauling electronegativities ----------------------------------------------------------------
ELEMENT_ROWS = {
    "Fe": (26, "Iron", 55.845, 8, 4, "d", "[Ar] 3d6 4s2", 1.83),           # TOOLS-PLAN-2 §4 reference
    "Cu": (29, "Copper", 63.546, 11, 4, "d", "[Ar] 3d10 4s1", 1.90),
    "Pu": (94, "Plutonium", None, None, 7, "f", "[Rn] 5f6 7s2", 1.28),
    "Og": (118, "Oganesson", None, 18, 7, "p", "[Rn] 5f14 6d10 7s2 7p6", None),
}
def element(symbol):
    z, name, w, g, p, b, conf, en = ELEMENT_ROWS[symbol]
    return {"atomicNumber": z, "symbol": symbol, "name": name, "atomicWeight": w, "group": g, "period": p, "block": b,
            "electronConfiguration": conf, "electronConfigurationPredicted": z >= 104, "electronegativity": en}
out["element-lookup"] = [
    {"inputs": {"query": "Fe"}, "result": element("Fe")},
    {"inputs": {"query": "copper"}, "result": element("Cu")},
    {"inputs": {"query": "94"}, "result": element("Pu")},
    {"inputs": {"query": "Oganesson"}, "result": element("Og")},
]

# --- combined-gas-law: P1·V1/T1 = P2·V2/T2 in kelvin ---------------------------------------------------------------
def to_k(t, u):
    return t if u == "K" else t + 273.15 if u == "C" else (t - 32) * 5 / 9 + 273.15
def from_k(k, u):
    return k if u == "K" else k - 273.15 if u == "C" else (k - 273.15) * 9 / 5 + 32
def gas(p1=None, v1=None, t1=None, p2=None, v2=None, t2=None, temperatureUnit="K"):
    u = temperatureUnit
    vals = {"p1": p1, "v1": v1, "t1": t1, "p2": p2, "v2": v2, "t2": t2}
    (solved,) = [k for k, v in vals.items() if v is None]
    T1 = to_k(t1, u) if t1 is not None else None
    T2 = to_k(t2, u) if t2 is not None else None
    if solved == "p1": value = (p2 * v2 * T1) / (T2 * v1)
    elif solved == "v1": value = (p2 * v2 * T1) / (T2 * p1)
    elif solved == "t1": value = from_k((p1 * v1 * T2) / (p2 * v2), u)
    elif solved == "p2": value = (p1 * v1 * T2) / (T1 * v2)
    elif solved == "v2": value = (p1 * v1 * T2) / (T1 * p2)
    else: value = from_k((p2 * v2 * T1) / (p1 * v1), u)
    vals[solved] = value
    return {"solvedFor": solved, "value": value, **vals}

def gas_case(inputs):
    return {"inputs": inputs, "result": gas(**inputs)}
out["combined-gas-law"] = [
    gas_case({"p1": 1, "v1": 2, "t1": 300, "p2": 2, "t2": 300}),                           # TOOLS-PLAN-2 §4: v2 = 1
    gas_case({"p1": 101.325, "v1": 10, "t1": 25, "p2": 200, "v2": 6, "temperatureUnit": "C"}),
    gas_case({"v1": 5, "t1": 68, "p2": 30, "v2": 4, "t2": 212, "temperatureUnit": "F"}),
]
assert out["combined-gas-law"][0]["result"]["v2"] == 1

# --- specific-heat-calculator: Q = m·c·ΔT, kcal = 4184 J ------------------------------------------------------------
def heat(solveFor, heatJ=None, massKg=None, specificHeat=None, deltaT=None):
    if solveFor == "heat": heatJ = massKg * specificHeat * deltaT
    elif solveFor == "mass": massKg = heatJ / (specificHeat * deltaT)
    elif solveFor == "specificHeat": specificHeat = heatJ / (massKg * deltaT)
    else: deltaT = heatJ / (massKg * specificHeat)
    return {"heatJ": heatJ, "heatKJ": heatJ / 1000, "heatKcal": heatJ / 4184, "massKg": massKg, "specificHeat": specificHeat, "deltaT": deltaT}

def heat_case(inputs):
    return {"inputs": inputs, "result": heat(**inputs)}
out["specific-heat-calculator"] = [
    heat_case({"solveFor": "heat", "massKg": 1, "specificHeat": 4186, "deltaT": 10}),    # TOOLS-PLAN-2 §4: 41 860 J
    heat_case({"solveFor": "deltaT", "heatJ": 50000, "massKg": 2, "specificHeat": 897}),  # aluminium
    heat_case({"solveFor": "specificHeat", "heatJ": -12000, "massKg": 0.5, "deltaT": -60}),
    heat_case({"solveFor": "mass", "heatJ": 1e6, "specificHeat": 4186, "deltaT": 75}),
]
assert out["specific-heat-calculator"][0]["result"]["heatJ"] == 41860

wanted = sys.argv[1:] or list(out)
for slug in wanted:
    print(f"// {slug}")
    print(json.dumps(out[slug], ensure_ascii=False))
