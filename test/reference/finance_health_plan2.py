#!/usr/bin/env python3
"""Independent oracle for the examples of the plan-2 finance tools (TOOLS-PLAN-2 §4 Finance rows 1–6) and health
tools (Health rows 1–4).

Run: python3 test/reference/finance_health_plan2.py   (prints {slug: [{inputs, result}, …]} as JSON)

Money: Python decimal at 50 digits from the inputs' decimal strings, rounded half up (ties away from zero) to cents
once per money result (retirement: each year's growth and contribution; lease: residual, each fee and the tax; tax
brackets: each breakdown row). APR: decimal bisection to 1e-22 on the Regulation Z Appendix J annuity equation,
cross-checked with scipy.optimize.brentq, percent rounded half up to 8 decimals. Health: a1c in decimal at 40 digits
(half up), the others in plain floats written in the tools' operation order, calorie deficit in fractions.Fraction.
Published values asserted: retirement 30 → 40, 10 000, 5 000/yr, 6 % → 83 812.45; refinance 1 350.41 → 1 167.15,
break-even 20, lifetime −18 551.00; APR 10 000 at 5 % / 36 with 300 fees → 299.71, 7.045574 %; lease → 396.23;
IRS Rev. Proc. 2024-40 2025 single, 60 000 → 8 114.00, marginal 22 %; stock average 90.00; calorie deficit 154 days;
Widmark 0.0606 %; ADA A1C 7 % → 154 mg/dL, 53 mmol/mol; AHA/ACC 120/80 → stage 1.
"""
import json
import math
import decimal
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_CEILING, getcontext
from fractions import Fraction

from scipy.optimize import brentq

getcontext().prec = 50
getcontext().rounding = ROUND_HALF_UP


def d(x):
    return D(repr(x)) if isinstance(x, float) else D(x)


def cents(x, places=2):
    return x.quantize(D(1).scaleb(-places), rounding=ROUND_HALF_UP)


def m(x, places=2):
    v = float(cents(x, places))
    return 0.0 if v == 0 else v


def num(x):
    v = float(x)
    return 0.0 if v == 0 else v


out = {}


def ex(slug, inputs, result):
    out.setdefault(slug, []).append({'inputs': inputs, 'result': result})


def pmt(P, r, n):
    """level payment, written as 1 − (1+r)^−n (the tool uses r·g/(g − 1))"""
    if r == 0:
        return P / n
    return P * r / (1 - (1 + r) ** -n)


# ---- retirement-calculator ----
def retirement(currentAge, retirementAge, currentSavings, annualContribution, annualReturnPercent, contributionIncreasePercent=0, inflationPercent=0):
    r = d(annualReturnPercent) / 100
    g = d(contributionIncreasePercent) / 100
    i = d(inflationPercent) / 100
    C = d(annualContribution)
    bal = d(currentSavings)
    N = retirementAge - currentAge
    years, tc, tg = [], D(0), D(0)
    for y in range(1, N + 1):
        growth = cents(bal * r)
        contribution = cents(C * (1 + g) ** (y - 1))
        bal += growth + contribution
        tc += contribution
        tg += growth
        years.append({'age': currentAge + y, 'contribution': m(contribution), 'growth': m(growth), 'balance': m(bal)})
    return {'balanceAtRetirement': m(bal), 'balanceInTodaysMoney': m(bal / (1 + i) ** N), 'totalContributions': m(tc), 'totalGrowth': m(tg), 'years': years}


r = retirement(30, 40, 10000, 5000, 6)
assert r['balanceAtRetirement'] == 83812.45, r['balanceAtRetirement']
ex('retirement-calculator', dict(currentAge=30, retirementAge=40, currentSavings=10000, annualContribution=5000, annualReturnPercent=6), r)
ex('retirement-calculator', dict(currentAge=55, retirementAge=60, currentSavings=250000.5, annualContribution=12000, annualReturnPercent=7.25, contributionIncreasePercent=3, inflationPercent=2.5),
   retirement(55, 60, 250000.5, 12000, 7.25, 3, 2.5))
