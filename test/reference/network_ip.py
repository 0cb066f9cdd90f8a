# Reference values for the examples of src/tools/network/{ip-range-to-cidr, cidr-aggregator, subnet-splitter,
# ip-format-converter, cidr-overlap-checker}.ts: python3 test/reference/network_ip.py [slug …]
# (Python 3.11; standard library only). It prints, per tool, the JSON list of {inputs, result} pasted as `examples`.
# Everything is computed with Python's ipaddress module, independently of the TypeScript code (which has its own
# parser and BigInt interval arithmetic); the plan's reference values (TOOLS-PLAN-2.md §4, network rows 1–5, and
# RFC 6052 §2.4) are asserted next to their cases.
import ipaddress
import json
import sys
from ipaddress import IPv4Address, IPv4Network, IPv6Address, IPv6Network, ip_address, ip_network

out = {}


def fmt_addr(a):
    """Python 3.13's str(): RFC 5952, but an IPv4-mapped address (::ffff:0:0/96) with its IPv4 part dotted."""
    if a.version == 6 and a.ipv4_mapped is not None:
        return "::ffff:" + str(a.ipv4_mapped)
    return str(a)


def fmt_net(n):
    return f"{fmt_addr(n.network_address)}/{n.prefixlen}"


def family(a):
    return "ipv4" if a.version == 4 else "ipv6"


# --- ip-range-to-cidr: summarize_address_range; covering block by shortening start's prefix ---------------------
def range_to_cidr(start, end):
    s, e = ip_address(start), ip_address(end)
    cidrs = [fmt_net(n) for n in ipaddress.summarize_address_range(s, e)]
    prefix = s.max_prefixlen
    while not e in ip_network(f"{s}/{prefix}", strict=False):
        prefix -= 1
    covering = ip_network(f"{s}/{prefix}", strict=False)
    return {
        "family": family(s),
        "cidrs": cidrs,
        "count": len(cidrs),
        "addressCount": str(int(e) - int(s) + 1),
        "coveringCidr": fmt_net(covering),
    }


r = range_to_cidr("192.168.0.10", "192.168.0.20")
assert r["cidrs"] == ["192.168.0.10/31", "192.168.0.12/30", "192.168.0.16/30", "192.168.0.20/32"]
assert r["addressCount"] == "11" and r["coveringCidr"] == "192.168.0.0/27"
out["ip-range-to-cidr"] = [
    {"inputs": {"start": "192.168.0.10", "end": "192.168.0.20"}, "result": r},
    {"inputs": {"start": "2001:db8::fffe", "end": "2001:db8::1:ffff:ffff"}, "result": range_to_cidr("2001:db8::fffe", "2001:db8::1:ffff:ffff")},
    {"inputs": {"start": "10.0.0.0", "end": "10.255.255.255"}, "result": range_to_cidr("10.0.0.0", "10.255.255.255")},
]


# --- cidr-aggregator: interval union and difference, then summarize_address_range ---------------------------------
def entry(text):
    text = text.strip()
    if "-" in text:
        a, b = (ip_address(x.strip()) for x in text.split("-"))
        assert a.version == b.version and a <= b
        return a.version, int(a), int(b)
    n = ip_network(text, strict=False)
    return n.version, int(n.network_address), int(n.broadcast_address)


def union(intervals):
    merged = []
    for s, e in sorted(intervals):
        if merged and s <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    return merged


def difference(a, b):
    result = []
    for s, e in a:
        cur = s
        for bs, be in b:
            if be < cur or bs > e:
                continue
            if bs > cur:
                result.append([cur, bs - 1])
            cur = max(cur, be + 1)
        if cur <= e:
            result.append([cur, e])
    return result


def aggregate(include, exclude=()):
    cidrs, counts = [], {4: 0, 6: 0}
    for version, cls in ((4, IPv4Address), (6, IPv6Address)):
        inc = union([(s, e) for v, s, e in map(entry, include) if v == version])
        exc = union([(s, e) for v, s, e in map(entry, exclude) if v == version])
        rest = difference(inc, exc)
        counts[version] = sum(e - s + 1 for s, e in rest)
        nets = [n for s, e in rest for n in ipaddress.summarize_address_range(cls(s), cls(e))]
        # Cross-check with collapse_addresses and address_exclude.
        collapsed = list(ipaddress.collapse_addresses(n for s, e in inc for n in ipaddress.summarize_address_range(cls(s), cls(e))))
        for s, e in exc:
            for cut in ipaddress.summarize_address_range(cls(s), cls(e)):
                collapsed = [piece for n in collapsed for piece in ([n] if not n.overlaps(cut) else (n.address_exclude(cut) if cut.subnet_of(n) else []))]
        assert sorted(ipaddress.collapse_addresses(collapsed)) == nets, (collapsed, nets)
        cidrs += [fmt_net(n) for n in nets]
    return {"cidrs": cidrs, "count": len(cidrs), "ipv4AddressCount": str(counts[4]), "ipv6AddressCount": str(counts[6])}


