// The battery's ten games in battery order (SPEC §5), one file each.
import type { BatteryGame } from '../research/games.ts';
import type { GameDefinition } from './engine.ts';
import { prisonersDilemma } from './prisoners-dilemma.ts';
import { publicGoods } from './public-goods.ts';
import { stagHunt } from './stag-hunt.ts';
import { trustGame } from './trust-game.ts';
import { balloonRisk } from './balloon-risk.ts';
import { beautyContest } from './beauty-contest.ts';
import { centipede } from './centipede.ts';
import { deceptionGame } from './deception-game.ts';
import { authorityTask } from './authority-task.ts';
import { moralDilemmas } from './moral-dilemmas.ts';

export const GAMES: Readonly<Record<BatteryGame, GameDefinition>> = {
  'prisoners-dilemma': prisonersDilemma,
  'public-goods': publicGoods,
  'stag-hunt': stagHunt,
  'trust-game': trustGame,
  'balloon-risk': balloonRisk,
  'beauty-contest': beautyContest,
  centipede,
  'deception-game': deceptionGame,
  'authority-task': authorityTask,
  'moral-dilemmas': moralDilemmas,
};
