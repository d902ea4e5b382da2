// Stand-in for the theme's Admonition/Types: the component that draws each keyword of docgen's, which a site's own
// `src/theme/Admonition/Types` spreads and adds its keywords to (`{ ...DefaultAdmonitionTypes, premium: Premium }`).
import type { ComponentType } from 'react';
import type { Props } from '../../@theme/Admonition/Layout.js';
import { translate } from '../../@docusaurus/Translate.js';
import Note from '../../@theme/Admonition/Type/Note.js';
import Tip from '../../@theme/Admonition/Type/Tip.js';
import Info from '../../@theme/Admonition/Type/Info.js';
import Warning from '../../@theme/Admonition/Type/Warning.js';
import Danger from '../../@theme/Admonition/Type/Danger.js';
import Caution from '../../@theme/Admonition/Type/Caution.js';

const AdmonitionTypes: Record<string, ComponentType<Props>> = {
  note: Note,
  tip: Tip,
  info: Info,
  warning: Warning,
  danger: Danger,
  caution: Caution,
  // Docusaurus's older keywords, titled by their own names.
  secondary: (props) => <Note title={translate({ id: 'theme.admonition.secondary', message: 'secondary' })} {...props} />,
  important: (props) => <Info title={translate({ id: 'theme.admonition.important', message: 'important' })} {...props} />,
  success: (props) => <Tip title={translate({ id: 'theme.admonition.success', message: 'success' })} {...props} />
};

export default AdmonitionTypes;
