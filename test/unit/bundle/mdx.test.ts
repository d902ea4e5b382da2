// Whether a site's client bundle has the islands' loader (__DOCGEN_MDX__): a site whose markdown pages only have
// islands through its MDXContent or doc footer has them on every doc, .mdx file or not.
import { describe, expect, it } from 'vitest';
import { mayHaveMdx } from '../../../src/bundle/client.js';
import { resolveConfig } from '../../../src/config/resolve.js';
import { tempDirs } from '../../setup/files.js';

const tempDir = tempDirs('docgen-mdx-bundle-');

describe('the client bundle of a site of markdown pages only', () => {
  it("loads the islands where the site's MDXContent or doc footer draws on every doc, and not otherwise", () => {
    const root = tempDir();
    const config = (islands: Record<string, string>) => {
      const c = resolveConfig(root, null, {});
      Object.assign(c.islands, islands);
      return c;
    };
    expect(mayHaveMdx(config({}))).toBe(false);
    expect(mayHaveMdx(config({ mdxContent: `${root}/src/MDXContent.jsx` }))).toBe(true);
    expect(mayHaveMdx(config({ docFooter: `${root}/src/Footer.jsx` }))).toBe(true);
  });
});
