// Docusaurus 2's name for the docs layout's part (DocRoot/Layout in Docusaurus 3): docgen's stand-in.
export { default } from '../DocRoot/Layout.js';
