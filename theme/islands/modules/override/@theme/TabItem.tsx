// Stand-in for the theme's TabItem in a component: its <Tabs> (Tabs.tsx) draws it as a panel; on its own, its content.
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  attributes?: { className?: string; [key: string]: unknown };
  className?: string;
  children?: ReactNode;
}

export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
