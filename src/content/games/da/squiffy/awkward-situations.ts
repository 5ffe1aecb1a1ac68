import { contest, dare, question, vote } from '../../squiffy/cards';
import type { DanishSquiffyPack } from './cards';

export const awkwardSituations: DanishSquiffyPack = {
  id: 'awkward-situations',
  lang: 'da',
  name: 'Pinlige situationer',
  description:
    'Pinligt med vilje: spil de øjeblikke, alle frygter, og tilstå dem, der skete i virkeligheden.',
  explicit: false,
  premium: false,
  spice: 1,
  cards: [
    dare(
      '{player}, din telefon har lige spillet techno for fuld styrke på biblioteket. Spil redningen.',
    ),
    dare('{player}, spil, at du kommer til at kalde {player2} "mor" foran deres venner.'),
    dare('{player}, spil, at du glemmer navnet på {player2}, lige som du skal præsentere dem.'),
    dare('{player}, læg en telefonsvarerbesked til {player2} højt, som varer alt for længe.'),
    dare('{player}, lad som om du får et opkald, så du kan slippe ud af en snak med {player2}.'),
    dare('{player}, {player2} har lige set dig synge alene i bilen ved et rødt lys. Forklar dig.'),
    dare('{player}, mim, at du sidder fast i en svingdør, mens {player2} kigger på.'),
    dare(
      '{player}, vink tilbage til {player2}, der viser sig at vinke til en anden. Spil det hele.',
    ),
    dare('{player}, spil, at du siger "i lige måde", da tjeneren siger "velbekomme".'),
    dare('{player}, spil et møde med din eks i køen i Føtex, mens {player2} er den nye.'),
    dare('{player}, hold en tale til et bryllup, hvor du har glemt brudens navn.'),
    dare('{player}, spil, at du går ind i en glasdør foran {player2} og lader som ingenting.'),
    dare('{player}, tag en tår og fortæl om den mest akavede skål, du har været med til.', 'drink'),
    dare('{player}, spil, at du trykker "svar alle" på en mail til hele firmaet.'),
    dare(
      '{player}, forklar {player2}, hvorfor du lige har liket et billede fra 2014 på deres profil.',
    ),
    dare(
      '{player}, spil, at du går forkert ind til en fremmed families fødselsdag og bliver til kage.',
    ),
    dare(
      '{player}, mim den akavede dans, når to mennesker ikke kan beslutte sig mellem håndtryk og kram.',
    ),
    dare('{player}, spil, at du har ringet forkert til din chef klokken tre om natten.'),
    dare(
      '{player}, lad som om du kender en sang, som {player2} synger, og syng med på det forkerte.',
    ),
    dare('{player}, spil, at du bliver fanget i at tale med dig selv i supermarkedet.'),
    dare('{player}, forklar {player2}, hvorfor du har deres navn gemt som "Ikke svar".'),
    dare(
      '{player}, spil, at du er den eneste i kostume til en fest, der ikke var udklædningsfest.',
    ),
    dare('{player}, fortæl om en gang, du grinede på det helt forkerte tidspunkt.'),
    dare('{player}, spil, at dit kamera tænder midt i et onlinemøde, mens du spiser morgenmad.'),
    dare('{player}, spil en svigerforælder, der møder {player2} for første gang.'),
    dare(
      '{player}, spil, at du går samme vej som en fremmed og begge træder til samme side tre gange.',
    ),
    dare(
      '{player}, sig farvel til {player2} og gå den samme vej som dem bagefter. Spil stilheden.',
    ),
    dare('{player}, fortæl om en gang, du sendte en besked til den forkerte.'),
    question(
      '{player}, hvilken sætning til en lærer kan du stadig ikke tænke på uden at krympe dig?',
    ),
    question(
      '{player}, hvornår har du sidst ladet som om, du forstod noget, du slet ikke forstod?',
    ),
    question('{player}, hvad er den mest akavede stilhed, du har stået i?'),
    question('{player}, hvem har du kaldt det forkerte navn i alt for lang tid?'),
    question('{player}, hvad er det pinligste, din telefon har foreslået i autokorrektur?'),
    question('{player}, hvilken familiefest vil du helst glemme, og hvorfor?'),
    question('{player}, hvornår faldt du sidst i offentligheden, og hvordan reddede du det?'),
    question('{player}, hvad er den mest pinlige sang på din playliste?'),
    question(
      '{player}, hvad har du sagt til en date, som du stadig tænker på om natten?',
      'flirty',
    ),
    question('{player}, hvornår blev du sidst taget i at snage?'),
    question('{player}, hvad er det mærkeligste, du har sagt i søvne, ifølge andre?'),
    question('{player}, hvilken ting fra din teenagetid håber du, ingen finder?'),
    question('{player}, hvad er den værste gave, du har ladet som om, du blev glad for?'),
    question('{player}, hvornår har du sidst vinket til en, der ikke vinkede til dig?'),
    question('{player}, hvad er det pinligste, du har googlet i den seneste måned?'),
    question('{player}, hvornår har du sidst glemt en aftale, mens personen stod og ventede?'),
    question('{player}, hvad er det mest akavede, der er sket for dig i en elevator?'),
    question('{player}, hvad har du skrevet i en gruppechat, som var ment til én person?'),
    question('{player}, hvilken mode har du gået med, som du nu ikke kan se på billeder?'),
    question('{player}, hvornår har du sidst rakt hånden frem til en, der ville kramme?'),
    question('{player}, hvad er det værste, du har sagt til en kendis, du mødte?'),
    question('{player}, hvilket øjeblik i skolen får dig stadig til at krympe dig?'),
    question('{player}, hvornår blev du sidst opdaget i at øve en samtale højt?'),
    question('{player}, hvad er den mest pinlige grund til, at du er kommet for sent?'),
    question('{player}, hvad har {player2} set dig gøre, som du helst ville have holdt hemmeligt?'),
    vote('Stem: hvem ved bordet har flest pinlige historier? De fortæller den værste.'),
    vote('På tre peger alle på den, der oftest sender beskeder til den forkerte.'),
    vote('Stem: hvem ville klare en akavet stilhed bedst? De viser os hvordan.'),
    vote('På tre peger alle på den, der siger "i lige måde" på de forkerte tidspunkter.'),
    vote('Stem: hvem rødmer hurtigst? Flest stemmer fortæller, hvad der sidst fik dem til det.'),
    vote(
      'På tre peger alle på den, der ville vinke til en fremmed først. De tager en tår.',
      'drink',
    ),
    vote('Stem: hvem har den mest pinlige ringetone? De afspiller den for bordet.'),
    vote('På tre peger alle på den, der oftest falder over sine egne fødder.'),
    vote('Stem: hvem ville glemme flest navne til en julefrokost? De nævner alle ved bordet.'),
    vote(
      'På tre peger alle på den, der har den bedste historie om en akavet besked. De fortæller den, uden navne.',
    ),
    contest(
      '{player} og {player2}: hvem har den mest pinlige historie? Bordet stemmer, og vinderen vælger næste sang.',
    ),
    contest('{player} og {player2}: spil den mest akavede afsked. Den, der griner først, taber.'),
    contest(
      '{player} og {player2}: stirrekonkurrence i total stilhed. Den første, der siger noget, taber.',
    ),
    contest(
      '{player} og {player2}: bedste undskyldning for at gå tidligt fra en fest. Flest klap vinder.',
    ),
    contest(
      '{player} og {player2}: fortæl den værste far-vits, I kender. Flest krummede tæer ved bordet vinder.',
    ),
    contest(
      '{player} og {player2}: byd på skift ind med pinlige filmscener. Den, der løber tør, må indrømme sig slået og taber.',
    ),
    contest(
      '{player} og {player2}: hvem laver den bedste falske latter? Taberen tager en tår.',
      'drink',
    ),
    contest('{player} og {player2}: spil et blind date-møde. Den mest akavede vinder.'),
    contest(
      '{player} og {player2}: den, der længst kan holde en samtale kørende om vejret, vinder.',
    ),
    contest(
      '{player} og {player2}: bedste genfortælling af et pinligt øjeblik fra aftenen. Vinderen kåres af bordet.',
    ),
  ],
};
