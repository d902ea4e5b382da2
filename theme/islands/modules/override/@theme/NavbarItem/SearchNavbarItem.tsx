// Stand-in for the classic theme's SearchNavbarItem (see docs-items.tsx).
import { drawnByDocgen } from './docs-items.js';

export default drawnByDocgen('SearchNavbarItem');
