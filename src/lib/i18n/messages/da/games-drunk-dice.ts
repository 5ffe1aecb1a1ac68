import type { Translation } from '../../types';
import type { gamesDrunkDice as english } from '../en/games-drunk-dice';

// Terningdruk: slaget, bordets regel og regeleditoren.

export const gamesDrunkDice: Translation<typeof english> = {
  'drunkDice.howTo': 'Sådan spiller I',
  'drunkDice.howToText':
    'Slå på skift, og gør, hvad terningerne siger. Med én terning er der en regel for hver side, med to en regel for hver sum. Reglerne herunder kan I selv skrive om. Tår, ikke shots; vand tæller også, og alle kan stå over en runde.',
  'drunkDice.noRolls': 'Ingen slag endnu',
  'drunkDice.rolls': { one: '{count} slag', other: '{count} slag' },
  'drunkDice.twoDice': 'To terninger',
  'drunkDice.noRuleHere': 'Ingen regel her: slå igen.',
  'drunkDice.rolling': 'Terningerne ruller …',
  'drunkDice.rollToSee': 'Slå for at se jeres regel.',
  'drunkDice.turnToRoll': 'Tur til {name} at slå',
  'drunkDice.rollDie': 'Slå med terningen',
  'drunkDice.rollDice': 'Slå med terningerne',
  'drunkDice.spaceRolls': 'Mellemrum slår også.',
  'drunkDice.orShake': 'Eller ryst telefonen for at slå.',
  'drunkDice.shakeAsk': 'Slå ved at ryste telefonen',
  'drunkDice.tableRule': 'Bordets regel',
  'drunkDice.liftRule': 'Ophæv bordets regel',
  'drunkDice.perFace': 'Regler for hver side',
  'drunkDice.perTotal': 'Regler for hver sum',
  'drunkDice.doneEditing': 'Færdig',
  'drunkDice.edit': 'Ret reglerne',
  'drunkDice.noRule': 'Ingen regel: slå igen.',
  'drunkDice.writeRule': 'Skriv den nye regel ned',
  'drunkDice.keepRule': 'Behold reglen',
  'drunkDice.notNow': 'Ikke nu',
  'drunkDice.face': 'Side {face}',
  'drunkDice.total': 'Sum {total}',
  'drunkDice.makeHint':
    'En regel med ordene “make a rule” beder den, der slog, om at skrive en ny regel for bordet ned.',
  'drunkDice.resetAsk': 'Skal alle jeres regler, for én og to terninger, erstattes af vores?',
  'drunkDice.resetYes': 'Ja, nulstil reglerne',
  'drunkDice.resetNo': 'Behold mine regler',
  'drunkDice.reset': 'Nulstil til vores regler',
  'drunkDice.rolledBy': '{name} slog',
  'drunkDice.rolled': 'Slog',
  'drunkDice.twoRolled': '{who} {first} og {second}: {total}',
  'drunkDice.everyone': 'Alle',
  'drunkDice.sips': { one: '{names} tager en tår', other: '{names} tager en tår' },
  'drunkDice.and': '{names} og {last}',
  'drunkDice.ifLands': 'Hvis tåren lander på dem:',
};
