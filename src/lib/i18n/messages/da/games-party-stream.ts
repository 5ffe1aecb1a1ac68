import type { Translation } from '../../types';
import type { gamesPartyStream as english } from '../en/games-party-stream';

export const gamesPartyStream: Translation<typeof english> = {
  'partyStream.type.task': 'Opgave',
  'partyStream.type.vote': 'Fælles afstemning',
  'partyStream.type.duel': 'Duel',
  'partyStream.type.mini-game': 'Minispil',
  'partyStream.type.rule': 'Ny regel',
  'partyStream.type.everyone': 'Alle',
  'partyStream.rulesInPlay': 'Regler i spil',
  'partyStream.cardCount': { one: '{count} kort', other: '{count} kort' },
  'partyStream.turn': '{player} har tur',
  'partyStream.ruleOver': 'Reglen er slut.',
  'partyStream.ruleOverWith': 'Reglen er slut: {end}',
  'partyStream.ruleLeft': { one: 'slutter med næste kort', other: '{count} kort tilbage' },
  'partyStream.next': 'Næste kort',
  'partyStream.finish': 'Afslut',
  'partyStream.cardSoFar': 'Kort {shown}',
  'partyStream.cardOf': 'Kort {shown} af {target}',
};
