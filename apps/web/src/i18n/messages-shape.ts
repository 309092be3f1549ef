/** Plural forms only some languages have (Russian "few", "many"): another language may leave them out. */
type LanguageOnlyForm = `${string}_${'zero' | 'two' | 'few' | 'many'}`;

/**
 * The shape a second language shares with `T` (a language's texts): the same keys, any text; plural
 * forms its rules never pick may be left out (the parity test checks each language has its own).
 */
export type Widen<T> = T extends string
  ? string
  : { [K in keyof T as K extends LanguageOnlyForm ? never : K]: Widen<T[K]> } & {
      [K in keyof T as K extends LanguageOnlyForm ? K : never]?: string;
    };
