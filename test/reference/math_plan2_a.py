# Reference values for the examples of the math tools of TOOLS-PLAN-2 §4, Math rows 1–7:
#   python3 test/reference/math_plan2_a.py [slug …]
# Python 3 standard library (fractions, decimal, itertools, math) and sympy (factorint) only; every value is computed
# here independently of the TypeScript code and printed as the JSON list of {inputs, result} per slug, pasted into the
# tool's `examples`. Doubles come from float(Fraction) or float(Decimal) (both correctly rounded).
import itertools
import json
import math
import sys
from decimal import Decimal, ROUND_HALF_EVEN, localcontext
from fractions import Fraction

import sympy

out = {}


def js_str(x):
    """ECMAScript Number::toString of a double (shortest round-trip digits, JS exponent rules)."""
    if x == 0:
        return "0"
    if x < 0:
        return "-" + js_str(-x)
    r = repr(float(x))
    mant, _, exp = r.partition("e")
    exp = int(exp) if exp else 0
    ip, _, fp = mant.partition(".")
    digits = (ip + fp).lstrip("0")
    lead = len(ip + fp) - len(digits)
    point = len(ip) + exp - lead
    digits = digits.rstrip("0") or "0"
    k, n = len(digits), point
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return "0." + "0" * (-n) + digits
    e = n - 1
    return digits[0] + ("." + digits[1:] if k > 1 else "") + "e" + ("+" if e >= 0 else "-") + str(abs(e))


def exact(x):
    """A JSON number read as the exact value of its shortest decimal string."""
    return Fraction(js_str(x))


def num(f):
    """The nearest double of an exact rational; an integral one printed as a JSON integer (JS has one number type)."""
    v = float(f)
    return int(v) if v.is_integer() and abs(v) < 2**53 else v


# --- 1. number-sequence-calculator: Fraction arithmetic, term by term and summed term by term ------------------------
def sequence(kind, first, step, n):
    a, s = exact(first), exact(step)
    terms, total = [], Fraction(0)
    t = a
    for k in range(n):
        if k < 100:
            terms.append(num(t))
        total += t
        nth = t
        t = t + s if kind == "arithmetic" else t * s
    inf = None
    if kind == "geometric" and abs(s) < 1:
        inf = num(a / (1 - s))
    return {"nthTerm": num(nth), "sum": num(total), "terms": terms, "infiniteSum": inf}


seq_cases = [("arithmetic", 1, 2, 10), ("geometric", 3, 0.5, 12), ("arithmetic", 0.1, 0.2, 150), ("geometric", 2, -1.5, 40)]
out["number-sequence-calculator"] = [
    {"inputs": {"type": k, "first": f, ("difference" if k == "arithmetic" else "ratio"): s, "n": n}, "result": sequence(k, f, s, n)}
    for k, f, s, n in seq_cases
]
assert out["number-sequence-calculator"][0]["result"]["nthTerm"] == 19 and out["number-sequence-calculator"][0]["result"]["sum"] == 100


# --- 2. number-properties: sympy.factorint; φ, σ, τ from the prime powers; brute-force checks of the rest -----------
def is_square(m):
    return m >= 0 and math.isqrt(m) ** 2 == m


