// The elements MDX makes of markdown (`_components.h2`) that a component may tell apart by `child.type.name`: an island's
// markdown child that is one of them reaches it as that element (src/mdx/islands.ts writes it, html.tsx draws it).
export const MARKDOWN_ELEMENTS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'table'] as const;
