// Stand-in for the theme's Admonition/Type/Danger: docgen's danger box, titled by the locale's word unless given a title.
import type { ReactNode } from 'react';
import { translate } from '../../../@docusaurus/Translate.js';
import AdmonitionLayout from '../Layout.js';

export default function AdmonitionTypeDanger(props: { type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }) {
  const title = props.title ?? translate({ id: 'theme.admonition.danger', message: 'danger' });
  return <AdmonitionLayout {...props} type={props.type ?? 'danger'} title={title} className={['admonition-danger', props.className].filter(Boolean).join(' ')} />;
}
