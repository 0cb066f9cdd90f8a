# Reference values for the examples of src/tools/electronics/{wire-gauge-converter, voltage-drop-calculator,
# battery-life-calculator, capacitor-code-decoder, smd-resistor-code, rc-circuit-calculator, timer-555-calculator}.ts
# and a check of src/tools/e-series.ts: python3 test/reference/electronics_a.py [slug …]
# (Python 3.11; standard library only). Each block computes one tool's examples independently of the TypeScript code
# and prints, per tool, the JSON list of {inputs, result} pasted as `examples`. Floating-point formulas are written in
# the same operation order as the tools so the doubles agree exactly; where the plan (TOOLS-PLAN-2 §4) or a published
# table gives a value it is asserted next to the case.
import json
import math
import re
import sys
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING, localcontext, getcontext

out = {}

# --- wire-gauge-converter: ASTM B258, in 40-digit decimal, then the nearest double -------------------------------
getcontext().prec = 40
PI = +Decimal("3.14159265358979323846264338327950288419716939937510582097494459")  # rounded to 40 digits

def awg_number(s):
    if "/" in s:
        return 1 - int(s[0])
    if set(s) == {"0"}:
        return 1 - len(s)
    return int(s)

def awg_name(n):
    return f"{1 - n}/0" if n <= 0 else str(n)

def awg_dims(n):
    inches = Decimal("0.005") * (Decimal(92) ** (Decimal(36 - n) / Decimal(39)))
    mm = inches * Decimal("25.4")
    area = PI * mm * mm / 4
    mils = inches * 1000
    return {"diameterMm": float(mm), "diameterIn": float(inches), "areaMm2": float(area),
            "areaKcmil": float(mils * mils / 1000), "resistanceOhmPerKm": float(Decimal(1000) / (area * 58))}

def wire(awg=None, diameterMm=None, areaMm2=None):
    if awg is not None:
        n = awg_number(awg)
        return {"awg": awg_name(n), **awg_dims(n), "exactGauge": None}
    if diameterMm is not None:
        inches = Decimal(repr(diameterMm)) / Decimal("25.4")
    else:
        inches = (Decimal(repr(areaMm2)) * 4 / PI).sqrt() / Decimal("25.4")
    exact = Decimal(36) - Decimal(39) * (inches / Decimal("0.005")).ln() / Decimal(92).ln()
    n = int((exact - Decimal("0.5")).to_integral_value(rounding=ROUND_CEILING))
    assert -3 <= n <= 40
    return {"awg": awg_name(n), **awg_dims(n), "exactGauge": float(exact)}

w14 = wire(awg="14")
# Plan reference: AWG 14 → 1.628 mm, 2.081 mm², 4.107 kcmil, 8.286 Ω/km (ASTM B258 / NEC Chapter 9 Table 8 values).
assert (round(w14["diameterMm"], 3), round(w14["areaMm2"], 3), round(w14["areaKcmil"], 3), round(w14["resistanceOhmPerKm"], 3)) == (1.628, 2.081, 4.107, 8.286)
w40 = wire(awg="0000")
assert w40["diameterIn"] == 0.46 and w40["areaKcmil"] == 211.6  # 4/0 is 0.4600 in, 211.6 kcmil by definition
# Metric inputs: 2 mm lies between AWG 12 (2.053 mm) and 13 (1.828 mm); 2.5 mm² between 13 (2.624) and 14 (2.081).
out["wire-gauge-converter"] = [
    {"inputs": {"awg": "14"}, "result": w14},
    {"inputs": {"awg": "0000"}, "result": w40},
    {"inputs": {"diameterMm": 2}, "result": wire(diameterMm=2)},
    {"inputs": {"areaMm2": 2.5}, "result": wire(areaMm2=2.5)},
]

# --- voltage-drop-calculator: R = ρ(T)·L/A, ΔV = 2·I·R (dc, single-phase) or √3·I·R (three-phase) ----------------
MATERIAL = {"copper": (1 / 58, 0.00393), "aluminum": (0.028264, 0.00403)}  # IEC 60028, IEC 60889

def vdrop(system, material, lengthM, current, voltage, awg=None, areaMm2=None, temperatureC=20):
    area = awg_dims(awg_number(awg))["areaMm2"] if awg is not None else areaMm2
    rho20, alpha = MATERIAL[material]
    rho = rho20 * (1 + alpha * (temperatureC - 20))
    r = rho * lengthM / area
    drop = (math.sqrt(3) if system == "three-phase" else 2) * current * r
    return {"voltageDrop": drop, "voltageDropPercent": drop / voltage * 100, "voltageAtLoad": voltage - drop,
            "conductorResistanceOhm": r, "conductorAreaMm2": area}

