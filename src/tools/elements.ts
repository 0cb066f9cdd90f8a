// The 118 elements: symbol, IUPAC English name, place in the periodic table, ground-state electron configuration and
// Pauling electronegativity. Shared by element-lookup and the chemical formula parser (src/tools/chemical-formula.ts).
//
// Sources (typed 2025): names and symbols IUPAC (2016 for Nh, Mc, Ts, Og); ground-state configurations NIST Atomic
// Spectra Database (ionization-energy tables, Z ≤ 103), for Z ≥ 104 the relativistic predictions quoted by IUPAC and
// the CRC Handbook (flagged as predicted); Pauling electronegativities CRC Handbook of Chemistry and Physics (A. L.
// Allred, J. Inorg. Nucl. Chem. 17 (1961) 215, Pb as Pb(IV) 2.33), none for He, Ne, Ar and Z ≥ 104. Layout of the
// 2021 IUPAC recommendation: group 3 is Sc, Y, Lu, Lr (d block); La–Yb and Ac–No form the f block, with no group.
// Atomic weights are those of src/tools/science-data.ts (IUPAC/CIAAW abridged 2021).

/** Elements from Z = PREDICTED_FROM on have only computed ground-state configurations. */
export const PREDICTED_FROM = 104;

export interface Element {
  atomicNumber: number;
  symbol: string;
  name: string;
  /** 1–18; null for the f-block elements (La–Yb, Ac–No). */
  group: number | null;
  period: number;
  block: 's' | 'p' | 'd' | 'f';
  electronConfiguration: string;
  electronegativity: number | null;
}

type Row = [number, string, string, number | null, number, Element['block'], string, number | null];

