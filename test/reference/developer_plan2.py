#!/usr/bin/python3
# Reference values for the examples of the second wave of developer tools (src/tools/developer/: uuid-decoder,
# mongodb-objectid-decoder, json-patch, json-merge-patch, sql-insert-generator, javascript-formatter, json-to-schema,
# html-minifier, xpath-tester): /usr/bin/python3 test/reference/developer_plan2.py [slug …]
# Debian 12's python3 (3.11) with the Debian packages python3-jsbeautifier (1.14.4), python3-lxml (4.9.2, libxml2)
# and python3-jsonschema (4.10.3): `apt-get install python3-jsbeautifier python3-lxml python3-jsonschema`.
# It prints, per tool, the JSON list of {inputs, result} pasted as `examples`. Each block computes its tool's examples
# independently of the TypeScript code (the standard library, sqlite3, lxml, jsbeautifier, jsonschema) and asserts
# the published vectors (RFC 9562 Appendix A, RFC 6902 Appendix A, RFC 7396 Appendix A and §3) where they exist.
import base64
import json
import re
import sqlite3
import sys
import uuid
from datetime import datetime, timedelta, timezone

out = {}
UTC = timezone.utc
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)

# --- uuid-decoder: Python's uuid module (variant, version, v1 time, clock_seq, node); v6/v7 fields by bit shifts --
VARIANTS = {uuid.RESERVED_NCS: "ncs", uuid.RFC_4122: "rfc9562", uuid.RESERVED_MICROSOFT: "microsoft", uuid.RESERVED_FUTURE: "future"}


def iso_ticks(ticks_1582):
    seconds, fraction = divmod(ticks_1582, 10**7)
    dt = datetime(1582, 10, 15, tzinfo=UTC) + timedelta(seconds=seconds)
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + ".%07dZ" % fraction


def decode_uuid(text):
    u = uuid.UUID(text)
    n = u.int
    version = u.version  # None outside the RFC variant
    timestamp = clock = node = None
    if version == 1:
        timestamp = iso_ticks(u.time)
    elif version == 6:
        timestamp = iso_ticks(((n >> 96) << 28) | (((n >> 80) & 0xFFFF) << 12) | ((n >> 64) & 0x0FFF))
    elif version == 7:
        ms = n >> 80
        dt = EPOCH + timedelta(milliseconds=ms)
        timestamp = dt.strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % (ms % 1000)
    if version in (1, 6):
        clock = u.clock_seq
        node = ":".join("%02x" % b for b in u.node.to_bytes(6, "big"))
    return {"uuid": str(u), "version": version, "variant": VARIANTS[u.variant], "timestamp": timestamp,
            "clockSequence": clock, "node": node, "integer": str(n), "base64": base64.b64encode(u.bytes).decode(),
            "urn": u.urn, "isNil": n == 0, "isMax": n == (1 << 128) - 1}


uuid_cases = [
    "C232AB00-9414-11EC-B3C8-9E6BDECED846",               # RFC 9562 A.1 (v1)
    "urn:uuid:1EC9414C-232A-6B00-B3C8-9E6BDECED846",     # RFC 9562 A.5 (v6)
    "{017F22E2-79B0-7CC3-98C4-DC0C0C07398F}",             # RFC 9562 A.6 (v7)
    "919108f752d143209bacf847db4148a8",                   # RFC 9562 A.3 (v4)
    "00000000-0000-0000-0000-000000000000",               # Nil
]
out["uuid-decoder"] = [{"inputs": {"uuid": c}, "result": decode_uuid(c)} for c in uuid_cases]
ex = out["uuid-decoder"]
# All three time-based vectors encode 2022-02-22T19:22:22Z (RFC 9562 Appendix A).
assert ex[0]["result"]["timestamp"] == "2022-02-22T19:22:22.0000000Z"
assert ex[1]["result"]["timestamp"] == "2022-02-22T19:22:22.0000000Z"
assert ex[2]["result"]["timestamp"] == "2022-02-22T19:22:22.000Z"
assert ex[0]["result"]["clockSequence"] == 0x33C8 and ex[0]["result"]["node"] == "9e:6b:de:ce:d8:46"
assert ex[3]["result"]["version"] == 4 and ex[4]["result"]["version"] is None and ex[4]["result"]["isNil"]

# --- mongodb-objectid-decoder: int.from_bytes and datetime ---------------------------------------------------------
def decode_objectid(text):
    b = bytes.fromhex(text)
    secs = int.from_bytes(b[0:4], "big")
    return {"timestamp": (EPOCH + timedelta(seconds=secs)).strftime("%Y-%m-%dT%H:%M:%SZ"), "unixSeconds": secs,
            "randomValue": b[4:9].hex(), "counter": int.from_bytes(b[9:12], "big")}


