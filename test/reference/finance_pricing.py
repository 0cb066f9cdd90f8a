#!/usr/bin/env python3
"""Independent oracle for the examples of the finance pricing / tax / everyday-money / validator tools
(src/tools/finance/{roi,cagr,break-even,...}.ts, shared logic in src/tools/finance-pricing.ts).

Run: python3 test/reference/finance_pricing.py   (prints every example's expected result as JSON, keyed by tool)

Exact rational arithmetic (fractions.Fraction) from the decimal strings of the inputs; money rounded half up (ties
away from zero, Excel ROUND) to the minor unit once per money result, at the point each tool's description names;
percentages and other ratios are the float nearest the exact value; non-integer powers with decimal at 60 digits.
Published references used (TOOLS-PLAN §6): VAT 10.00 gross @ 19 % -> net 8.40; sales tax 10.50 @ 5 % -> 0.53;
bill 100 / 3 -> 33.34, 33.33, 33.33; ISIN US0378331005 valid; card 4111111111111111 valid (Visa);
IBAN GB82 WEST 1234 5698 7654 32 and DE89 3704 0044 0532 0130 00 valid, DE89 ... 33 invalid.
"""
import json
import math
from decimal import Decimal, ROUND_HALF_UP, getcontext
from fractions import Fraction as F

getcontext().prec = 60


def q(x):
    return F(str(x))


def rnd(fr, places=2, mode="half-up"):
    """Rounds a Fraction to `places` decimals: half-up (away from zero), floor or ceil. Returns a Fraction."""
    s = 10 ** places
    v = fr * s
    if mode == "floor":
        n = math.floor(v)
    elif mode == "ceil":
        n = math.ceil(v)
    else:
        n = math.floor(abs(v) + F(1, 2))
        n = n if v >= 0 else -n
    return F(n, s)


def money(fr, places=2, mode="half-up"):
    return num(rnd(fr, places, mode))


def num(fr):
    v = float(fr)
    return int(v) if v == int(v) and abs(v) < 2 ** 53 else v


def dpow(base, exponent):
    """base ** exponent for Fractions, through decimal at 60 digits (correctly rounded in Python's decimal)."""
    b = Decimal(base.numerator) / Decimal(base.denominator)
    e = Decimal(exponent.numerator) / Decimal(exponent.denominator)
    return F(b ** e)


out = {}

# ---------- roi-calculator: gain = returned - invested (cents); roi = gain / invested; annualized (1+roi)^(1/y) - 1
def roi(inv, ret, years=None):
    inv, ret = q(inv), q(ret)
    g = ret - inv
    ann = None if years is None else num((dpow(ret / inv, 1 / q(years)) - 1) * 100)
    return {"gain": money(g), "roiPercent": num(g / inv * 100), "annualizedRoiPercent": ann}


out["roi-calculator"] = [roi(1000, 1500, 3), roi(2500, 2150.75)]


# ---------- cagr-calculator
def cagr(b, e, y):
    m = q(e) / q(b)
    return {"cagrPercent": num((dpow(m, 1 / q(y)) - 1) * 100), "growthMultiple": num(m)}


out["cagr-calculator"] = [cagr(10000, 19500, 5), cagr(250, 180, 2.5)]


# ---------- break-even-calculator
def break_even(fixed, price, var, target=0):
    cm = q(price) - q(var)
    units = (q(fixed) + q(target)) / cm
    return {"breakEvenUnits": math.ceil(units), "breakEvenUnitsExact": num(units), "breakEvenRevenue": money(units * q(price)),
            "contributionMargin": num(cm), "contributionMarginRatioPercent": num(cm / q(price) * 100)}


out["break-even-calculator"] = [break_even(50000, 25, 15), break_even(12000, 19.99, 7.45, 3000)]


# ---------- profit-margin-calculator
def profit_margin(cost, price):
    p = q(price) - q(cost)
    return {"profit": num(p), "marginPercent": num(p / q(price) * 100), "markupPercent": num(p / q(cost) * 100)}


out["profit-margin-calculator"] = [profit_margin(60, 100), profit_margin(12.35, 19.99)]


# ---------- markup-calculator: price = round(cost (1 + m)); margin = m / (1 + m) exactly
def markup(cost, m):
    mr = q(m) / 100
    price = rnd(q(cost) * (1 + mr))
    return {"price": num(price), "profit": num(price - q(cost)), "marginPercent": num(mr / (1 + mr) * 100)}