ex('retirement-calculator', dict(currentAge=62, retirementAge=65, currentSavings=100000, annualContribution=0, annualReturnPercent=-12.5, inflationPercent=3),
   retirement(62, 65, 100000, 0, -12.5, 0, 3))


# ---- refinance-calculator ----
def refinance(currentBalance, currentRatePercent, remainingMonths, newRatePercent, newTermMonths, closingCosts=0, financeClosingCosts=False):
    B = d(currentBalance)
    costs = d(closingCosts)
    newP = B + costs if financeClosingCosts else B
    cur = cents(pmt(B, d(currentRatePercent) / 1200, remainingMonths))
    new = cents(pmt(newP, d(newRatePercent) / 1200, newTermMonths))
    saving = cur - new
    if costs == 0:
        be = 0
    elif saving <= 0:
        be = None
    else:
        be = int((costs / saving).to_integral_value(rounding=ROUND_CEILING))
    return {'currentPayment': m(cur), 'newPayment': m(new), 'newLoanAmount': m(newP), 'monthlySavings': m(saving), 'breakEvenMonths': be,
            'currentTotalInterest': m(cur * remainingMonths - B), 'newTotalInterest': m(new * newTermMonths - newP),
            'lifetimeSavings': m(cur * remainingMonths - new * newTermMonths - (0 if financeClosingCosts else costs))}


r = refinance(200000, 6.5, 300, 5.75, 360, 3500)
assert (r['currentPayment'], r['newPayment'], r['breakEvenMonths'], r['lifetimeSavings']) == (1350.41, 1167.15, 20, -18551.0), r
ex('refinance-calculator', dict(currentBalance=200000, currentRatePercent=6.5, remainingMonths=300, newRatePercent=5.75, newTermMonths=360, closingCosts=3500), r)
ex('refinance-calculator', dict(currentBalance=315000, currentRatePercent=7.125, remainingMonths=336, newRatePercent=6.25, newTermMonths=240, closingCosts=4200, financeClosingCosts=True),
   refinance(315000, 7.125, 336, 6.25, 240, 4200, True))
ex('refinance-calculator', dict(currentBalance=150000, currentRatePercent=4, remainingMonths=180, newRatePercent=6, newTermMonths=180, closingCosts=2000),
   refinance(150000, 4, 180, 6, 180, 2000))


# ---- apr-calculator (Regulation Z Appendix J, regular monthly payments) ----
def pv(pay, i, n):
    if i == 0:
        return pay * n
    return pay * (1 - (1 + i) ** -n) / i


def apr(loanAmount, annualRatePercent, termMonths, fees=0, feesFinanced=False):
    L, F = d(loanAmount), d(fees)
    principal = L + F if feesFinanced else L
    pay = cents(pmt(principal, d(annualRatePercent) / 1200, termMonths))
    af = L if feesFinanced else L - F
    charge = pay * termMonths - af
    if charge == 0:
        i = D(0)
    else:
        if charge > 0:
            lo, hi = D(0), D(1)
            while pv(pay, hi, termMonths) > af:
                hi *= 2
        else:
            lo, hi = D('-0.5'), D(0)
            while pv(pay, lo, termMonths) < af:
                lo = (lo - 1) / 2
        bracket = (float(lo) if charge < 0 else 1e-9, float(hi) if charge > 0 else -1e-9)
        while hi - lo > D('1e-22'):
            mid = (lo + hi) / 2
            if pv(pay, mid, termMonths) > af:
                lo = mid
            else:
                hi = mid
        i = (lo + hi) / 2
        # cross-check in floats
        root = brentq(lambda x: float(pay) * (1 - (1 + x) ** -termMonths) / x - float(af), *bracket, xtol=1e-18)
        assert abs(root - float(i)) < 1e-6 * abs(float(i)) + 1e-15, (root, i)  # floats lose digits to cancellation near 0
    p8 = lambda x: num((x * 100).quantize(D('1e-8'), rounding=ROUND_HALF_UP))
    return {'payment': m(pay), 'amountFinanced': m(af), 'financeCharge': m(charge), 'totalOfPayments': m(pay * termMonths),
            'aprPercent': p8(i * 12), 'effectiveAprPercent': p8((1 + i) ** 12 - 1)}


