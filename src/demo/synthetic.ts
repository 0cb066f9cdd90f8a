// Seeded synthetic telemetry for demos and benchmarks: plausible players (latent OCEAN traits, demographics that
// shift them a little) playing the 15 games with trait-driven strategies, reported the way the desktop app reports.
// Every session is derived from (seed, index) alone, so any slice of a run can be regenerated on its own.
import { DIMENSIONS, TRAITS, type Dimension, type GameId, type Ocean } from '../research/games.ts';
import {
  DEMOGRAPHICS,
  type DemographicKey,
  type Endgame,
  type TelemetrySession,
  type Turn,
} from '../research/telemetry.ts';
import { DAY_MS } from '../clock.ts';
import { clamp, clamp01, dateWindow, round3, SeededRandom as Rng, sigmoid, whole, type DateWindow } from './synthetic-random.ts';

export interface SyntheticOptions {
  seed: number;
  sessions: number;
  /** index of the first session, so batches of a big run continue one sequence */
  start?: number;
  /** dates are spread over the `months` months ending at `endDate` (yyyy-mm-dd; default '2026-10-31'), default 9 */
  months?: number;
  endDate?: string;
}

const DEFAULT_END_DATE = '2026-10-31';
const DEFAULT_MONTHS = 9;
const DEFAULT_BATCH_SIZE = 500;

// ---------------------------------------------------------------------------------------------------------------
// Small numeric helpers

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

// ---------------------------------------------------------------------------------------------------------------
// Players: demographics, latent traits, behavioural dispositions

type Option<K extends DemographicKey> = (typeof DEMOGRAPHICS)[K][number];
type Weights<K extends DemographicKey> = Readonly<Record<Option<K>, number>>;
type FullDemographics = { [K in DemographicKey]: Option<K> };

const AGE_WEIGHTS: Weights<'ageGroup'> = { '18-24': 24, '25-34': 33, '35-44': 21, '45-54': 12, '55-64': 7, '65+': 3 };
const GENDER_WEIGHTS: Weights<'gender'> = { female: 43, male: 51, 'non-binary': 2.5, undisclosed: 3.5 };
const REGION_WEIGHTS: Weights<'region'> = {
  africa: 4,
  asia: 20,
  europe: 28,
  'latin-america': 9,
  'middle-east': 4,
  'north-america': 30,
  oceania: 5,
};
const PLAYER_TYPE_WEIGHTS: Weights<'playerType'> = { casual: 58, regular: 30, competitive: 12 };
/** Experience follows how seriously someone plays. */
const EXPERIENCE_WEIGHTS: Record<Option<'playerType'>, Weights<'strategyExperience'>> = {
  casual: { none: 45, some: 40, experienced: 12, expert: 3 },
  regular: { none: 20, some: 45, experienced: 28, expert: 7 },
  competitive: { none: 5, some: 30, experienced: 40, expert: 25 },
};
/** Local time offsets from UTC (hours) around which each region's players sit, ±1 h. */
const REGION_UTC_OFFSET: Record<Option<'region'>, number> = {
  africa: 2,
  asia: 7,
  europe: 1,
  'latin-america': -4,
  'middle-east': 3,
  'north-america': -6,
  oceania: 10,
};

/**
 * Mildly correlated Big Five (order O C E A N), about half the inter-trait correlations reported in the
 * literature, so the traits are neither independent nor redundant.
 */
const TRAIT_CORRELATION = [
  [1, 0.1, 0.25, 0.1, -0.1],
  [0.1, 1, 0.15, 0.25, -0.3],
  [0.25, 0.15, 1, 0.15, -0.25],
  [0.1, 0.25, 0.15, 1, -0.25],
  [-0.1, -0.3, -0.25, -0.25, 1],
];

/** Lower-triangular L with L·Lᵀ = matrix, to turn independent normals into correlated ones. */
function cholesky(matrix: readonly (readonly number[])[]): number[][] {
  const n = matrix.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = matrix[i]![j]!;
      for (let k = 0; k < j; k++) sum -= l[i]![k]! * l[j]![k]!;
      l[i]![j] = i === j ? Math.sqrt(sum) : sum / l[j]![j]!;
    }
  }
  return l;
}
const TRAIT_FACTOR = cholesky(TRAIT_CORRELATION);

/**
 * Segment shifts of the latent traits (SD units), after broad findings (A and C rise and N falls with age; women
 * average higher A and N) and kept small so segments overlap heavily.
 */
const AGE_STEP_SHIFT: Partial<Ocean> = { O: -0.03, C: 0.08, A: 0.08, N: -0.06 };
/** The mean age-group index, so age shifts leave the population mean near 0. */
const AGE_CENTRE = 1.5;
const GENDER_SHIFT: Record<Option<'gender'>, Partial<Ocean>> = {
  female: { A: 0.15, N: 0.2 },
  male: { A: -0.12, N: -0.15 },
  'non-binary': { O: 0.2 },
  undisclosed: {},
};
const PLAYER_TYPE_SHIFT: Record<Option<'playerType'>, Partial<Ocean>> = {
  casual: {},
  regular: { C: 0.05, E: 0.05 },
  competitive: { C: 0.1, E: 0.25, A: -0.25 },
};

