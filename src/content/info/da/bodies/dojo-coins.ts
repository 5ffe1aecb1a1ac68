import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Dojo-mønter er en lille saldo i appen, der følger med en Party Dojo-konto. Du optjener dem ved at prøve appen af og ved at tage venner med. De er ikke penge: De kan ikke købes, sælges, overføres eller veksles til kontanter.',
  },
  { h: 'Når du starter' },
  {
    p: 'Alle nye konti starter med 0 mønter og præstationen »Early Bird«. Mønterne vises på din profil, når du logger ind, og din saldo er den samme på alle de enheder, du bruger.',
  },
  { h: 'Sådan optjener du mønter' },
  {
    p: 'Belønninger giver mønter én gang hver og kun for noget, du rent faktisk har gjort: Serveren tjekker det, før den betaler. Du skal ikke hente noget: Næste gang din telefon synkroniserer, efter du har gjort det, kommer mønterne af sig selv, og belønningen står som optjent.',
  },
  {
    table: {
      head: ['Belønning', 'Det skal du gøre', 'Mønter'],
      rows: [
        ['Velkommen i dojoen', 'Opret din konto.', '25'],
        ['Pakkemager', 'Udgiv din første spilpakke.', '50'],
        ['Publikumsfavorit', 'En anden giver en af dine udgivne pakker et like.', '30'],
        ['Kom med via en ven', 'Opret dig via en vens invitationslink.', '30'],
        ['Fan', 'Giv en pakke et like, eller giv et spil en tommel op.', '10'],
        ['Kritiker', 'Bedøm et spil med tomlerne under det, mens du er logget ind.', '10'],
      ],
    },
  },
  {
    p: [
      'Under Belønninger på din ',
      { to: '/profile', text: 'profil' },
      ' kan du se dem, du har optjent, og hvad du skal gøre for at få resten.',
    ],
  },
  { h3: 'Inviter venner' },
  {
    p: 'På din profil har du dit eget invitationslink. Når en ven opretter sig via det, får du 100 mønter, og vennen får »Kom med via en ven«. Hver ny konto kan kun inviteres én gang og kun inden for en uge efter oprettelsen, så den samme ven giver aldrig mønter to gange; to konti kan ikke invitere hinanden, og en konto får højst betaling for 5 nye venner på 30 dage.',
  },
  { h: 'Sådan bruger du mønter' },
  {
    p: 'Mønter låser premiumpakker op for altid, én ad gangen, uden et abonnement: Hver premiumpakke til jeg har aldrig, sandhed eller konsekvens, hvem er mest tilbøjelig til, mimeleg og kategori koster 75 mønter. Køb dem under »Brug dine mønter« på din profil; pakken kan derefter spilles i sit spil og i blandingen på alle de enheder, du logger ind på, og købet står i din møntoversigt.',
  },
  {
    p: 'Et køb kræver forbindelse, fordi kun serveren kan bruge mønter. Din saldo kan aldrig komme under nul: Vil et køb bringe den under 0, bliver det afvist, og der bliver ikke trukket noget.',
  },
  { h: 'Her bor dine mønter' },
  {
    p: 'Din saldo ligger på vores server, aldrig på din telefon. Telefonen viser en kopi, men kun serveren lægger mønter til eller trækker dem fra, og den tjekker alle reglerne ovenfor hver gang. Derfor mister du aldrig en mønt, når du rydder din browser eller skifter telefon, og derfor kan ingen give sig selv mønter ved at ændre det, der er gemt på deres enhed.',
  },
  {
    p: 'Optjener du en belønning uden net (for eksempel hvis du udgiver en pakke i et sommerhus uden dækning), betaler serveren, når din telefon er online igen og har sendt det, du har gjort. Mønterne dukker op, så snart det er sket.',
  },
  {
    tip: [
      'Mønterne forsvinder med din konto: Sletter du kontoen, forsvinder saldoen også. Spørgsmål om en belønning, der mangler? Skriv til os via ',
      { to: '/info/contact', text: 'kontaktsiden' },
      '.',
    ],
    title: 'Godt at vide',
  },
];
