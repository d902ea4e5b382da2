// The shape of one of docgen's own translations of the words its theme shows.
import type { TextId } from '../english.js';

/** Every id of ENGLISH, in one language: docgen's own words, used where a site's code.json has no message. */
export type Translations = Record<TextId, string>;
