# Reference values for the examples of the astronomy tools of TOOLS-PLAN-2 (sunrise-sunset, moon-phase), computed
# independently of astronomy-engine, which the tools use:
#   - sunrise-sunset: the NOAA Solar Calculator equations (Meeus, Astronomical Algorithms ch. 25 low-accuracy Sun:
#     declination and equation of time at the instant, hour angle from true solar time, geometric elevation), events
#     as the roots of elevation - h (h = -50' for sunrise/sunset, -6, -12, -18 degrees for the twilights) found by a
#     20-second scan of the local day and bisection, solar noon by NOAA's iterated formula 720 - 4 lon - EoT;
#   - moon-phase: Meeus ch. 49 (true phases: mean phase plus periodic and planetary corrections) for the new and full
#     moons; Meeus ch. 47 (the Moon's apparent longitude, latitude and distance, tables 47.A/47.B) with the ch. 25 Sun
#     for the phase (Moon minus Sun apparent longitude) and ch. 48 (k = (1 + cos i) / 2) for the illuminated fraction;
#     Delta T from the Espenak-Meeus (NASA 2004) polynomials.
# Usage: python3 test/reference/astronomy_plan2.py [sunrise-sunset | moon-phase | grid-sun | grid-moon …]
#   prints the examples as TypeScript object literals (pasted as the tools' `examples`) and, for grid-*, the rows
#   pasted into test/tools/astronomy-plan2.test.ts (times to the second, checked there within one minute).
# Needs: Python 3.9+ (zoneinfo with the system tz database) and NumPy (the pyenv python3 has it).
# The oracle differs from astronomy-engine (VSOP87 / its lunar theory, topocentric) by seconds: measured over random
# places and dates 1900-2100, event times within 5 s below 60° latitude (near the poles grazing events drift by
# minutes, so the grid leaves those out), new and full moons within 18 s, the phase within 0.011° and the illumination
# within 0.01 %. So every example ASSERTS that each time is at least 20 s from its rounding boundary (hh:mm:30), the
# day length 20 s from a half minute, the phase and illumination 0.02 from theirs (rounded to 0.1), the age 0.001 day
# (86 s) from its (0.01), before rounding half up; the example dates were searched for where all of that holds.
# Phases are those of apparent longitudes (the Sun with aberration), as Meeus and USNO define them and as the tool
# computes them; astronomy-engine's MoonPhase takes the Sun without aberration, which the tool does not use.
import json
import math
import sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import numpy as np

RAD = math.pi / 180
UNIX_JD = 2440587.5
SUNRISE_ALT = -50 / 60  # 34' refraction + 16' semi-diameter, Sun's centre
ALTITUDES = {"sunrise": SUNRISE_ALT, "civil": -6.0, "nautical": -12.0, "astronomical": -18.0}
MARGIN_S = 20.0


# --- Sun: NOAA Solar Calculator (Meeus ch. 25) ----------------------------------------------------------------------
def sun(jd):
    """Apparent longitude, declination (deg), equation of time (min), distance (AU); works on NumPy arrays."""
    t = (jd - 2451545.0) / 36525
    l0 = np.mod(280.46646 + t * (36000.76983 + t * 0.0003032), 360)
    m = 357.52911 + t * (35999.05029 - 0.0001537 * t)
    e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
    mr = m * RAD
    c = (np.sin(mr) * (1.914602 - t * (0.004817 + 0.000014 * t)) + np.sin(2 * mr) * (0.019993 - 0.000101 * t)
         + np.sin(3 * mr) * 0.000289)
    true_long = l0 + c
    r = 1.000001018 * (1 - e * e) / (1 + e * np.cos((m + c) * RAD))
    omega = (125.04 - 1934.136 * t) * RAD
    app_long = true_long - 0.00569 - 0.00478 * np.sin(omega)
    eps0 = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
    eps = eps0 + 0.00256 * np.cos(omega)
    decl = np.arcsin(np.sin(eps * RAD) * np.sin(app_long * RAD)) / RAD
    y = np.tan(eps * RAD / 2) ** 2
    l0r = l0 * RAD
    eot = 4 / RAD * (y * np.sin(2 * l0r) - 2 * e * np.sin(mr) + 4 * e * y * np.sin(mr) * np.cos(2 * l0r)
                     - 0.5 * y * y * np.sin(4 * l0r) - 1.25 * e * e * np.sin(2 * mr))
    return app_long, decl, eot, r


