# Reference values for the examples of the algebra/matrix/geometry/calculus tools of src/tools/math/ (the slugs owned
# by this script are the keys of `out`): run `python3 test/reference/math_algebra.py [slug …]` (Python 3.11, numpy,
# scipy, sympy). It prints one JSON object: tool slug -> list of {inputs, result}, pasted as the tools' `examples`.
#
# Each block computes its tool's results independently of the TypeScript code: an ast-whitelisted evaluator for
# expressions, numpy.linalg for matrices (cross-checked with sympy's exact arithmetic), cmath/numpy.roots for roots,
# closed-form formulas with math.pi for shapes, scipy.integrate.quad / scipy.optimize.brentq / sympy.diff for calculus.
# Where a tool documents a rounding point (12 significant digits for matrix results) the same rounding is applied
# here, on the exact decimal value of the double, ties away from zero. Floating formulas are written in the tools'
# documented order of operations so that the doubles agree exactly; independent cross-checks (numpy.roots, sympy
# exact determinants…) are asserted with a tolerance.
import ast
import cmath
import json
import math
import operator
import sys
from decimal import Decimal, ROUND_HALF_UP

import numpy as np
import sympy

out = {}


def round_sig(x, digits=12):
    """x to `digits` significant digits, from its exact decimal value, ties away from zero (JS toPrecision)."""
    if x == 0:
        return 0
    d = Decimal(x)
    exp = d.adjusted()
    q = Decimal(1).scaleb(exp - digits + 1)
    r = float(d.quantize(q, rounding=ROUND_HALF_UP))
    return 0 if r == 0 else clean(r)


def round_to_largest(values, digits=12):
    largest = max(abs(v) for v in values)
    if largest == 0:
        return [0 for _ in values]
    places = digits - 1 - math.floor(math.log10(largest))
    assert 0 <= places <= 100
    res = []
    for v in values:
        r = float(Decimal(v).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))
        res.append(clean(r))
    return res


def clean(x):
    """Integral floats as ints (JSON 2.0 and 2 are the same number to the tests), no -0."""
    if isinstance(x, float) and x == 0:
        return 0
    if isinstance(x, float) and x.is_integer() and abs(x) < 2 ** 53:
        return int(x)
    return x


def cleanv(v):
    if isinstance(v, dict):
        return {k: cleanv(x) for k, x in v.items()}
    if isinstance(v, list):
        return [cleanv(x) for x in v]
    return clean(v)


def add(slug, inputs, result):
    out.setdefault(slug, []).append({"inputs": inputs, "result": cleanv(result)})


def fmt_sig(x, digits):
    """JS toPrecision(digits) with trailing fraction zeros removed."""
    d = Decimal(x)
    if x == 0:
        e = 0
    else:
        e = d.adjusted()
        q = Decimal(1).scaleb(e - digits + 1)
        d = d.quantize(q, rounding=ROUND_HALF_UP)
        e = d.adjusted()  # rounding may carry into a new digit
    if e < -6 or e >= digits:
        digits_str = format(d.scaleb(-e).quantize(Decimal(1).scaleb(-(digits - 1)), rounding=ROUND_HALF_UP), "f")
        if "." in digits_str:
            digits_str = digits_str.rstrip("0").rstrip(".")
        return f"{digits_str}e{'+' if e >= 0 else '-'}{abs(e)}"
    s = format(d.quantize(Decimal(1).scaleb(min(0, e - digits + 1)), rounding=ROUND_HALF_UP), "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


# --- expression-evaluator: a whitelisted Python evaluator (^ is power) -----------------------------------------
FUNCS = {"sqrt": math.sqrt, "sin": math.sin, "cos": math.cos, "tan": math.tan, "log": lambda x, b=None: math.log(x) if b is None else math.log(x) / math.log(b),
         "abs": abs, "exp": math.exp, "factorial": lambda n: float(math.factorial(int(n))), "cbrt": math.cbrt}
CONSTS = {"pi": math.pi, "e": math.e}
OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv, ast.Pow: operator.pow, ast.Mod: lambda a, b: a - b * math.floor(a / b)}


def safe_eval(text, variables):
    def ev(n):
        if isinstance(n, ast.Expression):
            return ev(n.body)
        if isinstance(n, ast.Constant) and isinstance(n.value, (int, float)):
            return float(n.value)
        if isinstance(n, ast.BinOp) and type(n.op) in OPS:
            return OPS[type(n.op)](ev(n.left), ev(n.right))
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub):
            return -ev(n.operand)
        if isinstance(n, ast.Name):
            return variables[n.id] if n.id in variables else CONSTS[n.id]
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in FUNCS:
            return FUNCS[n.func.id](*[ev(a) for a in n.args])
        raise ValueError(ast.dump(n))
    return ev(ast.parse(text.replace("^", "**"), mode="eval"))


