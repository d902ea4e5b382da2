// Stand-in for the classic theme's @theme/Icon/Home (see icon.tsx).
import { icon } from './icon.js';

export default icon('Home', ['M3.5 11.5 12 4l8.5 7.5', 'M6 10v10h12V10']);
