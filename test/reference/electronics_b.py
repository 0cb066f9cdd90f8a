# Reference values for the examples of src/tools/electronics/{decibel-calculator, electrical-power-calculator,
# reactance-resonance-calculator, pcb-trace-width, op-amp-gain, standard-resistor-values}.ts:
#   python3 test/reference/electronics_b.py [slug …]
# (Python 3.11; standard library only). It prints, per tool, the JSON list of {inputs, result} pasted as `examples`.
# Each block computes one tool's examples independently of the TypeScript code; floating-point formulas are written in
# the same operation order as the tools so the doubles agree exactly; the plan's reference values (TOOLS-PLAN-2 §4,
# Electronics rows 8–13) are asserted next to the cases.
import json
import math
from decimal import Decimal, getcontext

getcontext().prec = 50
out = {}

# --- decibel-calculator: dB = 10·log10(P2/P1) = 20·log10(A2/A1); dBm re 1 mW, dBW re 1 W -------------------------
EMPTY = dict.fromkeys(["db", "powerRatio", "amplitudeRatio", "dbm", "dbw", "watts", "milliwatts", "sumDb"])

def decibel(**given):
    (name, x), = given.items()
    r = dict(EMPTY)
    if name == "db":
        r.update(db=x, powerRatio=10 ** (x / 10), amplitudeRatio=10 ** (x / 20))
    elif name == "powerRatio":
        r.update(db=10 * math.log10(x), powerRatio=x, amplitudeRatio=math.sqrt(x))
    elif name == "amplitudeRatio":
        r.update(db=20 * math.log10(x), powerRatio=x * x, amplitudeRatio=x)
    elif name == "dbm":
        mw = 10 ** (x / 10)
        r.update(dbm=x, dbw=x - 30, watts=mw / 1000, milliwatts=mw)
    elif name == "dbw":
        w = 10 ** (x / 10)
        r.update(dbm=x + 30, dbw=x, watts=w, milliwatts=w * 1000)
    elif name == "watts":
        lvl = 10 * math.log10(x)
        r.update(dbm=lvl + 30, dbw=lvl, watts=x, milliwatts=x * 1000)
    else:  # levelsDb: incoherent sum, plain left-to-right loop
        t = 0.0
        for l in x:
            t += 10 ** (l / 10)
        r.update(sumDb=10 * math.log10(t))
    return {"inputs": given, "result": r}

out["decibel-calculator"] = [
    decibel(db=3),
    decibel(powerRatio=2),
    decibel(amplitudeRatio=0.5),
    decibel(watts=1),
    decibel(dbm=-20),
    decibel(levelsDb=[80, 80, 85]),
]
d = out["decibel-calculator"]
assert round(d[0]["result"]["powerRatio"], 5) == 1.99526 and round(d[0]["result"]["amplitudeRatio"], 5) == 1.41254  # plan: 3 dB
assert d[3]["result"]["dbm"] == 30  # plan: 1 W → 30 dBm
assert round(d[1]["result"]["db"], 4) == 3.0103 and round(decibel(levelsDb=[80, 80])["result"]["sumDb"], 2) == 83.01

# --- electrical-power-calculator: P = k·V·I·pf, k = √3 for three-phase (V line-to-line), else 1 ----------------------
def power(phase, watts=None, volts=None, amps=None, pf=None):
    inputs = {"phase": phase, **{k: v for k, v in (("watts", watts), ("volts", volts), ("amps", amps)) if v is not None}}
    if pf is not None:
        inputs["powerFactor"] = pf
    p_f = 1 if pf is None else pf
    k = math.sqrt(3) if phase == "three" else 1
    p, v, i = watts, volts, amps
    if p is None:
        p = k * v * i * p_f
    elif i is None:
        i = p / (k * v * p_f)
    else:
        v = p / (k * i * p_f)
    return {"inputs": inputs, "result": {"watts": p, "volts": v, "amps": i, "kva": k * v * i / 1000, "powerFactor": p_f}}

out["electrical-power-calculator"] = [
    power("dc", volts=12, amps=5),
    power("single", watts=2000, volts=230, pf=0.9),
    power("three", volts=400, amps=32, pf=0.85),
    power("three", watts=15000, amps=25),
]
assert out["electrical-power-calculator"][0]["result"]["watts"] == 60  # plan: dc 12 V, 5 A → 60 W

# --- reactance-resonance-calculator: XL = 2πfL, XC = 1/(2πfC), f0 = 1/(2π√(LC)), Z0 = √(L/C) --------------------
def reactance(f=None, l=None, c=None):
    inputs = {k: v for k, v in (("frequencyHz", f), ("inductanceH", l), ("capacitanceF", c)) if v is not None}
    lc = l is not None and c is not None
    return {"inputs": inputs, "result": {
        "inductiveReactance": 2 * math.pi * f * l if f is not None and l is not None else None,
        "capacitiveReactance": 1 / (2 * math.pi * f * c) if f is not None and c is not None else None,
        "resonantFrequencyHz": 1 / (2 * math.pi * math.sqrt(l * c)) if lc else None,
        "characteristicImpedance": math.sqrt(l / c) if lc else None,
    }}

