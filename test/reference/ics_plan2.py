#!/usr/bin/python3
# Reference values for the examples of ics-event-generator (TOOLS-PLAN-2, dates row 5):
#   /usr/bin/python3 test/reference/ics_plan2.py
# Debian 12's python3 (3.11) with the Debian package python3-icalendar (4.0.3): `apt-get install python3-icalendar`;
# zones from the system tzdata through zoneinfo. It prints the JSON list of {inputs, result} pasted as `examples`.
#
# Written apart from the TypeScript code: RFC 5545 §3.3.11 TEXT escaping character by character, §3.1 folding on the
# UTF-8 octets (a cut that would land inside a character backs up to its lead octet), local times turned into UTC with
# zoneinfo (fold=0), and the default UID as the first 32 hex digits of the SHA-256 of the VEVENT's content lines after
# UID and DTSTAMP, CRLF-joined, plus "@ics-event-generator". Each file is then parsed back with
# icalendar.Calendar.from_ical and every field is checked to round-trip; every physical line is checked to be at most 75
# octets and valid UTF-8 on its own (icalendar 4.0.3 decodes line by line, so a split character would come back as
# U+FFFD). The links are built with urllib.parse.quote (safe="": every octet but A-Z a-z 0-9 - . _ ~ percent-encoded).
import hashlib
import json
import sys
from datetime import date, datetime, timedelta, timezone
from urllib.parse import quote
from zoneinfo import ZoneInfo

import icalendar

UTC = timezone.utc
PRODID = "-//tool-research-service//ics-event-generator//EN"


def escape(text):
    table = {"\\": "\\\\", ";": "\\;", ",": "\\,", "\n": "\\n"}
    return "".join(table.get(ch, ch) for ch in text)


def fold(line):
    data = line.encode("utf-8")
    chunks, limit = [], 75
    while len(data) > limit:
        cut = limit
        while data[cut] & 0xC0 == 0x80:  # a continuation octet: the character started earlier
            cut -= 1
        chunks.append(data[:cut])
        data, limit = data[cut:], 74  # continuation lines start with one space
    chunks.append(data)
    return b"\r\n ".join(chunks).decode("utf-8")


def basic(dt):
    return dt.strftime("%Y%m%dT%H%M%S")


def enc(value):
    return quote(value, safe="")


