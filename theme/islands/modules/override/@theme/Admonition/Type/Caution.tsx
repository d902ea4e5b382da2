// Stand-in for the theme's Admonition/Type/Caution: docgen's caution box (see ../Layout.tsx).
import { translate } from '../../../@docusaurus/Translate.js';
import { admonitionType } from '../Layout.js';

export default admonitionType('caution', () => translate({ id: 'theme.admonition.caution', message: 'caution' }));
