# Reference values for the examples of src/tools/units/*.ts: run `python3 test/reference/units.py` (Python 3.10+,
# standard library only). It prints one JSON object: tool slug -> list of {inputs, result}.
#
# The factors below are typed independently of src/tools/unit-factors.ts, from NIST SP 811 (2008) Appendix B.8/B.9,
# NIST HB 44 Appendix C, the SI Brochure (9th ed.) and the IAU 2012/2015 resolutions, and kept as exact fractions:
# a result is float(Fraction), the correctly rounded double of the exact answer. π-based factors use Decimal at 80
# digits. Published values cross-checked below (TOOLS-PLAN §6): 1 atm = 14.69594877551345 psi, 10 L/100 km =
# 23.5214583 mpg (US), 100 km/h = 62.13711922 mph, 1 GB = 953.67431640625 MiB, Paris-London haversine 343.5565 km.
import json
import math
from decimal import Decimal, getcontext, ROUND_HALF_UP
from fractions import Fraction as F

getcontext().prec = 80
PI = Decimal('3.14159265358979323846264338327950288419716939937510582097494459230781640628620899862803')

inch = F('0.0254')            # international inch, 1959
foot = 12 * inch
yard = 3 * foot
mile = 5280 * foot
pound = F('0.45359237')       # avoirdupois pound, 1959
gravity = F('9.80665')        # standard acceleration of gravity (CGPM 1901)
lbf = pound * gravity
gallon = 231 * inch ** 3      # US liquid gallon
imp_gallon = F('4.54609') / 1000
btu = F('1055.05585262')      # International Table BTU
calorie = F('4.184')          # thermochemical calorie
DAY = 86400

out = {}


def add(slug, inputs, result):
    out.setdefault(slug, []).append({'inputs': inputs, 'result': result})


def num(x):
    """The nearest double of an exact value (Fraction or Decimal)."""
    v = float(x)
    return 0.0 if v == 0 else v


LENGTH = {
    'nm': F(1, 10**9), 'um': F(1, 10**6), 'mm': F(1, 1000), 'cm': F(1, 100), 'm': F(1), 'km': F(1000),
    'in': inch, 'ft': foot, 'yd': yard, 'mi': mile, 'nmi': F(1852), 'mil': inch / 1000,
    'ft-us': F(1200, 3937), 'fathom': 2 * yard, 'furlong': 220 * yard, 'chain': 22 * yard,
    'au': F(149597870700), 'ly': F(299792458) * F('365.25') * DAY,
}
MASS = {
    'ug': F(1, 10**9), 'mg': F(1, 10**6), 'g': F(1, 1000), 'kg': F(1), 't': F(1000),
    'oz': pound / 16, 'lb': pound, 'st': 14 * pound, 'short-ton': 2000 * pound, 'long-ton': 2240 * pound,
    'ozt': 480 * F('0.06479891') / 1000, 'ct': F(2, 10000), 'gr': F('0.06479891') / 1000,
}
AREA = {
    'mm2': F(1, 10**6), 'cm2': F(1, 10**4), 'm2': F(1), 'ha': F(10**4), 'km2': F(10**6),
    'in2': inch**2, 'ft2': foot**2, 'yd2': yard**2, 'acre': 43560 * foot**2, 'mi2': mile**2,
}
VOLUME = {
    'ml': F(1, 10**6), 'l': F(1, 1000), 'm3': F(1), 'cm3': F(1, 10**6), 'in3': inch**3, 'ft3': foot**3, 'yd3': yard**3,
    'gal': gallon, 'qt': gallon / 4, 'pt': gallon / 8, 'cup': gallon / 16, 'floz': gallon / 128,
    'tbsp': gallon / 256, 'tsp': gallon / 768,
    'imp-gal': imp_gallon, 'imp-qt': imp_gallon / 4, 'imp-pt': imp_gallon / 8, 'imp-floz': imp_gallon / 160,
    'bbl': 42 * gallon,
}
SPEED = {'m/s': F(1), 'km/h': F(1000, 3600), 'mph': mile / 3600, 'kn': F(1852, 3600), 'ft/s': foot, 'c': F(299792458)}
TIME = {'ns': F(1, 10**9), 'us': F(1, 10**6), 'ms': F(1, 1000), 's': F(1), 'min': F(60), 'h': F(3600), 'd': F(DAY),
        'wk': F(7 * DAY), 'mo': F('365.2425') * DAY / 12, 'yr': F('365.2425') * DAY}
BYTE = 8
DATA = {'bit': F(1), 'B': F(BYTE), 'kB': F(BYTE * 10**3), 'MB': F(BYTE * 10**6), 'GB': F(BYTE * 10**9),
        'TB': F(BYTE * 10**12), 'PB': F(BYTE * 10**15), 'KiB': F(BYTE * 2**10), 'MiB': F(BYTE * 2**20),
        'GiB': F(BYTE * 2**30), 'TiB': F(BYTE * 2**40), 'PiB': F(BYTE * 2**50), 'kbit': F(10**3), 'Mbit': F(10**6),
        'Gbit': F(10**9), 'Kibit': F(2**10), 'Mibit': F(2**20), 'Gibit': F(2**30)}
