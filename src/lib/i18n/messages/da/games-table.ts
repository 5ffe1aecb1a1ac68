import type { Translation } from '../../types';
import type { gamesTable as english } from '../en/games-table';

export const gamesTable: Translation<typeof english> = {
  'table.oddOneOut.otherWords':
    'Telefonen har en anden liste med Odd one out-ord end værtens telefon, så de to ville dele forskellige runder ud. Åbn Party Dojo på begge telefoner, når I har forbindelse, så de bliver opdateret. Indtil da kan I spille på én telefon, der går rundt.',
  'table.join.scanAnother': 'Scan en anden kode',
  'table.otherLang.da':
    'Koden hører til et bord, der spiller på dansk, men denne side deler de engelske ord ud. Åbn den danske side for at komme med – koden følger med.',
  'table.otherLang.en':
    'Koden hører til et bord, der spiller på engelsk, men denne side deler de danske ord ud. Åbn den engelske side for at komme med – koden følger med.',
  'table.otherLang.openDa': 'Kom med på dansk',
  'table.otherLang.openEn': 'Kom med på engelsk',
  'table.otherLang.gameDa':
    'Telefonens bord spiller på dansk, men denne side deler de engelske ord ud. Åbn den danske side for at spille videre.',
  'table.otherLang.gameEn':
    'Telefonens bord spiller på engelsk, men denne side deler de danske ord ud. Åbn den engelske side for at spille videre.',
  'table.otherLang.playDa': 'Spil videre på dansk',
  'table.otherLang.playEn': 'Spil videre på engelsk',
  'table.turn': 'Tur {n}',
  'table.turnLower': 'tur {n}',
  'table.roundLower': 'runde {n}',
  'table.pictures': 'Bord: {words}',
  'table.leave': 'Forlad bordet',
  'table.playHere': 'Spil på denne telefon i stedet',
  'table.unreadable':
    'Telefonens bordkode kan ikke længere læses. Scan værtens kode igen for at komme med igen.',
  'table.code.qrLabel': 'Bordkoden, som de andre telefoner scanner',
  'table.code.pictures': 'Alle telefoner ved bordet viser de her fire billeder:',
  'table.code.typeInstead': 'Virker kameraet ikke? Skriv en kode i stedet',
  'table.code.picturesLabel': 'Bordets fire billeder',
  'table.host.title': 'Alle andre: scan den her',
  'table.host.hintOpen': 'Åbn {game} i Party Dojo på hver af de andre telefoner, tryk på',
  'table.host.joinTheirTable': 'Kom med ved deres bord',
  'table.host.hintScan': ', scan koden og vælg dit navn. Det kræver ingen forbindelse.',
  'table.seat.which': 'Hvem af dem er du?',
  'table.again.summary': 'Vis bordkoden',
  'table.again.hint':
    'Til en telefon, der kommer sent med eller er kommet ud af trit: den fortsætter fra {turn}.',
  'table.joinLink.before': 'Er det en anden, der er vært?',
  'table.scan.video': 'Kameraet, der leder efter bordkoden',
  'table.scan.starting': 'Starter kameraet …',
  'table.scan.point': 'Peg kameraet mod koden på værtens telefon.',
  'table.scan.noBrowser': 'Browseren kan ikke bruge kameraet. Skriv koden i stedet.',
  'table.scan.noHttps':
    'Kameraet virker kun, når Party Dojo er åbnet via https. Skriv koden i stedet.',
  'table.scan.denied':
    'Party Dojo må ikke bruge kameraet. Giv appen lov i browserens indstillinger, eller skriv koden i stedet.',
  'table.scan.noCamera': 'Telefonen har ikke et kamera, appen kan bruge. Skriv koden i stedet.',
  'table.scan.busy':
    'En anden app bruger kameraet. Luk den og prøv igen, eller skriv koden i stedet.',
  'table.scan.failed': 'Kameraet startede ikke. Skriv koden i stedet.',
  'table.join.title': 'Kom med ved et bord',
  'table.join.description':
    'Scan værtens kode og spil på din egen telefon – det kræver ingen forbindelse.',
  'table.join.intro':
    'Scan koden på værtens telefon. Det kræver ingen forbindelse: intet bliver sendt nogen steder hen.',
  'table.join.typedLabel': 'Eller skriv koden, der står under “Virker kameraet ikke?”',
  'table.join.typedPlaceholder': 'K7QM-…',
  'table.join.join': 'Kom med',
  'table.join.hostingBefore': 'Vil du hellere være vært? Start',
  'table.join.hostingOr': 'eller',
  'table.join.hostingAfter': 'og vælg at spille på alles telefoner.',
  'table.join.roomLabel': 'Har du forbindelse? Gå ind i et rum med dets kode',
  'table.join.busy': 'Kommer med …',
  'table.join.olderTitle': 'En ældre kode fra jeres bord',
  'table.join.scanCurrent': 'Scan den nuværende kode',
  'table.join.back': 'Tilbage til {game}',
  'table.join.check': 'Tjek, at alle telefoner ved bordet viser de her fire billeder:',
  'table.join.onTurn': 'Bordet er nået til tur {n}: du kommer med derfra.',
  'table.join.onRound': 'Bordet er nået til runde {n}: du kommer med derfra.',
  'table.join.replacing': 'Det afslutter det spil {game}, telefonen var i gang med.',
  'table.join.saveFailed':
    'Telefonen kunne ikke gemme spillet (lageret er måske fuldt). Ryd lidt plads og scan igen.',
  'table.join.older':
    'Koden er ældre end det, telefonen allerede har: den er fra {unit} {code} ved dette bord med {game}, og telefonen er på {unit} {phone}. Telefonen bliver på {unit} {phone}. Scan den kode, værtens telefon viser nu (under “Vis bordkoden”), for at tjekke, at I er i trit.',
  'table.unit.turn': 'tur',
  'table.unit.round': 'runde',
  'table.problem.notCode': 'Det er ikke en bordkode fra Party Dojo. Scan koden på værtens telefon.',
  'table.problem.newer':
    'Koden kommer fra en nyere udgave af Party Dojo. Opdater appen på telefonen (genindlæs den, når du har forbindelse), og scan så igen.',
  'table.problem.damaged': 'Koden kom ikke helt igennem. Scan den igen, tættere på og mere roligt.',
  'table.start': 'Spil på alles telefoner (uden forbindelse)',
  'table.tod.startHint':
    'Hver spillers sandhed eller konsekvens står kun på deres egen telefon. De andre scanner koden på denne telefon – det kræver ingen forbindelse.',
  'table.needNames': 'Skriv alles navne under Spillere først: mindst {min}.',
  'table.tooMany':
    'Der er plads til højst {max} ved et bord af telefoner. Er I flere, så spil på denne telefon.',
  'table.needBuiltIn':
    'Et bord af telefoner spiller med de indbyggede pakker, som alle telefoner har: slå en til under Pakker.',
  'table.tod.yourTurn': 'Din tur, {name}: sandhed eller konsekvens?',
  'table.tod.onlyHere': 'Dit kort står kun på denne telefon.',
  'table.up': 'Tur til {name}',
  'table.upHint':
    'Kortet står kun på telefonen hos {name}. Når {name} er færdig, så tryk på Næste tur.',
  'table.next': 'Næste tur',
  'table.done': 'Færdig: næste tur',
  'table.nothing':
    'Der er ikke noget kort i pakkerne, der passer til {name}: gå videre til næste tur.',
  'table.tod.notDrinking':
    '{name} drikker ikke i aften: siger {name} nej til et kort, koster det en straf, ikke en tår.',
  'table.tod.missing':
    'Telefonen har ikke de pakker, værten valgte ({packs}), så den kan ikke dele de samme kort ud. Værten vælger kun indbyggede pakker under Pakker og viser en ny kode.',
  'table.tod.other':
    'Telefonen har en anden udgave af værtens pakker til sandhed eller konsekvens, så de to ville dele forskellige kort ud. Åbn Party Dojo på begge telefoner, når I har forbindelse, så de bliver opdateret. Indtil da kan I spille på én telefon, der går rundt.',
  'table.squiffy.startHint':
    'Hver spillers kort står kun på deres egen telefon. De andre scanner koden på denne telefon – det kræver ingen forbindelse.',
  'table.squiffy.yourTurn': 'Din tur, {name}: her er dit kort',
  'table.squiffy.over': 'Det var sidste kort: {count} kort er spillet.',
  'table.squiffy.missing':
    'Telefonen har ikke de pakker, værten valgte ({packs}), så den kan ikke dele de samme kort ud. Værten vælger kun indbyggede pakker under Pakker og viser en ny kode.',
  'table.squiffy.other':
    'Telefonen har en anden udgave af værtens Squiffy-pakker, så de to ville dele forskellige kort ud. Åbn Party Dojo på begge telefoner, når I har forbindelse, så de bliver opdateret. Indtil da kan I spille på én telefon, der går rundt.',
};
