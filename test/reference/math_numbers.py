# Reference values for the examples of the number tools in src/tools/math/ (the slugs listed in `out` below):
#   python3 test/reference/math_numbers.py [slug …]
# Python 3.11 with sympy 1.14 (number theory). It prints, per tool, the JSON list of {inputs, result} that is pasted
# into the tool's `examples`; every value is computed here with fractions / decimal / math / sympy, independently of
# the TypeScript code. Doubles come from float(Fraction) (correctly rounded), which is what the tools compute too.
import json
import math
import re
import sys
from decimal import (Decimal, ROUND_CEILING, ROUND_DOWN, ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP,
                     ROUND_UP, localcontext)
from fractions import Fraction

import sympy
from sympy.core.intfunc import igcdex

out = {}


def js_str(x):
    """ECMAScript Number::toString of a double (shortest round-trip digits, JS exponent rules)."""
    if x == 0:
        return "0"
    if x < 0:
        return "-" + js_str(-x)
    r = repr(x)
    mant, _, exp = r.partition("e")
    exp = int(exp) if exp else 0
    if "." in mant:
        ip, fp = mant.split(".")
    else:
        ip, fp = mant, ""
    digits = (ip + fp).lstrip("0")
    lead_zeros = len(ip + fp) - len((ip + fp).lstrip("0"))
    point = len(ip) + exp - lead_zeros  # decimal point position relative to `digits`
    digits = digits.rstrip("0") or "0"
    k, n = len(digits), point
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return "0." + "0" * (-n) + digits
    e = n - 1
    sign = "+" if e >= 0 else "-"
    return (digits[0] + ("." + digits[1:] if k > 1 else "")) + "e" + sign + str(abs(e))


def exact(x):
    """A JSON number read as the exact value of its shortest decimal string, as the tools read it."""
    return Fraction(js_str(x))


def int_out(n):
    return n if abs(n) <= 2**53 - 1 else str(n)


def mixed(f):
    sign = "-" if f < 0 else ""
    a = abs(f)
    whole, rest = divmod(a.numerator, a.denominator)
    if rest == 0:
        return f"{sign}{whole}"
    if whole == 0:
        return f"{sign}{rest}/{a.denominator}"
    return f"{sign}{whole} {rest}/{a.denominator}"


def parse_fraction(s):
    """'3/4', '1 1/2', '-0.75', '0.(3)', '0.1(6)', '2.5e3' → Fraction (parentheses: repeating digits, by hand)."""
    s = s.strip()
    sign = -1 if s.startswith("-") else 1
    body = s.lstrip("+-")
    if "/" in body:
        whole = 0
        if " " in body:
            w, body = body.split(None, 1)
            whole = int(w)
        n, d = body.split("/")
        return sign * (whole + Fraction(int(n), int(d)))
    if "(" in body:
        head, rep = body[:-1].split("(")
        ip, _, fp = head.partition(".")
        base = Fraction(int(ip or "0")) + (Fraction(int(fp), 10 ** len(fp)) if fp else 0)
        return sign * (base + Fraction(int(rep), (10 ** len(rep) - 1) * 10 ** len(fp)))
    return sign * Fraction(body)


# --- percentage-calculator: exact Fraction arithmetic on the numbers as written --------------------------------------
def percentage(mode, a, b):
    x, y = exact(a), exact(b)
    A, B = js_str(a), js_str(b)
    if mode == "percent-of":
        v, f = x / 100 * y, f"{A} / 100 × {B}"
    elif mode == "what-percent":
        v, f = x / y * 100, f"{A} / {B} × 100"
    elif mode == "percent-change":
        v, f = (y - x) / abs(x) * 100, f"({B} − {A}) / |{A}| × 100"
    elif mode == "percent-difference":
        v, f = abs(x - y) / abs((x + y) / 2) * 100, f"|{A} − {B}| / |({A} + {B}) / 2| × 100"
    elif mode == "increase-by":
        v, f = x * (1 + y / 100), f"{A} × (1 + {B} / 100)"
    elif mode == "decrease-by":
        v, f = x * (1 - y / 100), f"{A} × (1 − {B} / 100)"
    else:
        v, f = x / (1 + y / 100), f"{A} / (1 + {B} / 100)"
    r = float(v)
    return {"result": r, "formula": f"{f} = {js_str(r)}"}


