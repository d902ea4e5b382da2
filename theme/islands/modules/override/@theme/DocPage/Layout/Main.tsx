// Docusaurus 2's name for the docs layout's part (DocRoot/Layout/Main in Docusaurus 3): docgen's stand-in.
export { default } from '../../DocRoot/Layout/Main.js';
