import type { Translation } from '../../types';
import type { gamesMoreOrLess as english } from '../en/games-more-or-less';

// Mere eller mindre: holdvalg, spillet og slutningen. En tår er en tår, også i flertal.

export const gamesMoreOrLess: Translation<typeof english> = {
  'moreOrLess.howTo':
    'Hvert kort gemmer et rigtigt tal og viser et godt bud. Holdet, der har turen, siger, om det rigtige tal er mere eller mindre. Rigtige svar giver point.',
  'moreOrLess.teamName.0': 'Rævene',
  'moreOrLess.teamName.1': 'Uglerne',
  'moreOrLess.teamName.2': 'Ulvene',
  'moreOrLess.teamName.3': 'Bjørnene',
  'moreOrLess.team': 'Hold {number}',
  'moreOrLess.gameOn': 'Et spil er i gang: runde {round} af {rounds}.',
  'moreOrLess.continue': 'Fortsæt spillet',
  'moreOrLess.teams': 'Hold',
  'moreOrLess.teamCount': '{count} hold',
  'moreOrLess.teamNameLabel': 'Navn på hold {number}',
  'moreOrLess.whoPlays': 'Hvem spiller på hvilket hold',
  'moreOrLess.shuffle': 'Bland holdene',
  'moreOrLess.moveHint': 'Tryk på et hold ud for et navn for at flytte spilleren.',
  'moreOrLess.moveTo': '{player} til',
  'moreOrLess.addPlayers':
    'Tilføj spillere med knappen Spillere for at sætte navne på holdene, eller spil bare som hold.',
  'moreOrLess.rounds': 'Runder',
  'moreOrLess.cardsPerTeam': 'Kort pr. hold i hver runde',
  'moreOrLess.losersOwe': 'Taberne skylder',
  'moreOrLess.sips': 'Tår',
  'moreOrLess.forfeitsNoAlcohol': 'Straffe, uden alkohol',
  'moreOrLess.atMost': 'Højst, til sidst',
  'moreOrLess.capSips': { one: '{count} tår', other: '{count} tår' },
  'moreOrLess.capForfeits': { one: '{count} straf', other: '{count} straffe' },
  'moreOrLess.beforeStart': 'Før I starter:',
  'moreOrLess.startNew': 'Start et nyt spil',
  'moreOrLess.start': 'Start spillet',

  'moreOrLess.scores': 'Point',
  'moreOrLess.roundOf': 'Runde {round} af {rounds}',
  'moreOrLess.cardOf': ' · kort {card} af {cards}',
  'moreOrLess.deal': 'Giv næste kort',
  'moreOrLess.roundOver': 'Runde {round} er slut',
  'moreOrLess.col.team': 'Hold',
  'moreOrLess.col.round': 'Denne runde',
  'moreOrLess.col.total': 'I alt',
  'moreOrLess.noScore': 'Ingen har fået point endnu.',
  'moreOrLess.lead': 'Førende: {teams} med {top}.',
  'moreOrLess.and': 'og',
  'moreOrLess.seeWinner': 'Se vinderen',
  'moreOrLess.startRound': 'Start runde {round}',

  'moreOrLess.stillOn': 'Spillet er stadig i gang',
  'moreOrLess.stillOnText':
    'Runde {round} af {rounds}. Spil det færdigt, eller stop nu for at se vinderen.',
  'moreOrLess.back': 'Tilbage til spillet',
  'moreOrLess.endNow': 'Stop nu',
  'moreOrLess.draw': 'Uafgjort!',
  'moreOrLess.played': {
    one: '{count} kort spillet, {right} rigtige',
    other: '{count} kort spillet, {right} rigtige',
  },
  'moreOrLess.sipsOwed': 'Tår, der skal drikkes',
  'moreOrLess.forfeitsOwed': 'Straffe, der skal tages',
  'moreOrLess.level': 'Alle hold endte lige: ingen skylder noget.',
  'moreOrLess.owedRule':
    'Hvert hold bag vinderne skylder én for hvert point, de er bagud, højst {cap}.',
  'moreOrLess.owedSober':
    ' Alle på holdet drikker dem, undtagen dem, der ikke drikker i aften; alle kan bytte en tår for en straf eller et glas vand.',
  'moreOrLess.owedDrink':
    ' Alle på holdet drikker dem; alle kan bytte en tår for en straf eller et glas vand.',
  'moreOrLess.owedForfeits': ' Vinderne vælger straffene: en sang, et kompliment, ti squats.',
  'moreOrLess.again': 'Spil igen, samme hold',
  'moreOrLess.newTeams': 'Nye hold',
  'moreOrLess.problem.count': 'Spil med {min} til {max} hold.',
  'moreOrLess.problem.noName': 'Alle hold skal have et navn.',
  'moreOrLess.problem.long': 'Holdnavne må højst have {max} tegn.',
  'moreOrLess.problem.same': 'To hold har det samme navn.',
  'moreOrLess.problem.few':
    '{players} spillere kan ikke fylde {teams} hold: tilføj spillere, eller spil med færre hold.',
  'moreOrLess.problem.empty':
    '{team} har ingen spillere endnu: tryk på et navn for at flytte nogen ind.',
  'moreOrLess.names': '{names} og {last}',
  'moreOrLess.tie': 'Uafgjort i denne runde: ingen betaler.',
  'moreOrLess.forfeit': '{teams}: en straf, som de førende vælger.',
  'moreOrLess.sipEach': '{teams}: en tår hver.',
  'moreOrLess.sipEachFor': '{team}: en tår hver til {names}.',
  'moreOrLess.owedFor': '{label} til {names}',
};
