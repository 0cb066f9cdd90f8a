# Reference values for the examples of src/tools/dates/*.ts: python3 test/reference/dates.py [slug …]
# (Python 3 with python-dateutil and numpy; zoneinfo reads the system tzdata). It prints, per tool, the JSON list of
# {inputs, result} pasted as the tool's `examples`. Every value is computed here with datetime / zoneinfo / calendar /
# dateutil / numpy, independently of the TypeScript code; published values (TOOLS-PLAN §6) are asserted where they exist.
# Zones and dates were chosen away from recent tzdata rule changes (Python's tzdata may lag Node's 2025c).
import calendar
import json
import sys
from datetime import date, datetime, time, timedelta, timezone
from email.utils import format_datetime
from zoneinfo import ZoneInfo

import numpy as np
from dateutil.easter import EASTER_ORTHODOX, EASTER_WESTERN, easter
from dateutil.relativedelta import relativedelta

out = {}
UTC = timezone.utc
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def parse(text):
    """A date, a naive local datetime, or an aware datetime."""
    if "T" not in text:
        return date.fromisoformat(text)
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def offset_str(td):
    secs = int(td.total_seconds())
    sign = "-" if secs < 0 else "+"
    secs = abs(secs)
    return f"{sign}{secs // 3600:02d}:{secs // 60 % 60:02d}"


def instant_str(dt):
    """yyyy-MM-ddTHH:mm:ss[.SSS]±HH:MM, Z for a zero offset."""
    s = dt.replace(tzinfo=None).isoformat(timespec="milliseconds")
    if s.endswith(".000"):
        s = s[:-4]
    off = dt.utcoffset()
    return s + ("Z" if off == timedelta(0) else offset_str(off))


def example(slug, inputs, result):
    out.setdefault(slug, []).append({"inputs": inputs, "result": result})


# --- date-difference: datetime subtraction + relativedelta(end, start) ----------------------------------------
def date_difference(start, end, includeEndDate=False):
    a, b = parse(start), parse(end)
    if isinstance(a, datetime) and a.tzinfo is not None:
        a, b = a.astimezone(UTC).replace(tzinfo=None), b.astimezone(UTC).replace(tzinfo=None)
    if not isinstance(a, datetime):
        a, b = datetime.combine(a, time()), datetime.combine(b, time())
    negative = b < a
    if negative:
        a, b = b, a
    if includeEndDate:
        b += timedelta(days=1)
    rd = relativedelta(b, a)
    delta = b - a
    total_ms = delta.days * 86400000 + delta.seconds * 1000 + delta.microseconds // 1000
    total_days = delta.days
    return {
        "totalDays": total_days, "years": rd.years, "months": rd.months, "days": rd.days,
        "hours": rd.hours, "minutes": rd.minutes, "seconds": rd.seconds + rd.microseconds / 1e6,
        "totalWeeks": total_days // 7, "remainderDays": total_days % 7,
        "totalHours": total_ms / 3600000, "totalMinutes": total_ms / 60000, "totalSeconds": total_ms / 1000,
        "negative": negative,
    }


for inp in [
    {"start": "2024-01-15", "end": "2025-03-01"},  # plan §5: 1 y 1 m 14 d / 411 d
    {"start": "2024-01-31", "end": "2024-03-01", "includeEndDate": True},
    {"start": "2025-12-25", "end": "2024-02-29"},
    {"start": "2024-03-10T08:30:00-05:00", "end": "2024-04-02T17:45:30Z"},
]:
    example("date-difference", inp, date_difference(**inp))
assert out["date-difference"][0]["result"]["totalDays"] == 411


# --- date-add-subtract: date + relativedelta(...) -------------------------------------------------------------
def date_add(operation="add", **units):
    x = parse(units.pop("date"))
    sign = -1 if operation == "subtract" else 1
    rd = relativedelta(years=units.get("years", 0), months=units.get("months", 0))
    days = timedelta(weeks=units.get("weeks", 0), days=units.get("days", 0))
    exact = timedelta(hours=units.get("hours", 0), minutes=units.get("minutes", 0), seconds=units.get("seconds", 0))
    y = (x + rd if sign > 0 else x - rd)
    y = y + days if sign > 0 else y - days
    y = y + exact if sign > 0 else y - exact
    if isinstance(y, datetime):
        if y.tzinfo is None:
            s = y.isoformat(timespec="milliseconds")
            return {"result": s[:-4] if s.endswith(".000") else s}
        return {"result": instant_str(y)}
    return {"result": y.isoformat()}


for inp in [
    {"date": "2024-01-31", "months": 1},  # plan §5: → 2024-02-29
    {"date": "2024-02-29", "years": 1, "days": 10},
    {"date": "2024-03-31", "operation": "subtract", "months": 1, "weeks": 2},
    {"date": "2024-03-09T22:15:00-05:00", "hours": 5, "minutes": 50},
]:
    example("date-add-subtract", inp, date_add(**inp))
assert out["date-add-subtract"][0]["result"]["result"] == "2024-02-29"


