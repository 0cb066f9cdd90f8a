# pure-rand's xoroshiro128+ and its uniformInt as the JavaScript library computes them, on 32-bit words: shared by the
# oracle scripts of the tools and battery streams that take a seed. Written from pure-rand's published algorithm
# (xoroshiro128plus(seed) = state (-1, ~seed, seed | 0, 0); uniformInt by rejection over 2^32), not from our TypeScript.
M32 = 0xFFFFFFFF


def i32(x):
    """x as a signed 32-bit integer (JavaScript's `| 0`)."""
    x &= M32
    return x - (1 << 32) if x & 0x80000000 else x


def u32(x):
    """x as an unsigned 32-bit integer (JavaScript's `>>> 0`)."""
    return x & M32


class Xoroshiro128Plus:
    """The generator on its state in pure-rand's order (s01, s00, s11, s10)."""

    def __init__(self, state):
        self.s01, self.s00, self.s11, self.s10 = state

    @classmethod
    def from_seed(cls, seed):
        """pure-rand's xoroshiro128plus(seed)."""
        return cls((-1, i32(~seed), i32(seed), 0))

    def next(self):
        out = i32(self.s00 + self.s10)
        a0 = i32(self.s10 ^ self.s00)
        a1 = i32(self.s11 ^ self.s01)
        s00, s01 = self.s00, self.s01
        self.s00 = i32((s00 << 24) ^ (u32(s01) >> 8) ^ a0 ^ (a0 << 16))
        self.s01 = i32((s01 << 24) ^ (u32(s00) >> 8) ^ a1 ^ ((a1 << 16) | (u32(a0) >> 16)))
        self.s10 = i32((a1 << 5) ^ (u32(a0) >> 27))
        self.s11 = i32((a0 << 5) ^ (u32(a1) >> 27))
        return out

    def int(self, lo, hi):
        """pure-rand's uniformInt(lo, hi) for a range of at most 2^32 values."""
        size = hi - lo + 1
        assert size <= 2**32
        max_allowed = (2**32 // size) * size if size > 2 else 2**32
        v = self.next() + 2**31
        while v >= max_allowed:
            v = self.next() + 2**31
        return v % size + lo
