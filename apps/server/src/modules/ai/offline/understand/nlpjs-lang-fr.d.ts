// @nlpjs/lang-fr ships no types; we use its Snowball-style French stemmer only.
declare module '@nlpjs/lang-fr' {
  export class StemmerFr {
    stem(word: string): string;
  }
}