/** The signal dimensions plus a general cooperativeness that drives the social games. */
type Disposition = Dimension | 'cooperation';
type Profile = Record<Disposition, number>;
type Loading = Partial<Ocean> & { intercept: number };

/** How traits drive each disposition, in logit units. */
const DISPOSITION_LOADINGS: Record<Disposition, Loading> = {
  risk_tolerance: { intercept: -0.1, O: 0.6, E: 0.3, N: -0.5 },
  aggression: { intercept: -0.5, A: -0.8, E: 0.4, N: 0.2 },
  trust_propensity: { intercept: 0.2, A: 0.7, E: 0.3, N: -0.4 },
  loss_aversion: { intercept: 0.3, O: -0.3, N: 0.7 },
  authority_deference: { intercept: -0.1, O: -0.5, C: 0.4, A: 0.4 },
  decisiveness: { intercept: 0, C: 0.6, E: 0.3, N: -0.5 },
  strategic_horizon: { intercept: 0, O: 0.4, C: 0.6 },
  moral_flexibility: { intercept: -0.4, O: 0.2, C: -0.5, A: -0.5 },
  cooperation: { intercept: 0.3, C: 0.25, A: 0.9, N: -0.15 },
};
/** Logit SD of each disposition that the traits do not explain. */
const DISPOSITION_IDIOSYNCRASY = 0.5;
/** Competitive players play harder than their traits alone suggest (logit units). */
const PLAYER_TYPE_BEHAVIOUR: Record<Option<'playerType'>, Partial<Profile>> = {
  casual: {},
  regular: { strategic_horizon: 0.2 },
  competitive: { aggression: 0.6, risk_tolerance: 0.3, decisiveness: 0.3, cooperation: -0.4 },
};
/** Strategic horizon gained per level of strategy experience (logit units). */
const EXPERIENCE_HORIZON_STEP = 0.3;

interface Player {
  demographics: FullDemographics;
  traits: Ocean;
  profile: Profile;
}

function drawPlayer(rng: Rng): Player {
  const playerType = rng.pick(PLAYER_TYPE_WEIGHTS);
  const demographics: FullDemographics = {
    ageGroup: rng.pick(AGE_WEIGHTS),
    gender: rng.pick(GENDER_WEIGHTS),
    region: rng.pick(REGION_WEIGHTS),
    playerType,
    strategyExperience: rng.pick(EXPERIENCE_WEIGHTS[playerType]),
  };
  const ageSteps = DEMOGRAPHICS.ageGroup.indexOf(demographics.ageGroup) - AGE_CENTRE;
  const independent = TRAITS.map(() => rng.normal());
  const traits = {} as Ocean;
  TRAITS.forEach((trait, i) => {
    const row = TRAIT_FACTOR[i]!;
    let z = 0;
    for (let k = 0; k <= i; k++) z += row[k]! * independent[k]!;
    traits[trait] =
      z +
      ageSteps * (AGE_STEP_SHIFT[trait] ?? 0) +
      (GENDER_SHIFT[demographics.gender][trait] ?? 0) +
      (PLAYER_TYPE_SHIFT[playerType][trait] ?? 0);
  });
  const experience = DEMOGRAPHICS.strategyExperience.indexOf(demographics.strategyExperience);
  const profile = {} as Profile;
  for (const [disposition, loading] of Object.entries(DISPOSITION_LOADINGS) as [Disposition, Loading][]) {
    let logit = loading.intercept + rng.normal(0, DISPOSITION_IDIOSYNCRASY);
    for (const trait of TRAITS) logit += (loading[trait] ?? 0) * traits[trait];
    logit += PLAYER_TYPE_BEHAVIOUR[playerType][disposition] ?? 0;
    if (disposition === 'strategic_horizon') logit += EXPERIENCE_HORIZON_STEP * experience;
    profile[disposition] = sigmoid(logit);
  }
  return { demographics, traits, profile };
}

// ---------------------------------------------------------------------------------------------------------------
// Games: one policy per game, a closure over the game's state (roles, the simulated opponent, strategies)

type Effects = Partial<Record<Dimension, number>>;
interface Move {
  choice: string;
  /** How the move shifts the client's per-turn signals away from the player's dispositions. */
  effects: Effects;
  /** How cooperative the move was (0…1), for moves that say so. */
  cooperation?: number;
  /** The side taken in a moral choice, for moral consistency. */
  moral?: string;
}
type Policy = (round: number) => Move;
type PolicyFactory = (rng: Rng, p: Profile, turns: number) => Policy;