def expr_case(expression, variables=None, precision=None):
    inputs = {"expression": expression}
    if variables is not None:
        inputs["variables"] = variables
    if precision is not None:
        inputs["precision"] = precision
    value = safe_eval(expression, variables or {})
    add("expression-evaluator", inputs, {"result": value, "formatted": fmt_sig(value, precision or 14)})


expr_case("2^10 + sqrt(16) * 3")  # the plan's measured value: 1036
expr_case("x^2 + 2*x*y + y^2", {"x": 1.5, "y": 2.5})
expr_case("1/3 + 1/7", precision=6)
expr_case("sqrt(2) * 1e20")

# --- quadratic-equation-solver ------------------------------------------------------------------------------------
def quadratic(a, b, c):
    D = b * b - 4 * a * c
    vx = -b / (2 * a)
    vertex = {"x": vx, "y": a * vx * vx + b * vx + c}
    if D > 0:
        q = -(b + (-1 if b < 0 else 1) * math.sqrt(D)) / 2
        roots = sorted([q / a, c / q])
        # independent cross-check: numpy.roots
        assert np.allclose(sorted(np.roots([a, b, c]).real), roots, rtol=1e-12)
        res = [{"re": r, "im": 0} for r in roots]
        kind = "two-real"
    elif D == 0:
        res = [{"re": vx, "im": 0}]
        kind = "one-real"
    else:
        im = math.sqrt(-D) / (2 * abs(a))
        z = cmath.sqrt(D) / (2 * a)
        assert math.isclose(abs(z.imag), im, rel_tol=1e-15)
        res = [{"re": vx, "im": -im}, {"re": vx, "im": im}]
        kind = "complex"
    add("quadratic-equation-solver", {"a": a, "b": b, "c": c}, {"discriminant": D, "roots": res, "rootType": kind, "vertex": vertex})


quadratic(1, -3, 2)
quadratic(1, 2, 5)
quadratic(2, -4, 2)
quadratic(1, 1e8, 1)  # cancellation: the small root is −1e-8, not 0

# --- linear-system-solver ---------------------------------------------------------------------------------------
def linsys(A, b):
    x = np.linalg.solve(np.array(A, float), np.array(b, float))
    det = np.linalg.det(np.array(A, float))
    exact = sympy.Matrix(A).LUsolve(sympy.Matrix(b))
    assert all(abs(float(e) - v) < 1e-9 for e, v in zip(exact, x))
    add("linear-system-solver", {"matrix": A, "vector": b}, {"solution": round_to_largest(list(x)), "determinant": round_sig(det)})


linsys([[2, 1, -1], [-3, -1, 2], [-2, 1, 2]], [8, -11, -3])  # the textbook Gaussian elimination example: (2, 3, −1)
linsys([[4, -2, 1], [3, 6, -4], [2, 1, 8]], [12, -25, 32])
linsys([[1, 2], [3, 4]], [5, 6])

# --- matrix-operations --------------------------------------------------------------------------------------------
def matop(a, op, b=None, scalar=None):
    A = np.array(a, float)
    inputs = {"a": a, "operation": op}
    if b is not None:
        inputs["b"] = b
    if scalar is not None:
        inputs["scalar"] = scalar
    if op == "add": r = A + np.array(b, float)
    elif op == "subtract": r = A - np.array(b, float)
    elif op == "multiply": r = A @ np.array(b, float)
    elif op == "hadamard": r = A * np.array(b, float)
    elif op == "scalar": r = A * scalar
    else: r = A.T
    add("matrix-operations", inputs, {"result": [[float(v) for v in row] for row in r]})


matop([[1, 2, 3], [4, 5, 6]], "multiply", [[7, 8], [9, 10], [11, 12]])
matop([[1, 2], [3, 4]], "add", [[0.5, -2], [10, 1]])
matop([[1, 2, 3], [4, 5, 6]], "transpose")
matop([[1.5, -2], [0, 4]], "scalar", scalar=3)
matop([[1, 2], [3, 4]], "hadamard", [[5, 6], [7, 8]])

# --- matrix-determinant -------------------------------------------------------------------------------------------
def det_case(m):
    d = np.linalg.det(np.array(m, float))
    exact = sympy.Matrix(m).det()
    assert abs(float(exact) - d) <= 1e-9 * max(1, abs(float(exact)))
    add("matrix-determinant", {"matrix": m}, {"determinant": round_sig(d)})