def elevation(unix, lat, lon):
    """Geometric elevation of the Sun's centre (deg) at Unix seconds (NOAA spreadsheet columns, UTC)."""
    jd = UNIX_JD + unix / 86400
    _, decl, eot, _ = sun(jd)
    minutes = np.mod(unix, 86400) / 60
    tst = np.mod(minutes + eot + 4 * lon, 1440)
    ha = tst / 4 - 180
    cosz = np.sin(lat * RAD) * np.sin(decl * RAD) + np.cos(lat * RAD) * np.cos(decl * RAD) * np.cos(ha * RAD)
    return 90 - np.arccos(np.clip(cosz, -1, 1)) / RAD


def solar_noons(lat, lon, start, end):
    """NOAA solar noon (UTC minutes 720 - 4 lon - EoT, iterated at the noon itself) inside [start, end)."""
    noons = []
    day0 = math.floor(start / 86400) - 1
    for day in range(day0, day0 + 4):
        t = day * 86400 + (720 - 4 * lon) * 60
        for _ in range(5):
            eot = float(sun(UNIX_JD + t / 86400)[2])
            t = day * 86400 + (720 - 4 * lon - eot) * 60
        if start <= t < end:
            noons.append(t)
    return sorted(noons)


def day_samples(lat, lon, start, end):
    """Elevations every 20 s from start to past end (one evaluation shared by the four altitudes)."""
    n = int(math.ceil((end - start) / 20))
    ts = np.linspace(start, start + n * 20, n + 1)
    return ts, elevation(ts, lat, lon)


def crossings(lat, lon, start, end, alt, samples):
    """(time, +1 rising | -1 setting) of every crossing of elevation = alt in [start, end), to 1 ms."""
    ts, elev = samples
    f = elev - alt
    found = []
    for i in np.nonzero(np.sign(f[:-1]) != np.sign(f[1:]))[0]:
        a, b, fa = float(ts[i]), float(ts[i + 1]), float(f[i])
        while b - a > 0.001:
            mid = (a + b) / 2
            fm = float(elevation(mid, lat, lon)) - alt
            if (fm > 0) == (fa > 0):
                a, fa = mid, fm
            else:
                b = mid
        root = (a + b) / 2
        if start <= root < end:
            found.append((root, 1 if f[i] < 0 else -1))
    return found, float(f[0]) > 0


def local_day(day, zone):
    """Unix seconds of local midnight of `day` and of the next day (a skipped midnight moves forward, fold=0)."""
    z = ZoneInfo(zone)
    y, m, d = map(int, day.split("-"))
    a = datetime(y, m, d, tzinfo=z)
    b = a.replace(tzinfo=None) + timedelta(days=1)
    return a.timestamp(), b.replace(tzinfo=z).timestamp()


def wall(unix, zone):
    """(naive local wall time, offset) of an instant."""
    utc = datetime(1970, 1, 1, tzinfo=timezone.utc) + timedelta(seconds=unix)
    offset = utc.astimezone(ZoneInfo(zone)).utcoffset()
    return (utc + offset).replace(tzinfo=None), offset


def fmt_offset(offset):
    s = int(offset.total_seconds())
    sign = "-" if s < 0 else "+"
    s = abs(s)
    return f"{sign}{s // 3600:02d}:{s // 60 % 60:02d}" + (f":{s % 60:02d}" if s % 60 else "")


def minute(unix, zone, check=True):
    """Local yyyy-MM-ddTHH:mm±HH:MM rounded half up to the minute; asserts the 20 s margin."""
    w, offset = wall(unix, zone)
    sec = w.second + w.microsecond / 1e6
    if check:
        assert abs(sec - 30) >= MARGIN_S, f"{w} ({zone}) is within {MARGIN_S} s of a rounding boundary"
    w = w.replace(second=0, microsecond=0) + timedelta(minutes=1 if sec >= 30 else 0)
    return f"{w:%Y-%m-%dT%H:%M}{fmt_offset(offset)}"


def second(unix, zone):
    w, offset = wall(unix, zone)
    w = w.replace(microsecond=0) + timedelta(seconds=1 if w.microsecond >= 500000 else 0)
    return f"{w:%Y-%m-%dT%H:%M:%S}{fmt_offset(offset)}"


