# Expected results of the statistics tools' examples (src/tools/statistics/*.ts), computed independently with Python's
# statistics module, NumPy and SciPy. Run: python3 test/reference/statistics_tools.py  (SciPy 1.17.1, NumPy 2.4.6)
# It prints {slug: [{"inputs": …, "result": …}, …]}; the tools' `examples` are these values pasted as they are.
# Every computed result is rounded to 12 significant digits (r12), the documented rounding point of the tools.
import json
import math
import sys

# This folder holds statistics.py (another reference script), which would shadow the standard library's module.
sys.path = [p for p in sys.path if not p.endswith('test/reference')]
import statistics as st
from fractions import Fraction

import numpy as np
from scipy import stats

def r12(x):
    x = float(x)
    assert math.isfinite(x)
    v = float(f"{x:.12g}")
    return 0 if v == 0 else (int(v) if v.is_integer() and abs(v) < 2**53 else v)

def js(x):
    """String(x) of a JavaScript number, for the equation fields (examples avoid exponent notation)."""
    if float(x).is_integer():
        return str(int(x))
    s = repr(float(x))
    assert "e" not in s, s
    return s

def equation(coefs):
    text = ""
    for power, c in enumerate(coefs):
        a = js(abs(c))
        term = a if power == 0 else (a + "x" if power == 1 else f"{a}x^{power}")
        text += (("-" + term) if c < 0 else term) if text == "" else ((" - " + term) if c < 0 else (" + " + term))
    return "y = " + text

out = {}
def add(slug, inputs, result):
    out.setdefault(slug, []).append({"inputs": inputs, "result": result})

# descriptive-statistics
def descriptive(xs):
    a = np.array(xs, dtype=float); n = len(xs)
    res = {
        "count": n, "sum": r12(math.fsum(xs)), "mean": r12(st.mean(xs)), "median": r12(st.median(xs)),
        "mode": st.multimode(xs), "min": min(xs), "max": max(xs), "range": r12(max(xs) - min(xs)),
        "sampleVariance": r12(st.variance(xs)) if n > 1 else None, "populationVariance": r12(st.pvariance(xs)),
        "sampleStdDev": r12(st.stdev(xs)) if n > 1 else None, "populationStdDev": r12(st.pstdev(xs)),
        "q1": r12(np.percentile(a, 25)), "q3": r12(np.percentile(a, 75)),
        "iqr": r12(np.percentile(a, 75) - np.percentile(a, 25)),
        "skewness": r12(stats.skew(a, bias=False)) if n > 2 and st.pvariance(xs) > 0 else None,
        "kurtosis": r12(stats.kurtosis(a, bias=False)) if n > 3 and st.pvariance(xs) > 0 else None,
        "standardError": r12(st.stdev(xs) / math.sqrt(n)) if n > 1 else None,
        "coefficientOfVariation": r12(st.stdev(xs) / st.mean(xs)) if n > 1 and st.mean(xs) != 0 else None,
    }
    add("descriptive-statistics", {"numbers": xs}, res)