out["markup-calculator"] = [markup(80, 25), markup(13.37, 42.5)]


# ---------- discount-calculator: final rounded once; saved = original - final; effective % from the exact final
def discount(orig, pct=None, discounts=None, amount=None):
    o = q(orig)
    if amount is not None:
        f = o - q(amount)
    else:
        f = o
        for d in ([pct] if pct is not None else discounts):
            f *= 1 - q(d) / 100
    final = rnd(f)
    return {"finalPrice": num(final), "amountSaved": num(o - final), "effectiveDiscountPercent": num((o - f) / o * 100)}


out["discount-calculator"] = [discount(80, pct=25), discount(129.99, discounts=[20, 10]), discount(59.95, amount=15)]


# ---------- sales-tax-calculator: add: tax = round(amount r); extract: net = round(amount / (1 + r)), tax = total - net
def sales_tax(amount, rates, mode="add"):
    a, r = q(amount), sum(q(x) for x in rates) / 100
    if mode == "add":
        t = rnd(a * r)
        return {"net": num(a), "tax": num(t), "total": num(a + t), "ratePercent": num(r * 100)}
    n = rnd(a / (1 + r))
    return {"net": num(n), "tax": num(a - n), "total": num(a), "ratePercent": num(r * 100)}


out["sales-tax-calculator"] = [sales_tax(10.5, [5]), sales_tax(249.99, [6.25, 1, 0.5]), sales_tax(107.25, [7.25], "extract")]


# ---------- vat-calculator (reference: 10.00 gross @ 19 % -> net 8.40, VAT 1.60)
def vat(amount, r, mode):
    a, r = q(amount), q(r) / 100
    if mode == "add-vat":
        v = rnd(a * r)
        return {"net": num(a), "vat": num(v), "gross": num(a + v)}
    n = rnd(a / (1 + r))
    return {"net": num(n), "vat": num(a - n), "gross": num(a)}


out["vat-calculator"] = [vat(10, 19, "remove-vat"), vat(84.03, 20, "add-vat")]


# ---------- invoice-calculator
def invoice(lines, rounding="per-line", d=2):
    res, groups = [], {}
    for ln in lines:
        exact = q(ln["quantity"]) * q(ln["unitPrice"]) * (1 - q(ln.get("discountPercent", 0)) / 100)
        net = rnd(exact, d)
        r = q(ln["taxRatePercent"])
        tax = rnd(net * r / 100, d)
        res.append({"net": num(net), "tax": num(tax), "gross": num(net + tax)})
        g = groups.setdefault(r, {"base": F(0), "tax": F(0)})
        g["base"] += net
        g["tax"] += tax
    if rounding == "per-invoice":
        for r, g in groups.items():
            g["tax"] = rnd(g["base"] * r / 100, d)
    sub = sum(g["base"] for g in groups.values())
    tt = sum(g["tax"] for g in groups.values())
    return {"lines": res, "subtotal": num(sub), "taxTotal": num(tt), "total": num(sub + tt),
            "taxByRate": [{"ratePercent": num(r), "base": num(g["base"]), "tax": num(g["tax"])} for r, g in groups.items()]}


INV1 = [{"description": "Widget", "quantity": 3, "unitPrice": 19.99, "taxRatePercent": 19},
        {"description": "Service hour", "quantity": 1.5, "unitPrice": 85, "discountPercent": 10, "taxRatePercent": 19},
        {"description": "Book", "quantity": 2, "unitPrice": 12.45, "taxRatePercent": 7}]
INV2 = [{"quantity": 1, "unitPrice": 0.13, "taxRatePercent": 19}] * 3
out["invoice-calculator"] = [invoice(INV1), invoice(INV2), invoice(INV2, "per-invoice")]


# ---------- tip-calculator: tip on (bill - tax); perPerson half up, or ceil to the cent when roundUp
def tip(bill, t, people=1, tax=0, round_up=False):
    b = q(bill)
    tp = rnd((b - q(tax)) * q(t) / 100)
    total = b + tp
    mode = "ceil" if round_up else "half-up"
    return {"tip": num(tp), "total": num(total), "perPerson": money(total / people, 2, mode), "perPersonTip": money(tp / people, 2, mode)}


out["tip-calculator"] = [tip(84.6, 18, 1), tip(157.3, 20, 3, tax=12.3), tip(100, 15, 3), tip(100, 15, 3, round_up=True)]