def properties(n):
    f = sympy.factorint(n)
    phi = math.prod(p ** (e - 1) * (p - 1) for p, e in f.items())
    tau = math.prod(e + 1 for e in f.values())
    sigma = math.prod((p ** (e + 1) - 1) // (p - 1) for p, e in f.items())
    d = str(n)
    seen, h = set(), n
    while h != 1 and h not in seen:
        seen.add(h)
        h = sum(int(c) ** 2 for c in str(h))
    steps, x = 0, n
    while x != 1:
        x = x // 2 if x % 2 == 0 else 3 * x + 1
        steps += 1
    fibs = [0, 1]
    while fibs[-1] < n:
        fibs.append(fibs[-1] + fibs[-2])
    cube = round(n ** (1 / 3))
    tri = (math.isqrt(8 * n + 1) - 1) // 2
    dr = n
    while dr >= 10:
        dr = sum(int(c) for c in str(dr))
    result = {
        "isPrime": sympy.isprime(n),
        "isEven": n % 2 == 0,
        "isPerfectSquare": is_square(n),
        "isPerfectCube": any((cube + k) ** 3 == n for k in (-1, 0, 1)),
        "classification": "perfect" if sigma - n == n else "abundant" if sigma - n > n else "deficient",
        "isArmstrong": sum(int(c) ** len(d) for c in d) == n,
        "isHappy": h == 1,
        "isPalindrome": d == d[::-1],
        "isTriangular": tri * (tri + 1) // 2 == n,
        "isFibonacci": n in fibs,
        "digitCount": len(d),
        "digitSum": sum(int(c) for c in d),
        "digitalRoot": dr,
        "eulerTotient": phi,
        "divisorCount": tau,
        "divisorSum": sigma,
        "collatzSteps": steps,
    }
    assert phi == sympy.totient(n) and tau == sympy.divisor_count(n) and sigma == sympy.divisor_sigma(n)
    return result


out["number-properties"] = [{"inputs": {"n": n}, "result": properties(n)} for n in [28, 153, 1, 999999999999989, 832040]]
r28 = out["number-properties"][0]["result"]
assert r28["classification"] == "perfect" and r28["isTriangular"] and r28["isHappy"] and r28["eulerTotient"] == 12
assert r28["divisorSum"] == 56 and r28["collatzSteps"] == 18


# --- 3. radical-simplifier: sympy.factorint, then the value at 60 digits with decimal ---------------------------------
SYMBOL = {2: "√", 3: "∛", 4: "∜"}


def radical(radicand, index=2, coefficient=1):
    a, b = 1, 1
    for p, e in sympy.factorint(abs(radicand)).items():
        a *= p ** (e // index)
        b *= p ** (e % index)
    c = coefficient * a * (-1 if radicand < 0 else 1)
    m = abs(c)
    if b == 1:
        text = str(m)
    elif index in SYMBOL:
        text = ("" if m == 1 else str(m)) + SYMBOL[index] + str(b)
    else:
        text = ("" if m == 1 else f"{m}·") + f"{b}^(1/{index})"
    with localcontext() as ctx:
        ctx.prec = 60
        value = Decimal(m) * (Decimal(b).sqrt() if index == 2 else Decimal(b) ** (Decimal(1) / Decimal(index)))
    v = float(value)
    return {"coefficient": c, "radicand": b, "simplified": ("-" if c < 0 else "") + text, "decimal": -v if c < 0 else v,
            "isExact": b == 1}


rad_cases = [({"radicand": 72}, (72,)), ({"radicand": 250, "index": 3}, (250, 3)), ({"radicand": 48, "index": 4}, (48, 4)),
             ({"radicand": -96, "index": 5, "coefficient": 3}, (-96, 5, 3)), ({"radicand": 1000000, "index": 3, "coefficient": -2}, (1000000, 3, -2)),
             ({"radicand": 999999999999999}, (999999999999999,))]
out["radical-simplifier"] = []
for inputs, args in rad_cases:
    full = {"radicand": args[0], "index": args[1] if len(args) > 1 else 2, "coefficient": args[2] if len(args) > 2 else 1}
    out["radical-simplifier"].append({"inputs": full, "result": radical(*args)})
assert out["radical-simplifier"][0]["result"]["simplified"] == "6√2" and out["radical-simplifier"][1]["result"]["simplified"] == "5∛2"


# --- 4. big-number-calculator: Python decimal ------------------------------------------------------------------------
def plain(d):
    if d == 0:
        return "0"
    s = format(d, "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def big(a, op, b=None, precision=50):
    A = Decimal(a)
    B = Decimal(b) if b is not None else None
    with localcontext() as ctx:
        ctx.prec = 1_000_000
        ctx.Emax, ctx.Emin = 10**8, -10**8
        if op == "add":
            return plain(A + B), True
        if op == "subtract":
            return plain(A - B), True
        if op == "multiply":
            return plain(A * B), True
        if op == "mod":
            return plain(A % B), True  # the sign of the dividend
        if op == "compare":
            return str(int(A.compare(B))), True
        if op == "power" and int(B) >= 0:
            return plain(A ** int(B)), True
        denominator = A ** -int(B) if op == "power" else None
    with localcontext() as ctx:
        ctx.prec = precision
        ctx.rounding = ROUND_HALF_EVEN
        ctx.Emax, ctx.Emin = 10**8, -10**8
        if op == "divide":
            r = A / B
            ok = r * B == A
        elif op == "sqrt":
            r = A.sqrt()
            ok = r * r == A
        else:
            r = Decimal(1) / denominator
            ok = r * denominator == 1
    with localcontext() as ctx:
        ctx.prec = 1_000_000
        ok = (r * (B if op == "divide" else r if op == "sqrt" else denominator)) == (A if op != "power" else 1)
    return plain(r), ok


big_cases = [
    {"a": "0.1", "b": "0.2", "operation": "add"},
    {"a": "1", "b": "3", "operation": "divide", "precision": 20},
    {"a": "123456789012345678901234567890", "b": "987654321098765432109876543210", "operation": "multiply"},
    {"a": "2", "operation": "sqrt", "precision": 60},
    {"a": "-7.5", "b": "2", "operation": "mod"},
    {"a": "2", "b": "100", "operation": "power"},
    {"a": "1.5", "b": "-3", "operation": "power", "precision": 30},
    {"a": "10.000", "b": "9.9999999999999999999999", "operation": "compare"},
    {"a": "1", "b": "8", "operation": "divide", "precision": 5},
]
out["big-number-calculator"] = []
for c in big_cases:
    full = dict(c)
    full.setdefault("precision", 50)
    res, ok = big(c["a"], c["operation"], c.get("b"), full["precision"])
    out["big-number-calculator"].append({"inputs": full, "result": {"result": res, "exact": ok}})
assert out["big-number-calculator"][0]["result"] == {"result": "0.3", "exact": True}
assert out["big-number-calculator"][1]["result"]["result"] == "0.33333333333333333333"


# --- 5. base-arithmetic-calculator: int(text, base); truncated division, remainder with the dividend's sign ----------
DIG = "0123456789abcdefghijklmnopqrstuvwxyz"


def to_base(v, base, upper):
    if v == 0:
        return "0"
    s, x = "", abs(v)
    while x:
        x, d = divmod(x, base)
        s = DIG[d] + s
    s = ("-" if v < 0 else "") + s
    return s.upper() if upper else s


def base_calc(a, b, base, op, upper=False):
    x, y = int(a, base), int(b, base)
    q = abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1) if op in ("divide", "mod") else None
    rem = x - q * y if q is not None else None
    v = {"add": lambda: x + y, "subtract": lambda: x - y, "multiply": lambda: x * y, "divide": lambda: q, "mod": lambda: rem}[op]()
    return {"result": to_base(v, base, upper), "decimal": str(v), "remainder": to_base(rem, base, upper) if op == "divide" else None}


base_cases = [("1011", "110", 2, "add", False), ("ff", "-1a", 16, "multiply", True), ("-777", "10", 8, "divide", False),
              ("zz", "-11", 36, "mod", False), ("100000000000000000000", "1", 16, "subtract", False)]
out["base-arithmetic-calculator"] = [
    {"inputs": {"a": a, "b": b, "base": base, "operation": op, "uppercase": up}, "result": base_calc(a, b, base, op, up)}
    for a, b, base, op, up in base_cases
]
assert out["base-arithmetic-calculator"][0]["result"]["result"] == "10001" and out["base-arithmetic-calculator"][0]["result"]["decimal"] == "17"


# --- 6. polygon-area-calculator: shoelace and centroid in Fraction; perimeter as doubles, summed left to right -------
def polygon(vs):
    pts = vs[:-1] if vs[0] == vs[-1] else vs
    n = len(pts)
    P = [(exact(x), exact(y)) for x, y in pts]
    twice = cx = cy = Fraction(0)
    per = 0.0
    for i in range(n):
        j = (i + 1) % n
        (x0, y0), (x1, y1) = P[i], P[j]
        cross = x0 * y1 - x1 * y0
        twice += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
        dx = float(pts[j][0]) - float(pts[i][0])
        dy = float(pts[j][1]) - float(pts[i][1])
        per = per + math.sqrt(dx * dx + dy * dy)  # not sum(): Python 3.12's sum() of floats is compensated
    A = twice / 2
    return {"area": num(abs(A)), "signedArea": num(A), "perimeter": num(per) if float(per).is_integer() else per,
            "centroid": {"x": num(cx / (3 * twice)), "y": num(cy / (3 * twice))},
            "orientation": "counterclockwise" if twice > 0 else "clockwise", "vertexCount": n}


poly_cases = [
    [[0, 0], [4, 0], [0, 3]],
    [[0, 0], [0, 10], [10, 10], [10, 0], [0, 0]],
    [[0.1, 0.2], [3.7, -1.25], [5.5, 2.4], [2.2, 4.9], [-1.3, 3.3]],
]
out["polygon-area-calculator"] = [{"inputs": {"vertices": v}, "result": polygon(v)} for v in poly_cases]
assert out["polygon-area-calculator"][0]["result"]["area"] == 6


# --- 7. combinations-generator: itertools ----------------------------------------------------------------------------
def combos(mode, items=None, size=None, repetition=False, lists=None, limit=1000):
    if mode == "cartesian":
        it, count = itertools.product(*lists), math.prod(len(l) for l in lists)
    elif mode == "power-set":
        it = itertools.chain.from_iterable(itertools.combinations(items, k) for k in range(len(items) + 1))
        count = 2 ** len(items)
    elif mode == "combinations":
        if repetition:
            it, count = itertools.combinations_with_replacement(items, size), math.comb(len(items) + size - 1, size)
        else:
            it, count = itertools.combinations(items, size), math.comb(len(items), size)
    else:
        r = len(items) if size is None else size
        if repetition:
            it, count = itertools.product(items, repeat=r), len(items) ** r
        else:
            it, count = itertools.permutations(items, r), math.perm(len(items), r)
    results = [list(t) for t in itertools.islice(it, limit)]
    return {"count": str(count), "results": results, "truncated": count > limit}


combo_cases = [
    {"mode": "combinations", "items": ["red", "green", "blue"], "size": 2},
    {"mode": "permutations", "items": ["a", "b", "c"]},
    {"mode": "combinations", "items": ["x", "y", "z"], "size": 2, "repetition": True},
    {"mode": "power-set", "items": ["1", "2", "3"]},
    {"mode": "cartesian", "lists": [["S", "M", "L"], ["red", "blue"]]},
    {"mode": "permutations", "items": [chr(97 + i) for i in range(30)], "size": 30, "limit": 3},
]
out["combinations-generator"] = []
for c in combo_cases:
    full = {"repetition": False, "limit": 1000, **c}
    if c["mode"] == "cartesian":
        full.pop("repetition")
    kw = {k: v for k, v in full.items() if k != "mode"}
    out["combinations-generator"].append({"inputs": full, "result": combos(c["mode"], **kw)})
assert out["combinations-generator"][0]["result"]["count"] == "3"

if __name__ == "__main__":
    wanted = sys.argv[1:] or list(out)
    print(json.dumps({slug: out[slug] for slug in wanted}, ensure_ascii=False, indent=1))