r = aggregate(["10.0.0.0/24", "10.0.1.0/24", "10.0.2.5"], ["10.0.0.128/25"])
assert r["cidrs"] == ["10.0.0.0/25", "10.0.1.0/24", "10.0.2.5/32"] and r["ipv4AddressCount"] == "385"
agg2 = (
    ["2001:db8:8000::/33", "198.51.100.7/30", "192.0.2.128-192.0.2.200", "2001:db8::/33", "192.0.2.0/25", "::ffff:192.0.2.1"],
    ["192.0.2.64/26", "2001:db8:1234::/48", "198.51.100.6"],
)
agg3 = (["172.16.0.0/16", "172.17.0.0/16", "172.18.0.0-172.19.255.255", "172.20.0.0/14"], ["172.16.0.0/24", "172.23.255.255"])
out["cidr-aggregator"] = [
    {"inputs": {"include": ["10.0.0.0/24", "10.0.1.0/24", "10.0.2.5"], "exclude": ["10.0.0.128/25"]}, "result": r},
    {"inputs": {"include": agg2[0], "exclude": agg2[1]}, "result": aggregate(*agg2)},
    {"inputs": {"include": agg3[0], "exclude": agg3[1]}, "result": aggregate(*agg3)},
]


# --- subnet-splitter: subnets(new_prefix) and VLSM, fields as cidr-calculator ------------------------------------
def subnet(net, index, name):
    classic = net.version == 4 and net.prefixlen <= 30
    n = net.num_addresses
    return {
        "index": index,
        "name": name,
        "cidr": fmt_net(net),
        "network": fmt_addr(net.network_address),
        "broadcast": str(net.broadcast_address) if classic else None,
        "firstUsable": fmt_addr(net.network_address + 1 if classic else net.network_address),
        "lastUsable": fmt_addr(net.broadcast_address - 1 if classic else net.broadcast_address),
        "addressCount": str(n),
        "usableHostCount": str(n - 2 if classic else n),
    }


def free_blocks(net, used):
    rest = difference([[int(net.network_address), int(net.broadcast_address)]], union([(int(u.network_address), int(u.broadcast_address)) for u in used]))
    cls = IPv4Address if net.version == 4 else IPv6Address
    return [fmt_net(n) for s, e in rest for n in ipaddress.summarize_address_range(cls(s), cls(e))]


def split_equal(network, count=None, new_prefix=None):
    net = ip_network(network, strict=False)
    if count is not None:
        new_prefix = net.prefixlen + (count - 1).bit_length()
    blocks = list(net.subnets(new_prefix=new_prefix))
    if count is not None:
        blocks = blocks[:count]
    return {"subnets": [subnet(b, i + 1, None) for i, b in enumerate(blocks)], "count": len(blocks), "unallocated": free_blocks(net, blocks)}


