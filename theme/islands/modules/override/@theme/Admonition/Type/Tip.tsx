// Stand-in for the theme's Admonition/Type/Tip: docgen's tip box (see ../Layout.tsx).
import { translate } from '../../../@docusaurus/Translate.js';
import { admonitionType } from '../Layout.js';

export default admonitionType('tip', () => translate({ id: 'theme.admonition.tip', message: 'tip' }));
