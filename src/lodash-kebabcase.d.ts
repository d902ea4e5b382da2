// lodash.kebabcase ships no types: the one function it exports.
declare module 'lodash.kebabcase' {
  export default function kebabCase(text?: string): string;
}
