import type { Translation } from '../../types';
import type { home as english } from '../en/home';

// Forsiden på dansk: hyttetur, kælderfest og natbussen frem for "the cabin, the basement, the bus".

export const home: Translation<typeof english> = {
  'home.title': 'Festspil til hele flokken. Uden net.',
  'home.lead':
    'Jeg har aldrig, sandhed eller konsekvens, mimespil og meget mere på én telefon, der går rundt om bordet. Åbn den én gang, så virker den også i sommerhuset, i kælderen og bagerst i natbussen.',
  'home.start': 'Kom i gang',
  'home.howItWorks': 'Sådan virker det',
  'home.offlineReady': 'Klar til at spille uden net på denne enhed',
  'home.join':
    'Er der nogen, der kører Den skæve på deres telefon? {join}: scan deres kode, uden net.',
  'home.joinLink': 'Kom med ved deres bord',
  'home.quick.title': 'Spil nu',
  'home.quick.all': 'Alle spil',
  'home.cards.players': '{players} spillere',
  'home.go.title': 'Hvad skal vi spille?',
  'home.go.missing': 'Det spil findes ikke i denne version af appen, så vælg et andet herunder.',
  'home.go.empty': 'Der er ingen spil i denne udgave endnu.',
  'home.go.bars': 'På baren',
  'home.go.tools': 'Hurtige værktøjer',
  'home.go.continue': 'Fortsæt {game}',
  'home.how.title': 'Sådan virker Party Dojo',
  'home.how.lead':
    'Én telefon, en flok venner og en opgave på skærmen. Her er alt, hvad I skal vide før første runde.',
  'home.how.pick.title': 'Vælg et spil',
  'home.how.pick.body':
    'Vælg et spil og de pakker, der passer til stemningen: klassisk, fest, venner, par, isbrydere, en fræk 18+-pakke og pakker helt uden alkohol. Skriv jeres navne ind, hvis I vil, så fordeler appen turene retfærdigt.',
  'home.how.pass.title': 'Send telefonen videre',
  'home.how.pass.body':
    'Tryk eller swipe for næste opgave, og læs den højt. Appen husker de sidste 40 opgaver, den har vist, så den samme kommer ikke igen for hurtigt, heller ikke hvis I lukker den og kommer tilbage senere.',
  'home.how.offline.title': 'Intet net? Intet problem',
  'home.how.offline.body':
    'Når Party Dojo først er hentet, ligger alle spil, værktøjer og artikler på din telefon. Læg den på hjemmeskærmen (din browser tilbyder "Installér" eller "Føj til hjemmeskærm"), så åbner den som en app, også i flytilstand.',
  'home.how.make.title': 'Lav dine egne pakker',
  'home.how.make.body':
    'Skriv dine egne opgaver i editoren, spil dem med det samme, og del et link eller en QR-kode. Kladder gemmes, mens du skriver, så et fladt batteri eller en flyvning uden wifi koster dig aldrig et ord.',
  'home.how.account.title': 'Log ind, og hav det med overalt',
  'home.how.account.body':
    'Du behøver ingen konto for at spille. Logger du ind, får du en profil med dojo-mønter, belønninger og de spil, du har liket eller lavet, og de følger med på alle dine enheder. Det, du laver uden net, bliver sendt, næste gang du er online.',
  'home.how.safe.title': 'Spil trygt',
  'home.how.safe.body':
    'Alle spil virker med vand, sodavand eller ingenting: en tår er, hvad jeres flok bestemmer. Ingen skal svare på en sandhed eller tage en konsekvens, de ikke har lyst til. Pas på hinanden, få noget at spise, og kør aldrig efter at have drukket.',
  'home.section.games': 'Spil',
  'home.section.bars': 'På baren',
  'home.section.tools': 'Værktøjer',
  'home.section.articles': 'Sådan spiller man klassikerne',
  'home.section.create': 'Lav selv',
  'home.section.account': 'Din dojo',
  'home.tile.slusen.title': 'Slusen',
  'home.tile.slusen.blurb': 'The Line, Bakke og partnerbarens andre husspil.',
  'home.tile.scrollbar.title': 'ScrollBar',
  'home.tile.scrollbar.blurb':
    'Meyer, beerpong med udfordringsbægre og ITU-studenterbarens bordspil.',
  'home.tile.coinFlip.title': 'Plat eller krone',
  'home.tile.coinFlip.blurb': 'Plat eller krone, afgjort helt fair.',
  'home.tile.diceRoll.title': 'Terningkast',
  'home.tile.diceRoll.blurb': 'Slå med én terning eller en hel håndfuld.',
  'home.tile.spinBottle.title': 'Drej flasken',
  'home.tile.spinBottle.blurb': 'Tryk, drej, og se, hvem den peger på.',
  'home.tile.guides.title': 'Spilleguides',
  'home.tile.guides.blurb':
    'Regler til beerpong, kings cup, ring of fire og mange flere. Søg efter antal spillere og udstyr.',
  'home.tile.editor.title': 'Lav din egen pakke',
  'home.tile.editor.blurb': 'Skriv kort, spil dem med det samme, og del et link. Virker offline.',
  'home.tile.packs.title': 'Spillernes pakker',
  'home.tile.packs.blurb': 'Pakker, andre spillere har lavet og udgivet: søg, sortér og spil dem.',
  'home.tile.profile.title': 'Din profil',
  'home.tile.profile.blurb': 'Dojo-mønter, belønninger og de spil, du har liket eller lavet.',
};