def split_vlsm(network, requirements):
    net = ip_network(network, strict=False)
    order = sorted(enumerate(requirements), key=lambda p: (-p[1]["hosts"], p[0]))
    cursor = int(net.network_address)
    placed = []
    for _, req in order:
        p = 30
        while p > 0 and 2 ** (32 - p) - 2 < req["hosts"]:
            p -= 1
        size = 2 ** (32 - p)
        start = -(-cursor // size) * size
        block = IPv4Network((start, p))
        assert block.subnet_of(net)
        placed.append((block, req["name"]))
        cursor = start + size
    return {
        "subnets": [subnet(b, i + 1, name) for i, (b, name) in enumerate(placed)],
        "count": len(placed),
        "unallocated": free_blocks(net, [b for b, _ in placed]),
    }


reqs = [{"name": "HR", "hosts": 20}, {"name": "Sales", "hosts": 50}, {"name": "Link", "hosts": 2}]
r = split_vlsm("172.16.0.0/24", reqs)
assert [s["cidr"] for s in r["subnets"]] == ["172.16.0.0/26", "172.16.0.64/27", "172.16.0.96/30"]
assert r["unallocated"] == ["172.16.0.100/30", "172.16.0.104/29", "172.16.0.112/28", "172.16.0.128/25"]
out["subnet-splitter"] = [
    {"inputs": {"network": "172.16.0.0/24", "mode": "vlsm", "requirements": reqs}, "result": r},
    {"inputs": {"network": "192.168.10.77/24", "mode": "equal", "subnetCount": 3}, "result": split_equal("192.168.10.77/24", count=3)},
    {"inputs": {"network": "10.0.0.0/29", "mode": "equal", "newPrefix": 31}, "result": split_equal("10.0.0.0/29", new_prefix=31)},
    {"inputs": {"network": "2001:db8:abcd::/62", "mode": "equal", "newPrefix": 64}, "result": split_equal("2001:db8:abcd::/62", new_prefix=64)},
]


# --- ip-format-converter: int(), exploded, compressed, ipv4_mapped, sixtofour; 64:ff9b::/96 by integers ---------
NAT64 = int(IPv6Address("64:ff9b::"))


def convert(value, version=None):
    text = value.strip()
    if text[:2].lower() in ("0x", "0b") or text.isdigit():
        n = int(text, 0) if not text.isdigit() else int(text)
        v = version or (4 if n < 2**32 else 6)
        a = IPv4Address(n) if v == 4 else IPv6Address(n)
    else:
        a = ip_address(text)
    n = int(a)
    if a.version == 4:
        return {
            "version": 4,
            "address": str(a),
            "expanded": a.exploded,
            "integer": str(n),
            "hex": "0x" + format(n, "08x"),
            "binary": ".".join(format(o, "08b") for o in a.packed),
            "ipv4MappedIpv6": fmt_addr(IPv6Address((0xFFFF << 32) | n)),
            "sixToFourPrefix": fmt_net(IPv6Network(((0x2002 << 112) | (n << 80), 48))),
            "nat64Address": "64:ff9b::" + str(a),
            "embeddedIpv4": None,
        }
    embedded = a.ipv4_mapped or a.sixtofour or (IPv4Address(n & 0xFFFFFFFF) if n >> 32 == NAT64 >> 32 else None)
    return {
        "version": 6,
        "address": fmt_addr(a),
        "expanded": a.exploded,
        "integer": str(n),
        "hex": "0x" + format(n, "032x"),
        "binary": ":".join(format(int.from_bytes(a.packed[i : i + 2], "big"), "016b") for i in range(0, 16, 2)),
        "ipv4MappedIpv6": None,
        "sixToFourPrefix": None,
        "nat64Address": None,
        "embeddedIpv4": None if embedded is None else str(embedded),
    }


r = convert("0xC0A80101")
assert r["address"] == "192.168.1.1" and r["integer"] == "3232235777" and r["sixToFourPrefix"] == "2002:c0a8:101::/48"
r2 = convert("192.0.2.33")
assert r2["nat64Address"] == "64:ff9b::192.0.2.33"  # RFC 6052 §2.4
assert ip_address(r2["nat64Address"]) == IPv6Address("64:ff9b::c000:221")
r3 = convert("64:FF9B::C000:221")
assert r3["embeddedIpv4"] == "192.0.2.33"
out["ip-format-converter"] = [
    {"inputs": {"value": "0xC0A80101"}, "result": r},
    {"inputs": {"value": "192.0.2.33"}, "result": r2},
    {"inputs": {"value": "64:FF9B::C000:221"}, "result": r3},
    {"inputs": {"value": "2002:c000:204::1"}, "result": convert("2002:c000:204::1")},
    {"inputs": {"value": "281473902969345", "version": 6}, "result": convert("281473902969345", 6)},
]


# --- cidr-overlap-checker: overlaps / subnet_of over all pairs ----------------------------------------------------
def overlaps(cidrs):
    nets = [ip_network(c, strict=False) for c in cidrs]
    pairs = []
    for a in range(len(nets)):
        for b in range(a + 1, len(nets)):
            x, y = nets[a], nets[b]
            if x.version != y.version or not x.overlaps(y):
                continue
            relation = "equal" if x == y else "a-contains-b" if y.subnet_of(x) else "b-contains-a"
            assert relation != "b-contains-a" or x.subnet_of(y)
            pairs.append({"a": a, "b": b, "cidrA": fmt_net(x), "cidrB": fmt_net(y), "relation": relation})
    return {"hasOverlap": bool(pairs), "count": len(pairs), "overlaps": pairs[:1000]}


r = overlaps(["10.0.0.0/16", "10.0.128.0/17", "192.168.0.0/24"])
assert r["count"] == 1 and r["overlaps"][0]["relation"] == "a-contains-b"
ov2 = ["10.1.2.3/24", "10.1.0.0/16", "2001:db8::/32", "10.1.2.0/24", "::ffff:10.1.0.0/112", "2001:db8:1::/48", "10.2.0.0/16", "10.1.2.77"]
ov3 = ["2001:db8:abcd:12::1/64", "2001:db9::/32", "2001:DB8::/32", "2001:db8:abcd::/48", "2001:db8:abcd:12::/64"]
out["cidr-overlap-checker"] = [
    {"inputs": {"cidrs": ["10.0.0.0/16", "10.0.128.0/17", "192.168.0.0/24"]}, "result": r},
    {"inputs": {"cidrs": ov2}, "result": overlaps(ov2)},
    {"inputs": {"cidrs": ov3}, "result": overlaps(ov3)},
]

wanted = sys.argv[1:] or list(out)
print(json.dumps({slug: out[slug] for slug in wanted}, indent=2, ensure_ascii=False))
