import type {
  PartyCard,
  PartyCardType,
  PartyStreamPack,
  PartyTag,
  RuleLength,
} from '../party-stream';
import { fill } from '../../../lib/i18n/catalogue';
import { gamesPartyStream } from '../../../lib/i18n/messages/da/games-party-stream';

// Party stream på dansk: en strøm af blandede kort til et bord af venner, skrevet til danske borde
// (ikke oversat ord for ord). Samme pakke-id'er, kort-typer og regelmekanik som den engelske
// strøm; hvert kort bærer sine tags (drink, flirty) som data. `{player}` er den, der har tur,
// `{player2}` en anden spiller. Linjen, der afslutter en regel, sættes sammen af katalogets
// "Reglen er slut: …". Indlæses kun på en dansk side (rutens loader); party-stream.test.ts
// tjekker hvert kort.

export interface DanishPartyStreamPack extends PartyStreamPack {
  lang: 'da';
}

const D = 'drink' as const;
const F = 'flirty' as const;

const card =
  (type: Exclude<PartyCardType, 'rule'>) =>
  (text: string, ...tags: PartyTag[]): PartyCard => ({ type, text, tags });

const task = card('task');
const vote = card('vote');
const duel = card('duel');
const game = card('mini-game');
const all = card('everyone');
function rule(text: string, end: string, lasts: RuleLength, ...tags: PartyTag[]): PartyCard {
  return {
    type: 'rule',
    text,
    tags,
    lasts,
    end: fill(gamesPartyStream['partyStream.ruleOverWith'], { end }),
  };
}