def vd_case(**kw):
    return {"inputs": kw, "result": vdrop(**kw)}

vd = [
    vd_case(system="dc", material="copper", areaMm2=2.5, lengthM=10, current=10, voltage=12),
    vd_case(system="single-phase", material="copper", awg="12", lengthM=30, current=15, voltage=120),
    vd_case(system="three-phase", material="aluminum", areaMm2=95, lengthM=200, current=150, voltage=400, temperatureC=70),
]
# Plan reference: dc, 2.5 mm² copper, 10 m, 10 A, 12 V → 1.3793 V (11.49 %).
assert round(vd[0]["result"]["voltageDrop"], 4) == 1.3793 and round(vd[0]["result"]["voltageDropPercent"], 2) == 11.49
out["voltage-drop-calculator"] = vd

# --- battery-life-calculator: hours = mAh·η/mA or Wh·η/W; Wh = mAh·V/1000 ---------------------------------------
def hms(hours):
    seconds = int(Decimal(hours * 3600).quantize(Decimal(1), rounding=ROUND_HALF_UP))  # exact half up of the double
    h, rest = divmod(seconds, 3600)
    return f"{h}:{rest // 60:02d}:{rest % 60:02d}"

def battery(capacity, capacityUnit, voltage, loadCurrentMa=None, loadPowerW=None, efficiencyPercent=100):
    mah = {"mAh": capacity, "Ah": capacity * 1000, "Wh": capacity * 1000 / voltage}[capacityUnit]
    wh = capacity if capacityUnit == "Wh" else mah * voltage / 1000
    hours = mah * efficiencyPercent / 100 / loadCurrentMa if loadCurrentMa is not None else wh * efficiencyPercent / 100 / loadPowerW
    return {"runtimeHours": hours, "runtimeMinutes": hours * 60, "runtime": hms(hours), "capacityMah": mah, "capacityWh": wh}

def bat_case(**kw):
    return {"inputs": kw, "result": battery(**kw)}

bl = [
    bat_case(capacity=2000, capacityUnit="mAh", voltage=3.7, loadCurrentMa=100),
    bat_case(capacity=50, capacityUnit="Wh", voltage=11.1, loadPowerW=7.5, efficiencyPercent=85),
    bat_case(capacity=2.6, capacityUnit="Ah", voltage=3.6, loadCurrentMa=7, efficiencyPercent=80),
]
# Plan reference: 2000 mAh, 3.7 V, 100 mA → 20 h, 7.4 Wh.
assert bl[0]["result"]["runtimeHours"] == 20 and bl[0]["result"]["capacityWh"] == 7.4 and bl[0]["result"]["runtime"] == "20:00:00"
# 50 Wh × 0.85 / 7.5 W = 5 h 40 min exactly (as a fraction).
assert bl[1]["result"]["runtime"] == "5:40:00"
out["battery-life-calculator"] = bl

# --- capacitor-code-decoder: EIA-198 / IEC 60062 markings, exact decimal pF -------------------------------------
CAP_VOLTS = {"0G": 4, "0J": 6.3, "1A": 10, "1C": 16, "1E": 25, "1V": 35, "1H": 50, "1J": 63, "2A": 100, "2C": 160,
             "2D": 200, "2E": 250, "2G": 400, "2W": 450, "2J": 630, "3A": 1000}
CAP_TOL_PCT = {"B": "±0.1%", "C": "±0.25%", "D": "±0.5%", "F": "±1%", "G": "±2%", "J": "±5%", "K": "±10%", "M": "±20%", "Z": "+80/-20%"}
CAP_TOL_PF = {"B": "±0.1 pF", "C": "±0.25 pF", "D": "±0.5 pF", "F": "±1 pF", "G": "±2 pF"}  # rated value below 10 pF

def dec_str(d):
    """A decimal without exponent or trailing zeros."""
    s = format(d.normalize(), "f")
    return s

