// Stag hunt: 10 simultaneous rounds of stag/hare against a partner who keeps hunting stag while you do, with noise.
import { matrixGame } from './matrix-game.ts';

const ROUNDS = 10;
/** The counterpart's chance of trying stag again after the other hunted hare. */
const FORGIVE = 0.3;

export const stagHunt = matrixGame({
  id: 'stag-hunt',
  rounds: ROUNDS,
  moves: ['hare', 'stag'],
  // A stag needs both hunters; a hare is safe alone.
  payoff: {
    stag: { stag: [4, 4], hare: [0, 3] },
    hare: { stag: [3, 0], hare: [3, 3] },
  },
  metric: { name: 'stag', move: 'stag' },
  rules:
    `You play ${ROUNDS} rounds of a stag hunt with the same hunter. Each round you both choose at the same time, stag or hare. ` +
    'Both hunt stag: 4 points each. Whoever hunts hare gets 3 points, whatever the other does. Hunting stag alone gets 0. ' +
    'You know how many rounds there are.',
  lastRound: (you, other) => `you hunted ${you} and the other hunter hunted ${other}`,
  /** Assurance seeker: stag first and after the other's stag; after a hare, stag again with probability 0.3. */
  intended: (last, rng) => (!last || last.other === 'stag' || rng.chance(FORGIVE) ? 'stag' : 'hare'),
  noise: 0.05,
});
