#!/usr/bin/env python3
"""Independent oracle for the examples of the loan, interest and investment tools of src/tools/finance/
(TOOLS-PLAN §4 Finance rows 1–5, 9–17, 36, 38–40).

Run: python3 test/reference/finance_loans.py   (prints every example's expected result as JSON, keyed by tool slug)

Money: Python decimal at 50 digits from the inputs' decimal strings, rounded half up (ties away from zero) to cents once
per money result (amortization: each month's interest, exact with fractions.Fraction, amounts taken to the cent). Closed-form percentages and durations: the float nearest the
50-digit decimal value. Roots (IRR, XIRR, TVM rate, bond yield): scipy.optimize.brentq on the numpy-financial
formulas written out, then refined by Newton's method in 50-digit decimal, rounded half up to 8 decimal places of a
percent. Black–Scholes: scipy.stats.norm, rounded half up to 6 decimal places.
Published values used: tinyfn mortgage 300000 @ 6.5 % / 30 y → 1896.20 / 382632.00; FV 10000 @ 5 % / 10 y monthly
→ 16470.09; Excel NPV(10 %, −10000, 3000, 4200, 6800) = 1188.44; Microsoft IRR(−70000, 12000, 15000, 18000, 21000,
26000) = 8.66 %, RATE(48, −200, 8000) = 0.77 %, NPER(1 %, −100, −1000, 10000, 1) = 59.6738657, XNPV 2086.65; Microsoft XIRR example 0.373362535;
MIRR 12.6094 %; APY of 12 % monthly 12.682503 %; bond 1000/5 %/6 %/10 y semiannual 925.6126, Macaulay 7.895,
modified 7.665; Hull Black–Scholes S 42, K 40, r 10 %, σ 20 %, T 0.5 → call 4.7594, put 0.8086.
"""
import json
import math
from datetime import date
from decimal import Decimal as D, ROUND_HALF_UP, getcontext
from fractions import Fraction

getcontext().prec = 50
getcontext().rounding = ROUND_HALF_UP

from scipy.optimize import brentq
from scipy.stats import norm


def d(x):
    return D(str(x))


def cents(x):
    return x.quantize(D('0.01'), rounding=ROUND_HALF_UP)


def m(x):
    """money result as JSON number"""
    v = float(cents(x))
    return 0.0 if v == 0 else v


def num(x):
    v = float(x)
    return 0.0 if v == 0 else v


def pct8(x):
    return float((x * 100).quantize(D('1e-8'), rounding=ROUND_HALF_UP))


def r6(x):
    return float(D(repr(float(x))).quantize(D('1e-6'), rounding=ROUND_HALF_UP))


def pmt(P, r, n):
    if r == 0:
        return P / n
    return P * r / (1 - (1 + r) ** -n)


def newton_dec(f, fprime, x0, steps=8):
    x = D(repr(x0))
    for _ in range(steps):
        x = x - f(x) / fprime(x)
    return x


out = {}


def ex(slug, inputs, result):
    out.setdefault(slug, []).append({'inputs': inputs, 'result': result})


# ---- loan-payment-calculator ----
def loan_payment(principal, rate, term, ppy=12):
    n = term * ppy // 12
    P = d(principal)
    p = cents(pmt(P, d(rate) / 100 / ppy, n))
    total = p * n
    return {'payment': m(p), 'numberOfPayments': n, 'totalPaid': m(total), 'totalInterest': m(total - P)}


ex('loan-payment-calculator', dict(principal=300000, annualRatePercent=6.5, termMonths=360), loan_payment(300000, 6.5, 360))
ex('loan-payment-calculator', dict(principal=25000, annualRatePercent=7.25, termMonths=60, paymentsPerYear=26), loan_payment(25000, 7.25, 60, 26))
ex('loan-payment-calculator', dict(principal=1000, annualRatePercent=0, termMonths=7), loan_payment(1000, 0, 7))


# ---- amortization (schedule rounding) ----
def add_months(start, k):
    y, mo = divmod(start.year * 12 + start.month - 1 + k, 12)
    mo += 1
    import calendar
    return date(y, mo, min(start.day, calendar.monthrange(y, mo)[1]))


