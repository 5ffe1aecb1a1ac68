import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Odd One Out er et bluffspil om ét hemmeligt ord. Alle ved bordet får ordet at vide, undtagen én, som kun får kategorien. Så begynder spørgsmålene. De, der kender ordet, prøver at vise det uden at sige det, den udenforstående prøver at glide i ét med flokken og regne ud, hvad alle taler om, og efter et par omgange peger hele bordet på den, de tror bluffer. Afslører I den udenforstående, vinder bordet, medmindre vedkommende siger ordet i sidste øjeblik.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'En telefon til at dele ordet ud, eller sedler og en kuglepen', count: '1' },
      {
        item: 'Noget at drikke efter eget valg, til drukudgaven (kan undværes)',
        count: '1 pr. spiller',
      },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Tre til tolv. Med tre bliver det en nervepirrende duel, fordi ét forkert svar afslører alt. Fem til otte er det bedste: nok svar til, at den udenforstående kan gemme sig, og få nok til, at alle bliver spurgt om noget hver omgang. Over tolv tager en omgang spørgsmål for lang tid, og folk glemmer, hvem der sagde hvad; del jer op ved to borde, eller spil med to udenforstående (se varianterne).',
  },
  { h: 'Hvad hver deltager ser' },
  {
    p: 'Hver runde har en kategori, som alle kender, for eksempel "På stranden", og et hemmeligt ord fra den kategori, for eksempel "solcreme". Alle kigger på deres egen skærm eller seddel i skjul og holder masken.',
  },
  {
    table: {
      head: ['Hvem', 'Ser', 'Vil gerne'],
      rows: [
        [
          'Alle undtagen én',
          'Kategorien og det hemmelige ord',
          'Finde den udenforstående uden at røbe ordet',
        ],
        [
          'Den udenforstående',
          'Kategorien og beskeden om, at de er den udenforstående',
          'Gå under radaren, eller regne ordet ud, før det er slut',
        ],
      ],
    },
  },
  { h: 'Sådan klarer appen det' },
  {
    p: 'Appen deler hver runde ud, så ingen skal sidde over. Vælg, hvor mange runder I vil spille, og hvor frække ordene må være (for alle, også frække, eller også for voksne, hvor bordet først bliver spurgt, om alle er fyldt 18). Send så enten én telefon rundt om bordet, hvor hver holder en knap nede for at se sit eget ord, før telefonen går videre, eller vælg, at alle spiller på deres egen telefon: de andre telefoner scanner én kode fra værtens skærm, og hver viser kun sin egen ejers ord. Alle telefoner viser de samme fire billeder, så I kan tjekke, at de stemmer overens. Der skal ikke bruges net: de over 70 kategorier med tolv ord hver ligger på telefonen, og ingen telefon taler med en anden efter scanningen.',
  },
  { play: { to: '/games/odd-one-out', text: 'Spil Odd One Out her' } },
  { h: 'Uddel ordet uden telefon' },
  {
    steps: [
      'Find en giver, som sidder runden over: nogen skal kende ordet for at skrive det, så med papir skal I være fire for at spille tre. Rollen rykker én plads til venstre hver runde.',
      'Giveren vælger en kategori og et ord i den og skriver ordet på en seddel til alle deltagere undtagen én.',
      'På den sidste seddel skriver giveren kategorien og "udenforstående". Alle sedler bliver foldet ens, så de ligner hinanden.',
      'Giveren blander sedlerne og giver én til hver. Alle læser deres egen i skjul og giver den foldet tilbage.',
      'Giveren siger kategorien højt, så den udenforstående ikke hører noget nyt, og ingen behøver at spørge.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Find ud af, hvem der spørger først: den yngste, eller den, der sidst var på stranden.',
      'Den første stiller én person ved bordet ét spørgsmål om det hemmelige ord, ved navn: "Sam, ville du tage det med på date?"',
      'Sam svarer med en sætning eller mindre og stiller så det næste spørgsmål til hvem som helst undtagen den, der lige spurgte.',
      'Bliv ved, til alle har svaret mindst to gange. Er I tre eller fire, så tag tre omgange.',
      'Brug et minut på at snakke det igennem. Beskyldninger, forsvarstaler og "det var altså et mærkeligt svar" hører alle til her.',
      'Afstemning: nogen tæller "en, to, tre", og på tre peger alle på den, de tror er den udenforstående, på samme tid. Man må ikke pege på sig selv eller skifte mening efter tællingen.',
      'Den, flest fingre peger på, siger, om de er den udenforstående. Er de ikke, giver den rigtige udenforstående sig til kende og vinder runden.',
      'Har bordet fanget den udenforstående, får vedkommende en sidste chance: ét gæt på det hemmelige ord, højt. Rigtigt, og de stjæler runden. Forkert, og bordet vinder.',
    ],
  },
  {
    p: 'Stemmelighed sker. Når to eller flere deler flest fingre, svarer hver af dem på ét spørgsmål mere fra bordet, og så peger alle igen, denne gang kun på dem, der stod lige. Står det stadig lige, slipper den udenforstående væk og vinder runden.',
  },
  { h: 'Point' },
  {
    table: {
      head: ['Sådan slutter runden', 'Point'],
      rows: [
        ['Den udenforstående bliver fanget og gætter forkert', '1 til alle andre'],
        ['Den udenforstående bliver ikke fanget', '2 til den udenforstående'],
        ['Den udenforstående bliver fanget, men gætter ordet', '2 til den udenforstående'],
      ],
    },
  },
  {
    p: 'Spil til ti point, eller spil en runde pr. deltager, og se, hvem der fører. Den udenforstående får flere point, fordi de spiller alene mod hele bordet og har det sværeste job.',
  },
  { h: 'Sådan stiller man gode spørgsmål' },
  {
    p: 'Hvert spørgsmål og hvert svar er en lille balancegang. For vagt, og bordet mistænker dig for at være den uden ordet. For præcist, og du har foræret ordet til den udenforstående, som kun har brug for ét godt spor. De bedste spørgsmål viser, at du ved det, uden at nævne noget.',
  },
  {
    list: [
      'Spørg til følelser og vaner, ikke til udseende: "Hvordan har du det, når du ser en?" slår "Hvilken farve har den?"',
      'Spørg til steder og tidspunkter: "Hvor så du sidst en?" "Ville man finde den til et bryllup?"',
      'Giv svar, som kun en med ordet kunne give, men som passer på flere ord i kategorien: til "solcreme" er "Mine skuldre kender alt til det" bedre end "faktor 50".',
      'Hold øje med den, der svarer sent, gentager det sidste svar eller stiller et spørgsmål, der kunne passe på hvad som helst. Det er tit den udenforstående, der fisker efter spor.',
      'Sig aldrig ordet, dets forbogstav eller noget, der rimer på det. Gør man det, forærer man runden til den udenforstående.',
    ],
  },
  {
    tip: 'Lyt mere, end du taler. Svar selvsikkert og i samme ånd som svarene før dit, og hav en liste over mulige ord i hovedet, som du streger ud, efterhånden som sporene kommer. Når bordet peger på en anden, så hold hovedet koldt: din bedste chance for ordet kommer til sidst.',
    title: 'Til den udenforstående',
  },
  { h: 'Som drukspil' },
  {
    p: 'Spillet kræver slet ikke noget at drikke, så drukudgaven er kun et ekstra lag for en flok, der vil have det, og den holder sig til tår. Ingen drikker et helt glas, ingen bliver presset til at drikke, og vand eller sodavand tæller lige så meget som en tår af alt andet.',
  },
  {
    list: [
      'Den udenforstående bliver fanget og gætter forkert: de tager to tår.',
      'Den udenforstående slipper væk: alle, der pegede på en uskyldig, tager én tår.',
      'Den udenforstående bliver fanget, men gætter ordet: alle andre tager én tår.',
      'Den, der kommer til at sige ordet: én tår, og en ny runde med et nyt ord.',
      'Ingen tager mere end tre tår i en runde, uanset hvad der sker.',
    ],
  },
  {
    tip: 'Hav en kande vand på bordet, og tæl tår, ikke glas. Vil nogen hellere kun spille om point, spiller de det samme spil med de samme chancer.',
    title: 'Hold det på et fornuftigt niveau',
  },
  { h: 'Varianter' },
  {
    list: [
      'To udenforstående: er I ni eller flere, får to personer kun kategorien. De ved ikke noget om hinanden, og det gør afstemningen meget sværere.',
      'Svar med ét ord: hvert svar skal være ét enkelt ord. Hurtigere, hårdere og meget sjovt, når nogen går i panik.',
      'Tidligt gæt: én gang pr. runde må den udenforstående stoppe spørgsmålene og gætte ordet. Rigtigt, og de får 2 point med det samme; forkert, og bordet vinder runden.',
      'Blandet selskab: gem de frække kategorier og dem kun for voksne til en flok, der har sagt ja til dem, og brug hverdagskategorierne, når familie eller kolleger sidder med ved bordet.',
    ],
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/most-likely-to', text: 'Hvem er mest tilbøjelig til' },
        ': den samme afstemning på tre, uden hemmeligheder, kun meninger.',
      ],
      [
        { to: '/articles/who-would-rather', text: 'Hvem vil hellere' },
        ': peg på den ven, der ville træffe valget, og find ud af, om du havde ret.',
      ],
      [
        { to: '/games/word-guess', text: 'Word Guess' },
        ': ét hemmeligt ord og tyve spørgsmål, spillet i appen.',
      ],
    ],
  },
];