export const warmUp: DanishPartyStreamPack = {
  id: 'warm-up',
  lang: 'da',
  name: 'Opvarmning',
  description: 'Nemme opgaver, hurtige afstemninger og fjollede regler, der får snakken i gang.',
  explicit: false,
  premium: false,
  spice: 1,
  cards: [
    task('{player}, fortæl om ugens mindste sejr, som om den var forsiden af Ekstra Bladet.'),
    task('{player}, giv {player2} et kælenavn, der holder resten af spillet.'),
    task('{player}, efterlign den måde, {player2} griner på, indtil nogen ved bordet knækker.'),
    task('{player}, nævn tre blå ting i rummet. Misser du én, tager du en tår.', D),
    task('{player}, hvisk alt, hvad du siger, indtil næste kort. Glipper det, drikker du.', D),
    task('{player}, beskriv din morgenrutine som en naturudsendelse med David Attenborough.'),
    task('{player}, tromm rytmen fra en sang på bordet; {player2} får tre gæt.'),
    task('{player}, fortæl os om dit mest ubrugelige talent, og vis det så.'),
    task('{player}, pitch en forretningsidé til {player2} på tyve sekunder.'),
    task('{player}, byt plads med {player2} og bliv på den nye plads.'),
    task('{player}, sig noget pænt om hver spiller, én sætning hver.'),
    task('{player}, læs vejrudsigten op for stemningen til den her fest.'),
    task('{player}, bordet giver dig et ord; brug det i hver sætning indtil dit næste kort.'),
    task(
      '{player}, nævn en film, som {player2} i hemmelighed ville elske. {player2} be- eller afkræfter.',
    ),
    task('{player}, afslør det sidste, du har købt på nettet.'),
    task('{player}, find på en skål til lige præcis det her øjeblik, og løft dit glas.', D),
    task('{player}, fortæl om din værste frisure nogensinde, i detaljer.'),
    task('{player}, sig til {player2}, hvilken tv-figur de minder dig om, og hvorfor.'),
    task('{player}, nævn fem slags smørrebrød på fem sekunder, ellers tager du en tår.', D),
    vote('På tre peger alle på den, der er mest tilbøjelig til at græde over en reklame.'),
    vote('Peg på tre: hvem ville overleve længst på en øde ø? Resten drikker.', D),
    vote('På tre, peg på den, der giver de bedste råd.'),
    vote('Alle peger på tre på den værste sanger i bilen. Den udpegede vælger næste sang.'),
    vote('På tre, peg på den, der ville vinde en stirrekonkurrence med en kat.'),
    vote('Peg på tre på den, der helst ville adoptere tre hunde. Den udpegede tager en tår.', D),
    vote('Hænderne op på tre, hvis du har vinket tilbage til en, der vinkede til en anden.'),
    vote('Tommel op eller ned på tre: ananas på pizza. Den mindste side drikker.', D),
    vote('På tre, peg på den, der er længst tid om at svare på en besked.'),
    vote('På tre, peg på den, der først ville fare vild i Tivoli.'),
    vote('Peg på tre på den bedste danser. Vedkommende viser ét trin.'),
    vote('På tre, peg på den, der fortæller de bedste historier. Alle andre drikker.', D),
    duel(
      '{player} mod {player2}: nævn lande, der starter med B, på skift. Går du i stå, drikker du.',
      D,
    ),
    duel('{player} mod {player2}: sten, saks, papir, bedst af tre. Taberen tager en tår.', D),
    duel('{player} mod {player2}: hvem kan stå længst på ét ben? Taberen drikker.', D),
    duel('{player} mod {player2}: stirrekonkurrence. Den, der blinker først, tager en tår.', D),
    duel(
      '{player} mod {player2}: nævn en frugt hver, på skift. Gentager du dig eller fryser, taber du.',
    ),
    duel('{player} mod {player2}: stav "Skanderborg" baglæns. Den langsomste drikker.', D),
    duel('{player} mod {player2}: hvem holder masken længst, mens bordet stirrer?'),
    duel(
      '{player} mod {player2}: tæl ned fra 30 med tre ad gangen. Den, der snubler, tager en tår.',
      D,
    ),
    game('Kategorirunde fra {player}: bilmærker. Den, der gentager eller går i stå, drikker.', D),
    game('Rimkæde fra {player}: rim på "kat" hele vejen rundt. En bommert koster en tår.', D),
    game(
      'Kategorirunde fra {player}: ting, man finder i et køkken. Fem sekunder hver, ellers en tår.',
      D,
    ),
    game(
      'Ordkæde fra {player}: hvert ord starter med sidste bogstav i det forrige. Den, der misser, drikker.',
      D,
    ),
    game(
      'Alfabetrunde fra {player}: dyr fra A til Å, ét bogstav hver. Ingen idé? Så drikker du.',
      D,
    ),
    game(
      'Tællelegen fra {player}: tæl til 21 rundt om bordet og sig "bum" ved hver tredje. En fejl giver en fjollet gåtur til døren og tilbage.',
    ),
    game('Rimkæde fra {player}: rim på "dag", indtil nogen går i stå. Vedkommende drikker.', D),
    game(
      'Kategorirunde fra {player}: tegnefilmsfigurer. Den første, der sidder fast, laver en fjollet gåtur.',
    ),
    game(
      'Historierunde: {player} siger ét ord, og hver spiller lægger ét til. Den, der ødelægger historien, drikker.',
      D,
    ),
    game(
      'Nyn den: {player} nynner en kendingsmelodi, og den første, der gætter den, vælger, hvem der drikker.',
      D,
    ),
    rule(
      'Indtil {player} har tur igen, må ingen sige nogens navn. Siger du et, tager du en tår.',
      'navnene er tilbage.',
      'round',
      D,
    ),
    rule(
      'I de næste tre kort drikker alle med den anden hånd. Forkert hånd koster en tår.',
      'brug den hånd, du vil.',
      3,
      D,
    ),
    rule(
      'Indtil {player} har tur igen, er {player} spørgemester: svarer du på deres spørgsmål uden et modspørgsmål, drikker du.',
      'svar helt normalt igen.',
      'round',
      D,
    ),
    rule(
      'I de næste fire kort siger alle "tak" før de læser et kort op. Glemmer du det, drikker du.',
      'høfligheden er frivillig igen.',
      4,
      D,
    ),
    rule(
      'Indtil {player} har tur igen, drikker den, der griner først ved hvert kort.',
      'grin løs.',
      'round',
      D,
    ),
    rule(
      'I de næste tre kort må ingen pege. Peger du, tager du en tår.',
      'det er tilladt at pege igen.',
      3,
      D,
    ),
    rule(
      'Indtil {player} har tur igen, slutter hver sætning med "skifter", som over en walkie-talkie.',
      'over og ud.',
      'round',
    ),
    rule(
      'I de næste fem kort er {player} tommelmester: når de lægger en tommel på bordet, drikker den sidste, der gør det samme.',
      'tommelmesteren går på pension.',
      5,
      D,
    ),
    all('Alle, der har været i udlandet i år, tager en tår.', D),
    all('Alle med et kæledyr fortæller dets navn og dets værste vane.'),
    all('Alle, der har mistet nøglerne denne måned, drikker.', D),
    all('Alle rejser sig. Den sidste, der står op, fortæller en vits.'),
    all('Alle i sort tøj tager en tår.', D),
    all('Alle fortæller om den sidste emoji, de sendte, på skift fra {player}.'),
    all('Alle, der stadig har en bamse fra barndommen, tager en tår og siger dens navn.', D),
    all('Alle rykker én plads til venstre.'),
    all('Alle, der har fødselsdag inden for tre måneder, drikker.', D),
    all('Skål: alle klinker, ser hinanden i øjnene og tager en tår.', D),
  ],
};