out["reactance-resonance-calculator"] = [
    reactance(f=50, l=0.1, c=100e-6),
    reactance(f=1000, c=1e-6),
    reactance(l=10e-6, c=100e-12),
]
r = out["reactance-resonance-calculator"][0]["result"]  # plan: 31.416 Ω, 31.831 Ω, 50.329 Hz
assert (round(r["inductiveReactance"], 3), round(r["capacitiveReactance"], 3), round(r["resonantFrequencyHz"], 3)) == (31.416, 31.831, 50.329)

# --- pcb-trace-width: IPC-2221 §6.2, I = k·ΔT^0.44·A^0.725; 1 oz = 1.378 mil; 1 mil = 0.0254 mm -------------------
def trace(current, rise=None, oz=None, layer=None):
    inputs = {"currentA": current}
    for key, val in (("temperatureRiseC", rise), ("thicknessOz", oz), ("layer", layer)):
        if val is not None:
            inputs[key] = val
    rise, oz, layer = rise or 10, oz or 1, layer or "external"
    k = 0.048 if layer == "external" else 0.024
    area = (current / (k * rise ** 0.44)) ** (1 / 0.725)
    thickness = oz * 1.378
    width = area / thickness
    return {"inputs": inputs, "result": {"areaMil2": area, "thicknessMil": thickness, "widthMil": width, "widthMm": width * 0.0254}}

out["pcb-trace-width"] = [
    trace(1),
    trace(5, rise=20, oz=2, layer="internal"),
    trace(10, rise=30, oz=0.5),
]
t = out["pcb-trace-width"][0]["result"]  # plan: 1 A, 10 °C, 1 oz external → 11.83 mil (0.300 mm)
assert round(t["widthMil"], 2) == 11.83 and round(t["widthMm"], 3) == 0.300

# --- op-amp-gain: inverting −Rf/Rin, non-inverting 1 + Rf/Rg; dB = 20·log10|G| ------------------------------------
def opamp(config, rf, rin, vin=None):
    inputs = {"configuration": config, "rfOhms": rf, "rinOhms": rin}
    if vin is not None:
        inputs["inputVoltage"] = vin
    g = -(rf / rin) if config == "inverting" else 1 + rf / rin
    return {"inputs": inputs, "result": {"gain": g, "gainDb": 20 * math.log10(abs(g)), "outputVoltage": None if vin is None else g * vin}}

out["op-amp-gain"] = [
    opamp("inverting", 10000, 1000),
    opamp("non-inverting", 47000, 10000, 0.5),
    opamp("inverting", 4700, 10000, -1.2),
]
assert out["op-amp-gain"][0]["result"]["gain"] == -10 and out["op-amp-gain"][0]["result"]["gainDb"] == 20  # plan

# --- standard-resistor-values: IEC 60063 tables typed again here, exact decimal comparison -----------------------
E24 = [Decimal(s) for s in "1.0 1.1 1.2 1.3 1.5 1.6 1.8 2.0 2.2 2.4 2.7 3.0 3.3 3.6 3.9 4.3 4.7 5.1 5.6 6.2 6.8 7.5 8.2 9.1".split()]
SERIES = {"E3": E24[::8], "E6": E24[::4], "E12": E24[::2], "E24": E24}
assert [str(x) for x in SERIES["E6"]] == "1.0 1.5 2.2 3.3 4.7 6.8".split()
# E48 and E96 are 10^(i/n) to three figures (IEC 60063: no exceptions below E192).
SERIES["E96"] = [(Decimal(10) ** (Decimal(i) / 96)).quantize(Decimal("0.01")) for i in range(96)]
SERIES["E48"] = [(Decimal(10) ** (Decimal(i) / 48)).quantize(Decimal("0.01")) for i in range(48)]
assert SERIES["E48"] == SERIES["E96"][::2] and SERIES["E96"][-1] == Decimal("9.76") and SERIES["E96"][67] == Decimal("4.99")
# E24's historical values: of the 14 the plan lists (2.7 … 9.1), eight differ from round(10^(i/24), 1).
differs = [str(x) for i, x in enumerate(E24) if (Decimal(10) ** (Decimal(i) / 24)).quantize(Decimal("0.1")) != x]
assert differs == "2.7 3.0 3.3 3.6 3.9 4.3 4.7 8.2".split(), differs

def standard(value, series):
    v = Decimal(repr(value))
    candidates = [m.scaleb(e) for e in range(-20, 20) for m in SERIES[series]]
    lower = max(c for c in candidates if c <= v)
    higher = min(c for c in candidates if c >= v)
    nearest = higher if higher - v < v - lower else lower
    err = (nearest - v) / v * 100
    return {"inputs": {"value": value, "series": series}, "result": {
        "nearest": float(nearest), "lower": float(lower), "higher": float(higher), "errorPercent": float(err), "exact": lower == v}}

out["standard-resistor-values"] = [
    standard(2000, "E24"),
    standard(150, "E6"),
    standard(4800, "E12"),
    standard(1234, "E96"),
    standard(0.0095, "E48"),
]
s = out["standard-resistor-values"]
assert s[0]["result"]["nearest"] == 2000 and s[0]["result"]["exact"] and s[1]["result"]["nearest"] == 150  # plan

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
