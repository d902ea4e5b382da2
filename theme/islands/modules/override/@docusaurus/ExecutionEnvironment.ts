// Stand-in for ExecutionEnvironment: what the code runs in.
const canUseDOM = typeof window !== 'undefined' && typeof document !== 'undefined';

/** `canUseDOM` and friends, read once. */
export default { canUseDOM, canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function', canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window, canUseViewport: canUseDOM && 'screen' in window };