def sun_day(lat, lon, day, zone):
    """Unrounded events (Unix seconds or None) of a local day, first rise / last set of each altitude."""
    start, end = local_day(day, zone)
    ev = {}
    up_seconds = None
    samples = day_samples(lat, lon, start, end)
    for name, alt in ALTITUDES.items():
        found, up_at_start = crossings(lat, lon, start, end, alt, samples)
        rises = [t for t, d in found if d > 0]
        sets = [t for t, d in found if d < 0]
        ev[name] = (rises[0] if rises else None, sets[-1] if sets else None)
        if name == "sunrise":
            up, since, total = up_at_start, start, 0.0
            for t, d in found:
                if up:
                    total += t - since
                up, since = d > 0, t
            if up:
                total += end - since
            up_seconds = total
            polar_day = not found and up_at_start
            polar_night = not found and not up_at_start
    noons = solar_noons(lat, lon, start, end)
    return {
        "sunrise": ev["sunrise"][0], "sunset": ev["sunrise"][1], "solarNoon": noons[0] if noons else None,
        "civilDawn": ev["civil"][0], "civilDusk": ev["civil"][1],
        "nauticalDawn": ev["nautical"][0], "nauticalDusk": ev["nautical"][1],
        "astronomicalDawn": ev["astronomical"][0], "astronomicalDusk": ev["astronomical"][1],
        "daySeconds": up_seconds, "polarDay": polar_day, "polarNight": polar_night,
    }


TIME_FIELDS = ["sunrise", "sunset", "solarNoon", "civilDawn", "civilDusk", "nauticalDawn", "nauticalDusk",
               "astronomicalDawn", "astronomicalDusk"]


def sunrise_example(lat, lon, day, zone):
    raw = sun_day(lat, lon, day, zone)
    result = {k: None if raw[k] is None else minute(raw[k], zone) for k in TIME_FIELDS}
    minutes = raw["daySeconds"] / 60
    assert abs(minutes - math.floor(minutes) - 0.5) >= MARGIN_S / 60, f"day length {minutes} min near a boundary"
    result["dayLengthMinutes"] = math.floor(minutes + 0.5)
    result["polarDay"] = raw["polarDay"]
    result["polarNight"] = raw["polarNight"]
    return {"inputs": {"latitude": lat, "longitude": lon, "date": day, "zone": zone}, "result": result}


def sunrise_grid_row(lat, lon, day, zone):
    raw = sun_day(lat, lon, day, zone)
    row = [lat, lon, day, zone] + [None if raw[k] is None else second(raw[k], zone) for k in TIME_FIELDS]
    return row + [round(raw["daySeconds"] / 60, 2), raw["polarDay"], raw["polarNight"]]


# --- Delta T (Espenak & Meeus, NASA 2004 polynomials, 1900-2150) ---------------------------------------------------
def delta_t(jd):
    y = 2000 + (jd - 2451545.0) / 365.25
    if y < 1920:
        u = y - 1900
        return -2.79 + 1.494119 * u - 0.0598939 * u ** 2 + 0.0061966 * u ** 3 - 0.000197 * u ** 4
    if y < 1941:
        u = y - 1920
        return 21.20 + 0.84493 * u - 0.076100 * u ** 2 + 0.0020936 * u ** 3
    if y < 1961:
        u = y - 1950
        return 29.07 + 0.407 * u - u ** 2 / 233 + u ** 3 / 2547
    if y < 1986:
        u = y - 1975
        return 45.45 + 1.067 * u - u ** 2 / 260 - u ** 3 / 718
    if y < 2005:
        u = y - 2000
        return 63.86 + 0.3345 * u - 0.060374 * u ** 2 + 0.0017275 * u ** 3 + 0.000651814 * u ** 4 + 0.00002373599 * u ** 5
    if y < 2050:
        u = y - 2000
        return 62.92 + 0.32217 * u + 0.005589 * u ** 2
    return -20 + 32 * ((y - 1820) / 100) ** 2 - 0.5628 * (2150 - y)


