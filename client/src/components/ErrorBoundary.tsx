import { Component, type ErrorInfo, type ReactNode } from 'react';
import { fatalErrorTexts } from '../i18n/fatal-error';
import './error-boundary.css';

/** Shows 'Unexpected Application Error!' (docs/product.md §8) when a screen throws while rendering. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    // Outside the providers, so it cannot depend on them (nor on a language's chunk): English first.
    return (
      <main className="app-error" role="alert">
        <h1>{fatalErrorTexts.en.unexpectedError}</h1>
        <p lang="zh-CN">{fatalErrorTexts.zh.unexpectedError}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {fatalErrorTexts.en.reload} · {fatalErrorTexts.zh.reload}
        </button>
      </main>
    );
  }
}
