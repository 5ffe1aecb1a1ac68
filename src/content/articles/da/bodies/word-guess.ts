import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Word Guess er den gamle leg Tyve spørgsmål med en telefon, der holder tællingen. Én, ordholderen, kender i hemmelighed et ord. Alle andre stiller spørgsmål, der kan besvares med ja eller nej, og prøver at sige ordet, før de tyve spørgsmål er brugt. Det kræver kun tålmodighed og en smule logik, og det er lige så godt i bilen eller i køen til et bord som ved selve bordet.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'En telefon med Word Guess åben', count: '1' },
      {
        item: 'Noget at drikke efter eget valg, til drukudgaven (kan undværes)',
        count: '1 pr. spiller',
      },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'To eller flere. Er I to, har den ene ordet og den anden spørger, og runden bliver en pæn lille logikopgave. Fire til otte er sjovest: spørgsmålene kommer fra alle sider, og der er altid nogen, der råber et gæt for tidligt. I en stor flok kan spørgerne tage tur rundt om bordet, så det ikke er den højeste stemme, der stiller alle spørgsmålene.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Skriv deltagernes navne ind, hvis appen skal holde styr på point og sige, hvem der har ordet næste gang. Det kan også spilles uden navne.',
      'Find ud af, hvem der har ordet først.',
      'Vælg en kategori (dyr, mad og drikke, ting i hjemmet, steder, erhverv, sport og fritid eller alle kategorier) og en sværhedsgrad. De lette ord er hverdagsting, et barn kunne nævne; de svære er stadig almindelige, bare længere fra de oplagte første spørgsmål.',
      'Giv telefonen til ordholderen, som holder fingeren på skærmen for at læse ordet, hvor ingen andre kan se det. Kender de ikke ordet, kan de bede om et andet.',
    ],
  },
  { play: { to: '/games/word-guess', text: 'Spil Word Guess her' } },
  { h: 'Sådan går en runde' },
  {
    steps: [
      'Ordholderen starter med at sige kategorien højt: "Det er et dyr."',
      'Alle kan stille et spørgsmål, der kan besvares med ja eller nej. "Lever det i vand?" er fint; "Hvilken farve har det?" er ikke.',
      'Ordholderen svarer ærligt ja, nej eller sådan da og trykker på svaret, så appen tæller spørgsmålet med.',
      'I stedet for at spørge kan man gætte på ordet. Et gæt tæller som et spørgsmål: et forkert gæt bruger ét, så gæt først, når du er nogenlunde sikker.',
      'Et rigtigt gæt afslutter runden. Går der tyve spørgsmål uden et, har ordholderen sat bordet til vægs, og ordet bliver vist for alle.',
    ],
  },
  { h3: 'Spil på alles telefoner' },
  {
    p: 'Uden net, eller bare for at holde ordet væk fra en fælles skærm, kan I skrive tre eller flere deltagere ind og vælge at spille på alles telefoner før første runde. Værtens telefon viser én kode; de andre åbner Word Guess, trykker på Kom med ved deres bord, scanner koden og vælger deres navn, og alle telefoner viser de samme fire billeder. Ordet går rundt om bordet i den rækkefølge, I sidder, én runde hver. Kun ordholderens telefon viser ordet, når de trykker på Vis mit ord, og den tæller de tyve spørgsmål, mens ordholderen trykker på hvert svar; de andre telefoner viser, hvem der har ordet, kategorien, runden og pointene. Når runden er slut, viser ordholderens telefon, hvem der fik pointet, og alle andre trykker på det navn for at gå videre, så hver pointtavle passer med den, bordet så. En telefon, der er kommet bagud, scanner koden igen under Vis bordkoden og får runden og pointene med. Kommer værten til at scanne sin egen kode, siger telefonen det og bliver ved med at være vært.',
  },
  { h: 'Point' },
  {
    table: {
      head: ['Sådan slutter runden', 'Point', 'Hvem har ordet næste gang'],
      rows: [
        ['Nogen gætter ordet', '1 til den, der gættede', 'Den, der gættede'],
        ['Tyve spørgsmål uden et rigtigt gæt', '1 til ordholderen', 'Den næste rundt om bordet'],
      ],
    },
  },
  {
    p: 'Spil en runde pr. deltager, eller til fem point. Det er det sværeste job at have ordet, så et bord, der er sat til vægs, er værd at fejre.',
  },
  { h: 'Som drukspil' },
  {
    p: 'Appen tæller i point, og spillet kræver slet ikke noget at drikke. Vil bordet alligevel, så hold det i tår, og hold det let:',
  },
  {
    list: [
      'Et forkert gæt: den, der gættede, tager én tår.',
      'Bordet er sat til vægs: alle spørgere tager én tår.',
      'Ordet bliver gættet på ti spørgsmål eller færre: ordholderen tager én tår.',
      'Ingen tager mere end tre tår i en runde. Vand tæller, og alle kan spille kun for point.',
    ],
  },
  { h: 'Gode råd' },
  {
    list: [
      'Start bredt, og halver feltet: "Er det større end en brødkasse?", "Er det levende?", "Finder man det indendørs?"',
      'Lyt til de andre spørgere. Hvert svar er et spor for alle, ikke kun for den, der spurgte.',
      'Ordholdere: svar på det spørgsmål, der blev stillet, ikke det, du tror, de mente. "Sådan da" er til ægte mellemting, ikke til at være snu.',
      'Hold hurtigt styr i hovedet på, hvad I ved; appens liste over svarene indtil nu hjælper, når bordet mister overblikket.',
      'Gem dit gæt, til du kan se én ting for dig, ikke tre.',
    ],
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/odd-one-out', text: 'Odd One Out' },
        ': igen ét hemmeligt ord, men denne gang er der én af jer, der ikke kender det.',
      ],
      [
        { to: '/articles/charades', text: 'Mimeleg' },
        ': gæt ordet ud fra en lydløs forestilling i stedet for spørgsmål.',
      ],
    ],
  },
];
