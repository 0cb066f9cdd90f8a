# Reference values for test/unit/statistics.test.ts: python3 test/reference/statistics.py (SciPy 1.17.1, NumPy 2.4.6).
import json
import numpy as np
from scipy import stats

def large(n, f):
    i = np.arange(n, dtype=np.float64)
    return f(i)

cases = {
    "unequal": ([2.1, 3.4, 1.9, 5.6, 4.4, 3.3, 2.8], [1.0, 1.2, 0.9, 1.1, 1.3, 0.8, 1.05, 0.95, 1.15, 1.25, 0.85, 1.0]),
    "n2": ([1.5, 2.5], [0.1, 4.2]),
    "negative": ([-1.2, -0.4, 0.3, -2.2, 1.1], [0.5, 0.9, 1.7, -0.1, 2.4, 1.2]),
    "large": (large(100000, lambda i: np.sin(i) * 1.3 + 0.2), large(80000, lambda i: np.cos(i * 0.7) * 0.9)),
}
out = {}
for name, (a, b) in cases.items():
    a = np.asarray(a, dtype=np.float64); b = np.asarray(b, dtype=np.float64)
    r = stats.ttest_ind(a, b, equal_var=False)
    va, vb = a.var(ddof=1), b.var(ddof=1)
    pooled = np.sqrt(((len(a) - 1) * va + (len(b) - 1) * vb) / (len(a) + len(b) - 2))
    out[name] = {
        "a": {"mean": a.mean(), "std": a.std(ddof=1), "pct": [np.percentile(a, q) for q in (5, 25, 50, 75, 95)]},
        "b": {"mean": b.mean(), "std": b.std(ddof=1), "pct": [np.percentile(b, q) for q in (5, 25, 50, 75, 95)]},
        "t": float(r.statistic), "df": float(r.df), "p": float(r.pvalue), "d": float((a.mean() - b.mean()) / pooled),
    }
# Holm-Bonferroni (statsmodels' multipletests(method='holm') gives the same): step-down with a running max.
p = np.array([0.01, 0.04, 0.03, 0.2, 0.001])
order = np.argsort(p)
adj = np.empty_like(p); running = 0.0
for rank, i in enumerate(order):
    running = max(running, min(1.0, (len(p) - rank) * p[i])); adj[i] = running
out["holm"] = {"p": p.tolist(), "adjusted": adj.tolist()}
print(json.dumps(out, indent=1))
