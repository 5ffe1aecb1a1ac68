// The plan picked before leaving for the payment page, kept for this tab so that, back on
// /info/premium-processing after a full page load, the profile can name the plan bought.
const KEY = 'party-dojo-checkout-price';

export function rememberCheckoutPrice(priceId: string): void {
  try {
    sessionStorage.setItem(KEY, priceId);
  } catch {
    // Private mode without storage: the profile then just says "Premium".
  }
}

export function checkoutPrice(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
