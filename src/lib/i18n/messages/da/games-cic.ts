import type { Translation } from '../../types';
import type { gamesCic as english } from '../en/games-cic';

// Land, ø, by: opsætningen, runden, pointgivningen og et bord af telefoner.

export const gamesCic: Translation<typeof english> = {
  'cic.intro':
    'Der trækkes et bogstav. Alle skriver ét svar i hver kolonne på papir, før tiden løber ud. Så læser I dem op og trykker på hvert svar én gang, hvis flere havde det, eller to gange, hvis kun én havde det, og appen lægger pointene sammen.',
  'cic.columns': 'Kolonner',
  'cic.seat': 'Spiller {n}',
  'cic.premium': 'Premium',
  'cic.locked': 'Låst: låses op med Party Dojo Premium.',
  'cic.roundLength': 'Rundens længde',
  'cic.seconds': '{seconds} s',
  'cic.rounds': 'Runder',
  'cic.noLimit': 'Uden grænse',
  'cic.scoring': 'Point',
  'cic.rule.unique': 'Svar, kun én havde',
  'cic.rule.shared': 'Svar, flere havde',
  'cic.rule.only': 'Eneste svar i kolonnen',
  'cic.ownPhones': 'Alle svarer på deres egen telefon (uden dækning)',
  'cic.ownPhonesText':
    'Alle skal have Party Dojo på telefonen. Den her telefon viser en kode, som de andre scanner; så viser alle telefoner det samme bogstav og ur, hver spiller skriver sine svar på sin egen telefon, og når blyanterne skal ned, læser I dem op, mens den her telefon giver point og holder styr på stillingen.',
  'cic.namesFirst': 'Skriv først alles navne under Spillere',
  'cic.showCode': 'Vis koden til de andre telefoner',
  'cic.playing': 'Med i spillet: {players}',
  'cic.addNames': ' (skriv navne under Spillere)',
  'cic.nextRound': 'Næste runde',
  'cic.draw': 'Træk et bogstav',
  'cic.newGame': 'Nyt spil',
  'cic.round': 'Runde {round}',

  'cic.letterIs': 'Bogstavet er',
  'cic.pensDown': 'Blyanterne ned!',
  'cic.enter': 'Gå til svarene',
  'cic.stopEnter': 'Stop, og gå til svarene',

  'cic.roundLetter': 'Runde {round}: {letter}',
  'cic.markHint':
    'Læs jeres svar op. Tryk på et felt for at markere det: kun én havde det {unique}, flere havde det {shared}, intet 0 (intet svar, eller det starter ikke med {letter}). Det eneste svar i en kolonne giver {only}.',
  'cic.mark.none': 'Intet',
  'cic.mark.unique': 'Kun én',
  'cic.mark.shared': 'Flere',
  'cic.markOnly': 'Eneste',
  'cic.scoreRound': 'Giv point for runden',

  'cic.zeroHint': 'Et 0 er et svar, der ikke blev givet eller ikke starter med {letter}.',
  'cic.scores': 'Point',
  'cic.column': 'Kolonne',
  'cic.thisRound': 'Denne runde',
  'cic.total': 'I alt',
  'cic.seeWinner': 'Se vinderen',
  'cic.changeSettings': 'Skift indstillinger først',
  'cic.endGame': 'Afslut spillet',

  'cic.table.round': 'Runde {round}',
  'cic.table.before': 'Før runde 1',
  'cic.table.of': ' af {rounds}',
  'cic.table.label': 'Bord: {words}',
  'cic.table.unreadable':
    'Telefonens bordkode kan ikke læses længere. Scan værtens kode igen for at komme med.',
  'cic.table.scan': 'Scan koden',
  'cic.table.onThisPhone': 'Spil på den her telefon i stedet',
  'cic.table.again': 'runde {round}',
  'cic.table.together':
    'Runde {round}: alle trykker Start på samme tid (tæl »tre, to, en«). Alle telefoner viser det samme bogstav og det samme ur, og du skriver på din egen telefon.',
  'cic.table.start': 'Start runde {round}',
  'cic.table.pensDown': 'Blyanterne ned',
  'cic.table.hostMarks': 'Værtens telefon giver point for hvert svar og holder styr på stillingen.',
  'cic.table.lastRound': 'Det var sidste runde: vinderen står på værtens telefon.',
  'cic.table.leave': 'Forlad bordet',
  'cic.table.yours': 'Dine svar på {letter}: læs dem op',
};
