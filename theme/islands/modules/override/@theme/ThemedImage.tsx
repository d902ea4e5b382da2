// Stand-in for the theme's ThemedImage in a component: the image of the page's colour mode.
import type { ImgHTMLAttributes } from 'react';
import { useColorMode } from '../@docusaurus/theme-common.js';

/** `sources={{ light, dark }}`: one <img>, switched with the colour mode. */
export default function ThemedImage({ sources, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  const { colorMode } = useColorMode();
  return <img {...rest} src={sources[colorMode]} />;
}
