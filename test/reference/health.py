# Reference values for the examples of src/tools/health/*.ts: python3 test/reference/health.py
# Independent of the tools: plain Python floats (math) where the tools compute in floats, decimal where they compute
# exactly, datetime for calendar dates. Rounding is half up (ties away from zero) from the float's shortest repr, as
# the tools document. Prints one line per tool, `"slug" : [the result of each of its examples, in order]` (JSON);
# test/tools/health.test.ts checks that the examples hold exactly these values.
import json
import math
from datetime import date, timedelta, datetime
from decimal import Decimal as D, ROUND_HALF_UP, getcontext

getcontext().prec = 40
LB = 0.45359237
IN = 0.0254
MILE = 1.609344


def rnd(x, places):
    """Half up at `places` decimals from the shortest repr of a float (or an exact Decimal); ints stay ints in JSON."""
    d = x if isinstance(x, D) else D(repr(x))
    q = d.quantize(D(1).scaleb(-places), rounding=ROUND_HALF_UP)
    return int(q) if q == q.to_integral_value() else float(q)


out = {}

# ---- bmi-calculator: kg / m², WHO cut-offs ---------------------------------------------------------------------------
def bmi(weight, height, unit):
    kg = weight * LB if unit == "imperial" else weight
    m = height * IN if unit == "imperial" else height / 100
    b = kg / (m * m)
    cat = "underweight" if b < 18.5 else "normal" if b < 25 else "overweight" if b < 30 else "obese"
    cls = None if cat != "obese" else 1 if b < 35 else 2 if b < 40 else 3
    sq = m * m
    if unit == "imperial":
        rng = {"min": rnd(18.5 * sq / LB, 1), "max": rnd(25 * sq / LB, 1)}
    else:
        rng = {"min": rnd(18.5 * sq, 1), "max": rnd(25 * sq, 1)}
    return {"bmi": b, "bmiRounded": rnd(b, 1), "category": cat, "obesityClass": cls, "healthyWeightRange": rng}

out["bmi-calculator"] = [bmi(70, 175, "metric"), bmi(250, 68, "imperial")]

# ---- bmr / tdee: exact decimal ---------------------------------------------------------------------------------------
def bmr(sex, age, w, h, formula, bf=None):
    w, h, a = D(repr(w)), D(repr(h)), D(repr(age))
    if formula == "mifflin-st-jeor":
        return 10 * w + D("6.25") * h - 5 * a + (5 if sex == "male" else -161)
    if formula == "harris-benedict":
        if sex == "male":
            return D("88.362") + D("13.397") * w + D("4.799") * h - D("5.677") * a
        return D("447.593") + D("9.247") * w + D("3.098") * h - D("4.330") * a
    return D("370") + D("21.6") * w * (100 - D(repr(bf))) / 100

out["bmr-calculator"] = [
    {"bmr": rnd(bmr("male", 30, 80, 180, "mifflin-st-jeor"), 2)},  # TOOLS-PLAN §6: 1780
    {"bmr": rnd(bmr("female", 45, 62.5, 165, "harris-benedict"), 2)},
    {"bmr": rnd(bmr("male", 35, 90, 185, "katch-mcardle", 18), 2)},
]
factors = {"sedentary": D("1.2"), "light": D("1.375"), "moderate": D("1.55"), "active": D("1.725"), "very-active": D("1.9")}
def tdee(sex, age, w, h, formula, level):
    b = bmr(sex, age, w, h, formula)
    return {"bmr": rnd(b, 2), "tdee": rnd(b * factors[level], 2)}
out["tdee-calculator"] = [tdee("male", 30, 80, 180, "mifflin-st-jeor", "moderate"), tdee("female", 28, 58.3, 162.5, "mifflin-st-jeor", "light")]

