// Stand-in for the classic theme's @theme/Icon/Arrow (see icon.tsx).
import { icon } from './icon.js';

export default icon('Arrow', ['M9 5.5 15.5 12 9 18.5']);
