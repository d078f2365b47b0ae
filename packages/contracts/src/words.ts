/**
 * Words as a reader counts them, for the feedback limits (§5 "between {0} and {1} words"): runs of letters
 * or digits in any script, with inner apostrophes, hyphens, dots and commas ("don't", "P5,000" are one).
 * The form counts as the server does.
 */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
