import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { WidgetName } from '../../content/reading/types';
import { useT } from '../../lib/i18n';

// The interactive parts of a page (the contact form, the unsubscribe panel) belong to the
// contact feature and load only on the page that holds them, so the reading pages stay light.

function loadWidget(name: WidgetName): Promise<{ default: ComponentType }> {
  return import('../contact').then((contact) => ({
    default: name === 'contact-form' ? contact.ContactForm : contact.UnsubscribePanel,
  }));
}

const WIDGETS: Record<WidgetName, ComponentType> = {
  'contact-form': lazy(() => loadWidget('contact-form')),
  unsubscribe: lazy(() => loadWidget('unsubscribe')),
};

/** For the console only (a developer reads it); people see the catalogue's sentences. */
const WIDGET_NAMES: Record<WidgetName, string> = {
  'contact-form': 'contact form',
  unsubscribe: 'unsubscribe form',
};

/**
 * What a person sees when the form's code failed to load: said plainly, not a blank box. (No
 * support address here: reading app config from this chunk would split the first screen's
 * bundle into more, worse-compressed files.)
 */
export function WidgetError({ name }: { name: WidgetName }) {
  const t = useT();
  return (
    <div className="reading-widget-error" role="alert">
      <p>
        <strong>{t(`reading.widget.failed.${name}`)}</strong> {t('reading.widget.retry')}
      </p>
    </div>
  );
}

class WidgetBoundary extends Component<
  { name: WidgetName; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`The ${WIDGET_NAMES[this.props.name]} could not load`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? <WidgetError name={this.props.name} /> : this.props.children;
  }
}

/**
 * A form reads the address (an unsubscribe link's token) and this device's data, so it is drawn
 * in the browser only: on the server it stops at its loading line, and its page is not
 * prerendered (src/app/prerender.tsx leaves pages with such a part to the browser).
 */
function BrowserOnly({ name }: { name: WidgetName }) {
  if (import.meta.env.SSR) throw new Error(`The ${WIDGET_NAMES[name]} is drawn in the browser`);
  const Loaded = WIDGETS[name];
  return <Loaded />;
}

export function Widget({ name }: { name: WidgetName }) {
  const t = useT();
  return (
    <div className={`reading-widget reading-widget-${name}`}>
      <WidgetBoundary name={name}>
        <Suspense
          fallback={<p className="reading-widget-loading">{t('reading.widget.loading')}</p>}
        >
          <BrowserOnly name={name} />
        </Suspense>
      </WidgetBoundary>
    </div>
  );
}
