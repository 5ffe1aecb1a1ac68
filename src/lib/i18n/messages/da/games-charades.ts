import type { Translation } from '../../types';
import type { gamesCharades as english } from '../en/games-charades';

// Mimeleg på én telefon og på alles telefoner: turen, uret, holdene og pointene.

export const gamesCharades: Translation<typeof english> = {
  'charades.team': 'Hold {number}',
  'charades.teamName': 'Navn på hold {number}',
  'charades.scores': 'Point',
  'charades.actsFor': '{actor} mimer for {team}',
  'charades.getReady': '{name}, gør dig klar',
  'charades.teamReady': '{team}, gør jer klar',
  'charades.actItOut': '{team} · mim det',
  'charades.tiltHint':
    'Telefonen op på panden, skærmen ud mod de andre. Nik ned: gættet. Vip bagover: spring over.',
  'charades.afterCount': 'Ordet kommer frem efter nedtællingen.',
  'charades.afterCountHidden':
    'Ordet kommer frem efter nedtællingen. Lad de andre ikke se skærmen.',
  'charades.paused': 'På pause',
  'charades.secondsLeft': { one: '{count} sekund tilbage', other: '{count} sekunder tilbage' },
  'charades.pausedHint':
    'Ordet er skjult. Når I fortsætter, tæller den 3, 2, 1 igen, og så kører uret videre.',
  'charades.timeUp': 'Tiden er gået! {team} fik {got}, {passed} sprunget over',
  'charades.timeUpGot': 'Tiden er gået! {team} fik {got}',
  'charades.reviewHint': 'Tryk på et ord for at skifte mellem gættet og sprunget over.',
  'charades.wordsThisTurn': 'Ord i denne tur',
  'charades.got': 'Gættet',
  'charades.passed': 'Sprunget over',
  'charades.noWords': 'Ingen ord i denne tur.',
  'charades.lastTurn': 'Sidste tur: {team} fik {got}, {passed} sprunget over',
  'charades.isUp': 'Tur til {team}',
  'charades.isUpActor': 'Tur til {team}: {actor} mimer',
  'charades.passToActor': 'Giv telefonen til {actor}, og start så uret.',
  'charades.passToAnyone': 'Giv telefonen til den, der skal mime, og start så uret.',
  'charades.secondsLabel': 'Sekunder tilbage',
  'charades.pass': 'Spring over',
  'charades.undo': 'Fortryd',
  'charades.pause': 'Pause',
  'charades.tiltOn': 'Vip er slået til',
  'charades.turnTiltOn': 'Slå vip til',
  'charades.resume': 'Fortsæt',
  'charades.seeWinner': 'Se, hvem der vandt',
  'charades.nextTeam': 'Næste hold',
  'charades.start': 'Start {seconds} sekunder',
  'charades.editTeams': 'Ret holdene',
  'charades.doneTeams': 'Færdig med holdene',
  'charades.useTilt': 'Brug vip',
  'charades.resetScores': 'Nulstil point',
  'charades.playTo': 'Spil til',
  'charades.noLimit': 'Uden grænse',
  'charades.points': { one: '{count} point', other: '{count} point' },
  'charades.round': 'Runde {round} · {target}',
  'charades.playingTo': 'der spilles til {target} point',
  'charades.noLimitLower': 'uden grænse',
  'charades.actingInTurn': 'Mimer på skift: {names}',
  'charades.addTeam': 'Tilføj et hold',
  'charades.removeTeam': 'Fjern sidste hold',
  'charades.tableStart': 'Spil på alles telefoner (uden dækning)',
  'charades.tableHint':
    'De andre telefoner scanner én kode fra den her. Kun mimerens telefon viser ordet; de andre holder styr på uret og pointene.',
  'charades.tableNoPacks':
    'Et bord af telefoner spiller de indbyggede pakker, som alle telefoner har: slå en til under Pakker.',
  'charades.tableFewPlayers':
    'Skriv først alles navne under Spillere: mindst {count}, så hvert hold har nogen til at mime.',
  'charades.tableTooMany':
    'Et bord af telefoner har plads til {count}. Er I flere, så spil på den her telefon.',
  'charades.resetTitle': 'Nulstil pointene?',
  'charades.resetText':
    'Alle hold starter forfra på 0, og en ny første runde begynder. Holdnavnene og målet bliver.',
  'charades.resetYes': 'Nulstil til 0',
  'charades.resetNo': 'Behold pointene',

  'charades.table.unreadable':
    'Telefonens bordkode kan ikke læses længere. Scan værtens kode igen for at komme med.',
  'charades.table.scan': 'Scan koden',
  'charades.table.onThisPhone': 'Spil på den her telefon i stedet',
  'charades.table.nextGame': 'Værten starter næste spil med en ny kode: {scan}.',
  'charades.table.scanHere': 'scan den her',
  'charades.table.turn': 'Tur {turn}',
  'charades.table.label': 'Bord: {words}',
  'charades.table.turnDone': {
    one: 'Tur {turn} færdig: {team} fik {count} point',
    other: 'Tur {turn} færdig: {team} fik {count} point',
  },
  'charades.table.tapPoints': 'Alle andre: tryk {points} på jeres telefon',
  'charades.table.yourTurn': 'Din tur, {actor}: mim for {team}',
  'charades.table.onlyThis': 'Kun den her telefon viser ordene. Start, når dit hold er klar.',
  'charades.table.startWith':
    'Start jeres ur, når {actor} starter, eller hold bare øje med telefonen hos {actor}.',
  'charades.table.countFirst': 'Gør jer klar: uret starter efter nedtællingen.',
  'charades.table.onlyActor':
    'Kun telefonen hos {actor} viser ordet. Gæt med, hvis det er dit hold!',
  'charades.table.endNow': 'Stop turen nu',
  'charades.table.turnOver': 'Turen er slut for {actor}',
  'charades.table.done': { one: 'Færdig: {count} point', other: 'Færdig: {count} point' },
  'charades.table.startClock': 'Start uret sammen med {actor}',
  'charades.table.again': 'tur {turn}, med de her point',
  'charades.table.howMany': 'Hvor mange fik {team}?',
  'charades.table.actorShows': 'Telefonen hos {actor} viser det. Tryk på det samme tal.',
  'charades.table.tapFirst': 'Tryk først på pointene',
  'charades.table.nextTurn': 'Næste tur: {team} +{points}',
  'charades.emptyTeam': 'Giv holdet et navn. Det beholder sit gamle navn, indtil du gør det.',
  'charades.andList': '{names} og {last}',
  'charades.tied': '{names} står lige med {score}. En runde mere afgør det.',
  'charades.reached': {
    one: '{names} har nået {target}. Runden slutter, når alle hold har spillet; så vinder den højeste score.',
    other:
      '{names} har nået {target}. Runden slutter, når alle hold har spillet; så vinder den højeste score.',
  },
  'charades.tilt.none': 'Den her browser kan ikke mærke vip: brug knapperne.',
  'charades.tilt.insecure': 'Vip virker kun, når appen er åbnet over https: brug knapperne her.',
  'charades.tilt.denied':
    'Adgang til bevægelse blev ikke givet: brug knapperne, eller tillad det i browserens indstillinger.',
};