export const party: DanishPartyStreamPack = {
  id: 'party',
  lang: 'da',
  name: 'Fest',
  description:
    'Hovedretten: dueller, fælles afstemninger, hurtige minispil og regler, der varer et stykke tid.',
  explicit: false,
  premium: false,
  spice: 2,
  cards: [
    task(
      '{player}, hold en tale på to sætninger til brylluppet mellem {player2} og deres yndlingssnack.',
    ),
    task('{player}, afslør din mest spillede sang i år. Gætter bordet forkert, drikker bordet.', D),
    task('{player}, kommentér, hvad {player2} laver lige nu, som en sportskommentator på TV 2.'),
    task('{player}, tilstå en uskyldig løgn, du har fortalt denne måned.'),
    task(
      '{player}, du har tredive sekunder til at få {player2} til at grine. Lykkes det ikke, drikker du.',
      D,
    ),
    task('{player}, fortæl historien om dit første job på bare tre sætninger.'),
    task(
      '{player}, nævn den spiller, du ville ringe til, hvis du skulle bruge et alibi, og forklar hvorfor.',
    ),
    task('{player}, sælg en usynlig kuglepen til {player2}, som om din husleje afhang af det.'),
    task('{player}, syng den sidste besked, du sendte, som en opera-arie, uden navne.'),
    task('{player}, fortæl, hvilken gruppechat du ville forlade først, og hvorfor.'),
    task('{player}, lær {player2} et dansetrin. De skal vise det på deres næste kort.'),
    task(
      '{player}, efterlign en kendt dansker, indtil nogen gætter hvem. Går der et minut, tager du en tår.',
      D,
    ),
    task('{player}, fortæl bordet om din mest pinlige autokorrektur.'),
    task('{player}, beskriv {player2} med kun tre ord. {player2} vælger ét at beholde.'),
    task('{player}, genskab dit mest dramatiske sportsøjeblik i slowmotion.'),
    task('{player}, giv {player2} et kompliment, der er så specifikt, at det lyder opdigtet.'),
    task('{player}, afslør den tv-serie, du skammer dig lidt over at elske, og forsvar den.'),
    task('{player}, fortæl om det mærkeligste, du har spist, og om du ville gøre det igen.'),
    task(
      '{player}, tal med en dialekt efter eget valg indtil dit næste kort. Glipper den, drikker du.',
      D,
    ),
    task('{player}, giv {player2} to tår, eller tag dem selv.', D),
    task('{player}, lav din bedste skurkelatter, og forklar så din onde plan.'),
    vote('Zombiefilm, på tre: alle peger på den, der stadig er i live i sidste scene.'),
    vote(
      'Peg på tre på den, der ville starte et skænderi med en sodavandsautomat. Vedkommende drikker.',
      D,
    ),
    vote('På tre, peg på den, der ville være den værste bofælle. De forklarer sig.'),
    vote(
      'Alle peger på tre på den, der bruger flest penge på kaffe to go. Vinderen tager to tår.',
      D,
    ),
    vote('På tre, peg på den, der ville blive berømt ved et uheld.'),
    vote(
      'Peg på tre på den, der kunne snakke en dørmand til at lukke hele flokken ind. De viser hvordan.',
    ),
    vote('På tre, peg på den, du ville give din ekstranøgle. Den udvalgte deler to tår ud.', D),
    vote('Tommel op eller ned på tre: sokker i sandaler. Den mindste side tager en tår.', D),
    vote('På tre, peg på den, der ville græde først til et bryllup.'),
    vote(
      'Peg på tre på den, der i hemmelighed er mest konkurrencemenneske her. Vedkommende drikker.',
      D,
    ),
    vote('På tre, peg på den, der sender beskeder klokken tre om natten med en stor idé.'),
    vote(
      'Hænderne op på tre, hvis du har sunget i bad med fuld koreografi. Alle med hånden oppe drikker.',
      D,
    ),
    vote('På tre, peg på den, der ville vinde en quiz om reality-tv.'),
    vote('Peg på tre på den, der ville planlægge den bedste roadtrip. De nævner første stop.'),
    duel(
      '{player} mod {player2}: nævn så mange Disney-film som muligt på skift. Den første, der går i stå, drikker.',
      D,
    ),
    duel('{player} mod {player2}: tommelfingerkrig, hvis {player2} har lyst. Taberen drikker.', D),
    duel(
      '{player} mod {player2}: sig alfabetet baglæns. Bordet tager tid; den langsomste drikker.',
      D,
    ),
    duel('{player} mod {player2}: sig "fisk fisk fisk" ti gange hurtigt. Den tydeligste vinder.'),
    duel(
      '{player} mod {player2}: bordet nævner en sang; den første, der synger en linje af den, vinder. Taberen tager en tår.',
      D,
    ),
    duel('{player} mod {player2}: hvem kan holde planken længst? Taberen afgiver sin plads.'),
    duel(
      '{player} mod {player2}: nævn olympiske sportsgrene på skift. Gentager du eller fryser, drikker du.',
      D,
    ),
    duel('{player} mod {player2}: balancér en mønt på næsen. Den korteste balance drikker.', D),
    duel(
      '{player} mod {player2}: sig hver en fun fact; bordet stemmer om, hvilken der er sand. Taberen drikker.',
      D,
    ),
    duel(
      '{player} mod {player2}: den første, der får den anden til at smile uden berøring, vinder.',
    ),
    duel(
      '{player} mod {player2}: hvem kan nævne flest farver på ti sekunder? Taberen tager en tår.',
      D,
    ),
    duel(
      '{player} mod {player2}: fra skrædderstilling på gulvet til stående, uden hænder. Den langsomste drikker.',
      D,
    ),
    game(
      'Kategorirunde fra {player}: kendte makkerpar. Kan du ikke komme på flere, tager du en tår.',
      D,
    ),
    game('Rimkæde fra {player}: rim på "nat". Den første, der sidder fast, tager en tår.', D),
    game(
      'Fizz buzz fra {player}: tæl rundt om bordet, "fizz" ved 3-tal og "buzz" ved 5-tal. En fejl koster en tår.',
      D,
    ),
    game(
      'Kategorirunde fra {player}: ting, der er klistrede. Fem sekunder hver, ellers drikker du.',
      D,
    ),
    game(
      'Aldrig stop: {player} nævner et mærke, og hver spiller nævner et af samme slags. Sidder du fast, drikker du.',
      D,
    ),
    game('Rimkæde fra {player}: rim på "kage". Den, der gentager et rim, tager en tår.', D),
    game(
      'Hurtig hånd: på tre siger alle et tal fra 1 til 5. Alle, der siger det samme som {player}, drikker.',
      D,
    ),
    game('Den varme stol: {player} svarer på tre hurtige spørgsmål fra bordet uden at sige "øh".'),
    game(
      'Kategorirunde fra {player}: ting, man finder på et hotelværelse. Sidder du fast, laver du en straf, bordet vælger.',
    ),
    game('Dialektrunde: {player} læser næste kort op på en dialekt, og bordet gætter hvilken.'),
    game(
      'To sandheder og en løgn: {player} fortæller tre, og alle, der gætter forkert, tager en tår.',
      D,
    ),
    game(
      'Mim det: {player} mimer et hverdagsjob, og den første, der gætter det, deler en tår ud.',
      D,
    ),
    game(
      'Salgstalen: {player} nævner et produkt, og {player2} har ti sekunder til at sælge det. Bordet dømmer.',
    ),
    rule(
      'Indtil {player} har tur igen, skal alle sige "efter min ydmyge mening" før enhver mening. Glemmer du det, drikker du.',
      'meningerne må være høje igen.',
      'round',
      D,
    ),
    rule(
      'Indtil {player} har tur igen, er {player} og {player2} tvillinger: når den ene drikker, gør den anden også.',
      'tvillingerne går hver til sit.',
      'round',
      D,
    ),
    rule(
      'I de næste fire kort er bandeord forbudt. Hver bommert koster en tår.',
      'band løs.',
      4,
      D,
    ),
    rule(
      'Indtil {player} har tur igen, taler alle som en pirat. Den, der glemmer det, drikker.',
      'piraterne sejler i havn.',
      'round',
      D,
    ),
    rule(
      'I de næste tre kort bestemmer {player}, hvem der drikker, hver gang et kort siger "tår".',
      'tårene går tilbage til dem, kortet nævner.',
      3,
      D,
    ),
    rule(
      'Indtil {player} har tur igen, bliver telefonerne i lommen. Bliver du taget i at kigge, tager du en tår.',
      'telefonerne er tilladt igen.',
      'round',
      D,
    ),
    rule(
      'I de næste fem kort skal alle klappe én gang, før de siger noget. Glemmer du det, drikker du.',
      'klapsalverne stopper.',
      5,
      D,
    ),
    rule(
      'Indtil {player} har tur igen, er {player2} spejlet: hver gang {player} drikker, kopierer {player2} positionen.',
      'spejlet bliver pakket væk.',
      'round',
      D,
    ),
    rule(
      'I de næste tre kort skal alle kalde {player} "Deres Majestæt". Glemmer du det, tager du en tår.',
      '{player} er almindelig borger igen.',
      3,
      D,
    ),
    rule(
      'Indtil {player} har tur igen, er ordene "ja" og "nej" forbudte. Siger du et af dem, drikker du.',
      'ja og nej er tilbage.',
      'round',
      D,
    ),
    all(
      'Alle, der har stået i kø for at komme ind på et diskotek i over en time, tager en tår.',
      D,
    ),
    all('Alle, der har glemt en fødselsdag i år, tager en tår.', D),
    all(
      'Alle siger det første ord, de kommer til at tænke på om {player}. {player} vælger sin favorit.',
    ),
    all('Alle, der har været på Roskilde Festival, rejser sig og tager en tår.', D),
    all('Alle, der har sovet over sig til noget vigtigt, drikker.', D),
    all('Alle, der har en playliste kun til opvask, siger dens navn.'),
    all('Alle, der har faret vild med en GPS i hånden, tager en tår.', D),
    all('Alle, der har øvet en tale foran spejlet, viser os den bedste linje.'),
    all('Alle, der har spist morgenmad til aftensmad i denne uge, drikker.', D),
    all('Alle, der nogensinde har trykket "snooze" mere end tre gange, tager en tår.', D),
  ],
};

