# Expected results of the examples of the TOOLS-PLAN-2 statistics tools (mann-whitney-u-test, wilcoxon-signed-rank-test,
# fisher-exact-test, bayes-theorem-calculator, multiple-linear-regression, confusion-matrix-metrics,
# dice-probability-calculator) and units tools (paper-size-lookup, dpi-calculator).
# Run: python3 test/reference/stats_units_plan2.py  (SciPy 1.17.1, NumPy 2.4.6). It prints {slug: [{inputs, result}]};
# the tools' `examples` are these values pasted as they are.
#
# Statistics: each value is computed independently (exact integer counts and fractions where the quantity is a count,
# brute-force enumeration of the null distributions, numpy.linalg.lstsq for regression), checked against SciPy to 1e-9
# relative, and rounded to 12 significant digits (r12), the tools' documented rounding point. Published references are
# asserted: SciPy's mannwhitneyu example (U 17, p 0.111111), R's wilcox.test depression example (V 40, p 0.0390625),
# Fisher's tea tasting (p 0.485714), and the TOOLS-PLAN-2 §4 rows' values.
# Units: exact fractions (1 in = 25.4 mm), float(Fraction) is the nearest double.
import itertools
import json
import math
import sys
from decimal import Decimal, getcontext
from fractions import Fraction as F

sys.path = [p for p in sys.path if not p.endswith('test/reference')]
import numpy as np
from scipy import special, stats

getcontext().prec = 60
out = {}


def add(slug, inputs, result):
    out.setdefault(slug, []).append({'inputs': inputs, 'result': result})


def r12(x):
    x = float(x)
    assert math.isfinite(x)
    v = float(f'{x:.12g}')
    return 0 if v == 0 else (int(v) if v.is_integer() and abs(v) < 2**53 else v)


def close(a, b, tol=1e-9):
    assert math.isclose(float(a), float(b), rel_tol=tol, abs_tol=1e-300), (a, b)