out["percentage-calculator"] = [
    {"inputs": {"mode": m, "a": a, "b": b}, "result": percentage(m, a, b)}
    for m, a, b in [
        ("percent-of", 15, 200),
        ("what-percent", 1, 3),
        ("percent-change", 80, 100),
        ("percent-change", -50, -20),
        ("percent-difference", 10, 15),
        ("increase-by", 0.1, 20),
        ("decrease-by", 59.99, 15),
        ("reverse-increase", 119, 19),
    ]
]


# --- fraction-calculator ---------------------------------------------------------------------------------------------
def fraction_calc(a, b, op):
    x, y = parse_fraction(a), parse_fraction(b)
    r = {"add": x + y, "subtract": x - y, "multiply": x * y, "divide": x / y if op == "divide" else None, "power": None}[op]
    if op == "power":
        r = x ** int(y)
    return {"numerator": int_out(r.numerator), "denominator": int_out(r.denominator), "mixed": mixed(r), "decimal": float(r)}


out["fraction-calculator"] = [
    {"inputs": {"a": a, "b": b, "operation": op}, "result": fraction_calc(a, b, op)}
    for a, b, op in [
        ("1/2", "1/3", "add"),
        ("3/4", "1 5/6", "subtract"),
        ("1 1/2", "-0.75", "multiply"),
        ("0.(3)", "2/3", "divide"),
        ("2/3", "-3", "power"),
        ("123456789/1000", "3/7", "multiply"),
        ("7/3", "40", "power"),
    ]
]


# --- fraction-simplifier: Fraction(n, d) and math.gcd of the terms as written ---------------------------------------
def simplify(n, d, whole=0, sign=1):
    num = whole * abs(d) + n
    g = math.gcd(num, d)
    f = Fraction(sign * num, d)
    return {"numerator": int_out(f.numerator), "denominator": int_out(f.denominator), "gcd": g, "mixed": mixed(f), "decimal": float(f)}


out["fraction-simplifier"] = [
    {"inputs": {"fraction": "42/56"}, "result": simplify(42, 56)},
    {"inputs": {"fraction": "-10/4"}, "result": simplify(-10, 4)},
    {"inputs": {"fraction": "2 6/8"}, "result": simplify(6, 8, whole=2)},
    {"inputs": {"fraction": "3/-9"}, "result": simplify(3, -9)},
]


# --- decimal-to-fraction: Fraction(s) (repeating part by hand) and Fraction.limit_denominator ------------------------
def dec_to_frac(s, max_den=None):
    x = parse_fraction(s)
    r = x if max_den is None else x.limit_denominator(max_den)
    err = abs(x - r)
    return {"numerator": int_out(r.numerator), "denominator": int_out(r.denominator), "exact": err == 0, "error": float(err)}


out["decimal-to-fraction"] = [
    {"inputs": {"decimal": "0.1(6)"}, "result": dec_to_frac("0.1(6)")},
    {"inputs": {"decimal": "-2.125"}, "result": dec_to_frac("-2.125")},
    {"inputs": {"decimal": "3.14159", "maxDenominator": 1000}, "result": dec_to_frac("3.14159", 1000)},
    {"inputs": {"decimal": "0.(142857)"}, "result": dec_to_frac("0.(142857)")},
    {"inputs": {"decimal": "-0.333", "maxDenominator": 10}, "result": dec_to_frac("-0.333", 10)},
]

# --- gcd-lcm-calculator: math.gcd / math.lcm --------------------------------------------------------------------------
out["gcd-lcm-calculator"] = [
    {"inputs": {"numbers": ns}, "result": {"gcd": math.gcd(*ns), "lcm": int_out(math.lcm(*ns))}}
    for ns in [[12, 18, 30], [-4, 6], [0, 5], [9007199254740991, 9007199254740990]]
]


# --- prime-checker: sympy.isprime / primefactors / prevprime / nextprime ---------------------------------------------
def prime_check(n):
    p = sympy.isprime(n)
    return {
        "isPrime": p,
        "smallestFactor": None if p or n < 2 else int_out(min(sympy.primefactors(n))),
        "previousPrime": None if n <= 2 else int_out(sympy.prevprime(n)),
        "nextPrime": int_out(sympy.nextprime(n)),
    }


