// Stand-in for the theme's Admonition/Type/Note: docgen's note box, titled by the locale's word unless given a title.
import type { ReactNode } from 'react';
import { translate } from '../../../@docusaurus/Translate.js';
import AdmonitionLayout from '../Layout.js';

export default function AdmonitionTypeNote(props: { type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }) {
  const title = props.title ?? translate({ id: 'theme.admonition.note', message: 'note' });
  return <AdmonitionLayout {...props} type={props.type ?? 'note'} title={title} className={['admonition-note', props.className].filter(Boolean).join(' ')} />;
}