def generate(inp):
    title = inp["title"]
    location = inp.get("location")
    description = inp.get("description")
    if description is not None:
        description = description.replace("\r\n", "\n").replace("\r", "\n")
    url = inp.get("url")
    rrule = inp.get("rrule")
    if rrule is not None:
        rrule = rrule.upper().removeprefix("RRULE:")
        parts = rrule.split(";")
        rrule = ";".join([p for p in parts if p.startswith("FREQ=")] + [p for p in parts if not p.startswith("FREQ=")])
    all_day = "T" not in inp["start"]
    zone = inp.get("zone")
    if all_day:
        first = date.fromisoformat(inp["start"])
        last = date.fromisoformat(inp["end"]) if "end" in inp else first + timedelta(days=inp.get("durationMinutes", 1440) // 1440 - 1)
        end_excl = last + timedelta(days=1)
        start_val, end_val = first, end_excl
        dtstart = "DTSTART;VALUE=DATE:" + first.strftime("%Y%m%d")
        dtend = "DTEND;VALUE=DATE:" + end_excl.strftime("%Y%m%d")
        g_dates = (first.strftime("%Y%m%d"), end_excl.strftime("%Y%m%d"))
        o_dates = (first.isoformat(), end_excl.isoformat())
    elif zone is None:
        start = datetime.fromisoformat(inp["start"])
        end = datetime.fromisoformat(inp["end"]) if "end" in inp else start + timedelta(minutes=inp.get("durationMinutes", 60))
        start_val, end_val = start, end
        dtstart, dtend = "DTSTART:" + basic(start), "DTEND:" + basic(end)
        g_dates = (basic(start), basic(end))
        o_dates = (start.isoformat(), end.isoformat())
    else:
        tz = ZoneInfo(zone)
        start = datetime.fromisoformat(inp["start"]).replace(tzinfo=tz).astimezone(UTC)
        if "end" in inp:
            end = datetime.fromisoformat(inp["end"]).replace(tzinfo=tz).astimezone(UTC)
        else:
            end = start + timedelta(minutes=inp.get("durationMinutes", 60))
        start_val, end_val = start, end
        dtstart, dtend = "DTSTART:" + basic(start) + "Z", "DTEND:" + basic(end) + "Z"
        g_dates = (basic(start) + "Z", basic(end) + "Z")
        o_dates = (start.strftime("%Y-%m-%dT%H:%M:%SZ"), end.strftime("%Y-%m-%dT%H:%M:%SZ"))
    assert end_val > start_val
    stamp = datetime.fromisoformat(inp["at"]).astimezone(UTC)

    body = [dtstart, dtend, "SUMMARY:" + escape(title)]
    if location is not None:
        body.append("LOCATION:" + escape(location))
    if description is not None:
        body.append("DESCRIPTION:" + escape(description))
    if url is not None:
        body.append("URL:" + url)
    if rrule is not None:
        body.append("RRULE:" + rrule)
    alarm = inp.get("alarmMinutesBefore")
    if alarm is not None:
        body += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + escape(title), f"TRIGGER:-PT{alarm}M", "END:VALARM"]
    uid = inp.get("uid") or hashlib.sha256("\r\n".join(body).encode("utf-8")).hexdigest()[:32] + "@ics-event-generator"
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + PRODID, "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "BEGIN:VEVENT",
             "UID:" + escape(uid), "DTSTAMP:" + basic(stamp) + "Z", *body, "END:VEVENT", "END:VCALENDAR"]
    ics = "".join(fold(line) + "\r\n" for line in lines)

    # --- the file read back -----------------------------------------------------------------------------------------
    raw = ics.encode("utf-8")
    for physical in raw.split(b"\r\n")[:-1]:
        assert len(physical) <= 75, physical
        physical.decode("utf-8")  # raises if a character was split
    for text in (title, location or "", description or ""):
        assert "\\n" not in text.lower(), "icalendar 4.0.3 unescapes a literal backslash-n wrongly; keep it out of examples"
    cal = icalendar.Calendar.from_ical(raw)
    assert (str(cal["VERSION"]), str(cal["PRODID"]), str(cal["CALSCALE"]), str(cal["METHOD"])) == ("2.0", PRODID, "GREGORIAN", "PUBLISH")
    (event,) = cal.walk("VEVENT")
    assert str(event["UID"]) == uid
    assert event.decoded("DTSTAMP") == stamp.replace(microsecond=0)
    assert str(event["SUMMARY"]) == title
    assert event.decoded("DTSTART") == start_val and type(event.decoded("DTSTART")) is type(start_val)
    assert event.decoded("DTEND") == end_val and type(event.decoded("DTEND")) is type(end_val)
    if zone is not None:
        assert event.decoded("DTSTART").astimezone(ZoneInfo(zone)).replace(tzinfo=None) == datetime.fromisoformat(inp["start"])
    assert (str(event["LOCATION"]) if "LOCATION" in event else None) == location
    assert (str(event["DESCRIPTION"]) if "DESCRIPTION" in event else None) == description
    assert (str(event["URL"]) if "URL" in event else None) == url
    if rrule is None:
        assert "RRULE" not in event
    else:
        assert event["RRULE"] == icalendar.vRecur.from_ical(rrule)
    alarms = event.walk("VALARM")
    if alarm is None:
        assert alarms == []
    else:
        (a,) = alarms
        assert str(a["ACTION"]) == "DISPLAY" and str(a["DESCRIPTION"]) == title
        assert a.decoded("TRIGGER") == -timedelta(minutes=alarm)

    # --- links --------------------------------------------------------------------------------------------------------
    details = "\n\n".join(s for s in (description, url) if s is not None)
    g = [("text", enc(title)), ("dates", enc(g_dates[0]) + "/" + enc(g_dates[1]))]
    if details:
        g.append(("details", enc(details)))
    if location is not None:
        g.append(("location", enc(location)))
    if rrule is not None:
        g.append(("recur", enc("RRULE:" + rrule)))
    if zone is not None:
        g.append(("ctz", enc(zone)))
    google = "https://calendar.google.com/calendar/render?action=TEMPLATE" + "".join(f"&{k}={v}" for k, v in g)
    o = [("subject", enc(title)), ("startdt", enc(o_dates[0])), ("enddt", enc(o_dates[1]))]
    if details:
        o.append(("body", enc(details)))
    if location is not None:
        o.append(("location", enc(location)))
    o.append(("allday", "true" if all_day else "false"))
    outlook = "https://outlook.live.com/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent" + "".join(
        f"&{k}={v}" for k, v in o)
    return {"inputs": inp, "result": {"ics": ics, "googleCalendarUrl": google, "outlookUrl": outlook}}


