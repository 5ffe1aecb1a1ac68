import type { Translation } from '../../types';
import type { gamesWordGuess as english } from '../en/games-word-guess';

// Gæt ordet: opsætningen, holderens hemmelige ord, de tyve spørgsmål og afsløringen.

export const gamesWordGuess: Translation<typeof english> = {
  'wordGuess.howTo':
    'Én spiller har et hemmeligt ord. Alle andre stiller ja-nej-spørgsmål, højst tyve, og et gæt bruger et spørgsmål. Gætter I ordet, får I point; holder ordet alle tyve spørgsmål, får holderen point.',
  'wordGuess.addPlayers':
    'Tilføj spillere med knappen Spillere for at tælle point med navn og sende ordet rundt.',
  'wordGuess.whoHolds': 'Hvem har ordet',
  'wordGuess.category': 'Kategori',
  'wordGuess.difficulty': 'Sværhedsgrad',
  'wordGuess.startRound': 'Start en runde',
  'wordGuess.scores': 'Point',
  'wordGuess.newGame': 'Nyt spil',
  'wordGuess.round': 'Runde {round}',

  'wordGuess.passTo': 'Giv telefonen til {name}',
  'wordGuess.passToHolder': 'Giv telefonen til den, der har ordet',
  'wordGuess.holdToSee': 'Holder: hold fingeren nede for at se ordet',
  'wordGuess.tellTable': 'Ingen andre kigger. Sig så til bordet: »{opener}«',
  'wordGuess.know': 'Jeg har det: start spørgsmålene',
  'wordGuess.another': 'Et andet ord',

  'wordGuess.questionOf': 'Spørgsmål {question} af {max}',
  'wordGuess.left': { one: '{count} spørgsmål tilbage', other: '{count} spørgsmål tilbage' },
  'wordGuess.used': 'Brugte spørgsmål',
  'wordGuess.asks': 'Nogen stiller et ja-nej-spørgsmål. Holderen svarer:',
  'wordGuess.reply.yes': 'Ja',
  'wordGuess.reply.no': 'Nej',
  'wordGuess.reply.sort-of': 'Lidt',
  'wordGuess.guessing': 'Nogen gætter på ordet',
  'wordGuess.theirGuess': 'Deres gæt (frivilligt)',
  'wordGuess.whoGuessed': 'Hvem gættede (frivilligt)',
  'wordGuess.matches': 'Det passer med ordet.',
  'wordGuess.holderSays': 'Holderen siger, om det er rigtigt.',
  'wordGuess.wrong': 'Forkert gæt',
  'wordGuess.right': 'Rigtigt!',
  'wordGuess.back': 'Tilbage til spørgsmålene',
  'wordGuess.holdToCheck': 'Holder: hold fingeren nede for at tjekke ordet',
  'wordGuess.soFar': 'Indtil nu',
  'wordGuess.aGuess': 'Et gæt',
  'wordGuess.logGuess': '{who} · {result}',
  'wordGuess.logGuessText': '{who}: »{text}« · {result}',
  'wordGuess.logRight': 'rigtigt',
  'wordGuess.logWrong': 'forkert',
  'wordGuess.voice': 'Lad stemmehjælperen svare',

  'wordGuess.guessed': 'Gættet!',
  'wordGuess.notGuessed': 'Tyve spørgsmål, intet rigtigt gæt',
  'wordGuess.wordWas': 'Ordet var',
  'wordGuess.askers': 'Spørgerne',
  'wordGuess.gotItUnnamed':
    '{who} gættede det i spørgsmål {question}. Skriv navnet på den, der gætter, næste gang, så får de pointet.',
  'wordGuess.gotIt': '{who} gættede det i spørgsmål {question}: ét point.',
  'wordGuess.holderWins': '{name} vinder runden: ét point.',
  'wordGuess.theHolder': 'Holderen',
  'wordGuess.theHolderLower': 'holderen',
  'wordGuess.nextRound': 'Næste runde',
  'wordGuess.undo': 'Fortryd det sidste svar',
  'wordGuess.rounds': 'Runder',
  'wordGuess.heldBy': '{word} · holdt af {name}',
  'wordGuess.guessedIn': '{who} på {count}',
  'wordGuess.notGuessedIn': 'ikke gættet på {count}',
};
