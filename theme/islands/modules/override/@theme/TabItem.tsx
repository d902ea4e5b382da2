// Stand-in for the theme's TabItem in a component: its <Tabs> (Tabs.tsx) draws it as a panel; given `hidden` by a tabs
// component of a site's or a theme's (the OpenAPI theme's SchemaTabs clones each with it), a panel as Docusaurus's
// TabItem draws it, hidden but the chosen one; on its own, its content.
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  attributes?: { className?: string; [key: string]: unknown };
  className?: string;
  hidden?: boolean;
  children?: ReactNode;
}

export default function TabItem({ children, hidden, className }: TabItemProps) {
  if (hidden === undefined) return <>{children}</>;
  return (
    <div role="tabpanel" className={className} hidden={hidden}>
      {children}
    </div>
  );
}