RATE = {f'{k}/s': v for k, v in DATA.items() if k in ('bit', 'kbit', 'Mbit', 'Gbit', 'B', 'kB', 'MB', 'GB', 'KiB', 'MiB', 'GiB')}
ENERGY = {'J': F(1), 'kJ': F(1000), 'MJ': F(10**6), 'cal': calorie, 'kcal': 1000 * calorie, 'cal-it': F('4.1868'),
          'Wh': F(3600), 'kWh': F(3600000), 'BTU': btu, 'therm': F(105480400), 'eV': F('1.602176634e-19'),
          'ft-lbf': foot * lbf, 'erg': F(1, 10**7)}
POWER = {'W': F(1), 'kW': F(1000), 'MW': F(10**6), 'hp': 550 * foot * lbf, 'hp-metric': 75 * gravity,
         'BTU/h': btu / 3600, 'ft-lbf/s': foot * lbf, 'kcal/h': 1000 * calorie / 3600, 'TR': 12000 * btu / 3600}
MMHG = F('13.5951') * 1000 * gravity / 1000   # conventional: 13.5951 g/cm³ mercury, standard gravity, 1 mm
PRESSURE = {'Pa': F(1), 'kPa': F(1000), 'MPa': F(10**6), 'bar': F(10**5), 'mbar': F(100), 'atm': F(101325),
            'psi': lbf / inch**2, 'mmHg': MMHG, 'inHg': MMHG * F('25.4'), 'torr': F(101325, 760),
            'inH2O': 1000 * gravity * inch, 'kgf/cm2': gravity * 10**4}
FORCE = {'N': F(1), 'kN': F(1000), 'dyn': F(1, 10**5), 'lbf': lbf, 'kgf': gravity, 'ozf': lbf / 16, 'pdl': pound * foot}
TORQUE = {'N-m': F(1), 'kN-m': F(1000), 'lbf-ft': lbf * foot, 'lbf-in': lbf * inch, 'kgf-m': gravity, 'ozf-in': lbf / 16 * inch}
DENSITY = {'kg/m3': F(1), 'g/cm3': F(1000), 'g/ml': F(1000), 'kg/l': F(1000), 'lb/ft3': pound / foot**3,
           'lb/in3': pound / inch**3, 'lb/gal': pound / gallon}
FLOW = {'m3/s': F(1), 'm3/h': F(1, 3600), 'l/s': F(1, 1000), 'l/min': F(1, 60000), 'gpm': gallon / 60,
        'imp-gpm': imp_gallon / 60, 'ft3/s': foot**3, 'cfm': foot**3 / 60}
# Angle in turns (exact), converted to radians with π only where a radian is involved.
ANGLE_TURNS = {'deg': F(1, 360), 'grad': F(1, 400), 'arcmin': F(1, 21600), 'arcsec': F(1, 1296000), 'turn': F(1),
               'mil': F(1, 6400)}
ANGLE_UNITS = ['deg', 'rad', 'grad', 'arcmin', 'arcsec', 'turn', 'mrad', 'mil']


def lin(table, value, a, b):
    return num(F(str(value)) * table[a] / table[b])


def lin_all(table, value, a):
    return {u: lin(table, value, a, u) for u in table}


def angle(value, a, b):
    def to_turns(u):
        if u in ANGLE_TURNS:
            return Decimal(ANGLE_TURNS[u].numerator) / Decimal(ANGLE_TURNS[u].denominator)
        return (Decimal(1) if u == 'rad' else Decimal('0.001')) / (2 * PI)
    if a in ANGLE_TURNS and b in ANGLE_TURNS:
        return num(F(str(value)) * ANGLE_TURNS[a] / ANGLE_TURNS[b])
    return num(Decimal(str(value)) * to_turns(a) / to_turns(b))


def to_kelvin(v, u):
    v = F(str(v))
    return {'K': v, 'C': v + F('273.15'), 'F': (v - 32) * F(5, 9) + F('273.15'), 'R': v * F(5, 9),
            'Re': v * F(5, 4) + F('273.15')}[u]


def from_kelvin(k, u):
    return {'K': k, 'C': k - F('273.15'), 'F': (k - F('273.15')) * F(9, 5) + 32, 'R': k * F(9, 5),
            'Re': (k - F('273.15')) * F(4, 5)}[u]


TEMP_INTERVAL = {'K': F(1), 'C': F(1), 'F': F(5, 9), 'R': F(5, 9), 'Re': F(5, 4)}


