// Stand-in for the classic theme's DocsVersionNavbarItem (see docs-items.tsx).
import { drawnByDocgen } from './docs-items.js';

export default drawnByDocgen('DocsVersionNavbarItem');
