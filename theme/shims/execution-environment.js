// What `@docusaurus/ExecutionEnvironment` tells a site's code at build time: no DOM here.
const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };
export default ExecutionEnvironment;