r = apr(10000, 5, 36, 300)
assert r['payment'] == 299.71 and round(r['aprPercent'], 6) == 7.045574, r
ex('apr-calculator', dict(loanAmount=10000, annualRatePercent=5, termMonths=36, fees=300), r)
ex('apr-calculator', dict(loanAmount=250000, annualRatePercent=6.75, termMonths=360, fees=4875.5, feesFinanced=True), apr(250000, 6.75, 360, 4875.5, True))
ex('apr-calculator', dict(loanAmount=1000, annualRatePercent=0, termMonths=3), apr(1000, 0, 3))


# ---- lease-payment-calculator ----
def lease(negotiatedPrice, termMonths, residualValue=None, msrp=None, residualPercent=None, moneyFactor=None, aprPercent=None, downPayment=0, tradeIn=0, fees=0, salesTaxPercent=0):
    gross = d(negotiatedPrice) + d(fees)
    adj = gross - d(downPayment) - d(tradeIn)
    res = cents(d(residualValue) if residualValue is not None else d(msrp) * d(residualPercent) / 100)
    mf = d(moneyFactor) if moneyFactor is not None else d(aprPercent) / 2400
    dep = cents((adj - res) / termMonths)
    fin = cents((adj + res) * mf)
    base = dep + fin
    tax = cents(base * d(salesTaxPercent) / 100)
    pay = base + tax
    return {'grossCapitalizedCost': m(gross), 'adjustedCapitalizedCost': m(adj), 'residualValue': m(res), 'moneyFactor': num(mf), 'equivalentAprPercent': num(mf * 2400),
            'depreciationFee': m(dep), 'financeFee': m(fin), 'basePayment': m(base), 'monthlyTax': m(tax), 'monthlyPayment': m(pay), 'totalOfPayments': m(pay * termMonths)}


r = lease(30000, 36, msrp=32000, residualPercent=60, moneyFactor=0.0015, salesTaxPercent=6)
assert r['monthlyPayment'] == 396.23, r
ex('lease-payment-calculator', dict(negotiatedPrice=30000, termMonths=36, msrp=32000, residualPercent=60, moneyFactor=0.0015, salesTaxPercent=6), r)
ex('lease-payment-calculator', dict(negotiatedPrice=41250, termMonths=39, residualValue=23517.35, aprPercent=4.8, downPayment=2500, tradeIn=1800, fees=995, salesTaxPercent=8.875),
   lease(41250, 39, residualValue=23517.35, aprPercent=4.8, downPayment=2500, tradeIn=1800, fees=995, salesTaxPercent=8.875))
ex('lease-payment-calculator', dict(negotiatedPrice=27999.99, termMonths=24, msrp=29333, residualPercent=67.5, moneyFactor=0.00215),
   lease(27999.99, 24, msrp=29333, residualPercent=67.5, moneyFactor=0.00215))


# ---- tax-bracket-calculator: IRS Rev. Proc. 2024-40 §3.01, 2025 rate schedules (typed in from the IRS text) ----
SCHEDULES = {
    'us-federal-2025-single': [(11925, 10), (48475, 12), (103350, 22), (197300, 24), (250525, 32), (626350, 35), (None, 37)],
    'us-federal-2025-married-joint': [(23850, 10), (96950, 12), (206700, 22), (394600, 24), (501050, 32), (751600, 35), (None, 37)],
    'us-federal-2025-married-separate': [(11925, 10), (48475, 12), (103350, 22), (197300, 24), (250525, 32), (375800, 35), (None, 37)],
    'us-federal-2025-head-of-household': [(17000, 10), (64850, 12), (103350, 22), (197300, 24), (250500, 32), (626350, 35), (None, 37)],
}


