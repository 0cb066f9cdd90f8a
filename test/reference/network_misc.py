# Reference values for the examples of six src/tools/network/*.ts tools (mac-address-formatter, raid-calculator,
# wpa-psk-generator, http-basic-auth-header, htpasswd-generator, uptime-sla-calculator):
#   python3 test/reference/network_misc.py [slug …]
# (Python 3.11; standard library only, plus pyca/bcrypt for one bcrypt case when importable). It prints, per tool, the JSON list of {inputs, result} pasted as `examples`,
# each computed here independently of the TypeScript code; published vectors (RFC 4291, IEEE 802.11i-2004 H.4,
# RFC 7617, the plan's apr1 reference, `openssl passwd -apr1` when the machine has openssl) are asserted beside them.
import base64
import hashlib
import ipaddress
import json
import shutil
import subprocess
import sys
from decimal import Decimal, ROUND_HALF_EVEN, ROUND_HALF_UP, getcontext

from pure_rand import Xoroshiro128Plus

out = {}

# --- mac-address-formatter: integer and bit operations (RFC 4291 Appendix A) ----------------------------------------
def mac(text, uppercase=True):
    digits = "".join(c for c in text if c not in ":-. ")
    value = int(digits, 16)
    octets = value.to_bytes(6, "big")
    h = lambda bs: [f"{b:02X}" if uppercase else f"{b:02x}" for b in bs]  # noqa: E731
    pairs = h(octets)
    bare = "".join(pairs)
    eui = bytes([octets[0] ^ 0x02]) + octets[1:3] + b"\xff\xfe" + octets[3:]
    link = ipaddress.IPv6Address((0xFE80 << 112) | int.from_bytes(eui, "big")).compressed
    return {
        "colon": ":".join(pairs), "hyphen": "-".join(pairs), "dot": ".".join(bare[i:i + 4] for i in (0, 4, 8)),
        "bare": bare, "integer": str(value), "oui": "-".join(pairs[:3]),
        "isMulticast": bool(octets[0] & 1), "isLocallyAdministered": bool(octets[0] & 2),
        "eui64": ":".join(h(eui)), "ipv6LinkLocal": link,
    }

ref = mac("00:1B:44:11:3A:B7")
assert ref["eui64"] == "02:1B:44:FF:FE:11:3A:B7" and ref["ipv6LinkLocal"] == "fe80::21b:44ff:fe11:3ab7"  # the plan's reference
out["mac-address-formatter"] = [
    {"inputs": {"mac": "00:1B:44:11:3A:B7"}, "result": ref},
    {"inputs": {"mac": "01-00-5E-00-00-FB", "uppercase": False}, "result": mac("01-00-5E-00-00-FB", False)},  # mDNS group
    {"inputs": {"mac": "0200.0000.0000"}, "result": mac("0200.0000.0000")},
]