/** Per-round chance that a prisoner's-dilemma player changes strategy. */
const STRATEGY_SWITCH_RATE = 0.06;
/** Chance that the simulated tit-for-tat opponent does the opposite of what it should. */
const OPPONENT_NOISE = 0.1;
const BALLOON_MAX_PUMPS = 20;
/** How close (in points) the other side's offer must come to a negotiator's demand for a deal. */
const NEGOTIATION_TOLERANCE = 3;
/** Offers an ultimatum proposer makes, by amount 0…10 (modal fair split, few hyper-fair offers). */
const OPPONENT_OFFER_WEIGHTS = [3, 7, 10, 14, 20, 40, 4, 2, 0, 0, 0];

const POLICIES: Record<GameId, PolicyFactory> = {
  'prisoners-dilemma': (rng, p, turns) => {
    const chooseStrategy = () =>
      rng.pick({
        'tit-for-tat': 0.2 + 0.5 * p.strategic_horizon,
        cooperator: p.cooperation ** 2,
        defector: (1 - p.cooperation) ** 2,
        mixed: 0.3,
      });
    let strategy = chooseStrategy();
    let opponentCooperated = true;
    return (round) => {
      if (round > 1 && rng.chance(STRATEGY_SWITCH_RATE)) strategy = chooseStrategy();
      const tendencies = {
        'tit-for-tat': opponentCooperated ? 0.92 : 0.12,
        cooperator: 0.92,
        defector: 0.1,
        mixed: p.cooperation,
      };
      let pCooperate = tendencies[strategy];
      // Forward-looking players defect in the known last round (the end-game effect of finitely repeated games).
      if (round === turns) pCooperate *= 1 - 0.5 * p.strategic_horizon;
      const cooperate = rng.chance(pCooperate);
      opponentCooperated = rng.chance(OPPONENT_NOISE) ? !cooperate : cooperate;
      return cooperate
        ? { choice: 'cooperate', effects: { aggression: -0.12, trust_propensity: 0.12 }, cooperation: 1 }
        : {
            choice: 'defect',
            effects: { aggression: 0.2, trust_propensity: -0.15, moral_flexibility: 0.05 },
            cooperation: 0,
          };
    };
  },

  'public-goods': (rng, p) => {
    // The others' mean contribution: starts generous and decays, as in most repeated public-goods experiments.
    let others = clamp(rng.normal(5.5, 1), 0, 10);
    return () => {
      // Conditional cooperation: half own disposition, half matching the group.
      const amount = whole(rng.normal(0.55 * 10 * p.cooperation + 0.45 * others - 0.6 * p.aggression, 1.4), 0, 10);
      others = clamp(0.85 * others + 0.15 * amount - 0.3 + rng.normal(0, 0.6), 0, 10);
      const share = amount / 10;
      return {
        choice: `contribute:${amount}`,
        effects: { trust_propensity: 0.3 * (share - 0.5), aggression: -0.2 * (share - 0.5) },
        cooperation: share,
      };
    };
  },

  'stag-hunt': (rng, p) => {
    let partnerHuntedStag = true;
    return () => {
      const inclination =
        0.15 + 0.45 * p.trust_propensity + 0.25 * p.risk_tolerance + 0.2 * p.cooperation - 0.15 * p.loss_aversion;
      const stag = rng.chance(clamp01(inclination) * (partnerHuntedStag ? 1 : 0.55));
      partnerHuntedStag = rng.chance(stag ? 0.8 : 0.45);
      return stag
        ? { choice: 'stag', effects: { trust_propensity: 0.15, risk_tolerance: 0.08 }, cooperation: 1 }
        : { choice: 'hare', effects: { trust_propensity: -0.12, loss_aversion: 0.1 }, cooperation: 0 };
    };
  },

  'trust-game': (rng, p) => {
    /** What came back per point invested last time (1 = break-even); investors adjust to it. */
    let lastReturnRatio = 1;
    const invest = (): Move => {
      const intended = 1 + 8 * p.trust_propensity + 1.5 * (p.risk_tolerance - 0.5) + 2 * (lastReturnRatio - 1);
      const amount = whole(rng.normal(intended, 1.5), 0, 10);
      if (amount > 0) lastReturnRatio = 3 * clamp(rng.normal(0.35, 0.15), 0, 0.8);
      const share = amount / 10;
      return {
        choice: `invest:${amount}`,
        effects: { trust_propensity: 0.4 * (share - 0.5), risk_tolerance: 0.2 * (share - 0.5) },
        cooperation: share,
      };
    };
    const giveBack = (): Move => {
      const received = 3 * whole(rng.normal(5.5, 2.5), 0, 10);
      const fraction = clamp01(0.05 + 0.5 * p.cooperation + rng.normal(0, 0.08));
      const amount = whole(received * fraction, 0, received);
      const returned = received > 0 ? amount / received : fraction;
      return {
        choice: `return:${amount}`,
        effects: { aggression: -0.3 * (returned - 0.35), moral_flexibility: -0.2 * (returned - 0.35) },
        // Returning half of what the investor's trust tripled counts as fully cooperative.
        ...(received > 0 && { cooperation: Math.min(1, 2 * returned) }),
      };
    };
    // Roles alternate: investor in odd rounds, trustee in even ones.
    return (round) => (round % 2 === 1 ? invest() : giveBack());
  },

  'ultimatum-game': (rng, p) => {
    let lastOfferRejected = false;
    const propose = (): Move => {
      // Offers rise with cooperation and with fear of rejection, more so after a rejection.
      const intended = 2.2 + 3 * p.cooperation + p.loss_aversion - p.aggression + (lastOfferRejected ? 1 : 0);
      const amount = whole(rng.normal(intended, 0.9), 0, 10);
      lastOfferRejected = !rng.chance(amount >= 4 ? 0.95 : sigmoid(1.5 * (amount - 2)));
      return {
        choice: `offer:${amount}`,
        effects: { aggression: -0.08 * (amount - 4), moral_flexibility: -0.05 * (amount - 4) },
        cooperation: Math.min(1, amount / 5),
      };
    };
    const respond = (): Move => {
      const offered = rng.index(OPPONENT_OFFER_WEIGHTS);
      // Unfair offers are punished by rejection; the aggressive punish more.
      const accept = offered >= 5 ? rng.chance(0.98) : rng.chance(sigmoid(1.6 * (offered - 1 - 2.5 * p.aggression)));
      return accept
        ? { choice: 'accept', effects: { aggression: -0.05, loss_aversion: 0.05 } }
        : { choice: 'reject', effects: { aggression: 0.2, loss_aversion: -0.1, moral_flexibility: -0.05 } };
    };
    return (round) => (round % 2 === 1 ? propose() : respond());
  },

  'dictator-game': (rng, p) => () => {
    // Dictator giving is bimodal: a selfish mass at 0, a fair mass at half, a spread in between.
    const selfish = 0.55 * (1 - p.cooperation) ** 1.5;
    const fair = 0.45 * p.cooperation ** 2;
    const r = rng.float();
    const amount = r < selfish ? 0 : r < selfish + fair ? 5 : whole(rng.normal(1 + 4 * p.cooperation, 1.3), 0, 10);
    const share = amount / 10;
    return {
      choice: `give:${amount}`,
      effects: {
        aggression: -0.3 * (share - 0.3),
        moral_flexibility: -0.2 * (share - 0.3),
        trust_propensity: 0.1 * (share - 0.3),
      },
      cooperation: Math.min(1, amount / 5),
    };
  },

  chicken: (rng, p) => {
    let crashed = false;
    return () => {
      const inclination = clamp01(0.1 + 0.45 * p.aggression + 0.35 * p.risk_tolerance - 0.2 * p.loss_aversion);
      // A crash makes most drivers swerve next time.
      const straight = rng.chance(crashed ? inclination / 2 : inclination);
      crashed = straight && rng.chance(0.35);
      return straight
        ? { choice: 'straight', effects: { aggression: 0.2, risk_tolerance: 0.15, decisiveness: 0.05 }, cooperation: 0 }
        : { choice: 'swerve', effects: { aggression: -0.1, loss_aversion: 0.1 }, cooperation: 1 };
    };
  },

  'balloon-risk': (rng, p) => {
    const aim = () => whole(rng.normal(2 + 10 * p.risk_tolerance - 3 * p.loss_aversion, 1.5), 1, BALLOON_MAX_PUMPS);
    let target = aim();
    let pumps = 0;
    let popsAt = rng.int(1, BALLOON_MAX_PUMPS);
    const nextBalloon = (newTarget: number) => {
      target = newTarget;
      pumps = 0;
      popsAt = rng.int(1, BALLOON_MAX_PUMPS);
    };
    return () => {
      if (pumps >= target) {
        nextBalloon(whole(target + rng.normal(0, 1), 1, BALLOON_MAX_PUMPS));
        return { choice: 'collect', effects: { risk_tolerance: -0.1, loss_aversion: 0.1, decisiveness: 0.03 } };
      }
      pumps++;
      const effects = { risk_tolerance: 0.1 + 0.015 * pumps, loss_aversion: -0.08 };
      // After a pop the loss-averse aim lower.
      if (pumps >= popsAt) nextBalloon(whole(target - 3 * p.loss_aversion, 1, BALLOON_MAX_PUMPS));
      return { choice: 'pump', effects };
    };
  },

  'beauty-contest': (rng, p) => {
    // Level-k reasoning: level 0 guesses around 50, each level multiplies by 2/3.
    const level = whole(4 * p.strategic_horizon - 0.5 + rng.normal(0, 0.8), 0, 4);
    let winning = clamp(rng.normal(23, 4), 5, 40);
    return (round) => {
      const guess =
        round === 1
          ? whole(50 * (2 / 3) ** level + rng.normal(0, level === 0 ? 10 : 4), 0, 100)
          : whole(winning * (2 / 3) ** (level / 2 + 0.5) + rng.normal(0, 3), 0, 100);
      // Groups converge towards 0 as players learn.
      if (round > 1) winning *= 0.65 + 0.25 * rng.float();
      return {
        choice: `guess:${guess}`,
        effects: { strategic_horizon: 0.08 * (level - 1.5), decisiveness: 0.02 * (level - 1.5) },
      };
    };
  },

  centipede: (rng, p) => {
    let node = 0;
    return () => {
      // Passing grows the pot; the forward-looking take early (backward induction), everyone takes as it grows.
      const pPass = 0.3 + 0.45 * p.trust_propensity + 0.2 * p.cooperation - 0.2 * p.strategic_horizon - 0.06 * node;
      const pass = rng.chance(pPass);
      node = pass && !rng.chance(0.25 + 0.04 * node) ? node + 1 : 0;
      return pass
        ? { choice: 'pass', effects: { trust_propensity: 0.15, strategic_horizon: -0.05 }, cooperation: 1 }
        : {
            choice: 'take',
            effects: { aggression: 0.08, trust_propensity: -0.12, strategic_horizon: 0.1 },
            cooperation: 0,
          };
    };
  },

  'deception-game': (rng, p) => {
    let deceived = false;
    // Players who were just lied to lie a little more themselves.
    const send = (): Move =>
      rng.chance(0.1 + 0.7 * p.moral_flexibility + (deceived ? 0.1 : 0))
        ? { choice: 'lie', effects: { moral_flexibility: 0.25, trust_propensity: -0.05 }, cooperation: 0, moral: 'lie' }
        : {
            choice: 'truth',
            effects: { moral_flexibility: -0.15, trust_propensity: 0.05 },
            cooperation: 1,
            moral: 'truth',
          };
    const receive = (): Move => {
      // Having been lied to makes a receiver wary for a while.
      const trust = rng.chance(0.1 + p.trust_propensity * (deceived ? 0.6 : 1));
      if (trust) deceived = rng.chance(0.35);
      return trust
        ? { choice: 'trust', effects: { trust_propensity: 0.2, risk_tolerance: 0.05 }, cooperation: 1 }
        : { choice: 'distrust', effects: { trust_propensity: -0.2, loss_aversion: 0.05 }, cooperation: 0 };
    };
    return (round) => (round % 2 === 1 ? send() : receive());
  },

  'authority-task': (rng, p, turns) => {
    let refused = false;
    return (round) => {
      // The orders escalate; once someone has refused, refusing again comes easier.
      const pressure = round / turns;
      const choice = rng.pick({
        comply: 0.3 + p.authority_deference * (1.2 - 0.8 * pressure),
        question: 0.2 + 0.2 * p.strategic_horizon,
        refuse: (1 - p.authority_deference) * (0.05 + 0.5 * pressure) + (refused ? 0.25 : 0),
      });
      if (choice === 'refuse') refused = true;
      const effects: Record<typeof choice, Effects> = {
        comply: { authority_deference: 0.2, moral_flexibility: 0.05 * pressure },
        question: { authority_deference: -0.05, strategic_horizon: 0.05 },
        refuse: { authority_deference: -0.25, aggression: 0.05, decisiveness: 0.05 },
      };
      return { choice, effects: effects[choice], moral: choice === 'comply' ? 'comply' : 'resist' };
    };
  },

  'moral-dilemmas': (rng, p) => () => {
    // Each dilemma has its own utilitarian pull (switch-like cases invite acting, footbridge-like ones do not).
    const pull = rng.normal();
    const act = rng.chance(sigmoid(4 * (p.moral_flexibility - 0.4) + 1.2 * pull + (p.decisiveness - 0.5)));
    return act
      ? { choice: 'act', effects: { moral_flexibility: 0.15, decisiveness: 0.08 }, moral: 'act' }
      : { choice: 'abstain', effects: { moral_flexibility: -0.12, loss_aversion: 0.06 }, moral: 'abstain' };
  },

  'sealed-bid-auction': (rng, p) => () => {
    // First-price bids shade the private value; the loss-averse and aggressive shade less.
    const value = rng.int(20, 100);
    const intended = 0.68 + 0.15 * p.loss_aversion + 0.12 * p.aggression - 0.08 * p.strategic_horizon;
    const fraction = clamp(rng.normal(intended, 0.06), 0.3, 1.05);
    const excess = fraction - 0.75;
    return {
      choice: `bid:${whole(value * fraction, 0, 100)}`,
      effects: { aggression: 0.6 * excess, risk_tolerance: -0.4 * excess, strategic_horizon: -0.4 * excess },
    };
  },

  negotiation: (rng, p) => {
    let demand = 0;
    let offered = 0;
    let steps = 0;
    const open = () => {
      demand = whole(rng.normal(62 + 25 * p.aggression, 6), 40, 100);
      offered = whole(rng.normal(30, 8), 0, 60);
      steps = 0;
    };
    open();
    return () => {
      steps++;
      if (offered >= demand - NEGOTIATION_TOLERANCE) {
        open();
        const effects = { trust_propensity: 0.1, aggression: -0.1, decisiveness: 0.05 };
        return { choice: 'accept', effects, cooperation: 1 };
      }
      if (steps > 3 && rng.chance(0.08 + 0.25 * p.aggression * (1 - p.loss_aversion))) {
        open();
        const effects = { aggression: 0.2, risk_tolerance: 0.15, loss_aversion: -0.1 };
        return { choice: 'walk-away', effects, cooperation: 0 };
      }
      const move: Move = { choice: `offer:${demand}`, effects: { aggression: 0.4 * (demand / 100 - 0.6) } };
      demand = Math.max(offered, demand - Math.max(0, Math.round(rng.normal(2 + 6 * p.cooperation, 1))));
      offered = Math.min(100, offered + rng.int(2, 8));
      return move;
    };
  },
};

