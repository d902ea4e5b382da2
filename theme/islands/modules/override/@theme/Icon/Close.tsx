// Stand-in for the classic theme's @theme/Icon/Close (see icon.tsx).
import { icon } from './icon.js';

export default icon('Close', ['M6 6 18 18', 'M18 6 6 18']);
