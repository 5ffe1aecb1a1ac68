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
};