def capacitor(code):
    c = code.replace(" ", "").upper()
    volt = None
    if len(c) >= 3 and c[:2] in CAP_VOLTS and (c[2].isdigit() or c[2] == "R"):
        volt, c = c[:2], c[2:]
    tol = None
    if c and c[-1] in CAP_TOL_PCT:
        tol, c = c[-1], c[:-1]
    if "R" in c:
        pf = Decimal(c.replace("R", ".") if not c.startswith("R") else "0" + c.replace("R", "."))
    elif len(c) == 3:
        m = int(c[2]); assert m != 7
        pf = Decimal(int(c[:2])) * (Decimal(10) ** {8: -2, 9: -1}.get(m, m))
    else:
        assert 1 <= len(c) <= 2 and c.isdigit()
        pf = Decimal(int(c))
    if pf < 1000:
        formatted = dec_str(pf) + " pF"
    elif pf < 10**6:
        formatted = dec_str(pf / 1000) + " nF"
    else:
        formatted = dec_str(pf / 10**6) + " µF"
    tolerance = None if tol is None else (CAP_TOL_PF[tol] if tol in CAP_TOL_PF and pf < 10 else CAP_TOL_PCT[tol])
    return {"capacitancePf": float(pf), "capacitanceNf": float(pf / 1000), "capacitanceUf": float(pf / 10**6),
            "formatted": formatted, "toleranceLetter": tol, "tolerance": tolerance, "voltageCode": volt,
            "voltageRating": None if volt is None else CAP_VOLTS[volt]}

cc = [{"inputs": {"code": code}, "result": capacitor(code)} for code in ["2A104J", "4R7C", "475", "1H 229 Z"]]
# Plan references: 2A104J → 100 nF, ±5 %, 100 V; 4R7 → 4.7 pF.
assert cc[0]["result"]["formatted"] == "100 nF" and cc[0]["result"]["tolerance"] == "±5%" and cc[0]["result"]["voltageRating"] == 100
assert cc[1]["result"]["capacitancePf"] == 4.7 and cc[1]["result"]["tolerance"] == "±0.25 pF"
assert cc[2]["result"]["formatted"] == "4.7 µF" and cc[3]["result"]["formatted"] == "2.2 pF"  # 475 = 47 × 10^5 pF; 229 = 22 × 0.1 pF
out["capacitor-code-decoder"] = cc

# --- E-series (src/tools/e-series.ts): IEC 60063 -------------------------------------------------------------------
# E48 and E96 are 10^(i/n) rounded to three figures throughout; E3 … E24 are round(10^(i/n), 2 figures) except the
# historical E24 values (and those E12, E6, E3 take from E24) listed in IEC 60063 and TOOLS-PLAN-2 §4.
def e_formula(n, figures):
    return [int(Decimal(10 ** (i / n + figures - 1)).quantize(Decimal(1), rounding=ROUND_HALF_UP)) for i in range(n)]

E96 = e_formula(96, 3)
E48 = e_formula(48, 3)
E24 = e_formula(24, 2)
assert E24 != [10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91]  # the formula differs …
E24 = E24[:10] + [27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91]  # … in exactly the historical tail
assert e_formula(24, 2)[:10] == E24[:10]
E12, E6, E3 = E24[::2], E24[::4], E24[::8]
assert E48 == E96[::2] and len(E96) == 96 and len(E48) == 48 and E96[67] == 499 and E96[-1] == 976
out["e-series"] = [{"E3": E3, "E6": E6, "E12": E12, "E24": E24, "E48": E48, "E96": E96}]

# --- smd-resistor-code: 3-digit, 4-digit, R-notation, EIA-96 (index into E96 × letter), jumper ------------------
EIA96_MULT = {"Z": Decimal("0.001"), "Y": Decimal("0.01"), "X": Decimal("0.1"), "S": Decimal("0.1"), "A": Decimal(1),
              "B": Decimal(10), "H": Decimal(10), "C": Decimal(100), "D": Decimal(1000), "E": Decimal(10**4), "F": Decimal(10**5)}

def ohms_text(v):
    """resistor-color-code's formatting, as in test/reference/science.py (largest of G, M, k not above the value)."""
    for sym, e in (("G", 9), ("M", 6), ("k", 3)):
        if v >= Decimal(10) ** e:
            return f"{dec_str(v / Decimal(10) ** e)} {sym}Ω"
    return f"{dec_str(v)} Ω"

def smd(code):
    c = code.replace(" ", "").upper()
    if set(c) == {"0"}:
        v, system = Decimal(0), "jumper"
    elif c.isdigit() and len(c) in (3, 4):
        v, system = Decimal(int(c[:-1])) * Decimal(10) ** int(c[-1]), f"{len(c)}-digit"
    elif "R" in c:
        whole, frac = c.split("R")
        v, system = Decimal((whole or "0") + "." + (frac or "0")), "r-notation"
    else:
        v, system = Decimal(E96[int(c[:2]) - 1]) * EIA96_MULT[c[2]], "eia-96"
    return {"resistanceOhms": float(v), "formatted": ohms_text(v), "system": system}