# --- Moon: Meeus ch. 47 ----------------------------------------------------------------------------------------------
# D, M, M', F, Σl (1e-6 deg), Σr (1e-3 km)
TABLE_47A = [
    (0, 0, 1, 0, 6288774, -20905355), (2, 0, -1, 0, 1274027, -3699111), (2, 0, 0, 0, 658314, -2955968),
    (0, 0, 2, 0, 213618, -569925), (0, 1, 0, 0, -185116, 48888), (0, 0, 0, 2, -114332, -3149),
    (2, 0, -2, 0, 58793, 246158), (2, -1, -1, 0, 57066, -152138), (2, 0, 1, 0, 53322, -170733),
    (2, -1, 0, 0, 45758, -204586), (0, 1, -1, 0, -40923, -129620), (1, 0, 0, 0, -34720, 108743),
    (0, 1, 1, 0, -30383, 104755), (2, 0, 0, -2, 15327, 10321), (0, 0, 1, 2, -12528, 0),
    (0, 0, 1, -2, 10980, 79661), (4, 0, -1, 0, 10675, -34782), (0, 0, 3, 0, 10034, -23210),
    (4, 0, -2, 0, 8548, -21636), (2, 1, -1, 0, -7888, 24208), (2, 1, 0, 0, -6766, 30824),
    (1, 0, -1, 0, -5163, -8379), (1, 1, 0, 0, 4987, -16675), (2, -1, 1, 0, 4036, -12831),
    (2, 0, 2, 0, 3994, -10445), (4, 0, 0, 0, 3861, -11650), (2, 0, -3, 0, 3665, 14403),
    (0, 1, -2, 0, -2689, -7003), (2, 0, -1, 2, -2602, 0), (2, -1, -2, 0, 2390, 10056),
    (1, 0, 1, 0, -2348, 6322), (2, -2, 0, 0, 2236, -9884), (0, 1, 2, 0, -2120, 5751),
    (0, 2, 0, 0, -2069, 0), (2, -2, -1, 0, 2048, -4950), (2, 0, 1, -2, -1773, 4130),
    (2, 0, 0, 2, -1595, 0), (4, -1, -1, 0, 1215, -3958), (0, 0, 2, 2, -1110, 0),
    (3, 0, -1, 0, -892, 3258), (2, 1, 1, 0, -810, 2616), (4, -1, -2, 0, 759, -1897),
    (0, 2, -1, 0, -713, -2117), (2, 2, -1, 0, -700, 2354), (2, 1, -2, 0, 691, 0),
    (2, -1, 0, -2, 596, 0), (4, 0, 1, 0, 549, -1423), (0, 0, 4, 0, 537, -1117),
    (4, -1, 0, 0, 520, -1571), (1, 0, -2, 0, -487, -1739), (2, 1, 0, -2, -399, 0),
    (0, 0, 2, -2, -381, -4421), (1, 1, 1, 0, 351, 0), (3, 0, -2, 0, -340, 0),
    (4, 0, -3, 0, 330, 0), (2, -1, 2, 0, 327, 0), (0, 2, 1, 0, -323, 1165),
    (1, 1, -1, 0, 299, 0), (2, 0, 3, 0, 294, 0), (2, 0, -1, -2, 0, 8752),
]
# D, M, M', F, Σb (1e-6 deg)
TABLE_47B = [
    (0, 0, 0, 1, 5128122), (0, 0, 1, 1, 280602), (0, 0, 1, -1, 277693), (2, 0, 0, -1, 173237),
    (2, 0, -1, 1, 55413), (2, 0, -1, -1, 46271), (2, 0, 0, 1, 32573), (0, 0, 2, 1, 17198),
    (2, 0, 1, -1, 9266), (0, 0, 2, -1, 8822), (2, -1, 0, -1, 8216), (2, 0, -2, -1, 4324),
    (2, 0, 1, 1, 4200), (2, 1, 0, -1, -3359), (2, -1, -1, 1, 2463), (2, -1, 0, 1, 2211),
    (2, -1, -1, -1, 2065), (0, 1, -1, -1, -1870), (4, 0, -1, -1, 1828), (0, 1, 0, 1, -1794),
    (0, 0, 0, 3, -1749), (0, 1, -1, 1, -1565), (1, 0, 0, 1, -1491), (0, 1, 1, 1, -1475),
    (0, 1, 1, -1, -1410), (0, 1, 0, -1, -1344), (1, 0, 0, -1, -1335), (0, 0, 3, 1, 1107),
    (4, 0, 0, -1, 1021), (4, 0, -1, 1, 833), (0, 0, 1, -3, 777), (4, 0, -2, 1, 671),
    (2, 0, 0, -3, 607), (2, 0, 2, -1, 596), (2, -1, 1, -1, 491), (2, 0, -2, 1, -451),
    (0, 0, 3, -1, 439), (2, 0, 2, 1, 422), (2, 0, -3, -1, 421), (2, 1, -1, 1, -366),
    (2, 1, 0, 1, -351), (4, 0, 0, 1, 331), (2, -1, 1, 1, 315), (2, -2, 0, -1, 302),
    (0, 0, 1, 3, -283), (2, 1, 1, -1, -229), (1, 1, 0, -1, 223), (1, 1, 0, 1, 223),
    (0, 1, -2, -1, -220), (2, 1, -1, -1, -220), (1, 0, 1, 1, -185), (2, -1, -2, -1, 181),
    (0, 1, 2, 1, -177), (4, 0, -2, -1, 176), (4, -1, -1, -1, 166), (1, 0, 1, -1, -164),
    (4, 0, 1, -1, 132), (1, 0, -1, -1, -119), (4, -1, 0, -1, 115), (2, -2, 0, 1, 107),
]


