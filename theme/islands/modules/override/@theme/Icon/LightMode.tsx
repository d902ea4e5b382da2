// Stand-in for the classic theme's @theme/Icon/LightMode (see icon.tsx).
import { icon } from './icon.js';

export default icon('LightMode', ['M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8z', 'M12 2v2', 'M12 20v2', 'M2 12h2', 'M20 12h2', 'M4.9 4.9l1.4 1.4', 'M17.7 17.7l1.4 1.4', 'M4.9 19.1l1.4-1.4', 'M17.7 6.3l1.4-1.4']);