# ---- body-fat-calculator: Hodgdon–Beckett (cm), Deurenberg 1991, ACE bands ------------------------------------------
ACE = {"male": [6, 14, 18, 25], "female": [14, 21, 25, 32]}
NAMES = ["essential-fat", "athletes", "fitness", "average", "obese"]
def body_fat(method, sex, height=None, neck=None, waist=None, hip=None, age=None, weight=None):
    if method == "us-navy":
        if sex == "male":
            p = 495 / (1.0324 - 0.19077 * math.log10(waist - neck) + 0.15456 * math.log10(height)) - 450
        else:
            p = 495 / (1.29579 - 0.35004 * math.log10(waist + hip - neck) + 0.22100 * math.log10(height)) - 450
    else:
        m = height / 100
        b = weight / (m * m)
        p = float(D("1.2") * D(repr(b)) + D("0.23") * D(repr(age)) - (D("16.2") if sex == "male" else D("5.4")))
    band = next((i for i, lim in enumerate(ACE[sex]) if p < lim), 4)
    r = {"bodyFatPercent": rnd(p, 2)}
    if weight is not None:
        fat = weight * p / 100
        r["fatMassKg"] = rnd(fat, 2)
        r["leanMassKg"] = rnd(weight - fat, 2)
    r["category"] = NAMES[band]
    return r, p
navy, navy_p = body_fat("us-navy", "male", 178, 38, 86, weight=80)
assert rnd(navy_p, 3) == 17.204, navy_p  # TOOLS-PLAN §6: US Navy male 178/38/86 cm → 17.204 %
out["body-fat-calculator"] = [navy, body_fat("us-navy", "female", 165, 33, 76, 100)[0], body_fat("bmi", "female", 165, age=40, weight=68)[0]]

# ---- pregnancy-due-date: Naegele ------------------------------------------------------------------------------------
def pregnancy(lmp=None, conception=None, cycle=28, at=None):
    due = date.fromisoformat(lmp) + timedelta(days=280 + cycle - 28) if lmp else date.fromisoformat(conception) + timedelta(days=266)
    on = date.fromisoformat(at[:10])
    elapsed = (on - (due - timedelta(days=280))).days
    weeks, days = divmod(elapsed, 7)
    return {"dueDate": due.isoformat(), "gestationalWeeks": weeks, "gestationalDays": days,
            "trimester": 1 if weeks < 14 else 2 if weeks < 28 else 3, "daysUntilDue": (due - on).days}
out["pregnancy-due-date"] = [pregnancy("2024-01-15", at="2024-05-01"), pregnancy("2023-12-20", cycle=32, at="2024-02-10T09:30:00Z"),
                             pregnancy(conception="2024-02-29", at="2024-10-01")]

# ---- ovulation-calculator ---------------------------------------------------------------------------------------------
def ovulation(lmp, cycle, n):
    res = []
    for i in range(n):
        start = date.fromisoformat(lmp) + timedelta(days=i * cycle)
        nxt = start + timedelta(days=cycle)
        ov = nxt - timedelta(days=14)
        res.append({"periodStart": start.isoformat(), "fertileStart": (ov - timedelta(days=5)).isoformat(), "ovulationDate": ov.isoformat(),
                    "fertileEnd": (ov + timedelta(days=1)).isoformat(), "nextPeriod": nxt.isoformat()})
    return {"cycles": res}
out["ovulation-calculator"] = [ovulation("2024-03-01", 28, 2), ovulation("2024-12-20", 32, 1)]

# ---- durations (pace, race time) -------------------------------------------------------------------------------------
def fmt(seconds, hours=True):
    tenths = int((D(repr(seconds)) * 10).quantize(D(1), rounding=ROUND_HALF_UP))
    whole, frac = divmod(tenths, 10)
    s = f"{whole % 60:02d}.{frac}"
    if not hours:
        return f"{whole // 60}:{s}"
    return f"{whole // 3600}:{whole // 60 % 60:02d}:{s}"

def secs(text):
    t = 0.0
    for part in text.split(":"):
        t = t * 60 + float(part)
    return t