/** Popularity of the standard games (relative weights). */
const GAME_WEIGHTS: Readonly<Record<GameId, number>> = {
  'prisoners-dilemma': 16,
  'trust-game': 12,
  'ultimatum-game': 11,
  'public-goods': 9,
  'dictator-game': 7,
  'balloon-risk': 7,
  'stag-hunt': 6,
  chicken: 6,
  'beauty-contest': 5,
  'deception-game': 5,
  'moral-dilemmas': 5,
  'authority-task': 4,
  negotiation: 4,
  centipede: 2,
  'sealed-bid-auction': 1.5,
};

/** Rounds per session by game: one-shot-ish games are short, repeated and sequential ones longer. */
const TURN_RANGE: Record<GameId, readonly [number, number]> = {
  'prisoners-dilemma': [8, 25],
  'public-goods': [5, 15],
  'stag-hunt': [5, 15],
  'trust-game': [6, 16],
  'ultimatum-game': [6, 16],
  'dictator-game': [5, 10],
  chicken: [5, 15],
  'balloon-risk': [10, 25],
  'beauty-contest': [5, 10],
  centipede: [6, 20],
  'deception-game': [6, 16],
  'authority-task': [5, 15],
  'moral-dilemmas': [5, 12],
  'sealed-bid-auction': [5, 12],
  negotiation: [8, 25],
};

