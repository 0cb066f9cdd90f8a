# Reference values for the examples of the security tools of TOOLS-PLAN-2 §4, rows 1–4 (crc-calculator, ntlm-hash,
# multi-hash-generator, key-derivation): python3 test/reference/security_plan2_a.py [slug …] prints, per tool, the JSON
# list of {inputs, result} pasted as `examples`. Python 3.11 standard library only. Each block computes its tool's
# examples independently of the TypeScript code (a bit-by-bit Rocksoft CRC, a pure-Python MD4 and Keccak, hashlib,
# an HMAC-based HKDF); published values (TOOLS-PLAN-2 §6, RFC 1320, 6070, 5869, 7914, the CRC RevEng catalogue) are
# asserted next to the cases.
import base64
import hashlib
import hmac
import json
import struct
import sys
import zlib

out = {}

# --- crc-calculator: a bit-at-a-time Rocksoft model CRC ------------------------------------------------------------
MODELS = {  # width, poly, init, refin, refout, xorout, catalogue check (reveng.sourceforge.io/crc-catalogue)
    "crc-8/smbus": (8, 0x07, 0, False, False, 0, 0xF4),
    "crc-8/maxim-dow": (8, 0x31, 0, True, True, 0, 0xA1),
    "crc-16/arc": (16, 0x8005, 0, True, True, 0, 0xBB3D),
    "crc-16/ibm-3740": (16, 0x1021, 0xFFFF, False, False, 0, 0x29B1),
    "crc-16/xmodem": (16, 0x1021, 0, False, False, 0, 0x31C3),
    "crc-16/kermit": (16, 0x1021, 0, True, True, 0, 0x2189),
    "crc-16/modbus": (16, 0x8005, 0xFFFF, True, True, 0, 0x4B37),
    "crc-16/usb": (16, 0x8005, 0xFFFF, True, True, 0xFFFF, 0xB4C8),
    "crc-16/ibm-sdlc": (16, 0x1021, 0xFFFF, True, True, 0xFFFF, 0x906E),
    "crc-16/genibus": (16, 0x1021, 0xFFFF, False, False, 0xFFFF, 0xD64E),
    "crc-32/iso-hdlc": (32, 0x04C11DB7, 0xFFFFFFFF, True, True, 0xFFFFFFFF, 0xCBF43926),
    "crc-32/iscsi": (32, 0x1EDC6F41, 0xFFFFFFFF, True, True, 0xFFFFFFFF, 0xE3069283),
    "crc-32/bzip2": (32, 0x04C11DB7, 0xFFFFFFFF, False, False, 0xFFFFFFFF, 0xFC891918),
    "crc-32/mpeg-2": (32, 0x04C11DB7, 0xFFFFFFFF, False, False, 0, 0x0376E6E7),
    "crc-32/cksum": (32, 0x04C11DB7, 0, False, False, 0xFFFFFFFF, 0x765E7680),
    "crc-32/jamcrc": (32, 0x04C11DB7, 0xFFFFFFFF, True, True, 0, 0x340BC6D9),
    "crc-64/ecma-182": (64, 0x42F0E1EBA9EA3693, 0, False, False, 0, 0x6C40DF5F0B497347),
    "crc-64/xz": (64, 0x42F0E1EBA9EA3693, 2**64 - 1, True, True, 2**64 - 1, 0x995DC9BBDF1939FA),
    "crc-64/go-iso": (64, 0x1B, 2**64 - 1, True, True, 2**64 - 1, 0xB90956C775A41001),
}


def refl(v, w):
    return int(format(v, f"0{w}b")[::-1], 2)


def rocksoft(name, data):
    w, poly, init, refin, refout, xorout, _ = MODELS[name]
    top, mask, reg = 1 << (w - 1), (1 << w) - 1, init
    for byte in data:
        if refin:
            byte = refl(byte, 8)
        for i in range(7, -1, -1):
            bit = (byte >> i) & 1
            msb = 1 if reg & top else 0
            reg = (reg << 1) & mask
            if msb ^ bit:
                reg ^= poly
    if refout:
        reg = refl(reg, w)
    return reg ^ xorout


for name, m in MODELS.items():  # every catalogue check value
    assert rocksoft(name, b"123456789") == m[6], name