# --- raid-calculator: the plan's formulas, n disks of size s, g groups ----------------------------------------------
def raid(level, n, s, g=2):
    data, lo, hi = {
        "raid0": (n, 0, 0), "raid1": (1, n - 1, n - 1), "raid5": (n - 1, 1, 1), "raid6": (n - 2, 2, 2),
        "raid10": (n // 2, 1, n // 2), "raid50": (n - g, 1, g), "raid60": (n - 2 * g, 2, 2 * g),
    }[level]
    return {"usableCapacity": data * s, "rawCapacity": n * s, "protectionCapacity": (n - data) * s,
            "efficiencyPercent": 100 * data / n, "faultToleranceMin": lo, "faultToleranceMax": hi}

r5 = raid("raid5", 4, 8)
assert r5["usableCapacity"] == 24 and r5["efficiencyPercent"] == 75  # the plan's reference
out["raid-calculator"] = [
    {"inputs": {"level": "raid5", "disks": 4, "diskSize": 8}, "result": r5},
    {"inputs": {"level": "raid10", "disks": 6, "diskSize": 4}, "result": raid("raid10", 6, 4)},
    {"inputs": {"level": "raid60", "disks": 12, "diskSize": 2.4, "groups": 2}, "result": raid("raid60", 12, 2.4, 2)},
    {"inputs": {"level": "raid6", "disks": 9, "diskSize": 1.2}, "result": raid("raid6", 9, 1.2)},
]

# --- wpa-psk-generator: PBKDF2-HMAC-SHA1(passphrase, ssid, 4096, 32) ------------------------------------------------
def wpa(ssid, passphrase):
    return {"psk": hashlib.pbkdf2_hmac("sha1", passphrase.encode("ascii"), ssid.encode("utf-8"), 4096, 32).hex(), "iterations": 4096}

# IEEE 802.11i-2004 Annex H.4 test vectors
assert wpa("IEEE", "password")["psk"] == "f42c6fc52df0ebef9ebb4b90b38a5f902e83fe1b135a70e23aed762e9710a12e"
assert wpa("ThisIsASSID", "ThisIsAPassword")["psk"] == "0dc0d6eb90555ed6419756b9a15ec3e3209b63df707dd508d14581f8982721af"
out["wpa-psk-generator"] = [
    {"inputs": {"ssid": "IEEE", "passphrase": "password"}, "result": wpa("IEEE", "password")},
    {"inputs": {"ssid": "ThisIsASSID", "passphrase": "ThisIsAPassword"}, "result": wpa("ThisIsASSID", "ThisIsAPassword")},
    {"inputs": {"ssid": "Café Wi-Fi", "passphrase": "correct horse battery staple"}, "result": wpa("Café Wi-Fi", "correct horse battery staple")},
]

# --- http-basic-auth-header: RFC 7617 -------------------------------------------------------------------------------
def basic(user, pw):
    cred = base64.b64encode(f"{user}:{pw}".encode("utf-8")).decode("ascii")
    return {"header": "Basic " + cred, "credentials": cred, "username": user, "password": pw}

def unbasic(header):
    cred = header.split("Basic", 1)[1].strip()
    user, pw = base64.b64decode(cred, validate=True).decode("utf-8").split(":", 1)
    return {"header": "Basic " + cred, "credentials": cred, "username": user, "password": pw}

assert basic("Aladdin", "open sesame")["header"] == "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="  # RFC 7617 §2
assert basic("test", "123\u00a3")["credentials"] == "dGVzdDoxMjPCow=="  # RFC 7617 §2.1 (charset UTF-8)
out["http-basic-auth-header"] = [
    {"inputs": {"mode": "encode", "username": "Aladdin", "password": "open sesame"}, "result": basic("Aladdin", "open sesame")},
    {"inputs": {"mode": "encode", "username": "test", "password": "123\u00a3"}, "result": basic("test", "123\u00a3")},
    {"inputs": {"mode": "decode", "header": "Authorization: Basic dXNlcjpwYTpzczp3b3Jk"}, "result": unbasic("Authorization: Basic dXNlcjpwYTpzczp3b3Jk")},
]

# --- htpasswd-generator: apr1 ported from apr_md5.c, {SHA}, pure-rand's seeded salt --------------------------------
ITOA64 = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

def apr1(password, salt):
    pw, sl, magic = password.encode("utf-8"), salt.encode("ascii"), b"$apr1$"
    ctx = pw + magic + sl
    final = hashlib.md5(pw + sl + pw).digest()
    pl = len(pw)
    while pl > 0:
        ctx += final[:min(pl, 16)]
        pl -= 16
    i = len(pw)
    while i:
        ctx += b"\0" if i & 1 else pw[:1]
        i >>= 1
    final = hashlib.md5(ctx).digest()
    for i in range(1000):
        c = pw if i & 1 else final
        if i % 3:
            c += sl
        if i % 7:
            c += pw
        c += final if i & 1 else pw
        final = hashlib.md5(c).digest()
    res = ""
    def to64(v, n):
        nonlocal res
        for _ in range(n):
            res += ITOA64[v & 0x3F]
            v >>= 6
    for a, b, c in ((0, 6, 12), (1, 7, 13), (2, 8, 14), (3, 9, 15), (4, 10, 5)):
        to64((final[a] << 16) | (final[b] << 8) | final[c], 4)
    to64(final[11], 2)
    return f"$apr1${salt}${res}"

def seeded_apr1_salt(seed):
    rng = Xoroshiro128Plus.from_seed(seed)
    return "".join(ITOA64[rng.int(0, 63)] for _ in range(8))

BCRYPT64 = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
def seeded_bcrypt_salt(seed):
    """bcrypt's 22-character salt of 16 seeded bytes (its own Base64 alphabet, no padding): for the test file."""
    rng = Xoroshiro128Plus.from_seed(seed)
    raw = bytes(rng.int(0, 255) for _ in range(16))
    std = base64.b64encode(raw).decode().rstrip("=")
    std64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    return "".join(BCRYPT64[std64.index(c)] for c in std)

assert apr1("secret", "r31.....") == "$apr1$r31.....$G/cElGhD0cboYkZN5h5Ne/"  # the plan's reference
if shutil.which("openssl"):
    for pw, salt in (("secret", "r31....."), ("hunter2", seeded_apr1_salt(42)), ("", "x"), ("p" * 40 + "é", "abcdefgh")):
        got = subprocess.run(["openssl", "passwd", "-apr1", "-salt", salt, pw], capture_output=True, text=True, check=True).stdout.strip()
        assert got == apr1(pw, salt), (pw, salt, got)

def htpasswd(user, pw, algorithm, salt=None, seed=None):
    if algorithm == "sha1":
        h = "{SHA}" + base64.b64encode(hashlib.sha1(pw.encode("utf-8")).digest()).decode()
    else:
        h = apr1(pw, salt if salt is not None else seeded_apr1_salt(seed))
    return {"line": f"{user}:{h}", "hash": h, "algorithm": algorithm, "reproducible": True}

out["htpasswd-generator"] = [
    {"inputs": {"username": "admin", "password": "secret", "algorithm": "apr1", "salt": "r31....."}, "result": htpasswd("admin", "secret", "apr1", salt="r31.....")},
    {"inputs": {"username": "alice", "password": "hunter2", "algorithm": "apr1", "seed": 42}, "result": htpasswd("alice", "hunter2", "apr1", seed=42)},
    {"inputs": {"username": "bob", "password": "password", "algorithm": "sha1"}, "result": htpasswd("bob", "password", "sha1")},
]
# bcrypt: the seeded salt above, hashed by pyca/bcrypt (OpenBSD's C code; Debian's python3-bcrypt, run with
# /usr/bin/python3) when it is importable, else the value it gave (python3-bcrypt 3.2.2) pinned here.
BCRYPT_PINNED = {("hunter2", 4, 7): "$2y$04$8AZFD0behJrWMpYPYGyns.FyZ85n5bkKedM40xuTAI2SK6Sl1kCLa"}
def bcrypt_line(user, pw, cost, seed):
    setting = f"$2y${cost:02d}${seeded_bcrypt_salt(seed)}"
    try:
        import bcrypt
        h = bcrypt.hashpw(pw.encode("utf-8"), setting.encode()).decode()
    except ImportError:
        h = BCRYPT_PINNED[(pw, cost, seed)]
    assert h.startswith(setting)
    return {"line": f"{user}:{h}", "hash": h, "algorithm": "bcrypt", "reproducible": True}

assert seeded_bcrypt_salt(42) == "zckt7HJiXDNR2db33Xk4S."  # bcrypt-hash's seed-42 salt: the same pure-rand stream
out["htpasswd-generator"].insert(0, {"inputs": {"username": "carol", "password": "hunter2", "algorithm": "bcrypt", "cost": 4, "seed": 7},
                                     "result": bcrypt_line("carol", "hunter2", 4, 7)})

# --- uptime-sla-calculator: Decimal, 40 digits, ties to even ------------------------------------------------------
getcontext().prec = 40
getcontext().rounding = ROUND_HALF_EVEN
PERIODS = ("daily", "weekly", "monthly", "quarterly", "yearly")

def fmt(seconds):
    tenths = int((seconds * 10).quantize(Decimal(1), rounding=ROUND_HALF_UP))
    if tenths == 0:
        return "0s"
    d, rest = divmod(tenths, 864000)
    h, rest = divmod(rest, 36000)
    m, rest = divmod(rest, 600)
    parts = [f"{v}{u}" for v, u in ((d, "d"), (h, "h"), (m, "m")) if v]
    if rest:
        parts.append(f"{rest // 10}" + (f".{rest % 10}" if rest % 10 else "") + "s")
    return " ".join(parts)

def sla(sla_percent=None, downtime=None, period=None, year_days=365.2425):
    year = Decimal(repr(year_days)) * 86400
    lengths = {"daily": Decimal(86400), "weekly": Decimal(604800), "monthly": year / 12, "quarterly": year / 4, "yearly": year}
    if sla_percent is not None:
        s = Decimal(repr(sla_percent))
        fraction = 1 - s / 100
        down = {p: fraction * lengths[p] for p in PERIODS}
    else:
        given = Decimal(repr(downtime))
        s = 100 - given * 100 / lengths[period]
        down = {p: given * lengths[p] / lengths[period] for p in PERIODS}
    return {"downtimeSeconds": {p: float(down[p]) for p in PERIODS}, "formatted": {p: fmt(down[p]) for p in PERIODS}, "slaPercent": float(s)}

r = sla(99.9)
assert r["downtimeSeconds"]["daily"] == 86.4 and r["formatted"]["monthly"] == "43m 49.7s" and r["formatted"]["yearly"] == "8h 45m 57s"  # the plan's reference
out["uptime-sla-calculator"] = [
    {"inputs": {"slaPercent": 99.9}, "result": r},
    {"inputs": {"slaPercent": 99.95, "yearDays": 365}, "result": sla(99.95, year_days=365)},
    {"inputs": {"downtimeSeconds": 3600, "period": "monthly"}, "result": sla(downtime=3600, period="monthly")},
]

slugs = sys.argv[1:] or list(out)
print(json.dumps({s: out[s] for s in slugs}, indent=2, ensure_ascii=False))
