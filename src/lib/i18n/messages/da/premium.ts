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
};
