// Prisoner's dilemma: 10 simultaneous rounds of cooperate/defect against tit-for-tat with 10 % noise.
import { matrixGame } from './matrix-game.ts';

const ROUNDS = 10;

export const prisonersDilemma = matrixGame({
  id: 'prisoners-dilemma',
  rounds: ROUNDS,
  moves: ['cooperate', 'defect'],
  // Temptation 5, reward 3, punishment 1, sucker 0.
  payoff: {
    cooperate: { cooperate: [3, 3], defect: [0, 5] },
    defect: { cooperate: [5, 0], defect: [1, 1] },
  },
  metric: { name: 'cooperation', move: 'cooperate' },
  rules:
    `You play ${ROUNDS} rounds of the prisoner's dilemma with the same player. Each round you both choose at the same time, ` +
    'cooperate or defect. Both cooperate: 3 points each. Both defect: 1 point each. One defects while the other cooperates: ' +
    'the defector gets 5, the cooperator 0. You know how many rounds there are.',
  lastRound: (you, other) => `you chose ${you} and the other player chose ${other}`,
  /** Tit-for-tat: cooperates first, then repeats the other's last move. */
  intended: (last) => (last ? last.other : 'cooperate'),
  noise: 0.1,
});