def temperature(v, a, b, interval=False):
    if interval:
        return num(F(str(v)) * TEMP_INTERVAL[a] / TEMP_INTERVAL[b])
    return num(from_kelvin(to_kelvin(v, a), b))


# Fuel economy in km per litre (exact); l/100km is 100 / (km/l).
FUEL_KMPL = {'km/l': F(1), 'mpg': mile / 1000 / (gallon * 1000), 'mpg-imp': mile / 1000 / (imp_gallon * 1000),
             'mi/l': mile / 1000}


def fuel(v, a, b):
    v = F(str(v))
    kmpl = 100 / v if a == 'l/100km' else v * FUEL_KMPL[a]
    return num(100 / kmpl if b == 'l/100km' else kmpl / FUEL_KMPL[b])


# ---- per-dimension converters ----
add('length-converter', {'value': 1, 'from': 'mi', 'to': 'km'}, {'result': lin(LENGTH, 1, 'mi', 'km')})
add('length-converter', {'value': 1000, 'from': 'ft-us', 'to': 'ft'}, {'result': lin(LENGTH, 1000, 'ft-us', 'ft')})
# parsec = 648000/π au (IAU 2015 B2): needs π.
pc_in_ly = Decimal(149597870700) * 648000 / PI / Decimal(int(LENGTH['ly']))
add('length-converter', {'value': 1, 'from': 'pc', 'to': 'ly'}, {'result': num(pc_in_ly)})
all_len = lin_all(LENGTH, 6, 'ft')
all_len['pc'] = num(Decimal(6) * Decimal(foot.numerator) / Decimal(foot.denominator) * PI / (Decimal(149597870700) * 648000))
add('length-converter', {'value': 6, 'from': 'ft', 'to': 'all'}, {'results': all_len})

add('mass-converter', {'value': 1, 'from': 'lb', 'to': 'kg'}, {'result': lin(MASS, 1, 'lb', 'kg')})
add('mass-converter', {'value': 1, 'from': 'ozt', 'to': 'g'}, {'result': lin(MASS, 1, 'ozt', 'g')})
add('mass-converter', {'value': 11.5, 'from': 'st', 'to': 'kg'}, {'result': lin(MASS, 11.5, 'st', 'kg')})
add('mass-converter', {'value': 1, 'from': 'ct', 'to': 'gr'}, {'result': lin(MASS, 1, 'ct', 'gr')})

add('temperature-converter', {'value': 100, 'from': 'C', 'to': 'F'}, {'result': temperature(100, 'C', 'F')})
add('temperature-converter', {'value': -40, 'from': 'F', 'to': 'C'}, {'result': temperature(-40, 'F', 'C')})
add('temperature-converter', {'value': 98.6, 'from': 'F', 'to': 'K'}, {'result': temperature(98.6, 'F', 'K')})
add('temperature-converter', {'value': 20, 'from': 'C', 'to': 'all'},
    {'results': {u: temperature(20, 'C', u) for u in ['C', 'F', 'K', 'R', 'Re']}})
add('temperature-converter', {'value': 10, 'from': 'C', 'to': 'F', 'interval': True},
    {'result': temperature(10, 'C', 'F', True)})

add('area-converter', {'value': 1, 'from': 'acre', 'to': 'm2'}, {'result': lin(AREA, 1, 'acre', 'm2')})
add('area-converter', {'value': 1, 'from': 'mi2', 'to': 'acre'}, {'result': lin(AREA, 1, 'mi2', 'acre')})
add('area-converter', {'value': 2.5, 'from': 'ha', 'to': 'acre'}, {'result': lin(AREA, 2.5, 'ha', 'acre')})

add('volume-converter', {'value': 1, 'from': 'gal', 'to': 'l'}, {'result': lin(VOLUME, 1, 'gal', 'l')})
add('volume-converter', {'value': 1, 'from': 'cup', 'to': 'ml'}, {'result': lin(VOLUME, 1, 'cup', 'ml')})
add('volume-converter', {'value': 1, 'from': 'imp-gal', 'to': 'gal'}, {'result': lin(VOLUME, 1, 'imp-gal', 'gal')})
add('volume-converter', {'value': 1, 'from': 'bbl', 'to': 'l'}, {'result': lin(VOLUME, 1, 'bbl', 'l')})

add('speed-converter', {'value': 100, 'from': 'km/h', 'to': 'mph'}, {'result': lin(SPEED, 100, 'km/h', 'mph')})
add('speed-converter', {'value': 30, 'from': 'kn', 'to': 'km/h'}, {'result': lin(SPEED, 30, 'kn', 'km/h')})
add('speed-converter', {'value': 1, 'from': 'c', 'to': 'km/h'}, {'result': lin(SPEED, 1, 'c', 'km/h')})