det_case([[6, 1, 1], [4, -2, 5], [2, 8, 7]])  # the plan's measured value: −306
det_case([[1.5, 2], [3, 4.25]])
det_case([[2, 0, 0, 0], [1, 3, 0, 0], [4, 5, 6, 0], [7, 8, 9, 10]])

# --- matrix-inverse -------------------------------------------------------------------------------------------
def inv_case(m):
    inv = np.linalg.inv(np.array(m, float))
    exact = sympy.Matrix(m).inv()
    assert all(abs(float(exact[i, j]) - inv[i, j]) < 1e-12 for i in range(len(m)) for j in range(len(m)))
    flat = round_to_largest([float(v) for v in inv.flatten()])
    n = len(m)
    add("matrix-inverse", {"matrix": m}, {"inverse": [flat[i * n:(i + 1) * n] for i in range(n)], "determinant": round_sig(np.linalg.det(np.array(m, float)))})


inv_case([[4, 7], [2, 6]])
inv_case([[1, 2, 3], [0, 1, 4], [5, 6, 0]])  # inverse [[−24, 18, 5], [20, −15, −4], [−5, 4, 1]]
inv_case([[2, 1], [1, 3]])

# --- logarithm-calculator -------------------------------------------------------------------------------------
def log_case(value, base=None):
    inputs = {"value": value}
    if base is not None:
        inputs["base"] = base
    b = 10 if base is None else base
    ln, l10, l2 = math.log(value), math.log10(value), math.log2(value)
    result = ln if b == "e" else l10 if b == 10 else l2 if b == 2 else ln / math.log(b)
    add("logarithm-calculator", inputs, {"result": result, "naturalLog": ln, "log10": l10, "log2": l2})


log_case(1000)
log_case(8, 2)
log_case(1024, 4)
log_case(100, 5)
log_case(20, "e")

# --- exponent-root-calculator ---------------------------------------------------------------------------------
def pow_case(base, exponent=None, root=None):
    if root is not None:
        x = abs(base)
        y = math.sqrt(x) if root == 2 else math.cbrt(x) if root == 3 else x ** (1 / root)
        r = round(y)
        if r != y and r ** root == x:
            y = float(r)
        add("exponent-root-calculator", {"base": base, "root": root}, {"result": -y if base < 0 else y})
    else:
        add("exponent-root-calculator", {"base": base, "exponent": exponent}, {"result": math.pow(base, exponent)})


pow_case(2, 10)
pow_case(2, 0.5)
pow_case(-27, root=3)
pow_case(1e6, root=6)
pow_case(10, root=4)

# --- trigonometry-calculator ------------------------------------------------------------------------------------
def sincos_deg(deg):
    r = math.fmod(math.fmod(deg, 360) + 360, 360)
    q = math.floor(r / 90)
    t = r - 90 * q
    if t < 0:
        q -= 1
        t += 90
    exact = {0: (0.0, 1.0), 30: (0.5, math.sqrt(3) / 2), 45: (math.sqrt(0.5), math.sqrt(0.5)), 60: (math.sqrt(3) / 2, 0.5)}
    s, c = exact.get(t, (math.sin(t * math.pi / 180), math.cos(t * math.pi / 180)))
    return [(s, c), (c, -s), (-s, -c), (-c, s)][q % 4]


def trig_result(s, c, deg, rad):
    return {"sin": s, "cos": c, "tan": None if c == 0 else s / c, "sec": None if c == 0 else 1 / c,
            "csc": None if s == 0 else 1 / s, "cot": None if s == 0 else c / s, "angleDegrees": deg, "angleRadians": rad}


def trig_case(**inputs):
    unit = inputs.get("unit", "deg")
    if "inverse" in inputs:
        v = inputs["value"]
        f = inputs["inverse"]
        rad = math.asin(v) if f == "asin" else math.acos(v) if f == "acos" else math.atan(v) if f == "atan" else math.atan2(v, inputs["x"])
        res = trig_result(math.sin(rad), math.cos(rad), rad * 180 / math.pi, rad)
    elif unit == "rad":
        a = inputs["angle"]
        res = trig_result(math.sin(a), math.cos(a), a * 180 / math.pi, a)
    else:
        a = inputs["angle"]
        deg = a if unit == "deg" else a * 9 / 10 if unit == "grad" else a * 360
        s, c = sincos_deg(deg)
        res = trig_result(s, c, deg, deg * math.pi / 180)
    add("trigonometry-calculator", inputs, res)


trig_case(angle=30)
trig_case(angle=180)
trig_case(angle=100, unit="grad")  # 90°: tan and sec undefined
trig_case(angle=1, unit="rad")
trig_case(inverse="atan2", value=1, x=-1)

