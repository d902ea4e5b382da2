// Stand-in for the classic theme's DocsVersionDropdownNavbarItem (see docs-items.tsx).
import { drawnByDocgen } from './docs-items.js';

export default drawnByDocgen('DocsVersionDropdownNavbarItem');