UNIT = {"km": 1, "mi": MILE, "m": 0.001, "marathon": 42.195, "half-marathon": 21.0975}
def pace(solve, distance=None, unit="km", time=None, pace_=None, pace_unit="km"):
    def spk():
        s = secs(pace_)
        return s / MILE if pace_unit == "mi" else s
    if solve == "pace":
        km = (distance or 1) * UNIT[unit]; t = secs(time)
    elif solve == "time":
        km = (distance or 1) * UNIT[unit]; t = spk() * km
    else:
        t = secs(time); km = t / spk()
    per_km = t / km
    kmh = km / t * 3600
    return {"pacePerKm": fmt(per_km, False), "pacePerMile": fmt(per_km * MILE, False), "speedKmh": rnd(kmh, 2),
            "speedMph": rnd(kmh / MILE, 2), "time": fmt(t), "distanceKm": rnd(km, 3)}
out["pace-calculator"] = [pace("pace", 10, "km", "50:00"),  # TOOLS-PLAN §6: 5:00/km, 8:02.8/mi
                          pace("time", None, "marathon", pace_="9:00", pace_unit="mi"),
                          pace("distance", time="1:00:00", pace_="4:45")]

def riegel(d1, t1, d2, unit, e):
    t2 = secs(t1) * (d2 / d1) ** e
    per_km = t2 / (d2 * UNIT[unit])
    return {"predictedTime": fmt(t2), "pacePerKm": fmt(per_km, False), "pacePerMile": fmt(per_km * MILE, False)}
out["race-time-predictor"] = [riegel(10, "50:00", 42.195, "km", 1.06), riegel(5000, "22:30", 21097.5, "m", 1.06), riegel(13.1094, "1:45:00", 26.2188, "mi", 1.08)]

# ---- ideal-weight-calculator: Devine, Robinson, Miller, Hamwi ------------------------------------------------------
IBW = {"devine": {"male": (50, 2.3), "female": (45.5, 2.3)}, "robinson": {"male": (52, 1.9), "female": (49, 1.7)},
       "miller": {"male": (56.2, 1.41), "female": (53.1, 1.36)}, "hamwi": {"male": (48, 2.7), "female": (45.5, 2.2)}}
def ideal(sex, h):
    over = h / 2.54 - 60
    r = {name: rnd(f[sex][0] + f[sex][1] * over, 1) for name, f in IBW.items()}
    m = h / 100
    r["bmiRange"] = {"min": rnd(18.5 * (m * m), 1), "max": rnd(25 * (m * m), 1)}
    return r
out["ideal-weight-calculator"] = [ideal("male", 180), ideal("female", 150)]

# ---- macro-calculator: 4 / 4 / 9 kcal per gram, exact decimal --------------------------------------------------------
def macros(cal, p, c, f):
    g = lambda share, k: rnd(D(repr(cal)) * D(repr(share)) / (100 * k), 1)
    return {"proteinGrams": g(p, 4), "carbGrams": g(c, 4), "fatGrams": g(f, 9), "proteinPercent": p, "carbPercent": c, "fatPercent": f}
out["macro-calculator"] = [macros(2000, 30, 40, 30), macros(2350, 35, 37.5, 27.5), macros(1800, 20, 5, 75)]

# ---- calories-burned-calculator: MET × 3.5 × kg / 200 × min; 2011 Compendium: running 6 mph (10 min/mile) 9.8 MET ----
def burned(met, kg, minutes):
    return {"kcal": rnd(D(repr(met)) * D("3.5") * D(repr(kg)) / 200 * D(repr(minutes)), 1), "met": met}
out["calories-burned-calculator"] = [burned(9.8, 70, 30), burned(3.5, 82.5, 45)]

# ---- heart-rate-zones ------------------------------------------------------------------------------------------------
ZONES = [(1, "recovery", 50, 60), (2, "endurance", 60, 70), (3, "tempo", 70, 80), (4, "threshold", 80, 90), (5, "maximum", 90, 100)]
def hr(age, formula, rest=None):
    mx = D(220 - age) if formula == "fox" else (D(208) if formula == "tanaka" else D(207)) - D("0.7") * age
    lo = D(rest or 0)
    at = lambda p: rnd(lo + (mx - lo) * p / 100, 0)
    return {"maxHeartRate": rnd(mx, 1), "zones": [{"zone": z, "name": n, "percentMin": a, "percentMax": b, "min": at(a), "max": at(b)} for z, n, a, b in ZONES]}
