import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Flip Cup er et stafetløb, hvor stafetten er et plastikkrus. To hold stiller sig op på hver sin side af et bord, og én efter én drikker hver spiller en lille skvat, sætter det tomme krus på bordkanten og knipser det, til det lander med bunden i vejret. Først da må den næste på holdet gå i gang. Det er hurtigt, larmende og retfærdigt: en stille spiller med et godt knips kan redde et hold af højrøstede.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Lette plastikkrus', count: '1 pr. spiller' },
      { item: 'Et langt bord med en glat kant', count: '1' },
      { item: 'Noget at drikke, en lille skvat pr. spiller pr. runde' },
      { item: 'En rulle køkkenrulle (den får I brug for)', count: '1' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'To hold på en til otte hver, helst lige store. Seks på hvert hold er det, de fleste konkurrenceglade flokke ender med. Går det ikke op, tager én på det korte hold to ture, eller én på det lange hold sidder over og starter næste runde som dommer.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Holdene stiller sig over for hinanden langs bordets lange sider, så hver spiller har en modstander lige over for sig.',
      'Stil et krus på bordet foran hver spiller, tæt på kanten.',
      'Hæld lige meget i alle krus. Tegn en streg på krusene, eller aftal "to fingre", så ingen får et uretfærdigt forspring.',
      'Aftal, hvilken ende der starter. De første spillere i den ende dyster mod hinanden; resten af holdet følger ned ad rækken.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'På "nu" drikker den første på hvert hold sin skvat.',
      'Så sætter de det tomme krus med åbningen opad på bordet, så bunden stikker en smule ud over kanten.',
      'Med en eller to fingre knipser de bunden opad, så kruset vender rundt og lander med åbningen nedad på bordet.',
      'Vælter det om på siden eller lander rigtigt op, stiller de det tilbage og prøver igen, så mange gange det skal være.',
      'Så snart kruset står med bunden i vejret, begynder den næste på holdet at drikke.',
      'Det første hold, hvor alle krus står med bunden i vejret, vinder runden.',
    ],
  },
  {
    p: 'Knipset er alt. For hårdt, og kruset flyver af bordet; for blødt, og det falder tilbage. Et let tip med kruset lige akkurat ude over kanten virker bedre end et stort sving, og et par dråber i bunden giver vægt, så det lander roligere. Øv jer, med vand, før første runde.',
  },
  { h3: 'Regler til diskussionerne' },
  {
    list: [
      'Kun den, hvis tur det er, må røre sit krus. En holdkammerat, der hjælper, taber runden for holdet.',
      'Et krus, der lander på siden op ad et andet krus, tæller ikke.',
      'Du må ikke begynde at knipse, før dit krus er tomt: dommeren må tjekke.',
      'Et krus, der bliver slået af bordet, skal samles op, fyldes op til stregen og startes forfra.',
    ],
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Åbningsceremoni: før I drikker, skåler hvert par modstandere og banker kruset i bordet. Først da må de drikke.',
      'Turneringsformat: seks på hvert hold, syv runder, og står det lige, vender alle på begge hold samtidig som omkamp.',
      'Byt plads: den, der taber mod modstanderen lige over for, skifter til det andet hold i næste runde.',
      'Overlever: det tabende hold stemmer en spiller ud efter hver runde, til et hold ikke har flere spillere.',
      'Vandrunde: hver tredje runde er kun vand, så spillet kan køre længe, uden at nogen lider.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Et par centimeter i kruset er nok. Det sjove er at vende kruset, og et løb bliver afgjort på sekunder, så der er ingen grund til at fylde krusene højt. Syv runder med små skvatter bliver alligevel til en del, så sæt tempoet efter det, og hav en kande vand for enden af bordet.',
  },
  {
    p: 'Flip Cup er et af de bedste spil at spille uden alkohol: vand, sodavand eller endda tomme krus giver præcis det samme løb. Står en spiller over, hvad drikke angår, så lad vedkommende spille med vand og ikke bare være dommer. Læg køkkenrulle frem, før I begynder; bordet er vådt efter to runder.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [{ to: '/articles/beer-pong', text: 'Beer pong' }, ': den anden klassiker med bord og krus.'],
      [{ to: '/articles/the-line', text: 'The Line' }, ': beer pong på én række, fra Slusen.'],
    ],
  },
];
