# Reference for test/unit/battery-scoring.test.ts: Jensen–Shannon distances (base 2) with SciPy.
# Reads [[p_counts, q_counts], …] (objects bin → count) as its argument; prints the distances as JSON.
import json
import sys

import numpy as np
from scipy.spatial.distance import jensenshannon

pairs = json.loads(sys.argv[1])
out = []
for p, q in pairs:
    bins = sorted(set(p) | set(q))
    a = np.array([p.get(b, 0) for b in bins], dtype=np.float64)
    b = np.array([q.get(b, 0) for b in bins], dtype=np.float64)
    out.append(float(jensenshannon(a, b, base=2)))
print(json.dumps(out))