def moon(jde):
    """Geometric longitude and latitude (deg, mean equinox of date) and distance (km) of the Moon, Meeus ch. 47."""
    t = (jde - 2451545.0) / 36525
    lp = 218.3164477 + 481267.88123421 * t - 0.0015786 * t ** 2 + t ** 3 / 538841 - t ** 4 / 65194000
    d = 297.8501921 + 445267.1114034 * t - 0.0018819 * t ** 2 + t ** 3 / 545868 - t ** 4 / 113065000
    m = 357.5291092 + 35999.0502909 * t - 0.0001536 * t ** 2 + t ** 3 / 24490000
    mp = 134.9633964 + 477198.8675055 * t + 0.0087414 * t ** 2 + t ** 3 / 69699 - t ** 4 / 14712000
    f = 93.2720950 + 483202.0175233 * t - 0.0036539 * t ** 2 - t ** 3 / 3526000 + t ** 4 / 863310000
    a1, a2, a3 = 119.75 + 131.849 * t, 53.09 + 479264.290 * t, 313.45 + 481266.484 * t
    e = 1 - 0.002516 * t - 0.0000074 * t ** 2
    sl = sr = sb = 0.0
    for cd, cm, cmp, cf, kl, kr in TABLE_47A:
        arg = (cd * d + cm * m + cmp * mp + cf * f) * RAD
        w = e ** abs(cm)
        sl += kl * w * math.sin(arg)
        sr += kr * w * math.cos(arg)
    for cd, cm, cmp, cf, kb in TABLE_47B:
        sb += kb * e ** abs(cm) * math.sin((cd * d + cm * m + cmp * mp + cf * f) * RAD)
    sl += 3958 * math.sin(a1 * RAD) + 1962 * math.sin((lp - f) * RAD) + 318 * math.sin(a2 * RAD)
    sb += (-2235 * math.sin(lp * RAD) + 382 * math.sin(a3 * RAD) + 175 * math.sin((a1 - f) * RAD)
           + 175 * math.sin((a1 + f) * RAD) + 127 * math.sin((lp - mp) * RAD) - 115 * math.sin((lp + mp) * RAD))
    return (lp + sl / 1e6) % 360, sb / 1e6, 385000.56 + sr / 1000


def moon_state(unix):
    """Phase (Moon minus Sun apparent longitude, 0-360), phase angle i and illuminated fraction k (ch. 48)."""
    jd = UNIX_JD + unix / 86400
    jde = jd + delta_t(jd) / 86400
    lam, beta, dist = moon(jde)
    t = (jde - 2451545.0) / 36525
    lam += -0.00478 * math.sin((125.04 - 1934.136 * t) * RAD)  # nutation in longitude, as in the Sun's apparent longitude
    sun_lon, _, _, r_au = (float(x) for x in sun(jde))
    phase = (lam - sun_lon) % 360
    psi = math.acos(math.cos(beta * RAD) * math.cos((lam - sun_lon) * RAD))
    r = r_au * 149597870.7
    i = math.atan2(r * math.sin(psi), dist - r * math.cos(psi))
    return phase, (1 + math.cos(i)) / 2


