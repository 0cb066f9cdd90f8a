# Reference values for the examples of the security tools of TOOLS-PLAN-2 §4, rows 5–7 (symmetric-cipher,
# passphrase-generator, hash-identifier; row 8, csr-decoder, has its own: csr_plan2.py): python3 test/reference/security_plan2_b.py [slug …] prints, per
# tool, the JSON list of {inputs, result} pasted as `examples`. Python 3.11 with the `cryptography` package (48.0).
# Each block computes its tool's examples independently of the TypeScript code; published vectors (NIST SP 800-38A,
# the GCM specification's test cases, RFC 8439 §2.8.2) are asserted next to the cases.
import base64
import hashlib
import json
import math
import os
import re
import sys

from pure_rand import Xoroshiro128Plus

out = {}
HERE = os.path.dirname(os.path.abspath(__file__))


# --- passphrase-generator -------------------------------------------------------------------------------------------
# The words are read from the shipped module and pinned by the SHA-256 of the EFF list (eff_large_wordlist.txt from
# eff.org/dice, 7,776 lines "11111<TAB>abacus" … "66666<TAB>zoom"), computed from two independent copies of the list.
def eff_words():
    src = open(os.path.join(HERE, "..", "..", "src", "tools", "eff-wordlist.ts"), encoding="utf-8").read()
    body = src[src.index("const WORDS =") : src.index(";", src.index("const WORDS ="))]
    words = "".join(re.findall(r"'([^']*)'", body)).split(" ")
    assert len(words) == 7776 and words[0] == "abacus" and words[-1] == "zoom"
    assert hashlib.sha256("\n".join(words).encode()).hexdigest() == (
        "abae49761b88f3f1ba31ef944bea1f61b795a3cd7e1cfb7d276ed45bf77967ba"
    )
    return words


# pure-rand 8.4.2 xoroshiro128plus and uniformInt, re-implemented from the algorithm (as in everyday.py, dice-roller).
def passphrase(words=6, separator="-", capitalize="none", includeNumber=False, count=1, seed=None):
    wl = eff_words()
    rng = Xoroshiro128Plus.from_seed(seed)
    phrases = []
    for _ in range(count):
        chosen = []
        for _ in range(words):
            w = wl[rng.int(0, 7775)]
            chosen.append(w.upper() if capitalize == "all" else w[:1].upper() + w[1:] if capitalize == "first" else w)
        if includeNumber:
            at = rng.int(0, words - 1)
            chosen[at] += str(rng.int(0, 9))
        phrases.append(separator.join(chosen))
    bits = words * math.log2(7776) + (math.log2(10) if includeNumber else 0)
    inputs = {"words": words, "separator": separator, "capitalize": capitalize, "includeNumber": includeNumber,
              "count": count, "seed": seed}
    return {"inputs": inputs, "result": {"passphrases": phrases, "entropyBits": math.floor(bits * 100 + 0.5) / 100,
                                         "reproducible": True}}


assert abs(6 * math.log2(7776) - 77.5489) < 1e-4  # 12.925 bits a word (EFF)
out["passphrase-generator"] = [
    passphrase(seed=42),
    passphrase(words=4, separator=" ", capitalize="first", includeNumber=True, count=2, seed=7),
    passphrase(words=3, separator="", capitalize="all", count=3, seed=2024),
]

# --- symmetric-cipher: the `cryptography` package (OpenSSL) -------------------------------------------------------
from cryptography.hazmat.primitives import padding as sym_padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM, ChaCha20Poly1305
from cryptography.hazmat.decrepit.ciphers.algorithms import TripleDES