# --- right-triangle-solver ----------------------------------------------------------------------------------------
def right_triangle(**g):
    a, b, c, A, B = (g.get(k) for k in ("a", "b", "c", "angleA", "angleB"))
    RAD = math.pi / 180
    if A is None and B is None:
        if c is None: c = math.hypot(a, b)
        elif a is not None: b = math.sqrt((c - a) * (c + a))
        else: a = math.sqrt((c - b) * (c + b))
        A = math.atan2(a, b) / RAD
        B = 90 - A
    else:
        if A is None: A = 90 - B
        else: B = 90 - A
        s, co, t = math.sin(A * RAD), math.cos(A * RAD), math.tan(A * RAD)
        if a is not None: b, c = a / t, a / s
        elif b is not None: a, c = b * t, b / co
        else: a, b = c * s, c * co
    add("right-triangle-solver", g, {"a": a, "b": b, "c": c, "angleA": A, "angleB": B, "area": a * b / 2, "perimeter": a + b + c, "altitude": a * b / c})


right_triangle(a=3, b=4)
right_triangle(c=25, a=7)
right_triangle(c=10, angleA=30)

# --- shape-area-calculator ----------------------------------------------------------------------------------------
PI = math.pi


def area(shape, **d):
    if shape == "circle": r = d["radius"]; res = (PI * r * r, 2 * PI * r)
    elif shape == "ellipse":
        a, b = d["semiMajor"], d["semiMinor"]; h = ((a - b) / (a + b)) ** 2
        res = (PI * a * b, PI * (a + b) * (1 + (3 * h) / (10 + math.sqrt(4 - 3 * h))))
    elif shape == "rectangle": res = (d["width"] * d["height"], 2 * (d["width"] + d["height"]))
    elif shape == "square": res = (d["side"] * d["side"], 4 * d["side"])
    elif shape == "triangle":
        x, y, z = sorted([d["a"], d["b"], d["c"]], reverse=True)
        res = (math.sqrt((x + (y + z)) * (z - (x - y)) * (z + (x - y)) * (x + (y - z))) / 4, d["a"] + d["b"] + d["c"])
    elif shape == "trapezoid": res = ((d["a"] + d["b"]) / 2 * d["height"], d["a"] + d["b"] + d["c"] + d["d"])
    elif shape == "parallelogram": res = (d["base"] * d["height"], 2 * (d["base"] + d["side"]))
    elif shape == "rhombus": res = (d["diagonal1"] * d["diagonal2"] / 2, 2 * math.hypot(d["diagonal1"], d["diagonal2"]))
    elif shape == "regular-polygon": n, s = d["sides"], d["side"]; res = (n * s * s / (4 * math.tan(PI / n)), n * s)
    elif shape == "sector": r, t = d["radius"], d["angleDegrees"]; res = (PI * r * r * t / 360, 2 * r + PI * r * t / 180)
    else: R, r = d["outerRadius"], d["innerRadius"]; res = (PI * (R * R - r * r), 2 * PI * (R + r))
    add("shape-area-calculator", {"shape": shape, "dimensions": d}, {"area": res[0], "perimeter": res[1]})


area("circle", radius=2)
area("triangle", a=3, b=4, c=5)  # 6 and 12
area("regular-polygon", sides=6, side=2)
area("sector", radius=3, angleDegrees=90)
area("ellipse", semiMajor=5, semiMinor=3)

# --- shape-volume-calculator --------------------------------------------------------------------------------------
def volume(shape, **d):
    g = d.get
    if shape == "cube": s = g("side"); res = (s * s * s, 6 * s * s)
    elif shape == "cuboid": l, w, h = g("length"), g("width"), g("height"); res = (l * w * h, 2 * (l * w + l * h + w * h))
    elif shape == "sphere": r = g("radius"); res = (4 * PI * r * r * r / 3, 4 * PI * r * r)
    elif shape == "hemisphere": r = g("radius"); res = (2 * PI * r * r * r / 3, 3 * PI * r * r)
    elif shape == "cylinder": r, h = g("radius"), g("height"); res = (PI * r * r * h, 2 * PI * r * (r + h))
    elif shape == "cone": r, h = g("radius"), g("height"); res = (PI * r * r * h / 3, PI * r * (r + math.hypot(r, h)))
    elif shape == "frustum":
        R, r, h = g("radius"), g("topRadius"), g("height")
        res = (PI * h * (R * R + R * r + r * r) / 3, PI * (R + r) * math.hypot(R - r, h) + PI * (R * R + r * r))
    elif shape == "pyramid": s, h = g("side"), g("height"); res = (s * s * h / 3, s * s + 2 * s * math.hypot(s / 2, h))
    elif shape == "prism":
        n, s, h = g("sides"), g("side"), g("height"); base = n * s * s / (4 * math.tan(PI / n)); res = (base * h, 2 * base + n * s * h)
    elif shape == "torus": R, r = g("majorRadius"), g("minorRadius"); res = (2 * PI * PI * R * r * r, 4 * PI * PI * R * r)
    elif shape == "capsule": r, h = g("radius"), g("height"); res = (PI * r * r * (4 * r / 3 + h), 2 * PI * r * (2 * r + h))
    else:
        a, b, c = g("a"), g("b"), g("c"); p = 1.6075
        ap, bp, cp = a ** p, b ** p, c ** p
        res = (4 * PI * a * b * c / 3, 4 * PI * ((ap * bp + ap * cp + bp * cp) / 3) ** (1 / p))
    add("shape-volume-calculator", {"shape": shape, "dimensions": d}, {"volume": res[0], "surfaceArea": res[1]})