const CUSTOM_SCENARIO_SHARE = 0.08;
/** Custom scenarios reskin the mechanics of a few fitting games. */
const SCENARIOS: Record<string, { weight: number; games: readonly GameId[] }> = {
  'heist-split': {
    weight: 30,
    games: ['ultimatum-game', 'prisoners-dilemma', 'negotiation', 'dictator-game', 'stag-hunt'],
  },
  'office-politics': { weight: 25, games: ['authority-task', 'negotiation', 'trust-game', 'prisoners-dilemma'] },
  lifeboat: { weight: 20, games: ['moral-dilemmas', 'public-goods', 'dictator-game'] },
  whistleblower: { weight: 15, games: ['authority-task', 'deception-game', 'moral-dilemmas'] },
  'market-crash': { weight: 10, games: ['balloon-risk', 'sealed-bid-auction', 'trust-game', 'chicken'] },
};
const SCENARIO_WEIGHTS = Object.fromEntries(Object.entries(SCENARIOS).map(([id, s]) => [id, s.weight]));

// ---------------------------------------------------------------------------------------------------------------
// Turns as the client reports them

const RT_MEDIAN_MS = 2_800;
/** Games that take more reading or arithmetic per decision. */
const GAME_THINKING: Partial<Record<GameId, number>> = {
  'beauty-contest': 1.6,
  'sealed-bid-auction': 1.4,
  negotiation: 1.4,
  'moral-dilemmas': 1.8,
  'public-goods': 1.2,
  'trust-game': 1.2,
};
const RT_LOG_SD = 0.45;
/** Log-time lost per unit of decisiveness above 0.5, and per SD of extraversion. */
const RT_DECISIVENESS = 0.9;
const RT_EXTRAVERSION = 0.1;
/** Players speed up as the rules sink in (log-time per log-round); round 1 includes reading the rules. */
const RT_LEARNING = 0.15;
const FIRST_ROUND_SLOWDOWN = 1.6;
/** Share of turns where the player looked away, and how long such a pause lasts (log-scale factor). */
const DISTRACTION_RATE = 0.02;
const DISTRACTION_LOG_MEAN = 2.5;
const RT_MIN_MS = 150;
const RT_MAX_MS = 599_000;
/** How much a fast or slow answer moves the decisiveness signal, per unit of log-time. */
const RT_DECISIVENESS_SIGNAL = 0.08;