export const wild: DanishPartyStreamPack = {
  id: 'wild',
  lang: 'da',
  name: 'Vild',
  description:
    'Frækkere opgaver, dristigere afstemninger og regler, der får hele bordet op at køre.',
  explicit: false,
  premium: false,
  spice: 2,
  cards: [
    task('{player}, afslør det mest kaotiske, du har gjort i byen.'),
    task('{player}, vis den sidste selfie i din kamerarulle, eller fortæl, hvorfor du ikke vil.'),
    task('{player}, fortæl om en gang, du snød dig ind et sted, du ikke burde være.'),
    task('{player}, fortæl {player2} ærligt, hvad du tænkte om dem, den dag I mødtes.'),
    task('{player}, syng det næste kort i stedet for at læse det op.'),
    task(
      '{player}, lav det ansigt, du laver, når tjeneren siger "velbekomme", og du svarer "i lige måde".',
    ),
    task('{player}, fortæl om din værste tømmermændsmorgen på tre sætninger.', D),
    task(
      '{player}, ring til en ven og sig, at du elsker dem, helt uden forklaring. Tør du ikke, tager du en tår.',
      D,
    ),
    task('{player}, lav en tale til {player2}, som om I har været gift i halvtreds år.', F),
    task('{player}, vis os din mest selvsikre catwalk hen til døren og tilbage.'),
    task('{player}, fortæl om den mest akavede date, du har været på.', F),
    task('{player}, nævn tre ting, du aldrig ville gøre, og gør dig klar til at blive drillet.'),
    task('{player}, imitér en spiller ved bordet, indtil nogen gætter hvem.'),
    task('{player}, sig din mest upopulære mening om dansk mad.'),
    task('{player}, fortæl om den værste gave, du nogensinde har givet.'),
    task('{player}, giv {player2} en rolle i din livsfilm, og forklar hvorfor.'),
    task('{player}, vis os din bedste "jeg er helt frisk"-gang hen over gulvet.'),
    task('{player}, tilstå noget, du har taget med hjem fra en fest, som ikke var dit.'),
    task('{player}, spil en hel julefrokost på tyve sekunder, alle roller.'),
    task('{player}, beskriv dit drømme-crush med tre ord.', F),
    vote('På tre, peg på den, der oftest kommer hjem med solen. Vedkommende drikker.', D),
    vote('Peg på tre på den, der ville blive smidt ud af en bar først. De forklarer hvorfor ikke.'),
    vote('På tre, peg på den, der har flest hemmeligheder. Alle andre drikker.', D),
    vote('Alle peger på tre på den, der ville overleve en uge uden telefon. De lover at prøve.'),
    vote('På tre, peg på den, der har flest eks-kærester i byen.', F),
    vote('Peg på tre på den, der ville score dørmanden. Vedkommende tager en tår.', D, F),
    vote(
      'Hænderne op på tre, hvis du har sendt en besked, du fortrød med det samme. Alle med hånden oppe drikker.',
      D,
    ),
    vote(
      'Tommel op eller ned på tre: kolde pommes frites dagen efter. Den mindste side tager en tår.',
      D,
    ),
    vote('På tre, peg på den, der ville vinde Paradise Hotel.', F),
    vote('Peg på tre på den, der danser vildest efter midnat. Vedkommende viser det.'),
    vote('På tre, peg på den, der ville ende i en musikvideo ved et uheld.'),
    vote(
      'Hænderne op på tre, hvis du har taget natbussen i det forkerte tøj. Hænderne oppe skåler.',
      D,
    ),
    vote('På tre, peg på den, der er mest tilbøjelig til at tage en tatovering i ferien.'),
    duel('{player} mod {player2}: hvem laver den bedste kendisimitation? Taberen tager to tår.', D),
    duel('{player} mod {player2}: den, der først finder noget rødt i rummet, vinder.'),
    duel('{player} mod {player2}: hold øjenkontakt og sig "jeg elsker leverpostej" uden at grine.'),
    duel('{player} mod {player2}: armlægning, hvis {player2} er med. Taberen drikker.', D),
    duel(
      '{player} mod {player2}: det bedste fald i slowmotion, bedømt af bordet. Taberen tager en tår.',
      D,
    ),
    duel(
      '{player} mod {player2}: ræk hurtigst fem ekskærester af kendte danskere. Taberen drikker.',
      D,
    ),
    duel('{player} mod {player2}: hvem kan rappe længst uden pause? Taberen tager en tår.', D),
    duel('{player} mod {player2}: den bedste filmdød, bedømt med klapsalver.'),
    duel(
      '{player} mod {player2}: improvisér en bryllupsskål til bordet. Klapsalverne afgør det; taberen drikker.',
      D,
    ),
    duel(
      '{player} mod {player2}: den første, der nævner fem oste, vinder, og taberen tager en tår.',
      D,
    ),
    duel(
      '{player} mod {player2}: syng "Der er et yndigt land" med så meget følelse som muligt. Bordet kårer vinderen.',
    ),
    duel('{player} mod {player2}: den, der kan sige flest ord på jysk, vinder.'),
    game(
      'Kategorirunde fra {player}: ord, der lyder frække, men ikke er det. Sidder du fast, drikker du.',
      D,
    ),
    game('Rimkæde fra {player}: rim på "måne". Den første, der går i stå, tager en tår.', D),
    game(
      'Mest tilbøjelig: {player} nævner et scenarie, og alle peger på den, der passer. Flest fingre drikker.',
      D,
    ),
    game(
      'Skarpe meninger fra {player}: hver spiller deler en upopulær holdning. Bordet vælger den vildeste.',
    ),
    game('Hellere end: {player} spørger bordet, og den mindste side drikker.', D),
    game(
      'Speeddating: {player} får ti sekunder med hver spiller til at charmere dem. Bordet vælger et match.',
      F,
    ),
    game(
      'Kategorirunde fra {player}: kendte par, ægte eller opdigtede. Runden fortsætter, til nogen går i stå; de tager en tår.',
      D,
      F,
    ),
    game(
      'Gæt løgnen: {player2} fortæller {player} to historier, hvor den ene er opdigtet. Gætter du forkert, drikker du.',
      D,
    ),
    game(
      'Undskyldningsrunde fra {player}: undskyldninger for at komme for sent. Den, der gentager én, tager en tår.',
      D,
    ),
    game(
      'Alfabetfornærmelser fra {player}: en harmløs fornærmelse fra A til Å, som "alvorlige agurk". Sidder du fast, drikker du.',
      D,
    ),
    rule(
      'Indtil {player} har tur igen, koster hvert kompliment en tår for den, der giver det.',
      'komplimenter er gratis igen.',
      'round',
      D,
    ),
    rule(
      'Indtil {player} har tur igen, må {player} dele en tår ud efter hvert kort.',
      '{player} har regeret færdig.',
      'round',
      D,
    ),
    rule(
      'I de næste fire kort skal alle blinke, efter de har sagt en spillers navn. Glemmer du det, drikker du.',
      'blinkeriet kan stoppe.',
      4,
      D,
      F,
    ),
    rule(
      'Indtil {player} har tur igen, taler alle om sig selv i tredje person. Glipper det, tager du en tår.',
      'alle må sige "jeg" igen.',
      'round',
      D,
    ),
    rule(
      'I de næste tre kort vælger {player} et ekko: en, der dramatisk gentager det sidste ord på hvert kort.',
      'ekkoet forsvinder.',
      3,
    ),
    rule(
      'Indtil {player} har tur igen, må ingen krydse armene. Den, der gør det, drikker.',
      'armene må krydses igen.',
      'round',
      D,
    ),
    rule(
      'I de næste fem kort drikker alle, der siger "faktisk".',
      'faktisk må du sige, hvad du vil.',
      5,
      D,
    ),
    rule(
      'Indtil {player} har tur igen, tager alle, der siger "ligesom" som fyldord, en tår.',
      'sig "ligesom" lige, som du vil.',
      'round',
      D,
    ),
    rule(
      'I de næste tre kort kommenterer {player} alt, hvad bordet gør, som en golfkommentator.',
      'kommentatorboksen er lukket.',
      3,
    ),
    all('Alle, der nogensinde har ghostet nogen, tager en tår.', D, F),
    all('Alle, der har været forelsket i en lærer, drikker.', D, F),
    all('Alle, der har stalket en eks online i år, tager en tår.', D, F),
    all('Alle, der har sunget karaoke ædru, rejser sig og drikker.', D),
    all('Alle, der har klikket på et link, de straks fortrød, tager en tår.', D),
    all('Alle, der har et skærmbillede, de aldrig ville vise chefen, drikker.', D),
    all('Alle, der har fået en p-bøde i år, fortæller, hvor de holdt.'),
    all(
      'Alle, der har været til en julefrokost, de ikke kan huske slutningen af, tager en tår.',
      D,
    ),
  ],
};