def tax(income, brackets=None, preset=None):
    rows = SCHEDULES[preset] if preset else [(b['upTo'], b['ratePercent']) for b in brackets]
    I = d(income)
    total = D(0)
    lo = D(0)
    breakdown = []
    marginal = None
    for up, rate in rows:
        top = d(up) if up is not None else None
        if marginal is None and (top is None or I <= top):
            marginal = rate
        if I > lo:
            amt = (min(I, top) if top is not None else I) - lo
            t = amt * d(rate) / 100
            total += t
            breakdown.append({'from': num(lo), 'upTo': num(top) if top is not None else None, 'ratePercent': rate, 'taxableAmount': m(amt), 'tax': m(t)})
        if top is not None:
            lo = top
    T = cents(total)
    return {'tax': m(T), 'effectiveRatePercent': num(T / I * 100) if I > 0 else 0, 'marginalRatePercent': marginal, 'afterTaxIncome': m(I - T), 'breakdown': breakdown}


r = tax(60000, preset='us-federal-2025-single')
assert r['tax'] == 8114.0 and r['marginalRatePercent'] == 22, r
ex('tax-bracket-calculator', dict(income=60000, preset='us-federal-2025-single'), r)
ex('tax-bracket-calculator', dict(income=250000.75, preset='us-federal-2025-married-joint'), tax(250000.75, preset='us-federal-2025-married-joint'))
custom = [{'upTo': 12570, 'ratePercent': 0}, {'upTo': 50270, 'ratePercent': 20}, {'upTo': 125140, 'ratePercent': 40}, {'upTo': None, 'ratePercent': 45}]
ex('tax-bracket-calculator', dict(income=43333.33, brackets=custom), tax(43333.33, brackets=custom))


# ---- stock-average-calculator ----
def stock(purchases, currentPrice=None, decimals=2):
    shares = sum((d(p['shares']) for p in purchases), D(0))
    cost = sum((d(p['shares']) * d(p['price']) + d(p.get('fees', 0)) for p in purchases), D(0))
    res = {'totalShares': num(shares), 'totalCost': m(cost), 'averageCost': m(cost / shares, decimals)}
    if currentPrice is None:
        res.update(marketValue=None, unrealizedGain=None, unrealizedGainPercent=None)
    else:
        mv = shares * d(currentPrice)
        res.update(marketValue=m(mv), unrealizedGain=m(mv - cost), unrealizedGainPercent=num((mv - cost) / cost * 100) if cost > 0 else None)
    return res


r = stock([{'shares': 10, 'price': 100}, {'shares': 10, 'price': 80}], 90)
assert r['averageCost'] == 90 and r['unrealizedGain'] == 0, r
ex('stock-average-calculator', dict(purchases=[{'shares': 10, 'price': 100}, {'shares': 10, 'price': 80}], currentPrice=90), r)
pp = [{'shares': 15, 'price': 182.37, 'fees': 4.95}, {'shares': 7.5, 'price': 164.1}, {'shares': 30, 'price': 151.83, 'fees': 4.95}]
ex('stock-average-calculator', dict(purchases=pp, currentPrice=171.2, decimals=4), stock(pp, 171.2, 4))
pp = [{'shares': 3, 'price': 0.333}, {'shares': 1000, 'price': 0.0125}]
ex('stock-average-calculator', dict(purchases=pp), stock(pp))


# ---- calorie-deficit-calculator (Fraction) ----
def calorie(currentWeight, goalWeight, unit, tdee, dailyDeficit):
    F = lambda x: Fraction(repr(x)) if isinstance(x, float) else Fraction(x)
    lose = F(currentWeight) - F(goalWeight)
    per = 7700 if unit == 'kg' else 3500
    total = lose * per
    days = math.ceil(total / F(dailyDeficit))
    return {'weightToLose': float(lose), 'totalDeficitKcal': float(total), 'days': days, 'weeks': float(Fraction(days, 7)),
            'dailyCalories': float(F(tdee) - F(dailyDeficit)), 'weeklyLoss': float(F(dailyDeficit) * 7 / per)}


r = calorie(90, 80, 'kg', 2500, 500)
assert r['days'] == 154 and r['dailyCalories'] == 2000, r
ex('calorie-deficit-calculator', dict(currentWeight=90, goalWeight=80, unit='kg', tdee=2500, dailyDeficit=500), r)
ex('calorie-deficit-calculator', dict(currentWeight=212.4, goalWeight=185, unit='lb', tdee=2850.5, dailyDeficit=650), calorie(212.4, 185, 'lb', 2850.5, 650))


