// A stand-in for the classnames package when the site has not installed it: the same as clsx.
export { clsx as default } from './clsx.js';
