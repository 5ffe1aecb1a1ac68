import { defineKv } from '../../../db';
import { defaultRules, rulesSchema } from './rules';

/** The table's drunk-dice rules and dice count, remembered on this device across visits. */
export const drunkDiceRulesKv = defineKv('drunkDice.rules', rulesSchema, defaultRules());
