import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { env } from '../../lib/env';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  it('shows optional name and email, the topic list, the counter and the support address', () => {
    const html = renderToStaticMarkup(<ContactForm />);
    expect(html).toContain('Your name <span class="contact-optional">(optional)</span>');
    expect(html).toContain('Your email <span class="contact-optional">(optional)</span>');
    expect(html).toContain('Only if you would like a reply.');
    expect(html).toMatch(/<option value="question"[^>]*>A question<\/option>/);
    expect(html).toContain('Something is not working');
    expect(html).toContain('0 / 2,000');
    expect(html).toContain('maxLength="2000"');
    expect(html).toContain(`mailto:${env.supportEmail}`);
    expect(html).toContain('Send message');
  });
});
