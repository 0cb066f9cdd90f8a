"""The compliance baseline computed the export-and-SciPy way, for `npm run bench` to compare against the service.

Usage: python3 bench/baseline_scipy.py <csv with header segment,O,C,E,A,N,cooperationRate,riskTolerance,moralConsistency> <minProfiles> <alpha>
Prints one JSON object: the report's numbers, and the seconds spent reading and computing.
"""
import csv
import itertools
import json
import sys
import time

import numpy as np
from scipy import stats

TRAITS = ["O", "C", "E", "A", "N"]
PROXIES = ["cooperationRate", "riskTolerance", "moralConsistency"]

def main(path, min_profiles, alpha):
    started = time.perf_counter()
    rows = {}
    with open(path, newline="") as f:
        reader = csv.reader(f)
        next(reader)
        for row in reader:
            rows.setdefault(row[0], []).append(row[1:])
    columns = {seg: np.array(values, dtype=np.float64) for seg, values in rows.items()}
    read = time.perf_counter()

    included = sorted(seg for seg, data in columns.items() if len(data) >= min_profiles)
    segments = []
    for seg in included:
        data = columns[seg]
        traits = {}
        for i, trait in enumerate(TRAITS):
            x = data[:, i]
            p = np.percentile(x, [5, 25, 50, 75, 95])
            traits[trait] = {"mean": x.mean(), "std": x.std(ddof=1), "p5": p[0], "p25": p[1], "p50": p[2], "p75": p[3], "p95": p[4]}
        proxies = {name: data[:, 5 + i].mean() for i, name in enumerate(PROXIES)}
        segments.append({"segment": seg, "n": len(data), "traits": traits, "proxies": proxies})
    comparisons = []
    for a, b in itertools.combinations(included, 2):
        for i, trait in enumerate(TRAITS):
            x, y = columns[a][:, i], columns[b][:, i]
            r = stats.ttest_ind(x, y, equal_var=False)
            pooled = np.sqrt(((len(x) - 1) * x.var(ddof=1) + (len(y) - 1) * y.var(ddof=1)) / (len(x) + len(y) - 2))
            comparisons.append({"segmentA": a, "segmentB": b, "trait": trait, "t": float(r.statistic), "df": float(r.df),
                                "pValue": float(r.pvalue), "cohensD": float((x.mean() - y.mean()) / pooled)})
    order = sorted(range(len(comparisons)), key=lambda k: comparisons[k]["pValue"])
    running = 0.0
    for rank, k in enumerate(order):
        running = max(running, min(1.0, (len(order) - rank) * comparisons[k]["pValue"]))
        comparisons[k]["pAdjusted"] = running
        comparisons[k]["significant"] = comparisons[k]["pValue"] < alpha
    done = time.perf_counter()
    print(json.dumps({"segments": segments, "comparisons": comparisons, "readSeconds": read - started, "computeSeconds": done - read}))

if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), float(sys.argv[3]))
