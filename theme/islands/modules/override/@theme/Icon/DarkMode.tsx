// Stand-in for the classic theme's @theme/Icon/DarkMode (see icon.tsx).
import { icon } from './icon.js';

export default icon('DarkMode', ['M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z']);
