// Stand-in for the classic theme's @theme/Icon/ExternalLink (see icon.tsx).
import { icon } from './icon.js';

export default icon('ExternalLink', ['M14 4h6v6', 'M20 4 11 13', 'M18 14v6H4V6h6']);
