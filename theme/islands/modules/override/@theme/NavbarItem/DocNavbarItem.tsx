// Stand-in for the classic theme's DocNavbarItem (see docs-items.tsx).
import { drawnByDocgen } from './docs-items.js';

export default drawnByDocgen('DocNavbarItem');
