import { Component, lazy, Suspense, type ReactNode } from 'react';

export interface CrashProps { error: unknown; tryAgain: () => void }

/** What shows until the crash screen's code is there (or if it cannot load). */
function Minimal({ error, tryAgain }: CrashProps) {
  return (
    <div role="alert" style={{ padding: '2rem' }}>
      <h1>This page crashed.</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={tryAgain}>Try again</button>
    </div>
  );
}

// The crash screen is rarely needed: its code loads only when something crashed.
const CrashScreen = lazy(() => import('./CrashScreen').catch(() => ({ default: Minimal })));

interface Props { children: ReactNode; resetKey?: string }
interface State { crashed: boolean; error: unknown; key?: string }

/**
 * Catches rendering errors below it and shows the crash screen ("This page crashed.",
 * the message and its causes, "Try again"). It clears itself when `resetKey` (the
 * route) changes, so navigating away from a crashed page works.
 */
export default class ErrorBoundary extends Component<Props, State> {
  state: State = { crashed: false, error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { crashed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.key) return null;
    return { key: props.resetKey, crashed: false, error: null };
  }

  tryAgain = () => this.setState({ crashed: false, error: null });

  render() {
    if (!this.state.crashed) return this.props.children;
    const props = { error: this.state.error, tryAgain: this.tryAgain };
    return <Suspense fallback={<Minimal {...props} />}><CrashScreen {...props} /></Suspense>;
  }
}