out["prime-checker"] = [
    {"inputs": {"n": 97}, "result": prime_check(97)},
    {"inputs": {"n": 561}, "result": prime_check(561)},  # Carmichael number 3 × 11 × 17
    {"inputs": {"n": 1}, "result": prime_check(1)},
    {"inputs": {"n": str(10**24)}, "result": prime_check(10**24)},
    {"inputs": {"n": str(2**61 - 1)}, "result": prime_check(2**61 - 1)},  # Mersenne prime M61
]

# --- prime-factorization: sympy.factorint ---------------------------------------------------------------------------
# A 24-digit semiprime whose smaller factor (~10^9) Pollard rho finds in milliseconds; the test file times a harder one.
SEMIPRIME = sympy.prevprime(10**9) * sympy.prevprime(10**15)


def factorization(n):
    f = sorted(sympy.factorint(n).items())
    return {
        "factors": [{"prime": int_out(p), "exponent": e} for p, e in f],
        "isPrime": len(f) == 1 and f[0][1] == 1,
        "expression": " × ".join(str(p) if e == 1 else f"{p}^{e}" for p, e in f),
    }


out["prime-factorization"] = [
    {"inputs": {"n": 360}, "result": factorization(360)},
    {"inputs": {"n": 2**53 - 1}, "result": factorization(2**53 - 1)},
    {"inputs": {"n": 2**31 - 1}, "result": factorization(2**31 - 1)},
    {"inputs": {"n": str(SEMIPRIME)}, "result": factorization(SEMIPRIME)},
]


# --- factorial-calculator: math.factorial --------------------------------------------------------------------------
def factorial(n):
    v = str(math.factorial(n))
    return {"value": v, "digits": len(v), "trailingZeros": len(v) - len(v.rstrip("0"))}


out["factorial-calculator"] = [{"inputs": {"n": n}, "result": factorial(n)} for n in [0, 20, 25, 100]]


# --- permutations-combinations: math.perm / math.comb; n**r and comb(n + r − 1, r) with repetition ------------------
def perm_comb(n, r, rep):
    if rep:
        return {"permutations": str(n**r), "combinations": str(1 if n == 0 and r == 0 else math.comb(n + r - 1, r))}
    return {"permutations": str(math.perm(n, r)), "combinations": str(math.comb(n, r))}


out["permutations-combinations"] = [
    {"inputs": {"n": n, "r": r, "repetition": rep}, "result": perm_comb(n, r, rep)}
    for n, r, rep in [(10, 3, False), (52, 5, False), (10, 3, True), (100, 50, False)]
]


# --- number-base-converter: int(value, base) and a digit loop -------------------------------------------------------
def to_base(n, base, upper):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n, s = abs(n), ""
    while n:
        n, d = divmod(n, base)
        s = digits[d] + s
    return sign + (s.upper() if upper else s)


out["number-base-converter"] = [
    {"inputs": {"value": v, "fromBase": f, "toBase": t, "uppercase": u},
     "result": {"result": to_base(int(v, f), t, u), "decimal": str(int(v, f))}}
    for v, f, t, u in [("ff", 16, 2, False), ("-255", 10, 16, True), ("zzzzzzzzzzzzzzzzzzzz", 36, 10, False), ("777", 8, 36, False)]
]