/** Weight of the player's dispositions in each per-turn signal; the rest is pulled to 0.5 (the client hedges). */
const SIGNAL_PROFILE_WEIGHT = 0.7;
const SIGNAL_NOISE = 0.06;

/** The client's running OCEAN estimate: a shrinkage mean of noisy per-turn readings, prior weight in turns at 0. */
const BIG_FIVE_PRIOR_TURNS = 3;
const BIG_FIVE_READING_SD = 1;

function responseTime(rng: Rng, player: Player, game: GameId, round: number): number {
  let logMs =
    Math.log(RT_MEDIAN_MS * (GAME_THINKING[game] ?? 1)) -
    RT_DECISIVENESS * (player.profile.decisiveness - 0.5) -
    RT_EXTRAVERSION * player.traits.E -
    RT_LEARNING * Math.log(round) +
    rng.normal(0, RT_LOG_SD);
  if (round === 1) logMs += Math.log(FIRST_ROUND_SLOWDOWN);
  if (rng.chance(DISTRACTION_RATE)) logMs += rng.normal(DISTRACTION_LOG_MEAN, 0.8);
  return clamp(Math.round(Math.exp(logMs)), RT_MIN_MS, RT_MAX_MS);
}

function signals(rng: Rng, profile: Profile, effects: Effects): Record<Dimension, number> {
  const out = {} as Record<Dimension, number>;
  for (const d of DIMENSIONS) {
    const value = SIGNAL_PROFILE_WEIGHT * profile[d] + (1 - SIGNAL_PROFILE_WEIGHT) * 0.5 + (effects[d] ?? 0);
    out[d] = round3(clamp01(value + rng.normal(0, SIGNAL_NOISE)));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Endgame summaries

const ENDGAME_SHARE = 0.93;
/** gamesPlayed = 1 + ⌊e^X⌋, X normal: about 70 % have played 3 or more, most 1–6, a long thin tail. */
const GAMES_PLAYED_LOG_MEAN = 1.14;
const GAMES_PLAYED_LOG_SD = 0.85;
const MAX_GAMES_PLAYED = 40;
/** Serious players have more games behind them (added to the log mean). */
const PLAYER_TYPE_GAMES: Record<Option<'playerType'>, number> = { casual: 0, regular: 0.15, competitive: 0.3 };
/** SD of the profile estimate after one game; it shrinks with the square root of games played. */
const ENDGAME_OCEAN_SD = 0.3;
/** Turns in an average earlier game, and the total turns at which confidence reaches one half. */
const TYPICAL_TURNS_PER_GAME = 12;
const CONFIDENCE_HALF_TURNS = 40;
/** How fast moral consistency falls with the spread of the moral-flexibility signal, when no moral choice was made. */
const MORAL_SPREAD_PENALTY = 4;

function endgame(rng: Rng, player: Player, moves: readonly Move[], turns: readonly Turn[]): Endgame {
  const logMean = GAMES_PLAYED_LOG_MEAN + PLAYER_TYPE_GAMES[player.demographics.playerType];
  const logGames = rng.normal(logMean, GAMES_PLAYED_LOG_SD);
  const gamesPlayed = Math.min(MAX_GAMES_PLAYED, 1 + Math.floor(Math.exp(logGames)));
  const ocean = {} as Ocean;
  const sd = ENDGAME_OCEAN_SD / Math.sqrt(gamesPlayed);
  for (const trait of TRAITS) ocean[trait] = round3(clamp(rng.normal(player.traits[trait], sd), -10, 10));
  const totalTurns = turns.length + (gamesPlayed - 1) * TYPICAL_TURNS_PER_GAME;
  return {
    gamesPlayed,
    ocean,
    confidence: round3(totalTurns / (totalTurns + CONFIDENCE_HALF_TURNS)),
    proxies: {
      cooperationRate: round3(cooperationRate(moves, turns)),
      riskTolerance: round3(mean(turns.map((t) => t.signals.risk_tolerance))),
      moralConsistency: round3(moralConsistency(moves, turns)),
    },
  };
}

/** The share of cooperative moves; games without such moves fall back on the trust signal. */
function cooperationRate(moves: readonly Move[], turns: readonly Turn[]): number {
  let sum = 0;
  let count = 0;
  for (const move of moves) {
    if (move.cooperation === undefined) continue;
    sum += move.cooperation;
    count++;
  }
  return count > 0 ? sum / count : mean(turns.map((t) => t.signals.trust_propensity));
}

/** How one-sided the moral choices were (all one way = 1, an even split = 0); else how steady the moral signal was. */
function moralConsistency(moves: readonly Move[], turns: readonly Turn[]): number {
  const counts = new Map<string, number>();
  let sides = 0;
  for (const { moral } of moves) {
    if (moral === undefined) continue;
    counts.set(moral, (counts.get(moral) ?? 0) + 1);
    sides++;
  }
  if (sides > 0) return clamp01((2 * Math.max(...counts.values())) / sides - 1);
  const values = turns.map((t) => t.signals.moral_flexibility);
  const m = mean(values);
  const sd = Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
  return clamp01(1 - MORAL_SPREAD_PENALTY * sd);
}

// ---------------------------------------------------------------------------------------------------------------
// Sessions

const DEMOGRAPHICS_SHARE = 0.85;
/** Chance that each demographic field is filled in, when the player shares demographics at all. */
const FIELD_SHARE = 0.94;
/** Growth over the window: density ∝ e^(growth·x), x from 0 (first day) to 1 (endDate), so recent months are busier. */
const DATE_GROWTH = 1.2;
/** Chance that a drawn weekday is kept: people play more at weekends. */
const WEEKDAY_KEEP = 0.8;
/** Sessions by local hour of day: a lunchtime bump and an evening peak. */
const HOUR_WEIGHTS = [
  1, 0.6, 0.3, 0.2, 0.2, 0.3, 0.6, 1.2, 1.6, 1.8, 2, 2.2, 2.6, 2.4, 2.2, 2.3, 2.6, 3, 3.6, 4.4, 4.8, 4.4, 3.2, 2,
];
const HOUR_MS = 3_600_000;

function startedAt(rng: Rng, window: DateWindow, region: Option<'region'>): string {
  let day: number;
  let weekday: boolean;
  do {
    const x = Math.log1p(rng.float() * Math.expm1(DATE_GROWTH)) / DATE_GROWTH;
    day = window.firstDay + Math.min(window.days - 1, Math.floor(x * window.days)) * DAY_MS;
    const weekdayIndex = new Date(day).getUTCDay();
    weekday = weekdayIndex !== 0 && weekdayIndex !== 6;
  } while (weekday && !rng.chance(WEEKDAY_KEEP));
  // A local hour in the player's time zone, wrapped onto the drawn UTC date so no date passes endDate.
  const offset = REGION_UTC_OFFSET[region] + rng.int(-1, 1);
  const utcHour = (rng.index(HOUR_WEIGHTS) - offset + 48) % 24;
  return new Date(day + utcHour * HOUR_MS + rng.int(0, HOUR_MS - 1)).toISOString();
}

function session(seed: number, index: number, window: DateWindow): TelemetrySession {
  const rng = new Rng(seed, index);
  const player = drawPlayer(rng);
  const scenarioId = rng.chance(CUSTOM_SCENARIO_SHARE) ? rng.pick(SCENARIO_WEIGHTS) : undefined;
  const game = scenarioId === undefined ? rng.pick(GAME_WEIGHTS) : rng.item(SCENARIOS[scenarioId]!.games);
  const [minTurns, maxTurns] = TURN_RANGE[game];
  const turnCount = rng.int(minTurns, maxTurns);
  const policy = POLICIES[game](rng, player.profile, turnCount);

  const moves: Move[] = [];
  const turns: Turn[] = [];
  const readings = Object.fromEntries(TRAITS.map((t) => [t, 0])) as Ocean;
  for (let round = 1; round <= turnCount; round++) {
    const move = policy(round);
    const responseTimeMs = responseTime(rng, player, game, round);
    const speed = -RT_DECISIVENESS_SIGNAL * Math.log(responseTimeMs / RT_MEDIAN_MS);
    const effects = { ...move.effects, decisiveness: (move.effects.decisiveness ?? 0) + clamp(speed, -0.15, 0.15) };
    const bigFive = {} as Ocean;
    for (const trait of TRAITS) {
      readings[trait] += rng.normal(player.traits[trait], BIG_FIVE_READING_SD);
      bigFive[trait] = round3(clamp(readings[trait] / (round + BIG_FIVE_PRIOR_TURNS), -10, 10));
    }
    moves.push(move);
    turns.push({ round, choice: move.choice, responseTimeMs, signals: signals(rng, player.profile, effects), bigFive });
  }

  const result: TelemetrySession = {
    sessionId: `syn-${seed}-${String(index).padStart(9, '0')}`,
    consent: true,
    game,
    gameContext: scenarioId === undefined ? 'standard' : 'custom-scenario',
    ...(scenarioId !== undefined && { scenarioId }),
    startedAt: startedAt(rng, window, player.demographics.region),
    turns,
  };
  if (rng.chance(DEMOGRAPHICS_SHARE)) result.demographics = reported(rng, player.demographics);
  if (rng.chance(ENDGAME_SHARE)) result.endgame = endgame(rng, player, moves, turns);
  return result;
}

/** The fields a player chose to fill in. */
function reported(rng: Rng, demographics: FullDemographics): TelemetrySession['demographics'] {
  return Object.fromEntries(Object.entries(demographics).filter(() => rng.chance(FIELD_SHARE)));
}

function checkCount(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be an integer ≥ ${min}, got ${value}`);
  }
}

/**
 * Yields `sessions` sessions; session i depends only on (seed, start + i), so generating 0..N in one go or in batches
 * gives the same sessions.
 */
export function* syntheticSessions(options: SyntheticOptions): Generator<TelemetrySession> {
  const { seed, sessions, start = 0, months = DEFAULT_MONTHS, endDate = DEFAULT_END_DATE } = options;
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  checkCount('sessions', sessions, 0);
  checkCount('start', start, 0);
  checkCount('months', months, 1);
  const window = dateWindow(endDate, months);
  for (let i = 0; i < sessions; i++) yield session(seed, start + i, window);
}

/** Convenience: arrays of at most `batchSize` sessions (default 500). */
export function* syntheticBatches(options: SyntheticOptions & { batchSize?: number }): Generator<TelemetrySession[]> {
  const { batchSize = DEFAULT_BATCH_SIZE, ...rest } = options;
  checkCount('batchSize', batchSize, 1);
  let batch: TelemetrySession[] = [];
  for (const s of syntheticSessions(rest)) {
    batch.push(s);
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
