// Stand-in for the classic theme's @theme/Icon/Copy (see icon.tsx).
import { icon } from './icon.js';

export default icon('Copy', ['M9 9h10v11H9z', 'M15 9V4H5v11h4']);
