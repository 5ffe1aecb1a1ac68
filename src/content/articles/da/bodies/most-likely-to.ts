import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Hvem er mest tilbøjelig til er en afstemning uden hemmelige stemmesedler. Et spørgsmål bliver læst op, "hvem er mest tilbøjelig til at komme for sent til sit eget bryllup?", nogen tæller til tre, og hver eneste hånd i rummet svinger over og peger på én person. Grinet kommer fra pegningen: flokken er langt hurtigere enige om dig, end du bryder dig om, og den, der samler flest fingre, drikker.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Noget at drikke efter eget valg', count: '1 pr. spiller' },
      { item: 'En telefon med spillet åbent (hvis I vil)', count: '1' },
      { item: 'En fri hånd at pege med', count: '1 pr. spiller' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'I skal være mindst tre, ellers står hver afstemning lige mellem de to andre. Det bedste er fem til tolv, der kender hinanden godt nok til at have en mening: en vennegruppe, et håndboldhold, fætre og kusiner til en konfirmation. Det bliver mere larmende, ikke dårligere, med mange, men over femten er det svært at tælle fingre, så del jer i to.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Stil eller sæt jer i en rundkreds, hvor alle kan se hinandens hænder.',
      'Aftal, at man godt må pege på sig selv. Det er tit aftenens sjoveste stemme.',
      'Find den første oplæser: den, der holder telefonen, eller den, der sidst tog et billede af flokken.',
      'Aftal, hvordan stemmelighed bliver afgjort, før første afstemning (se nedenfor), så ingen skændes om det midt i en runde.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Oplæseren stiller et spørgsmål, der begynder med "Hvem er mest tilbøjelig til…", for eksempel "…at adoptere tre katte på én weekend".',
      'Oplæseren tæller "en, to, tre", og på "peg" peger alle på den, de synes passer bedst. Ingen tøven, og ingen skift efter nedtællingen.',
      'Tæl fingrene på hver person. Den med flest tager en tår for nederlaget.',
      'Oplæserrollen rykker én plads til venstre til næste spørgsmål.',
    ],
  },
  {
    p: 'Stemmelighed er det, der oftest giver diskussion. Den almindelige løsning er, at alle, der står lige, drikker. En mere teatralsk: dem, der står lige, får ti sekunder hver til at forsvare sig, og så peger flokken igen. Bestem jer for en af dem før første spørgsmål.',
  },
  {
    p: 'Nogle tæller anderledes: én tår pr. finger, der peger på dig, så en enstemmig afstemning bliver et stort øjeblik, og en delt afstemning næsten ikke koster noget. Det belønner en flok, der tænker ens, og er hårdt for den, der har et ry at leve op til.',
  },
  { h: 'Sådan gør appen det' },
  {
    p: 'Start spillet, så giver telefonen spørgsmålet, og oplæseren skal bare læse op og tælle. Tryk videre for at få det næste. Pakkerne bestemmer tonen: klassikerne og isbryderne til en blandet flok, pakker til gamle venner og festaber, en til dobbeltdaten, en til kollegerne (en Premium-pakke), en alkoholfri, når ingen drikker, og en fræk 18+-pakke, der er slået fra, til nogen slår den til.',
  },
  {
    p: 'Når spillernes navne er skrevet ind, kommer hvert spørgsmål med navnet på den, der skal læse det op, så ingen skændes om, hvis tur det er. Appen giver ikke nogen af de sidste 40 spørgsmål igen, så det samme kommer aldrig tilbage en time senere. Der skal ikke bruges net, når siden har været åbnet én gang; spørgsmålene og spillet ligger på telefonen, og genindlæser I siden, fortsætter I, hvor I slap.',
  },
  { play: { to: '/games/most-likely-to', text: 'Spil Hvem er mest tilbøjelig til her' } },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Alle, der stemte på vinderen, drikker også: det dæmper lysten til at gå i flok efter én.',
      'Tavs afstemning: ved følsomme spørgsmål lukker alle øjnene og peger; kun oplæseren kigger og siger, hvem der vandt, uden at sige, hvem der pegede hvorhen.',
      'Forsvarstalen: den med flest fingre må holde en tale på femten sekunder. Skifter halvdelen af flokken mening, går tåren til oplæseren i stedet.',
      'Spørgemester: vinderen af hver afstemning læser det næste spørgsmål op.',
      'Lynrunde: ingen diskussion, ingen taler, ét spørgsmål hvert tiende sekund i et minut. Godt til at vække et rum, der er ved at gå i stå.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Spillet peger fingre, helt bogstaveligt, så det kræver en let hånd. Spørgsmål om vaner og særheder er sjove; spørgsmål om kroppe, pengeproblemer eller nogens ekskæreste er det sjældent. Lander en afstemning på en, der tydeligvis ikke morer sig, kan oplæseren springe tåren over og gå videre, og ingen behøver at sige hvorfor.',
  },
  {
    p: 'Hold øje med den ene, der bliver ved med at vinde. Tre afstemninger i træk til den samme ven er en god historie; otte i træk er en dårlig aften for vedkommende. Skift til en pakke med andre spørgsmål, eller lav om på pointene. Alle kan spille med vand, saftevand eller streger på et papir i stedet for tår, og spillet mister intet.',
  },
  {
    tip: 'Ved nogle fester er det tradition at pege på værten hver gang. Værter: hold jeres glas små.',
    title: 'Et ord til værten',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/never-have-i-ever', text: 'Jeg har aldrig' },
        ': tilståelsesspillet, når I hellere vil have historier end stemmer.',
      ],
      [
        { to: '/articles/truth-or-dare', text: 'Sandhed eller konsekvens' },
        ': sæt den, der fik flest fingre, på prøve.',
      ],
      [{ to: '/games/mix', text: 'Mixet' }, ': spørgsmålene blandet med de andre spil i én strøm.'],
      [
        { to: '/articles/who-would-rather', text: 'Who Would Rather' },
        ': peg på den ven, der ville vælge det, og hør, om du havde ret.',
      ],
    ],
  },
];