# --- age-calculator: relativedelta(today, birth) --------------------------------------------------------------
def age(birthDate, at, zone="UTC"):
    birth = date.fromisoformat(birthDate)
    a = parse(at)
    if isinstance(a, datetime):
        today = a.astimezone(ZoneInfo(zone)).date() if a.tzinfo else a.date()
    else:
        today = a
    rd = relativedelta(today, birth)
    n = rd.years
    nxt = birth + relativedelta(years=n)
    if nxt < today:
        nxt = birth + relativedelta(years=n + 1)
    total = (today - birth).days
    return {"years": rd.years, "months": rd.months, "days": rd.days, "totalMonths": rd.years * 12 + rd.months,
            "totalWeeks": total // 7, "totalDays": total, "nextBirthday": nxt.isoformat(),
            "daysUntilNextBirthday": (nxt - today).days, "weekdayOfBirth": WEEKDAYS[birth.weekday()]}


for inp in [
    {"birthDate": "1990-05-17", "at": "2024-11-23"},
    {"birthDate": "2000-02-29", "at": "2025-02-28"},
    {"birthDate": "1985-12-31", "at": "2024-12-31T03:00:00Z", "zone": "America/Chicago"},
]:
    example("age-calculator", inp, age(**inp))


# --- business-days-calculator: numpy.busday_count(start, end + 1, weekmask, holidays) ------------------------
def mask(weekend):
    return [0 if d in weekend else 1 for d in range(1, 8)]


def business_days(start, end, weekend=(6, 7), holidays=()):
    s, e = np.datetime64(start), np.datetime64(end) + np.timedelta64(1, "D")
    wm = mask(weekend)
    all_work = int(np.busday_count(s, e, weekmask=wm))
    business = int(np.busday_count(s, e, weekmask=wm, holidays=list(holidays)))
    cal = int((e - s).astype(int))
    return {"businessDays": business, "calendarDays": cal, "weekendDays": cal - all_work,
            "holidaysOnWeekdays": all_work - business}


for inp in [
    {"start": "2024-01-01", "end": "2024-12-31"},
    {"start": "2024-12-01", "end": "2024-12-31", "holidays": ["2024-12-25", "2024-12-26", "2024-12-28"]},
    {"start": "2025-03-01", "end": "2025-03-31", "weekend": [5, 6]},
]:
    example("business-days-calculator", inp, business_days(**inp))


# --- add-business-days: numpy.busday_offset(date, n, roll) ----------------------------------------------------
def add_bdays(date_, days, weekend=(6, 7), holidays=()):
    roll = "forward" if days >= 0 else "backward"
    r = np.busday_offset(np.datetime64(date_), days, roll=roll, weekmask=mask(weekend), holidays=list(holidays))
    return {"result": str(r), "calendarDaysSpanned": abs(int((r - np.datetime64(date_)).astype(int)))}


for inp in [
    {"date": "2024-12-20", "days": 5, "holidays": ["2024-12-25", "2024-12-26"]},
    {"date": "2024-11-23", "days": 0},
    {"date": "2025-01-06", "days": -10},
]:
    example("add-business-days", {k if k != "date_" else "date": v for k, v in inp.items()},
            add_bdays(inp["date"], inp["days"], holidays=inp.get("holidays", ())))


# --- date-info: date.isocalendar, calendar ----------------------------------------------------------------------
def date_info(d):
    x = date.fromisoformat(d)
    iso = x.isocalendar()
    first = date(x.year, x.month, 1).weekday()  # 0 = Monday
    return {"weekday": WEEKDAYS[x.weekday()], "isoWeekday": iso[2], "dayOfYear": x.timetuple().tm_yday,
            "isoWeek": iso[1], "isoYear": iso[0], "quarter": (x.month - 1) // 3 + 1,
            "isLeapYear": calendar.isleap(x.year), "daysInMonth": calendar.monthrange(x.year, x.month)[1],
            "daysInYear": 366 if calendar.isleap(x.year) else 365, "weekOfMonth": (x.day - 1 + first) // 7 + 1}


for d in ["2024-11-23", "2021-01-03", "2100-03-01"]:
    example("date-info", {"date": d}, date_info(d))


# --- iso-week-converter: isocalendar / fromisocalendar ---------------------------------------------------------
def iso_week(d):
    iy, iw, wd = d.isocalendar()
    monday = d - timedelta(days=wd - 1)
    return {"isoYear": iy, "isoWeek": iw, "isoWeekday": wd, "weekStart": monday.isoformat(),
            "weekEnd": (monday + timedelta(days=6)).isoformat(), "date": d.isoformat(), "weekDate": f"{iy:04d}-W{iw:02d}-{wd}"}


example("iso-week-converter", {"date": "2021-01-03"}, iso_week(date(2021, 1, 3)))  # plan §4: 2020-W53-7
assert out["iso-week-converter"][0]["result"]["weekDate"] == "2020-W53-7"
example("iso-week-converter", {"isoYear": 2026, "isoWeek": 1}, iso_week(date.fromisocalendar(2026, 1, 1)))
example("iso-week-converter", {"isoYear": 2024, "isoWeek": 48, "isoWeekday": 6}, iso_week(date.fromisocalendar(2024, 48, 6)))


# --- unix-timestamp-converter: datetime.fromtimestamp(ts, UTC) -------------------------------------------------
def unix(ms, unit, zone="UTC"):
    dt = datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=ms)
    return {"unit": unit, "unixSeconds": ms / 1000, "unixMilliseconds": ms,
            "iso": dt.isoformat(timespec="milliseconds").replace("+00:00", "Z"),
            "rfc2822": format_datetime(dt).replace("-0000", "+0000"), "inZone": instant_str(dt.astimezone(ZoneInfo(zone)))}