# ---------- bill-splitter: largest remainder over minor units, ties to the earliest share
def split(total, people=None, weights=None, d=2):
    units = int(rnd(q(total), d) * 10 ** d)
    w = [F(1)] * people if people else [q(x) for x in weights]
    W = sum(w)
    quotas = [units * x / W for x in w]
    shares = [math.floor(x) for x in quotas]
    left = units - sum(shares)
    order = sorted(range(len(w)), key=lambda i: (-(quotas[i] - shares[i]), i))
    for i in order[:left]:
        shares[i] += 1
    return {"shares": [num(F(s, 10 ** d)) for s in shares]}


out["bill-splitter"] = [split(100, people=3), split(250, weights=[2, 1, 1]), split(1000, weights=[1, 1, 1], d=0),
                        split(10, weights=[0.5, 0.3, 0.2, 0.7])]


# ---------- currency-formatter: no ICU in Python, so the expected strings are built here from the published CLDR data
# (CLDR 48.0, cldr-json numbers.json / currencies.json of each locale), the CLDR of ICU 78.2 in node 20.20.2
# (process.versions.cldr); they equal the
# strings measured in TOOLS-PLAN §5 ("1.234,56 €", "₹12,34,567.89", "￥1,235"). Patterns:
#   de:    currencyFormats-numberSystem-latn standard "#,##0.00 ¤" (the space is U+00A0), decimal ",", group "."
#   en-IN: standard "¤#,##,##0.00" (primary group 3, secondary 2), symbol INR "₹"
#   ja:    standard "¤#,##0.00", symbol JPY "￥" (U+FFE5); ISO 4217 minor unit of JPY is 0, so no fraction digits
#   en:    accounting "¤#,##0.00;(¤#,##0.00)", symbol USD "$"
def cldr_format(amount, digits, prefix, suffix, primary=3, secondary=3, dec_sep=".", grp=",", neg=("-", "")):
    v = rnd(q(amount) if not isinstance(amount, str) else F(amount), digits)
    s = f"{abs(v.numerator) * 10 ** digits // v.denominator:0{digits + 1}d}"
    ip, fp = (s[:-digits], s[-digits:]) if digits else (s, "")
    groups = [ip[-primary:]]
    ip = ip[:-primary]
    while ip:
        groups.insert(0, ip[-secondary:])
        ip = ip[:-secondary]
    body = prefix + grp.join(groups) + (dec_sep + fp if digits else "") + suffix
    rounded = ("-" if v < 0 else "") + s[:-digits or None].lstrip("0").rjust(1, "0") + ("." + fp if digits else "")
    return {"formatted": (neg[0] + body + neg[1]) if v < 0 else body, "minorUnitDigits": digits, "roundedAmount": rounded}


out["currency-formatter"] = [
    {**cldr_format("1234.56", 2, "", "\u00a0€", dec_sep=",", grp="."), "resolvedLocale": "de-DE"},
    {**cldr_format("1234567.891", 2, "₹", "", 3, 2), "resolvedLocale": "en-IN"},
    {**cldr_format("1234.5", 0, "\uffe5", ""), "resolvedLocale": "ja-JP"},
    {**cldr_format("-1234.5", 2, "$", "", neg=("(", ")")), "resolvedLocale": "en-US"},
]


# ---------- depreciation-calculator: each year rounded half up to cents (Excel SLN/SYD/DDB/DB semantics)
def depreciation(cost, salvage, life, method, factor=2, units=None, total_units=None):
    c, s = q(cost), q(salvage)
    base = c - s
    acc = F(0)
    rows = []
    if method == "declining-balance":
        db_rate = rnd(1 - dpow(s / c, F(1, life)), 3)
    tu = q(total_units) if total_units is not None else (sum(q(u) for u in units) if units else None)
    cum_units = F(0)
    for y in range(1, life + 1):
        book = c - acc
        if method == "straight-line":
            d = base - acc if y == life else rnd(base / life)
        elif method == "sum-of-years-digits":
            d = base - acc if y == life else rnd(base * (life - y + 1) / F(life * (life + 1), 2))
        elif method == "double-declining-balance":
            d = max(F(0), rnd(min(book * q(factor) / life, book - s)))
        elif method == "declining-balance":
            d = rnd(book * db_rate)
        else:
            cum_units += q(units[y - 1])
            d = base - acc if cum_units >= tu else min(rnd(q(units[y - 1]) * base / tu), base - acc)
        acc += d
        rows.append({"year": y, "depreciation": num(d), "accumulated": num(acc), "bookValue": num(c - acc)})
    return {"schedule": rows}