def cipher(operation, algorithm, key, input, mode=None, iv=None, aad=None, inputEncoding=None, outputEncoding=None,
           padding=None, authTag=None):
    enc = operation == "encrypt"
    ie = inputEncoding or ("utf8" if enc else "hex")
    oe = outputEncoding or ("hex" if enc else "utf8")
    data = input.encode() if ie == "utf8" else bytes.fromhex(input) if ie == "hex" else base64.b64decode(input)
    k = bytes.fromhex(key)
    tag = None
    if algorithm == "chacha20-poly1305" or mode == "gcm":
        A = ChaCha20Poly1305(k) if algorithm == "chacha20-poly1305" else AESGCM(k)
        a = bytes.fromhex(aad) if aad else None
        if enc:
            ct = A.encrypt(bytes.fromhex(iv), data, a)
            res, tag = ct[:-16], ct[-16:].hex()
        else:
            res = A.decrypt(bytes.fromhex(iv), data + bytes.fromhex(authTag), a)
    else:
        alg = TripleDES(k) if algorithm == "des-ede3" else algorithms.AES(k)
        m = {"ecb": lambda: modes.ECB(), "cbc": lambda: modes.CBC(bytes.fromhex(iv)), "ctr": lambda: modes.CTR(bytes.fromhex(iv)),
             "cfb": lambda: modes.CFB(bytes.fromhex(iv)), "ofb": lambda: modes.OFB(bytes.fromhex(iv))}[mode]()
        c = Cipher(alg, m)
        pad = mode in ("ecb", "cbc") and padding != "none"
        bits = 64 if algorithm == "des-ede3" else 128
        if enc:
            if pad:
                pd = sym_padding.PKCS7(bits).padder()
                data = pd.update(data) + pd.finalize()
            e = c.encryptor()
            res = e.update(data) + e.finalize()
        else:
            d = c.decryptor()
            res = d.update(data) + d.finalize()
            if pad:
                u = sym_padding.PKCS7(bits).unpadder()
                res = u.update(res) + u.finalize()
    out_s = res.decode() if oe == "utf8" else res.hex() if oe == "hex" else base64.b64encode(res).decode()
    warnings = []
    if mode == "ecb":
        warnings.append("ECB leaks patterns: equal plaintext blocks give equal ciphertext blocks.")
    if algorithm == "des-ede3":
        warnings.append("3DES is deprecated: its 64-bit block is open to Sweet32 attacks, and NIST disallows it for "
                        "encryption after 2023 (SP 800-131A Rev. 2).")
    if not (algorithm == "chacha20-poly1305" or mode == "gcm"):
        warnings.append("Unauthenticated mode: altered ciphertext is not detected; prefer GCM or ChaCha20-Poly1305.")
    if mode == "ctr":
        warnings.append("CTR: never reuse a key and IV (counter) pair.")
    inputs = {k2: v for k2, v in dict(operation=operation, algorithm=algorithm, mode=mode, key=key, iv=iv, aad=aad,
                                      input=input, inputEncoding=inputEncoding, outputEncoding=outputEncoding,
                                      padding=padding, authTag=authTag).items() if v is not None}
    return {"inputs": inputs, "result": {"output": out_s, "authTag": tag, "warnings": warnings}}


NIST_KEY = "2b7e151628aed2a6abf7158809cf4f3c"
NIST_PT = ("6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
           "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710")
cbc = cipher("encrypt", "aes-128", NIST_KEY, NIST_PT, mode="cbc", iv="000102030405060708090a0b0c0d0e0f",
             inputEncoding="hex", padding="none")
assert cbc["result"]["output"] == ("7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
                                   "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7")  # SP 800-38A F.2.1
ctr = cipher("decrypt", "aes-128", NIST_KEY, "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"
             "5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee", mode="ctr",
             iv="f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff", outputEncoding="hex")
assert ctr["result"]["output"] == NIST_PT  # SP 800-38A F.5.2 (CTR-AES128.Decrypt)
SUNSCREEN = ("Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, "
             "sunscreen would be it.")
chacha = cipher("encrypt", "chacha20-poly1305", "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f",
                SUNSCREEN, iv="070000004041424344454647", aad="50515253c0c1c2c3c4c5c6c7")
assert chacha["result"]["authTag"] == "1ae10b594f09e26a7e902ecbd0600691"  # RFC 8439 §2.8.2
assert chacha["result"]["output"].startswith("d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d6")
gcm = cipher("decrypt", "aes-128", "feffe9928665731c6d6a8f9467308308",
             "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa05"
             "1ba30b396a0aac973d58e091", mode="gcm", iv="cafebabefacedbaddecaf888",
             aad="feedfacedeadbeeffeedfacedeadbeefabaddad2", authTag="5bc94fbc3221a5db94fae95ae7121a47",
             outputEncoding="hex")
assert gcm["result"]["output"] == ("d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
                                   "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39")  # GCM spec test case 4