# --- roman-numeral-converter: greedy table ---------------------------------------------------------------------------
ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"),
         (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def roman(n):
    s = ""
    for v, l in ROMAN:
        while n >= v:
            s, n = s + l, n - v
    return s


ROMAN_VALUE = {roman(i): i for i in range(1, 4000)}  # reading = inverse of the canonical writing
out["roman-numeral-converter"] = [
    {"inputs": {"number": 1994}, "result": {"roman": roman(1994), "number": 1994}},
    {"inputs": {"roman": "mmxxvi"}, "result": {"roman": "MMXXVI", "number": ROMAN_VALUE["MMXXVI"]}},
    {"inputs": {"number": 3999}, "result": {"roman": roman(3999), "number": 3999}},
    {"inputs": {"roman": "XLIV"}, "result": {"roman": "XLIV", "number": ROMAN_VALUE["XLIV"]}},
]

# --- number-to-words: a hand-written English list (American, "twenty-one", no "and") ----------------------------------
# Written out by hand, not generated, so the tool's code is checked against text: 21, −1005.25, 112th, $1234.565, £1.
out["number-to-words"] = [
    {"inputs": {"number": "21", "mode": "cardinal", "currency": "USD"}, "result": {"words": "twenty-one"}},
    {"inputs": {"number": "-1005.25", "mode": "cardinal", "currency": "USD"}, "result": {"words": "minus one thousand five point two five"}},
    {"inputs": {"number": "999000000000000", "mode": "cardinal", "currency": "USD"}, "result": {"words": "nine hundred ninety-nine trillion"}},
    {"inputs": {"number": "112", "mode": "ordinal", "currency": "USD"}, "result": {"words": "one hundred twelfth"}},
    {"inputs": {"number": "40", "mode": "ordinal", "currency": "USD"}, "result": {"words": "fortieth"}},
    {"inputs": {"number": "1234.565", "mode": "currency", "currency": "USD"},
     "result": {"words": "one thousand two hundred thirty-four dollars and fifty-seven cents"}},
    {"inputs": {"number": "1.01", "mode": "currency", "currency": "GBP"}, "result": {"words": "one pound and one penny"}},
]


# --- scientific-notation-converter: Decimal(value).normalize() as_tuple, formatted by hand ---------------------------
def scientific(value):
    d = Decimal(value)
    if d == 0:
        return {"scientific": "0e+0", "engineering": "0e+0", "mantissa": "0", "exponent": 0, "plain": "0"}
    t = d.normalize().as_tuple()
    digits = "".join(map(str, t.digits))
    sign = "-" if t.sign else ""
    e = t.exponent + len(digits) - 1
    mant = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
    eng = (e // 3) * 3
    with localcontext() as ctx:
        ctx.prec = 2000
        eng_m = abs(d) / Decimal(10) ** eng
        plain = format(abs(d).normalize(), "f")
    eng_s = format(eng_m.normalize(), "f")
    fmt = lambda x: ("+" if x >= 0 else "-") + str(abs(x))
    return {"scientific": f"{sign}{mant}e{fmt(e)}", "engineering": f"{sign}{eng_s}e{fmt(eng)}", "mantissa": sign + mant,
            "exponent": e, "plain": sign + plain}


out["scientific-notation-converter"] = [
    {"inputs": {"value": v}, "result": scientific(v)}
    for v in ["1234500", "0.00012", "-6.02214076e23", "299792458", "1.60217663400E-19"]  # SI defining constants
]

# --- rounding-calculator: Decimal.quantize with the named rounding --------------------------------------------------
ROUNDINGS = {"half-up": ROUND_HALF_UP, "half-even": ROUND_HALF_EVEN, "half-down": ROUND_HALF_DOWN, "up": ROUND_UP,
             "down": ROUND_DOWN, "ceiling": ROUND_CEILING, "floor": ROUND_FLOOR}


def rounding(value, decimals, mode):
    with localcontext() as ctx:
        ctx.prec = 2000
        q = Decimal(value).quantize(Decimal(1).scaleb(-decimals), rounding=ROUNDINGS[mode])
        s = format(q, "f") if decimals >= 0 else str(int(q))
    return {"result": s[1:] if s.startswith("-") and Decimal(s) == 0 else s}


out["rounding-calculator"] = [
    {"inputs": {"value": v, "decimals": d, "mode": m}, "result": rounding(v, d, m)}
    for v, d, m in [
        ("2.675", 2, "half-up"), ("1.005", 2, "half-up"), ("2.5", 0, "half-even"), ("-2.5", 0, "half-down"),
        ("-1.21", 1, "floor"), ("1.21", 1, "up"), ("1250", -2, "half-up"), ("1.5", 2, "down"), ("-0.004", 2, "half-up"),
    ]
]


# --- ratio-calculator: Fraction and math.gcd ------------------------------------------------------------------------
def ratio(mode, values=None, a=None, b=None, c=None, ratio=None, total=None):
    if mode == "simplify":
        fs = [exact(v) for v in values]
        common = math.lcm(*[f.denominator for f in fs])
        whole = [int(f * common) for f in fs]
        g = math.gcd(*whole)
        return {"simplified": [int_out(w // g) for w in whole], "x": None, "parts": None}
    if mode == "solve":
        return {"simplified": None, "x": float(exact(b) * exact(c) / exact(a)), "parts": None}
    s = sum(exact(r) for r in ratio)
    return {"simplified": None, "x": None, "parts": [float(exact(total) * exact(r) / s) for r in ratio]}


out["ratio-calculator"] = [
    {"inputs": {"mode": "simplify", "values": [12, 18, 30]}, "result": ratio("simplify", values=[12, 18, 30])},
    {"inputs": {"mode": "simplify", "values": [1.5, 2.5]}, "result": ratio("simplify", values=[1.5, 2.5])},
    {"inputs": {"mode": "solve", "a": 3, "b": 4, "c": 9}, "result": ratio("solve", a=3, b=4, c=9)},
    {"inputs": {"mode": "divide", "ratio": [1, 2], "total": 100}, "result": ratio("divide", ratio=[1, 2], total=100)},
    {"inputs": {"mode": "divide", "ratio": [2, 3, 5], "total": 1234.5}, "result": ratio("divide", ratio=[2, 3, 5], total=1234.5)},
]

# --- random-number-generator: only the cases with a single possible answer (see the tool's comment) -----------------
out["random-number-generator"] = [
    {"inputs": {"min": 7, "max": 7, "count": 3, "integer": True, "decimals": 2, "unique": False, "sorted": False, "seed": "dice"},
     "result": {"numbers": [7, 7, 7]}},
    {"inputs": {"min": 0.1, "max": 0.5, "count": 5, "integer": False, "decimals": 1, "unique": True, "sorted": True, "seed": "lottery"},
     "result": {"numbers": [float(Fraction(k, 10)) for k in range(1, 6)]}},
]

# --- fraction-to-decimal: long division, remembering each remainder to find where the cycle starts ------------------
def long_division(n, d):
    f = Fraction(n, d)
    sign = "-" if f < 0 else ""
    n, d = abs(f.numerator), f.denominator
    whole, rest = divmod(n, d)
    digits, seen = "", {}
    while rest and rest not in seen:
        seen[rest] = len(digits)
        rest *= 10
        digits += str(rest // d)
        rest %= d
    if not digits:
        return {"decimal": f"{sign}{whole}", "terminating": True, "repeatingLength": 0}
    if rest == 0:
        return {"decimal": f"{sign}{whole}.{digits}", "terminating": True, "repeatingLength": 0}
    start = seen[rest]
    return {"decimal": f"{sign}{whole}.{digits[:start]}({digits[start:]})", "terminating": False,
            "repeatingLength": len(digits) - start}


out["fraction-to-decimal"] = [
    {"inputs": {"numerator": n, "denominator": d}, "result": long_division(n, d)}
    for n, d in [(1, 6), (1, 7), (-22, 7), (3, 8), (10, -4), (1, 97), (5, 74)]
]

# --- prime-list: sympy.primerange ------------------------------------------------------------------------------------
def prime_list(lo, hi, limit):
    ps = list(sympy.primerange(lo, hi + 1))
    return {"count": len(ps), "primes": ps[:limit], "truncated": len(ps) > limit}


out["prime-list"] = [
    {"inputs": {"from": a, "to": b, "limit": l}, "result": prime_list(a, b, l)}
    for a, b, l in [(0, 30, 1000), (999_999_900, 1_000_000_000, 3), (0, 1_000_000, 5), (24, 28, 10)]
]


# --- divisors-calculator: sympy.divisors ------------------------------------------------------------------------------
def divisors(n):
    ds = sympy.divisors(n)
    s = sum(ds)
    proper = s - n
    return {"divisors": ds, "count": len(ds), "sum": s, "properSum": proper,
            "classification": "perfect" if proper == n else "abundant" if proper > n else "deficient"}


out["divisors-calculator"] = [{"inputs": {"n": n}, "result": divisors(n)} for n in [28, 12, 1, 97, 8128, 999999999989]]


# --- significant-figures: the counting rules of the tool description; rounding with Decimal context precision -------
def sig_figs(value, sf=None):
    m = re.fullmatch(r"([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?", value)
    ip, fp = m.group(2), m.group(3) or ""
    d = Decimal(value)
    digits = (ip + fp).lstrip("0")
    if d == 0:
        count = max(1, len(fp))
    elif m.group(3) is not None:
        count = len(digits)
    else:
        count = len(digits.rstrip("0"))
    n = sf or count
    if d == 0:
        z = "0" * (n - 1)
        return {"rounded": "0." + z if z else "0", "count": count, "scientific": ("0." + z if z else "0") + "e+0"}
    with localcontext() as ctx:
        ctx.prec, ctx.rounding = n, ROUND_HALF_UP
        r = +d  # unary plus rounds to the context precision
    t = r.as_tuple()
    ds = "".join(map(str, t.digits)).ljust(n, "0")[:n]
    e = t.exponent + len(t.digits) - 1
    sign = "-" if t.sign else ""
    sci = f"{sign}{ds[0]}{'.' + ds[1:] if n > 1 else ''}e{'+' if e >= 0 else '-'}{abs(e)}"
    places = max(0, n - 1 - e)
    with localcontext() as ctx:
        ctx.prec = 3000
        plain = format(r.quantize(Decimal(1).scaleb(-places)), "f")
    return {"rounded": plain, "count": count, "scientific": sci}


out["significant-figures"] = [
    {"inputs": {"value": v} | ({"significantFigures": n} if n else {}), "result": sig_figs(v, n)}
    for v, n in [("0.004560", None), ("1200", None), ("1200.", None), ("123456", 2), ("2.345", 3), ("-0.0009995", 3),
                 ("6.02214076e23", 4), ("1.5", 3)]
]


# --- modular-arithmetic: pow(a, b, m), pow(a, -1, m), sympy.igcdex ---------------------------------------------------
def modular(op, a, b=None, m=None):
    if op == "egcd":
        x, y, g = igcdex(int(a), int(b))
        assert int(a) * x + int(b) * y == g
        return {"result": str(g), "gcd": str(g), "x": str(x), "y": str(y)}
    a, m = int(a), int(m)
    r = a % m if op == "mod" else pow(a, -1, m) if op == "inverse" else pow(a, int(b), m)
    return {"result": str(r), "gcd": None, "x": None, "y": None}


RSA_P, RSA_Q = 2**127 - 1, 2**89 - 1  # Mersenne primes M127 and M89
out["modular-arithmetic"] = [
    {"inputs": {"operation": "pow", "a": "4", "b": "13", "m": "497"}, "result": modular("pow", "4", "13", "497")},
    {"inputs": {"operation": "mod", "a": "-7", "m": "3"}, "result": modular("mod", "-7", m="3")},
    {"inputs": {"operation": "inverse", "a": "3", "m": "11"}, "result": modular("inverse", "3", m="11")},
    {"inputs": {"operation": "egcd", "a": "240", "b": "46"}, "result": modular("egcd", "240", "46")},
    {"inputs": {"operation": "egcd", "a": "-100", "b": "2004"}, "result": modular("egcd", "-100", "2004")},
    {"inputs": {"operation": "pow", "a": "65537", "b": "-1", "m": str((RSA_P - 1) * (RSA_Q - 1))},
     "result": modular("inverse", "65537", m=str((RSA_P - 1) * (RSA_Q - 1)))},
    {"inputs": {"operation": "pow", "a": "3", "b": str(RSA_P - 1), "m": str(RSA_P)}, "result": modular("pow", "3", str(RSA_P - 1), str(RSA_P))},
]


# --- bitwise-calculator: Python ints masked to the width -----------------------------------------------------------
def bitwise(a, b, op, w, signed):
    mask = (1 << w) - 1
    A = int(a, 0) & mask
    B = int(b, 0) if b is not None else 0
    if op == "not": r = ~A & mask
    elif op == "and": r = A & (B & mask)
    elif op == "or": r = A | (B & mask)
    elif op == "xor": r = A ^ (B & mask)
    elif op == "nand": r = ~(A & B) & mask
    elif op == "nor": r = ~(A | B) & mask
    elif op == "shl": r = (A << B) & mask
    elif op == "shr": r = A >> B
    elif op == "sar": r = ((A - (1 << w) if A >> (w - 1) else A) >> B) & mask
    elif op == "rotl": k = B % w; r = ((A << k) | (A >> (w - k))) & mask
    else: k = B % w; r = ((A >> k) | (A << (w - k))) & mask
    v = r - (1 << w) if signed and r >> (w - 1) else r
    return {"decimal": str(v), "hex": format(r, f"0{w // 4}x"), "binary": format(r, f"0{w}b"), "octal": format(r, "o")}


out["bitwise-calculator"] = [
    {"inputs": {"a": a, "operation": op, "width": w, "signed": sg} | ({"b": b} if b is not None else {}),
     "result": bitwise(a, b, op, w, sg)}
    for a, b, op, w, sg in [
        ("0xf0", "0x3c", "xor", 8, False), ("0", None, "not", 32, True), ("-128", "3", "sar", 8, True),
        ("-128", "3", "shr", 8, False), ("0x80000001", "1", "rotl", 32, False), ("0b1011", "0o7", "nand", 16, False),
        ("1", "63", "shl", 64, True),
    ]
]


# --- ieee754-inspector: struct.pack of the correctly rounded double ('>d'), then of binary32 ('>f') / binary16 ('>e')
# (the example values are far from any double-rounding tie); Decimal(float) gives the exact stored value.
import struct


def ieee(value, fmt):
    code, p, width = {"float16": ("e", 11, 16), "float32": ("f", 24, 32), "float64": ("d", 53, 64)}[fmt]
    low = value.lower().lstrip("+-")
    x = float(value) if low in ("nan", "inf", "infinity") else float(Fraction(value))
    if low not in ("nan", "inf", "infinity") and value.strip().startswith("-") and x == 0:
        x = -0.0
    try:
        raw = struct.pack(">" + code, x)
    except OverflowError:
        raw = struct.pack(">" + code, math.copysign(math.inf, x))
    bits = int.from_bytes(raw, "big")
    stored = struct.unpack(">" + code, raw)[0]
    ebits, fbits = width - p, p - 1
    sign, biased, frac = bits >> (width - 1), (bits >> fbits) & ((1 << ebits) - 1), bits & ((1 << fbits) - 1)
    bias = (1 << (ebits - 1)) - 1
    if biased == (1 << ebits) - 1:
        cls, exact_s, exp = ("nan", "NaN", None) if frac else ("infinity", "-Infinity" if sign else "Infinity", None)
    elif biased == 0:
        cls = "zero" if frac == 0 else "subnormal"
        exp = None if frac == 0 else 1 - bias
        exact_s = None
    else:
        cls, exp, exact_s = "normal", biased - bias, None
    if exact_s is None:
        exact_s = format(Decimal(stored), "f")
        if "." in exact_s:
            exact_s = exact_s.rstrip("0").rstrip(".")
        if exact_s in ("-0", "0") and sign:
            exact_s = "-0"
    return {"hex": format(bits, f"0{width // 4}x"), "bits": format(bits, f"0{width}b"), "sign": sign, "exponent": exp,
            "biasedExponent": biased, "mantissa": format(frac, f"0{fbits}b"), "exactDecimal": exact_s, "classification": cls}


out["ieee754-inspector"] = [
    {"inputs": {"value": v, "format": f}, "result": ieee(v, f)}
    for v, f in [("0.1", "float64"), ("0.1", "float32"), ("65504", "float16"), ("65520", "float16"), ("-0", "float64"),
                 ("5e-324", "float64"), ("1e-40", "float32"), ("NaN", "float32"), ("-2.5", "float16"), ("1/3", "float64")]
]

# --- fibonacci-calculator (P3): an iterative loop ---------------------------------------------------------------------
def fibonacci(n):
    a, b, seq = 0, 1, []
    for i in range(n + 1):
        if i < 100:
            seq.append(str(a))
        if i < n:
            a, b = b, a + b
    return {"value": str(a), "sequence": seq}


out["fibonacci-calculator"] = [{"inputs": {"n": n}, "result": fibonacci(n)} for n in [10, 0, 1, 150]]


# --- twos-complement-converter (P3): Python ints masked to the width --------------------------------------------------
def twos(value, width):
    bits = int(value, 0) & ((1 << width) - 1)
    signed = bits - (1 << width) if bits >> (width - 1) else bits
    return {"signed": str(signed), "unsigned": str(bits), "binary": format(bits, f"0{width}b"),
            "hex": format(bits, f"0{-(-width // 4)}x")}


out["twos-complement-converter"] = [
    {"inputs": {"value": v, "width": w}, "result": twos(v, w)}
    for v, w in [("-5", 8), ("0b1111", 4), ("0xfb", 8), ("-170141183460469231731687303715884105728", 128), ("200", 12)]
]

if __name__ == "__main__":
    wanted = sys.argv[1:] or list(out)
    print(json.dumps({slug: out[slug] for slug in wanted}, ensure_ascii=False, indent=1))
