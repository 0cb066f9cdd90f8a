# Reference for test/unit/generator-streams.test.ts: the battery's stream derivations re-implemented from
# docs/scoring-v1.md ("Determinism") — version 1 (murmur3 finalisers of the seed's words, game index and stream number)
# and version 2 (the first 128 bits of SHA-256 of `battery:v2:<seed>:<game>:<stream>`) — each into pure-rand's
# xoroshiro128+ and its uniformInt, and the first draw int(0, 9) of sibling streams and of seeds sharing their low 32
# bits cross-tabulated over the same 10,000 seeds as the test, with SciPy's chi-square test of independence
# (scipy.stats.chi2_contingency, no continuity correction). Prints {"<comparison>": {"table", "statistic", "dof",
# "pvalue"}} as JSON, keys "v1:…" and "v2:…".
import hashlib
import json

from scipy import stats

from pure_rand import Xoroshiro128Plus, i32

M32 = 0xFFFFFFFF
N = 10_000
GAME = "deception-game"
GAME_INDEX = 7  # its place in BATTERY (src/research/games.ts)
STREAMS = {"game": 101, "counterpart": 102, "agent": 103}


def imul(a, b):
    return i32((a & M32) * (b & M32))


def fmix32(h):
    h = i32(h)
    h ^= (h & M32) >> 16
    h = imul(h, 0x85EBCA6B)
    h ^= (h & M32) >> 13
    h = imul(h, 0xC2B2AE35)
    return i32(h ^ ((h & M32) >> 16))


def low(n):
    return i32(n)


def high(n):
    return i32(n // 2**32)


def state_v1(seed, index, stream):
    s0 = fmix32(low(seed) + 0x243F6A88)
    s1 = fmix32(low(index) + 0x13198A2E)
    tag = 0 if stream == 0 else fmix32(imul(stream, 0x9E3779B9) + 0x452821E6)
    return [fmix32((high(seed) + 0x03707344) ^ s1 ^ tag), s0, i32(fmix32((high(index) + 0x299F31D0) ^ s0) ^ tag), s1]


def state_v2(key):
    d = hashlib.sha256(key.encode()).digest()
    return [i32(int.from_bytes(d[i : i + 4], "big")) for i in (0, 4, 8, 12)]


def stream(version, seed, name):
    if version == 1:
        return Xoroshiro128Plus(state_v1(seed, GAME_INDEX, STREAMS[name]))
    return Xoroshiro128Plus(state_v2(f"battery:v2:{seed}:{GAME}:{name}"))


def first(version, seed, name):
    return stream(version, seed, name).int(0, 9)


def seeds(i):
    """Seed i spans all 53 bits; its partner shares its low 32 bits and differs above them."""
    lo = (i * 2654435761) % 2**32
    hi = (i * 40503) % 2**21
    partner_hi = (hi + 1 + i % 7) % 2**21
    return hi * 2**32 + lo, partner_hi * 2**32 + lo


COMPARISONS = {
    "game~counterpart": lambda v, s, p: (first(v, s, "game"), first(v, s, "counterpart")),
    "game~agent": lambda v, s, p: (first(v, s, "game"), first(v, s, "agent")),
    "counterpart~agent": lambda v, s, p: (first(v, s, "counterpart"), first(v, s, "agent")),
    "game~game(low 32 bits shared)": lambda v, s, p: (first(v, s, "game"), first(v, p, "game")),
}

out = {}
for version in (1, 2):
    for name, draw in COMPARISONS.items():
        table = [[0] * 10 for _ in range(10)]
        for i in range(N):
            s, p = seeds(i)
            a, b = draw(version, s, p)
            table[a][b] += 1
        res = stats.chi2_contingency(table, correction=False)
        out[f"v{version}:{name}"] = {"table": table, "statistic": float(res.statistic), "dof": int(res.dof), "pvalue": float(res.pvalue)}
print(json.dumps(out))