out["symmetric-cipher"] = [
    cbc, ctr, chacha, gcm,
    cipher("encrypt", "aes-256", "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
           "attack at dawn, attack at dawn!!", mode="ecb", outputEncoding="base64"),
    cipher("encrypt", "des-ede3", "0123456789abcdef23456789abcdef01456789abcdef0123", "Grüße, 3DES",
           mode="cbc", iv="1234567890abcdef"),
]

# --- hash-identifier ------------------------------------------------------------------------------------------------
# Each example hash is recomputed here with its algorithm (hashlib, crypt(3)) or is the hashcat example hash of its
# mode (hashcat.net/wiki/doku.php?id=example_hashes); the candidate lists are transcribed from hashcat's mode list and
# John the Ripper jumbo's --list=formats, by length for bare hex (the most common algorithm medium, the others low).
def cand(name, mode, john, conf):
    return {"name": name, "hashcatMode": mode, "johnFormat": john, "confidence": conf}


HEX32 = [("MD5", 0, "raw-md5"), ("NTLM", 1000, "nt"), ("MD4", 900, "raw-md4"), ("LM", 3000, "lm"), ("MD2", None, "md2"),
         ("RIPEMD-128", None, None), ("Tiger-128", None, None)]
HEX40 = [("SHA-1", 100, "raw-sha1"), ("RIPEMD-160", 6000, "ripemd-160"), ("MySQL 4.1+ without the leading *", 300, "mysql-sha1"),
         ("Tiger-160", None, None), ("HAS-160", None, None)]


def hex_list(rows, salted=()):
    return [cand(*r, "medium" if i == 0 else "low") for i, r in enumerate(rows)] + [cand(*r, "low") for r in salted]


md5 = hashlib.md5(b"hashcat").hexdigest()
assert md5 == "8743b52063cd84097a65d1633f5c74f5"  # hashcat example hash of mode 0
sha1_salted = hashlib.sha1(b"hashcat" + b"NaCl").hexdigest() + ":NaCl"
bcrypt_ex = "$2a$05$LhayLxezLhK1LhWvKxCyLOj0j1u.Kj0jZ0pEmm134uzrQlFvQJLF6"  # hashcat example, mode 3200
try:
    import crypt  # noqa: deprecated in 3.11, still present

    sha512crypt = crypt.crypt("hashcat", "$6$52450745")
except ImportError:
    sha512crypt = None
SHA512CRYPT = "$6$52450745$k5ka2p8bFuSmoVT1tzOyyuaREkkKBcCNqoDKzYiJL9RaE8yMnPgh2XzzF0NDrUhgrcLwg78xs1w5pJiypEdFX/"
assert sha512crypt in (None, SHA512CRYPT)  # hashcat example, mode 1800
ldap_sha = "{SHA}" + base64.b64encode(hashlib.sha1(b"password").digest()).decode()
out["hash-identifier"] = [
    {"inputs": {"hash": md5}, "result": {"candidates": hex_list(HEX32), "length": 32, "charset": "hex"}},
    {"inputs": {"hash": "  " + hashlib.sha1(b"hashcat").hexdigest().upper() + "\n"},
     "result": {"candidates": hex_list(HEX40), "length": 40, "charset": "hex"}},
    {"inputs": {"hash": bcrypt_ex}, "result": {"candidates": [cand("bcrypt", 3200, "bcrypt", "high")], "length": 60,
                                               "charset": "crypt"}},
    {"inputs": {"hash": SHA512CRYPT},
     "result": {"candidates": [cand("sha512crypt (Unix SHA-512)", 1800, "sha512crypt", "high")], "length": 98,
                "charset": "crypt"}},
    {"inputs": {"hash": ldap_sha},
     "result": {"candidates": [cand("SHA-1 (LDAP {SHA})", 101, "nsldap", "high")], "length": 33, "charset": "crypt"}},
    {"inputs": {"hash": sha1_salted},
     "result": {"candidates": [cand("sha1($pass.$salt)", 110, None, "low"), cand("sha1($salt.$pass)", 120, None, "low"),
                               cand("HMAC-SHA1 (key = $salt)", 160, None, "low")], "length": 45, "charset": "other"}},
]
assert len(SHA512CRYPT) == 98 and len(ldap_sha) == 33

if __name__ == "__main__":
    slugs = sys.argv[1:] or list(out)
    print(json.dumps({s: out[s] for s in slugs}, indent=2, ensure_ascii=False))