out["heart-rate-zones"] = [hr(40, "fox"), hr(33, "tanaka", 58)]

# ---- one-rep-max-calculator: Epley, Brzycki, Lombardi ----------------------------------------------------------------
def orm(w, r):
    e = w if r == 1 else w * (1 + r / 30)
    b = w * 36 / (37 - r)
    l = w * r ** 0.1
    avg = (e + b + l) / 3
    return {"epley": rnd(e, 1), "brzycki": rnd(b, 1), "lombardi": rnd(l, 1), "average": rnd(avg, 1),
            "percentages": [{"percent": p, "weight": rnd(avg * p / 100, 1)} for p in range(100, 45, -5)]}
out["one-rep-max-calculator"] = [orm(100, 5), orm(135, 12)]

# ---- body-surface-area: Mosteller, Du Bois, Haycock -----------------------------------------------------------------
def bsa(h, w, formula):
    if formula == "mosteller":
        v = math.sqrt(h * w / 3600)
    elif formula == "du-bois":
        v = 0.007184 * w ** 0.425 * h ** 0.725
    else:
        v = 0.024265 * w ** 0.5378 * h ** 0.3964
    return {"bsa": rnd(v, 4)}
out["body-surface-area"] = [bsa(180, 80, "mosteller"), bsa(165, 60, "du-bois"), bsa(110, 18.5, "haycock")]

# ---- sleep-calculator: datetime arithmetic on a time of day ----------------------------------------------------------
def sleep(mode, time, cycles=None, fall=15, cycle=90):
    t = datetime.strptime("2024-01-02 " + time, "%Y-%m-%d %H:%M")
    counts = [cycles] if cycles else [3, 4, 5, 6]
    if mode == "wake-at":
        counts = counts[::-1]
    res = []
    for n in counts:
        d = timedelta(minutes=fall + n * cycle)
        res.append({"time": (t - d if mode == "wake-at" else t + d).strftime("%H:%M"), "cycles": n, "sleepMinutes": n * cycle})
    return {"times": res}
out["sleep-calculator"] = [sleep("wake-at", "07:00"), sleep("sleep-at", "23:45", 5, 20)]

# ---- waist-ratio-calculator: WHO 2008 waist and WHR limits, NICE 2022 waist-to-height bands ---------------------------
def waist(sex, w, hip=None, height=None):
    inc, sub, ratio = (94, 102, D("0.90")) if sex == "male" else (80, 88, D("0.85"))
    level = 2 if w > sub else 1 if w > inc else 0
    r = {}
    if hip is not None:
        q = D(repr(w)) / D(repr(hip))
        if q >= ratio: level = 2
        r["waistToHip"] = rnd(q, 3)
    r["riskCategory"] = ["low", "increased", "substantially-increased"][level]
    if height is not None:
        q = D(repr(w)) / D(repr(height))
        r["waistToHeight"] = rnd(q, 3)
        r["waistToHeightCategory"] = "not-increased" if q < D("0.5") else "increased" if q < D("0.6") else "high"
    return r
out["waist-ratio-calculator"] = [waist("male", 96, 104, 178), waist("female", 78, 90), waist("female", 70, height=168)]

# Published references (TOOLS-PLAN §6) the examples must reproduce.
assert out["bmr-calculator"][0] == {"bmr": 1780}
assert out["pace-calculator"][0]["pacePerKm"] == "5:00.0" and out["pace-calculator"][0]["pacePerMile"] == "8:02.8"

if __name__ == "__main__":
    for slug, results in out.items():
        print(json.dumps(slug), ":", json.dumps(results, ensure_ascii=False))