# --- Meeus ch. 49: true new and full moons ---------------------------------------------------------------------------
NEW = [(-0.40720, 0, 0, 1, 0, 0), (0.17241, 1, 1, 0, 0, 0), (0.01608, 0, 0, 2, 0, 0), (0.01039, 0, 0, 0, 2, 0),
       (0.00739, 1, -1, 1, 0, 0), (-0.00514, 1, 1, 1, 0, 0), (0.00208, 2, 2, 0, 0, 0), (-0.00111, 0, 0, 1, -2, 0),
       (-0.00057, 0, 0, 1, 2, 0), (0.00056, 1, 1, 2, 0, 0), (-0.00042, 0, 0, 3, 0, 0), (0.00042, 1, 1, 0, 2, 0),
       (0.00038, 1, 1, 0, -2, 0), (-0.00024, 1, -1, 2, 0, 0), (-0.00017, 0, 0, 0, 0, 1), (-0.00007, 0, 2, 1, 0, 0),
       (0.00004, 0, 0, 2, -2, 0), (0.00004, 0, 3, 0, 0, 0), (0.00003, 0, 1, 1, -2, 0), (0.00003, 0, 0, 2, 2, 0),
       (-0.00003, 0, 1, 1, 2, 0), (0.00003, 0, -1, 1, 2, 0), (-0.00002, 0, -1, 1, -2, 0), (-0.00002, 0, 1, 3, 0, 0),
       (0.00002, 0, 0, 4, 0, 0)]
# coefficient, power of E, multiples of M, M', F, Ω (the full moon differs in the first seven coefficients)
FULL = [(-0.40614,) + NEW[0][1:], (0.17302,) + NEW[1][1:], (0.01614,) + NEW[2][1:], (0.01043,) + NEW[3][1:],
        (0.00734,) + NEW[4][1:], (-0.00515,) + NEW[5][1:], (0.00209,) + NEW[6][1:]] + NEW[7:]
PLANETARY = [(0.000325, 299.77, 0.107408), (0.000165, 251.88, 0.016321), (0.000164, 251.83, 26.651886),
             (0.000126, 349.42, 36.412478), (0.000110, 84.66, 18.206239), (0.000062, 141.74, 53.303771),
             (0.000060, 207.14, 2.453732), (0.000056, 154.84, 7.306860), (0.000047, 34.52, 27.261239),
             (0.000042, 207.19, 0.121824), (0.000040, 291.34, 1.844379), (0.000037, 161.72, 24.198154),
             (0.000035, 239.56, 25.513099), (0.000023, 331.55, 3.592518)]


def phase_jde(k):
    """JDE of the true new moon (integer k) or full moon (k + 0.5), Meeus ch. 49."""
    t = k / 1236.85
    jde = 2451550.09766 + 29.530588861 * k + 0.00015437 * t ** 2 - 0.000000150 * t ** 3 + 0.00000000073 * t ** 4
    e = 1 - 0.002516 * t - 0.0000074 * t ** 2
    m = 2.5534 + 29.10535670 * k - 0.0000014 * t ** 2 - 0.00000011 * t ** 3
    mp = 201.5643 + 385.81693528 * k + 0.0107582 * t ** 2 + 0.00001238 * t ** 3 - 0.000000058 * t ** 4
    f = 160.7108 + 390.67050284 * k - 0.0016118 * t ** 2 - 0.00000227 * t ** 3 + 0.000000011 * t ** 4
    om = 124.7746 - 1.56375588 * k + 0.0020672 * t ** 2 + 0.00000215 * t ** 3
    terms = NEW if k == math.floor(k) else FULL
    for c, pe, cm, cmp, cf, co in terms:
        jde += c * e ** pe * math.sin((cm * m + cmp * mp + cf * f + co * om) * RAD)
    a1 = 299.77 + 0.107408 * k - 0.009173 * t ** 2
    for i, (c, a0, rate) in enumerate(PLANETARY):
        jde += c * math.sin(((a1 if i == 0 else a0 + rate * k)) * RAD)
    return jde


def phase_unix(k):
    jde = phase_jde(k)
    jd = jde - delta_t(jde) / 86400
    return (jd - UNIX_JD) * 86400


