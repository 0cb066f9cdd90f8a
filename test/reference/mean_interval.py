# Reference for the leaderboard's runsMeanOverall and runsCi95 (test/http/benchmark.test.ts,
# test/http/reference-agents.test.ts) and a run's dimensions and dimensionsCi95 over its episodes
# (test/unit/battery-run.test.ts): the mean of each sample and SciPy's 95 % Student-t interval of it,
# scipy.stats.t.interval(0.95, n - 1, loc=mean, scale=sem). Reads [[values…], …] as its argument; prints
# [{"mean": m, "ci95": [lo, hi] | null}, …] as JSON, the interval clamped to 0–100 (the range of every score). One
# value has no interval (null). Values all equal have a standard error of 0, where SciPy answers NaN for a zero
# scale: the interval is then the mean itself.
import json
import sys

import numpy as np
from scipy import stats

samples = json.loads(sys.argv[1])
out = []
for values in samples:
    v = np.asarray(values, dtype=np.float64)
    mean = float(v.mean())
    if len(v) < 2:
        ci95 = None
    else:
        sem = float(stats.sem(v))
        ci95 = [mean, mean] if sem == 0 else [float(x) for x in stats.t.interval(0.95, len(v) - 1, loc=mean, scale=sem)]
        # Scores lie in 0–100, and so does every interval the service publishes of them.
        ci95 = [min(100.0, max(0.0, x)) for x in ci95]
    out.append({"mean": mean, "ci95": ci95})
print(json.dumps(out))