out["depreciation-calculator"] = [
    depreciation(10000, 1000, 5, "straight-line"),
    # Microsoft's DDB help example (cost 2400, salvage 300, life 10): DDB(..., 1) = 480.00, DDB(..., 10) = 22.12
    depreciation(2400, 300, 10, "double-declining-balance"),
    depreciation(30000, 7500, 10, "declining-balance"),  # DB rate = round(1 - (7500/30000)^(1/10), 3) = 0.129
    depreciation(12345.67, 345.67, 4, "sum-of-years-digits"),
    depreciation(50000, 5000, 3, "units-of-production", units=[12000, 9000, 9000]),
]


# ---------- salary-converter: through the annual amount; each period rounded half up to cents
def salary(amount, period, hours=40, days=5, weeks=52):
    per_year = {"hourly": q(hours) * q(weeks), "daily": q(days) * q(weeks), "weekly": q(weeks), "biweekly": q(weeks) / 2,
                "semimonthly": F(24), "monthly": F(12), "quarterly": F(4), "annual": F(1)}
    annual = q(amount) * per_year[period]
    return {k: money(annual / v) for k, v in per_year.items()}


out["salary-converter"] = [salary(25, "hourly"), salary(85000, "annual", hours=37.5), salary(4200, "monthly", days=4, hours=32)]


# ---------- iban-validator: ISO 13616 mod 97 over the rearranged IBAN (letters A=10 … Z=35) + the SWIFT IBAN Registry
# length and BBAN structure (GB: 4!a14!n, 22 chars; DE: 18!n, 22 chars). First failing check reported, in the order
# country, length, BBAN format, check digits numeric, checksum.
import re

IBAN_SPEC = {"GB": (22, r"[A-Z]{4}[0-9]{14}"), "DE": (22, r"[0-9]{18}")}


def iban(text):
    e = re.sub(r"[\s-]", "", text).upper()
    cc, ck, bban = e[:2], e[2:4], e[4:]
    err = None
    if not e:
        err = "NoIBANProvided"
    elif cc not in IBAN_SPEC:
        err = "NoIBANCountry"
    elif len(e) != IBAN_SPEC[cc][0]:
        err = "WrongBBANLength"
    elif not re.fullmatch(IBAN_SPEC[cc][1], bban):
        err = "WrongBBANFormat"
    elif not ck.isdigit():
        err = "ChecksumNotNumber"
    elif int("".join(str(int(ch, 36)) for ch in bban + cc + ck)) % 97 != 1:
        err = "WrongIBANChecksum"
    return {"valid": err is None, "countryCode": cc if re.fullmatch("[A-Z]{2}", cc) else None,
            "checkDigits": ck if len(ck) == 2 else None, "bban": bban,
            "electronicFormat": e, "printFormat": " ".join(e[i:i + 4] for i in range(0, len(e), 4)), "error": err}


out["iban-validator"] = [iban("GB82 WEST 1234 5698 7654 32"), iban("DE89370400440532013000"), iban("DE89 3704 0044 0532 0130 33"),
                         iban("gb82-west-1234-5698-7654")]


# ---------- credit-card-validator: Luhn; brand by the longest matching IIN prefix (published ranges: Visa 4; Mastercard
# 51-55, 2221-2720; Amex 34, 37; Discover 6011, 644-649, 65, 622126-622925; Diners 300-305, 3095, 36, 38-39;
# JCB 3528-3589; UnionPay 62, 81; Maestro 5018, 5020, 5038, 5893, 6304, 6759, 6761-6763; Mir 2200-2204)
BRANDS = [
    ("amex", [(34, 34), (37, 37)], [15]),
    ("diners", [(300, 305), (3095, 3095), (36, 36), (38, 39)], list(range(14, 20))),
    ("jcb", [(3528, 3589)], list(range(16, 20))),
    ("visa", [(4, 4)], [13, 16, 19]),
    ("mir", [(2200, 2204)], list(range(16, 20))),
    ("mastercard", [(51, 55), (2221, 2720)], [16]),
    ("discover", [(6011, 6011), (644, 649), (65, 65), (622126, 622925)], list(range(16, 20))),
    ("unionpay", [(62, 62), (81, 81)], list(range(16, 20))),
    ("maestro", [(5018, 5018), (5020, 5020), (5038, 5038), (5893, 5893), (6304, 6304), (6759, 6759), (6761, 6763)], list(range(12, 20))),
]