add('data-size-converter', {'value': 1, 'from': 'GB', 'to': 'MiB'}, {'result': lin(DATA, 1, 'GB', 'MiB')})
add('data-size-converter', {'value': 2, 'from': 'TiB', 'to': 'GB'}, {'result': lin(DATA, 2, 'TiB', 'GB')})
add('data-size-converter', {'value': 100, 'from': 'Mbit', 'to': 'MB'}, {'result': lin(DATA, 100, 'Mbit', 'MB')})

add('energy-converter', {'value': 1, 'from': 'kWh', 'to': 'BTU'}, {'result': lin(ENERGY, 1, 'kWh', 'BTU')})
add('energy-converter', {'value': 1, 'from': 'kcal', 'to': 'kJ'}, {'result': lin(ENERGY, 1, 'kcal', 'kJ')})
add('energy-converter', {'value': 1, 'from': 'therm', 'to': 'kWh'}, {'result': lin(ENERGY, 1, 'therm', 'kWh')})
add('energy-converter', {'value': 1, 'from': 'MJ', 'to': 'eV'}, {'result': lin(ENERGY, 1, 'MJ', 'eV')})

add('power-converter', {'value': 1, 'from': 'hp', 'to': 'W'}, {'result': lin(POWER, 1, 'hp', 'W')})
add('power-converter', {'value': 1, 'from': 'TR', 'to': 'kW'}, {'result': lin(POWER, 1, 'TR', 'kW')})
add('power-converter', {'value': 100, 'from': 'kW', 'to': 'hp-metric'}, {'result': lin(POWER, 100, 'kW', 'hp-metric')})

add('pressure-converter', {'value': 1, 'from': 'atm', 'to': 'psi'}, {'result': lin(PRESSURE, 1, 'atm', 'psi')})
add('pressure-converter', {'value': 760, 'from': 'mmHg', 'to': 'torr'}, {'result': lin(PRESSURE, 760, 'mmHg', 'torr')})
add('pressure-converter', {'value': 29.92, 'from': 'inHg', 'to': 'mbar'}, {'result': lin(PRESSURE, 29.92, 'inHg', 'mbar')})
add('pressure-converter', {'value': 2.2, 'from': 'bar', 'to': 'psi'}, {'result': lin(PRESSURE, 2.2, 'bar', 'psi')})

add('angle-converter', {'value': 180, 'from': 'deg', 'to': 'rad'}, {'result': angle(180, 'deg', 'rad')})
add('angle-converter', {'value': 1, 'from': 'turn', 'to': 'mil'}, {'result': angle(1, 'turn', 'mil')})
add('angle-converter', {'value': 1, 'from': 'rad', 'to': 'arcsec'}, {'result': angle(1, 'rad', 'arcsec')})
add('angle-converter', {'value': 45, 'from': 'deg', 'to': 'all'}, {'results': {u: angle(45, 'deg', u) for u in ANGLE_UNITS}})

add('fuel-economy-converter', {'value': 10, 'from': 'l/100km', 'to': 'mpg'}, {'result': fuel(10, 'l/100km', 'mpg')})
add('fuel-economy-converter', {'value': 30, 'from': 'mpg', 'to': 'l/100km'}, {'result': fuel(30, 'mpg', 'l/100km')})
add('fuel-economy-converter', {'value': 40, 'from': 'mpg-imp', 'to': 'mpg'}, {'result': fuel(40, 'mpg-imp', 'mpg')})

add('time-unit-converter', {'value': 1, 'from': 'yr', 'to': 'd'}, {'result': lin(TIME, 1, 'yr', 'd')})
add('time-unit-converter', {'value': 90, 'from': 'min', 'to': 'h'}, {'result': lin(TIME, 90, 'min', 'h')})
add('time-unit-converter', {'value': 1, 'from': 'mo', 'to': 'd'}, {'result': lin(TIME, 1, 'mo', 'd')})
add('time-unit-converter', {'value': 1e9, 'from': 's', 'to': 'yr'}, {'result': lin(TIME, 1e9, 's', 'yr')})

add('data-rate-converter', {'value': 100, 'from': 'Mbit/s', 'to': 'MB/s'}, {'result': lin(RATE, 100, 'Mbit/s', 'MB/s')})
add('data-rate-converter', {'value': 1, 'from': 'GiB/s', 'to': 'Gbit/s'}, {'result': lin(RATE, 1, 'GiB/s', 'Gbit/s')})
add('data-rate-converter', {'value': 500, 'from': 'kB/s', 'to': 'Mbit/s'}, {'result': lin(RATE, 500, 'kB/s', 'Mbit/s')})

add('force-converter', {'value': 1, 'from': 'kgf', 'to': 'lbf'}, {'result': lin(FORCE, 1, 'kgf', 'lbf')})
add('force-converter', {'value': 100, 'from': 'N', 'to': 'lbf'}, {'result': lin(FORCE, 100, 'N', 'lbf')})
add('force-converter', {'value': 1, 'from': 'lbf', 'to': 'pdl'}, {'result': lin(FORCE, 1, 'lbf', 'pdl')})

