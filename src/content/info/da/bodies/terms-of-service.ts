import type { Body } from '../../../reading/types';

export const body: Body = [
  { p: 'Senest opdateret 24. november 2026.' },
  {
    p: 'Disse vilkår gælder, når du bruger Party Dojo, uanset om det er i en browser eller installeret på din telefon. Når du bruger appen, accepterer du dem. De er skrevet til at blive læst, så læs dem gerne.',
  },
  { h: 'Hvem må bruge Party Dojo' },
  {
    list: [
      'Party Dojo er for voksne. Drukspil er kun for folk, der har den lovlige alder til at drikke alkohol dér, hvor de spiller, og aldrig for nogen under 18.',
      'Pakker mærket 18+ er slået fra, indtil du slår dem til. Når du slår en til, bekræfter du, at alle, der spiller, er fyldt 18.',
      'For at oprette en konto skal du være gammel nok til at acceptere disse vilkår, dér hvor du bor, og være fyldt 18 for at bruge 18+-pakkerne.',
    ],
  },
  { h: 'Drik ansvarligt' },
  {
    p: 'Spillene er for sjov. En »tår« eller en »drink« i et spil kan være vand, sodavand eller ingenting, og alle spil virker uden alkohol. Ingen skal drikke, svare på et spørgsmål eller tage en konsekvens, fordi et kort eller en anden spiller siger det. Kend dine grænser, pas på hinanden, kør aldrig bil efter at have drukket, og spil ikke drukspil, hvis du er gravid, tager medicin, der ikke tåler alkohol, eller er et sted, hvor alkohol ikke er tilladt. Du er selv ansvarlig for, hvad du vælger at gøre, mens du spiller, og for at overholde loven, dér hvor du er.',
  },
  { h: 'Din konto' },
  {
    list: [
      'Hold dine loginoplysninger for dig selv; du er ansvarlig for det, der sker på din konto.',
      'Én person, én konto. Opret ikke konti for at samle belønninger eller mønter for invitationer.',
      'Du kan altid slette din konto fra din profil. Vi kan suspendere eller lukke en konto, der bryder disse vilkår, og fortæller dig i så fald hvorfor.',
    ],
  },
  { h: 'Pakker, du laver og udgiver' },
  {
    list: [
      'Dine pakker er dine. Når du udgiver en, giver du alle, der har linket, lov til at åbne og spille den, og du giver os lov til at gemme den, vise den og levere den til dem, så længe den er udgivet.',
      'Udgivne pakker er offentlige for alle med linket. Skriv ikke personlige oplysninger, hverken dine egne eller andres, i en pakke, du udgiver.',
      'Udgiv kun det, du har ret til at udgive. Intet had, ingen chikane, intet indhold, der seksualiserer nogen under 18, ingen virkelige personer nævnt på en sårende måde og intet, der presser nogen til at drikke farligt eller bryde loven. Mærk pakker med voksenindhold som eksplicitte (18+) og pakker, der handler om at drikke, som drukpakker.',
      'Vi kan fjerne en pakke, der bryder disse regler, med eller uden varsel. Du kan altid selv fjerne din pakke ved at slette den.',
    ],
  },
  { h: 'Dojo-mønter' },
  {
    p: [
      'Dojo-mønter er en saldo i appen uden kontantværdi. De kan ikke købes, sælges, overføres eller veksles til penge, og de ophører sammen med din konto. Mønter, der er opnået ved at bryde disse vilkår (for eksempel via falske invitationer), kan blive fjernet. Hvordan mønter optjenes og bruges, står på siden om ',
      { to: '/info/dojo-coins', text: 'dojo-mønter' },
      '.',
    ],
  },
  { h: 'Premium' },
  {
    list: [
      'Premium er et abonnement, der låser op for premiumpakkerne. Prisen og betalingsperioden vises, før du betaler.',
      'Betalingen behandles af Stripe. Abonnementet fornyes hver periode, indtil du opsiger det.',
      'Når du opsiger, har du premium til slutningen af den periode, du allerede har betalt for, og der trækkes ikke flere betalinger.',
      'Slår en fornyelse fejl, ophører premium, når den betalte periode slutter. Dine lovbestemte rettigheder som forbruger, herunder en eventuel fortrydelsesret, berøres ikke af disse vilkår.',
    ],
  },
  { h: 'Brug appen ordentligt' },
  {
    p: 'Prøv ikke at bryde ind på andres konti, ændre mønter eller tællere, du ikke skal ændre, overbelaste tjenesten eller kopiere appens spil og tekster i stor stil for at udgive dem andre steder. Spillene, kortene, guiderne og grafikken i Party Dojo er vores; reglerne for klassiske spil tilhører alle.',
  },
  { h: 'Vores del' },
  {
    p: 'Vi gør meget for at holde Party Dojo kørende og dine data sikre, og vi bygger den, så den bliver ved med at virke uden net. Men den leveres, som den er: Vi kan ikke love, at den altid er tilgængelig eller fri for fejl, og vi kan ændre eller fjerne funktioner. I det omfang loven tillader det, er vi ikke ansvarlige for indirekte tab eller for, hvad spillerne vælger at gøre under et spil. Intet i disse vilkår begrænser et ansvar, som loven ikke tillader at begrænse.',
  },
  { h: 'Dine data' },
  {
    p: [
      'Hvordan vi behandler dine data, står i ',
      { to: '/info/privacy-policy', text: 'privatlivspolitikken' },
      ' og ',
      { to: '/info/cookie-policy', text: 'cookiepolitikken' },
      '.',
    ],
  },
  { h: 'Ændringer af vilkårene' },
  {
    p: 'Ændrer vi disse vilkår, opdaterer vi denne side og dens dato. Påvirker en ændring din konto på en væsentlig måde, fortæller vi dig det i appen, før den træder i kraft. Er du ikke enig, kan du slette din konto.',
  },
  { h: 'Spørgsmål' },
  {
    p: ['Spørg os om alt i disse vilkår via ', { to: '/info/contact', text: 'kontaktsiden' }, '.'],
  },
];
