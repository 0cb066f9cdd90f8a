"""Independent reference for src/battery/ratings.ts (the full-data fit, no bootstrap), in NumPy/SciPy.

Reads {"matches": [{"playerA", "playerB", "winsA", "winsB", "draws"}, ...]} on stdin and prints
{"models": [{"model", "rating", "games"}, ...]} (models in name order, rating null outside the eligible set).
The eligible set is the largest strongly connected component (scipy.sparse.csgraph, connection='strong') of
"i won weight > 0 against j", ties to the component holding the alphabetically smallest name, and empty when that
component has a single model. The MLE comes from the Zermelo/Hunter MM iteration, geometric mean 1 each sweep, until
no log-strength moves by 1e-10; ratings are 400·log10(p) shifted to mean 1000.
"""
import json
import sys

import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import connected_components


def ratings(matches):
    names = sorted({m["playerA"] for m in matches} | {m["playerB"] for m in matches})
    index = {name: i for i, name in enumerate(names)}
    n = len(names)
    won = np.zeros((n, n))  # won[i, j]: i's win weight against j
    games = np.zeros(n)
    for m in matches:
        a, b = index[m["playerA"]], index[m["playerB"]]
        won[a, b] += m["winsA"] + m["draws"] / 2
        won[b, a] += m["winsB"] + m["draws"] / 2
        total = m["winsA"] + m["winsB"] + m["draws"]
        games[a] += total
        games[b] += total

    rating = np.full(n, np.nan)
    if n >= 2:
        count, labels = connected_components(csr_matrix(won > 0), directed=True, connection="strong")
        sizes = np.bincount(labels, minlength=count)
        largest = sizes.max()
        # models are in name order, so the first model in a largest component names the tie-break winner
        chosen = next(labels[i] for i in range(n) if sizes[labels[i]] == largest)
        members = np.flatnonzero(labels == chosen)
        if largest >= 2:
            w = won[np.ix_(members, members)]
            played = w + w.T
            wins = w.sum(axis=1)
            log_p = np.zeros(len(members))
            for _ in range(100_000):
                p = np.exp(log_p)
                denominator = (played / (p[:, None] + p[None, :])).sum(axis=1)
                new_log = np.log(wins / denominator)
                new_log -= new_log.mean()
                change = np.abs(new_log - log_p).max()
                log_p = new_log
                if change < 1e-10:
                    break
            r = 400 * log_p / np.log(10)
            rating[members] = r - r.mean() + 1000

    return [
        {"model": name, "rating": None if np.isnan(rating[i]) else float(rating[i]), "games": float(games[i])}
        for i, name in enumerate(names)
    ]


if __name__ == "__main__":
    print(json.dumps({"models": ratings(json.load(sys.stdin)["matches"])}))
