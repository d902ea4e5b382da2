// Stand-in for the classic theme's DocSidebarNavbarItem (see docs-items.tsx).
import { drawnByDocgen } from './docs-items.js';

export default drawnByDocgen('DocSidebarNavbarItem');
