// Stand-in for the classic theme's @theme/Icon/WordWrap (see icon.tsx).
import { icon } from './icon.js';

export default icon('WordWrap', ['M4 6h16', 'M4 12h12.5a3 3 0 0 1 0 6H13', 'M15 16l-2 2 2 2', 'M4 18h5']);