example("unix-timestamp-converter", {"timestamp": 1700000000}, unix(1700000000000, "s"))  # plan §6: 2023-11-14T22:13:20Z
assert out["unix-timestamp-converter"][0]["result"]["iso"] == "2023-11-14T22:13:20.000Z"
example("unix-timestamp-converter", {"timestamp": "1718454645123456789", "zone": "Asia/Kolkata"}, unix(1718454645123, "ns", "Asia/Kolkata"))
ms = int((datetime.fromisoformat("2024-07-04T12:00:00-04:00") - datetime(1970, 1, 1, tzinfo=UTC)) / timedelta(milliseconds=1))
r = unix(ms, "ms", "America/New_York")
example("unix-timestamp-converter", {"dateTime": "2024-07-04T12:00:00-04:00", "zone": "America/New_York"}, r)


# --- timezone-converter: zoneinfo (fold=0 = earlier, fold=1 = later) --------------------------------------------
def tz_convert(dateTime, toZone, fromZone=None, disambiguation="earlier"):
    x = parse(dateTime)
    if x.tzinfo is None:
        x = x.replace(tzinfo=ZoneInfo(fromZone), fold=1 if disambiguation == "later" else 0)
        # zoneinfo keeps a gap time as written; the instant is what "moves forward" means.
        x = x.astimezone(UTC).astimezone(ZoneInfo(fromZone))
        from_off, from_abbr = x.utcoffset(), x.tzname()
    else:
        from_off, from_abbr = x.utcoffset(), "UTC" + ("" if x.utcoffset() == timedelta(0) else offset_str(x.utcoffset()))
    y = x.astimezone(ZoneInfo(toZone))
    return {"result": instant_str(y), "utc": instant_str(x.astimezone(UTC)), "fromOffset": offset_str(from_off),
            "toOffset": offset_str(y.utcoffset()), "fromAbbreviation": from_abbr, "toAbbreviation": y.tzname()}


for inp in [
    {"dateTime": "2024-11-03T01:30:00", "fromZone": "America/New_York", "toZone": "America/Los_Angeles"},
    {"dateTime": "2024-11-03T01:30:00", "fromZone": "America/New_York", "toZone": "UTC", "disambiguation": "later"},
    {"dateTime": "2024-03-10T02:30:00", "fromZone": "America/Chicago", "toZone": "America/Denver"},
    {"dateTime": "2024-07-01T16:00:00Z", "toZone": "America/Phoenix"},
]:
    example("timezone-converter", inp, tz_convert(**inp))
assert out["timezone-converter"][0]["result"]["fromOffset"] == "-04:00"


# --- duration-formatter: divmod ----------------------------------------------------------------------------------
def duration(total_ms):
    secs, ms = divmod(total_ms, 1000)
    mins, s = divmod(secs, 60)
    hrs, m = divmod(mins, 60)
    d, h = divmod(hrs, 24)
    frac = "" if ms == 0 else "." + f"{ms:03d}".rstrip("0")
    time_ = (f"{h}H" if h else "") + (f"{m}M" if m else "") + (f"{s}{frac}S" if s or ms else "")
    iso = "P" + (f"{d}D" if d else "") + ("T" + time_ if time_ else "")
    words = [f"{n} {u}{'' if n == 1 else 's'}" for n, u in [(d, "day"), (h, "hour"), (m, "minute"), (s, "second"), (ms, "millisecond")] if n]
    return {"iso8601": iso if iso != "P" else "PT0S", "clock": f"{hrs}:{m:02d}:{s:02d}" + (f".{ms:03d}" if ms else ""),
            "human": ", ".join(words) or "0 seconds", "days": d, "hours": h, "minutes": m, "seconds": s, "milliseconds": ms}


example("duration-formatter", {"seconds": 93784}, duration(93784000))
example("duration-formatter", {"milliseconds": 3600050}, duration(3600050))
example("duration-formatter", {"seconds": 0}, duration(0))


# --- work-hours-calculator: timedelta ----------------------------------------------------------------------------
def work_hours(shifts, overtimeThresholdHours=None):
    total = timedelta()
    for sh in shifts:
        s = datetime.combine(date(2000, 1, 1), time.fromisoformat(sh["start"]))
        e = datetime.combine(date(2000, 1, 1), time.fromisoformat(sh["end"]))
        if e <= s:
            e += timedelta(days=1)
        total += e - s - timedelta(minutes=sh.get("breakMinutes", 0))
    minutes = int(total.total_seconds()) // 60
    over = 0 if overtimeThresholdHours is None else max(0, minutes - overtimeThresholdHours * 60)
    return {"totalHours": minutes / 60, "totalMinutes": minutes, "totalHHMM": f"{minutes // 60}:{minutes % 60:02d}",
            "regularHours": (minutes - over) / 60, "overtimeHours": over / 60}


for inp in [
    {"shifts": [{"start": "09:00", "end": "17:30", "breakMinutes": 30}, {"start": "08:15", "end": "16:45", "breakMinutes": 45}]},
    {"shifts": [{"start": "22:00", "end": "06:00", "breakMinutes": 30}] * 5 + [{"start": "20:00", "end": "04:30"}], "overtimeThresholdHours": 40},
]:
    example("work-hours-calculator", inp, work_hours(**inp))