def utc_minute(unix):
    w = datetime(1970, 1, 1) + timedelta(seconds=unix)
    sec = w.second + w.microsecond / 1e6
    assert abs(sec - 30) >= MARGIN_S, f"{w} UTC is within {MARGIN_S} s of a rounding boundary"
    w = w.replace(second=0, microsecond=0) + timedelta(minutes=1 if sec >= 30 else 0)
    return f"{w:%Y-%m-%dT%H:%M}Z"


def utc_second(unix):
    w = datetime(1970, 1, 1) + timedelta(seconds=round(unix))
    return f"{w:%Y-%m-%dT%H:%M:%S}Z"


def half_up(x, places, margin):
    """Rounds half up at `places` decimals, asserting x is at least `margin` away from the half-way point."""
    scaled = x * 10 ** places
    frac = scaled - math.floor(scaled)
    assert abs(frac - 0.5) * 10 ** -places >= margin, f"{x} is within {margin} of a rounding boundary"
    return math.floor(scaled + 0.5) / 10 ** places


NAMES = ["new-moon", "waxing-crescent", "first-quarter", "waxing-gibbous", "full-moon", "waning-gibbous",
         "last-quarter", "waning-crescent"]


def moon_raw(at):
    unix = datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp()
    k0 = math.floor((unix / 86400 + UNIX_JD - 2451550.1) / 29.530588861)
    news = [phase_unix(k) for k in range(k0 - 2, k0 + 3)]
    fulls = [phase_unix(k + 0.5) for k in range(k0 - 2, k0 + 3)]
    prev_new = max(t for t in news if t <= unix)
    next_new = min(t for t in news if t > unix)
    next_full = min(t for t in fulls if t > unix)
    phase, k = moon_state(unix)
    return unix, phase, k, prev_new, next_new, next_full