volume("sphere", radius=3)  # 36π, 36π
volume("cylinder", radius=2, height=5)
volume("cone", radius=3, height=4)  # slant 5: V 12π, S 24π
volume("cuboid", length=2, width=3, height=4)

# --- polynomial-root-finder: numpy.roots (companion-matrix eigenvalues), rounded as the tool documents -----------
def round_complex(z, digits=10):
    re, im = round_to_largest([float(z.real), float(z.imag)], digits) if (z.real or z.imag) else (0, 0)
    return {"re": re, "im": im}


def poly_case(coefficients):
    roots = [round_complex(z) for z in np.roots(coefficients)]
    zeros = len(coefficients) - len(np.trim_zeros(coefficients, "b"))
    roots = [r for r in roots if not (r["re"] == 0 and r["im"] == 0)] + [{"re": 0, "im": 0}] * zeros
    roots.sort(key=lambda r: (r["re"], r["im"]))
    add("polynomial-root-finder", {"coefficients": coefficients}, {"degree": len(coefficients) - 1, "roots": roots})


poly_case([1, -6, 11, -6])  # (x−1)(x−2)(x−3)
poly_case([1, 0, 0, 0, -1])  # fourth roots of unity
poly_case([2, -3, 0, 5, 0, 0])  # two zero roots
poly_case([1, -2.5, 0.5, 4.2])

# --- matrix-eigenvalues: numpy.linalg.eigvals / eigh ------------------------------------------------------------------
def eig_case(m):
    A = np.array(m, float)
    symmetric = bool((A == A.T).all())
    vals = [round_complex(z) for z in np.linalg.eigvals(A).astype(complex)]
    order = sorted(range(len(vals)), key=lambda k: (vals[k]["re"], vals[k]["im"]))
    vectors = None
    if symmetric:
        w, V = np.linalg.eigh(A)
        rounded = [round_complex(complex(x)) for x in w]
        if len({(r["re"], r["im"]) for r in rounded}) == len(rounded):
            pairs = sorted(range(len(w)), key=lambda k: (rounded[k]["re"], rounded[k]["im"]))
            vectors = []
            for k in pairs:
                v = V[:, k] / np.linalg.norm(V[:, k])
                big = max(v, key=abs)
                if big < 0:
                    v = -v
                vectors.append(round_to_largest([float(x) for x in v], 10))
    add("matrix-eigenvalues", {"matrix": m}, {"eigenvalues": [vals[k] for k in order], "eigenvectors": vectors, "symmetric": symmetric})


eig_case([[2, 1], [1, 2]])  # 1 and 3, vectors (1, −1)/√2 and (1, 1)/√2
eig_case([[0, -1], [1, 0]])  # rotation: ±i
eig_case([[4, 1, 2], [1, 3, 0], [2, 0, 5]])
eig_case([[1, 2, 3], [4, 5, 6], [7, 8, 10]])

# --- vector-calculator: numpy ------------------------------------------------------------------------------------
def vec_case(a, b):
    A, B = np.array(a, float), np.array(b, float)
    ab = sum(x * y for x, y in zip(a, b)); aa = sum(x * x for x in a); bb = sum(y * y for y in b)
    assert math.isclose(ab, float(np.dot(A, B)), rel_tol=1e-14, abs_tol=1e-300)
    ma, mb = math.sqrt(aa), math.sqrt(bb)
    diff = [x - y for x, y in zip(a, b)]
    dist = math.sqrt(sum(d * d for d in diff))
    assert math.isclose(dist, float(np.linalg.norm(A - B)), rel_tol=1e-14)
    cross = [float(v) for v in np.cross(A, B)] if len(a) == 3 else None
    angle = None if ma == 0 or mb == 0 else math.acos(min(1, max(-1, ab / (ma * mb)))) * 180 / math.pi
    proj = None if bb == 0 else [(ab / bb) * y for y in b]
    add("vector-calculator", {"a": a, "b": b}, {"dot": ab, "cross": cross, "magnitudeA": ma, "magnitudeB": mb, "angleDegrees": angle, "projection": proj, "distance": dist})


