import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: [
      'Det, folk oftest spørger os om, med ligefremme svar. Står dit spørgsmål ikke her, så skriv til os via ',
      { to: '/info/contact', text: 'kontaktsiden' },
      '.',
    ],
  },
  { h: 'At spille' },
  { h3: 'Skal jeg have internet?' },
  {
    p: 'Kun én gang. Første gang du åbner Party Dojo, gemmer din browser en kopi af alle spil, guides og infosider på telefonen. Derefter åbner det hele uden dækning: i sommerhuset, i kælderen, på færgen eller i flytilstand. Alt, hvad du gør uden net, bliver gemt på telefonen. Det, der hører til på vores server (ændringer på din konto, feedback, en besked til os), venter dér og bliver sendt af sig selv, næste gang du er online.',
  },
  { h3: 'Skal jeg have en konto for at spille?' },
  {
    p: 'Nej. Alle spil virker uden login, og intet beder om din e-mail, før du spiller. En konto er kun til de ekstra ting, der står længere nede.',
  },
  { h3: 'Hvor mange telefoner skal vi bruge?' },
  {
    p: 'Én. Party Dojo er lavet til at gå rundt om bordet: Den, der har telefonen, læser kortet højt og sender den videre. Skriver I spillernes navne ind, fordeler appen turene retfærdigt og kan sætte et navn ind i et kort.',
  },
  { h3: 'Kommer de samme kort igen og igen?' },
  {
    p: 'Ikke lige med det samme. Appen husker de sidste 40 kort, den har vist jer, på tværs af alle spil og også efter, at I har lukket den, og viser ingen af dem igen. Er pakken lille, går den alle kort igennem, før nogen af dem kommer igen.',
  },
  { h3: 'Hvilke spil kan vi spille?' },
  {
    p: [
      'Jeg har aldrig, hvem er mest tilbøjelig til, sandhed eller konsekvens, kategori, mimeleg, »Land, ø, by« og en blanding af dem alle, hver med flere pakker. Til spil med kort, bægre eller terninger kan I læse ',
      { to: '/articles', text: 'spilleguiderne' },
      '.',
    ],
  },
  { h: 'Installation' },
  { h3: 'Hvordan installerer jeg den på iPhone eller iPad?' },
  {
    steps: [
      'Åbn Party Dojo i Safari.',
      'Tryk på Del-knappen (firkanten med en pil, der peger op).',
      'Rul ned, tryk på »Føj til hjemmeskærm« og derefter »Tilføj«.',
    ],
  },
  {
    p: 'Dojo-ikonet ligger nu på din hjemmeskærm og åbner i fuld skærm som enhver anden app, med eller uden forbindelse.',
  },
  { h3: 'Hvordan installerer jeg den på Android?' },
  {
    steps: [
      'Åbn Party Dojo i Chrome (andre browsere som Samsung Internet og Firefox virker stort set på samme måde).',
      'Tryk på menuen (de tre prikker), og vælg »Installer app« eller »Føj til startskærm«. Viser Party Dojo selv en Installer-knap, gør den det samme.',
      'Bekræft, så ligger appen sammen med dine andre apps.',
    ],
  },
  { h3: 'Skal jeg installere den?' },
  {
    p: 'Nej. Den virker på samme måde i en browserfane, også uden net, bare du har åbnet den én gang i den browser. Installationen giver dig blot et ikon og fuld skærm.',
  },
  { h3: 'Hvordan får jeg opdateringer?' },
  {
    p: 'Når der er en ny version, og du er online, siger appen til og tilbyder at genindlæse. Den genindlæser aldrig af sig selv, så et spil bliver aldrig afbrudt midt i det hele.',
  },
  { h: 'Dine data' },
  { h3: 'Hvad gemmes på min telefon?' },
  {
    p: 'Jeres igangværende spil, de spillernavne, du har skrevet, hvilke pakker du har slået til eller fra, de pakker og kladder, du skriver i editoren, dine indstillinger og ændringer, der stadig venter på at blive sendt. Det ligger i browserens lager (IndexedDB og local storage) sammen med de appfiler, browseren gemmer til brug uden net. Intet af det forlader telefonen, medmindre du logger ind.',
  },
  { h3: 'Hvad gemmes på jeres server?' },
  {
    p: [
      'Kun det, der hører til en konto: din profil, dojo-mønter og belønninger, de pakker, du har liket, de pakker og kladder, du har lavet, og den feedback og de beskeder, du sender os. Pakker, du udgiver, kan åbnes af alle, der har linket. Den fulde liste, og hvem der behandler data for os, står i ',
      { to: '/info/privacy-policy', text: 'privatlivspolitikken' },
      '.',
    ],
  },
  { h3: 'Sporer I mig eller viser I reklamer?' },
  {
    p: [
      'Nej. Party Dojo har ingen statistikværktøjer, ingen reklamer, ingen sporingspixels og ingen sporingscookies. Se ',
      { to: '/info/cookie-policy', text: 'cookiepolitikken' },
      ' for, hvad appen faktisk gemmer i din browser.',
    ],
  },
  { h3: 'Hvordan sletter jeg mine data?' },
  {
    list: [
      'På denne telefon: Ryd webstedsdata for Party Dojo i browserens indstillinger (eller afinstaller appen). Ændringer, der aldrig blev sendt til serveren, er derefter væk for altid, så gå online først, hvis du har en konto.',
      'På serveren: Slet din konto fra din profil. Det fjerner din profil, dine mønter, dine likes, dine kladder og de pakker, du har udgivet.',
      [
        'Kan du ikke længere logge ind, så skriv til os via ',
        { to: '/info/contact', text: 'kontaktsiden' },
        ', så sletter vi kontoen for dig.',
      ],
    ],
  },
  { h: 'Konto, mønter og premium' },
  { h3: 'Hvad får jeg ud af at logge ind?' },
  {
    p: 'En profil med dine dojo-mønter, belønninger og præstationer; de pakker, du har liket, og dem, du har lavet, holdt ens på alle dine enheder; og udgivelse, så en pakke, du har skrevet, kan åbnes af dine venner på deres egne telefoner. Alt, hvad du gør uden net, mens du er logget ind, bliver synkroniseret, næste gang du er online.',
  },
  { h3: 'Hvad er dojo-mønter?' },
  {
    p: [
      'En lille saldo i appen, som du optjener gennem belønninger (når du opretter en konto, udgiver din første pakke, sender feedback og så videre) og ved at invitere venner. Alle konti starter på nul. Reglerne står på siden om ',
      { to: '/info/dojo-coins', text: 'dojo-mønter' },
      '.',
    ],
  },
  { h3: 'Hvad er premium?' },
  {
    p: [
      'Et betalt abonnement, der låser op for premiumpakkerne, som står med en hængelås i pakkelisterne. Alt andet er stadig gratis. Betalingen klares af Stripe, så dine kortoplysninger når aldrig vores servere. Du kan opsige når som helst og beholder premium til slutningen af den periode, du har betalt for. Planerne, priserne og alle de pakker, premium åbner, står på ',
      { to: '/info/pricing', text: 'premiumsiden' },
      '.',
    ],
  },
  { h: 'Lav og del pakker' },
  { h3: 'Kan jeg skrive mine egne kort?' },
  {
    p: [
      'Ja. Åbn ',
      { to: '/editor', text: 'pakkeeditoren' },
      ', giv din pakke et navn, en beskrivelse og en forfatter, og tilføj så mange kort, du har lyst til. Du kan spille den med det samme. Kladder gemmes ved hvert tastetryk, også uden net, så et fladt batteri koster dig aldrig et ord.',
    ],
  },
  { h3: 'Hvordan deler jeg en pakke?' },
  {
    p: 'Udgiv den fra editorens sidste trin, og kopiér linket eller vis QR-koden. Alle med linket kan åbne og spille den uden en konto. Udgiver du uden net, bliver pakken lagt op af sig selv, så snart du er online igen. Indtil den er udgivet, virker linket kun på din egen telefon.',
  },
  { h3: 'Kan jeg tage en pakke ned igen?' },
  {
    p: 'Ja. Sletter du en udgivet pakke, fjernes den fra vores server, og linket holder op med at virke for alle, der ikke allerede har åbnet den.',
  },
  { h: 'Spil trygt' },
  { h3: 'Skal vi drikke?' },
  {
    p: 'Nej. En »tår« er det, jeres gruppe bestemmer: vand, sodavand, en lille udfordring eller slet ingenting. Nogle pakker er skrevet helt uden alkohol, og alle spil virker lige så godt uden. Ingen skal svare på en sandhed, tage en konsekvens eller drikke, fordi et kort siger det.',
  },
  { h3: 'Hvem må spille?' },
  {
    p: 'Party Dojo er for voksne. Pakker mærket 18+ er slået fra, indtil du selv slår dem til, og når du slår en til, bekræfter du, at alle, der spiller, er fyldt 18. Drik kun, hvor du har den lovlige alder til det.',
  },
  {
    tip: 'Spis noget først, hav vand på bordet, pas på den, der har fået nok, og kør aldrig bil efter at have drukket. Den, der kører, spiller med vand og kan stadig vinde.',
    title: 'Pas på hinanden',
  },
];
