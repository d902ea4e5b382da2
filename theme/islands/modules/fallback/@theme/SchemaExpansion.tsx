// The OpenAPI theme's schema expansion control came with its version 5: before it, its provider (which docgen's ApiItem
// puts around a page's islands, theme/islands/api-item.tsx) passes its children through.
import type { ReactNode } from 'react';

export const SchemaExpansionProvider = ({ children }: { children?: ReactNode }) => <>{children}</>;