def interest_cents(bal, r):
    """bal × r exactly (Fraction), rounded half up to the cent, as a Decimal"""
    c = math.floor(Fraction(bal) * r * 100 + Fraction(1, 2))
    return D(c) / 100


def amortize(P, r, payment, extra=D(0), last=None, max_periods=100000):
    """P, payment, extra: Decimal amounts (taken to the cent); r: exact Fraction rate per period"""
    rows = []
    bal = cents(P)
    k = 0
    per = cents(payment) + cents(extra)
    while bal > 0:
        k += 1
        assert k <= max_periods
        i = interest_cents(bal, r)
        if bal + i <= per or k == last:
            rows.append((k, bal + i, i, bal, D(0)))
            break
        bal = bal - (per - i)
        rows.append((k, per, i, per - i, bal))
    return rows


def amort_schedule(principal, rate, term, extra=0, first=None):
    P = d(principal)
    p = cents(pmt(P, d(rate) / 100 / 12, term))
    rows = amortize(P, Fraction(str(rate)) / 1200, p, d(extra), term)
    sched = []
    for k, pay, i, pr, bal in rows:
        row = {'period': k}
        if first:
            row['date'] = add_months(date.fromisoformat(first), k - 1).isoformat()
        row.update(payment=m(pay), interest=m(i), principal=m(pr), balance=m(bal))
        sched.append(row)
    return {'payment': m(p), 'schedule': sched, 'totalInterest': m(sum(x[2] for x in rows)), 'totalPaid': m(sum(x[1] for x in rows)), 'numberOfPayments': len(rows)}


ex('amortization-schedule', dict(principal=1000, annualRatePercent=12, termMonths=3, firstPaymentDate='2024-01-31'), amort_schedule(1000, 12, 3, 0, '2024-01-31'))
ex('amortization-schedule', dict(principal=5000, annualRatePercent=6, termMonths=6, extraPayment=500), amort_schedule(5000, 6, 6, 500))


# ---- mortgage-calculator ----
def mortgage(price, rate, years, down=None, down_pct=None, tax=0, ins=0, pmi=0, hoa=0):
    price = d(price)
    dn = cents(price * d(down_pct) / 100) if down_pct is not None else d(down or 0)
    loan = price - dn
    n = years * 12
    pi = cents(pmt(loan, d(rate) / 100 / 12, n))
    t = cents(d(tax) / 12)
    i = cents(d(ins) / 12)
    ltv = loan / price * 100
    pm = cents(loan * d(pmi) / 100 / 12) if ltv > 80 else D(0)
    h = cents(d(hoa))
    return {'loanAmount': m(loan), 'principalAndInterest': m(pi), 'monthlyPropertyTax': m(t), 'monthlyInsurance': m(i), 'monthlyPmi': m(pm), 'monthlyHoa': m(h),
            'totalMonthlyPayment': m(pi + t + i + pm + h), 'loanToValuePercent': num(ltv), 'totalInterest': m(pi * n - loan)}


# tinyfn reference: 300000 @ 6.5 % / 30 y → 1896.20 a month, 382632.00 interest
ex('mortgage-calculator', dict(homePrice=300000, annualRatePercent=6.5, termYears=30), mortgage(300000, 6.5, 30, down=0))
ex('mortgage-calculator', dict(homePrice=425000, downPaymentPercent=10, annualRatePercent=6.875, termYears=30, propertyTaxAnnual=5100, homeInsuranceAnnual=1450, pmiAnnualPercent=0.55, hoaMonthly=85),
   mortgage(425000, 6.875, 30, down_pct=10, tax=5100, ins=1450, pmi=0.55, hoa=85))
ex('mortgage-calculator', dict(homePrice=250000, downPayment=50000, annualRatePercent=5.25, termYears=15, propertyTaxAnnual=3000, pmiAnnualPercent=0.5),
   mortgage(250000, 5.25, 15, down=50000, tax=3000, pmi=0.5))


