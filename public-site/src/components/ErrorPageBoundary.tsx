import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '@core/i18n/catalog';
import { localizePath, type Locale } from '@core/i18n/locales';

interface Props {
  locale: Locale;
  children: ReactNode;
}

/**
 * SPEC 8's last resort: when the error page itself fails to render, this plain text and a full-page link home
 * remain. It uses nothing that could have failed with the page (no router, no context).
 */
export class ErrorPageBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The error page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { locale } = this.props;
    return (
      <section className="error-page" aria-labelledby="page-title">
        <h1 id="page-title">{translate(locale, 'site.error.pageFailed')}</h1>
        <a className="button button-primary" href={localizePath('/', locale)}>
          {translate(locale, 'common.backHome')}
        </a>
      </section>
    );
  }
}
