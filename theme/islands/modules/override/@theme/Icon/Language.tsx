// Stand-in for the classic theme's @theme/Icon/Language (see icon.tsx).
import { icon } from './icon.js';

export default icon('Language', ['M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z', 'M3 12h18', 'M12 3c-3 3-3 15 0 18', 'M12 3c3 3 3 15 0 18']);