// [Z, symbol, name, group, period, block, configuration, Pauling electronegativity]
const ROWS: readonly Row[] = [
  [1, 'H', 'Hydrogen', 1, 1, 's', '1s1', 2.20],
  [2, 'He', 'Helium', 18, 1, 's', '1s2', null],
  [3, 'Li', 'Lithium', 1, 2, 's', '[He] 2s1', 0.98],
  [4, 'Be', 'Beryllium', 2, 2, 's', '[He] 2s2', 1.57],
  [5, 'B', 'Boron', 13, 2, 'p', '[He] 2s2 2p1', 2.04],
  [6, 'C', 'Carbon', 14, 2, 'p', '[He] 2s2 2p2', 2.55],
  [7, 'N', 'Nitrogen', 15, 2, 'p', '[He] 2s2 2p3', 3.04],
  [8, 'O', 'Oxygen', 16, 2, 'p', '[He] 2s2 2p4', 3.44],
  [9, 'F', 'Fluorine', 17, 2, 'p', '[He] 2s2 2p5', 3.98],
  [10, 'Ne', 'Neon', 18, 2, 'p', '[He] 2s2 2p6', null],
  [11, 'Na', 'Sodium', 1, 3, 's', '[Ne] 3s1', 0.93],
  [12, 'Mg', 'Magnesium', 2, 3, 's', '[Ne] 3s2', 1.31],
  [13, 'Al', 'Aluminium', 13, 3, 'p', '[Ne] 3s2 3p1', 1.61],
  [14, 'Si', 'Silicon', 14, 3, 'p', '[Ne] 3s2 3p2', 1.90],
  [15, 'P', 'Phosphorus', 15, 3, 'p', '[Ne] 3s2 3p3', 2.19],
  [16, 'S', 'Sulfur', 16, 3, 'p', '[Ne] 3s2 3p4', 2.58],
  [17, 'Cl', 'Chlorine', 17, 3, 'p', '[Ne] 3s2 3p5', 3.16],
  [18, 'Ar', 'Argon', 18, 3, 'p', '[Ne] 3s2 3p6', null],
  [19, 'K', 'Potassium', 1, 4, 's', '[Ar] 4s1', 0.82],
  [20, 'Ca', 'Calcium', 2, 4, 's', '[Ar] 4s2', 1.00],
  [21, 'Sc', 'Scandium', 3, 4, 'd', '[Ar] 3d1 4s2', 1.36],
  [22, 'Ti', 'Titanium', 4, 4, 'd', '[Ar] 3d2 4s2', 1.54],
  [23, 'V', 'Vanadium', 5, 4, 'd', '[Ar] 3d3 4s2', 1.63],
  [24, 'Cr', 'Chromium', 6, 4, 'd', '[Ar] 3d5 4s1', 1.66],
  [25, 'Mn', 'Manganese', 7, 4, 'd', '[Ar] 3d5 4s2', 1.55],
  [26, 'Fe', 'Iron', 8, 4, 'd', '[Ar] 3d6 4s2', 1.83],
  [27, 'Co', 'Cobalt', 9, 4, 'd', '[Ar] 3d7 4s2', 1.88],
  [28, 'Ni', 'Nickel', 10, 4, 'd', '[Ar] 3d8 4s2', 1.91],
  [29, 'Cu', 'Copper', 11, 4, 'd', '[Ar] 3d10 4s1', 1.90],
  [30, 'Zn', 'Zinc', 12, 4, 'd', '[Ar] 3d10 4s2', 1.65],
  [31, 'Ga', 'Gallium', 13, 4, 'p', '[Ar] 3d10 4s2 4p1', 1.81],
  [32, 'Ge', 'Germanium', 14, 4, 'p', '[Ar] 3d10 4s2 4p2', 2.01],
  [33, 'As', 'Arsenic', 15, 4, 'p', '[Ar] 3d10 4s2 4p3', 2.18],
  [34, 'Se', 'Selenium', 16, 4, 'p', '[Ar] 3d10 4s2 4p4', 2.55],
  [35, 'Br', 'Bromine', 17, 4, 'p', '[Ar] 3d10 4s2 4p5', 2.96],
  [36, 'Kr', 'Krypton', 18, 4, 'p', '[Ar] 3d10 4s2 4p6', 3.00],
  [37, 'Rb', 'Rubidium', 1, 5, 's', '[Kr] 5s1', 0.82],
  [38, 'Sr', 'Strontium', 2, 5, 's', '[Kr] 5s2', 0.95],
  [39, 'Y', 'Yttrium', 3, 5, 'd', '[Kr] 4d1 5s2', 1.22],
  [40, 'Zr', 'Zirconium', 4, 5, 'd', '[Kr] 4d2 5s2', 1.33],
  [41, 'Nb', 'Niobium', 5, 5, 'd', '[Kr] 4d4 5s1', 1.6],
  [42, 'Mo', 'Molybdenum', 6, 5, 'd', '[Kr] 4d5 5s1', 2.16],
  [43, 'Tc', 'Technetium', 7, 5, 'd', '[Kr] 4d5 5s2', 1.9],
  [44, 'Ru', 'Ruthenium', 8, 5, 'd', '[Kr] 4d7 5s1', 2.2],
  [45, 'Rh', 'Rhodium', 9, 5, 'd', '[Kr] 4d8 5s1', 2.28],
  [46, 'Pd', 'Palladium', 10, 5, 'd', '[Kr] 4d10', 2.20],
  [47, 'Ag', 'Silver', 11, 5, 'd', '[Kr] 4d10 5s1', 1.93],
  [48, 'Cd', 'Cadmium', 12, 5, 'd', '[Kr] 4d10 5s2', 1.69],
  [49, 'In', 'Indium', 13, 5, 'p', '[Kr] 4d10 5s2 5p1', 1.78],
  [50, 'Sn', 'Tin', 14, 5, 'p', '[Kr] 4d10 5s2 5p2', 1.96],
  [51, 'Sb', 'Antimony', 15, 5, 'p', '[Kr] 4d10 5s2 5p3', 2.05],
  [52, 'Te', 'Tellurium', 16, 5, 'p', '[Kr] 4d10 5s2 5p4', 2.1],
  [53, 'I', 'Iodine', 17, 5, 'p', '[Kr] 4d10 5s2 5p5', 2.66],
  [54, 'Xe', 'Xenon', 18, 5, 'p', '[Kr] 4d10 5s2 5p6', 2.60],
  [55, 'Cs', 'Caesium', 1, 6, 's', '[Xe] 6s1', 0.79],
  [56, 'Ba', 'Barium', 2, 6, 's', '[Xe] 6s2', 0.89],
  [57, 'La', 'Lanthanum', null, 6, 'f', '[Xe] 5d1 6s2', 1.10],
  [58, 'Ce', 'Cerium', null, 6, 'f', '[Xe] 4f1 5d1 6s2', 1.12],
  [59, 'Pr', 'Praseodymium', null, 6, 'f', '[Xe] 4f3 6s2', 1.13],
  [60, 'Nd', 'Neodymium', null, 6, 'f', '[Xe] 4f4 6s2', 1.14],
  [61, 'Pm', 'Promethium', null, 6, 'f', '[Xe] 4f5 6s2', 1.13],
  [62, 'Sm', 'Samarium', null, 6, 'f', '[Xe] 4f6 6s2', 1.17],
  [63, 'Eu', 'Europium', null, 6, 'f', '[Xe] 4f7 6s2', 1.2],
  [64, 'Gd', 'Gadolinium', null, 6, 'f', '[Xe] 4f7 5d1 6s2', 1.2],
  [65, 'Tb', 'Terbium', null, 6, 'f', '[Xe] 4f9 6s2', 1.1],
  [66, 'Dy', 'Dysprosium', null, 6, 'f', '[Xe] 4f10 6s2', 1.22],
  [67, 'Ho', 'Holmium', null, 6, 'f', '[Xe] 4f11 6s2', 1.23],
  [68, 'Er', 'Erbium', null, 6, 'f', '[Xe] 4f12 6s2', 1.24],
  [69, 'Tm', 'Thulium', null, 6, 'f', '[Xe] 4f13 6s2', 1.25],
  [70, 'Yb', 'Ytterbium', null, 6, 'f', '[Xe] 4f14 6s2', 1.1],
  [71, 'Lu', 'Lutetium', 3, 6, 'd', '[Xe] 4f14 5d1 6s2', 1.27],
  [72, 'Hf', 'Hafnium', 4, 6, 'd', '[Xe] 4f14 5d2 6s2', 1.3],
  [73, 'Ta', 'Tantalum', 5, 6, 'd', '[Xe] 4f14 5d3 6s2', 1.5],
  [74, 'W', 'Tungsten', 6, 6, 'd', '[Xe] 4f14 5d4 6s2', 2.36],
  [75, 'Re', 'Rhenium', 7, 6, 'd', '[Xe] 4f14 5d5 6s2', 1.9],
  [76, 'Os', 'Osmium', 8, 6, 'd', '[Xe] 4f14 5d6 6s2', 2.2],
  [77, 'Ir', 'Iridium', 9, 6, 'd', '[Xe] 4f14 5d7 6s2', 2.20],
  [78, 'Pt', 'Platinum', 10, 6, 'd', '[Xe] 4f14 5d9 6s1', 2.28],
  [79, 'Au', 'Gold', 11, 6, 'd', '[Xe] 4f14 5d10 6s1', 2.54],
  [80, 'Hg', 'Mercury', 12, 6, 'd', '[Xe] 4f14 5d10 6s2', 2.00],
  [81, 'Tl', 'Thallium', 13, 6, 'p', '[Xe] 4f14 5d10 6s2 6p1', 1.62],
  [82, 'Pb', 'Lead', 14, 6, 'p', '[Xe] 4f14 5d10 6s2 6p2', 2.33],
  [83, 'Bi', 'Bismuth', 15, 6, 'p', '[Xe] 4f14 5d10 6s2 6p3', 2.02],
  [84, 'Po', 'Polonium', 16, 6, 'p', '[Xe] 4f14 5d10 6s2 6p4', 2.0],
  [85, 'At', 'Astatine', 17, 6, 'p', '[Xe] 4f14 5d10 6s2 6p5', 2.2],
  [86, 'Rn', 'Radon', 18, 6, 'p', '[Xe] 4f14 5d10 6s2 6p6', 2.2],
  [87, 'Fr', 'Francium', 1, 7, 's', '[Rn] 7s1', 0.79],
  [88, 'Ra', 'Radium', 2, 7, 's', '[Rn] 7s2', 0.9],
  [89, 'Ac', 'Actinium', null, 7, 'f', '[Rn] 6d1 7s2', 1.1],
  [90, 'Th', 'Thorium', null, 7, 'f', '[Rn] 6d2 7s2', 1.3],
  [91, 'Pa', 'Protactinium', null, 7, 'f', '[Rn] 5f2 6d1 7s2', 1.5],
  [92, 'U', 'Uranium', null, 7, 'f', '[Rn] 5f3 6d1 7s2', 1.38],
  [93, 'Np', 'Neptunium', null, 7, 'f', '[Rn] 5f4 6d1 7s2', 1.36],
  [94, 'Pu', 'Plutonium', null, 7, 'f', '[Rn] 5f6 7s2', 1.28],
  [95, 'Am', 'Americium', null, 7, 'f', '[Rn] 5f7 7s2', 1.13],
  [96, 'Cm', 'Curium', null, 7, 'f', '[Rn] 5f7 6d1 7s2', 1.28],
  [97, 'Bk', 'Berkelium', null, 7, 'f', '[Rn] 5f9 7s2', 1.3],
  [98, 'Cf', 'Californium', null, 7, 'f', '[Rn] 5f10 7s2', 1.3],
  [99, 'Es', 'Einsteinium', null, 7, 'f', '[Rn] 5f11 7s2', 1.3],
  [100, 'Fm', 'Fermium', null, 7, 'f', '[Rn] 5f12 7s2', 1.3],
  [101, 'Md', 'Mendelevium', null, 7, 'f', '[Rn] 5f13 7s2', 1.3],
  [102, 'No', 'Nobelium', null, 7, 'f', '[Rn] 5f14 7s2', 1.3],
  [103, 'Lr', 'Lawrencium', 3, 7, 'd', '[Rn] 5f14 7s2 7p1', 1.3],
  [104, 'Rf', 'Rutherfordium', 4, 7, 'd', '[Rn] 5f14 6d2 7s2', null],
  [105, 'Db', 'Dubnium', 5, 7, 'd', '[Rn] 5f14 6d3 7s2', null],
  [106, 'Sg', 'Seaborgium', 6, 7, 'd', '[Rn] 5f14 6d4 7s2', null],
  [107, 'Bh', 'Bohrium', 7, 7, 'd', '[Rn] 5f14 6d5 7s2', null],
  [108, 'Hs', 'Hassium', 8, 7, 'd', '[Rn] 5f14 6d6 7s2', null],
  [109, 'Mt', 'Meitnerium', 9, 7, 'd', '[Rn] 5f14 6d7 7s2', null],
  [110, 'Ds', 'Darmstadtium', 10, 7, 'd', '[Rn] 5f14 6d8 7s2', null],
  [111, 'Rg', 'Roentgenium', 11, 7, 'd', '[Rn] 5f14 6d9 7s2', null],
  [112, 'Cn', 'Copernicium', 12, 7, 'd', '[Rn] 5f14 6d10 7s2', null],
  [113, 'Nh', 'Nihonium', 13, 7, 'p', '[Rn] 5f14 6d10 7s2 7p1', null],
  [114, 'Fl', 'Flerovium', 14, 7, 'p', '[Rn] 5f14 6d10 7s2 7p2', null],
  [115, 'Mc', 'Moscovium', 15, 7, 'p', '[Rn] 5f14 6d10 7s2 7p3', null],
  [116, 'Lv', 'Livermorium', 16, 7, 'p', '[Rn] 5f14 6d10 7s2 7p4', null],
  [117, 'Ts', 'Tennessine', 17, 7, 'p', '[Rn] 5f14 6d10 7s2 7p5', null],
  [118, 'Og', 'Oganesson', 18, 7, 'p', '[Rn] 5f14 6d10 7s2 7p6', null],
];

export const ELEMENTS: readonly Element[] = ROWS.map(([atomicNumber, symbol, name, group, period, block, electronConfiguration, electronegativity]) => ({
  atomicNumber, symbol, name, group, period, block, electronConfiguration, electronegativity,
}));

export const ELEMENT_SYMBOLS: ReadonlySet<string> = new Set(ELEMENTS.map((element) => element.symbol));