add('torque-converter', {'value': 100, 'from': 'lbf-ft', 'to': 'N-m'}, {'result': lin(TORQUE, 100, 'lbf-ft', 'N-m')})
add('torque-converter', {'value': 10, 'from': 'N-m', 'to': 'lbf-in'}, {'result': lin(TORQUE, 10, 'N-m', 'lbf-in')})
add('torque-converter', {'value': 1, 'from': 'kgf-m', 'to': 'lbf-ft'}, {'result': lin(TORQUE, 1, 'kgf-m', 'lbf-ft')})

add('density-converter', {'value': 1, 'from': 'lb/ft3', 'to': 'kg/m3'}, {'result': lin(DENSITY, 1, 'lb/ft3', 'kg/m3')})
add('density-converter', {'value': 1, 'from': 'g/cm3', 'to': 'lb/gal'}, {'result': lin(DENSITY, 1, 'g/cm3', 'lb/gal')})
add('density-converter', {'value': 7.85, 'from': 'g/cm3', 'to': 'lb/in3'}, {'result': lin(DENSITY, 7.85, 'g/cm3', 'lb/in3')})

add('flow-rate-converter', {'value': 100, 'from': 'gpm', 'to': 'l/s'}, {'result': lin(FLOW, 100, 'gpm', 'l/s')})
add('flow-rate-converter', {'value': 1, 'from': 'm3/s', 'to': 'cfm'}, {'result': lin(FLOW, 1, 'm3/s', 'cfm')})
add('flow-rate-converter', {'value': 10, 'from': 'l/min', 'to': 'imp-gpm'}, {'result': lin(FLOW, 10, 'l/min', 'imp-gpm')})

# ---- generic converter: the same tables, chosen by dimension ----
add('unit-converter', {'value': 26.2, 'from': 'mi', 'to': 'km'}, {'result': lin(LENGTH, 26.2, 'mi', 'km'), 'dimension': 'length'})
add('unit-converter', {'value': 350, 'from': 'F', 'to': 'C'}, {'result': temperature(350, 'F', 'C'), 'dimension': 'temperature'})
add('unit-converter', {'value': 1, 'from': 'mil', 'to': 'deg'}, {'result': angle(1, 'mil', 'deg'), 'dimension': 'angle'})
add('unit-converter', {'value': 1, 'from': 'length:mil', 'to': 'mm'}, {'result': lin(LENGTH, 1, 'mil', 'mm'), 'dimension': 'length'})

# ---- cooking: volumes in m³, masses in kg; 1 m³ at d g/mL weighs 1000·d kg ----
COOK_VOLUME = {k: VOLUME[k] for k in ('cup', 'tbsp', 'tsp', 'floz', 'ml', 'l')}
COOK_VOLUME['metric-cup'] = F(250, 10**6)
COOK_MASS = {k: MASS[k] for k in ('g', 'kg', 'oz', 'lb')}


def cooking(v, a, b, density=None):
    v = F(str(v))
    if a in COOK_VOLUME and b in COOK_VOLUME:
        return num(v * COOK_VOLUME[a] / COOK_VOLUME[b])
    if a in COOK_MASS and b in COOK_MASS:
        return num(v * COOK_MASS[a] / COOK_MASS[b])
    kg_per_m3 = F(str(density)) * 1000
    if a in COOK_VOLUME:
        return num(v * COOK_VOLUME[a] * kg_per_m3 / COOK_MASS[b])
    return num(v * COOK_MASS[a] / kg_per_m3 / COOK_VOLUME[b])


add('cooking-converter', {'value': 1, 'from': 'cup', 'to': 'ml'}, {'result': cooking(1, 'cup', 'ml')})
add('cooking-converter', {'value': 3, 'from': 'tsp', 'to': 'tbsp'}, {'result': cooking(3, 'tsp', 'tbsp')})
add('cooking-converter', {'value': 2, 'from': 'cup', 'to': 'g', 'densityGPerMl': 0.53}, {'result': cooking(2, 'cup', 'g', 0.53)})
add('cooking-converter', {'value': 1, 'from': 'lb', 'to': 'metric-cup', 'densityGPerMl': 0.85}, {'result': cooking(1, 'lb', 'metric-cup', 0.85)})

# ---- aspect ratio (IEEE doubles, same operation order as the tool) ----
for w, h, nw, nh in [(1920, 1080, None, None), (1920, 1080, 1280, None), (1366, 768, None, 1000)]:
    g = math.gcd(w, h)
    inputs = {'width': w, 'height': h}
    sw = sh = None
    if nw is not None:
        inputs['newWidth'] = nw; sw, sh = float(nw), nw * h / w
    if nh is not None:
        inputs['newHeight'] = nh; sh, sw = float(nh), nh * w / h
    add('aspect-ratio-calculator', inputs, {'ratio': f'{w // g}:{h // g}', 'decimal': w / h, 'scaledWidth': sw, 'scaledHeight': sh})