# TOOLS-PLAN-2 §6
for name, check in [("crc-32/iso-hdlc", 0xCBF43926), ("crc-32/iscsi", 0xE3069283), ("crc-16/ibm-3740", 0x29B1),
                    ("crc-16/modbus", 0x4B37), ("crc-16/xmodem", 0x31C3), ("crc-64/xz", 0x995DC9BBDF1939FA)]:
    assert MODELS[name][6] == check
fox = b"The quick brown fox jumps over the lazy dog"
assert rocksoft("crc-32/iso-hdlc", fox) == zlib.crc32(fox)


def crc_case(inputs):
    name = inputs.get("algorithm", "crc-32/iso-hdlc")
    data = inputs["text"].encode() if "text" in inputs else bytes.fromhex("".join(inputs["hex"].split()))
    w = MODELS[name][0]
    v = rocksoft(name, data)
    return {"inputs": inputs, "result": {"value": format(v, f"0{w // 4}x"), "decimal": str(v), "width": w,
                                         "check": format(MODELS[name][6], f"0{w // 4}x"), "algorithm": name,
                                         "bytes": len(data)}}


out["crc-calculator"] = [
    crc_case({"text": "123456789", "algorithm": "crc-16/ibm-3740"}),
    crc_case({"text": "The quick brown fox jumps over the lazy dog", "algorithm": "crc-32/iso-hdlc"}),
    crc_case({"hex": "01 03 00 00 00 0a", "algorithm": "crc-16/modbus"}),
    crc_case({"hex": "deadbeef", "algorithm": "crc-64/xz"}),
]

# --- MD4 (RFC 1320) in pure Python ----------------------------------------------------------------------------------
def md4(msg):
    def rol(x, n):
        x &= 0xFFFFFFFF
        return ((x << n) | (x >> (32 - n))) & 0xFFFFFFFF
    ml = len(msg) * 8
    msg = msg + b"\x80" + b"\x00" * ((55 - len(msg)) % 64) + struct.pack("<Q", ml)
    h = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476]
    F = lambda x, y, z: (x & y) | (~x & z)
    G = lambda x, y, z: (x & y) | (x & z) | (y & z)
    H = lambda x, y, z: x ^ y ^ z
    for off in range(0, len(msg), 64):
        X = struct.unpack("<16I", msg[off:off + 64])
        a, b, c, d = h
        for i in range(16):
            k, s = i, (3, 7, 11, 19)[i % 4]
            a = rol(a + F(b, c, d) + X[k], s)
            a, b, c, d = d, a, b, c
        for i in range(16):
            k, s = (i % 4) * 4 + i // 4, (3, 5, 9, 13)[i % 4]
            a = rol(a + G(b, c, d) + X[k] + 0x5A827999, s)
            a, b, c, d = d, a, b, c
        for i in range(16):
            k, s = (0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15)[i], (3, 9, 11, 15)[i % 4]
            a = rol(a + H(b, c, d) + X[k] + 0x6ED9EBA1, s)
            a, b, c, d = d, a, b, c
        h = [(x + y) & 0xFFFFFFFF for x, y in zip(h, (a, b, c, d))]
    return struct.pack("<4I", *h).hex()


for m, d in [(b"", "31d6cfe0d16ae931b73c59d7e0c089c0"), (b"a", "bde52cb31de33e46245e05fbdbd6fb24"),
             (b"abc", "a448017aaf21d8525fc10ae87aa6729d"), (b"message digest", "d9130a8164549fe818874806e1c7014b"),
             (b"abcdefghijklmnopqrstuvwxyz", "d79e1c308aa5bbcdeea8ed63df412da9"),
             (b"12345678901234567890123456789012345678901234567890123456789012345678901234567890",
              "e33b4ddc9c38f2199c3e7b164fcc0536")]:
    assert md4(m) == d, m  # RFC 1320 appendix A.5

ntlm = lambda p: md4(p.encode("utf-16-le"))
assert ntlm("password") == "8846f7eaee8fb117ad06bdd830b7586c"  # TOOLS-PLAN-2 §6
out["ntlm-hash"] = [{"inputs": {"password": p}, "result": {"ntHash": ntlm(p)}} for p in ["password", "", "Pässwörd€123"]]

