import type { Translation } from '../../types';
import type { gamesSquiffy as english } from '../en/games-squiffy';

export const gamesSquiffy: Translation<typeof english> = {
  'squiffy.cardCount': { one: '{count} kort', other: '{count} kort' },
  'squiffy.turn': '{player} har tur',
  'squiffy.reads': '{player} læser op',
  'squiffy.kind.dare': 'Udfordring',
  'squiffy.kind.question': 'Spørgsmål',
  'squiffy.kind.vote': 'Afstemning',
  'squiffy.kind.contest': 'Duel',
  'squiffy.next': 'Næste kort',
  'squiffy.finish': 'Afslut',
  'squiffy.cardSoFar': 'Kort {shown}',
  'squiffy.progress': 'Runde {round} af {rounds} · kort {shown} af {target}',
  'squiffy.setup.howTo': 'Sådan spiller I',
  'squiffy.setup.howToText':
    'Hvert kort nævner en ved bordet. Send telefonen rundt: læs dit kort højt, og gør hvad der står. Alle kan springe et kort over, uden at nogen spørger hvorfor.',
  'squiffy.setup.players': 'Spillere',
  'squiffy.setup.editPlayers': 'Ret spillere',
  'squiffy.setup.addPlayers': 'Tilføj spillere',
  'squiffy.setup.howLong': 'Hvor længe',
  'squiffy.setup.noLimit': 'Ingen grænse',
  'squiffy.setup.rounds': { one: '{count} runde', other: '{count} runder' },
  'squiffy.setup.roundHint': 'En runde er ét kort til hver spiller.',
  'squiffy.setup.cards': 'Det bliver {count} kort.',
  'squiffy.setup.yourPacks': 'Dine pakker',
  'squiffy.setup.spiceLocked':
    ' · sæt krydderiet til Alt er tilladt under Pakker for at spille den',
  'squiffy.setup.onlyOwn': 'Kun mine pakker (uden de indbyggede kort)',
  'squiffy.setup.editorHint': 'Pakker, du skriver i {link}, kan også spilles her.',
  'squiffy.setup.editorLink': 'pakke-editoren',
  'squiffy.setup.adultText':
    'Spil den kun, hvis alle ved bordet er fyldt 18 og har lyst til at være med.',
  'squiffy.setup.packsHint': 'Vælg de indbyggede pakker og krydderiet under Pakker.',
  'squiffy.setup.start': 'Start',

  'squiffy.game.namedMost': 'Hvem blev nævnt mest',
  'squiffy.game.reviewAsk':
    'Hvordan gik det? To tryk fortæller os det og hjælper os med at skrive bedre kort.',
  'squiffy.game.review': 'Anmeld Squiffy',
  'squiffy.game.newGame': 'Nyt spil · {length}',
  'squiffy.game.noLimit': 'ingen grænse',
  'squiffy.game.rounds': { one: '{count} runde', other: '{count} runder' },

  'squiffy.review.title': 'Anmeld Squiffy',
  'squiffy.review.ask': 'Havde I det sjovt med Squiffy?',
  'squiffy.review.up': 'Tommel op',
  'squiffy.review.down': 'Tommel ned',
  'squiffy.review.comment': 'Kommentar (valgfri)',
  'squiffy.review.placeholder': 'Jeres yndlingskort, et der faldt til jorden, en pakke I savner…',
  'squiffy.review.saveFailed': 'Telefonen kunne ikke gemme din anmeldelse. Prøv igen om lidt.',
  'squiffy.review.saving': 'Gemmer…',
  'squiffy.review.send': 'Send anmeldelse',
  'squiffy.review.offline':
    'Intet signal? Send den alligevel: den venter på telefonen og bliver sendt, så snart du er online.',
  'squiffy.review.back': 'Tilbage til Squiffy',
  'squiffy.review.noServer':
    'Den er gemt på telefonen; denne udgave af Party Dojo har ingen server at sende den til.',
  'squiffy.review.delivered': 'Den er nået frem til os.',
  'squiffy.review.refused': 'Vores server tog ikke imod den, så den bliver kun på telefonen.',
  'squiffy.review.onItsWay': 'Den er gemt på telefonen og på vej til os.',
  'squiffy.review.waiting':
    'Den er gemt på telefonen og bliver sendt, når du er online igen, også hvis du lukker siden.',
  'squiffy.review.thanks': 'Tak!',
  'squiffy.review.glad': 'Dejligt, at I havde det sjovt.',
  'squiffy.review.sorry':
    'Ærgerligt, at den ikke ramte; dine noter hjælper os med at gøre den bedre.',
  'squiffy.review.again': 'Spil Squiffy igen',
  'squiffy.review.allGames': 'Alle spil',
};