smd_cases = [{"inputs": {"code": code}, "result": smd(code)} for code in ["472", "4702", "R47", "01C", "68X", "000"]]
# Plan references: 472 → 4.7 kΩ, 01C → 10 kΩ.
assert smd_cases[0]["result"]["formatted"] == "4.7 kΩ" and smd_cases[3]["result"]["formatted"] == "10 kΩ"
assert smd_cases[4]["result"]["resistanceOhms"] == 49.9  # EIA-96 68 = 499, X = ×0.1
out["smd-resistor-code"] = smd_cases

# --- rc-circuit-calculator: τ = RC, fc = 1/(2πRC), V(1 − e^(−t/τ)) -----------------------------------------------
def rc(resistanceOhms, capacitanceF, time=None, supplyVoltage=1):
    tau = resistanceOhms * capacitanceF
    r = {"timeConstant": tau, "cutoffFrequencyHz": 1 / (2 * math.pi * tau), "fullChargeTime": 5 * tau,
         "chargeVoltage": None, "dischargeVoltage": None, "chargePercent": None}
    if time is not None:
        x = math.exp(-time / tau)
        r.update(chargeVoltage=supplyVoltage * (1 - x), dischargeVoltage=supplyVoltage * x, chargePercent=(1 - x) * 100)
    return r

def rc_case(**kw):
    return {"inputs": kw, "result": rc(**kw)}

rcs = [
    rc_case(resistanceOhms=1000, capacitanceF=1e-6, time=0.001),
    rc_case(resistanceOhms=4700, capacitanceF=2.2e-6, time=0.02, supplyVoltage=12),
    rc_case(resistanceOhms=10000, capacitanceF=1e-8),
]
# Plan reference: 1 kΩ, 1 µF, t = 1 ms → τ 1 ms, 159.155 Hz, 63.212 %.
assert rcs[0]["result"]["timeConstant"] == 0.001 and round(rcs[0]["result"]["cutoffFrequencyHz"], 3) == 159.155
assert round(rcs[0]["result"]["chargePercent"], 3) == 63.212
out["rc-circuit-calculator"] = rcs

# --- timer-555-calculator: ln 2 and ln 3 (math.log, correctly rounded here) --------------------------------------
def t555(mode, r1Ohms, capacitanceF, r2Ohms=None):
    if mode == "monostable":
        return {"mode": mode, "highTimeS": None, "lowTimeS": None, "periodS": None, "frequencyHz": None,
                "dutyCyclePercent": None, "pulseWidthS": math.log(3) * r1Ohms * capacitanceF}
    high = math.log(2) * (r1Ohms + r2Ohms) * capacitanceF
    low = math.log(2) * r2Ohms * capacitanceF
    period = high + low
    return {"mode": mode, "highTimeS": high, "lowTimeS": low, "periodS": period, "frequencyHz": 1 / period,
            "dutyCyclePercent": (r1Ohms + r2Ohms) / (r1Ohms + 2 * r2Ohms) * 100, "pulseWidthS": None}

def t555_case(**kw):
    return {"inputs": kw, "result": t555(**kw)}

assert repr(math.log(2)) == "0.6931471805599453" and repr(math.log(3)) == "1.0986122886681098"
t5 = [
    t555_case(mode="astable", r1Ohms=10000, r2Ohms=100000, capacitanceF=1e-6),
    t555_case(mode="astable", r1Ohms=1000, r2Ohms=6800, capacitanceF=1e-7),
    t555_case(mode="monostable", r1Ohms=100000, capacitanceF=1e-5),
]
# Plan reference: astable 10 kΩ, 100 kΩ, 1 µF → 6.870 Hz, duty 52.38 %.
assert round(t5[0]["result"]["frequencyHz"], 3) == 6.870 and round(t5[0]["result"]["dutyCyclePercent"], 2) == 52.38
# Datasheet check: 1.1·R·C = 1.1 s for 100 kΩ, 10 µF; the exact ln 3 is within 0.2 % of it.
assert abs(t5[2]["result"]["pulseWidthS"] / 1.1 - 1) < 0.002
out["timer-555-calculator"] = t5

# ====================================================================================================== (printing)
def clean(x):
    """JSON as the tools give it: integral floats printed as integers (JavaScript has one number type)."""
    if isinstance(x, float) and x.is_integer() and abs(x) < 2**53:
        return int(x)
    if isinstance(x, dict):
        return {k: clean(v) for k, v in x.items()}
    if isinstance(x, list):
        return [clean(v) for v in x]
    return x

only = sys.argv[1:]
for tool, cases in out.items():
    if only and tool not in only:
        continue
    print(f"// {tool}")
    print(json.dumps(clean(cases), ensure_ascii=False))