def moon_example(at):
    unix, phase, k, prev_new, next_new, next_full = moon_raw(at)
    # the phase name's bins end at odd multiples of 22.5 degrees: stay clear of them
    assert min(abs((phase - 22.5) % 45), 45 - abs((phase - 22.5) % 45)) >= 0.05, "phase too close to a bin edge"
    return {"inputs": {"at": at}, "result": {
        "phaseName": NAMES[int(((phase + 22.5) % 360) // 45)],
        "illuminationPercent": half_up(k * 100, 1, 0.02),
        "ageDays": half_up((unix - prev_new) / 86400, 2, 0.001),
        "phaseAngleDegrees": half_up(phase, 1, 0.02) % 360,
        "previousNewMoon": utc_minute(prev_new),
        "nextNewMoon": utc_minute(next_new),
        "nextFullMoon": utc_minute(next_full),
    }}


def moon_grid_row(at):
    unix, phase, k, prev_new, next_new, next_full = moon_raw(at)
    return [at, round(phase, 4), round(k * 100, 4), round((unix - prev_new) / 86400, 5),
            utc_second(prev_new), utc_second(next_new), utc_second(next_full)]


# --- Self-checks against Meeus' worked examples ----------------------------------------------------------------------
# Example 25.a, 1992 Oct 13.0 TD: apparent longitude 199.90895, declination -7.78507, R = 0.99766 AU.
_lon, _dec, _, _r = (float(x) for x in sun(2448908.5))
assert abs(_lon - 199.90895) < 2e-5 and abs(_dec - -7.78507) < 2e-5 and abs(_r - 0.99766) < 1e-5, (_lon, _dec, _r)
# Example 47.a, 1992 April 12.0 TD: λ = 133.162655, β = -3.229126, Δ = 368409.7 km.
_lam, _beta, _dist = moon(2448724.5)
assert abs(_lam - 133.162655) < 2e-6 and abs(_beta - -3.229126) < 2e-6 and abs(_dist - 368409.7) < 0.1, (_lam, _beta, _dist)
# Example 49.a: the new moon of 1977 February, k = -283, JDE 2443192.65118.
assert abs(phase_jde(-283) - 2443192.65118) < 2e-5, phase_jde(-283)
# Ch. 47 against ch. 49: at every new and full moon of 2024 by ch. 49, the ch. 47 phase is 0 or 180 within 0.01°.
for _k in range(300, 314):
    for _target, _kk in ((0, _k), (180, _k + 0.5)):
        _p = moon_state(phase_unix(_kk))[0]
        assert min(abs(_p - _target) % 360, 360 - abs(_p - _target) % 360) < 0.01, (_kk, _p)

# --- Examples ----------------------------------------------------------------------------------------------------------
def examples():
    out = {}
    out["sunrise-sunset"] = [
        sunrise_example(40.7128, -74.006, "1977-06-07", "America/New_York"),  # New York, daylight saving time
        sunrise_example(-22.9068, -43.1729, "2014-05-16", "America/Sao_Paulo"),  # Rio de Janeiro, southern late autumn
        sunrise_example(51.5074, -0.1278, "2075-02-02", "Europe/London"),  # London, offset +00:00
        sunrise_example(69.6492, 18.9553, "2024-06-21", "Europe/Oslo"),  # Tromsø: midnight sun
        sunrise_example(69.6492, 18.9553, "2003-12-15", "Europe/Oslo"),  # Tromsø: polar night, twilights only
        sunrise_example(78.2232, 15.6267, "2003-04-18", "Arctic/Longyearbyen"),  # Longyearbyen: sets after midnight
    ]
    out["moon-phase"] = [
        moon_example("1987-10-23T14:00:00-04:00"),
        moon_example("2026-09-17T19:00:00Z"),
        moon_example("2000-10-12T20:30:00+05:30"),
        moon_example("2026-02-15T20:00:00+09:00"),
    ]
    return out


SUN_GRID = [(lat, lon, day, zone) for lat, lon, zone in [
    (40.7128, -74.006, "America/New_York"), (-33.8688, 151.2093, "Australia/Sydney"), (35.6762, 139.6503, "Asia/Tokyo"),
    (28.6139, 77.209, "Asia/Kolkata"), (-0.1807, -78.4678, "America/Guayaquil"), (64.1466, -21.9426, "Atlantic/Reykjavik"),
    (69.6492, 18.9553, "Europe/Oslo"), (-77.846, 166.676, "Antarctica/McMurdo"), (90.0, 0.0, "UTC"), (-90.0, 0.0, "UTC"),
] for day in ["1900-01-01", "1969-07-20", "2024-03-20", "2024-06-21", "2024-09-22", "2024-12-21", "2100-12-31"]]
SUN_GRID += [(-33.4489, -70.6693, "2024-09-08", "America/Santiago"), (69.6492, 18.9553, "2024-05-18", "Europe/Oslo"),
             (69.6492, 18.9553, "2024-05-19", "Europe/Oslo"), (69.6492, 18.9553, "2024-07-25", "Europe/Oslo"),
             (69.6492, 18.9553, "2024-11-27", "Europe/Oslo"), (64.1466, -21.9426, "2024-07-20", "Atlantic/Reykjavik"),
             (51.5074, -0.1278, "2024-10-27", "Europe/London"), (1.3521, 103.8198, "2024-02-29", "Asia/Singapore"),
             (64.1466, -21.9426, "2024-06-28", "Atlantic/Reykjavik"), (0.0, 112.0, "2024-03-10", "America/New_York"),
             (-33.9249, 18.4241, "2044-09-01", "Africa/Johannesburg")]
MOON_GRID = ["1900-01-01T00:00:00Z", "1969-07-20T20:17:00Z", "2000-01-06T20:00:00Z", "2012-05-06T03:00:00Z",
             "2024-04-08T18:00:00Z", "2024-06-15T00:00:00+02:00", "2024-10-31T23:59:59Z", "2031-11-12T05:00:00Z",
             "2050-07-04T12:00:00-07:00", "2100-12-31T23:59:59Z"]

if __name__ == "__main__":
    out = examples()
    wanted = sys.argv[1:] or list(out)
    for slug in wanted:
        if slug == "grid-sun":
            for row in SUN_GRID:
                print(f"  {json.dumps(sunrise_grid_row(*row))},")
            continue
        if slug == "grid-moon":
            for at in MOON_GRID:
                print(f"  {json.dumps(moon_grid_row(at))},")
            continue
        print(f"// {slug}")
        for ex in out[slug]:
            print("    {")
            print(f"      inputs: {json.dumps(ex['inputs'])},")
            print(f"      result: {json.dumps(ex['result'])},")
            print("    },")