def card(text):
    d = re.sub(r"[ -]", "", text)
    s = 0
    for i, ch in enumerate(reversed(d)):
        v = int(ch) * (2 if i % 2 else 1)
        s += v - 9 if v > 9 else v
    best = None
    for name, ranges, lengths in BRANDS:
        for lo, hi in ranges:
            L = len(str(lo))
            if len(d) >= L and lo <= int(d[:L]) <= hi and (best is None or L > best[0]):
                best = (L, name, lengths)
    brand = best[1] if best else None
    if brand == "amex" and len(d) == 15:
        groups = [4, 6, 5]
    elif brand == "diners" and len(d) == 14:
        groups = [4, 6, 4]
    else:
        groups = [4] * ((len(d) + 3) // 4)
    parts, i = [], 0
    for g in groups:
        parts.append(d[i:i + g])
        i += g
    return {"valid": s % 10 == 0 and 8 <= len(d) <= 19, "brand": brand, "lengthValid": bool(best) and len(d) in best[2],
            "formatted": " ".join(p for p in parts if p)}


out["credit-card-validator"] = [card("4111 1111 1111 1111"), card("378282246310005"), card("2223-0031-2200-3222"),
                                card("4111111111111112"), card("6221260000000000")]


# ---------- loan-affordability-calculator: PV of an annuity, rounded down to cents; payment budget from DTI rounded down
def affordability(rate_pct, n, payment=None, income=None, dti=None, other=0):
    if payment is None:
        pmt = rnd(q(income) * q(dti) / 100 - q(other), 2, "floor")
    else:
        pmt = q(payment)
    r = q(rate_pct) / 1200
    pv = pmt * n if r == 0 else pmt * (1 - (1 + r) ** -n) / r
    return {"maxPrincipal": money(pv, 2, "floor"), "monthlyPayment": num(pmt)}


out["loan-affordability-calculator"] = [affordability(6.5, 360, payment=1896.2), affordability(7, 360, income=8000, dti=36, other=650),
                                        affordability(0, 60, payment=500)]


# ---------- debt-payoff-planner: month by month; interest = balance x APR / 12, half up to cents, per debt per month;
# minimums first, then the rest of the budget to the debts in strategy order
def payoff(debts, budget, strategy):
    bal = [q(d["balance"]) for d in debts]
    idx = list(range(len(debts)))
    if strategy == "avalanche":
        order = sorted(idx, key=lambda i: (-q(debts[i]["annualRatePercent"]), i))
    else:
        order = sorted(idx, key=lambda i: (bal[i], i))
    total_int, paid, done, m = F(0), F(0), [], 0
    while any(b > 0 for b in bal):
        m += 1
        assert m <= 1200
        for i in idx:
            if bal[i] > 0:
                it = rnd(bal[i] * q(debts[i]["annualRatePercent"]) / 1200)
                bal[i] += it
                total_int += it
        left = q(budget)
        for i in idx:
            if bal[i] > 0:
                p = min(q(debts[i]["minimumPayment"]), bal[i])
                bal[i] -= p
                left -= p
        for i in order:
            if bal[i] > 0 and left > 0:
                p = min(left, bal[i])
                bal[i] -= p
                left -= p
        paid += q(budget) - left
        for i in order:
            if bal[i] == 0 and i not in [x for x, _ in done]:
                done.append((i, m))
    return {"months": m, "totalInterest": num(total_int), "totalPaid": num(paid),
            "payoffOrder": [{"name": debts[i]["name"], "month": mm} for i, mm in done]}


DEBTS = [{"name": "Card A", "balance": 2500, "annualRatePercent": 22.9, "minimumPayment": 75},
         {"name": "Car", "balance": 9000, "annualRatePercent": 6.5, "minimumPayment": 250},
         {"name": "Card B", "balance": 1200, "annualRatePercent": 18, "minimumPayment": 40}]
out["debt-payoff-planner"] = [payoff(DEBTS, 600, "avalanche"), payoff(DEBTS, 600, "snowball")]


# ---------- debt-to-income-calculator
def dti(income, housing, other=()):
    i = q(income)
    return {"dtiPercent": num((q(housing) + sum(q(x) for x in other)) / i * 100), "frontEndPercent": num(q(housing) / i * 100)}


out["debt-to-income-calculator"] = [dti(6000, 1500, [350, 200]), dti(7250, 1895.5, [412.37, 95, 60])]


# ---------- payback-period-calculator: first period whose cumulative (discounted) flow reaches the investment,
# linear inside that period; flows at the end of periods 1..n
def payback(inv, flows, rate=None):
    def pb(fl):
        cum = F(0)
        for k, cf in enumerate(fl, 1):
            if cum + cf >= inv and cf > 0:
                return num((k - 1) + (inv - cum) / cf)
            cum += cf
        return None
    inv = q(inv)
    fl = [q(x) for x in flows]
    disc = None if rate is None else pb([cf / (1 + q(rate) / 100) ** k for k, cf in enumerate(fl, 1)])
    return {"paybackPeriod": pb(fl), "discountedPaybackPeriod": disc}


out["payback-period-calculator"] = [payback(10000, [3000, 4000, 4500, 2000], 8), payback(50000, [12000, 15000, 18000, 20000]),
                                    payback(1000, [100, 200], 5)]


# ---------- currency-converter: gross = amount x rate; fee = round(gross x fee%); converted = round(gross) - fee;
# minor units from ISO 4217 (EUR 2, JPY 0, KWD 3)
MINOR = {"EUR": 2, "USD": 2, "JPY": 0, "KWD": 3, "GBP": 2}


def convert(amount, rate, frm, to, fee=0):
    d = MINOR[to]
    gross = q(amount) * q(rate)
    f = rnd(gross * q(fee) / 100, d)
    return {"converted": num(rnd(gross, d) - f), "inverseRate": num(1 / q(rate)), "fee": num(f), "minorUnitDigits": d}


out["currency-converter"] = [convert(250, 1.0842, "EUR", "USD"), convert(1234.56, 156.37, "USD", "JPY", 1.5), convert(1000, 0.30712, "USD", "KWD")]


# ---------- inflation-calculator
def inflation(amount, pct=None, years=None, start=None, end=None):
    f = dpow(1 + q(pct) / 100, q(years)) if pct is not None else q(end) / q(start)
    return {"adjustedAmount": money(q(amount) * f), "cumulativeInflationPercent": num((f - 1) * 100), "purchasingPower": money(q(amount) / f)}


out["inflation-calculator"] = [inflation(1000, pct=3, years=10), inflation(100, start=172.2, end=313.689), inflation(5000, pct=2.5, years=7.5)]


# ---------- securities-id-validator: ISIN (Luhn over the base-36 digit string), CUSIP (doubling every 2nd of 8),
# SEDOL (weights 1 3 1 7 3 9)
def luhn_check_digit(digits):
    s = 0
    for i, ch in enumerate(reversed(digits)):
        v = int(ch) * (2 if i % 2 == 0 else 1)
        s += v // 10 + v % 10
    return (10 - s % 10) % 10


def security(i, kind="auto"):
    i = i.upper()
    kind = kind if kind != "auto" else {12: "isin", 9: "cusip", 7: "sedol"}[len(i)]
    body = i[:-1]
    if kind == "isin":
        exp = luhn_check_digit("".join(str(int(c, 36)) for c in body))
    elif kind == "cusip":
        s = 0
        for k, c in enumerate(body, 1):
            v = int(c, 36) if c.isalnum() else {"*": 36, "@": 37, "#": 38}[c]
            if k % 2 == 0:
                v *= 2
            s += v // 10 + v % 10
        exp = (10 - s % 10) % 10
    else:
        exp = (10 - sum(int(c, 36) * w for c, w in zip(body, [1, 3, 1, 7, 3, 9])) % 10) % 10
    return {"valid": str(exp) == i[-1], "type": kind, "checkDigit": i[-1], "expectedCheckDigit": str(exp)}


# Apple Inc.: ISIN US0378331005 (TOOLS-PLAN §6), CUSIP 037833100; SEDOL 0263494 (BAE Systems); ISIN AU0000XVGZA3
out["securities-id-validator"] = [security("US0378331005"), security("037833100"), security("0263494"), security("AU0000XVGZA3", "isin"),
                                  security("US0378331006")]


if __name__ == "__main__":
    print(json.dumps(out, indent=1, ensure_ascii=False))