# --- multi-hash-generator: hashlib, the MD4 above, and a pure-Python Keccak-f[1600] sponge ----------------------------
RC = [0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000, 0x000000000000808B,
      0x0000000080000001, 0x8000000080008081, 0x8000000000008009, 0x000000000000008A, 0x0000000000000088,
      0x0000000080008009, 0x000000008000000A, 0x000000008000808B, 0x800000000000008B, 0x8000000000008089,
      0x8000000000008003, 0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
      0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008]
ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
M64 = 2**64 - 1


def keccak_f(A):  # A[x][y]
    for rc in RC:
        C = [A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4] for x in range(5)]
        D = [C[(x - 1) % 5] ^ (((C[(x + 1) % 5] << 1) | (C[(x + 1) % 5] >> 63)) & M64) for x in range(5)]
        A = [[A[x][y] ^ D[x] for y in range(5)] for x in range(5)]
        B = [[0] * 5 for _ in range(5)]
        for x in range(5):
            for y in range(5):
                r = ROT[x][y]
                B[y][(2 * x + 3 * y) % 5] = ((A[x][y] << r) | (A[x][y] >> (64 - r))) & M64 if r else A[x][y]
        A = [[B[x][y] ^ ((~B[(x + 1) % 5][y]) & B[(x + 2) % 5][y]) for y in range(5)] for x in range(5)]
        A[0][0] ^= rc
    return A


