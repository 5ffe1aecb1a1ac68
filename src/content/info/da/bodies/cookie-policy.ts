import type { Body } from '../../../reading/types';

export const body: Body = [
  { p: 'Senest opdateret 24. november 2026.' },
  {
    p: 'Kort fortalt: Party Dojo sætter ingen egne cookies og bruger ingen sporingscookies, ingen statistikværktøjer, ingen reklamer og ingen sporing fra tredjeparter af nogen art. Derfor ser du aldrig et cookiebanner her.',
  },
  { h: 'Det gemmer appen i din browser' },
  {
    p: 'For at virke uden net og huske jeres spil gemmer appen ting i din browser. Intet af det bruges til at følge dig rundt på nettet eller til at lave en profil af dig, og intet af det deles med nogen.',
  },
  {
    table: {
      head: ['Hvor', 'Hvad', 'Hvorfor'],
      rows: [
        [
          'IndexedDB',
          'Igangværende spil, spillernavne, hvilke pakker der er slået til, dine pakker og kladder, indstillinger, de seneste kort og ændringer, der venter på at blive sendt',
          'Så appen virker uden dækning og fortsætter, hvor I slap',
        ],
        [
          'Local storage',
          'Dit login (kun hvis du logger ind) og små præferencer, for eksempel at du har skjult tilbuddet om at installere',
          'Så du forbliver logget ind og ikke bliver spurgt om det samme to gange',
        ],
        [
          'Session storage',
          'Hvilken side du kom fra, og om siden lige har genindlæst sig selv',
          'Til tilbageknappen og til at komme på fode efter en mislykket opdatering; det ryddes, når du lukker fanen',
        ],
        [
          'Service workerens cache',
          'Appens egne filer: sider, scripts, layout, ikoner, spil og guides',
          'Så alle sider åbner uden net efter dit første besøg',
        ],
      ],
    },
  },
  {
    p: 'Denne lagring er strengt nødvendig for de funktioner, du bruger, og kræver derfor ikke samtykke efter cookiereglerne. Den bliver på din enhed, indtil du rydder den.',
  },
  { h: 'Når du betaler for premium' },
  {
    p: 'Køber du et premiumabonnement, betaler du på en betalingsside, som drives af Stripe, vores betalingsudbyder. Den side er Stripes, ikke vores, og Stripe kan bruge sine egne cookies dér til at gennemføre betalingen og forhindre svindel, efter sin egen privatlivspolitik. Party Dojo ser aldrig selv dine kortoplysninger.',
  },
  { h: 'Sådan rydder du det' },
  {
    p: 'Ryd webstedsdata for Party Dojo i browserens indstillinger, eller afinstaller appen, så bliver alt ovenfor fjernet fra den enhed. Er du logget ind, så gå online først, så ændringer, der stadig venter på at blive sendt, ikke går tabt.',
  },
  {
    p: [
      'Hvad vi gemmer på vores server, og hvorfor, står i ',
      { to: '/info/privacy-policy', text: 'privatlivspolitikken' },
      '. Spørgsmål? Brug ',
      { to: '/info/contact', text: 'kontaktsiden' },
      '.',
    ],
  },
];