vec_case([1, 2, 3], [4, 5, 6])  # dot 32, cross (−3, 6, −3)
vec_case([3, 4], [4, -3])  # perpendicular: 90°
vec_case([1, 0, 0, 1], [0, 0, 0, 0])

# --- triangle-solver: laws of sines and cosines, Heron's formula as a cross-check ---------------------------------------
def tri_case(**given):
    R = math.pi / 180
    sn = lambda d: math.sin(d * R)
    cs = lambda d: math.cos(d * R)
    ac = lambda x: math.acos(min(1, max(-1, x))) / R
    s = [given.get("a"), given.get("b"), given.get("c")]
    g = [given.get("A"), given.get("B"), given.get("C")]
    ks = [i for i in range(3) if s[i] is not None]
    ka = [i for i in range(3) if g[i] is not None]

    def from_sides(s, i):
        x, y, z = s[i], s[(i + 1) % 3], s[(i + 2) % 3]
        return ac((y * y + z * z - x * x) / (2 * y * z))

    def finish(s, g):
        a, b, c = s
        area = 0.5 * a * b * sn(g[2])
        p = (a + b + c) / 2
        assert math.isclose(area, math.sqrt(p * (p - a) * (p - b) * (p - c)), rel_tol=1e-9)  # Heron
        return {"a": a, "b": b, "c": c, "A": g[0], "B": g[1], "C": g[2], "area": area, "perimeter": a + b + c}

    sols = []
    if len(ks) == 3:
        A = from_sides(s, 0); B = from_sides(s, 1); sols = [finish(s, [A, B, 180 - A - B])]
    elif len(ks) == 1:
        m = [i for i in range(3) if g[i] is None][0]
        g[m] = 180 - sum(v for v in g if v is not None)
        k = ks[0]; ratio = s[k] / sn(g[k])
        sols = [finish([s[k] if i == k else ratio * sn(g[i]) for i in range(3)], g)]
    else:
        an = ka[0]; us = [i for i in range(3) if s[i] is None][0]
        if an == us:
            y, z = s[(an + 1) % 3], s[(an + 2) % 3]
            s[an] = math.sqrt(y * y + z * z - 2 * y * z * cs(g[an]))
            nx = (an + 1) % 3
            g[nx] = from_sides(s, nx)
            g[(an + 2) % 3] = 180 - g[an] - g[nx]
            sols = [finish(s, g)]
        else:
            o = [i for i in ks if i != an][0]
            acute = math.asin(s[o] * sn(g[an]) / s[an]) / R
            for cand in ([acute] if acute == 90 else [acute, 180 - acute]):
                third = 180 - g[an] - cand
                if not third > 0:
                    continue
                gg = list(g); gg[o] = cand; gg[us] = third
                ss = list(s); ss[us] = s[an] * sn(third) / sn(g[an])
                sols.append(finish(ss, gg))
    add("triangle-solver", given, {"solutions": sols})


tri_case(a=3, b=4, c=5)
tri_case(a=7, b=9, C=60)  # SAS
tri_case(a=10, A=40, B=60)  # AAS
tri_case(a=6, b=8, A=35)  # SSA: two triangles

# --- circle-calculator ------------------------------------------------------------------------------------------
def circle_case(**g):
    ang = g.get("angleDegrees")
    if "radius" in g: r = g["radius"]
    elif "diameter" in g: r = g["diameter"] / 2
    elif "circumference" in g: r = g["circumference"] / (2 * math.pi)
    else: r = math.sqrt(g["area"] / math.pi)
    add("circle-calculator", g, {"radius": r, "diameter": g.get("diameter", 2 * r), "circumference": g.get("circumference", 2 * math.pi * r),
                                 "area": g.get("area", math.pi * r * r), "arcLength": None if ang is None else math.pi * r * ang / 180,
                                 "sectorArea": None if ang is None else math.pi * r * r * ang / 360})


circle_case(radius=5)
circle_case(area=100, angleDegrees=45)
circle_case(diameter=10, angleDegrees=90)

