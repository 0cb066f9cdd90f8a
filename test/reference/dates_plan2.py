# Reference values for the examples of the dates tools of TOOLS-PLAN-2 (time-format-converter, zodiac-sign-calculator,
# recurrence-rule-expander): python3 test/reference/dates_plan2.py [slug …]. Prints, per tool, the JSON list of
# {inputs, result} pasted as the tool's `examples`, computed independently of the TypeScript code (datetime,
# dateutil.rrule.rrulestr; Chinese new-year dates from the Hong Kong Observatory tables, written below).
import json
import math
import sys
from datetime import date, datetime

from dateutil.rrule import rrulestr

out = {}


# --- time-format-converter -------------------------------------------------------------------------------------------
def time_result(secs):
    h, mi, s = secs // 3600, secs // 60 % 60, secs % 60
    tail = "" if s == 0 else f":{s:02d}"
    return {
        "h24": f"{h:02d}:{mi:02d}{tail}",
        "h12": f"{12 if h % 12 == 0 else h % 12}:{mi:02d}{tail} {'AM' if h < 12 else 'PM'}",
        "military": f"{h:02d}{mi:02d}",
        "decimalHours": secs / 3600,
        "totalMinutes": secs / 60,
        "totalSeconds": secs,
    }


def tfc(inputs):
    if "time" in inputs:
        t = datetime.strptime(inputs["time"], inputs.pop("_fmt"))
        secs = t.hour * 3600 + t.minute * 60 + t.second
    elif "decimalHours" in inputs:
        secs = math.floor(inputs["decimalHours"] * 3600 + 0.5)
    else:
        secs = math.floor(inputs["totalMinutes"] * 60 + 0.5)
    return {"inputs": inputs, "result": time_result(secs)}


tf = [
    tfc({"time": "14:30", "_fmt": "%H:%M"}),
    tfc({"time": "12:05:09 AM", "_fmt": "%I:%M:%S %p"}),
    tfc({"decimalHours": 8.75}),
    tfc({"totalMinutes": 1439.5}),
]
# Plan reference: 14:30 -> 2:30 PM, 1430, 14.5; 8.75 h -> 08:45.
assert tf[0]["result"]["h12"] == "2:30 PM" and tf[0]["result"]["military"] == "1430" and tf[0]["result"]["decimalHours"] == 14.5
assert tf[2]["result"]["h24"] == "08:45"
out["time-format-converter"] = tf

# --- zodiac-sign-calculator ------------------------------------------------------------------------------------------
SIGN_STARTS = [((1, 20), "aquarius"), ((2, 19), "pisces"), ((3, 21), "aries"), ((4, 20), "taurus"), ((5, 21), "gemini"),
               ((6, 21), "cancer"), ((7, 23), "leo"), ((8, 23), "virgo"), ((9, 23), "libra"), ((10, 23), "scorpio"),
               ((11, 22), "sagittarius"), ((12, 22), "capricorn")]
ELEMENT = {"aries": "fire", "leo": "fire", "sagittarius": "fire", "taurus": "earth", "virgo": "earth", "capricorn": "earth",
           "gemini": "air", "libra": "air", "aquarius": "air", "cancer": "water", "scorpio": "water", "pisces": "water"}
MODALITY = {s: m for m, signs in {"cardinal": "aries cancer libra capricorn", "fixed": "taurus leo scorpio aquarius",
                                  "mutable": "gemini virgo sagittarius pisces"}.items() for s in signs.split()}
# Chinese new-year days (Hong Kong Observatory, Gregorian-lunar calendar conversion tables).
CNY = {1985: date(1985, 2, 20), 1999: date(1999, 2, 16), 2000: date(2000, 2, 5), 2023: date(2023, 1, 22),
       2024: date(2024, 2, 10)}
ANIMALS = "rat ox tiger rabbit dragon snake horse goat monkey rooster dog pig".split()
ELEMENTS = "wood fire earth metal water".split()


def zodiac(text):
    d = date.fromisoformat(text)
    sign = "capricorn"
    for (m, day), name in SIGN_STARTS:
        if (d.month, d.day) >= (m, day):
            sign = name
    cy = d.year if d >= CNY[d.year] else d.year - 1
    stem = (cy - 4) % 10
    return {"inputs": {"birthDate": text}, "result": {
        "westernSign": sign, "element": ELEMENT[sign], "modality": MODALITY[sign], "chineseYear": cy,
        "chineseZodiac": ANIMALS[(cy - 4) % 12], "chineseElement": ELEMENTS[stem // 2],
        "yinYang": "yang" if stem % 2 == 0 else "yin"}}


zd = [zodiac("2000-01-01"), zodiac("2024-02-10"), zodiac("1985-02-19"), zodiac("2023-07-23")]
# Plan reference: 2000-01-01 -> capricorn, rabbit (1999), earth, yin.
assert tuple(zd[0]["result"][k] for k in ("westernSign", "chineseZodiac", "chineseYear", "chineseElement", "yinYang")) == (
    "capricorn", "rabbit", 1999, "earth", "yin")
out["zodiac-sign-calculator"] = zd


# --- recurrence-rule-expander ----------------------------------------------------------------------------------------
def expand(rule, dtstart, limit=None):
    date_only = "T" not in dtstart
    start = datetime.fromisoformat(dtstart)
    n = 100 if limit is None else limit
    got = []
    for occ in rrulestr(rule, dtstart=start):
        got.append(occ)
        if len(got) > n:
            break
    occs = [o.date().isoformat() if date_only else o.isoformat(timespec="seconds") for o in got[:n]]
    inputs = {"rrule": rule, "dtstart": dtstart}
    if limit is not None:
        inputs["limit"] = limit
    return {"inputs": inputs, "result": {"occurrences": occs, "count": len(occs), "truncated": len(got) > n}}


rr = [
    expand("FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4", "2024-01-01"),
    expand("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=6", "2024-01-01T09:30"),
    expand("RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "2024-02-29", 3),
    expand("FREQ=DAILY;INTERVAL=10;UNTIL=20240315T120000", "2024-01-31T12:00:00"),
]
assert rr[0]["result"]["occurrences"] == ["2024-01-01", "2024-01-03", "2024-01-08", "2024-01-10"]
out["recurrence-rule-expander"] = rr

wanted = sys.argv[1:] or list(out)
for slug in wanted:
    print(f"// {slug}")
    for ex in out[slug]:
        print("    {")
        print(f"      inputs: {json.dumps(ex['inputs'])},")
        print(f"      result: {json.dumps(ex['result'])},")
        print("    },")
