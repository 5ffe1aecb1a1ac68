import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Mimeleg er spillet, hvor et voksent menneske lydløst forestiller en vaskemaskine, mens holdet råber "Køleskab! Opvaskemaskine! Centrifugering!" Én spiller mimer et ord eller en sætning uden en lyd, resten af holdet gætter, og uret får alle til at råbe højere. Det kræver intet udstyr, passer til alle aldre og er den letteste måde at få en stille fest op at stå.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'En telefon med spillet åbent, eller papirlapper og en skål', count: '1' },
      { item: 'Et ur (appen har et indbygget)', count: '1' },
      { item: 'Frit gulv foran dem, der gætter, med plads til at fægte med armene' },
      { item: 'Noget at drikke (hvis I vil)', count: '1 pr. spiller' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'To kan spille ved at skiftes til at mime for hinanden, men mimeleg vil helst spilles på hold: fire spillere giver to par, og otte til tolv giver to livlige hold. Er I mange, kan I lave tre hold. Børnene er tit de bedste skuespillere i rummet.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Del jer i to hold af nogenlunde samme størrelse, og giv dem navne. Et godt holdnavn er det halve af det sjove.',
      'Ryd en plads foran dem, der gætter: flyt sofabordet, tag glassene væk.',
      'Gør ordene klar. Enten åbner I appen og vælger pakker, eller også skriver alle tre ord hver på papirlapper og folder dem ned i en skål.',
      'Aftal, hvor lang en tur er. Et minut er det normale; to minutter passer til lange sætninger eller små børn.',
      'Find den første mimer. Traditionen siger den ældste, som også plejer at være den mindst villige.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Mimeren kigger på ordet uden at vise det til nogen og starter uret.',
      'Mimeren spiller det uden at tale, uden at forme ordene med munden og uden at pege på ting, der staver det. Holdet råber gæt.',
      'Siger holdet det præcist, får det et point, og mimeren tager straks det næste ord.',
      'Et ord, der ikke vil lykkes, kan springes over; det giver ingen point.',
      'Når tiden er gået, sender det andet hold sin mimer op. Spil så mange runder, I vil; holdet med flest point vinder.',
    ],
  },
  {
    p: 'De gamle tegn hjælper: hold fingre op for, hvor mange ord der er, og så en finger for, hvilket ord du mimer; tag dig i øret for "det lyder som"; en hakkebevægelse for et kort ord; drej på et gammeldags filmkamera for en film, og åbn hænderne som en bog for en bogtitel. Aftal, hvilke tegn I bruger, før første tur.',
  },
  { h: 'Sådan gør appen det' },
  {
    p: 'Appen holder styr på to til fire hold med navne, I kan rette, og point til hvert. Giv telefonen til mimeren, og start et minut: efter en nedtælling dukker et ord op på skærmen, så vend den væk fra holdet, og uret bliver rødt i de sidste ti sekunder. Tryk, når holdet har gættet rigtigt, eller spring over; en fortrydknap tager et forkert tryk tilbage, og uret kan sættes på pause (når det går igen, kommer der en ny nedtælling). Når tiden er gået, viser skærmen turens ord: tryk på et for at skifte det mellem gættet og sprunget over, så følger pointene med, og giv så videre til næste hold. Et spil til et bestemt antal point slutter først, når alle hold har haft lige mange ture; den højeste score over målet vinder, og står det lige i toppen, spiller I en runde mere. Appen spørger, før den nulstiller pointene.',
  },
  {
    p: 'Til pandevarianten slår I vip til før turen. Den, der gætter, holder telefonen op til panden med skærmen ud mod rummet, lodret eller på langs: nik ned for et rigtigt gæt, læg hovedet tilbage for at springe over, og hold den lige igen før næste ord. Hvert svar giver en kort tone (medmindre lyden er slået fra) og blinker grønt eller orange. Telefonen spørger én gang pr. besøg om lov til at bruge bevægelsessensoren, og vip virker kun, når appen er åbnet over https; knapperne virker altid.',
  },
  {
    p: 'Ordene kommer fra pakker i flere sværhedsgrader og til familien og festen, plus en kontorpakke til Premium-medlemmer. Spillet undgår de sidste 40 viste ord, så det samme ord ikke dukker op to gange på én aften. Point og turen, I er i gang med, bliver gemt på telefonen undervejs; efter første besøg skal spillet ikke bruge net.',
  },
  { h3: 'Spil på alles telefoner' },
  {
    p: 'Uden net, eller bare for at holde ordet væk fra en fælles skærm, kan I vælge at spille på alles telefoner før første tur. Værtens telefon viser én kode; de andre åbner Mimeleg, scanner koden, sætter sig til bordet og vælger deres navn, og alle telefoner viser de samme fire billeder. Holdene bliver lavet som på én telefon. Kun mimerens telefon viser ordene, med knapperne og vip; de andre viser, hvis tur det er, pointene og et ur, der kan startes sammen med mimeren. Når tiden er gået, viser mimerens telefon turens point med store tal, og alle andre trykker på det tal for at gå videre, så hver pointtavle passer med den, bordet så. En telefon, der er kommet bagud, scanner koden igen fra værtens telefon og får turen og pointene med.',
  },
  { play: { to: '/games/charades', text: 'Spil Mimeleg her' } },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Stjæl: løber tiden ud på et ord, der ikke er gættet, får det andet hold ti sekunder til at rådføre sig og ét gæt. Gætter de rigtigt, får de pointet.',
      'Kun ét ord: mimeren får ét ord pr. tur, og tiden er scoren. Det hurtigste hold over fem runder vinder.',
      'Mimeleg med tår: holdet, der taber runden, tager en tår hver, og en mimer, der bliver taget i at lave en lyd, tager en tår med det samme.',
      'To og to: to mimere fra samme hold spiller ét ord sammen, også uden at tale med hinanden.',
      'Panden: den, der gætter, holder telefonen op til panden med skærmen udad, og holdet mimer eller forklarer ordet. God til flokke på tre eller fire.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Mimeleg kræver bevægelse, og bevægelse plus fyldte glas er lig med spild: stil drikkevarerne væk fra scenen. Lad de generte tage de lette ord, sæt dem sammen med en modig medspiller, eller lad dem være tidtager en runde. Ingen skal tvinges til at optræde.',
  },
  {
    p: 'Drukudgaven koster meget lidt, så det er et godt spil til det tidspunkt på aftenen, hvor folk burde skifte til vand. Uden alkohol er det præcis det samme spil, og det er et af de få, som bedsteforældre, børn og vennen, der ikke drikker, alle kan huske næste dag.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/category', text: 'Kategori' },
        ': hurtige hoveder i stedet for hurtige arme.',
      ],
      [
        { to: '/articles/truth-or-dare', text: 'Sandhed eller konsekvens' },
        ': til dem, der vil have en større scene.',
      ],
      [
        { to: '/articles/country-island-city', text: 'Land, ø, by' },
        ': et roligt spil med kuglepenne, når I har løbet jer trætte.',
      ],
      [
        { to: '/articles/who-would-rather', text: 'Who Would Rather' },
        ': et spil uden udstyr, når alle har sat sig igen.',
      ],
    ],
  },
];
