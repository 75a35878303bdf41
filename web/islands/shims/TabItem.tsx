import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  className?: string;
  children?: ReactNode;
}

/** `@theme/TabItem` for site components: a panel of `@theme/Tabs` (which renders it); alone, its content. */
export default function TabItem({ className, children }: TabItemProps) {
  return <div role="tabpanel" className={`tab-panel${className ? ` ${className}` : ''}`}>{children}</div>;
}
