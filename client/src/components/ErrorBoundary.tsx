import { Component, type ErrorInfo, type ReactNode } from 'react';
import { en } from '../i18n/en';

/** Shows 'Unexpected Application Error!' (SPEC.md §8) when a screen throws while rendering. */
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
    // Outside the providers, so it cannot depend on them: the SPEC's English text first.
    return (
      <main className="app-error" role="alert">
        <h1>{en['app.unexpectedError']}</h1>
        <p lang="zh-CN">应用程序发生意外错误！</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {en['app.reload']} · 重新加载页面
        </button>
      </main>
    );
  }
}
