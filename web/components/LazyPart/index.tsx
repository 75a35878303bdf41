import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A part of the page whose code loads separately (React.lazy in <Suspense>, nothing as
 * fallback): the static HTML has it, and it hydrates once its code is there.
 *
 * Memoised: until it has hydrated, a re-render of its parent must not reach the
 * boundary (React 18 would give up hydrating it and render it again on the client, with
 * recoverable error #421), so pass it stable props.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Part = lazy(load) as unknown as ComponentType<P>;
  function LazyPart(props: P) {
    return <Suspense fallback={null}><Part {...props} /></Suspense>;
  }
  return memo(LazyPart) as unknown as ComponentType<P>;
}
