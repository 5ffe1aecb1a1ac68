import type { Translation } from '../../types';
import type { premium as english } from '../en/premium';

export const premium: Translation<typeof english> = {
  'premium.plan.monthly': 'Månedlig',
  'premium.plan.yearly': 'Årlig',
  'premium.price.month': '{price} om måneden',
  'premium.price.year': '{price} om året',
  'premium.planSentence': '{plan}, {price}',
  'premium.on': 'Premium er slået til.',
  'premium.endsOn': 'Opsagt: premium varer til {date} og stopper så.',
  'premium.renewsOn': 'Fornyes {date}.',
  'premium.profile.ended': 'Dit premium er slut. Alle gratis spil og pakker er stadig dine.',
  'premium.profile.not': 'Ikke premium. Premium åbner alle premium-pakker i alle spil.',
  'premium.profile.plans': 'Se premium-abonnementer',
  'premium.profile.cancelled':
    'Dit abonnement er opsagt. Du beholder premium til slutningen af den periode, du har betalt for, og du bliver ikke trukket igen.',
  'premium.profile.resumed': 'Premium er tilbage: det fornyes ved periodens slutning som før.',
  'premium.profile.offlineResume': 'Du er offline. Gå på nettet for at genoptage dit abonnement.',
  'premium.profile.resuming': 'Genoptager…',
  'premium.profile.resume': 'Genoptag premium',
  'premium.profile.offlineCancel': 'Du er offline. Gå på nettet for at opsige dit abonnement.',
  'premium.profile.cancel': 'Opsig abonnement',
  'premium.profile.cancelTitle': 'Opsig dit abonnement?',
  'premium.profile.cancelling': 'Opsiger…',
  'premium.profile.keep': 'Behold premium',
  'premium.profile.keepUntil':
    'Du beholder premium til {date}, hvor den periode, du har betalt for, slutter, og du bliver ikke trukket igen.',
  'premium.profile.keepPeriod':
    'Du beholder premium til slutningen af den periode, du har betalt for, og du bliver ikke trukket igen.',
  'premium.profile.coinPacks': 'Pakker, du har låst op med dojo-mønter, forbliver låst op.',
  'premium.error.resumeEnded':
    'Abonnementet er allerede udløbet, så der er intet at genoptage. Vælg en plan for at starte premium igen.',
  'premium.error.resumeUnreadable':
    'Svaret kunne ikke læses. Åbn siden igen om et minut for at se, om premium fornyes.',
  'premium.error.resumeFailed':
    'Dit abonnement kunne ikke genoptages lige nu. Det stopper stadig ved periodens udløb, så prøv gerne igen.',
  'premium.error.offlineCheckout': 'Du er offline. Gå på internettet for at tegne abonnement.',
  'premium.error.signInExpired': 'Dit login er udløbet. Log ind igen, og tegn så abonnement.',
  'premium.error.alreadyPremium':
    'Premium er allerede slået til på denne konto, så der er intet at betale. Din profil viser, hvor længe.',
  'premium.error.accountSettingUp':
    'Din konto er stadig ved at blive oprettet på vores server. Prøv igen om lidt.',
  'premium.error.checkoutFailed':
    'Betalingen kunne ikke starte lige nu. Der er ikke trukket noget, så prøv gerne igen om lidt.',
  'premium.error.nothingToCancel': 'Der er intet abonnement at opsige på denne konto.',
  'premium.error.cancelUnreadable':
    'Svaret på din opsigelse kunne ikke læses. Åbn siden igen om et minut for at se, om den gik igennem.',
  'premium.error.cancelFailed':
    'Dit abonnement kunne ikke opsiges lige nu. Det er uændret, så prøv gerne igen.',
  'premium.processing.signInTitle': 'Log ind for at gøre det færdigt',
  'premium.processing.signInText':
    'Premium hører til en konto, så log ind med den konto, du tegnede abonnementet med, så tjekker vi din betaling.',
  'premium.processing.signIn': 'Log ind',
  'premium.processing.title': 'Vi gør dit premium klar',
  'premium.processing.offline':
    'Du er offline, så vi kan ikke høre om din betaling endnu. Lad siden stå åben: den fortsætter af sig selv, så snart du er på nettet igen.',
  'premium.processing.waiting':
    'Tak! Vi venter på, at betalingsudbyderen fortæller os, at din betaling er gået igennem. Det tager som regel kun få sekunder.',
  'premium.processing.slow':
    'Det tager længere tid end normalt. Din betaling er sikker uanset hvad: Du kan lade siden stå åben eller komme tilbage senere og kigge på din {profile}, som viser premium, så snart det er slået til.',
  'premium.profileLink': 'profil',
  'premium.confirm.notYetTitle': 'Premium er ikke slået til her endnu',
  'premium.confirm.notYetYou':
    'Denne enhed har ikke set premium på din konto. Hvis du lige har betalt, viser din profil premium, så snart vi hører om betalingen.',
  'premium.confirm.notYetAnyone':
    'Denne enhed har ikke set premium for nogen, der er logget ind. Hvis du lige har betalt, viser din profil premium, så snart vi hører om betalingen.',
  'premium.confirm.openProfile': 'Åbn din profil',
  'premium.confirm.seePlans': 'Se abonnementerne',
  'premium.confirm.title': 'Du har premium!',
  'premium.confirm.thanks':
    'Tak fordi du støtter Party Dojo. Alle premium-pakker er nu åbne i alle spil, på alle enheder, du logger ind på.',
  'premium.confirm.startWith': 'Start med en ny pakke',
  'premium.confirm.play': 'Spil {game}',
  'premium.confirm.note':
    'Hver pakke er allerede slået til i sit spil; et spils Pakker-knap slår dem fra igen. Dit abonnement, fornyelsesdatoen og muligheden for at opsige finder du på din {profile}.',
  'premium.failed.title': 'Vi kunne ikke bekræfte din betaling',
  'premium.failed.lead':
    'Premium er ikke slået til på din konto endnu. Enten gik betalingen ikke igennem, eller også har vi ikke hørt om den endnu.',
  'premium.failed.notCharged':
    'Hvis der ikke er trukket penge på dit kort, er der ikke sket noget: Du kan prøve igen med det samme kort eller et andet.',
  'premium.failed.charged':
    'Hvis der er trukket penge på dit kort, slår premium sig selv til, så snart vi hører om det. Din {profile} viser det, når det sker.',
  'premium.failed.stuck':
    'Sidder du stadig fast? Skriv til os fra {contact}, så finder vi ud af det.',
  'premium.failed.contactLink': 'kontaktsiden',
  'premium.failed.tryAgain': 'Prøv igen',
  'premium.backToGames': 'Tilbage til spillene',
  'premium.cancelled.title': 'Betalingen blev afbrudt',
  'premium.cancelled.lead':
    'Intet problem: Du forlod betalingssiden, så der er ikke trukket noget, og intet er ændret. Alle gratis spil og pakker er her stadig.',
  'premium.cancelled.seePlans': 'Se abonnementerne igen',
  'premium.pricing.unlocksTitle': 'Det får du med premium',
  'premium.pricing.unlocksText':
    'Alle premium-pakker i alle spil, på alle enheder, du logger ind på. De kommer også med i mixet, så en blandet runde også kan trække fra dem.',
  'premium.pricing.unlocksNote':
    'Intet gratis bliver nogensinde betalt: Alle spil og pakker, du kan spille i dag, forbliver dine, også offline. Pakker, du har låst op med dojo-mønter, forbliver låst op, uanset hvad du vælger her.',
  'premium.pricing.pickFirst': 'Vælg månedlig eller årlig først.',
  'premium.pricing.title': 'Party Dojo Premium',
  'premium.pricing.lead':
    'Flere pakker til flere slags aftener. Ét abonnement åbner alle premium-pakker i alle spil, og du kan opsige det, når du vil.',
  'premium.pricing.alreadyOn':
    'Premium er slået til på din konto. Dit abonnement og fornyelsesdatoen står på din {profile}.',
  'premium.pricing.choose': 'Vælg et abonnement',
  'premium.pricing.yearlyNote': 'Cirka {saving} % billigere end at betale månedligt.',
  'premium.pricing.monthlyNote': 'Fornyes hver måned. Stop, når du vil.',
  'premium.pricing.noServer':
    'Denne udgave af Party Dojo har ingen server, så premium kan ikke købes her.',
  'premium.pricing.opening': 'Åbner betalingen…',
  'premium.pricing.subscribeMonthly': 'Tegn månedligt abonnement',
  'premium.pricing.subscribeYearly': 'Tegn årligt abonnement',
  'premium.pricing.subscribe': 'Tegn abonnement',
  'premium.pricing.signInFirst':
    'Du logger ind først, så premium følger dig til alle dine enheder.',
  'premium.pricing.payment':
    'Betalingen foregår hos vores kortudbyder på dennes egen sikre side; Party Dojo ser aldrig dit kort. Priserne er i amerikanske dollars.',
};
