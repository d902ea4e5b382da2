// Stand-in for the classic theme's @theme/Icon/Success (see icon.tsx).
import { icon } from './icon.js';

export default icon('Success', ['M4.5 12.5 9.5 17.5 19.5 6.5']);
