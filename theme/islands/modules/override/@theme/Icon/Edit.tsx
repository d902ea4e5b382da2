// Stand-in for the classic theme's @theme/Icon/Edit (see icon.tsx).
import { icon } from './icon.js';

export default icon('Edit', ['M4 20h4L19.5 8.5l-4-4L4 16z', 'M13.5 6.5l4 4']);