oid_cases = ["507f1f77bcf86cd799439011", "65A1F0C2E4B0A1B2C3D4E5F6", "ffffffff0000000000ffffff"]
out["mongodb-objectid-decoder"] = [{"inputs": {"objectId": c}, "result": decode_objectid(c)} for c in oid_cases]
assert out["mongodb-objectid-decoder"][0]["result"]["timestamp"] == "2012-10-17T21:13:27Z"  # MongoDB manual


# --- json-patch: an RFC 6902 implementation in Python, checked on every Appendix A example ------------------------
class PatchError(Exception):
    pass


def ptr(p):
    if p == "":
        return []
    if not p.startswith("/"):
        raise PatchError("bad pointer")
    return [t.replace("~1", "/").replace("~0", "~") for t in p[1:].split("/")]


def idx(tok):
    if not re.fullmatch(r"0|[1-9][0-9]*", tok):
        raise PatchError("bad index")
    return int(tok)


def jeq(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(jeq(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(jeq(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def apply_patch(doc, patch):
    import copy
    doc = copy.deepcopy(doc)

    def walk(path):
        node = doc
        for t in path:
            if isinstance(node, list):
                i = idx(t)
                if i >= len(node):
                    raise PatchError("missing")
                node = node[i]
            elif isinstance(node, dict):
                if t not in node:
                    raise PatchError("missing")
                node = node[t]
            else:
                raise PatchError("missing")
        return node

    def add(path, value):
        nonlocal doc
        if not path:
            doc = value
            return
        parent = walk(path[:-1])
        if isinstance(parent, list):
            i = len(parent) if path[-1] == "-" else idx(path[-1])
            if i > len(parent):
                raise PatchError("out of bounds")
            parent.insert(i, value)
        elif isinstance(parent, dict):
            parent[path[-1]] = value
        else:
            raise PatchError("parent not a container")

    def remove(path):
        if not path:
            raise PatchError("root")
        value = walk(path)
        parent = walk(path[:-1])
        if isinstance(parent, list):
            del parent[idx(path[-1])]
        else:
            del parent[path[-1]]
        return value

    for op in patch:
        kind = op["op"]
        path = ptr(op["path"])
        if kind == "add":
            add(path, copy.deepcopy(op["value"]))
        elif kind == "remove":
            remove(path)
        elif kind == "replace":
            walk(path)
            if not path:
                doc = copy.deepcopy(op["value"])
            else:
                parent = walk(path[:-1])
                if isinstance(parent, list):
                    parent[idx(path[-1])] = copy.deepcopy(op["value"])
                else:
                    parent[path[-1]] = copy.deepcopy(op["value"])
        elif kind == "move":
            frm = ptr(op["from"])
            if len(path) > len(frm) and path[: len(frm)] == frm:
                raise PatchError("into itself")
            if path != frm:
                add(path, remove(frm))
            else:
                walk(frm)
        elif kind == "copy":
            add(path, copy.deepcopy(walk(ptr(op["from"]))))
        elif kind == "test":
            if not jeq(walk(path), op["value"]):
                raise PatchError("test failed")
        else:
            raise PatchError("unknown op")
    return doc


def dumps2(value):
    return json.dumps(value, indent=2, ensure_ascii=False)


RFC6902_A = [  # (section, document, patch, expected or None for an error)
    ("A.1", '{"foo": "bar"}', '[{"op": "add", "path": "/baz", "value": "qux"}]', {"baz": "qux", "foo": "bar"}),
    ("A.2", '{"foo": ["bar", "baz"]}', '[{"op": "add", "path": "/foo/1", "value": "qux"}]', {"foo": ["bar", "qux", "baz"]}),
    ("A.3", '{"baz": "qux", "foo": "bar"}', '[{"op": "remove", "path": "/baz"}]', {"foo": "bar"}),
    ("A.4", '{"foo": ["bar", "qux", "baz"]}', '[{"op": "remove", "path": "/foo/1"}]', {"foo": ["bar", "baz"]}),
    ("A.5", '{"baz": "qux", "foo": "bar"}', '[{"op": "replace", "path": "/baz", "value": "boo"}]', {"baz": "boo", "foo": "bar"}),
    ("A.6", '{"foo": {"bar": "baz", "waldo": "fred"}, "qux": {"corge": "grault"}}',
     '[{"op": "move", "from": "/foo/waldo", "path": "/qux/thud"}]',
     {"foo": {"bar": "baz"}, "qux": {"corge": "grault", "thud": "fred"}}),
    ("A.7", '{"foo": ["all", "grass", "cows", "eat"]}', '[{"op": "move", "from": "/foo/1", "path": "/foo/3"}]',
     {"foo": ["all", "cows", "eat", "grass"]}),
    ("A.8", '{"baz": "qux", "foo": ["a", 2, "c"]}',
     '[{"op": "test", "path": "/baz", "value": "qux"}, {"op": "test", "path": "/foo/1", "value": 2}]',
     {"baz": "qux", "foo": ["a", 2, "c"]}),
    ("A.9", '{"baz": "qux"}', '[{"op": "test", "path": "/baz", "value": "bar"}]', None),
    ("A.10", '{"foo": "bar"}', '[{"op": "add", "path": "/child", "value": {"grandchild": {}}}]',
     {"foo": "bar", "child": {"grandchild": {}}}),
    ("A.11", '{"foo": "bar"}', '[{"op": "add", "path": "/baz", "value": "qux", "xyz": 123}]', {"foo": "bar", "baz": "qux"}),
    ("A.12", '{"foo": "bar"}', '[{"op": "add", "path": "/baz/bat", "value": "qux"}]', None),
    ("A.14", '{"/": 9, "~1": 10}', '[{"op": "test", "path": "/~01", "value": 10}]', {"/": 9, "~1": 10}),
    ("A.15", '{"/": 9, "~1": 10}', '[{"op": "test", "path": "/~01", "value": "10"}]', None),
    ("A.16", '{"foo": ["bar"]}', '[{"op": "add", "path": "/foo/-", "value": ["abc", "def"]}]', {"foo": ["bar", ["abc", "def"]]}),
]
for section, d, p, expected in RFC6902_A:
    try:
        got = apply_patch(json.loads(d), json.loads(p))
    except PatchError:
        got = None
    assert (got is None and expected is None) or jeq(got, expected), section

patch_cases = [
    (RFC6902_A[1][1], RFC6902_A[1][2]),  # A.2: the reference example
    (RFC6902_A[6][1], RFC6902_A[6][2]),  # A.7
    ('{"name": "api", "tags": ["web"], "limits": {"rps": 100}, "owner": "team-a"}',
     '[{"op": "test", "path": "/limits/rps", "value": 100}, {"op": "replace", "path": "/limits/rps", "value": 250},'
     ' {"op": "copy", "from": "/owner", "path": "/tags/-"}, {"op": "move", "from": "/owner", "path": "/limits/owner"},'
     ' {"op": "add", "path": "/tags/0", "value": "v2"}, {"op": "remove", "path": "/name"}]'),
]
out["json-patch"] = []
for d, p in patch_cases:
    r = apply_patch(json.loads(d), json.loads(p))
    out["json-patch"].append({"inputs": {"document": d, "patch": p}, "result": {"result": r, "text": dumps2(r)}})
assert out["json-patch"][0]["result"]["result"] == {"foo": ["bar", "qux", "baz"]}


# --- json-merge-patch: RFC 7396 §2 pseudo-code; the Appendix A table and the §3 example --------------------------
def merge_patch(target, patch):
    if isinstance(patch, dict):
        if not isinstance(target, dict):
            target = {}
        for name, value in patch.items():
            if value is None:
                target.pop(name, None)
            else:
                target[name] = merge_patch(target.get(name), value)
        return target
    return patch


RFC7396_A = [
    ('{"a":"b"}', '{"a":"c"}', '{"a":"c"}'), ('{"a":"b"}', '{"b":"c"}', '{"a":"b","b":"c"}'),
    ('{"a":"b"}', '{"a":null}', '{}'), ('{"a":"b","b":"c"}', '{"a":null}', '{"b":"c"}'),
    ('{"a":["b"]}', '{"a":"c"}', '{"a":"c"}'), ('{"a":"c"}', '{"a":["b"]}', '{"a":["b"]}'),
    ('{"a":{"b":"c"}}', '{"a":{"b":"d","c":null}}', '{"a":{"b":"d"}}'), ('{"a":[{"b":"c"}]}', '{"a":[1]}', '{"a":[1]}'),
    ('["a","b"]', '["c","d"]', '["c","d"]'), ('{"a":"b"}', '["c"]', '["c"]'), ('{"a":"foo"}', 'null', 'null'),
    ('{"a":"foo"}', '"bar"', '"bar"'), ('{"e":null}', '{"a":1}', '{"e":null,"a":1}'),
    ('[1,2]', '{"a":"b","c":null}', '{"a":"b"}'), ('{}', '{"a":{"bb":{"ccc":null}}}', '{"a":{"bb":{}}}'),
]
for t, p, r in RFC7396_A:
    assert merge_patch(json.loads(t), json.loads(p)) == json.loads(r), (t, p)

RFC7396_3_TARGET = ('{\n  "title": "Goodbye!",\n  "author": {\n    "givenName": "John",\n    "familyName": "Doe"\n  },\n'
                    '  "tags": ["example", "sample"],\n  "content": "This will be unchanged"\n}')
RFC7396_3_PATCH = ('{\n  "title": "Hello!",\n  "phoneNumber": "+01-123-456-7890",\n  "author": {\n    "familyName": null\n  },\n'
                   '  "tags": ["example"]\n}')
merge_cases = [
    (RFC7396_3_TARGET, RFC7396_3_PATCH),
    ('{"a":{"b":"c"}}', '{"a":{"b":"d","c":null}}'),
    ('[1,2]', '{"a":"b","c":null}'),
]
out["json-merge-patch"] = []
for t, p in merge_cases:
    r = merge_patch(json.loads(t), json.loads(p))
    out["json-merge-patch"].append({"inputs": {"target": t, "patch": p}, "result": {"result": r, "text": dumps2(r)}})
assert out["json-merge-patch"][0]["result"]["result"] == {"title": "Hello!", "author": {"givenName": "John"}, "tags": ["example"],
                                                          "content": "This will be unchanged", "phoneNumber": "+01-123-456-7890"}


# --- sql-insert-generator: the same rules written again in Python; the sqlite output run in sqlite3 and read back --
class Num(str):
    """A JSON number kept as written."""


JSON_NUMBER = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")


def q_ident(name, dialect):
    if dialect == "mysql":
        return "`" + name.replace("`", "``") + "`"
    if dialect == "sqlserver":
        return "[" + name.replace("]", "]]") + "]"
    return '"' + name.replace('"', '""') + '"'


def q_value(v, dialect):
    if v is None:
        return "NULL"
    if isinstance(v, bool):
        return ("1" if v else "0") if dialect == "sqlserver" else ("TRUE" if v else "FALSE")
    if isinstance(v, Num):
        return str(v)
    s = v.replace("\\", "\\\\") if dialect == "mysql" else v
    s = s.replace("'", "''")
    return ("N'%s'" if dialect == "sqlserver" else "'%s'") % s


def sql_type(values, dialect):
    vals = [v for v in values if v is not None]

    def text():
        if dialect == "sqlserver":
            return "NVARCHAR(MAX)"
        if dialect != "ansi":
            return "TEXT"
        return "VARCHAR(%d)" % max([1] + [len(v if isinstance(v, str) and not isinstance(v, Num) else q_value(v, dialect)) for v in vals])
    if not vals:
        return text()
    if all(isinstance(v, bool) for v in vals):
        return "BIT" if dialect == "sqlserver" else "BOOLEAN"
    if not all(isinstance(v, Num) for v in vals):
        return text()
    if all(re.fullmatch(r"-?[0-9]+", v) for v in vals):
        if all(-2**31 <= int(v) < 2**31 for v in vals):
            return "INTEGER"
        if all(-2**63 <= int(v) < 2**63 for v in vals):
            return "INTEGER" if dialect == "sqlite" else "BIGINT"
        return "NUMERIC"
    return {"sqlite": "REAL", "mysql": "DOUBLE", "sqlserver": "FLOAT"}.get(dialect, "DOUBLE PRECISION")


def json_cell(v):
    if isinstance(v, (dict, list)):
        return json.dumps(v, separators=(",", ":"), ensure_ascii=False)
    return v


def csv_cell(f):
    if f == "":
        return None
    if f in ("true", "false"):
        return f == "true"
    return Num(f) if JSON_NUMBER.fullmatch(f) else f


def sql_insert(data, table, dialect="ansi", rowsPerStatement=1, createTable=False, columns=None, fmt="auto"):
    import csv
    import io
    if fmt == "json" or (fmt == "auto" and data.lstrip().startswith("[")):
        parsed = json.loads(data, parse_int=Num, parse_float=Num)
        if isinstance(parsed[0], list):
            names, rows = columns, [[json_cell(v) for v in r] for r in parsed]
        else:
            names = columns or list(dict.fromkeys(k for r in parsed for k in r))
            rows = [[json_cell(r.get(n)) for n in names] for r in parsed]
    else:
        lines = [r for r in csv.reader(io.StringIO(data)) if r]
        header, body = lines[0], lines[1:]
        names = columns or header
        rows = [[csv_cell(r[header.index(n)]) for n in names] for r in body]
    stmts = []
    tname = q_ident(table, dialect)
    if createTable:
        defs = ["  %s %s" % (q_ident(n, dialect), sql_type([r[i] for r in rows], dialect)) for i, n in enumerate(names)]
        stmts.append("CREATE TABLE %s (\n%s\n);" % (tname, ",\n".join(defs)))
    tuples = ["(" + ", ".join(q_value(v, dialect) for v in r) + ")" for r in rows]
    cols = ", ".join(q_ident(n, dialect) for n in names)
    for i in range(0, len(tuples), rowsPerStatement):
        chunk = tuples[i:i + rowsPerStatement]
        values = " " + chunk[0] if len(chunk) == 1 else "\n  " + ",\n  ".join(chunk)
        stmts.append("INSERT INTO %s (%s) VALUES%s;" % (tname, cols, values))
    return {"sql": "\n".join(stmts), "statements": len(stmts), "rows": len(rows), "columns": names}, rows


def check_in_sqlite(sql, rows):
    """Runs the sqlite-dialect SQL in memory and reads the table back: it must hold the input rows."""
    db = sqlite3.connect(":memory:")
    db.executescript(sql)
    table = re.match(r'CREATE TABLE "((?:[^"]|"")+)"', sql).group(1).replace('""', '"')
    got = db.execute('SELECT * FROM "%s"' % table.replace('"', '""')).fetchall()

    def expect(v):
        if isinstance(v, bool):
            return int(v)
        if isinstance(v, Num):
            return int(v) if re.fullmatch(r"-?[0-9]+", v) else float(v)
        return v
    assert [tuple(expect(v) for v in r) for r in rows] == got, (rows, got)


sql_cases = [
    dict(data='[{"id": 1, "name": "O\'Brien", "score": 9.5, "active": true},'
              ' {"id": 2, "name": "Zoë \\"Z\\"", "score": null, "active": false, "tags": ["a", "b"]},'
              ' {"id": 3, "name": "back\\\\slash", "score": 1e3}]',
         table="people", dialect="sqlite", createTable=True),
    dict(data="sku,qty,price,note\nA-1,3,19.99,\n007,10,5,\"comma, inside\"\nB-2,-4,0.5,true\n",
         table="order lines", dialect="postgres", rowsPerStatement=2),
    dict(data='[[1, "it\'s", true], [12345678901, "C:\\\\temp", null]]', columns=["id", "path", "ok"],
         table="files", dialect="mysql", createTable=True, rowsPerStatement=10),
    dict(data='[{"code": "x]y", "n": 2}, {"code": "ü", "n": -7}]', table="dbo.codes", dialect="sqlserver", createTable=True),
]
out["sql-insert-generator"] = []
for case in sql_cases:
    args = dict(case)
    result, rows = sql_insert(args.pop("data"), args.pop("table"), **args)
    if case.get("dialect") == "sqlite":
        check_in_sqlite(result["sql"], rows)
    out["sql-insert-generator"].append({"inputs": case, "result": result})
# The sqlite example also checked for what a reader sees: quotes, Unicode, NULL, the nested array as JSON text.
_db = sqlite3.connect(":memory:")
_db.executescript(out["sql-insert-generator"][0]["result"]["sql"])
assert _db.execute('SELECT name, tags FROM people WHERE id = 2').fetchone() == ('Zoë "Z"', '["a","b"]')
assert _db.execute('SELECT name, score FROM people WHERE id = 3').fetchone() == ("back\\slash", 1000.0)

# --- javascript-formatter: Python jsbeautifier (the js-beautify project's own port) with the same options ---------
import jsbeautifier


def js_format(code, indentSize=2, indentWithTabs=False, braceStyle="collapse", preserveNewlines=True, maxPreserveNewlines=2):
    o = jsbeautifier.default_options()
    o.indent_size = indentSize
    o.indent_with_tabs = indentWithTabs
    o.brace_style = braceStyle
    o.preserve_newlines = preserveNewlines
    o.max_preserve_newlines = maxPreserveNewlines
    o.end_with_newline = False
    formatted = jsbeautifier.beautify(code, o)
    return {"formatted": formatted, "changed": formatted != code}


js_cases = [
    dict(code="function add(a,b){if(a>b){return a-b}else{return a+b}}\n\n\n\nconst x={a:1,b:[1,2,3]};"),
    dict(code="const f=async(x)=>{try{await g(x)}catch(e){console.error(e)}finally{done()}}", indentSize=4, braceStyle="end-expand"),
    dict(code="if(ok){run()}\n\n\n\n\nlet s='a'+\"b\";", indentWithTabs=True, braceStyle="expand", maxPreserveNewlines=0),
    dict(code="let a = 1;\n\nfunction f() {\n  return a;\n}"),
]
out["javascript-formatter"] = [{"inputs": c, "result": js_format(**c)} for c in js_cases]
assert out["javascript-formatter"][3]["result"]["changed"] is False


# --- json-to-schema: the inference rules written again in Python; every sample validates (jsonschema) -----------
import jsonschema

EMAIL = re.compile(r"^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$", re.I)
UUID_RE = re.compile(r"^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$", re.I)


def is_date(s):
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", s)
    if not m:
        return False
    try:
        datetime(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        return True
    except ValueError:
        return False


def is_date_time(s):
    m = re.fullmatch(r"(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})", s)
    return bool(m) and is_date(m.group(1)) and int(m.group(2)) < 24 and int(m.group(3)) < 60 and int(m.group(4)) < 60


def is_uri(s):  # RFC 3986 absolute URI: a scheme, then no spaces (enough for the example strings)
    return re.fullmatch(r"[a-z][a-z0-9+.-]*:[^\s]*", s, re.I) is not None and "@" not in s.split(":", 1)[0]


def fmt_of(s):
    for name, check in (("date-time", is_date_time), ("date", is_date), ("uuid", UUID_RE.match), ("email", EMAIL.match), ("uri", is_uri)):
        if check(s):
            return name
    return None


def kind_of(v):
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "boolean"
    if isinstance(v, int) or (isinstance(v, float) and v.is_integer()):
        return "integer"
    if isinstance(v, float):
        return "number"
    return {str: "string", list: "array", dict: "object"}[type(v)]


def infer(values, required):
    """The schema of all `values` seen at one place."""
    kinds = list(dict.fromkeys(kind_of(v) for v in values))
    if "number" in kinds:
        kinds = [k for k in kinds if k != "integer"]
    branches = []
    for k in kinds:
        if k == "string":
            fmts = {fmt_of(v) for v in values if isinstance(v, str)}
            f = fmts.pop() if len(fmts) == 1 else None
            branches.append({"type": "string", "format": f} if f else {"type": "string"})
        elif k == "array":
            items = [x for v in values if isinstance(v, list) for x in v]
            branches.append({"type": "array", "items": infer(items, required)} if items else {"type": "array"})
        elif k == "object":
            objs = [v for v in values if isinstance(v, dict)]
            keys = list(dict.fromkeys(key for o in objs for key in o))
            props = {key: infer([o[key] for o in objs if key in o], required) for key in keys}
            req = keys if required == "all" else [] if required == "none" else [key for key in keys if all(key in o for o in objs)]
            branches.append({"type": "object", "properties": props, "required": req} if req else {"type": "object", "properties": props})
        else:
            branches.append({"type": k})
    return branches[0] if len(branches) == 1 else {"anyOf": branches}


def to_schema(json_text, samples=False, draft="2020-12", required="observed"):
    value = json.loads(json_text)
    values = value if samples else [value]
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema" if draft == "2020-12" else "http://json-schema.org/draft-07/schema#"}
    schema.update(infer(values, required))
    validator = (jsonschema.Draft202012Validator if draft == "2020-12" else jsonschema.Draft7Validator)(
        schema, format_checker=jsonschema.FormatChecker())
    for v in values:
        validator.validate(v)  # the property: every sample validates against the schema
    return {"schema": schema, "text": dumps2(schema)}


schema_cases = [
    dict(json='{"id": 7, "name": "Ada", "email": "ada@example.com", "joined": "2024-03-01", "score": 9.5,'
              ' "tags": ["admin", "dev"], "address": {"city": "London", "zip": null}}'),
    dict(json='[{"id": 1, "price": 10, "at": "2024-05-01T10:00:00Z"}, {"id": 2, "price": 12.5, "at": "2024-05-02T09:30:00+02:00",'
              ' "note": "late"}, {"id": "3", "price": 8}]', samples=True, draft="draft-07"),
    dict(json='{"items": [1, "two", {"k": "b1e29fba-3c47-4b38-9a8e-1e2c3d4e5f60"}, {"k": "https://example.org/a", "extra": true}], "empty": []}',
         required="none"),
]
out["json-to-schema"] = [{"inputs": c, "result": to_schema(c["json"], **{k: v for k, v in c.items() if k != "json"})} for c in schema_cases]


# --- html-minifier: expected outputs written by hand from the documented rules; checked by a property: Python
# html.parser token streams (tags, attributes, whitespace-collapsed text, outside pre/textarea/script/style) are
# the same before and after; the byte counts and savedPercent are computed here. ---------------------------------
from html.parser import HTMLParser

OPTIONAL = {"html", "head", "body"}
OPTIONAL_END = {"p", "li", "html", "head", "body"}


class Tokens(HTMLParser):
    def __init__(self, optional):
        super().__init__(convert_charrefs=True)
        self.tokens, self.raw, self.optional = [], [], optional

    def handle_starttag(self, tag, attrs):
        if tag in ("pre", "textarea", "script", "style"):
            self.raw.append(tag)
        if not (self.optional and tag in OPTIONAL):
            self.tokens.append(("start", tag, tuple(attrs)))

    def handle_endtag(self, tag):
        if self.raw and self.raw[-1] == tag:
            self.raw.pop()
        if not (self.optional and tag in OPTIONAL_END):
            self.tokens.append(("end", tag))

    def handle_data(self, data):
        if self.raw and self.raw[-1] in ("script", "style"):
            return  # minified separately: checked by hand in the expected text
        text = data if self.raw else re.sub(r"\s+", " ", data).strip()
        if text:
            self.tokens.append(("text", text))

    def handle_comment(self, data):
        if data.startswith("[if"):
            self.tokens.append(("comment", data))


def tokens(html, optional):
    t = Tokens(optional)
    t.feed(html)
    t.close()
    return t.tokens


def minify_case(inputs, expected):
    opts = {"collapseWhitespace": True, "removeComments": True, "minifyCss": True, "minifyJs": True, "removeOptionalTags": False}
    opts.update({k: v for k, v in inputs.items() if k != "html"})
    assert opts["collapseWhitespace"] and opts["removeComments"]
    assert tokens(inputs["html"], opts["removeOptionalTags"]) == tokens(expected, opts["removeOptionalTags"]), inputs
    o, m = len(inputs["html"].encode()), len(expected.encode())
    saved = 0 if o == 0 else int((o - m) / o * 1000 + 0.5) / 10  # JavaScript's Math.round(x × 1000) / 10 for x ≥ 0
    return {"inputs": inputs, "result": {"minified": expected, "originalBytes": o, "minifiedBytes": m, "savedPercent": saved}}


PAGE = ('<!DOCTYPE html>\n<html>\n  <head>\n    <title> Demo </title>\n    <!-- page styles -->\n    <style>\n'
        '      body { color : red ; margin : 0px }\n    </style>\n  </head>\n  <body>\n'
        '    <!--[if IE]><p>Old browser</p><![endif]-->\n    <p class="intro">\n      Hello,   <b>world</b> !\n    </p>\n'
        '    <pre>  keep\n   this  </pre>\n    <script>\n      alert( "hi" );\n    </script>\n  </body>\n</html>')
out["html-minifier"] = [
    minify_case({"html": PAGE},
                '<!DOCTYPE html><html><head><title>Demo</title><style>body{color:red;margin:0}</style></head><body>'
                '<!--[if IE]><p>Old browser</p><![endif]--><p class="intro">Hello, <b>world</b> !</p>'
                '<pre>  keep\n   this  </pre><script>alert("hi")</script></body></html>'),
    minify_case({"html": '<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul>\n<p>A <a href="/x">link</a>  here.</p>', "removeOptionalTags": True},
                '<ul><li>One<li>Two</ul><p>A <a href="/x">link</a> here.'),
    minify_case({"html": '<div>\n  <textarea name="t">  a\n  b </textarea>\n  <span>x</span> <span>y</span>\n</div>',
                 "minifyCss": False, "minifyJs": False},
                '<div><textarea name="t">  a\n  b </textarea> <span>x</span> <span>y</span></div>'),
]


# --- xpath-tester: lxml (libxml2) XPath 1.0 on the same document; paths from lxml's getpath ----------------------
from lxml import etree


def xpath_number(x):
    """XPath 1.0 string() of a number."""
    if x != x:
        return "NaN"
    if x in (float("inf"), float("-inf")):
        return "Infinity" if x > 0 else "-Infinity"
    if x == int(x):
        return str(int(x))
    return repr(x)


def text_path(t):
    """getpath of the parent, then text()[n] among the parent's text nodes (lxml keeps them as .text and tails)."""
    parent = t.getparent()
    if t.is_tail:
        owner, parent = parent, parent.getparent()
    texts = ([] if parent.text is None else ["text"]) + [c for c in parent if c.tail is not None]
    me = "text" if t.is_text else owner
    n = texts.index(me) + 1
    return parent.getroottree().getpath(parent) + "/text()" + ("[%d]" % n if len(texts) > 1 else "")


def xpath_case(xml, expression, namespaces=None):
    inputs = {"xml": xml, "expression": expression}
    if namespaces:
        inputs["namespaces"] = [{"prefix": p, "uri": u} for p, u in namespaces.items()]
    parser = etree.XMLParser(resolve_entities=False, no_network=True, strip_cdata=False)
    root = etree.fromstring(xml.encode(), parser)
    tree = root.getroottree()
    r = root.xpath(expression, namespaces=namespaces or {})
    if isinstance(r, bool):
        return {"inputs": inputs, "result": {"resultType": "boolean", "value": "true" if r else "false", "count": 0, "truncated": False, "results": []}}
    if isinstance(r, float):
        return {"inputs": inputs, "result": {"resultType": "number", "value": xpath_number(r), "count": 0, "truncated": False, "results": []}}
    if isinstance(r, str) and not getattr(r, "getparent", None):
        return {"inputs": inputs, "result": {"resultType": "string", "value": str(r), "count": 0, "truncated": False, "results": []}}
    results = []
    for n in r:
        if isinstance(n, etree._Comment):
            results.append({"type": "comment", "value": n.text, "path": tree.getpath(n)})
        elif isinstance(n, etree._ProcessingInstruction):
            results.append({"type": "processing-instruction", "value": n.text, "path": tree.getpath(n)})
        elif isinstance(n, etree._Element):
            results.append({"type": "element", "value": etree.tostring(n, with_tail=False, encoding="unicode"), "path": tree.getpath(n)})
        elif n.is_attribute:
            results.append({"type": "attribute", "value": str(n), "path": tree.getpath(n.getparent()) + "/@" + n.attrname})
        else:
            results.append({"type": "text", "value": str(n), "path": text_path(n)})
    return {"inputs": inputs, "result": {"resultType": "nodeset", "value": None, "count": len(r), "truncated": False, "results": results}}


CATALOG = ('<?xml version="1.0"?>\n<catalog>\n  <!-- stock -->\n  <book id="b1" lang="en"><title>Dune</title><price>9.99</price></book>\n'
           '  <book id="b2"><title>Emma</title><price>5</price></book>\n  <magazine id="m1"><title>Wired</title></magazine>\n</catalog>')
ATOM = ('<feed xmlns="http://www.w3.org/2005/Atom"><title>News</title>'
        '<entry><title>One</title></entry><entry><title>Two</title></entry></feed>')
out["xpath-tester"] = [
    xpath_case(CATALOG, "//book[price > 6]"),
    xpath_case(CATALOG, "//@id | //comment()"),
    xpath_case(CATALOG, "sum(//book/price) div count(//book)"),
    xpath_case(ATOM, "/a:feed/a:entry/a:title/text()", {"a": "http://www.w3.org/2005/Atom"}),
    xpath_case(ATOM, "count(/a:feed/a:entry) = 2", {"a": "http://www.w3.org/2005/Atom"}),
]

# Examples list every input, defaults included (as the other tools' examples do), in the order of the input schema.
ORDER = {
    "sql-insert-generator": [("data", None), ("format", "auto"), ("table", None), ("columns", None), ("dialect", "ansi"),
                             ("rowsPerStatement", 1), ("createTable", False)],
    "javascript-formatter": [("code", None), ("indentSize", 2), ("indentWithTabs", False), ("braceStyle", "collapse"),
                             ("preserveNewlines", True), ("maxPreserveNewlines", 2)],
    "json-to-schema": [("json", None), ("samples", False), ("draft", "2020-12"), ("required", "observed")],
    "html-minifier": [("html", None), ("collapseWhitespace", True), ("removeComments", True), ("minifyCss", True),
                      ("minifyJs", True), ("removeOptionalTags", False)],
}
for slug, fields in ORDER.items():
    for ex in out[slug]:
        given = ex["inputs"]
        assert set(given) <= {name for name, _ in fields}, given
        ex["inputs"] = {name: given.get(name, default) for name, default in fields if name in given or default is not None}

if __name__ == "__main__":
    wanted = sys.argv[1:] or list(out)
    print(json.dumps({slug: out[slug] for slug in wanted}, indent=2, ensure_ascii=False))
