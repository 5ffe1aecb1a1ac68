import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Hvem vil hellere tager dilemmaet fra Vil du hellere og vender det mod vennerne. Nogen læser et valg op, "hvem vil hellere leve uden musik end uden kaffe?", og på tre peger alle på den, de tror ville vælge sådan. Den, der bliver peget på, kan give dem ret eller protestere, men stemmerne er afgivet. Det er den blidere lillebror til Hvem er mest tilbøjelig til: i stedet for at spå om nogens værste øjeblik gætter I på deres smag.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Spørgsmål, fundet på eller skrevet på sedler', count: '20+' },
      { item: 'Noget at drikke (hvis I vil)', count: '1 pr. spiller' },
      { item: 'Kuglepenne og sedler, hvis I skriver spørgsmålene på forhånd' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Mindst tre, og jo mere I ved om hinanden, jo bedre. Fem til ti venner, der har delt ferier, lejligheder eller dårlige beslutninger, giver de sjoveste afstemninger. Med fremmede virker det også, for et første gæt på nogens smag er en let vej ind i en snak.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Sæt jer i en rundkreds, tæt nok på hinanden til, at det er tydeligt, hvem en finger peger på.',
      'Lad alle skrive tre-fire "hvem vil hellere …"-spørgsmål på sedler og folde dem ned i en skål, eller find på dem efter tur.',
      'Find den første oplæser. Oplæseren giver videre til venstre efter hvert spørgsmål.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Oplæseren stiller et spørgsmål på formen "Hvem vil hellere A end B?" Begge halvdele skal være noget, man faktisk kunne vælge.',
      'Oplæseren tæller ned, "tre, to, en", og alle peger på én person. Du må gerne pege på dig selv.',
      'Den med flest fingre svarer ærligt: vil vedkommende virkelig hellere?',
      'Giver de gruppen ret, drikker de en tår for at være så forudsigelige. Er de uenige, drikker alle, der pegede på dem, en tår.',
      'Oplæserrollen går videre til venstre.',
    ],
  },
  {
    p: 'Det er svaret, der gør spillet til mere end en afstemning. Gruppen belønner den, man kender godt, spillet belønner den, der overrasker, og de bedste runder ender med en ven, der insisterer på, at de altså hellere vil have kaffen.',
  },
  { h3: 'Udgaven med knytnæve eller hånd' },
  {
    p: 'Den beslægtede Vil du hellere-afstemning kræver ingen pegefingre. Oplæseren giver to muligheder; på tre viser alle en knytnæve for den første eller en åben hånd for den anden. Den mindste side drikker. Deler rummet sig præcis på midten, drikker alle. Det er en god opvarmning før pegeudgaven, fordi alle lærer, hvordan de andre tænker.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Forsvarstale: den, der bliver peget på, må argumentere i femten sekunder, før de svarer. Vinder de halvdelen af stemmerne tilbage, drikker oplæseren.',
      'Par-runder: for par peger begge på samme tid på den af dem, der vil hellere. Samme svar, og ingen drikker; forskellige svar, og begge tager en tår.',
      'Lynrunde: ti spørgsmål, ingen diskussion, kun pegning. En hurtig måde at vække et bord på.',
      'Skriv selv: alle skal bidrage med ét spørgsmål i timen, så bunken vokser med aftenens interne jokes.',
      'Den varme stol: én sidder i midten, og hele runden af spørgsmål handler om vedkommende; gruppen stemmer ja eller nej til, om de vil hellere.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Gode spørgsmål er to ægte fristelser: en uge i Tokyo eller en uge i et sommerhus, det sidste stykke eller det sidste ord. Spørgsmål, der er lavet for at få én til at se dum ud, er bare Hvem er mest tilbøjelig til med dårligere manerer. Hold tårene små, for der er næsten altid nogen, der drikker, og alle kan spille med vand eller med point for at være forudsigelig.',
  },
  {
    p: 'Lander en afstemning skævt, kan oplæseren sige "pas" og gå videre til næste seddel. Ingen skal forklare deres rigtige svar, hvis de hellere vil lade være.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/most-likely-to', text: 'Hvem er mest tilbøjelig til' },
        ': den samme pegning, med spådomme i stedet for smag.',
      ],
      [
        { to: '/games/most-likely-to', text: 'Hvem er mest tilbøjelig til i appen' },
        ': telefonen deler spørgsmålene ud, så ingen skal skrive sedler.',
      ],
      [
        { to: '/articles/never-have-i-ever', text: 'Jeg har aldrig' },
        ': når gruppen hellere vil have historier end afstemninger.',
      ],
    ],
  },
];
