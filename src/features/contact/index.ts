// The contact feature: the /info/contact form and the /info/unsubscribe panel (loaded lazily by
// the reading pages' widgets), and the email opt-out for the profile page.
export { ContactForm } from './contact-form';
export { EmailOptOutSetting, UnsubscribePanel } from './unsubscribe-panel';
export {
  readEmailOptOut,
  setEmailOptOut,
  unsubscribeWithToken,
  useEmailOptOut,
  type EmailOptOutState,
  type OptOutRead,
  type UnsubscribeResult,
} from './opt-out';