# --- coordinate-geometry: math.dist as the distance oracle ----------------------------------------------------------
def coord_case(p1, p2):
    d = [b - a for a, b in zip(p1, p2)]
    dist = math.sqrt(sum(x * x for x in d))
    assert math.isclose(dist, math.dist(p1, p2), rel_tol=1e-15)
    mid = [(a + b) / 2 for a, b in zip(p1, p2)]
    if len(p1) == 3:
        res = {"distance": dist, "midpoint": mid, "slope": None, "intercept": None, "equation": None, "angleDegrees": None}
    else:
        ang = math.atan2(d[1], d[0]) * 180 / math.pi
        if d[0] == 0:
            res = {"distance": dist, "midpoint": mid, "slope": None, "intercept": None, "equation": f"x = {fmt_sig(p1[0], 12)}", "angleDegrees": ang}
        else:
            m = d[1] / d[0]; b = p1[1] - m * p1[0]
            eq = f"y = {fmt_sig(m, 12)}x {'-' if b < 0 else '+'} {fmt_sig(abs(b), 12)}"
            res = {"distance": dist, "midpoint": mid, "slope": m, "intercept": b, "equation": eq, "angleDegrees": ang}
    add("coordinate-geometry", {"p1": p1, "p2": p2}, res)


coord_case([1, 2], [4, 6])  # distance 5, slope 4/3
coord_case([2, -1], [2, 5])  # vertical
coord_case([0, 0, 0], [1, 2, 2])  # 3-D: distance 3

# --- complex-number-calculator: cmath --------------------------------------------------------------------------------
def parse_complex(t):
    return complex(t.replace("i", "j").replace(" ", "")) if "j" in t.replace("i", "j") else complex(float(t), 0)


def complex_case(a, operation, b=None):
    x = parse_complex(a)
    y = None if b is None else parse_complex(b)
    z = {"add": lambda: x + y, "subtract": lambda: x - y, "multiply": lambda: x * y, "divide": lambda: x / y, "power": lambda: x ** y,
         "sqrt": lambda: cmath.sqrt(x), "conjugate": lambda: x.conjugate(), "abs": lambda: complex(abs(x), 0), "exp": lambda: cmath.exp(x),
         "log": lambda: cmath.log(x)}[operation]()
    re, im = round_to_largest([z.real, z.imag], 12) if z != 0 else (0, 0)
    if im == 0: f = repr(clean(re))
    else:
        imag = ("" if abs(im) == 1 else repr(clean(abs(im)))) + "i"
        f = (("-" if im < 0 else "") + imag) if re == 0 else f"{clean(re)!r} {'-' if im < 0 else '+'} {imag}"
    inputs = {"a": a, "operation": operation}
    if b is not None:
        inputs["b"] = b
    add("complex-number-calculator", inputs, {"re": re, "im": im, "modulus": round_sig(abs(z)), "argumentDegrees": round_sig(math.degrees(cmath.phase(z))) if z != 0 else 0, "formatted": f})


complex_case("3+4i", "multiply", "1-2i")  # 11 − 2i
complex_case("3+4i", "divide", "1-2i")  # −1 + 2i
complex_case("-4", "sqrt")  # 2i
complex_case("1+1i", "power", "2")  # 2i
complex_case("3+4i", "abs")  # 5

# --- definite-integral: scipy.integrate.quad for the value; the error estimate and interval count from an independent
# port of the documented algorithm (globally adaptive G7–K15, nodes from QUADPACK qk15, checked below on monomials) ---
from scipy import integrate

XGK = [0.991455371120812639206854697526329, 0.949107912342758524526189684047851, 0.864864423359769072789712788640926, 0.741531185599394439863864773280788,
       0.586087235467691130294144845693013, 0.405845151377397166906606412076961, 0.207784955007898467600689403773245, 0.0]
WGK = [0.022935322010529224963732008058970, 0.063092092629978553290700663189204, 0.104790010322250183839876322541518, 0.140653259715525918745189590510238,
       0.169004726639267902826583426598550, 0.190350578064785409913256402421014, 0.204432940075298892414161999234649, 0.209482141084727828012999174891714]
WG = [0.129484966168869693270611432679082, 0.279705391489276667901467771423780, 0.381830050505118944950369775488975, 0.417959183673469387755102040816327]