descriptive([2, 4, 4, 4, 5, 5, 7, 9])
descriptive([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
descriptive([3.2, -1.5, 0.7, 12.25, 4.4, 0.7, 8.1])
descriptive([42])

# weighted-average
for v, w in [([90, 80, 70], [0.5, 0.3, 0.2]), ([3.5, 2.25, 4.75, 1.5], [3, 4, 2, 1])]:
    add("weighted-average", {"values": v, "weights": w}, {"weightedMean": r12(np.average(v, weights=w)), "sumOfWeights": r12(math.fsum(w))})

# percentile-calculator
for xs, ps, method, value in [
    ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [10, 25, 50, 90], "linear", 7),
    ([15, 20, 35, 40, 50], [5, 30, 40, 50, 100], "exclusive", None),
    ([15, 20, 35, 40, 50], [30, 40, 62.5], "nearest", 35),
    ([2.5, 1, 7, 3, 3, 9], [25, 75], "midpoint", 3),
]:
    numpy_method = "weibull" if method == "exclusive" else method
    inputs = {"numbers": xs, "percentiles": ps, "method": method}
    if value is not None:
        inputs["value"] = value
    add("percentile-calculator", inputs, {
        "values": [r12(np.percentile(np.array(xs, dtype=float), p, method=numpy_method)) for p in ps],
        "percentileRank": r12(stats.percentileofscore(xs, value, kind="rank")) if value is not None else None,
    })

# z-score-calculator
def zscore(inputs):
    x = inputs.get("x"); xs = inputs.get("numbers")
    m = inputs.get("mean", np.mean(xs) if xs is not None else None)
    s = inputs.get("standardDeviation", np.std(xs) if xs is not None else None)
    res = {"z": None, "cdfLeft": None, "cdfRight": None, "twoTailed": None, "zScores": None, "mean": r12(m), "standardDeviation": r12(s)}
    if x is not None:
        z = (x - m) / s
        res.update(z=r12(z), cdfLeft=r12(stats.norm.cdf(z)), cdfRight=r12(stats.norm.sf(z)), twoTailed=r12(2 * stats.norm.sf(abs(z))))
    if xs is not None:
        res["zScores"] = [r12((v - m) / s) for v in xs]
    add("z-score-calculator", inputs, res)
zscore({"x": 85, "mean": 70, "standardDeviation": 10})
zscore({"x": 1.96, "mean": 0, "standardDeviation": 1})
zscore({"numbers": [2, 4, 4, 4, 5, 5, 7, 9]})

# normal-distribution
def normal(inputs):
    m = inputs.get("mean", 0); s = inputs.get("standardDeviation", 1)
    d = stats.norm(m, s); x = inputs.get("x"); lo = inputs.get("lower"); hi = inputs.get("upper"); p = inputs.get("probability")
    between = None
    if lo is not None or hi is not None:
        a = -math.inf if lo is None else lo; b = math.inf if hi is None else hi
        between = r12(d.sf(a) - d.sf(b) if a >= m else d.cdf(b) - d.cdf(a))
    add("normal-distribution", inputs, {
        "pdf": r12(d.pdf(x)) if x is not None else None, "cdf": r12(d.cdf(x)) if x is not None else None,
        "between": between, "quantile": r12(d.ppf(p)) if p is not None else None, "variance": r12(s * s)})
normal({"mean": 100, "standardDeviation": 15, "x": 130, "lower": 85, "upper": 115})
normal({"x": 1.96, "probability": 0.975})
normal({"mean": 500, "standardDeviation": 100, "lower": 700, "probability": 0.1})

# binomial-distribution
for n, p, k in [(10, 0.5, 3), (20, 0.3, 8), (1000, 0.01, 25)]:
    b = stats.binom(n, p)
    add("binomial-distribution", {"trials": n, "probability": p, "successes": k}, {
        "pmf": r12(b.pmf(k)), "cdfAtMost": r12(b.cdf(k)), "cdfAtLeast": r12(b.sf(k - 1)), "cdfLess": r12(b.cdf(k - 1)),
        "cdfGreater": r12(b.sf(k)), "mean": r12(n * p), "variance": r12(n * p * (1 - p))})

# chi-square-test
def chi_table(table, yates=False):
    r = stats.chi2_contingency(np.array(table, dtype=float), correction=yates)
    v = stats.contingency.association(np.array(table), method="cramer")
    inputs = {"observed": table}
    if yates:
        inputs["yatesCorrection"] = True
    add("chi-square-test", inputs, {"test": "independence", "chiSquare": r12(r.statistic), "degreesOfFreedom": int(r.dof),
        "pValue": r12(r.pvalue), "expected": [[r12(e) for e in row] for row in r.expected_freq], "cramersV": r12(v)})
def chi_gof(obs, exp=None):
    r = stats.chisquare(obs, exp)
    e = exp if exp is not None else [sum(obs) / len(obs)] * len(obs)
    inputs = {"observed": obs}
    if exp is not None:
        inputs["expected"] = exp
    add("chi-square-test", inputs, {"test": "goodness-of-fit", "chiSquare": r12(r.statistic), "degreesOfFreedom": len(obs) - 1,
        "pValue": r12(r.pvalue), "expected": [r12(x) for x in e], "cramersV": None})
chi_table([[10, 20, 30], [6, 9, 17]])
chi_table([[12, 5], [7, 14]], yates=True)
chi_gof([16, 18, 16, 14, 12, 12])
chi_gof([50, 30, 20], [40, 40, 20])

# t-test
def ttest(kind, a, b=None, mu=0, alternative="two-sided"):
    if kind == "one-sample":
        r = stats.ttest_1samp(a, mu, alternative=alternative); diff = np.mean(a) - mu; sd = np.std(a, ddof=1)
    elif kind == "paired":
        r = stats.ttest_rel(a, b, alternative=alternative); d = np.subtract(a, b); diff = d.mean(); sd = d.std(ddof=1)
    else:
        r = stats.ttest_ind(a, b, equal_var=(kind == "student"), alternative=alternative)
        diff = np.mean(a) - np.mean(b); n1, n2 = len(a), len(b)
        sd = math.sqrt(((n1 - 1) * np.var(a, ddof=1) + (n2 - 1) * np.var(b, ddof=1)) / (n1 + n2 - 2))
    se = diff / r.statistic
    crit = stats.t.ppf(0.975, r.df)
    inputs = {"type": kind, "sample1": a}
    if b is not None: inputs["sample2"] = b
    if mu != 0: inputs["mu"] = mu
    if alternative != "two-sided": inputs["alternative"] = alternative
    add("t-test", inputs, {"t": r12(r.statistic), "degreesOfFreedom": r12(r.df), "pValue": r12(r.pvalue), "meanDifference": r12(diff),
        "confidenceInterval95": {"lower": r12(diff - crit * se), "upper": r12(diff + crit * se)}, "cohensD": r12(diff / sd)})
ttest("welch", [2.1, 3.4, 1.9, 5.6, 4.4, 3.3, 2.8], [1.0, 1.2, 0.9, 1.1, 1.3, 0.8, 1.05, 0.95, 1.15, 1.25, 0.85, 1.0])
ttest("student", [20.1, 22.4, 19.8, 21.5, 23.0], [18.2, 19.9, 17.5, 20.3, 18.8, 19.1])
ttest("one-sample", [5.1, 4.9, 5.6, 5.8, 6.0, 5.3, 5.7], mu=5, alternative="greater")
ttest("paired", [200, 190, 210, 185, 220, 205], [195, 186, 200, 187, 211, 198])

# confidence-interval
def ci_mean(m, s, n, level=95, known=False):
    tail = 1 - (1 - level / 100) / 2
    crit = stats.norm.ppf(tail) if known else stats.t.ppf(tail, n - 1)
    se = s / math.sqrt(n)
    inputs = {"mode": "mean", "mean": m, "standardDeviation": s, "n": n}
    if level != 95: inputs["confidenceLevel"] = level
    if known: inputs["sigmaKnown"] = True
    add("confidence-interval", inputs, {"estimate": r12(m), "lower": r12(m - crit * se), "upper": r12(m + crit * se),
        "marginOfError": r12(crit * se), "criticalValue": r12(crit), "standardError": r12(se)})
def ci_prop(x, n, method="wilson", level=95):
    tail = 1 - (1 - level / 100) / 2
    z = stats.norm.ppf(tail); p = x / n; se = math.sqrt(p * (1 - p) / n)
    if method == "wald":
        c, mg = p, z * se
    else:
        # Wilson score interval; cross-checked below with statsmodels' formula written out (Wilson 1927).
        c = (p + z * z / (2 * n)) / (1 + z * z / n); mg = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    inputs = {"mode": "proportion", "successes": x, "n": n}
    if method != "wilson": inputs["method"] = method
    if level != 95: inputs["confidenceLevel"] = level
    add("confidence-interval", inputs, {"estimate": r12(p), "lower": r12(c - mg), "upper": r12(c + mg), "marginOfError": r12(mg),
        "criticalValue": r12(z), "standardError": r12(se)})
ci_mean(50, 10, 25)
ci_mean(98.6, 0.7, 40, level=99, known=True)
ci_prop(45, 100)
ci_prop(45, 100, method="wald", level=90)
# Wilson via SciPy's binomtest (independent implementation) agrees to 12 digits:
_w = stats.binomtest(45, 100).proportion_ci(0.95, method="wilson")
assert r12(_w.low) == out["confidence-interval"][2]["result"]["lower"] and r12(_w.high) == out["confidence-interval"][2]["result"]["upper"]

# sample-size-calculator (reference in the plan §6: 95 % / 5 % / 50 % → 384.146 → 385)
def sample_size(level=95, e=5, p=50, N=None):
    z = stats.norm.ppf(1 - (1 - level / 100) / 2)
    n0 = z * z * (p / 100) * (1 - p / 100) / (e / 100) ** 2
    nc = n0 if N is None else n0 / (1 + (n0 - 1) / N)
    inputs = {}
    if level != 95: inputs["confidenceLevel"] = level
    if e != 5: inputs["marginOfErrorPercent"] = e
    if p != 50: inputs["proportionPercent"] = p
    if N is not None: inputs["populationSize"] = N
    add("sample-size-calculator", inputs, {"sampleSize": math.ceil(r12(nc)), "uncorrectedSize": r12(n0), "correctedSize": r12(nc), "zScore": r12(z)})
sample_size()
sample_size(N=2000)
sample_size(level=99, e=3, p=30)

# linear-regression
def linreg(x, y, px=None):
    r = stats.linregress(x, y); n = len(x)
    s, b = r12(r.slope), r12(r.intercept)
    inputs = {"x": x, "y": y}
    if px is not None: inputs["predictX"] = px
    add("linear-regression", inputs, {"slope": s, "intercept": b, "r": r12(r.rvalue), "rSquared": r12(r.rvalue ** 2),
        "adjustedRSquared": r12(1 - (1 - r.rvalue ** 2) * (n - 1) / (n - 2)), "standardErrorSlope": r12(r.stderr),
        "standardErrorIntercept": r12(r.intercept_stderr), "pValueSlope": r12(r.pvalue), "equation": equation([b, s]),
        "prediction": r12(r.intercept + r.slope * px) if px is not None else None, "n": n})
linreg([1, 2, 3, 4, 5], [2, 4, 5, 4, 5], 6)
linreg([1.5, 2.0, 3.1, 4.8, 5.5, 6.9], [10.2, 8.9, 7.7, 5.1, 4.0, 1.8])

# correlation-calculator
def corr(x, y, method="pearson"):
    if method == "pearson": r = stats.pearsonr(x, y); c, p = r.statistic, r.pvalue
    elif method == "spearman": r = stats.spearmanr(x, y); c, p = r.statistic, r.pvalue
    else: r = stats.kendalltau(x, y, method="asymptotic"); c, p = r.statistic, r.pvalue
    inputs = {"x": x, "y": y}
    if method != "pearson": inputs["method"] = method
    add("correlation-calculator", inputs, {"coefficient": r12(c), "pValue": r12(p), "covariance": r12(np.cov(x, y)[0][1]), "n": len(x)})
corr([1, 2, 3, 4, 5, 6], [2.1, 3.9, 6.2, 7.8, 10.1, 12.2])
corr([10, 20, 30, 40, 50, 60, 70], [3, 1, 4, 1, 5, 9, 2], "spearman")
corr([12, 2, 1, 12, 2, 5, 7, 9], [1, 4, 7, 1, 0, 3, 6, 8], "kendall")

# means-calculator
def means(xs, trim=10):
    pos = all(v > 0 for v in xs)
    inputs = {"numbers": xs}
    if trim != 10: inputs["trimPercent"] = trim
    add("means-calculator", inputs, {"arithmetic": r12(st.mean(xs)), "geometric": r12(st.geometric_mean(xs)) if pos else None,
        "harmonic": r12(st.harmonic_mean(xs)) if pos else None, "quadratic": r12(math.sqrt(st.mean([Fraction(v) ** 2 for v in xs]))),
        "trimmed": r12(stats.trim_mean(xs, trim / 100)), "midrange": r12((Fraction(min(xs)) + Fraction(max(xs))) / 2)})
means([1, 2, 3, 4, 5, 6, 7, 8, 9, 100])
means([2.5, 8, 1.25, 4, 16], trim=20)
means([-3, 1, 4, 1, 5], trim=0)

# poisson-distribution
for lam, k in [(3, 5), (2.5, 0), (10, 25)]:
    d = stats.poisson(lam)
    add("poisson-distribution", {"lambda": lam, "k": k}, {"pmf": r12(d.pmf(k)), "cdfAtMost": r12(d.cdf(k)), "cdfAtLeast": r12(d.sf(k - 1)),
        "cdfLess": r12(d.cdf(k - 1)), "cdfGreater": r12(d.sf(k)), "mean": r12(lam), "variance": r12(lam)})

# t-distribution
def tdist(df, t=None, p=None):
    inputs = {"degreesOfFreedom": df}
    if t is not None: inputs["t"] = t
    if p is not None: inputs["probability"] = p
    add("t-distribution", inputs, {"cdf": r12(stats.t.cdf(t, df)) if t is not None else None,
        "rightTail": r12(stats.t.sf(t, df)) if t is not None else None, "twoTailedP": r12(2 * stats.t.sf(abs(t), df)) if t is not None else None,
        "criticalValue": r12(stats.t.ppf(p, df)) if p is not None else None,
        "twoSidedCriticalValue": r12(stats.t.ppf(1 - p / 2, df)) if p is not None else None})
tdist(10, t=2.228, p=0.05)
tdist(4.5, t=-1.3)
tdist(30, p=0.01)

# probability-distribution
def pdist(name, params, x=None, p=None):
    if name == "exponential": d = stats.expon(scale=1 / params["rate"]); disc = False
    elif name == "uniform": d = stats.uniform(params["min"], params["max"] - params["min"]); disc = False
    elif name == "geometric": d = stats.geom(params["p"], loc=-1); disc = True
    elif name == "hypergeometric": d = stats.hypergeom(params["population"], params["successStates"], params["draws"]); disc = True
    elif name == "chi-square": d = stats.chi2(params["df"]); disc = False
    elif name == "f": d = stats.f(params["df1"], params["df2"]); disc = False
    elif name == "gamma": d = stats.gamma(params["shape"], scale=params["scale"]); disc = False
    elif name == "beta": d = stats.beta(params["alpha"], params["beta"]); disc = False
    else: d = stats.lognorm(params["sigma"], scale=math.exp(params["mu"])); disc = False
    inputs = {"distribution": name, "parameters": params}
    if x is not None: inputs["x"] = x
    if p is not None: inputs["probability"] = p
    mean, var = d.mean(), d.var()
    add("probability-distribution", inputs, {"discrete": disc,
        "pdf": (r12(d.pmf(x)) if disc else r12(d.pdf(x))) if x is not None else None, "cdf": r12(d.cdf(x)) if x is not None else None,
        "quantile": r12(d.ppf(p)) if p is not None else None,
        "mean": r12(mean) if math.isfinite(mean) else None, "variance": r12(var) if math.isfinite(var) else None})
pdist("exponential", {"rate": 0.5}, x=3, p=0.9)
pdist("uniform", {"min": 2, "max": 10}, x=5, p=0.25)
pdist("geometric", {"p": 0.2}, x=3, p=0.5)
pdist("hypergeometric", {"population": 50, "successStates": 5, "draws": 10}, x=1, p=0.9)
pdist("chi-square", {"df": 4}, x=9.487729, p=0.95)
pdist("f", {"df1": 3, "df2": 12}, x=3.49, p=0.95)
pdist("gamma", {"shape": 2, "scale": 3}, x=4, p=0.5)
pdist("beta", {"alpha": 2, "beta": 5}, x=0.3, p=0.8)
pdist("lognormal", {"mu": 0, "sigma": 0.5}, x=1.5, p=0.5)

# anova-one-way
for groups in [[[85, 86, 88, 75, 78, 94, 98, 79, 71, 80], [91, 92, 93, 85, 87, 84, 82, 88, 95, 96], [79, 78, 88, 94, 92, 85, 83, 85, 82, 81]],
               [[6.5, 7.1, 5.9], [8.2, 7.9, 8.8, 9.1], [5.0, 5.5, 6.1, 4.8, 5.2]]]:
    r = stats.f_oneway(*groups)
    allv = [v for g in groups for v in g]; gm = st.mean(allv)
    ssb = sum(len(g) * (st.mean(g) - gm) ** 2 for g in groups); ssw = sum(sum((v - st.mean(g)) ** 2 for v in g) for g in groups)
    k = len(groups); N = len(allv)
    add("anova-one-way", {"groups": groups}, {"f": r12(r.statistic), "dfBetween": k - 1, "dfWithin": N - k, "pValue": r12(r.pvalue),
        "ssBetween": r12(ssb), "ssWithin": r12(ssw), "msBetween": r12(ssb / (k - 1)), "msWithin": r12(ssw / (N - k)), "etaSquared": r12(ssb / (ssb + ssw))})

# polynomial-regression
def polyreg(x, y, degree):
    c = np.polyfit(x, y, degree)[::-1]
    fit = np.polyval(c[::-1], x); y_ = np.array(y, dtype=float)
    r2 = 1 - ((y_ - fit) ** 2).sum() / ((y_ - y_.mean()) ** 2).sum()
    rc = [r12(v) for v in c]
    add("polynomial-regression", {"x": x, "y": y, "degree": degree}, {"coefficients": rc, "rSquared": r12(r2), "equation": equation(rc)})
polyreg([0, 1, 2, 3, 4, 5], [1, 6, 17, 34, 57, 86], 2)
polyreg([1, 2, 3, 4, 5, 6, 7], [2.3, 4.1, 8.9, 17.2, 30.8, 50.1, 75.5], 3)
polyreg([-2, -1, 0, 1, 2, 3], [9.1, 3.8, 1.2, 0.7, 3.9, 9.6], 2)

# probability-calculator (exact fractions of the decimal inputs, then rounded)
def prob(pa, pb, relation="independent", pab=None):
    A, B = Fraction(str(pa)), Fraction(str(pb))
    both = A * B if relation == "independent" else (Fraction(0) if relation == "mutually-exclusive" else Fraction(str(pab)))
    either = A + B - both
    inputs = {"pA": pa, "pB": pb}
    if relation != "independent": inputs["relation"] = relation
    if pab is not None: inputs["pAandB"] = pab
    add("probability-calculator", inputs, {"pAandB": r12(both), "pAorB": r12(either), "pNotA": r12(1 - A), "pNotB": r12(1 - B),
        "pAgivenB": r12(both / B) if B else None, "pBgivenA": r12(both / A) if A else None, "pXor": r12(either - both), "pNeither": r12(1 - either)})
prob(0.5, 0.3)
prob(0.2, 0.45, "mutually-exclusive")
prob(0.6, 0.5, "joint", 0.35)

# expected-value
for xs, ps in [([1, 2, 3, 4, 5, 6], [1/6] * 6), ([-10, 0, 50], [0.5, 0.3, 0.2])]:
    ev = float(np.dot(xs, ps)); var = float(np.dot(ps, (np.array(xs) - ev) ** 2))
    add("expected-value", {"outcomes": xs, "probabilities": ps}, {"expectedValue": r12(ev), "variance": r12(var), "standardDeviation": r12(math.sqrt(var))})

# frequency-distribution
def freq(xs, bins=None, width=None, edges=None):
    inputs = {"numbers": xs}
    if bins is not None: inputs["bins"] = bins
    if width is not None: inputs["binWidth"] = width
    if edges is not None: inputs["edges"] = edges
    if width is not None:
        lo, hi = min(xs), max(xs); k = max(1, math.ceil((hi - lo) / width)); e = [lo + i * width for i in range(k + 1)]
        counts, e = np.histogram(xs, bins=e)
    else:
        counts, e = np.histogram(xs, bins=edges if edges is not None else (bins or 10))
    tot = int(counts.sum()); run = 0; res = []
    for i, c in enumerate(counts):
        run += int(c)
        res.append({"from": r12(e[i]), "to": r12(e[i + 1]), "count": int(c), "relativeFrequency": r12(c / tot) if tot else 0, "cumulativeFrequency": run})
    add("frequency-distribution", inputs, {"bins": res, "counted": tot})
freq([2, 3, 3, 5, 7, 8, 8, 8, 10, 12, 15, 21], bins=4)
freq([1.2, 2.7, 3.1, 4.4, 4.9, 5.0, 6.3, 7.7], width=2)
freq([55, 62, 68, 71, 74, 77, 79, 83, 88, 90, 95, 101], edges=[60, 70, 80, 90, 100])

# outlier-detector
def outl(xs, method="iqr", factor=1.5, threshold=None):
    a = np.array(xs, dtype=float)
    if method == "iqr":
        q1, q3 = np.percentile(a, 25), np.percentile(a, 75); lo, hi = q1 - factor * (q3 - q1), q3 + factor * (q3 - q1)
    elif method == "zscore":
        t = threshold or 3; m, s = a.mean(), a.std(); lo, hi = m - t * s, m + t * s
    else:
        t = threshold or 3.5; med = np.median(a); mad = np.median(np.abs(a - med)); lo, hi = med - t * mad / 0.6745, med + t * mad / 0.6745
    inputs = {"numbers": xs}
    if method != "iqr": inputs["method"] = method
    if factor != 1.5: inputs["factor"] = factor
    if threshold is not None: inputs["threshold"] = threshold
    idx = [i for i, v in enumerate(xs) if v < lo or v > hi]
    add("outlier-detector", inputs, {"outliers": [xs[i] for i in idx], "indices": idx, "lowerFence": r12(lo), "upperFence": r12(hi),
        "cleaned": [v for i, v in enumerate(xs) if i not in idx]})
outl([10, 12, 12, 13, 12, 11, 14, 13, 15, 102, 12, 14, -20])
outl([2.1, 2.4, 2.2, 2.3, 2.5, 9.8, 2.2, 2.4, 2.3, 2.1, 2.2, 2.6, 2.3, 2.4, 2.2], method="zscore", threshold=2.5)
outl([1, 2, 3, 3, 4, 4, 4, 5, 5.5, 6, 6, 6.5, 7, 7, 7.5, 8, 9, 12, 52, 90], method="modified-zscore")

# moving-average
def mavg(xs, w, kind="simple", alpha=None):
    inputs = {"numbers": xs, "window": w}
    if kind != "simple": inputs["type"] = kind
    if alpha is not None: inputs["alpha"] = alpha
    if kind == "exponential":
        a = alpha if alpha is not None else 2 / (w + 1); vals = []; e = xs[0]
        for i, v in enumerate(xs):
            e = v if i == 0 else a * v + (1 - a) * e; vals.append(r12(e))
    else:
        wts = np.ones(w) if kind == "simple" else np.arange(1, w + 1, dtype=float)
        conv = np.convolve(np.array(xs, dtype=float), wts[::-1], "valid") / wts.sum()
        vals = [None] * (w - 1) + [r12(v) for v in conv]
    add("moving-average", inputs, {"values": vals})
mavg([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3)
mavg([22.27, 22.19, 22.08, 22.17, 22.18, 22.13, 22.23, 22.43], 4, "weighted")
mavg([10, 11, 12, 11, 13, 15, 14], 3, "exponential")

# ab-test-significance
def ab(na, ca, nb, cb, alternative="two-sided"):
    pa, pb = ca / na, cb / nb; pool = (ca + cb) / (na + nb)
    z = (pb - pa) / math.sqrt(pool * (1 - pool) * (1 / na + 1 / nb))
    p = {"two-sided": 2 * stats.norm.sf(abs(z)), "greater": stats.norm.sf(z), "less": stats.norm.cdf(z)}[alternative]
    inputs = {"visitorsA": na, "conversionsA": ca, "visitorsB": nb, "conversionsB": cb}
    if alternative != "two-sided": inputs["alternative"] = alternative
    add("ab-test-significance", inputs, {"rateA": r12(pa), "rateB": r12(pb), "relativeUplift": r12((pb - pa) / pa) if pa else None,
        "zScore": r12(z), "pValue": r12(p), "significantAt95": r12(p) < 0.05})
ab(1000, 50, 1000, 65)
ab(5000, 400, 5100, 470, "greater")

# curve-fit-regression (P3): numpy.polyfit degree 1 on the transformed data
def curvefit(x, y, model):
    X = np.log(x) if model != "exponential" else np.array(x, dtype=float)
    Y = np.log(y) if model != "logarithmic" else np.array(y, dtype=float)
    b, c = np.polyfit(X, Y, 1)
    a = r12(math.exp(c) if model != "logarithmic" else c); b = r12(b)
    r2 = r12(np.corrcoef(X, Y)[0][1] ** 2)
    eq = {"exponential": f"y = {js(a)}e^({js(b)}x)", "power": f"y = {js(a)}x^{js(b)}",
          "logarithmic": f"y = {js(a)} {'-' if b < 0 else '+'} {js(abs(b))}ln(x)"}[model]
    add("curve-fit-regression", {"x": x, "y": y, "model": model}, {"a": a, "b": b, "rSquared": r2, "equation": eq})
curvefit([0, 1, 2, 3, 4, 5], [2.1, 3.2, 4.8, 7.4, 10.9, 16.3], "exponential")
curvefit([1, 2, 4, 8, 16], [1.1, 2.9, 5.2, 6.8, 9.1], "logarithmic")
curvefit([1, 2, 3, 4, 5, 6], [3.0, 8.4, 15.8, 23.9, 33.6, 44.0], "power")

# data-normalizer (P3)
def normalize(xs, method="min-max", rng=None):
    a = np.array(xs, dtype=float)
    if method == "min-max":
        lo, hi = rng or [0, 1]; v = lo + (a - a.min()) * (hi - lo) / (a.max() - a.min())
    elif method == "z-score":
        v = (a - a.mean()) / a.std()
    else:
        v = (a - np.median(a)) / (np.percentile(a, 75) - np.percentile(a, 25))
    inputs = {"numbers": xs}
    if method != "min-max": inputs["method"] = method
    if rng is not None: inputs["range"] = rng
    add("data-normalizer", inputs, {"values": [r12(t) for t in v]})
normalize([10, 20, 15, 30, 25])
normalize([10, 20, 15, 30, 25], rng=[-1, 1])
normalize([2, 4, 4, 4, 5, 5, 7, 9], "z-score")
normalize([1, 2, 3, 4, 100], "robust")

print(json.dumps(out, indent=1, ensure_ascii=False))