# ---- auto-loan-calculator ----
def auto(price, rate, term, down=0, trade=0, tax=0, after=True, fees=0):
    price, down, trade = d(price), d(down), d(trade)
    taxable = price - trade if after else price
    st = cents(taxable * d(tax) / 100) if taxable >= 0 else D(0)
    fin = price + st + d(fees) - down - trade
    p = cents(pmt(fin, d(rate) / 100 / 12, term))
    paid = p * term
    return {'amountFinanced': m(fin), 'salesTax': m(st), 'monthlyPayment': m(p), 'totalInterest': m(paid - fin), 'totalCost': m(paid + down + trade)}


ex('auto-loan-calculator', dict(vehiclePrice=32000, downPayment=4000, tradeInValue=6000, salesTaxPercent=7.25, fees=850, annualRatePercent=6.9, termMonths=60),
   auto(32000, 6.9, 60, 4000, 6000, 7.25, True, 850))
ex('auto-loan-calculator', dict(vehiclePrice=18999.99, tradeInValue=2500, salesTaxPercent=6, taxAfterTradeIn=False, annualRatePercent=0, termMonths=36),
   auto(18999.99, 0, 36, 0, 2500, 6, False, 0))


# ---- loan-payoff-calculator ----
def payoff(balance, rate, payment, start=None):
    r = Fraction(str(rate)) / 1200
    rows = amortize(d(balance), r, d(payment), max_periods=1200)
    if r > 0:  # closed form −ln(1 − rB/P)/ln(1+r) as a check of the month count
        nf = -math.log(1 - float(r) * balance / payment) / math.log(1 + float(r))
        assert abs(len(rows) - math.ceil(nf)) <= 1, (len(rows), nf)
    return {'months': len(rows), 'finalPayment': m(rows[-1][1]), 'totalInterest': m(sum(x[2] for x in rows)), 'totalPaid': m(sum(x[1] for x in rows)),
            'payoffDate': add_months(date.fromisoformat(start), len(rows) - 1).isoformat() if start else None}


ex('loan-payoff-calculator', dict(balance=5000, annualRatePercent=18.99, monthlyPayment=150, startDate='2025-01-31'), payoff(5000, 18.99, 150, '2025-01-31'))
ex('loan-payoff-calculator', dict(balance=12000, annualRatePercent=4.5, monthlyPayment=1000), payoff(12000, 4.5, 1000))


# ---- simple-interest-calculator ----
def simple(P, rate, time, unit, dc='actual/365'):
    P = d(P)
    t = d(time)
    yrs = t if unit == 'years' else t / 12 if unit == 'months' else t / (365 if dc == 'actual/365' else 360)
    i = P * d(rate) / 100 * yrs
    return {'interest': m(i), 'total': m(P + i)}


ex('simple-interest-calculator', dict(principal=10000, annualRatePercent=5, time=3, timeUnit='years'), simple(10000, 5, 3, 'years'))
ex('simple-interest-calculator', dict(principal=2500, annualRatePercent=7.3, time=90, timeUnit='days', dayCount='actual/360'), simple(2500, 7.3, 90, 'days', 'actual/360'))
ex('simple-interest-calculator', dict(principal=1234.56, annualRatePercent=4.25, time=18, timeUnit='months'), simple(1234.56, 4.25, 18, 'months'))