# ---- bac-calculator (Widmark, floats in the tool's order) ----
LB = 0.45359237


def bac(sex, weight, weightUnit, standardDrinks, hoursSinceFirstDrink, gramsPerDrink=14, eliminationRate=0.015):
    kg = weight * LB if weightUnit == 'lb' else weight
    grams = standardDrinks * gramsPerDrink
    ratio = 0.68 if sex == 'male' else 0.55
    peak = grams / (kg * 1000 * ratio) * 100
    b = max(0, peak - eliminationRate * hoursSinceFirstDrink)
    b = 0 if b == 0 else b
    return {'alcoholGrams': grams, 'peakBacPercent': peak, 'bacPercent': b, 'bacPerMille': b * 10, 'hoursUntilZero': b / eliminationRate}


r = bac('male', 180, 'lb', 3, 1)
assert round(r['bacPercent'], 4) == 0.0606, r
ex('bac-calculator', dict(sex='male', weight=180, weightUnit='lb', standardDrinks=3, hoursSinceFirstDrink=1), r)
ex('bac-calculator', dict(sex='female', weight=62, weightUnit='kg', standardDrinks=2.5, hoursSinceFirstDrink=2.5, gramsPerDrink=10), bac('female', 62, 'kg', 2.5, 2.5, 10))
ex('bac-calculator', dict(sex='male', weight=95, weightUnit='kg', standardDrinks=1, hoursSinceFirstDrink=6), bac('male', 95, 'kg', 1, 6))


# ---- a1c-converter (decimal, 40 digits, half up) ----
def a1c(**given):
    ctx = decimal.Context(prec=40, rounding=ROUND_HALF_UP)
    (name, value), = given.items()
    v = d(value)
    if name == 'a1cPercent':
        a = v
    elif name == 'eagMgDl':
        a = ctx.divide(ctx.add(v, D('46.7')), D('28.7'))
    else:
        a = ctx.add(ctx.multiply(D('0.09148'), v), D('2.152'))
    ifcc = ctx.divide(ctx.subtract(a, D('2.152')), D('0.09148'))
    eag = ctx.subtract(ctx.multiply(D('28.7'), a), D('46.7'))
    mmol = ctx.divide(eag, D('18.016'))
    return {'a1cPercent': float(a), 'ifccMmolMol': float(ifcc), 'eagMgDl': float(eag), 'eagMmolL': float(mmol)}


r = a1c(a1cPercent=7)
assert round(r['eagMgDl']) == 154 and round(r['ifccMmolMol']) == 53 and round(r['eagMmolL'], 3) == 8.559, r
ex('a1c-converter', dict(a1cPercent=7), r)
ex('a1c-converter', dict(eagMgDl=126), a1c(eagMgDl=126))
ex('a1c-converter', dict(ifccMmolMol=48), a1c(ifccMmolMol=48))


# ---- blood-pressure-category (AHA/ACC 2017) ----
ORDER = ['normal', 'elevated', 'stage-1-hypertension', 'stage-2-hypertension', 'hypertensive-crisis']


def bp(systolic, diastolic):
    s = 'normal' if systolic < 120 else 'elevated' if systolic < 130 else 'stage-1-hypertension' if systolic < 140 else 'stage-2-hypertension' if systolic <= 180 else 'hypertensive-crisis'
    dd = 'normal' if diastolic < 80 else 'stage-1-hypertension' if diastolic < 90 else 'stage-2-hypertension' if diastolic <= 120 else 'hypertensive-crisis'
    cat = max(s, dd, key=ORDER.index)
    return {'category': cat, 'systolicCategory': s, 'diastolicCategory': dd, 'meanArterialPressure': diastolic + (systolic - diastolic) / 3, 'pulsePressure': systolic - diastolic}


r = bp(120, 80)
assert r['category'] == 'stage-1-hypertension', r
ex('blood-pressure-category', dict(systolic=120, diastolic=80), r)
ex('blood-pressure-category', dict(systolic=118, diastolic=76), bp(118, 76))
ex('blood-pressure-category', dict(systolic=185, diastolic=95), bp(185, 95))

if __name__ == '__main__':
    print(json.dumps(out, ensure_ascii=False))
