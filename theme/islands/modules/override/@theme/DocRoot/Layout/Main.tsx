// Stand-in for the docs layout's main column: its children (docgen's page draws the column).
export { default } from '../Layout.js';