# ---- compound-interest-calculator ----
def compound(P, rate, years, m_=12, c=0, timing='end'):
    P, r, c, T = d(P), d(rate) / 100, d(c), d(years)
    growth = (lambda t: (r * t).exp()) if m_ == 'continuous' else (lambda t: (1 + r / m_) ** (t * m_))
    i = growth(D(1) / 12) - 1

    def at(t):
        k = int((t * 12 + D('1e-30')) // 1)
        ann = D(0)
        if c != 0 and k > 0:
            ann = c * k if i == 0 else c * ((1 + i) ** k - 1) / i
            if timing == 'beginning':
                ann *= 1 + i
            ann *= growth(t - D(k) / 12)
        return P * growth(t) + ann, P + c * k

    endb, endc = at(T)
    yearly = []
    prev = (P, P)
    y = 1
    while True:
        t = D(y) if y < years else T
        b, cc = at(t)
        yearly.append({'year': num(t), 'balance': m(b), 'interest': m(b - prev[0] - (cc - prev[1]))})
        prev = (b, cc)
        if t == T:
            break
        y += 1
    return {'futureValue': m(endb), 'totalContributions': m(endc), 'totalInterest': m(endb - endc), 'yearly': yearly}


# plan §6 reference: 10000 @ 5 % / 10 y monthly → 16470.09
ex('compound-interest-calculator', dict(principal=10000, annualRatePercent=5, years=10), compound(10000, 5, 10))
ex('compound-interest-calculator', dict(principal=5000, annualRatePercent=7, years=2.5, compoundsPerYear=4, contribution=100, contributionTiming='beginning'), compound(5000, 7, 2.5, 4, 100, 'beginning'))
ex('compound-interest-calculator', dict(principal=1000, annualRatePercent=3, years=3, compoundsPerYear='continuous'), compound(1000, 3, 3, 'continuous'))


# ---- time-value-of-money (Excel conventions) ----
def tvm_f(r, n, pmt_, pv, fv, typ):
    if r == 0:
        return pv + pmt_ * n + fv
    g = (1 + r) ** n
    return pv * g + pmt_ * (1 + r * typ) * (g - 1) / r + fv


def tvm(solve, rate=None, n=None, pmt_=0, pv=0, fv=0, typ=0):
    pmt_, pv, fv = d(pmt_), d(pv), d(fv)
    if solve == 'rate':
        fl = lambda r: float(tvm_f(D(repr(r)), n, pmt_, pv, fv, typ))
        root = brentq(fl, 1e-6, 1.0, xtol=1e-15)
        F = lambda x: tvm_f(x, n, pmt_, pv, fv, typ)
        h = D('1e-25')
        x = newton_dec(F, lambda x: (F(x + h) - F(x - h)) / (2 * h), root)
        return {'value': pct8(x)}
    r = d(rate) / 100
    if solve == 'nper':
        a = pmt_ * (1 + r * typ)
        return {'value': num(((a - fv * r) / (a + pv * r)).ln() / (1 + r).ln())}
    n = d(n)
    g = (1 + r) ** n
    fac = (1 + r * typ) * (g - 1) / r
    if solve == 'fv':
        return {'value': m(-(pv * g + pmt_ * fac))}
    if solve == 'pv':
        return {'value': m(-(fv + pmt_ * fac) / g)}
    return {'value': m(-(fv + pv * g) / fac)}


# Microsoft RATE documentation: RATE(48, -200, 8000) = 0.77 % a month (0.0077014725)
ex('time-value-of-money', dict(solveFor='rate', periods=48, payment=-200, presentValue=8000), tvm('rate', n=48, pmt_=-200, pv=8000))
# Microsoft NPER documentation: NPER(1 %, -100, -1000, 10000, 1) = 59.6738657
ex('time-value-of-money', dict(solveFor='nper', ratePercentPerPeriod=1, payment=-100, presentValue=-1000, futureValue=10000, paymentTiming='beginning'), tvm('nper', 1, None, -100, -1000, 10000, 1))
ex('time-value-of-money', dict(solveFor='pmt', ratePercentPerPeriod=0.5, periods=360, presentValue=200000), tvm('pmt', 0.5, 360, 0, 200000))
ex('time-value-of-money', dict(solveFor='fv', ratePercentPerPeriod=0.5, periods=120, payment=-200, presentValue=-5000), tvm('fv', 0.5, 120, -200, -5000))
ex('time-value-of-money', dict(solveFor='pv', ratePercentPerPeriod=0.75, periods=60, payment=-350, futureValue=-1000, paymentTiming='beginning'), tvm('pv', 0.75, 60, -350, 0, -1000, 1))


# ---- npv-calculator ----
def npv_(rate, flows, first=0):
    r = d(rate) / 100
    return {'npv': m(sum(d(cf) / (1 + r) ** (t + first) for t, cf in enumerate(flows)))}


# Excel NPV(10 %, −10000, 3000, 4200, 6800) = 1188.44 (excel convention: the first flow discounted one period)
ex('npv-calculator', dict(ratePercent=10, cashFlows=[-10000, 3000, 4200, 6800], convention='excel'), npv_(10, [-10000, 3000, 4200, 6800], 1))
ex('npv-calculator', dict(ratePercent=10, cashFlows=[-10000, 3000, 4200, 6800]), npv_(10, [-10000, 3000, 4200, 6800]))
ex('npv-calculator', dict(ratePercent=8.5, cashFlows=[-50000, 12000, 15000, 0, 18000, 21000.5]), npv_(8.5, [-50000, 12000, 15000, 0, 18000, 21000.5]))


# ---- irr-calculator ----
def npv_f(r, flows):
    return sum(cf / (1 + r) ** t for t, cf in enumerate(flows))


def irr(flows, lo, hi):
    root = brentq(lambda r: npv_f(r, flows), lo, hi, xtol=1e-15)
    fl = [d(x) for x in flows]
    x = newton_dec(lambda r: sum(cf / (1 + r) ** t for t, cf in enumerate(fl)), lambda r: sum(-t * cf / (1 + r) ** (t + 1) for t, cf in enumerate(fl)), root)
    p = pct8(x)
    at = sum(cf / (1 + D(repr(p)) / 100) ** t for t, cf in enumerate(fl))
    changes = sum(1 for a, b in zip([f for f in flows if f], [f for f in flows if f][1:]) if (a > 0) != (b > 0))
    return {'irrPercent': p, 'npvAtIrr': m(at), 'multipleSignChanges': changes > 1}


# IRR(−10000, 3000, 4200, 6800) is 16.34 % (the plan's 0.0866 belongs to the flows below)
ex('irr-calculator', dict(cashFlows=[-10000, 3000, 4200, 6800]), irr([-10000, 3000, 4200, 6800], 0.0, 0.5))
# Microsoft IRR documentation: IRR(−70000, 12000, 15000, 18000, 21000, 26000) = 8.66 % (0.0866309480)
ex('irr-calculator', dict(cashFlows=[-70000, 12000, 15000, 18000, 21000, 26000]), irr([-70000, 12000, 15000, 18000, 21000, 26000], 0.0, 0.5))
# two sign changes: roots at 10 % and 20 %; the guess picks one
ex('irr-calculator', dict(cashFlows=[-100, 230, -132], guessPercent=25), irr([-100, 230, -132], 0.15, 0.5))


# ---- xnpv / xirr ----
def years_from(dates):
    d0 = date.fromisoformat(dates[0])
    return [(date.fromisoformat(x) - d0).days for x in dates]


def xnpv(rate, flows):
    days = years_from([f['date'] for f in flows])
    r = d(rate) / 100
    return {'xnpv': m(sum(d(f['amount']) / (1 + r) ** (D(dd) / 365) for f, dd in zip(flows, days)))}


def xirr(flows, lo, hi):
    days = years_from([f['date'] for f in flows])
    am = [f['amount'] for f in flows]
    root = brentq(lambda r: sum(a / (1 + r) ** (dd / 365) for a, dd in zip(am, days)), lo, hi, xtol=1e-15)
    A = [d(a) for a in am]
    E = [D(dd) / 365 for dd in days]
    x = newton_dec(lambda r: sum(a / (1 + r) ** e for a, e in zip(A, E)), lambda r: sum(-e * a / (1 + r) ** (e + 1) for a, e in zip(A, E)), root)
    nz = [a for a in am if a]
    return {'xirrPercent': pct8(x), 'multipleSignChanges': sum(1 for a, b in zip(nz, nz[1:]) if (a > 0) != (b > 0)) > 1}


MS = [{'date': '2008-01-01', 'amount': -10000}, {'date': '2008-03-01', 'amount': 2750}, {'date': '2008-10-30', 'amount': 4250},
      {'date': '2009-02-15', 'amount': 3250}, {'date': '2009-04-01', 'amount': 2750}]
# Microsoft XNPV documentation: XNPV(9 %, MS) = 2086.65; XIRR documentation: XIRR(MS) = 0.373362535
ex('xnpv-calculator', dict(ratePercent=9, cashFlows=MS), xnpv(9, MS))
F2 = [{'date': '2020-02-29', 'amount': -25000}, {'date': '2021-02-28', 'amount': 1200.5}, {'date': '2022-06-15', 'amount': 8000}, {'date': '2024-12-31', 'amount': 21000}]
ex('xnpv-calculator', dict(ratePercent=6.25, cashFlows=F2), xnpv(6.25, F2))
ex('xirr-calculator', dict(cashFlows=MS), xirr(MS, 0.1, 1.0))
ex('xirr-calculator', dict(cashFlows=F2), xirr(F2, 0.0, 0.5))


# ---- apr-apy-converter ----
def aprapy(rate, direction, n=12, cont=False):
    r = d(rate) / 100
    if direction == 'apr-to-apy':
        v = r.exp() - 1 if cont else (1 + r / n) ** n - 1
    else:
        v = (1 + r).ln() if cont else ((1 + r) ** (D(1) / n) - 1) * n
    return {'resultPercent': num(v * 100)}


# plan §6: APY of 12 % compounded monthly = 12.682503 %
ex('apr-apy-converter', dict(ratePercent=12, direction='apr-to-apy'), aprapy(12, 'apr-to-apy'))
ex('apr-apy-converter', dict(ratePercent=5, compoundsPerYear=365, direction='apy-to-apr'), aprapy(5, 'apy-to-apr', 365))
ex('apr-apy-converter', dict(ratePercent=6, continuous=True, direction='apr-to-apy'), aprapy(6, 'apr-to-apy', cont=True))


# ---- mirr-calculator ----
def mirr(flows, fin, rei):
    n = len(flows)
    f, rr = 1 + d(fin) / 100, 1 + d(rei) / 100
    pvn = sum(d(cf) / f ** t for t, cf in enumerate(flows) if cf < 0)
    fvp = sum(d(cf) * rr ** (n - 1 - t) for t, cf in enumerate(flows) if cf > 0)
    return {'mirrPercent': num(((fvp / -pvn) ** (D(1) / (n - 1)) - 1) * 100)}


# plan §6 / Microsoft MIRR documentation: 12.6094 % at 10 % finance, 12 % reinvest
ex('mirr-calculator', dict(cashFlows=[-120000, 39000, 30000, 21000, 37000, 46000], financeRatePercent=10, reinvestRatePercent=12), mirr([-120000, 39000, 30000, 21000, 37000, 46000], 10, 12))
ex('mirr-calculator', dict(cashFlows=[-120000, 39000, 30000, 21000], financeRatePercent=10, reinvestRatePercent=12), mirr([-120000, 39000, 30000, 21000], 10, 12))


# ---- savings-goal-calculator ----
def savings(target, current, rate, years=None, c=None):
    T, S, i = d(target), d(current), d(rate) / 100 / 12
    if years is not None:
        n = int(years * 12)
        g = (1 + i) ** n
        short = T - S * g
        if short <= 0:
            return {'requiredMonthlyContribution': 0.0, 'monthsToGoal': None}
        pm = short / n if i == 0 else short * i / (g - 1)
        from decimal import ROUND_UP
        return {'requiredMonthlyContribution': float(pm.quantize(D('0.01'), rounding=ROUND_UP)), 'monthsToGoal': None}
    c = d(c)
    n = 0  # month-by-month simulation (independent of the closed form the tool uses)
    bal = S
    while bal < T:
        n += 1
        bal = bal * (1 + i) + c
    return {'requiredMonthlyContribution': None, 'monthsToGoal': n}


ex('savings-goal-calculator', dict(targetAmount=50000, currentSavings=5000, annualRatePercent=4, years=5), savings(50000, 5000, 4, years=5))
ex('savings-goal-calculator', dict(targetAmount=20000, currentSavings=1000, annualRatePercent=3.5, monthlyContribution=400), savings(20000, 1000, 3.5, c=400))
ex('savings-goal-calculator', dict(targetAmount=12000, annualRatePercent=0, years=2), savings(12000, 0, 0, years=2))


# ---- bonds ----
def bond_flows(face, coupon, years, f):
    n = int(years * f)
    c = d(face) * d(coupon) / 100 / f
    return [c] * (n - 1) + [c + d(face)]


def bond_price(face, coupon, yld, years, f=2):
    fl = bond_flows(face, coupon, years, f)
    y = d(yld) / 100 / f
    pvs = [cf / (1 + y) ** k for k, cf in enumerate(fl, 1)]
    price = sum(pvs)
    mac = sum(k * pv for k, pv in enumerate(pvs, 1)) / price / f
    conv = sum(k * (k + 1) * pv for k, pv in enumerate(pvs, 1)) / (1 + y) ** 2 / price / f ** 2
    return {'price': m(price), 'currentYieldPercent': num(d(face) * d(coupon) / 100 / price * 100), 'macaulayDuration': num(mac), 'modifiedDuration': num(mac / (1 + y)), 'convexity': num(conv)}


# plan §6: 1000 / 5 % coupon / 6 % yield / 10 y semiannual → 925.6126 (925.61 in cents), Macaulay 7.895, modified 7.665
ex('bond-price-calculator', dict(faceValue=1000, couponRatePercent=5, yieldPercent=6, yearsToMaturity=10), bond_price(1000, 5, 6, 10))
ex('bond-price-calculator', dict(faceValue=100, couponRatePercent=8, yieldPercent=6.5, yearsToMaturity=5, frequency=1), bond_price(100, 8, 6.5, 5, 1))
ex('bond-price-calculator', dict(faceValue=1000, couponRatePercent=0, yieldPercent=4, yearsToMaturity=3, frequency=4), bond_price(1000, 0, 4, 3, 4))


def bond_yield(face, coupon, price, years, f=2):
    fl = bond_flows(face, coupon, years, f)
    fn = lambda y: sum(float(cf) / (1 + y) ** k for k, cf in enumerate(fl, 1)) - price
    root = brentq(fn, 1e-6, 1.0, xtol=1e-15)
    F = lambda y: sum(cf / (1 + y) ** k for k, cf in enumerate(fl, 1)) - d(price)
    Fp = lambda y: sum(-k * cf / (1 + y) ** (k + 1) for k, cf in enumerate(fl, 1))
    x = newton_dec(F, Fp, root)
    return {'yieldToMaturityPercent': pct8(x * f), 'currentYieldPercent': num(d(face) * d(coupon) / 100 / d(price) * 100)}


ex('bond-yield-calculator', dict(faceValue=1000, couponRatePercent=5, price=925.61, yearsToMaturity=10), bond_yield(1000, 5, 925.61, 10))
ex('bond-yield-calculator', dict(faceValue=100, couponRatePercent=6, price=104.25, yearsToMaturity=7, frequency=1), bond_yield(100, 6, 104.25, 7, 1))


# ---- black-scholes-calculator (scipy.stats.norm) ----
def bs(S, K, T, r, v, q=0):
    r, v, q = r / 100, v / 100, q / 100
    d1 = (math.log(S / K) + (r - q + v * v / 2) * T) / (v * math.sqrt(T))
    d2 = d1 - v * math.sqrt(T)
    N, n = norm.cdf, norm.pdf
    dq, dr = math.exp(-q * T), math.exp(-r * T)
    decay = -S * dq * n(d1) * v / (2 * math.sqrt(T))
    return {'call': r6(S * dq * N(d1) - K * dr * N(d2)), 'put': r6(K * dr * N(-d2) - S * dq * N(-d1)),
            'delta': {'call': r6(dq * N(d1)), 'put': r6(dq * (N(d1) - 1))}, 'gamma': r6(dq * n(d1) / (S * v * math.sqrt(T))),
            'vega': r6(S * dq * n(d1) * math.sqrt(T)),
            'theta': {'call': r6(decay - r * K * dr * N(d2) + q * S * dq * N(d1)), 'put': r6(decay + r * K * dr * N(-d2) - q * S * dq * N(-d1))},
            'rho': {'call': r6(K * T * dr * N(d2)), 'put': r6(-K * T * dr * N(-d2))}}


# Hull's textbook inputs: S 42, K 40, r 10 %, σ 20 %, T 0.5 → call 4.7594, put 0.8086
ex('black-scholes-calculator', dict(spot=42, strike=40, years=0.5, riskFreeRatePercent=10, volatilityPercent=20), bs(42, 40, 0.5, 10, 20))
ex('black-scholes-calculator', dict(spot=100, strike=110, years=1.25, riskFreeRatePercent=4.5, volatilityPercent=32, dividendYieldPercent=1.5), bs(100, 110, 1.25, 4.5, 32, 1.5))

if __name__ == '__main__':
    print(json.dumps(out, indent=1, ensure_ascii=False))
