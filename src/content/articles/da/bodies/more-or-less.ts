import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'More or Less er en holdquiz, hvor ingen behøver at kende svaret. Kortet stiller et spørgsmål, der skal besvares med et tal, for eksempel hvor højt Mount Everest er, og viser et tal, der er tæt på, men forkert. Dit hold skal bare sige, om det rigtige svar er mere eller mindre. Det lyder let, indtil kortet spørger, hvor mange knogler der er i din hånd, og halvdelen af holdet er sikre på noget, den anden halvdel aldrig har hørt om.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'En telefon med More or Less åben', count: '1' },
      {
        item: 'Noget at drikke efter eget valg, til tårudgaven (vand tæller)',
        count: '1 pr. spiller',
      },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'To eller flere, fordelt på to til fire hold. To deltagere giver to hold med én på hver, og det fungerer som en hurtig duel. Seks til tolv deltagere på tre eller fire hold er det bedste: hvert kort starter en kort diskussion på det hold, der har turen, og de andre kan nyde det.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Giv to til fire hold et navn. Deltagernes navne kan udelades; skriver I dem ind, kommer alle på et hold, og en knap blander dem tilfældigt.',
      'Vælg antallet af runder (3, 5, 8 eller 10), og hvor mange kort hvert hold svarer på pr. runde (1, 2 eller 3).',
      'Vælg tår eller straffe. Med tår får den, der ikke drikker i aften, en straf, hvor holdet ellers ville tage en tår.',
      'Vælg, hvor meget et tabende hold højst kan skylde til sidst: 3, 5 eller 10.',
    ],
  },
  { play: { to: '/games/more-or-less', text: 'Spil More or Less her' } },
  { h: 'Sådan går en tur' },
  {
    steps: [
      'Telefonen viser, hvis tur det er. Giv den til det hold.',
      'En læser kortet højt: spørgsmålet og tallet ved siden af. Tallet er aldrig svaret. Det er lige så tit for højt som for lavt, og ved et årstal betyder mere senere.',
      'Holdet snakker det igennem og trykker så på Mere eller Mindre. De andre hold holder mund, eller prøver i hvert fald.',
      'Kortet vender og viser det rigtige svar, og hvor tallet kommer fra. Et rigtigt svar giver holdet ét point.',
      'Giv telefonen videre til næste hold. Det hold, der åbner hver runde, rykker én plads, så det ikke altid er de samme, der starter.',
    ],
  },
  { h: 'Point' },
  {
    table: {
      head: ['Hvornår', 'Hvad der sker'],
      rows: [
        ['Et rigtigt svar', 'Ét point til holdet, der har turen'],
        [
          'Slutningen af hver runde',
          'Holdet med færrest point i runden betaler: én tår hver, eller en straf, som de førende vælger. Står det lige, betaler ingen.',
        ],
        [
          'Slutningen af spillet',
          'Holdet med flest point vinder. Alle andre hold skylder forskellen op til vinderne, dog højst det loft, I valgte.',
        ],
      ],
    },
  },
  {
    p: 'Hold, der deler topscoren, deler sejren og skylder intet. Ender alle hold lige, skylder ingen noget, og I kan spille igen med de samme hold fra den sidste skærm.',
  },
  { h: 'Som drukspil' },
  {
    p: 'Tårudgaven er drukspillet, og den er bygget til at forblive lille: én tår pr. deltager til rundens tabere, og til sidst et antal tår, som I satte et loft over før første kort. Tre holder det blidt, fem er det almindelige, og ti er kun til et langt spil med tæt stilling.',
  },
  {
    list: [
      'Tår, aldrig hele glas. Loftet gælder pr. deltager, ikke pr. hold.',
      'Den, der ikke drikker, laver i stedet den straf, appen viser; resten af holdet tager stadig en tår.',
      'Et bord uden alkohol spiller med straffe: de førende vælger en straf til det tabende hold.',
      'Hav vand på bordet; det tæller som en tår ligesom alt andet.',
    ],
  },
  { h: 'Gode råd' },
  {
    list: [
      'Spørg, hvor langt fra tallet føles, ikke hvad svaret er. "Det virker højt" er nok til at vinde kortet.',
      'Brug pejlemærker, du kender. Ved du, at et maraton er cirka 42 kilometer, har et spørgsmål om et løb et sted at starte.',
      'Lad alle få en tur som den, der trykker. Den stille på holdet er tit den, der har ret.',
      'Kortene kommer fra tolv emner, fra rummet og sport til mad og penge, og et spil deler aldrig den samme oplysning ud to gange, før bunken er brugt op.',
      'Diskuter kilden bagefter, ikke midt i turen: uret er de andre holds tålmodighed.',
    ],
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/category', text: 'Kategori' },
        ': endnu et hurtigt spil om at vide ting under pres.',
      ],
      [
        { to: '/articles/country-island-city', text: 'Land, ø, by' },
        ': et bogstav, et ur og alle kolonnerne, der skal fyldes.',
      ],
    ],
  },
];