# --- leap-year-checker: calendar.isleap, calendar.leapdays --------------------------------------------------------
def leap(year=None, from_=None, to=None):
    if year is not None:
        nxt = year + 1
        while not calendar.isleap(nxt):
            nxt += 1
        prv = year - 1
        while not calendar.isleap(prv):
            prv -= 1
        return {"isLeap": calendar.isleap(year), "nextLeap": nxt, "previousLeap": prv, "countInRange": None}
    return {"isLeap": None, "nextLeap": None, "previousLeap": None, "countInRange": calendar.leapdays(from_, to + 1)}


example("leap-year-checker", {"year": 1900}, leap(year=1900))
example("leap-year-checker", {"year": 2024}, leap(year=2024))
example("leap-year-checker", {"from": 1901, "to": 2000}, leap(from_=1901, to=2000))


# --- easter-date: dateutil.easter ------------------------------------------------------------------------------
def easter_days(year, cal="western"):
    e = easter(year, EASTER_WESTERN if cal == "western" else EASTER_ORTHODOX)
    return {"date": e.isoformat(), "goodFriday": (e - timedelta(2)).isoformat(),
            "ascension": (e + timedelta(39)).isoformat(), "pentecost": (e + timedelta(49)).isoformat()}


example("easter-date", {"year": 2025}, easter_days(2025))  # plan §6: 2025-04-20 (both)
example("easter-date", {"year": 2025, "calendar": "orthodox"}, easter_days(2025, "orthodox"))
example("easter-date", {"year": 2024, "calendar": "orthodox"}, easter_days(2024, "orthodox"))  # plan §6: 2024-05-05
example("easter-date", {"year": 2024}, easter_days(2024))  # plan §6: 2024-03-31
assert [e["result"]["date"] for e in out["easter-date"]] == ["2025-04-20", "2025-04-20", "2024-05-05", "2024-03-31"]


# --- date-format-converter: strftime for numbers, CLDR English names (= C locale names) ---------------------------
example("date-format-converter", {"dateTime": "2023-11-14T22:13:20Z", "outputFormat": "EEEE, d MMMM yyyy HH:mm"},
        {"formatted": datetime(2023, 11, 14, 22, 13, 20).strftime("%A, %-d %B %Y %H:%M")})
x = datetime(2024, 3, 5, 18, 7, tzinfo=ZoneInfo("Europe/Paris")).astimezone(ZoneInfo("America/New_York"))
example("date-format-converter", {"dateTime": "05/03/2024 18:07", "inputFormat": "dd/MM/yyyy HH:mm", "zone": "Europe/Paris", "outputFormat": "iso"},
        {"formatted": instant_str(datetime(2024, 3, 5, 18, 7, tzinfo=ZoneInfo("Europe/Paris")))})
example("date-format-converter", {"dateTime": "2024-03-05T18:07:00+01:00", "zone": "America/New_York", "outputFormat": "MM/dd/yyyy hh:mm a"},
        {"formatted": x.strftime("%m/%d/%Y %I:%M %p")})
example("date-format-converter", {"dateTime": "2024-03-05T18:07:00+01:00", "outputFormat": "rfc2822"},
        {"formatted": format_datetime(datetime(2024, 3, 5, 18, 7, tzinfo=timezone(timedelta(hours=1))))})
example("date-format-converter", {"dateTime": "2024-03-05T18:07:00+01:00", "outputFormat": "http"},
        {"formatted": format_datetime(datetime(2024, 3, 5, 17, 7, tzinfo=UTC), usegmt=True)})


# --- excel-date-converter: date(1899,12,30) + timedelta(serial) (serial ≥ 61) -------------------------------------
def excel_from_serial(serial, system="1900"):
    base = datetime(1904, 1, 1) if system == "1904" else datetime(1899, 12, 30)
    whole = int(serial)
    if system == "1900" and whole < 60:
        base += timedelta(days=1)
    dt = base + timedelta(days=whole, seconds=round((serial - whole) * 86400))
    return {"date": dt.date().isoformat(), "dateTime": dt.isoformat(), "serial": serial}


example("excel-date-converter", {"serial": 45292}, excel_from_serial(45292))  # plan §6: 2024-01-01
assert out["excel-date-converter"][0]["result"]["date"] == "2024-01-01"
example("excel-date-converter", {"serial": 45658.75}, excel_from_serial(45658.75))
example("excel-date-converter", {"serial": 43830, "system": "1904"}, excel_from_serial(43830, "1904"))
d = datetime(2024, 2, 29, 6, 0)
whole = (d.date() - date(1899, 12, 30)).days
example("excel-date-converter", {"dateTime": "2024-02-29T06:00:00"},
        {"date": "2024-02-29", "dateTime": "2024-02-29T06:00:00", "serial": whole + 21600 / 86400})
example("excel-date-converter", {"dateTime": "1900-02-28"}, {"date": "1900-02-28", "dateTime": "1900-02-28T00:00:00", "serial": 59})



