// The functions' Deno tests, one module per function (<name>/handler.spec.ts), run from this one
// entry so they share one isolate and so one embedded backend (_test/backend.ts): Deno gives
// every test file its own isolate, and a backend per file cost 10 s each on a loaded machine.
import './_shared/premium.spec.ts';
import './create-checkout-session/handler.spec.ts';
import './check-subscription/handler.spec.ts';
import './cancel-subscription/handler.spec.ts';
import './stripe-webhook/handler.spec.ts';
import './_shared/subscriptions.spec.ts';
import './delete-account/handler.spec.ts';