# ---- screen PPI: diagonal = correctly rounded sqrt of the exact integer sum ----
for w, h, diag in [(1920, 1080, 24), (2560, 1440, 27), (3840, 2160, 15.6)]:
    dpx = math.sqrt(w * w + h * h)
    ppi = dpx / diag
    g = math.gcd(w, h)
    add('screen-ppi-calculator', {'widthPx': w, 'heightPx': h, 'diagonalInches': diag},
        {'ppi': ppi, 'dotPitchMm': 25.4 / ppi, 'aspectRatio': f'{w // g}:{h // g}',
         'widthInches': diag * w / dpx, 'heightInches': diag * h / dpx})

# ---- download time: exact seconds, formatted rounded up ----
def download(size, su, speed, ru, overhead=0):
    seconds = F(str(size)) * DATA[su] / (F(str(speed)) * RATE[ru] * (1 - F(str(overhead)) / 100))
    whole = math.ceil(seconds)
    inputs = {'size': size, 'sizeUnit': su, 'speed': speed, 'speedUnit': ru}
    if overhead:
        inputs['overheadPercent'] = overhead
    add('download-time-calculator', inputs,
        {'seconds': num(seconds), 'formatted': f'{whole // 3600}:{whole % 3600 // 60:02d}:{whole % 60:02d}'})


download(4.7, 'GB', 100, 'Mbit/s')
download(1, 'GiB', 10, 'MB/s', 10)
download(2, 'TB', 50, 'Mbit/s', 5)

# ---- CSS units: 1in = 96px = 72pt = 6pc = 2.54cm = 25.4mm = 101.6Q ----
def css(v, a, b, base=16, vw=1920, vh=1080):
    px = {'px': F(1), 'in': F(96), 'pt': F(96, 72), 'pc': F(16), 'cm': F(96) / F('2.54'), 'mm': F(96) / F('25.4'),
          'q': F(96) / F('101.6'), 'em': F(str(base)), 'rem': F(str(base)), '%': F(str(base)) / 100,
          'vw': F(str(vw)) / 100, 'vh': F(str(vh)) / 100}
    return num(F(str(v)) * px[a] / px[b])


add('css-unit-converter', {'value': 12, 'from': 'pt', 'to': 'px'}, {'result': css(12, 'pt', 'px')})
add('css-unit-converter', {'value': 24, 'from': 'px', 'to': 'rem'}, {'result': css(24, 'px', 'rem')})
add('css-unit-converter', {'value': 50, 'from': 'vw', 'to': 'px', 'viewportWidth': 1440}, {'result': css(50, 'vw', 'px', vw=1440)})
add('css-unit-converter', {'value': 10, 'from': 'mm', 'to': 'pt'}, {'result': css(10, 'mm', 'pt')})
add('css-unit-converter', {'value': 1.25, 'from': 'em', 'to': '%', 'baseFontSizePx': 18}, {'result': css(1.25, 'em', '%', base=18)})

# ---- coordinates: decimal arithmetic, half-up ----
def coord(value, axis):
    pos, neg = ('N', 'S') if axis == 'lat' else ('E', 'W')
    if isinstance(value, str):
        import re
        t = value.strip().upper()
        sign = 1
        m = re.match(rf'^([{pos}{neg}])\s*(.*)$', t) or re.match(rf'^(?P<rest>.*?)\s*(?P<h>[{pos}{neg}])$', t)
        if m and t[0] in (pos, neg):
            sign = -1 if m.group(1) == neg else 1; t = m.group(2)
        elif m:
            sign = -1 if m.group('h') == neg else 1; t = m.group('rest')
        if t.startswith('-'):
            sign = -1; t = t[1:]
        parts = [p for p in re.split(r"[\s°'\"]+", t) if p]
        parts += ['0'] * (3 - len(parts))
        d = (Decimal(parts[0]) + Decimal(parts[1]) / 60 + Decimal(parts[2]) / 3600) * sign
    else:
        d = Decimal(repr(value))
    dd = float(d.quantize(Decimal('0.000001'), ROUND_HALF_UP))
    secs = (abs(d) * 3600).quantize(Decimal('0.01'), ROUND_HALF_UP)
    mins = (abs(d) * 60).quantize(Decimal('0.0001'), ROUND_HALF_UP)
    h = lambda r: pos if r == 0 or d > 0 else neg
    deg_s, rest = divmod(secs, 3600)
    min_s, sec_s = divmod(rest, 60)
    deg_m, min_m = divmod(mins, 60)
    dms = f"{int(deg_s)}°{int(min_s):02d}'{sec_s:05.2f}\"{h(secs)}"
    ddm = f"{int(deg_m)}°{min_m:07.4f}'{h(mins)}"
    return (0.0 if dd == 0 else dd), dms, ddm