export const afterDark: DanishPartyStreamPack = {
  id: 'after-dark',
  lang: 'da',
  name: 'Efter mørke',
  description: 'Kun for voksne, og kun hvis alle vil: flirtende, dristigt og altid frivilligt.',
  explicit: true,
  premium: false,
  spice: 3,
  cards: [
    task('{player}, beskriv det mest romantiske, nogen nogensinde har gjort for dig.', F),
    task(
      '{player}, hvisk det, der tænder dig mest, til {player2}, hvis {player2} vil høre det.',
      F,
    ),
    task('{player}, fortæl os om det dristigste første træk, du har lavet.', F),
    task(
      '{player}, hvis {player2} siger ja, så giv dem et kys på kinden. Et nej koster ingenting.',
      F,
    ),
    task('{player}, beskriv din perfekte dateaften i tre sætninger.', F),
    task('{player}, tilstå den mest uventede person, du har været lun på.', F),
    task('{player}, send {player2} et langsomt, ulmende blik i fem sekunder.', F),
    task('{player}, fortæl bordet, hvad du bedst kan lide ved at blive kysset.', F),
    task(
      '{player}, hvis {player2} har lyst, så slowdans med dem til en sang, de vælger. Et nej er gratis.',
      F,
    ),
    task('{player}, beskriv det outfit, der får dig til at føle dig mest selvsikker.', F),
    task('{player}, afslør den mest plattede scorereplik, der nogensinde har virket på dig.', F),
    vote(
      'På tre, peg på den, du forestiller dig kysser bedst her. Vedkommende tager en tår.',
      D,
      F,
    ),
    vote('Peg på tre på den, der har den vildeste historie, de aldrig har fortalt.', F),
    vote('På tre, peg på den med det mest mystiske kærlighedsliv.', F),
    vote('Hænderne op på tre, hvis du har kysset en fremmed. Alle med hånden oppe drikker.', D, F),
    vote(
      'På tre, peg på den, der ville være den mest romantiske kæreste. Vedkommende tager en tår.',
      D,
      F,
    ),
    vote('Peg på tre på den, der har det farligste smil ved bordet.', F),
    duel(
      '{player} mod {player2}: den mest forførende måde at sige "må jeg bede om saltet". Bordet dømmer.',
      F,
    ),
    duel(
      '{player} mod {player2}: den bedste beskrivelse af en drømmedate. Taberen tager en tår.',
      D,
      F,
    ),
    duel('{player} mod {player2}: hvem får bordet til at rødme først?', F),
    duel(
      '{player} mod {player2}: jeres dristigste flirt-sejr på tredive sekunder. Klapsalverne afgør, hvem der drikker.',
      D,
      F,
    ),
    game(
      'Kategorirunde fra {player}: romantiske filmtitler. Sidder du fast, tager du en tår.',
      D,
      F,
    ),
    game('Jeg har aldrig, flirtende udgave: {player} starter, og alle, der har, drikker.', D, F),
    game(
      'Rimkæde fra {player}: rim på "hjerte", rundt og rundt. Den, der bryder kæden, tager en tår.',
      D,
      F,
    ),
    game('Hemmeligt crush: {player} beskriver sit kendis-crush med tre ord, og bordet gætter.', F),
    rule(
      'Indtil {player} har tur igen, tager alle, der rødmer, en tår.',
      'rødm i fred.',
      'round',
      D,
      F,
    ),
    rule(
      'I de næste tre kort skal alle kalde hinanden "skat". Glemmer du det, drikker du.',
      'skattene er bare venner igen.',
      3,
      D,
      F,
    ),
    rule(
      'Indtil {player} har tur igen, sidder {player} og {player2} side om side, hvis I begge har lyst.',
      'tilbage til jeres egne pladser.',
      'round',
      F,
    ),
    rule(
      'I de næste fire kort skal hvert svar gives med en hæs, forførende stemme.',
      'de normale stemmer er tilbage.',
      4,
      F,
    ),
    all('Alle, der har været lun på en til den her fest, tager en tår.', D, F),
    all('Alle, der har haft en sommerflirt, drikker.', D, F),
    all('Alle, der har sendt en flirtende besked, de fortryder, tager en tår.', D, F),
    all('Alle nævner det, der slukker mest for dem, startende med {player}.', F),
    all('Alle, der har været på blind date, drikker.', D, F),
  ],
};

export const partyStreamPacksDa: readonly DanishPartyStreamPack[] = [
  warmUp,
  party,
  wild,
  afterDark,
];