def sponge(msg, rate, pad, outlen):
    msg = bytearray(msg) + bytes([pad])
    while len(msg) % rate:
        msg.append(0)
    msg[-1] |= 0x80
    A = [[0] * 5 for _ in range(5)]
    for off in range(0, len(msg), rate):
        block = msg[off:off + rate]
        for i in range(rate // 8):
            A[i % 5][i // 5] ^= int.from_bytes(block[8 * i:8 * i + 8], "little")
        A = keccak_f(A)
    outb = b""
    while len(outb) < outlen:
        outb += b"".join(A[i % 5][i // 5].to_bytes(8, "little") for i in range(rate // 8))
        A = keccak_f(A)
    return outb[:outlen].hex()


keccak = lambda m, bits: sponge(m, 200 - bits // 4, 0x01, bits // 8)
for m in [b"", b"abc", b"x" * 300]:  # the same permutation with SHA-3 padding matches hashlib
    assert sponge(m, 136, 0x06, 32) == hashlib.sha3_256(m).hexdigest()
    assert sponge(m, 72, 0x06, 64) == hashlib.sha3_512(m).hexdigest()
    assert sponge(m, 168, 0x1F, 32) == hashlib.shake_128(m).hexdigest(32)
assert keccak(b"", 256) == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"  # TOOLS-PLAN-2 §6

PUBLISHED = {  # digests no Python standard module computes
    ("blake3", ""): "af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262",  # TOOLS-PLAN-2 §6, BLAKE3 spec
    ("whirlpool", ""): "19fa61d75522a4669b44e39c1d2e1726c530232130d407f89afee0964997f7a73e83be698b288febcf88e3e03c4f0757ea8964e59b63d93708b138cc42a66eb3",  # ISO/IEC 10118-3 / NESSIE
    ("whirlpool", "abc"): "4e2448a4c6f486bb16b6562c73b4020bf3043e3a731bce721ae1b303d97e6d4c7181eebdb6c57e277d0e34957114cbd6c797fc9d95d8b582d225292076d4eef5",  # ISO/IEC 10118-3 / NESSIE
}
HASHLIB = {"md5": "md5", "sha1": "sha1", "sha224": "sha224", "sha256": "sha256", "sha384": "sha384", "sha512": "sha512",
           "sha512-256": "sha512_256", "sha3-224": "sha3_224", "sha3-256": "sha3_256", "sha3-384": "sha3_384",
           "sha3-512": "sha3_512", "blake2b-512": "blake2b", "blake2s-256": "blake2s", "ripemd160": "ripemd160", "sm3": "sm3"}
ALL = ["md4", "md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha512-256", "sha3-224", "sha3-256", "sha3-384",
       "sha3-512", "keccak-256", "keccak-512", "shake128", "shake256", "blake2b-512", "blake2s-256", "blake3",
       "ripemd160", "sm3", "whirlpool"]


def digest(alg, text):
    m = text.encode()
    if alg in HASHLIB:
        return hashlib.new(HASHLIB[alg], m).hexdigest()
    if alg == "md4":
        return md4(m)
    if alg.startswith("keccak-"):
        return keccak(m, int(alg[7:]))
    if alg == "shake128":
        return hashlib.shake_128(m).hexdigest(32)
    if alg == "shake256":
        return hashlib.shake_256(m).hexdigest(64)
    return PUBLISHED[(alg, text)]


assert digest("ripemd160", "abc") == "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc"  # TOOLS-PLAN-2 §4


def mh_case(inputs):
    algs = [a for a in ALL if a in inputs.get("algorithms", ALL)]
    return {"inputs": inputs, "result": {"hashes": {a: digest(a, inputs["text"]) for a in algs},
                                         "bytes": len(inputs["text"].encode())}}


out["multi-hash-generator"] = [
    mh_case({"text": ""}),
    mh_case({"text": "abc", "algorithms": ["whirlpool", "ripemd160", "keccak-256", "sha3-256", "sm3", "md4", "shake128"]}),
    mh_case({"text": "Grüße, 世界", "algorithms": ["md5", "sha512-256", "keccak-512", "shake256", "blake2s-256", "blake2b-512"]}),
]

# --- key-derivation: hashlib.pbkdf2_hmac, hashlib.scrypt, HKDF (RFC 5869) from hmac ---------------------------------
def hkdf(digest, ikm, salt, info, length):
    size = hashlib.new(digest).digest_size
    prk = hmac.new(salt or b"\x00" * size, ikm, digest).digest()
    okm, t, i = b"", b"", 1
    while len(okm) < length:
        t = hmac.new(prk, t + info + bytes([i]), digest).digest()
        okm, i = okm + t, i + 1
    return okm[:length]


def kd_case(inputs):
    d = {"salt": "", "info": "", "encoding": "utf8", "digest": "sha256", "iterations": 600000, "cost": 14,
         "blockSize": 8, "parallelization": 1, "keyLength": 32, **inputs}
    enc = (lambda s: bytes.fromhex("".join(s.split()))) if d["encoding"] == "hex" else (lambda s: s.encode())
    pw, salt = enc(d["password"]), enc(d["salt"])
    if d["algorithm"] == "pbkdf2":
        key = hashlib.pbkdf2_hmac(d["digest"], pw, salt, d["iterations"], d["keyLength"])
    elif d["algorithm"] == "hkdf":
        key = hkdf(d["digest"], pw, salt, enc(d["info"]), d["keyLength"])
    else:
        key = hashlib.scrypt(pw, salt=salt, n=2 ** d["cost"], r=d["blockSize"], p=d["parallelization"],
                             maxmem=2 ** 26 * 2, dklen=d["keyLength"])
    return {"inputs": inputs, "result": {"key": key.hex(), "keyBase64": base64.b64encode(key).decode(),
                                         "algorithm": d["algorithm"]}}


kd = [
    kd_case({"algorithm": "pbkdf2", "password": "password", "salt": "salt", "digest": "sha1", "iterations": 1, "keyLength": 20}),
    kd_case({"algorithm": "hkdf", "password": "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", "salt": "000102030405060708090a0b0c",
             "info": "f0f1f2f3f4f5f6f7f8f9", "encoding": "hex", "digest": "sha256", "keyLength": 42}),
    kd_case({"algorithm": "scrypt", "password": "password", "salt": "NaCl", "cost": 10, "blockSize": 8, "parallelization": 16, "keyLength": 64}),
    kd_case({"algorithm": "pbkdf2", "password": "correct horse battery staple", "salt": "pepper&salt", "digest": "sha512", "iterations": 210000, "keyLength": 64}),
]
assert kd[0]["result"]["key"] == "0c60c80f961f0e71f3a9b524af6012062fe037a6"  # RFC 6070 case 1
assert kd[1]["result"]["key"] == ("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")  # RFC 5869 A.1
assert kd[2]["result"]["key"] == ("fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff1"
                                  "09279d9830dac727afb94a83ee6d8360cbdfa2cc0640")  # RFC 7914 §12
assert hkdf("sha256", b"\x0b" * 22, b"", b"", 42).hex() == ("8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d"
                                                            "9d201395faa4b61a96c8")  # RFC 5869 A.3 (empty salt)
out["key-derivation"] = kd

print(json.dumps({k: v for k, v in out.items() if len(sys.argv) < 2 or k in sys.argv[1:]}, indent=2, ensure_ascii=False))