for lat, lon in [("48°51'24\"N", "2°21'07.9\"E"), (40.748817, -73.985428), ('S 33 52.08', '151 12.6 E')]:
    a, b = coord(lat, 'lat'), coord(lon, 'lon')
    add('coordinate-converter', {'latitude': lat, 'longitude': lon},
        {'dd': {'latitude': a[0], 'longitude': b[0]}, 'dms': {'latitude': a[1], 'longitude': b[1]},
         'ddm': {'latitude': a[2], 'longitude': b[2]}})

# ---- geodesy: haversine on R = 6371.0088 km; Vincenty inverse (own port of Vincenty 1975) on WGS-84 ----
R = 6371.0088
WA, WF = 6378137.0, 1 / 298.257223563
WB = WA * (1 - WF)


def sbearing(p1, p2):
    f1, f2 = math.radians(p1[0]), math.radians(p2[0])
    dl = math.radians(p2[1] - p1[1])
    return math.atan2(math.sin(dl) * math.cos(f2), math.cos(f1) * math.sin(f2) - math.sin(f1) * math.cos(f2) * math.cos(dl))


def hav(p1, p2):
    f1, f2 = math.radians(p1[0]), math.radians(p2[0])
    a = math.sin((f2 - f1) / 2) ** 2 + math.cos(f1) * math.cos(f2) * math.sin(math.radians(p2[1] - p1[1]) / 2) ** 2
    return R * 2 * math.atan2(math.sqrt(a), math.sqrt(1 - a)), sbearing(p1, p2), sbearing(p2, p1) + math.pi


def vin(p1, p2):
    L = math.radians(p2[1] - p1[1])
    U1 = math.atan((1 - WF) * math.tan(math.radians(p1[0])))
    U2 = math.atan((1 - WF) * math.tan(math.radians(p2[0])))
    sU1, cU1, sU2, cU2 = math.sin(U1), math.cos(U1), math.sin(U2), math.cos(U2)
    lam = L
    for _ in range(200):
        sl, cl = math.sin(lam), math.cos(lam)
        ss = math.hypot(cU2 * sl, cU1 * sU2 - sU1 * cU2 * cl)
        cs = sU1 * sU2 + cU1 * cU2 * cl
        sig = math.atan2(ss, cs)
        sa = cU1 * cU2 * sl / ss
        c2a = 1 - sa * sa
        c2sm = cs - 2 * sU1 * sU2 / c2a if c2a else 0.0
        C = WF / 16 * c2a * (4 + WF * (4 - 3 * c2a))
        prev = lam
        lam = L + (1 - C) * WF * sa * (sig + C * ss * (c2sm + C * cs * (-1 + 2 * c2sm * c2sm)))
        if abs(lam - prev) < 1e-12:
            break
    u2 = c2a * (WA * WA - WB * WB) / (WB * WB)
    A = 1 + u2 / 16384 * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)))
    B = u2 / 1024 * (256 + u2 * (-128 + u2 * (74 - 47 * u2)))
    ds = B * ss * (c2sm + B / 4 * (cs * (-1 + 2 * c2sm ** 2) - B / 6 * c2sm * (-3 + 4 * ss ** 2) * (-3 + 4 * c2sm ** 2)))
    return (WB * A * (sig - ds) / 1000, math.atan2(cU2 * sl, cU1 * sU2 - sU1 * cU2 * cl),
            math.atan2(cU1 * sl, -sU1 * cU2 + cU1 * sU2 * cl))


def midpoint(p1, p2):
    f1, f2, l1 = math.radians(p1[0]), math.radians(p2[0]), math.radians(p1[1])
    dl = math.radians(p2[1] - p1[1])
    bx, by = math.cos(f2) * math.cos(dl), math.cos(f2) * math.sin(dl)
    f = math.atan2(math.sin(f1) + math.sin(f2), math.sqrt((math.cos(f1) + bx) ** 2 + by * by))
    lon = (math.degrees(l1 + math.atan2(by, math.cos(f1) + bx)) + 540) % 360 - 180
    return {'latitude': round(math.degrees(f), 6), 'longitude': round(lon, 6)}


def geo(p1, p2, method):
    d, b1, b2 = (vin if method == 'vincenty' else hav)(p1, p2)
    inputs = {'from': {'latitude': p1[0], 'longitude': p1[1]}, 'to': {'latitude': p2[0], 'longitude': p2[1]}}
    if method == 'vincenty':
        inputs['method'] = 'vincenty'
    add('geo-distance-calculator', inputs, {
        'distanceKm': round(d, 6), 'distanceMiles': round(d / 1.609344, 6), 'distanceNauticalMiles': round(d / 1.852, 6),
        'initialBearing': round(math.degrees(b1) % 360, 6) % 360, 'finalBearing': round(math.degrees(b2) % 360, 6) % 360,
        'midpoint': midpoint(p1, p2)})
    return d, b1, b2


