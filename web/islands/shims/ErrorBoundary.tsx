import { Component, type ReactNode } from 'react';

interface Props {
  /** what shows instead of the children once they threw (Docusaurus's fallback prop) */
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
  children?: ReactNode;
}

/**
 * `@docusaurus/ErrorBoundary` for site components: when its children throw while
 * rendering, it shows `fallback({error, tryAgain})`, else the error's message and a
 * "Try again" button, as Docusaurus's default fallback does; tryAgain renders the
 * children again.
 */
export default class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children ?? null;
    const tryAgain = () => this.setState({ error: null });
    if (this.props.fallback) return this.props.fallback({ error, tryAgain });
    return (
      <div role="alert">
        <p>{error.message}</p>
        <button type="button" onClick={tryAgain}>Try again</button>
      </div>
    );
  }
}