def gk(f, a, b):
    c, h = (a + b) / 2, (b - a) / 2
    fc = f(c); k = fc * WGK[7]; g = fc * WG[3]
    for j in range(7):
        dx = h * XGK[j]; s = f(c - dx) + f(c + dx)
        k += WGK[j] * s
        if j % 2 == 1:
            g += WG[(j - 1) // 2] * s
    return (a, b, k * h, abs((k - g) * h))


for deg in range(23):  # K15 is exact to degree 22, G7 to degree 13
    exact = 2 / (deg + 1) if deg % 2 == 0 else 0
    _, _, kv, _ = gk(lambda x: x ** deg, -1.0, 1.0)
    assert abs(kv - exact) < 1e-14, deg


def integral_case(expression, lower, upper, fn):
    pieces = [gk(fn, lower, upper)]
    value, err = pieces[0][2], pieces[0][3]
    while err > max(1e-12, 1e-12 * abs(value)) and len(pieces) < 2000:
        w = max(range(len(pieces)), key=lambda i: (pieces[i][3], -i))
        p, q = pieces[w][0], pieces[w][1]; m = (p + q) / 2
        pieces[w:w + 1] = [gk(fn, p, m), gk(fn, m, q)]
        value = sum(x[2] for x in pieces); err = sum(x[3] for x in pieces)
    ref, _ = integrate.quad(fn, lower, upper, epsabs=1e-13, epsrel=1e-13, limit=200)
    assert round_sig(ref) == round_sig(value), (ref, value)
    add("definite-integral", {"expression": expression, "lower": lower, "upper": upper},
        {"value": round_sig(ref), "estimatedError": 0 if err < 1e-14 * max(1, abs(value)) else round_sig(err, 2), "intervals": len(pieces)})


integral_case("x^2", 0, 3, lambda x: x ** 2)  # 9
integral_case("exp(-x^2)", -2, 2, lambda x: math.exp(-x ** 2))  # √π·erf(2)
integral_case("1 / (1 + x^2)", 0, 1, lambda x: 1 / (1 + x ** 2))  # π/4

# --- derivative-calculator: sympy.diff. The expected derivative strings are typed in mathjs's print style and are
# checked here to be equal to sympy's derivative (their difference simplifies to 0); valueAt is sympy's value ------
def derivative_case(expression, expected_text, at=None, variable="x"):
    x = sympy.Symbol(variable)
    to_sympy = lambda t: sympy.sympify(t.replace("^", "**"), locals={"log": sympy.log, "exp": sympy.exp, variable: x})
    d = sympy.diff(to_sympy(expression), x)
    assert sympy.simplify(to_sympy(expected_text) - d) == 0, (expected_text, d)
    inputs = {"expression": expression}
    if at is not None:
        inputs["at"] = at
    add("derivative-calculator", inputs, {"derivative": expected_text, "valueAt": None if at is None else round_sig(float(d.subs(x, at).evalf(30)))})


derivative_case("x^3 + 2*x", "3 * x ^ 2 + 2", at=2)  # 14
derivative_case("sin(x) * x^2", "cos(x) * x ^ 2 + 2 * sin(x) * x", at=1)
derivative_case("sqrt(x^2 + 1)", "x / sqrt(x ^ 2 + 1)")

# --- equation-solver: the same 1001-point scan, each sign change solved by scipy.optimize.brentq itself -------------
from scipy import optimize


def equation_case(equation, lower, upper, h):
    N = 1000
    xs = [lower + (i * (upper - lower)) / N for i in range(N + 1)]

    def safe(x):
        try:
            v = h(x)
            return v if math.isfinite(v) else math.nan
        except (ValueError, ZeroDivisionError, OverflowError):
            return math.nan
    ys = [safe(x) for x in xs]
    roots, its = [], 0
    for i in range(N + 1):
        if ys[i] == 0:
            roots.append(xs[i])
        if i == N:
            break
        ya, yb = ys[i], ys[i + 1]
        if math.isnan(ya) or math.isnan(yb) or ya == 0 or yb == 0 or math.copysign(1, ya) == math.copysign(1, yb):
            continue
        r, info = optimize.brentq(h, xs[i], xs[i + 1], xtol=2e-12, rtol=4 * np.finfo(float).eps, maxiter=100, full_output=True)
        its += info.iterations
        res = safe(r)
        if math.isnan(res) or abs(res) > 1e-6 * max(1, abs(ya), abs(yb)):
            continue
        roots.append(r)
    add("equation-solver", {"equation": equation, "lower": lower, "upper": upper}, {"roots": sorted(round_sig(r) for r in roots), "iterations": its})


equation_case("x^3 - 2*x = 5", 0, 3, lambda x: (x ** 3 - 2 * x) - 5)  # Newton's classic: 2.0945514815423265
equation_case("x^2 - 2", -2, 2, lambda x: (x ** 2 - 2) - 0)  # ±√2
equation_case("1/x = 1", -1, 2, lambda x: 1 / x - 1)  # the pole at 0 is not a root

wanted = sys.argv[1:]
print(json.dumps({k: v for k, v in out.items() if not wanted or k in wanted}, indent=1, ensure_ascii=False))
