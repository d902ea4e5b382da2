// Stand-in for the theme's Admonition/Type/Note: docgen's note box (see ../Layout.tsx).
import { translate } from '../../../@docusaurus/Translate.js';
import { admonitionType } from '../Layout.js';

export default admonitionType('note', () => translate({ id: 'theme.admonition.note', message: 'note' }));