# --- timezone-info: zoneinfo utcoffset/dst/tzname; transitions by daily scan + bisection to the second ---------------
def offset_at(z, t):
    return datetime.fromtimestamp(t, UTC).astimezone(z).utcoffset()


def transition(z, t, direction):
    base = offset_at(z, t)
    near = t
    for i in range(1, 401):
        far = t + direction * i * 86400
        if offset_at(z, far) != base:
            lo, hi = (near, far) if direction == 1 else (far, near)
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if (offset_at(z, mid) == base) == (direction == 1):
                    lo = mid
                else:
                    hi = mid
            return datetime.fromtimestamp(hi, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        near = far
    return None


LONG_NAMES = {  # CLDR metazone long names (en), as ICU prints them
    "EDT": "Eastern Daylight Time", "EST": "Eastern Standard Time", "MST": "Mountain Standard Time", "HST": "Hawaii-Aleutian Standard Time",
}


def tz_info(zone, at):
    z = ZoneInfo(zone)
    x = parse(at).astimezone(z)
    t = int(x.timestamp())
    return {"local": instant_str(x), "offset": offset_str(x.utcoffset()), "offsetMinutes": int(x.utcoffset().total_seconds() // 60),
            "abbreviation": x.tzname(), "longName": LONG_NAMES[x.tzname()], "isDst": bool(x.dst()),
            "previousTransition": transition(z, t + 1, -1), "nextTransition": transition(z, t, 1)}


example("timezone-info", {"zone": "America/New_York", "at": "2024-07-01T12:00:00Z"}, tz_info("America/New_York", "2024-07-01T12:00:00Z"))
example("timezone-info", {"zone": "America/Phoenix", "at": "2024-07-01T12:00:00Z"}, tz_info("America/Phoenix", "2024-07-01T12:00:00Z"))
example("timezone-info", {"zone": "America/New_York", "at": "2024-11-03T06:00:00Z"}, tz_info("America/New_York", "2024-11-03T06:00:00Z"))


# --- world-clock: zoneinfo ------------------------------------------------------------------------------------------
def world(at, zones):
    x = parse(at).astimezone(UTC)
    times = []
    for zn in zones:
        y = x.astimezone(ZoneInfo(zn))
        times.append({"zone": zn, "local": instant_str(y), "offset": offset_str(y.utcoffset()), "dayDelta": (y.date() - x.date()).days})
    return {"utc": instant_str(x), "times": times}


example("world-clock", {"at": "2024-07-01T22:30:00Z", "zones": ["America/Los_Angeles", "Europe/Berlin", "Asia/Kolkata", "Asia/Tokyo"]},
        world("2024-07-01T22:30:00Z", ["America/Los_Angeles", "Europe/Berlin", "Asia/Kolkata", "Asia/Tokyo"]))
example("world-clock", {"at": "2024-01-15T03:00:00+01:00", "zones": ["UTC", "America/New_York", "Australia/Sydney"]},
        world("2024-01-15T03:00:00+01:00", ["UTC", "America/New_York", "Australia/Sydney"]))


# --- iso-duration-parser: regex + relativedelta ------------------------------------------------------------------------
def iso_duration(duration, referenceDate=None):
    import re
    m = re.fullmatch(r"P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?", duration)
    y, mo, w, d, h, mi = (int(g or 0) for g in m.groups()[:6])
    from decimal import Decimal
    sec = Decimal(m.group(7) or 0)
    res = {"years": y, "months": mo, "weeks": w, "days": d, "hours": h, "minutes": mi, "seconds": float(sec)}
    exact = timedelta(weeks=w, days=d, hours=h, minutes=mi, seconds=float(sec))
    if referenceDate is None:
        res.update(totalSeconds=None if (y or mo) else exact / timedelta(milliseconds=1) / 1000, endDate=None)
        return res
    ref = parse(referenceDate)
    end = ref + relativedelta(years=y, months=mo) + exact
    if isinstance(ref, datetime):
        s = end.replace(tzinfo=None).isoformat(timespec="milliseconds")
        end_s = instant_str(end) if end.tzinfo else (s[:-4] if s.endswith(".000") else s)
        total = (end - ref) / timedelta(milliseconds=1) / 1000
    else:
        end_s = end.isoformat()
        total = (end - ref).days * 86400
    res.update(totalSeconds=total, endDate=end_s)
    return res


example("iso-duration-parser", {"duration": "P1Y2M10DT2H30M"}, iso_duration("P1Y2M10DT2H30M"))
example("iso-duration-parser", {"duration": "P1Y2M10DT2H30M", "referenceDate": "2024-01-31T08:00:00Z"}, iso_duration("P1Y2M10DT2H30M", "2024-01-31T08:00:00Z"))
example("iso-duration-parser", {"duration": "P2WT36H0.5S"}, iso_duration("P2WT36H0.5S"))
example("iso-duration-parser", {"duration": "P1M", "referenceDate": "2024-01-31"}, iso_duration("P1M", "2024-01-31"))


# --- time-calculator: timedelta -----------------------------------------------------------------------------------------
def hms(text):
    parts = [int(p) for p in text.split(":")] + [0]
    return timedelta(hours=parts[0], minutes=parts[1], seconds=parts[2])


def time_calc(total):
    secs = int(total.total_seconds())
    day, clock = divmod(secs, 86400)
    a = abs(secs)
    return {"result": f"{clock // 3600:02d}:{clock // 60 % 60:02d}:{clock % 60:02d}", "totalSeconds": secs,
            "totalHHMMSS": f"{'-' if secs < 0 else ''}{a // 3600}:{a // 60 % 60:02d}:{a % 60:02d}", "dayOverflow": day}


example("time-calculator", {"start": "22:45", "duration": "3:30"}, time_calc(hms("22:45") + hms("3:30")))
example("time-calculator", {"entries": [{"time": "1:45:30"}, {"time": "2:20:45"}, {"time": "0:50", "sign": "-"}]},
        time_calc(hms("1:45:30") + hms("2:20:45") - hms("0:50")))
example("time-calculator", {"start": "01:15:00", "duration": "-2:30"}, time_calc(hms("01:15:00") - hms("2:30")))


# --- countdown-calculator: aware datetime subtraction --------------------------------------------------------------------
def countdown(target, at, zone="UTC"):
    t = parse(target)
    if not isinstance(t, datetime):
        t = datetime.combine(t, time())
    if t.tzinfo is None:
        t = t.replace(tzinfo=ZoneInfo(zone))
    now = parse(at)
    d = t - now
    past = d < timedelta(0)
    d = abs(d)
    ms = d // timedelta(milliseconds=1)
    return {"days": ms // 86400000, "hours": ms // 3600000 % 24, "minutes": ms // 60000 % 60, "seconds": ms % 60000 / 1000,
            "totalSeconds": ms / 1000, "isPast": past}


example("countdown-calculator", {"target": "2025-01-01", "at": "2024-11-23T17:05:30Z", "zone": "America/New_York"},
        countdown("2025-01-01", "2024-11-23T17:05:30Z", "America/New_York"))
example("countdown-calculator", {"target": "2024-07-04T12:00:00-04:00", "at": "2024-07-06T09:30:15.250Z"},
        countdown("2024-07-04T12:00:00-04:00", "2024-07-06T09:30:15.250Z"))


# --- month-calendar: calendar.Calendar(firstweekday).monthdayscalendar ----------------------------------------------------
def month_cal(year, month, weekStart="monday"):
    fw = 0 if weekStart == "monday" else 6
    weeks = [[d or None for d in wk] for wk in calendar.Calendar(fw).monthdayscalendar(year, month)]
    heads = [calendar.day_name[(fw + i) % 7] for i in range(7)]
    return {"monthName": calendar.month_name[month], "daysInMonth": calendar.monthrange(year, month)[1],
            "firstWeekday": calendar.monthrange(year, month)[0] + 1, "weekdays": heads, "weeks": weeks}


example("month-calendar", {"year": 2024, "month": 2}, month_cal(2024, 2))
example("month-calendar", {"year": 2026, "month": 2, "weekStart": "sunday"}, month_cal(2026, 2, "sunday"))


# --- nth-weekday-calculator: calendar.monthcalendar --------------------------------------------------------------------
def nth_weekday(year, month, weekday, n):
    days = [wk[weekday - 1] for wk in calendar.monthcalendar(year, month) if wk[weekday - 1]]
    if n == -1:
        return {"date": date(year, month, days[-1]).isoformat()}
    return {"date": date(year, month, days[n - 1]).isoformat() if n <= len(days) else None}


for inp in [{"year": 2024, "month": 11, "weekday": 4, "n": 4},  # US Thanksgiving 2024-11-28
            {"year": 2024, "month": 5, "weekday": 1, "n": -1},  # US Memorial Day 2024-05-27
            {"year": 2024, "month": 2, "weekday": 1, "n": 5}]:
    example("nth-weekday-calculator", inp, nth_weekday(**inp))
assert out["nth-weekday-calculator"][0]["result"]["date"] == "2024-11-28"


# --- public-holidays: published lists ---------------------------------------------------------------------------------------
# US: OPM federal holidays 2024 (https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/#url=2024).
example("public-holidays", {"country": "US", "year": 2024}, {"country": "US", "holidays": [
    {"date": d, "name": n, "type": "public"} for d, n in [
        ("2024-01-01", "New Year's Day"), ("2024-01-15", "Martin Luther King Jr. Day"), ("2024-02-19", "Washington's Birthday"),
        ("2024-05-27", "Memorial Day"), ("2024-06-19", "Juneteenth"), ("2024-07-04", "Independence Day"),
        ("2024-09-02", "Labor Day"), ("2024-10-14", "Columbus Day"), ("2024-11-11", "Veterans Day"),
        ("2024-11-28", "Thanksgiving Day"), ("2024-12-25", "Christmas Day")]]})
# Germany, Bavaria 2024: Bayerisches Staatsministerium des Innern, gesetzliche Feiertage (Feiertagsgesetz Art. 1);
# Assumption Day (15 Aug) is only in communities with a Catholic majority, so it is not a state-wide public holiday.
example("public-holidays", {"country": "DE", "year": 2024, "state": "BY", "language": "de"}, {"country": "DE", "holidays": [
    {"date": d, "name": n, "type": "public"} for d, n in [
        ("2024-01-01", "Neujahr"), ("2024-01-06", "Heilige Drei Könige"), ("2024-03-29", "Karfreitag"), ("2024-04-01", "Ostermontag"),
        ("2024-05-01", "Maifeiertag"), ("2024-05-09", "Christi Himmelfahrt"), ("2024-05-20", "Pfingstmontag"),
        ("2024-05-30", "Fronleichnam"), ("2024-10-03", "Tag der Deutschen Einheit"), ("2024-11-01", "Allerheiligen"),
        ("2024-12-25", "1. Weihnachtstag"), ("2024-12-26", "2. Weihnachtstag")]]})


# --- relative-time-formatter: unit choice + CLDR English patterns ("in {0} days", "{0} days ago", "yesterday") -------------
def rel(frm, to, numeric="always"):
    a, b = parse(frm).astimezone(UTC), parse(to).astimezone(UTC)
    sign = -1 if b < a else 1
    lo, hi = min(a, b), max(a, b)
    d = hi - lo
    secs = d.total_seconds()
    rd = relativedelta(hi.replace(tzinfo=None), lo.replace(tzinfo=None))
    if secs < 60: unit, n = "second", int(secs)
    elif secs < 3600: unit, n = "minute", int(secs // 60)
    elif secs < 86400: unit, n = "hour", int(secs // 3600)
    elif secs < 7 * 86400: unit, n = "day", int(secs // 86400)
    elif rd.years == 0 and rd.months == 0: unit, n = "week", int(secs // (7 * 86400))
    elif rd.years == 0: unit, n = "month", rd.months
    else: unit, n = "year", rd.years
    v = sign * n
    auto = {("day", -1): "yesterday", ("day", 1): "tomorrow", ("month", 1): "next month", ("year", -1): "last year", ("week", 1): "next week"}
    if numeric == "auto" and (unit, v) in auto:
        text = auto[(unit, v)]
    else:
        word = unit + ("" if n == 1 else "s")
        text = f"in {n} {word}" if sign > 0 else f"{n} {word} ago"
    return {"text": text, "value": v, "unit": unit}


for inp in [{"from": "2024-11-23T12:00:00Z", "to": "2024-11-26T18:00:00Z"},
            {"from": "2024-11-23T12:00:00Z", "to": "2024-09-01T00:00:00Z"},
            {"from": "2024-11-23T12:00:00Z", "to": "2024-11-22T09:00:00Z", "numeric": "auto"},
            {"from": "2024-11-23T12:00:00Z", "to": "2024-11-23T12:00:45+00:00"}]:
    example("relative-time-formatter", inp, rel(inp["from"], inp["to"], inp.get("numeric", "always")))


# --- epoch-converter: integer arithmetic on the epoch offsets ---------------------------------------------------------------
def epochs(ms):
    ft = (ms + 11644473600000) * 10000
    excel = ms / 86400000 + 25569
    return {"iso": instant_str(datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=ms)), "unixSeconds": ms / 1000,
            "unixMilliseconds": ms, "windowsFiletime": str(ft), "ldap": str(ft), "macAbsolute": ms / 1000 - 978307200,
            "dotnetTicks": str((ms + 62135596800000) * 10000), "excel": excel if excel >= 61 else None}


# Cross-checks: datetime(2001,1,1) is 978307200 s after 1970; 1601→1970 is 134774 days; 0001→1970 is 719162 days.
assert (datetime(2001, 1, 1) - datetime(1970, 1, 1)).total_seconds() == 978307200
assert (date(1970, 1, 1) - date(1601, 1, 1)).days * 86400000 == 11644473600000
assert (date(1970, 1, 1) - date(1, 1, 1)).days * 86400000 == 62135596800000
example("epoch-converter", {"value": 1700000000, "from": "unix-s"}, epochs(1700000000000))
example("epoch-converter", {"value": "133457472000000000", "from": "windows-filetime"}, epochs((133457472000000000 // 10000) - 11644473600000))
example("epoch-converter", {"value": "638400000000000000", "from": "dotnet-ticks"}, epochs(638400000000000000 // 10000 - 62135596800000))


# --- julian-day-converter: toordinal() + 1721424.5 + day fraction ---------------------------------------------------------------
def jd_of(dt):
    dt = dt.astimezone(UTC)
    frac = (dt.hour * 3600 + dt.minute * 60 + dt.second) / 86400
    jd = dt.toordinal() + 1721424.5 + frac
    return jd


x = datetime(2000, 1, 1, 12, tzinfo=UTC)
assert jd_of(x) == 2451545.0  # plan §6: J2000.0
example("julian-day-converter", {"dateTime": "2000-01-01T12:00:00Z"}, {"julianDay": jd_of(x), "modifiedJulianDay": jd_of(x) - 2400000.5, "dateTime": "2000-01-01T12:00:00Z"})
# MJD 60000 = 2023-02-25T00:00Z (MJD 0 = 1858-11-17).
assert date(1858, 11, 17) + timedelta(60000) == date(2023, 2, 25)
example("julian-day-converter", {"modifiedJulianDay": 60000}, {"julianDay": 2460000.5, "modifiedJulianDay": 60000, "dateTime": "2023-02-25T00:00:00Z"})
x = datetime(2024, 11, 23, 18, tzinfo=UTC)
example("julian-day-converter", {"dateTime": "2024-11-23T19:00:00+01:00"}, {"julianDay": jd_of(x), "modifiedJulianDay": jd_of(x) - 2400000.5, "dateTime": "2024-11-23T18:00:00Z"})


# --- calendar-converter: published reference dates ---------------------------------------------------------------------------------
# Nowruz 2024-03-20 = 1 Farvardin 1403 (Iranian calendar centre); Rosh Hashanah 5785 = 2024-10-03 (1 Tishri);
# 1 Ramadan 1445 (Umm al-Qura, Saudi Arabia) = 2024-03-11; Reiwa era began 2019-05-01 (Reiwa 1); Chinese New Year
# (first month, day 1) 2024 = 2024-02-10. Formatted strings are Node 20's ICU 78 (CLDR) output, pinned.
example("calendar-converter", {"date": "2024-03-20", "calendar": "persian"},
        {"year": 1403, "month": 1, "monthName": "Farvardin", "day": 1, "era": "AP", "formatted": "Farvardin 1, 1403 AP"})
example("calendar-converter", {"date": "2024-10-03", "calendar": "hebrew"},
        {"year": 5785, "month": 1, "monthName": "Tishri", "day": 1, "era": "AM", "formatted": "1 Tishri 5785"})
example("calendar-converter", {"date": "2024-03-11", "calendar": "islamic-umalqura"},
        {"year": 1445, "month": 9, "monthName": "Ramadan", "day": 1, "era": "AH", "formatted": "Ramadan 1, 1445 AH"})
example("calendar-converter", {"date": "2019-05-01", "calendar": "japanese"},
        {"year": 1, "month": 5, "monthName": "May", "day": 1, "era": "Reiwa", "formatted": "May 1, 1 Reiwa"})
example("calendar-converter", {"date": "2024-02-10", "calendar": "chinese"},
        {"year": 2024, "month": 1, "monthName": "First Month", "day": 1, "era": None, "formatted": "First Month 1, 2024(jia-chen)"})


# --- fiscal-period-calculator: month arithmetic ---------------------------------------------------------------------------------------
def fiscal(d, start, naming="end-year"):
    x = date.fromisoformat(d)
    sy = x.year if x.month >= start else x.year - 1
    fm = (x.month - start) % 12 + 1
    fq = (fm - 1) // 3 + 1
    ys = date(sy, start, 1)
    qs = ys + relativedelta(months=3 * (fq - 1))
    return {"fiscalYear": sy if naming == "start-year" or start == 1 else sy + 1, "fiscalQuarter": fq, "fiscalMonth": fm,
            "periodStart": ys.isoformat(), "periodEnd": (ys + relativedelta(years=1) - timedelta(1)).isoformat(),
            "quarterStart": qs.isoformat(), "quarterEnd": (qs + relativedelta(months=3) - timedelta(1)).isoformat()}


example("fiscal-period-calculator", {"date": "2024-11-23", "fiscalYearStartMonth": 10}, fiscal("2024-11-23", 10))  # US federal FY2025 Q1
example("fiscal-period-calculator", {"date": "2024-11-23", "fiscalYearStartMonth": 4, "naming": "start-year"}, fiscal("2024-11-23", 4, "start-year"))
example("fiscal-period-calculator", {"date": "2025-02-28", "fiscalYearStartMonth": 7}, fiscal("2025-02-28", 7))



# --- meeting-planner: zoneinfo loop over the UTC hours of the day -------------------------------------------------------------
def meeting(d, zones, workStart="09:00", workEnd="17:00"):
    ws, we = (int(t[:2]) * 60 + int(t[3:]) for t in (workStart, workEnd))
    slots = []
    for h in range(24):
        a = datetime.combine(date.fromisoformat(d), time(h), UTC)
        b = a + timedelta(hours=1)
        local, ok = {}, True
        for zn in zones:
            la, lb = a.astimezone(ZoneInfo(zn)), b.astimezone(ZoneInfo(zn))
            start_min = la.hour * 60 + la.minute
            end_min = start_min + int((lb.replace(tzinfo=None) - la.replace(tzinfo=None)).total_seconds() // 60)
            local[zn] = instant_str(la)
            ok = ok and start_min >= ws and end_min <= we
        if ok:
            slots.append({"utcStart": instant_str(a), "utcEnd": instant_str(b), "local": local})
    return {"slots": slots}


example("meeting-planner", {"date": "2024-06-12", "zones": ["America/New_York", "Europe/London"]},
        meeting("2024-06-12", ["America/New_York", "Europe/London"]))
example("meeting-planner", {"date": "2024-06-12", "zones": ["Europe/Berlin", "Asia/Kolkata"]},
        meeting("2024-06-12", ["Europe/Berlin", "Asia/Kolkata"]))
example("meeting-planner", {"date": "2024-11-20", "zones": ["America/Los_Angeles", "Europe/Berlin"], "workStart": "08:00", "workEnd": "18:00"},
        meeting("2024-11-20", ["America/Los_Angeles", "Europe/Berlin"], "08:00", "18:00"))
example("meeting-planner", {"date": "2024-11-20", "zones": ["America/Los_Angeles", "Asia/Tokyo", "Europe/Berlin"]},
        meeting("2024-11-20", ["America/Los_Angeles", "Asia/Tokyo", "Europe/Berlin"]))

slugs = sys.argv[1:] or list(out)
print(json.dumps({s: out[s] for s in slugs}, ensure_ascii=False, indent=2))