def straddles(ics):
    """Whether some fold fell where a multi-octet character would have crossed the 75th octet."""
    physical = ics.encode("utf-8").split(b"\r\n")
    return any(len(a) < 75 and b.startswith(b" ") and b[1] >= 0xC0 for a, b in zip(physical, physical[1:]))


examples = [
    # Zoned timed event (New York, EDT) with alarm, location, description and URL.
    generate({
        "title": "Quarterly review: Q1 results, budget; hiring",
        "start": "2024-03-15T09:30",
        "durationMinutes": 90,
        "zone": "America/New_York",
        "location": "Room 4B, 200 Park Ave, New York",
        "description": "Agenda:\n1. Results\n2. Budget; hiring plan\nDial-in: +1 555 0100, PIN 4242",
        "url": "https://example.com/meetings/q1?id=42&lang=en",
        "alarmMinutesBefore": 15,
        "at": "2024-03-01T12:00:00Z",
    }),
    # Floating event with a long UTF-8 description whose accents and emoji straddle 75-octet folds.
    generate({
        "title": "Dégustation crème brûlée & café ☕",
        "start": "2024-06-01T18:00",
        "end": "2024-06-01T20:30",
        "description": "Bienvenue à la soirée « crème brûlée » 🍮 : dégustation 🍮, café torréfié sur place ☕, "
                       "pâtisseries françaises 🥐🥖 et thé à l'hibiscus 🌺. Zoë, Chloé et Ana présenteront leurs recettes 👩‍🍳 "
                       "— entrée libre, réservation conseillée.",
        "at": "2024-05-20T08:15:30+02:00",
    }),
    # All-day event repeating every Tuesday until the end of 2024, reminder at noon the day before.
    generate({
        "title": "Recycling collection",
        "start": "2024-01-02",
        "rrule": "RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20241231",
        "alarmMinutesBefore": 720,
        "at": "2024-01-01T00:00:00Z",
    }),
    # Three-day all-day event: end is the last day, DTEND the day after.
    generate({
        "title": "Team offsite",
        "start": "2024-09-16",
        "end": "2024-09-18",
        "location": "Lakeside Lodge, Annecy",
        "at": "2024-08-01T09:00:00Z",
    }),
    # Zoned recurring stand-up (Paris, across the October DST change) with its own uid.
    generate({
        "title": "Stand-up",
        "start": "2024-10-21T09:00",
        "end": "2024-10-21T09:15",
        "zone": "Europe/Paris",
        "rrule": "interval=1;freq=weekly;byday=MO,WE,FR;until=20241231T235959Z",
        "uid": "standup-2024@example.com",
        "at": "2024-10-01T10:00:00+02:00",
    }),
]
assert straddles(examples[1]["result"]["ics"])
assert "DTEND;VALUE=DATE:20240919" in examples[3]["result"]["ics"]

if __name__ == "__main__":
    for ex in examples:
        print("    {")
        print(f"      inputs: {json.dumps(ex['inputs'], ensure_ascii=False)},")
        print(f"      result: {json.dumps(ex['result'], ensure_ascii=False)},")
        print("    },")