def rankdata(values):
    """Average ranks, 1-based (written out; checked against scipy.stats.rankdata)."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    assert np.allclose(ranks, stats.rankdata(values))
    return ranks


def tie_term(values):
    counts = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    return sum(t**3 - t for t in counts.values())


# ---------------------------------------------------------------- mann-whitney-u-test
def mwu_counts(m, n):
    """Number of arrangements with each U, by the recursion f(m, n, u) = f(m-1, n, u-n) + f(m, n-1, u)."""
    table = {}

    def f(m, n):
        if (m, n) in table:
            return table[(m, n)]
        if m == 0 or n == 0:
            res = [1]
        else:
            a = f(m - 1, n)
            b = f(m, n - 1)
            res = [0] * (m * n + 1)
            for u, c in enumerate(b):
                res[u] += c
            for u, c in enumerate(a):
                res[u + n] += c
        table[(m, n)] = res
        return res

    return f(m, n)


def mann_whitney(x, y, alternative='two-sided'):
    n1, n2 = len(x), len(y)
    n = n1 + n2
    ranks = rankdata(x + y)
    u1 = sum(ranks[:n1]) - n1 * (n1 + 1) / 2
    u2 = n1 * n2 - u1
    u, factor = {'greater': (u1, 1), 'less': (u2, 1), 'two-sided': (max(u1, u2), 2)}[alternative]
    ties = tie_term(x + y)
    if min(n1, n2) <= 8 and ties == 0:
        method = 'exact'
        counts = mwu_counts(min(n1, n2), max(n1, n2))
        p = min(1, factor * F(sum(counts[int(u):]), math.comb(n, n1)))
    else:
        method = 'asymptotic'
        s = math.sqrt(n1 * n2 / 12 * ((n + 1) - ties / (n * (n - 1))))
        p = min(1, factor * special.ndtr(-((u - n1 * n2 / 2 - 0.5) / s)))
    ref = stats.mannwhitneyu(x, y, alternative=alternative, method=method)
    close(ref.statistic, u1)
    close(ref.pvalue, p)
    result = {'u1': r12(u1), 'u2': r12(u2), 'pValue': r12(p), 'method': method}
    inputs = {'sample1': x, 'sample2': y}
    if alternative != 'two-sided':
        inputs['alternative'] = alternative
    add('mann-whitney-u-test', inputs, result)
    return result


res = mann_whitney([19, 22, 16, 29, 24], [20, 11, 17, 12])
assert res['u1'] == 17 and round(res['pValue'], 6) == 0.111111
mann_whitney([1.1, 2.3, 2.3, 3.8, 4.0, 5.5, 6.1, 7.2, 8.0, 9.4], [0.5, 1.1, 1.9, 2.3, 3.0, 3.3, 4.4, 4.9, 5.0], 'greater')
mann_whitney([3.1, 2.2, 4.5, 1.8], [5.6, 6.1, 4.9, 7.3, 5.0, 8.2], 'less')


# ---------------------------------------------------------------- wilcoxon-signed-rank-test
def wilcoxon(x, y=None, alternative='two-sided'):
    d = x if y is None else [a - b for a, b in zip(x, y)]
    zeros = sum(1 for v in d if v == 0)
    nz = [v for v in d if v != 0]
    n = len(nz)
    ranks = rankdata([abs(v) for v in nz])
    w_plus = sum(r for r, v in zip(ranks, nz) if v > 0)
    w_minus = sum(r for r, v in zip(ranks, nz) if v < 0)
    ties = tie_term([abs(v) for v in nz])
    if n <= 50 and ties == 0 and zeros == 0:
        method = 'exact'
        # Every assignment of signs to the ranks 1..n, enumerated (n is small in these examples).
        sums = [sum(r for r, s in zip(range(1, n + 1), signs) if s) for signs in itertools.product([0, 1], repeat=n)]
        below = F(sum(1 for s in sums if s <= w_plus), 2**n)
        above = F(sum(1 for s in sums if s >= w_plus), 2**n)
        p = {'less': below, 'greater': above, 'two-sided': min(1, 2 * min(below, above))}[alternative]
    else:
        method = 'asymptotic'
        z = (w_plus - n * (n + 1) / 4) / math.sqrt((n * (n + 1) * (2 * n + 1) - ties / 2) / 24)
        p = {'less': special.ndtr(z), 'greater': special.ndtr(-z), 'two-sided': min(1, 2 * special.ndtr(-abs(z)))}[alternative]
    ref = stats.wilcoxon(x, y, zero_method='wilcox', correction=False, alternative=alternative, method=method)
    statistic = min(w_plus, w_minus) if alternative == 'two-sided' else w_plus
    close(ref.statistic, statistic)
    close(ref.pvalue, p)
    result = {'wPlus': r12(w_plus), 'wMinus': r12(w_minus), 'statistic': r12(statistic), 'pValue': r12(p), 'method': method, 'n': n}
    inputs = {'sample1': x}
    if y is not None:
        inputs['sample2'] = y
    if alternative != 'two-sided':
        inputs['alternative'] = alternative
    add('wilcoxon-signed-rank-test', inputs, result)
    return result


# Hollander & Wolfe (1973) p. 29, the depression example of R's ?wilcox.test: V = 40, p-value = 0.03906.
res = wilcoxon([1.83, 0.50, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.30], [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29])
assert res['wPlus'] == 40 and res['pValue'] == 0.0390625
wilcoxon([1.5, -0.5, 2, 2, -1, 3, 0, 4.5, 1, 2.5, -2, 3.5], None, 'greater')
wilcoxon([-2.1, -0.4, 1.3, -3.7, -1.2, 0.8, -2.9, -4.4], None, 'less')


# ---------------------------------------------------------------- fisher-exact-test
def fisher(table, alternative='two-sided'):
    (a, b), (c, d) = table
    r1, c1, total = a + b, a + c, a + b + c + d
    lo, hi = max(0, r1 + c1 - total), min(r1, c1)
    pmf = {k: F(math.comb(c1, k) * math.comb(total - c1, r1 - k), math.comb(total, r1)) for k in range(lo, hi + 1)}
    if alternative == 'less':
        p = sum(v for k, v in pmf.items() if k <= a)
    elif alternative == 'greater':
        p = sum(v for k, v in pmf.items() if k >= a)
    else:
        p = sum(v for v in pmf.values() if v <= pmf[a] * F(1 + 10**-7))
    ref = stats.fisher_exact(table, alternative=alternative)
    close(ref.pvalue, p)
    odds = None if b * c == 0 else r12(F(a * d, b * c))
    if odds is not None:
        close(ref.statistic, odds)
    result = {'oddsRatio': odds, 'pValue': r12(min(1, p))}
    inputs = {'table': table}
    if alternative != 'two-sided':
        inputs['alternative'] = alternative
    add('fisher-exact-test', inputs, result)
    return result


res = fisher([[3, 1], [1, 3]])
assert res['oddsRatio'] == 9 and round(res['pValue'], 6) == 0.485714
fisher([[8, 2], [1, 5]])
fisher([[10, 20], [30, 25]], 'less')
fisher([[7, 0], [2, 5]], 'greater')


# ---------------------------------------------------------------- bayes-theorem-calculator
def bayes(prior, sens, fpr):
    a, ba, bna = F(repr(prior)), F(repr(sens)), F(repr(fpr))
    pb = a * ba + (1 - a) * bna
    a_b = None if pb == 0 else a * ba / pb
    result = {
        'probabilityB': r12(pb),
        'posteriorAGivenB': None if a_b is None else r12(a_b),
        'posteriorNotAGivenB': None if a_b is None else r12(1 - a_b),
        'posteriorAGivenNotB': None if pb == 1 else r12(a * (1 - ba) / (1 - pb)),
        'probabilityNotB': r12(1 - pb),
    }
    add('bayes-theorem-calculator', {'priorA': prior, 'likelihoodBGivenA': sens, 'likelihoodBGivenNotA': fpr}, result)
    return result


assert round(bayes(0.02, 0.95, 0.1)['posteriorAGivenB'], 6) == 0.162393
bayes(0.5, 0.8, 0.3)
bayes(0.001, 0.99, 0.05)


# ---------------------------------------------------------------- multiple-linear-regression
def regression(x, y):
    X = np.column_stack([np.ones(len(x)), np.array(x, dtype=float)])
    yv = np.array(y, dtype=float)
    n, p = X.shape
    k = p - 1
    beta, *_ = np.linalg.lstsq(X, yv, rcond=None)
    resid = yv - X @ beta
    sse = float(resid @ resid)
    sst = float(((yv - yv.mean()) ** 2).sum())
    df = n - p
    sigma2 = sse / df
    se = np.sqrt(sigma2 * np.diag(np.linalg.inv(X.T @ X)))
    t = beta / se
    r2 = 1 - sse / sst
    f = ((sst - sse) / k) / sigma2
    # statsmodels-free cross-check of F and R² through the correlation of y with the fit
    close(r2, np.corrcoef(yv, X @ beta)[0, 1] ** 2, 1e-9)
    names = ['intercept'] + [f'x{j}' for j in range(1, p)]
    result = {
        'coefficients': [
            {'name': names[j], 'estimate': r12(beta[j]), 'standardError': r12(se[j]), 't': r12(t[j]), 'pValue': r12(min(1, 2 * stats.t.sf(abs(t[j]), df)))}
            for j in range(p)
        ],
        'rSquared': r12(r2),
        'adjustedRSquared': r12(1 - (1 - r2) * (n - 1) / df),
        'fStatistic': r12(f),
        'fPValue': r12(stats.f.sf(f, k, df)),
        'residualStandardError': r12(math.sqrt(sigma2)),
        'degreesOfFreedom': df,
        'n': n,
    }
    add('multiple-linear-regression', {'x': x, 'y': y}, result)
    return result


res = regression([[1, 1], [2, 1], [3, 2], [4, 3], [5, 5]], [3.1, 3.9, 6.2, 7.8, 11.1])
c = res['coefficients']
assert (round(c[0]['estimate'], 6), round(c[1]['estimate'], 6), round(c[2]['estimate'], 6)) == (1.13, 0.856667, 1.133333)
assert round(res['rSquared'], 6) == 0.997922 and round(res['fStatistic'], 3) == 480.261
regression([[2.5, 1, 30], [3.1, 0, 42], [1.8, 1, 25], [4.2, 0, 51], [3.7, 1, 38], [2.2, 0, 29], [5.0, 1, 60], [4.4, 0, 47]],
           [12.1, 15.3, 9.8, 19.6, 17.0, 11.2, 23.9, 20.1])
regression([[1], [2], [3], [4], [5], [6]], [2.2, 4.1, 6.3, 7.9, 10.2, 11.8])


# ---------------------------------------------------------------- confusion-matrix-metrics
def confusion(tp, fp, fn, tn):
    def ratio(a, b):
        return None if b == 0 else r12(F(a, b))

    total = tp + fp + fn + tn
    den = (tp + fp) * (tp + fn) * (tn + fp) * (tn + fn)
    recall = None if tp + fn == 0 else F(tp, tp + fn)
    spec = None if tn + fp == 0 else F(tn, tn + fp)
    result = {
        'total': total,
        'accuracy': ratio(tp + tn, total),
        'precision': ratio(tp, tp + fp),
        'recall': ratio(tp, tp + fn),
        'specificity': ratio(tn, tn + fp),
        'f1': ratio(2 * tp, 2 * tp + fp + fn),
        'npv': ratio(tn, tn + fn),
        'fpr': ratio(fp, fp + tn),
        'fnr': ratio(fn, fn + tp),
        'mcc': None if den == 0 else r12(Decimal(tp * tn - fp * fn) / Decimal(den).sqrt()),
        'balancedAccuracy': None if recall is None or spec is None else r12((recall + spec) / 2),
        'prevalence': ratio(tp + fn, total),
    }
    # scikit-learn's definitions, from the label vectors.
    try:
        from sklearn import metrics
        y_true = [1] * tp + [0] * fp + [1] * fn + [0] * tn
        y_pred = [1] * tp + [1] * fp + [0] * fn + [0] * tn
        if result['mcc'] is not None:
            close(metrics.matthews_corrcoef(y_true, y_pred), result['mcc'])
        if result['f1'] is not None and tp + fp > 0:
            close(metrics.f1_score(y_true, y_pred), result['f1'])
    except ImportError:
        pass
    add('confusion-matrix-metrics', {'tp': tp, 'fp': fp, 'fn': fn, 'tn': tn}, result)
    return result


res = confusion(90, 10, 20, 880)
assert (res['precision'], round(res['recall'], 5), round(res['f1'], 5), round(res['mcc'], 5)) == (0.9, 0.81818, 0.85714, 0.84162)
confusion(45, 15, 5, 35)
confusion(0, 0, 5, 95)


# ---------------------------------------------------------------- dice-probability-calculator
def dice(n, m, target, comparison='exactly'):
    counts = [1]
    for _ in range(n):
        new = [0] * (len(counts) + m)
        for s, c in enumerate(counts):
            for face in range(1, m + 1):
                new[s + face] += c
        counts = new
    total = m**n
    assert sum(counts) == total
    test = {'exactly': lambda s: s == target, 'at-least': lambda s: s >= target, 'at-most': lambda s: s <= target,
            'less-than': lambda s: s < target, 'more-than': lambda s: s > target}[comparison]
    ways = sum(c for s, c in enumerate(counts) if test(s))
    frac = F(ways, total)
    result = {
        'ways': str(ways), 'totalOutcomes': str(total), 'probability': r12(frac), 'fraction': f'{frac.numerator}/{frac.denominator}',
        'mean': r12(F(n * (m + 1), 2)), 'standardDeviation': r12(math.sqrt(n * (m * m - 1) / 12)), 'min': n, 'max': n * m,
    }
    inputs = {'dice': n, 'sides': m, 'target': target}
    if comparison != 'exactly':
        inputs['comparison'] = comparison
    add('dice-probability-calculator', inputs, result)
    return result


assert dice(2, 6, 7)['fraction'] == '1/6'
dice(3, 6, 15, 'at-least')
dice(10, 10, 40, 'at-most')
dice(4, 20, 50, 'more-than')


# ---------------------------------------------------------------- paper-size-lookup
INCH = F(254, 10)  # mm
ISO0 = {'a': (841, 1189), 'b': (1000, 1414), 'c': (917, 1297)}


def iso(name):
    short, long = ISO0[name[0]]
    for _ in range(int(name[1:])):
        short, long = long // 2, short
    return F(short), F(long)


US = {'letter': (F(17, 2), 11), 'tabloid': (11, 17), 'arch-e1': (30, 42), 'executive': (F(29, 4), F(21, 2))}


def half_up(x):
    return math.floor(x + F(1, 2))


def paper(size, orientation=None, dpi=None):
    key = size.lower()
    w, h = iso(key) if key[0] in ISO0 and key[1:].isdigit() else tuple(F(v) * INCH for v in US[key])
    if orientation == 'landscape':
        w, h = h, w
    result = {
        'widthMm': float(w), 'heightMm': float(h), 'widthIn': float(w / INCH), 'heightIn': float(h / INCH),
        'widthPt': float(w / INCH * 72), 'heightPt': float(h / INCH * 72),
        'widthPx': None if dpi is None else half_up(w / INCH * dpi), 'heightPx': None if dpi is None else half_up(h / INCH * dpi),
        'aspectRatio': float(h / w),
    }
    result = {k: (int(v) if isinstance(v, float) and v.is_integer() else v) for k, v in result.items()}
    inputs = {'size': size}
    if orientation:
        inputs['orientation'] = orientation
    if dpi:
        inputs['dpi'] = dpi
    add('paper-size-lookup', inputs, result)
    return result


res = paper('A4')
assert (res['widthMm'], res['heightMm']) == (210, 297)
assert (round(res['widthIn'], 4), round(res['heightIn'], 4), round(res['widthPt'], 2), round(res['heightPt'], 2)) == (8.2677, 11.6929, 595.28, 841.89)
res = paper('letter', dpi=300)
assert (res['widthPx'], res['heightPx']) == (2550, 3300)
assert iso('b5') == (176, 250) and iso('c4') == (229, 324) and iso('a10') == (26, 37)
paper('b5', 'landscape', 72)
paper('Executive', dpi=150)


# ---------------------------------------------------------------- dpi-calculator
def dpi_calc(dpi, wpx=None, hpx=None, win=None, hin=None):
    if wpx is not None:
        w_in, h_in = F(wpx, dpi), F(hpx, dpi)
        inputs = {'dpi': dpi, 'widthPx': wpx, 'heightPx': hpx}
    else:
        w_in, h_in = F(repr(win)), F(repr(hin))
        wpx, hpx = half_up(w_in * dpi), half_up(h_in * dpi)
        inputs = {'dpi': dpi, 'widthIn': win, 'heightIn': hin}
    result = {'widthPx': wpx, 'heightPx': hpx, 'widthIn': float(w_in), 'heightIn': float(h_in),
              'widthCm': float(w_in * F(254, 100)), 'heightCm': float(h_in * F(254, 100)), 'megapixels': float(F(wpx * hpx, 10**6))}
    result = {k: (int(v) if isinstance(v, float) and v.is_integer() else v) for k, v in result.items()}
    add('dpi-calculator', inputs, result)
    return result


res = dpi_calc(96, 1920, 1080)
assert (res['widthIn'], res['heightIn']) == (20, 11.25)
dpi_calc(300, win=8.5, hin=11)
dpi_calc(600, win=3.33, hin=2.17)
dpi_calc(72, 4000, 3000)

print(json.dumps(out, indent=None, ensure_ascii=False))
