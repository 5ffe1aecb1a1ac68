import type { Translation } from '../../types';
import type { head as english } from '../en/head';

export const head: Translation<typeof english> = {
  'head.site.title': 'Party Dojo: fest- og drukspil, der virker offline',
  'head.site.description':
    'Jeg har aldrig, sandhed eller konsekvens, mimeleg og mange flere festspil. Installeres på din telefon og virker uden dækning.',
  'head.forgotPassword.title': 'Glemt adgangskode',
  'head.forgotPassword.description':
    'Få en e-mail med et link, hvor du vælger en ny adgangskode til Party Dojo.',
  'head.signInLink.title': 'Log ind via e-mail',
  'head.signInLink.description':
    'Få en e-mail med et link, der logger dig ind på Party Dojo uden adgangskode.',
  'head.resetPassword.title': 'Vælg en ny adgangskode',
  'head.resetPassword.description': 'Vælg en ny adgangskode til din Party Dojo-konto.',
  'head.endOfRound.title': 'Runden er slut',
  'head.endOfRound.description': 'Pointene, når runden er slut, og vejen videre til den næste.',
  'head.christmasCalendar.title': 'Julekalender',
  'head.christmasCalendar.description':
    '24 låger til december: fra den 1. åbner én låge om dagen for en udfordring eller et minispil til selskabet.',
  'head.epicDare.title': 'Den store udfordring',
  'head.epicDare.description':
    'Udfordringer i stigende niveauer: hver gennemført giver sit niveau i point, og hvert spring koster lidt.',
  'head.loveGame.title': 'Kærlighedsspillet',
  'head.loveGame.description':
    'Spørgsmål og små opgaver for to, på skift: svar ærligt, gør det, eller sig pas.',
  'head.dared.title': 'Du er blevet udfordret',
  'head.dared.description':
    'En ven har sendt dig en udfordring: åbn den, gør den, og send en tilbage.',
  'head.beerPongDare.title': 'Beerpong-udfordring',
  'head.beerPongDare.description':
    'Udfordringen til forsvareren, når et bæger bliver ramt ved beerpongbordet.',
  'head.dareFriend.title': 'Udfordr en ven',
  'head.dareFriend.description':
    'Et udfordringskort, du gør eller drikker på, og en udfordring af din egen, du kan sende til en ven som et link.',
  'head.coinFlip.title': 'Plat eller krone',
  'head.coinFlip.description':
    'Slå plat eller krone på telefonen: sig dit valg, kast, og spil bedst af tre, når ét kast ikke afgør det.',
  'head.spinBottle.title': 'Drej flasken',
  'head.spinBottle.description':
    'Drej en flaske på telefonen og find en spiller blandt navnene rundt om bordet, helt fair.',
  'head.diceRoll.title': 'Terningkast',
  'head.diceRoll.description':
    'Slå én til seks terninger på telefonen, med summen, til ethvert spil, der kræver terninger, når ingen har taget nogen med.',
  'head.signUp.title': 'Opret en konto',
  'head.signUp.description':
    'Opret en Party Dojo-konto, så dine pakker, mønter og belønninger følger med på alle dine enheder.',
  'head.slusen.title': 'Slusens husspil',
  'head.slusen.description':
    'Slusens husspil samlet ét sted: regelkortene, værktøjerne og de spil, baren spiller, til et bord, der har scannet koden.',
  'head.scrollbar.title': 'ScrollBars husspil',
  'head.scrollbar.description':
    'ScrollBars husspil samlet ét sted: regelkortene, værktøjerne og de spil, baren spiller, til et bord, der har scannet koden.',
  'head.squiffyReview.title': 'Bedøm Squiffy',
  'head.squiffyReview.description':
    'Fortæl os, hvordan jeres Squiffy-spil gik: en tommel op eller ned og en kommentar, hvis du har lyst.',
  'head.signIn.title': 'Log ind',
  'head.signIn.description':
    'Log ind på Party Dojo, så dine pakker, mønter og belønninger følger med på alle dine enheder.',
  'head.profile.title': 'Din profil',
  'head.profile.description':
    'Din Party Dojo-konto: dojo-mønter, belønninger, de pakker, du har lavet og liket, og dine indstillinger.',
};
