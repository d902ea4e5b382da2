// Stand-in for the theme's original Admonition, which a site's own admonition types wrap (`<Admonition {...props}
// icon={…}>`): docgen's, drawing each type with `@theme/Admonition/Types`.
export { default } from '../@theme/Admonition.js';