PARIS, LONDON = (48.8566, 2.3522), (51.5074, -0.1278)
d, _, _ = geo(PARIS, LONDON, 'haversine')
assert f'{d:.4f}' == '343.5565', d              # TOOLS-PLAN §6
geo(PARIS, LONDON, 'vincenty')
# Geoscience Australia's worked example (Vincenty inverse): Flinders Peak -> Buninyong,
# 54972.271 m, azimuths 306°52'05.37" and 127°10'25.07".
FLINDERS = (-(37 + 57 / 60 + 3.72030 / 3600), 144 + 25 / 60 + 29.52440 / 3600)
BUNINYONG = (-(37 + 39 / 60 + 10.15610 / 3600), 143 + 55 / 60 + 35.38390 / 3600)
FLINDERS = (round(FLINDERS[0], 10), round(FLINDERS[1], 10))
BUNINYONG = (round(BUNINYONG[0], 10), round(BUNINYONG[1], 10))
d, b1, b2 = geo(FLINDERS, BUNINYONG, 'vincenty')
assert abs(d * 1000 - 54972.271) < 0.001, d
assert abs(math.degrees(b1) % 360 - (306 + 52 / 60 + 5.37 / 3600)) < 0.01 / 3600, b1
assert abs(math.degrees(b2) % 360 - 180 - (127 + 10 / 60 + 25.07 / 3600)) < 0.01 / 3600, b2

# ---- P3: frequency, acceleration, illuminance, metric prefixes ----
def freq(v, a, b):
    hz = {'Hz': Decimal(1), 'kHz': Decimal(10**3), 'MHz': Decimal(10**6), 'GHz': Decimal(10**9), 'rpm': Decimal(1) / 60,
          'rad/s': 1 / (2 * PI)}
    if 'rad/s' not in (a, b):
        hz = {k: F(str(x)) if k != 'rpm' else F(1, 60) for k, x in hz.items() if k != 'rad/s'}
        return num(F(str(v)) * hz[a] / hz[b])
    return num(Decimal(str(v)) * hz[a] / hz[b])


add('frequency-converter', {'value': 3000, 'from': 'rpm', 'to': 'Hz'}, {'result': freq(3000, 'rpm', 'Hz')})
add('frequency-converter', {'value': 60, 'from': 'Hz', 'to': 'rad/s'}, {'result': freq(60, 'Hz', 'rad/s')})
add('frequency-converter', {'value': 2.4, 'from': 'GHz', 'to': 'MHz'}, {'result': freq(2.4, 'GHz', 'MHz')})
ACCEL = {'m/s2': F(1), 'g0': gravity, 'ft/s2': foot, 'Gal': F(1, 100)}
add('acceleration-converter', {'value': 1, 'from': 'g0', 'to': 'ft/s2'}, {'result': lin(ACCEL, 1, 'g0', 'ft/s2')})
add('acceleration-converter', {'value': 100, 'from': 'm/s2', 'to': 'g0'}, {'result': lin(ACCEL, 100, 'm/s2', 'g0')})
add('acceleration-converter', {'value': 980, 'from': 'Gal', 'to': 'all'}, {'results': lin_all(ACCEL, 980, 'Gal')})
LUX = {'lx': F(1), 'fc': 1 / foot**2, 'ph': F(10**4)}
add('illuminance-converter', {'value': 1, 'from': 'fc', 'to': 'lx'}, {'result': lin(LUX, 1, 'fc', 'lx')})
add('illuminance-converter', {'value': 500, 'from': 'lx', 'to': 'fc'}, {'result': lin(LUX, 500, 'lx', 'fc')})
PREFIX = dict(quecto=-30, ronto=-27, yocto=-24, zepto=-21, atto=-18, femto=-15, pico=-12, nano=-9, micro=-6, milli=-3,
              centi=-2, deci=-1, none=0, deca=1, hecto=2, kilo=3, mega=6, giga=9, tera=12, peta=15, exa=18, zetta=21,
              yotta=24, ronna=27, quetta=30)
for v, a, b in [(1.5, 'giga', 'kilo'), (250, 'milli', 'none'), (7, 'micro', 'nano'), (42, 'quetta', 'quecto')]:
    add('metric-prefix-converter', {'value': v, 'fromPrefix': a, 'toPrefix': b},
        {'result': num(F(str(v)) * F(10) ** (PREFIX[a] - PREFIX[b]))})

# Published values of TOOLS-PLAN §6 (rounded there): check the exact answers round to them.
assert f"{float(PRESSURE['atm'] / PRESSURE['psi']):.14f}" == '14.69594877551345'
assert f"{fuel(10, 'l/100km', 'mpg'):.7f}" == '23.5214583'
assert f"{lin(SPEED, 100, 'km/h', 'mph'):.8f}" == '62.13711922'
assert lin(DATA, 1, 'GB', 'MiB') == 953.67431640625

print(json.dumps(out, indent=1, ensure_ascii=False))
