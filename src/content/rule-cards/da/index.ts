import type { RuleCardMeta } from '../../reading/types';

// The Danish rule cards at /da/articles/deprecated/{name}: the same cards, names and guides as
// RULE_CARDS, in the same order, with the game names Danes use. Each card is cards/<name>.ts.

/** An English entry's shape in Danish (LocaleSchema lists only 'en' so far). */
export type DanishRuleCardMeta = Omit<RuleCardMeta, 'locale'> & { locale: 'da' };

export const RULE_CARDS_DA: readonly DanishRuleCardMeta[] = [
  {
    name: 'ufc',
    title: 'UFC-drukspil: de korte regler',
    description:
      'Drik med til en UFC-aften: tår for indmarch og takedowns, flere for knockouts, og din favorit i hovedkampen at heppe på.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    name: 'repo',
    title: 'R.E.P.O.-drukspil: de korte regler',
    description:
      'Et drukspil til R.E.P.O.-holdet: tår for ødelagte værdigenstande og skrig, tre når din semibot bliver smadret, og kvoten afgør resten.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    name: 'kevle',
    title: 'Kævle: de korte regler',
    description:
      'Kævle, det danske havespil: to hold, en flaske i midten, en sko, der kastes, og et kapløb om at drikke et lille bæger, mens de andre rejser flasken.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    name: 'meyer',
    title: 'Meyer (Mejer): de korte regler',
    description:
      'Meyer, det danske terningspil om at bluffe, på ét kort: rækkefølgen fra Meyer ned til 32, at melde, tro eller løfte bægeret, og seks liv hver.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'meyer',
  },
  {
    name: 'buffalo',
    title: 'Buffalo: de korte regler',
    description:
      'Buffalo på fire linjer: drik kun med den anden hånd, råb op, når nogen glemmer det, og et forkert råb koster den, der råber.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'buffalo',
  },
  {
    name: 'pyramid',
    title: 'Pyramiden: de korte regler',
    description:
      'Kortspillet pyramiden på én side: en pyramide af 21 kort, tre kort hver, bluff og afsløringer, og tår, der stiger for hver række.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'pyramid',
  },
  {
    name: 'squiffy',
    title: 'Squiffy: de korte regler',
    description:
      'Squiffy, festspillet hvor telefonen går rundt med udfordringer, ærlige spørgsmål, afstemninger og små dueller, og hvor kortene nævner alle ved navn.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'squiffy',
  },
  {
    name: 'category',
    title: 'Kategori: de korte regler',
    description:
      'Kategorispillet på ét kort: nævn en kategori, gå rundt i kredsen, og den, der går i stå eller gentager et svar, tager en tår.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'category',
  },
  {
    name: 'charades',
    title: 'Mimeleg (charades): de korte regler',
    description:
      'Mimeleg på ét kort: to hold, ingen lyde, et til to minutter pr. tur og et point for hvert ord, dit hold gætter.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'charades',
  },
  {
    name: 'fireball',
    title: 'Fireball: de korte regler',
    description:
      'Fireball, også kaldet stack cup, på ét kort: en ring af bægre om Kongen, to kastere og bægre, der hober sig op hos den langsomme.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'fireball',
  },
  {
    name: 'flip-cup',
    title: 'Flip cup: de korte regler',
    description:
      'Flip cup på ét kort: to hold på række, drik, vend dit bæger på hovedet med ét knips, og så er det næste holdkammerats tur.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'flip-cup',
  },
  {
    name: 'beer-pong',
    title: 'Beer pong: de korte regler',
    description:
      'Beer pong på ét kort: ti bægre på hver side i en trekant, to kast pr. tur, bolde tilbage, ny opstilling og den sidste chance.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'beer-pong',
  },
  {
    name: 'blackjack',
    title: 'Blackjack som drukspil: de korte regler',
    description:
      'Blackjack om tår: sæt ind før kortene gives, et kort mere eller stop, giveren stopper på 17, og vinderne deler deres indsats ud.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'blackjack',
  },
  {
    name: 'drunk-uno',
    title: 'Druk-UNO: de korte regler',
    description:
      'UNO med tår: én for hvert kort, du trækker, stablede trækkort, en tår når du springes over, og straf for at glemme at sige UNO.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'drunk-uno',
  },
  {
    name: 'kings-cup',
    title: 'Kings cup: de korte regler',
    description:
      'Kings cup på ét kort: en ring af kort om et bæger, en handling for hver kortværdi og tre tår fra bægeret til den fjerde konge.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'kings-cup',
  },
  {
    name: 'minecraft',
    title: 'Minecraft-drukspil: de korte regler',
    description:
      'Et drukspil til en Minecraft-survivalverden: tår for ødelagt værktøj og faldskade, flere for diamanter og Endermen, og et fælles mål.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    name: 'waterfall',
    title: 'Vandfald (waterfall): de korte regler',
    description:
      'Vandfald på ét kort: alle drikker på én gang, hver stopper efter spilleren før, og når der er talt til fem, er det slut.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'waterfall',
  },
  {
    name: 'horse-race',
    title: 'Hestevæddeløb: de korte regler',
    description:
      'Kortspillet hestevæddeløb på ét kort: fire esser løber ned ad en bane, alle satser på en kulør, og vinderne deler deres indsats ud.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'horse-race',
  },
  {
    name: 'drunk-poker',
    title: 'Drukpoker: de korte regler',
    description:
      'Poker med tår: fold eller tab en hånd og tag en tår, fuldt hus deler tre tår ud, og bluff koster to.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'drunk-poker',
  },
  {
    name: 'ride-the-bus',
    title: 'Ride the bus: de korte regler',
    description:
      'Ride the bus på ét kort: fire gætterunder, en pyramide af kort til at komme af med din hånd, og én uheldig spiller, der tager bussen.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'ride-the-bus',
  },
  {
    name: 'ring-of-fire',
    title: 'Ring of fire: de korte regler',
    description:
      'Ring of fire på ét kort: en ring af kort om et stort bæger, hvad hvert kort fra es til konge betyder, og den fjerde konge.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'ring-of-fire',
  },
  {
    name: 'truth-or-dare',
    title: 'Sandhed eller konsekvens: de korte regler',
    description:
      'Sandhed eller konsekvens på ét kort: aftal grænserne, spørg sandhed eller konsekvens, og svar ærligt, tag konsekvensen eller tag en tår.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'truth-or-dare',
  },
  {
    name: 'lethal-company',
    title: 'Lethal Company-drukspil: de korte regler',
    description:
      'Et drukspil til et Lethal Company-hold: tår for forskrækkelser og tabt skrot, tre når du dør, og kvoten afgør resten.',
    locale: 'da',
    updated: '2026-11-29',
  },
  {
    name: 'most-likely-to',
    title: 'Hvem er mest tilbøjelig til: de korte regler',
    description:
      'Hvem er mest tilbøjelig til på ét kort: stil spørgsmålet, tæl til tre, alle peger, og den, flest peger på, tager en tår.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'most-likely-to',
  },
  {
    name: 'who-would-rather',
    title: 'Hvem vil hellere: de korte regler',
    description:
      'Hvem vil hellere på ét kort: spørg, hvem der hellere vil det ene end det andet, alle peger på tre, og den, flest vælger, tager en tår.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'who-would-rather',
  },
  {
    name: 'never-have-i-ever',
    title: 'Jeg har aldrig: de korte regler',
    description:
      'Jeg har aldrig på ét kort: sig noget, du aldrig har gjort, og alle, der har gjort det, tager en tår.',
    locale: 'da',
    updated: '2026-11-29',
    guide: 'never-have-i-ever',
  },
  {
    name: 'squiffy-alexander',
    title: 'Squiffy Alexander: de korte regler',
    description:
      'Squiffy Alexander, en skål med hukommelseskæde: genfortæl alt, hvad Alexander har lavet i aften, og læg én ting til, eller tag en tår og start forfra.',
    locale: 'da',
    updated: '2026-11-29',
  },
];
