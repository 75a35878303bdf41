const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

/** `@docusaurus/ExecutionEnvironment`. */
const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && ('addEventListener' in window || 'attachEvent' in window),
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
