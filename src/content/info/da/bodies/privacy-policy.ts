import type { Body } from '../../../reading/types';

export const body: Body = [
  { p: 'Senest opdateret 24. november 2026.' },
  {
    p: 'Denne politik forklarer, hvad Party Dojo gemmer om dig, hvor og hvorfor, hvem der hjælper os med at behandle det, og hvordan du får det slettet. Vi indsamler så lidt som muligt: Du kan spille alle spil uden en konto, og så når intet om dig vores server, medmindre du selv vælger at sende os feedback eller en besked.',
  },
  { h: 'Kort fortalt' },
  {
    list: [
      'Ingen statistikværktøjer, ingen reklamer, ingen sporingscookies og ingen sporing fra tredjeparter. Vi sælger eller udlejer aldrig dine data.',
      'Uden en konto bliver dine spil, spillere og pakker på din enhed.',
      'Med en konto gemmer vi det, kontoen har brug for: din profil, dine mønter, dine likes, dine pakker og kladder og det, du sender os.',
      'Pakker, du udgiver, er offentlige for alle, der har linket.',
      'Betalinger går gennem Stripe. Dine kortoplysninger rører aldrig vores servere.',
      'Du kan slette din konto, og alt, hvad der hører til den, fra din profil.',
    ],
  },
  { h: 'Det bliver på din enhed' },
  {
    p: 'Appen gemmer følgende i din browser (IndexedDB, local storage og service workerens cache), så den kan virke uden net:',
  },
  {
    list: [
      'hvor langt jeres spil er nået, så en genindlæsning eller et dødt batteri ikke afslutter en runde;',
      'de spillernavne, du skriver ind, som kun bruges til at fordele ture og udfylde kort;',
      'hvilke pakker du har slået til eller fra, og de kort, der er vist for nylig;',
      'de pakker og kladder, du skriver i editoren;',
      'dine indstillinger og små præferencer;',
      'ændringer, der venter på at blive sendt til serveren (kun hvis du er logget ind, eller hvis du har sendt os en besked eller feedback uden net);',
      'hvis du logger ind, dit login og en kopi af din profil.',
    ],
  },
  {
    p: 'Spillernavne forlader aldrig din enhed. Vi kan ikke se noget af dette, medmindre det er en del af din konto som beskrevet nedenfor.',
  },
  { h: 'Det gemmer vi på vores server' },
  {
    table: {
      head: ['Det gemmer vi', 'Hvorfor'],
      rows: [
        ['E-mailadresse og loginoplysninger', 'For at logge dig ind og kontakte dig om din konto'],
        [
          'Profil: brugernavn, oprettelsesdato, præstationer, dojo-mønter og deres historik, modtagne belønninger, hvor mange venner du har inviteret',
          'For at vise din profil og anvende reglerne for mønter',
        ],
        [
          'Pakker, du har liket, og pakker og kladder, du har lavet',
          'For at holde dem ens på dine enheder',
        ],
        [
          'Pakker, du udgiver, med det forfatternavn, du har givet dem, deres likes og antal spil',
          'Så alle, du deler linket med, kan spille dem',
        ],
        [
          'Feedback fra et spil (tommel op eller ned, din kommentar, hvilket spil)',
          'For at gøre spillene bedre',
        ],
        [
          'Beskeder via kontaktsiden, med det navn og den e-mailadresse, du eventuelt giver',
          'For at svare dig',
        ],
        ['Om du vil have vores e-mails', 'Så vi kun sender nyhedsbreve til dem, der vil have dem'],
        [
          'Premiumstatus, kunde- og abonnements-id’er fra Stripe og slutningen af den betalte periode',
          'For at vide, hvad dit abonnement låser op for, og hvor længe',
        ],
        [
          'Tekniske optegnelser over, hvilke ændringer fra dine enheder der er gennemført',
          'Så en ændring, der sendes to gange, kun gennemføres én gang, og intet går tabt eller bliver dobbelt',
        ],
      ],
    },
  },
  {
    p: 'Retsgrundlaget: Det meste er nødvendigt for at levere den konto, du har bedt om (vores aftale med dig). Feedback og de tekniske optegnelser tjener vores legitime interesse i at drive en pålidelig app. Nyhedsbreve sendes kun med dit samtykke, som du altid kan trække tilbage. Betalingsoplysninger gemmes, fordi loven kræver det.',
  },
  { h: 'Hvem der behandler data for os' },
  {
    list: [
      'Supabase driver vores backend: databasen (Postgres), fillageret til udgivne pakker og login (Auth). Supabase gemmer serverdataene ovenfor på vores vegne og må ikke bruge dem til noget andet.',
      'Stripe behandler betalinger for premium. Du indtaster dine kortoplysninger på Stripes egen betalingsside; vi får kun at vide, om betalingen lykkedes, dit abonnements status og de id’er, der kobler det til din konto. Stripe behandler betalingsdata efter sin egen privatlivspolitik og sine lovpligtige forpligtelser som betalingsudbyder.',
    ],
  },
  {
    p: 'Vi deler ikke dine data med andre, medmindre en domstol eller loven kræver det. Behandler en databehandler data uden for dit land, sker det med de garantier, loven kræver ved sådanne overførsler.',
  },
  { h: 'Så længe gemmer vi det' },
  {
    list: [
      'Kontodata gemmes, så længe du har kontoen, og slettes, når du sletter den.',
      'Beskeder via kontaktsiden gemmes, mens vi tager os af dit spørgsmål, og slettes derefter; feedback gemmes for at forbedre spillene og slettes sammen med din konto.',
      'Betalingsoplysninger gemmes af Stripe, og af os, hvor loven kræver det, i den periode bogføringsreglerne fastsætter, også efter din konto er slettet.',
    ],
  },
  { h: 'Sådan sletter du dine data' },
  {
    steps: [
      'Åbn din profil, mens du er logget ind, og slet din konto. Det fjerner din profil, dine mønter, dine likes, dine kladder og dine udgivne pakker fra vores server; linket til en udgivet pakke holder op med at virke.',
      'Har du premium, så opsig abonnementet først, så der ikke trækkes flere betalinger.',
      'For at rydde det, der ligger på en enhed, skal du rydde webstedsdata for Party Dojo i browserens indstillinger eller afinstallere appen.',
      [
        'Kan du ikke logge ind, så skriv til os via ',
        { to: '/info/contact', text: 'kontaktsiden' },
        ' fra kontoens e-mailadresse, så sletter vi kontoen for dig.',
      ],
    ],
  },
  { h: 'Dine rettigheder' },
  {
    p: [
      'Du kan bede os om en kopi af de data, vi har om dig, og om at rette dem, slette dem, begrænse eller gøre indsigelse mod, hvordan vi bruger dem, og om at få dem udleveret i et format, du kan tage med dig. Send din anmodning via ',
      { to: '/info/contact', text: 'kontaktsiden' },
      '. Vi svarer inden for en måned. Du kan også klage til databeskyttelsesmyndigheden, hvor du bor; i Danmark er det Datatilsynet.',
    ],
  },
  { h: 'Alder' },
  {
    p: 'Party Dojo er lavet til voksne og henvender sig ikke til børn. Du skal være gammel nok til at oprette en konto, dér hvor du bor, og være fyldt 18 for at bruge 18+-pakkerne eller spille drukspil. Finder vi ud af, at en konto tilhører et barn, sletter vi den.',
  },
  { h: 'Sikkerhed' },
  {
    p: 'Alt mellem din enhed og vores server sendes krypteret. På serveren kan hver konto kun læse og ændre sine egne data; mønter, premiumstatus og tællere kan kun ændres af tjek, der kører på serveren. Dine data på din enhed er lige så sikre som enheden selv, så lås din telefon.',
  },
  { h: 'Ændringer' },
  {
    p: 'Ændrer vi, hvad vi indsamler eller hvorfor, opdaterer vi først denne side og dens dato. Har ændringen betydning for din konto, fortæller vi dig det i appen.',
  },
];
