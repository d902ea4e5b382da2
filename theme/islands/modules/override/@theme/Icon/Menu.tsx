// Stand-in for the classic theme's @theme/Icon/Menu (see icon.tsx).
import { icon } from './icon.js';

export default icon('Menu', ['M4 7h16', 'M4 12h16', 'M4 17h16']);
